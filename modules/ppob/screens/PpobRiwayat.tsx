/**
 * Today's PPOB sales under the PPOB till (`ppob_list`), newest first, each with "Cetak Ulang":
 * its receipt again through the till's printing (the printer service or the browser's printer),
 * marked CETAK ULANG (docs/ppob.md "The receipt").
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { callOk } from '@niaga/ui/api';
import { formatMoney } from '@niaga/ui/digits';
import type { PpobTransaksi, PpobTransaksiReply } from '../replies';
import { cetakPpob } from './cetak';

export const RIWAYAT_KEY = ['ppob_list'];

export function PpobRiwayat() {
  const list = useQuery({ queryKey: RIWAYAT_KEY, queryFn: () => callOk<PpobTransaksiReply>('ppob_list', {}) });
  const [pesan, setPesan] = useState<{ ok: boolean; text: string } | null>(null);
  const ulang = async (t: PpobTransaksi) => {
    setPesan(null);
    const failed = await cetakPpob(t, true);
    setPesan(failed ? { ok: false, text: failed } : { ok: true, text: `Struk ${t.notransaksi} dicetak ulang.` });
  };
  return (
    <section aria-label="Penjualan PPOB hari ini" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>Penjualan PPOB hari ini</Typography.Title>
      {pesan && (
        <Typography.Paragraph role={pesan.ok ? 'status' : 'alert'} type={pesan.ok ? 'success' : 'danger'}>
          {pesan.text}
        </Typography.Paragraph>
      )}
      <Table<PpobTransaksi>
        size="small"
        rowKey="ref_id"
        loading={list.isLoading}
        dataSource={list.data?.tbl_ppob ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        columns={[
          { title: 'Jam', dataIndex: 'jam', width: 80 },
          { title: 'No', dataIndex: 'notransaksi', width: 90 },
          { title: 'Produk', dataIndex: 'nama' },
          { title: 'Nomor', dataIndex: 'customer_no' },
          { title: 'Harga', dataIndex: 'jual', align: 'right', render: (v: string) => formatMoney(v) },
          { title: 'Status', dataIndex: 'status', width: 80 },
          {
            title: 'Aksi',
            key: 'aksi',
            width: 70,
            render: (_, t) => <Button size="small" icon={<PrinterOutlined />} aria-label={`Cetak ulang ${t.notransaksi}`} title="Cetak Ulang" onClick={() => void ulang(t)} />,
          },
        ]}
      />
    </section>
  );
}
