/**
 * "Kirim WA" after a till sale (issue 41; docs/whatsapp.md): the number the cashier types (empty:
 * the customer's telephone) → `wa_kirim` {jenis: 'struk'}. Its own chunk, loaded when the button
 * is pressed: the till's first load does not carry it.
 */
import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { call } from '@niaga/ui/api';
import { nomorWa, NOMOR_SALAH } from '../whatsapp/nomor';
import type { WaKirimReply } from '../replies';

export function SendWa({ doctype, id }: { doctype: 'kasir' | 'jual'; id: number }) {
  const [nomor, setNomor] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    if (nomor.trim() && !nomorWa(nomor)) return setResult({ ok: false, text: NOMOR_SALAH });
    setBusy(true);
    setResult(null);
    const r = await call<WaKirimReply>('wa_kirim', { jenis: 'struk', doctype, id, nomor: nomor.trim() || undefined });
    setBusy(false);
    if (r.num !== 0) return setResult({ ok: false, text: r.msg });
    setResult(
      r.data.status === 'terkirim'
        ? { ok: true, text: `Struk terkirim ke ${r.data.nomor}.` }
        : { ok: true, text: `Struk masuk antrean ke ${r.data.nomor}; dicoba lagi otomatis (${r.data.last_error}).` },
    );
  };
  return (
    <div style={{ marginTop: 12 }} data-testid="kirim-wa">
      <Flex gap={8} style={{ width: '100%', maxWidth: 360, margin: '0 auto' }}>
        <Input
          autoFocus
          aria-label="Nomor WhatsApp"
          placeholder="08… (kosong: nomor pelanggan)"
          value={nomor}
          inputMode="tel"
          maxLength={30}
          onChange={(e) => setNomor(e.target.value)}
          onPressEnter={(e) => {
            e.stopPropagation();
            void send();
          }}
        />
        <Button type="primary" loading={busy} onClick={() => void send()}>
          Kirim
        </Button>
      </Flex>
      {result && (
        <Typography.Paragraph role={result.ok ? 'status' : 'alert'} type={result.ok ? 'success' : 'danger'} style={{ marginTop: 8 }}>
          {result.text}
        </Typography.Paragraph>
      )}
    </div>
  );
}
