/**
 * /kasirluringlist (issue 39): the offline till's sales the server received (`kasir_luring_list`,
 * the last 100; access mJual, the act's): number, cashier, device, block, when it was sold and
 * when it arrived, and the stock it took below zero — the report a supervisor checks after an
 * outage ("Stok di bawah nol karena penjualan luring"); under it the block numbers given back
 * unused at a shift close (void). Reached from the side menu (Penjualan) and from the till's notice
 * after the queue is sent.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Switch, Table } from 'antd';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import type { KasirLuringReply } from '../replies';

type Row = KasirLuringReply['tbl_kasir_luring'][number];
type Lepas = NonNullable<KasirLuringReply['tbl_blok_lepas']>[number];
/** The act's times end in an hour-only offset ("+07"), which Date does not read: made "+07:00". */
const waktu = (iso: string) => (iso ? new Date(iso.replace(/([+-]\d\d)$/, '$1:00')).toLocaleString('id-ID', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '');

export default function KasirLuring() {
  const [minus, setMinus] = useState(false);
  const q = useQuery({ queryKey: ['kasir_luring_list'], queryFn: () => callOk<KasirLuringReply>('kasir_luring_list', {}), retry: false });
  const rows = (q.data?.tbl_kasir_luring ?? []).filter((r) => !minus || r.stokminus);
  return (
    <Card className="print-area" title="Penjualan Kasir Luring">
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }} className="no-print">
        <label>
          <Switch size="small" checked={minus} onChange={setMinus} aria-label="Hanya stok di bawah nol" /> Hanya yang membuat stok di bawah nol
        </label>
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()}>Muat ulang</Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>Cetak</Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      <Table<Row>
        size="small"
        bordered
        data-testid="kasirluring"
        rowKey="notransaksi"
        loading={q.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: minus ? 'Tidak ada penjualan luring yang membuat stok di bawah nol' : 'Belum ada penjualan kasir luring' }}
        columns={[
          { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi', width: 170 },
          { key: 'userid', dataIndex: 'userid', title: 'Kasir', width: 110 },
          { key: 'compname', dataIndex: 'compname', title: 'Perangkat', width: 140 },
          { key: 'blok', dataIndex: 'blok', title: 'Blok', width: 70, render: (v: number | null) => v ?? 'menyusul' },
          { key: 'waktu', dataIndex: 'waktu', title: 'Dijual', width: 170, render: waktu },
          { key: 'diterima', dataIndex: 'diterima', title: 'Diterima', width: 170, render: waktu },
          { key: 'stokminus', dataIndex: 'stokminus', title: 'Stok di bawah nol', render: (v: string | null) => (v ? <b style={{ color: '#cf1322' }}>{v}</b> : '-') },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>Nomor blok yang dikembalikan (batal, tidak dipakai)</h4>
      <Table<Lepas>
        size="small"
        bordered
        data-testid="kasirluring-lepas"
        rowKey="blok"
        dataSource={q.data?.tbl_blok_lepas ?? []}
        pagination={false}
        locale={{ emptyText: 'Belum ada nomor blok yang dikembalikan' }}
        columns={[
          { key: 'blok', dataIndex: 'blok', title: 'Blok', width: 70 },
          { key: 'userid', dataIndex: 'userid', title: 'Kasir', width: 110 },
          { key: 'compname', dataIndex: 'compname', title: 'Perangkat', width: 140 },
          { key: 'dari', dataIndex: 'dari', title: 'Dari', width: 170 },
          { key: 'sampai', dataIndex: 'sampai', title: 'Sampai', width: 170 },
          { key: 'jumlah', dataIndex: 'jumlah', title: 'Jumlah', align: 'right' as const },
        ]}
      />
    </Card>
  );
}
