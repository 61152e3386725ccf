/**
 * The till's save (Kasir.tsx): Bayar sends the sale with an `idem` key kept until it succeeds, so a
 * retry after a lost reply never sells twice; the receipt is printed (unless this browser shows
 * receipts on screen only) and kept for F12, which shows it again before printing it.
 */
import { useRef, useState, type MutableRefObject } from 'react';
import type { SaveReply } from '@niaga/kernel';
import { ApiError, callOk, newIdemKey } from '@niaga/ui/api';
import type kasir from '../kasir/kasir';
import { companyToday } from '@niaga/ui/session';
import type { OtorisasiGrant, OtorisasiRequest } from '@niaga/ui/shell/Otorisasi';
import { deviceName, noCustomer, readJson, type AppApi, type Asking } from './kasirShared';
import { autoPrint, printReceipt, type StrukSale } from './print';
import { lastKey, savePayload, type Bill, type Payment, type TillSettings } from './till';
import type { TillPayment } from './usePayment';

export function useSaleSave(
  t: Pick<TillPayment, 'pay' | 'setDone' | 'setPaying' | 'depositSalah' | 'bayarSalah'> & {
    company: string;
    user: string;
    settings: TillSettings | null;
    gudang: string;
    bill: Bill;
    setBill: (b: Bill) => void;
    setSelected: (i: number) => void;
    busy: boolean;
    setBusy: (b: boolean) => void;
    izin: MutableRefObject<string | null>;
    otorisasi: (req: OtorisasiRequest) => Promise<OtorisasiGrant | null>;
    openLaci: () => void;
    message: AppApi['message'];
    modal: AppApi['modal'];
  },
) {
  const { company, user, settings, gudang, bill, setBill, setSelected, busy, setBusy, izin, otorisasi, openLaci, message, modal, setDone, setPaying, depositSalah, bayarSalah } = t;
  const idem = useRef<string | null>(null);

  /** `paid`: the payment as it is now (a QRIS just paid, before the state shows it). */
  const finish = async (paid?: Payment) => {
    const pay = paid ?? t.pay;
    if (!settings || busy) return;
    // More deposit than the balance: not sent; the server would refuse it with the same words.
    if (depositSalah) return void message.error(depositSalah);
    // A negative amount, or more than the total by card and the like: not sent (the server refuses both).
    if (bayarSalah) return void message.error(bayarSalah);
    setBusy(true);
    idem.current ??= newIdemKey();
    const payload = savePayload(bill, settings, pay, companyToday().format('YYYY-MM-DD'), gudang);
    let again = false;
    try {
      const r = await callOk<SaveReply<typeof kasir>>('kasir_save', { ...payload, compname: deviceName(), ...(izin.current ? { izin: izin.current } : {}) }, { idem: idem.current });
      idem.current = null;
      izin.current = null;
      const head = r.tbl_kasir[0];
      const names = new Map(bill.lines.map((l) => [l.kodeitem, l.namaitem]));
      const struk = { ...(head as unknown as StrukSale), namasupel: bill.customer.namasupel, lines: r.tbl_kasir_detail.map((l) => ({ ...l, namaitem: names.get(l.kodeitem) ?? l.kodeitem })) } as StrukSale;
      setDone({ notransaksi: r.notransaksi, kembali: head.kembali, total: head.total, struk });
      localStorage.setItem(lastKey(company, user), JSON.stringify(struk));
      // Printed by itself unless this browser's till shows receipts on screen only (no printer).
      if (autoPrint())
        void printReceipt(struk).then((failed) => {
          if (failed) void message.error(failed);
        });
      setBill({ lines: [], customer: noCustomer, kodesales: '' });
      setSelected(-1);
    } catch (e) {
      // A refusal a supervisor may lift (the customer's credit limit): asked for, then the sale is sent again with the grant.
      const ask = e instanceof ApiError ? (e.data as { otorisasi?: { modul: string; aksi: 'medit' } } | null)?.otorisasi : undefined;
      if (ask && e instanceof ApiError) {
        const g = await otorisasi({ modul: ask.modul, type: ask.aksi, action: e.message });
        if (g?.izin) {
          izin.current = g.izin;
          again = true;
        }
      }
      // The drawer of this device is not open (closed here or elsewhere): the server refuses the
      // sale; the bill stays, payment closes and the Kas Laci popup asks for the float.
      else if (e instanceof ApiError && (e.data as { kaslaci?: boolean } | null)?.kaslaci) {
        void message.error(e.message);
        setPaying(false);
        openLaci();
      }
      // The key is kept: pressing Bayar again after a lost reply gets the same sale, not a second one.
      else modal.error({ title: 'Transaksi gagal disimpan', content: e instanceof ApiError || e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
    if (again) await finish(pay);
  };
  return finish;
}

/** F12: the last receipt on screen (a shop without a printer shows it), marked CETAK ULANG; Enter or Cetak Ulang prints it. */
export function useReprint(company: string, user: string, setAsking: (a: Asking) => void, message: AppApi['message']) {
  /** The last receipt shown by F12 (read from this browser's storage when the dialog opens). */
  const [lastStruk, setLastStruk] = useState<StrukSale | null>(null);
  const reprint = () => {
    const last = readJson<StrukSale | null>(lastKey(company, user), null);
    if (!last) return void message.info('Belum ada struk untuk dicetak ulang.');
    setLastStruk(last);
    setAsking('struk');
  };
  /** A receipt printed again (marked CETAK ULANG), from F12's dialog or the sale just done. */
  const printAgain = async (struk: StrukSale) => {
    const failed = await printReceipt(struk, true);
    if (failed) message.error(failed);
    else message.success(`Struk ${struk.notransaksi} dicetak ulang.`);
  };
  return { lastStruk, reprint, printAgain };
}
