/**
 * The till's bill (Kasir.tsx): the open bill and the held bills live in the browser (per company and
 * user) and survive a reload; the selected line; holding, recalling and voiding a bill.
 */
import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { noCustomer, readJson, type AppApi, type Asking } from './kasirShared';
import { holdKey, openKey, type Bill } from './till';

export function useBill(company: string, user: string) {
  const [bill, setBillState] = useState<Bill>(() => readJson<Bill>(openKey(company, user), { lines: [], customer: noCustomer, kodesales: '' }));
  const [held, setHeld] = useState<Bill[]>(() => readJson<Bill[]>(holdKey(company, user), []));
  const [selected, setSelected] = useState(-1);
  const setBill = useCallback(
    (b: Bill) => {
      setBillState(b);
      localStorage.setItem(openKey(company, user), JSON.stringify(b));
    },
    [company, user],
  );
  const billRef = useRef(bill);
  billRef.current = bill;
  return { bill, setBill, billRef, held, setHeld, selected, setSelected };
}

export type TillBill = ReturnType<typeof useBill>;

/** Voiding the bill (Esc), holding it (F8) and recalling a held one (F9). */
export function useHeldBills(
  t: TillBill & {
    company: string;
    user: string;
    guarded: (action: string) => Promise<boolean>;
    izin: MutableRefObject<string | null>;
    focusScan: () => void;
    setAsking: (a: Asking) => void;
    message: AppApi['message'];
  },
) {
  const { bill, setBill, held, setHeld, setSelected, company, user, guarded, izin, focusScan, setAsking, message } = t;
  const voidBill = async () => {
    if (!bill.lines.length) return;
    if (!(await guarded('Batalkan transaksi'))) return focusScan();
    setBill({ lines: [], customer: noCustomer, kodesales: '' });
    izin.current = null;
    setSelected(-1);
    focusScan();
  };

  const hold = () => {
    if (!bill.lines.length) return;
    const h = [...held, bill];
    setHeld(h);
    localStorage.setItem(holdKey(company, user), JSON.stringify(h));
    setBill({ lines: [], customer: noCustomer, kodesales: '' });
    message.success('Transaksi ditahan');
    focusScan();
  };

  const recall = (i: number) => {
    const b = held[i];
    const h = held.filter((_, j) => j !== i);
    setHeld(h);
    localStorage.setItem(holdKey(company, user), JSON.stringify(h));
    if (bill.lines.length) {
      const back = [...h, bill];
      setHeld(back);
      localStorage.setItem(holdKey(company, user), JSON.stringify(back));
    }
    setBill(b);
    setAsking(null);
    focusScan();
  };
  return { voidBill, hold, recall };
}
