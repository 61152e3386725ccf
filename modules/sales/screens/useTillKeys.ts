/**
 * The till's keys (Kasir.tsx; the scan box keeps the focus, dialogs take their own keys). One
 * listener for the till's life, calling the handler of the latest render: set before the paint (a
 * layout effect), so a key pressed right after a change is seen (F10 the moment the customer
 * appears: an effect replaced the listener after the paint, and the key went to the one that still
 * saw the customer dialog open).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { anyDialogOpen } from '@niaga/ui/doctype/keys';
import type { TillChooser } from './GratisChooser';
import type { Asking } from './kasirShared';
import type { TillBill } from './useBill';
import type { TillLineEdits } from './useLineEdits';
import type { TillPayment } from './usePayment';
import type { useReprint } from './useSaleSave';

export function useTillKeys(
  t: Pick<TillBill, 'bill' | 'held' | 'selected' | 'setSelected'> &
    Pick<TillChooser, 'choosing' | 'setChoosing' | 'chooserOpened' | 'takeChoice' | 'openChooser'> &
    Pick<TillPayment, 'done' | 'closePay' | 'paying' | 'openPay'> &
    Pick<TillLineEdits, 'setAskQty' | 'setAskSalah' | 'setAskPrice' | 'nextUnit' | 'removeLine'> &
    Pick<ReturnType<typeof useReprint>, 'lastStruk' | 'printAgain' | 'reprint'> & {
      asking: Asking;
      setAsking: (a: Asking) => void;
      laciOpen: boolean;
      tutup: boolean;
      setTutup: (v: boolean) => void;
      hold: () => void;
      voidBill: () => Promise<void>;
      scanText: () => string;
      clearScan: () => void;
    },
) {
  const keyHandler = useRef<(e: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keyHandler.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useLayoutEffect(() => {
    const { choosing, setChoosing, chooserOpened, takeChoice, done, closePay, asking, setAsking, lastStruk, printAgain } = t;
    keyHandler.current = (e: KeyboardEvent) => {
      if (choosing) {
        if (e.timeStamp < chooserOpened.current) return;
        const n = choosing.c.itemgratis.length;
        const pick: Record<string, () => void> = {
          ArrowDown: () => setChoosing({ ...choosing, i: (choosing.i + 1) % n }),
          ArrowUp: () => setChoosing({ ...choosing, i: (choosing.i - 1 + n) % n }),
          Enter: () => void takeChoice(choosing.c, choosing.c.itemgratis[choosing.i]),
          Escape: () => void takeChoice(choosing.c, null),
        };
        if (pick[e.key]) {
          e.preventDefault();
          pick[e.key]();
        }
        return;
      }
      // The sale is done: Enter starts the next one wherever the focus is (the receipt's printing
      // takes it for a moment, and the cashier does not wait for it to come back).
      if (done && e.key === 'Enter') {
        e.preventDefault();
        closePay();
        return;
      }
      // F12's receipt: Enter prints it again and closes it (Esc closes it without printing).
      if (asking === 'struk' && e.key === 'Enter' && lastStruk) {
        e.preventDefault();
        setAsking(null);
        void printAgain(lastStruk);
        return;
      }
      if (t.paying || asking || t.laciOpen || t.tutup || anyDialogOpen()) return;
      tillKey(e, t);
    };
  });
}

/** A key of the till itself (no dialog open): its action on the selected line (else the last) or the bill. */
function tillKey(e: KeyboardEvent, t: Parameters<typeof useTillKeys>[0]) {
  const { bill, held, selected, setSelected, setAsking, setAskQty, setAskSalah, setAskPrice, nextUnit, removeLine, openChooser, hold, openPay, setTutup, reprint, voidBill, scanText, clearScan } = t;
  const i = selected >= 0 ? selected : bill.lines.length - 1;
  const act: Record<string, () => void> = {
    F2: () => i >= 0 && (setAskQty(bill.lines[i].jumlah), setAskSalah(null), setAsking('qty')),
    F3: () => void nextUnit(i),
    F4: () => i >= 0 && !bill.lines[i].idpromo && (setAskPrice({ harga: bill.lines[i].harga, diskon1: bill.lines[i].diskon1 }), setAskSalah(null), setAsking('price')),
    F6: () => setAsking('customer'),
    F7: () => openChooser(i),
    F8: hold,
    F9: () => held.length && setAsking('recall'),
    F10: openPay,
    End: openPay,
    Delete: () => void removeLine(i),
    F11: () => setTutup(true),
    F12: reprint,
    Escape: () => (scanText() ? clearScan() : void voidBill()),
    ArrowUp: () => setSelected(Math.max(0, i - 1)),
    ArrowDown: () => setSelected(Math.min(bill.lines.length - 1, i + 1)),
  };
  const f = act[e.key];
  if (!f) return;
  e.preventDefault();
  f();
}
