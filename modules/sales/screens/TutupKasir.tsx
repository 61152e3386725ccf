/**
 * The shift close (`kaslacitutup`, docs/sales.md): the cashier counts the drawer — cash, card slips,
 * e-money — and the server compares with what the till sold since the drawer opened, closes the
 * drawer and posts a cash difference. The comparison stays on screen to be printed.
 *
 * Closing cannot be undone, so Enter in a count moves to the next one, and Enter in the last (or
 * the Tutup Kasir button) asks first ('Tutup kasir sekarang?' with the counts). A negative count is
 * refused under its field and nothing is sent (the input does not turn it into 0).
 */
import { useRef, useState } from 'react';
import { App, Button, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { dec } from '@niaga/core';
import { call } from '@niaga/ui/api';
import { saveFailed } from '@niaga/ui/messages';
import { formatMoney } from '@niaga/ui/digits';
import { focusOkWhenOpen } from '@niaga/ui/shell/confirmFocus';
import type { TutupKasirRow as Row, TutupKasirReply as Reply } from '../replies';

type Kunci = 'tunai' | 'kartu' | 'emoney';
const FIELDS: Array<[Kunci, string]> = [
  ['tunai', 'Uang tunai di laci'],
  ['kartu', 'Slip kartu'],
  ['emoney', 'E-Money'],
];
const valid = (v: string) => /^-?\d+(\.\d+)?$/.test(v);

/** `onClose(ditutup)`: whether the shift was closed (the till then asks for the next drawer's float). */
export function TutupKasir({ open, compname, onClose, afterClose }: { open: boolean; compname: string; onClose: (ditutup: boolean) => void; afterClose?: () => void }) {
  const { modal } = App.useApp();
  const [hitung, setHitung] = useState<Record<Kunci, string>>({ tunai: '', kartu: '', emoney: '' });
  const [salah, setSalah] = useState<Partial<Record<Kunci, string>>>({});
  const [hasil, setHasil] = useState<Reply | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Kunci, { focus: () => void } | null>>>({});
  const close = () => {
    const ditutup = hasil !== null;
    setHasil(null);
    setHitung({ tunai: '', kartu: '', emoney: '' });
    setSalah({});
    onClose(ditutup);
  };

  /** The count's refusal, else null: a number not below 0 (empty is 0). */
  const check = (k: Kunci, label: string): string | null => {
    const v = hitung[k].trim();
    if (v && !valid(v)) return `${label} harus berupa angka.`;
    if (v && dec(v).isNegative()) return `${label} tidak boleh negatif.`;
    return null;
  };
  /** Every count checked; the first refused takes the focus. */
  const allValid = () => {
    const found: Partial<Record<Kunci, string>> = {};
    for (const [k, label] of FIELDS) {
      const e = check(k, label);
      if (e) found[k] = e;
    }
    setSalah(found);
    const first = FIELDS.find(([k]) => found[k]);
    if (first) refs.current[first[0]]?.focus();
    return !first;
  };

  const save = async () => {
    if (busy || !allValid()) return;
    const n = (k: Kunci) => hitung[k].trim() || '0';
    const go = await modal.confirm({
      title: 'Tutup Kasir',
      content: `Tutup kasir sekarang? Uang tunai ${formatMoney(n('tunai'))}, slip kartu ${formatMoney(n('kartu'))}, e-money ${formatMoney(n('emoney'))}. Kas laci ditutup dan tidak dapat diubah lagi.`,
      okText: 'Ya, Tutup Kasir',
      cancelText: 'Tidak',
      ...focusOkWhenOpen,
    });
    if (!go) return refs.current.emoney?.focus();
    setBusy(true);
    const env = await call<Reply>('kaslacitutup', { compname, tunai: n('tunai'), kartu: n('kartu'), emoney: n('emoney') });
    setBusy(false);
    if (env.num !== 0) return modal.error({ title: 'Niaga', content: saveFailed(env.msg) });
    setHasil(env.data);
  };
  /** Enter: the next count, or from the last one the close (asked first); a refused count keeps the focus. */
  const enter = (i: number) => {
    const [k, label] = FIELDS[i];
    const e = check(k, label);
    setSalah({ ...salah, [k]: e ?? undefined });
    if (e) return;
    if (i + 1 < FIELDS.length) refs.current[FIELDS[i + 1][0]]?.focus();
    else void save();
  };
  const field = ([k, label]: [Kunci, string], i: number) => (
    <label key={k}>
      {label}
      <InputNumber
        ref={(r) => {
          refs.current[k] = r;
        }}
        autoFocus={i === 0}
        stringMode
        controls={false}
        style={{ width: '100%' }}
        aria-label={`${label} dihitung`}
        status={salah[k] ? 'error' : undefined}
        value={hitung[k]}
        onChange={(v) => (setHitung({ ...hitung, [k]: String(v ?? '') }), salah[k] && setSalah({ ...salah, [k]: undefined }))}
        onPressEnter={(e) => (e.preventDefault(), enter(i))}
      />
      {salah[k] && (
        <Typography.Text type="danger" role="alert" data-testid={`tutup-salah-${k}`}>
          {salah[k]}
        </Typography.Text>
      )}
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
          {FIELDS.map(field)}
        </Space>
      )}
    </Modal>
  );
}
