/**
 * The offline sales the server refused (issue 39): each with its number, time, total and the
 * server's reason, never dropped. The supervisor fixes what the reason names — on the server (the
 * item restored, the period opened, the drawer opened) or here (the sale's date, when its period
 * was closed) — and sends it again; it stays in the list until the server takes it.
 */
import { useEffect, useState } from 'react';
import { Button, Input, Modal, Table } from 'antd';
import { resend } from './sync';
import { queued, type QueuedSale } from './store';

export default function OfflinePanel({ company, onClose, afterChange }: { company: string; onClose: () => void; afterChange: () => void }) {
  const [rows, setRows] = useState<QueuedSale[]>([]);
  const [tanggal, setTanggal] = useState<Record<string, string>>({});
  const load = async () => setRows((await queued(company)).filter((s) => s.status === 'ditolak'));
  useEffect(() => {
    void load();
  }, []);
  const kirim = async (s: QueuedSale) => {
    await resend(company, s, tanggal[s.idem] && tanggal[s.idem] !== s.payload.tanggal ? tanggal[s.idem] : undefined);
    await load();
    afterChange();
  };
  return (
    <Modal open title="Penjualan luring ditolak server" width={900} onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>}>
      <Table<QueuedSale>
        rowKey="idem"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'No. Transaksi', render: (_, s) => s.struk.notransaksi },
          { title: 'Waktu', render: (_, s) => new Date(s.dibuat).toLocaleString('id-ID') },
          { title: 'Total', align: 'right', render: (_, s) => s.struk.total },
          { title: 'Alasan', dataIndex: 'alasan' },
          {
            title: 'Tanggal',
            render: (_, s) => <Input size="small" style={{ width: 120 }} value={tanggal[s.idem] ?? String(s.payload.tanggal)} onChange={(e) => setTanggal({ ...tanggal, [s.idem]: e.target.value })} />,
          },
          { title: '', render: (_, s) => <Button size="small" type="primary" onClick={() => void kirim(s)}>Kirim ulang</Button> },
        ]}
      />
    </Modal>
  );
}
