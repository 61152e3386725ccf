/**
 * QRIS in the till's payment dialog (issue 38), for a user whose QRIS flag is on: the amount to pay
 * by QRIS (what card, e-money, deposit and points leave, whole rupiah: a sen part is left to cash;
 * never more than that) and "Bayar QRIS", which
 * opens the QR (@niaga/payment/qris-pay, loaded only then with the QR library). Paid, the sale is
 * saved with the QRIS amount and referensi (`onPaid`); cancelled, nothing is kept.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Flex, InputNumber, Modal } from 'antd';
import { getSession } from '@niaga/ui/session';
import type { QrisPaid } from '@niaga/payment/qris-pay';

const QrisPay = lazy(() => import('@niaga/payment/qris-pay'));

/** Whether the logged-in user may take QRIS (appcfg.pengguna.qrisaktif). */
export function qrisOn(): boolean {
  const s = getSession();
  const v = s.status === 'out' ? null : ((s.session.appcfg?.pengguna ?? {}) as Record<string, unknown>).qrisaktif;
  return v === true || v === 1 || v === '1';
}

export function QrisLine({ suggested, onPaid }: { suggested: string; onPaid: (p: QrisPaid) => void }) {
  const [amount, setAmount] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  if (!qrisOn()) return null;
  const value = amount ?? suggested;
  return (
    <Flex gap={8} align="end">
      <label style={{ flex: 1 }}>QRIS<InputNumber stringMode min="0" precision={0} style={{ width: '100%' }} aria-label="QRIS" value={value} onChange={(v) => setAmount(String(v ?? ''))} /></label>
      <Button disabled={!(Number(value) > 0 && Number(value) <= Number(suggested))} onClick={() => setOpen(value)} data-testid="kasir-qris">Bayar QRIS</Button>
      <Modal open={open !== null} title="Bayar dengan QRIS" footer={null} closable={false} keyboard={false} maskClosable={false} destroyOnHidden width={460}>
        {open !== null && (
          <Suspense fallback={null}>
            <QrisPay nominal={open} onClose={() => setOpen(null)} onPaid={(p) => { setOpen(null); onPaid(p); }} />
          </Suspense>
        )}
      </Modal>
    </Flex>
  );
}
