/**
 * QRIS in the till's payment dialog (issue 38), for a user whose QRIS flag is on: the amount to pay
 * by QRIS (what card, e-money, deposit and points leave, whole rupiah: a sen part is left to cash;
 * never more than that) and "Bayar QRIS", which
 * opens the QR (@niaga/payment/qris-pay, loaded only then with the QR library). Paid, the sale is
 * saved with the QRIS amount and referensi (`onPaid`); cancelled, nothing is kept. "Cetak Tagihan"
 * (a pay-later bill) makes the same QRIS and prints the bill with its QR (`onTagihan`), then waits
 * for the payment as "Bayar QRIS" does.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Flex, InputNumber, Modal } from 'antd';
import { getSession } from '@niaga/ui/session';
import type { QrisPaid } from '@niaga/payment/qris-pay';
import type { TagihanQris } from './billStruk';

const QrisPay = lazy(() => import('@niaga/payment/qris-pay'));

/** Whether the logged-in user may take QRIS (appcfg.pengguna.qrisaktif). */
export function qrisOn(): boolean {
  const s = getSession();
  const v = s.status === 'out' ? null : ((s.session.appcfg?.pengguna ?? {}) as Record<string, unknown>).qrisaktif;
  return v === true || v === 1 || v === '1';
}

export function QrisLine({ suggested, onPaid, onTagihan }: { suggested: string; onPaid: (p: QrisPaid) => void; onTagihan?: (q: TagihanQris) => Promise<string | null> }) {
  const [amount, setAmount] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // "Cetak Tagihan": the same QRIS, with the bill printed for the buyer to pay from the paper.
  const [tagihan, setTagihan] = useState(false);
  if (!qrisOn()) return null;
  const value = amount ?? suggested;
  const ok = Number(value) > 0 && Number(value) <= Number(suggested);
  return (
    <Flex gap={8} align="end">
      <label style={{ flex: 1 }}>QRIS<InputNumber stringMode min="0" precision={0} style={{ width: '100%' }} aria-label="QRIS" value={value} onChange={(v) => setAmount(String(v ?? ''))} /></label>
      <Button disabled={!ok} onClick={() => { setTagihan(false); setOpen(value); }} data-testid="kasir-qris">Bayar QRIS</Button>
      {onTagihan && <Button disabled={!ok} onClick={() => { setTagihan(true); setOpen(value); }} data-testid="kasir-tagihan">Cetak Tagihan</Button>}
      <Modal open={open !== null} title={tagihan ? 'Tagihan QRIS (bayar nanti)' : 'Bayar dengan QRIS'} footer={null} closable={false} keyboard={false} maskClosable={false} destroyOnHidden width={460}>
        {open !== null && (
          <Suspense fallback={null}>
            <QrisPay nominal={open} onMade={tagihan && onTagihan ? (q) => onTagihan(q) : undefined} onClose={() => setOpen(null)} onPaid={(p) => { setOpen(null); onPaid(p); }} />
          </Suspense>
        )}
      </Modal>
    </Flex>
  );
}
