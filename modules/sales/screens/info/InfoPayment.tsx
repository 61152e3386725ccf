/**
 * /infopayment (spec §2.7, no access name; the act needs mJual · Buka): how the sales of a period
 * were paid — cash net of change, card per bank, e-money per provider, deposit, points and what was
 * left on credit — with the number of sales of each, and the total they add up to; then the
 * period's QRIS by day (issue 38, `qris_harian`): each referensi with its gateway reference, status
 * and sale, a paid QRIS without a sale and a QRIS sale without a paid QRIS flagged.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { callOk } from '@niaga/ui/api';
import { DATE_FORMAT, formatInt, WIRE_DATE } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';
import { RefPicker, refTarget } from '@niaga/ui/doctype/RefPicker';
import { companyToday } from '@niaga/ui/session';
import type { InfoPaymentCara as Cara, InfoPaymentReply as Reply } from '../../replies';
import type { QrisHarianReply, QrisHarianRow } from '@niaga/payment/replies';

export default function InfoPayment() {
  const today = companyToday();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.startOf('month'), today]);
  const [kodesupel, setKodesupel] = useState('');
  const [asked, setAsked] = useState<{ dari: string; sampai: string; kodesupel: string } | null>(null);
  const q = useQuery({ queryKey: ['infopayment', asked], queryFn: () => callOk<Reply>('infopayment', asked!), enabled: asked !== null, retry: false });
  const qris = useQuery({ queryKey: ['qris_harian', asked], queryFn: () => callOk<QrisHarianReply>('qris_harian', { dari: asked!.dari, sampai: asked!.sampai }), enabled: asked !== null, retry: false });
  const total = q.data?.tbl_total[0];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Info Pembayaran
      </Typography.Title>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div>
          <Typography.Text>Periode</Typography.Text>
          <br />
          <DatePicker.RangePicker id="ip-periode" format={DATE_FORMAT} allowClear={false} value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        </div>
        <div style={{ flex: '0 1 280px' }}>
          <Typography.Text>Pelanggan</Typography.Text>
          <RefPicker id="ip-kodesupel" target={refTarget('pelanggan')!} value={kodesupel} onChange={setKodesupel} aria-label="Pelanggan" placeholder="Semua pelanggan" />
        </div>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setAsked({ dari: range[0].format(WIRE_DATE), sampai: range[1].format(WIRE_DATE), kodesupel })}>
          Tampilkan
        </Button>
      </Flex>
      {q.error && <Alert type="error" showIcon title={q.error.message} style={{ marginBottom: 12 }} />}
      {q.data && (
        <Table<Cara>
          size="small"
          bordered
          data-testid="infopayment"
          rowKey={(r) => `${r.jenis}-${r.rincian}`}
          pagination={false}
          dataSource={q.data.tbl_ringkasan}
          columns={[
            { key: 'label', title: 'Cara Bayar', render: (_: unknown, r: Cara) => (r.rincian ? `${r.label} · ${r.rincian}` : r.label) },
            { key: 'jumlah', dataIndex: 'jumlah', title: 'Jumlah Transaksi', align: 'right' as const, width: 160, render: (v: number) => formatInt(v) },
            { key: 'nilai', dataIndex: 'nilai', title: 'Nilai', align: 'right' as const, width: 180, render: (v: string) => formatMoney(v) },
          ]}
          summary={() =>
            total ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <b>Total penjualan</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <b>{formatInt(total.transaksi)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <b>{formatMoney(total.total)}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      {!!qris.data?.tbl_qris.length && <QrisTable rows={qris.data.tbl_qris} />}
    </Card>
  );
}

const STATUS: Record<string, string> = { menunggu: 'Menunggu', dibayar: 'Dibayar', gagal: 'Gagal', batal: 'Batal', kedaluwarsa: 'Kedaluwarsa', refund: 'Refund' };

/** The period's QRIS by day: referensi, gateway reference, status, amount, the sale; problems in red. */
function QrisTable({ rows }: { rows: QrisHarianRow[] }) {
  return (
    <>
      <Typography.Title level={5}>QRIS per Hari</Typography.Title>
      <Table<QrisHarianRow>
        size="small"
        bordered
        data-testid="infopayment-qris"
        rowKey={(r) => `${r.referensi}-${r.nojual}-${r.masalah}`}
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 110 },
          { key: 'referensi', dataIndex: 'referensi', title: 'Referensi' },
          { key: 'refgateway', dataIndex: 'refgateway', title: 'Ref Gateway' },
          { key: 'status', dataIndex: 'status', title: 'Status', render: (v: string) => STATUS[v] ?? v },
          { key: 'nominal', dataIndex: 'nominal', title: 'Nominal', align: 'right' as const, render: (v: string) => formatMoney(v) },
          { key: 'nojual', dataIndex: 'nojual', title: 'Penjualan' },
          { key: 'masalah', dataIndex: 'masalah', title: 'Periksa', render: (v: string) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null) },
        ]}
      />
    </>
  );
}
