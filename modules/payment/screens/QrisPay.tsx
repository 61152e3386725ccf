/**
 * The till's QRIS payment (issue 38), loaded lazily by the till's payment dialog
 * (modules/sales/screens/QrisLine.tsx): `qris_buat` for the amount, the QR drawn large (the
 * `qrcode` library, itself loaded only here), the amount and a countdown. With a gateway the
 * payment is confirmed by itself (`qris_status` every 2 s: the notify, or the gateway asked); without
 * one the cashier presses "Sudah Dibayar" after seeing the buyer's phone. Batal, Esc and the end of
 * the countdown cancel it (`qris_batal`): no sale. A pay-later bill (`onMade`) is the same wait,
 * with the bill printed (its QR on the paper) as soon as the QRIS is made.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { call } from '@niaga/ui/api';
import { formatMoney } from '@niaga/ui/digits';
import type { QrisBuatReply, QrisStatusReply } from '../replies';

export interface QrisPaid {
  referensi: string;
  nominal: string;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export default function QrisPay({
  nominal,
  notransaksi,
  onPaid,
  onClose,
  onMade,
}: {
  nominal: string;
  notransaksi?: string;
  onPaid: (p: QrisPaid) => void;
  onClose: () => void;
  /** A pay-later bill (tagihan): prints the bill with this QRIS once made; its failure in words, else null. */
  onMade?: (q: QrisBuatReply) => Promise<string | null>;
}) {
  const [qr, setQr] = useState<QrisBuatReply | null>(null);
  const [cetak, setCetak] = useState<{ ok: boolean; text: string } | null>(null);
  const [img, setImg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  const over = useRef(false);
  const made = useRef<string | null>(null);
  // Closed any other way (the till's Esc closing the payment): the QR is cancelled, never left to be paid.
  useEffect(
    () => () => {
      if (!over.current && made.current) void call<QrisStatusReply>('qris_batal', { referensi: made.current });
    },
    [],
  );

  const cancel = (why: string | null) => {
    if (over.current) return;
    over.current = true;
    if (qr) void call<QrisStatusReply>('qris_batal', { referensi: qr.referensi });
    if (why) setError(why);
    else onClose();
  };
  const paid = () => {
    if (over.current || !qr) return;
    over.current = true;
    onPaid({ referensi: qr.referensi, nominal: qr.nominal });
  };

  useEffect(() => {
    void call<QrisBuatReply>('qris_buat', { total: nominal, notransaksi: notransaksi ?? '' }).then(async (env) => {
      if (env.num !== 0) return setError(env.msg);
      made.current = env.data.referensi;
      setQr(env.data);
      if (onMade)
        void onMade(env.data).then(
          (failed) => setCetak(failed ? { ok: false, text: failed } : { ok: true, text: 'Tagihan dicetak: pembeli dapat membayar dengan memindai QRIS di kertasnya.' }),
          (e: unknown) => setCetak({ ok: false, text: e instanceof Error ? e.message : String(e) }),
        );
      const { toDataURL } = await import('qrcode');
      setImg(await toDataURL(env.data.qris, { width: 360, margin: 2, errorCorrectionLevel: 'M' }));
    });
  }, [nominal, notransaksi]);

  // The countdown; with a gateway, the status every 2 seconds.
  useEffect(() => {
    if (!qr) return;
    const end = Date.parse(qr.kedaluwarsa);
    let asking = false;
    const t = setInterval(() => {
      const ms = end - Date.now();
      setLeft(ms);
      if (ms <= 0) return cancel('Waktu pembayaran QRIS habis; transaksi belum dibayar.');
      if (qr.mode !== 'snap' || asking || over.current) return;
      asking = true;
      void call<QrisStatusReply>('qris_status', { referensi: qr.referensi }).then((env) => {
        asking = false;
        if (env.num !== 0 || over.current) return;
        if (env.data.status === 'dibayar') paid();
        else if (env.data.status !== 'menunggu') {
          over.current = true;
          setError(env.data.status === 'gagal' ? 'Pembayaran QRIS gagal. Pilih cara bayar lain.' : `QRIS ${env.data.status}.`);
        }
      });
    }, 500);
    return () => clearInterval(t);
  }, [qr]);

  return (
    <Flex vertical align="center" gap={8} data-testid="qris-pay">
      {error ? (
        <Typography.Text type="danger" role="alert" data-testid="qris-error">{error}</Typography.Text>
      ) : (
        <>
          <div style={{ fontSize: 28, fontWeight: 700 }} data-testid="qris-nominal">{formatMoney(qr?.nominal ?? nominal)}</div>
          {img ? <img src={img} alt="QRIS" data-testid="qris-gambar" data-referensi={qr?.referensi} style={{ width: 'min(360px, 80vw)', imageRendering: 'pixelated' }} /> : <div style={{ width: 360, height: 360 }}>Membuat QRIS…</div>}
          {qr && <div>{qr.merchant} · Berlaku <b data-testid="qris-sisa">{mmss(left || Date.parse(qr.kedaluwarsa) - Date.now())}</b></div>}
          {qr && <div style={{ fontSize: 12 }}>Ref {qr.referensi}</div>}
          {cetak && <Typography.Text type={cetak.ok ? 'success' : 'danger'} data-testid="qris-tagihan">{cetak.text}</Typography.Text>}
          {qr?.mode === 'snap' && <Typography.Text type="secondary">Menunggu pembayaran dari gateway…</Typography.Text>}
        </>
      )}
      <Flex gap={8}>
        {qr?.mode === 'statis' && !error && (
          <Button type="primary" size="large" onClick={paid} data-testid="qris-sudah">Sudah Dibayar</Button>
        )}
        <Button size="large" onClick={() => (error ? onClose() : cancel(null))}>{error ? 'Tutup' : 'Batal'}</Button>
      </Flex>
    </Flex>
  );
}
