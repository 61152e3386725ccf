/**
 * The shift close (`kaslacitutup`, docs/sales.md): the cashier counts the drawer — cash, card slips,
 * e-money — and the server compares with what the till sold since the drawer opened, closes the
 * drawer and posts a cash difference. The comparison stays on screen to be printed.
 */
import { useState } from 'react';
import { App, Button, InputNumber, Modal, Space, Table } from 'antd';
import { call } from '../../api';
import { formatMoney } from '../../digits';

interface Row {
  jenis: string;
  label: string;
  sistem: string;
  dihitung: string;
  selisih: string;
}
interface Reply {
  tbl_tutupkasir: Array<{ notransaksi: string; saldoawal: string; jumlahtransaksi: number }>;
  tbl_tutupkasir_detail: Row[];
}

export function TutupKasir({ open, compname, onClose, afterClose }: { open: boolean; compname: string; onClose: () => void; afterClose?: () => void }) {
  const { modal } = App.useApp();
  const [hitung, setHitung] = useState({ tunai: '', kartu: '', emoney: '' });
  const [hasil, setHasil] = useState<Reply | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => (setHasil(null), setHitung({ tunai: '', kartu: '', emoney: '' }), onClose());

  const save = async () => {
    setBusy(true);
    const env = await call<Reply>('kaslacitutup', { compname, tunai: hitung.tunai || '0', kartu: hitung.kartu || '0', emoney: hitung.emoney || '0' });
    setBusy(false);
    if (env.num !== 0) return modal.error({ title: 'Niaga', content: `GAGAL Simpan data, Pesan Error : ${env.msg}` });
    setHasil(env.data);
  };
  const field = (k: keyof typeof hitung, label: string, first = false) => (
    <label key={k}>
      {label}
      <InputNumber autoFocus={first} stringMode min="0" controls={false} style={{ width: '100%' }} aria-label={`${label} dihitung`} value={hitung[k]} onChange={(v) => setHitung({ ...hitung, [k]: String(v ?? '') })} onPressEnter={() => void save()} />
    </label>
  );

  return (
    <Modal
      open={open}
      title={hasil ? `Tutup Kasir ${hasil.tbl_tutupkasir[0]?.notransaksi ?? ''}` : 'Tutup Kasir'}
      width={560}
      afterClose={afterClose}
      destroyOnHidden
      onCancel={close}
      footer={
        hasil ? (
          <Space>
            <Button onClick={() => window.print()}>Cetak</Button>
            <Button type="primary" onClick={close}>Selesai</Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={close}>Batal</Button>
            <Button type="primary" loading={busy} onClick={() => void save()}>Tutup Kasir</Button>
          </Space>
        )
      }
    >
      {hasil ? (
        <Table<Row>
          size="small"
          rowKey="jenis"
          pagination={false}
          dataSource={hasil.tbl_tutupkasir_detail}
          columns={[
            { title: 'Pembayaran', dataIndex: 'label' },
            { title: 'Sistem', dataIndex: 'sistem', align: 'right', render: (v: string) => formatMoney(v) },
            { title: 'Dihitung', dataIndex: 'dihitung', align: 'right', render: (v: string) => formatMoney(v) },
            { title: 'Selisih', dataIndex: 'selisih', align: 'right', render: (v: string) => <b style={{ color: Number(v) < 0 ? '#cf1322' : undefined }}>{formatMoney(v)}</b> },
          ]}
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {field('tunai', 'Uang tunai di laci', true)}
          {field('kartu', 'Slip kartu')}
          {field('emoney', 'E-Money')}
        </Space>
      )}
    </Modal>
  );
}
