/**
 * The Kas Laci popup (spec §2.12 popup 2, §4, §5, §8): 'Masukkan Jumlah Kas Laci :' (a price input
 * without spin buttons) and Simpan; below 1 it asks 'Kas laci kosong. Apakah akan dilanjutkan?';
 * `kaslacilogin` then alerts 'Simpan data berhasil' or 'Data gagal disimpan: {message}' (`saveFailed`).
 */
import { useState } from 'react';
import { App, Button, InputNumber, Modal } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { call } from '@niaga/ui/api';
import { saveFailed } from '@niaga/ui/messages';
import { useWindowWidth } from '@niaga/ui/shell/useWidth';
import { focusOkWhenOpen } from '@niaga/ui/shell/confirmFocus';

export function KasLaci({ open, compname, onClose, afterClose }: { open: boolean; compname: string; onClose: () => void; afterClose?: () => void }) {
  const { modal } = App.useApp();
  const [jumlah, setJumlah] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const narrow = useWindowWidth() < 780;

  const save = async () => {
    if (busy) return;
    if (!(Number(jumlah || 0) >= 1)) {
      const go = await modal.confirm({ title: 'Niaga', content: 'Kas laci kosong. Apakah akan dilanjutkan?', okText: 'Ya', cancelText: 'Tidak', ...focusOkWhenOpen });
      if (!go) return;
    }
    setBusy(true);
    const env = await call('kaslacilogin', { SaldoAwal: jumlah || '0', compname });
    setBusy(false);
    if (env.num !== 0) {
      modal.error({ title: 'Niaga', content: saveFailed(env.msg) });
      return;
    }
    await modal.success({ title: 'Niaga', content: 'Simpan data berhasil' });
    onClose();
  };

  return (
    <Modal open={open} afterClose={afterClose} title="Kas Laci" width={300} styles={{ body: { minHeight: narrow ? 520 : 100 } }} closable={false} maskClosable={false} keyboard={false} footer={null} destroyOnHidden>
      <Typography.Text>Masukkan Jumlah Kas Laci :</Typography.Text>
      <InputNumber
        autoFocus
        aria-label="Jumlah Kas Laci"
        controls={false}
        stringMode
        min="0"
        style={{ width: '100%', margin: '8px 0 12px' }}
        formatter={(v) => (v ? String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : '')}
        parser={(v) => (v ?? '').replace(/\./g, '')}
        value={jumlah}
        onChange={(v) => setJumlah(String(v ?? ''))}
        onPressEnter={() => void save()}
      />
      <Button type="primary" block loading={busy} onClick={() => void save()}>
        Simpan
      </Button>
    </Modal>
  );
}
