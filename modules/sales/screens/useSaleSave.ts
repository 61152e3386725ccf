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
import { ditolakLuring } from './offline/needsNetwork';
import { noConnection } from './offline/tillCache';
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
    /** After a sale is queued offline (the till's counter). */
    afterOffline?: () => void;
  },
) {
  const { afterOffline, company, user, settings, gudang, bill, setBill, setSelected, busy, setBusy, izin, otorisasi, openLaci, message, modal, setDone, setPaying, depositSalah, bayarSalah } = t;
  const idem = useRef<string | null>(null);
  /** The payload last sent with the key (a lost reply: the same sale may be queued offline with it). */
  const sent = useRef<{ idem: string; payload: Record<string, unknown> } | null>(null);

  /** `paid`: the payment as it is now (a QRIS just paid, before the state shows it). */
  const finish = async (paid?: Payment) => {
    const pay = paid ?? t.pay;
    if (!settings || busy) return;
    // More deposit than the balance: not sent; the server would refuse it with the same words.
    if (depositSalah) return void message.error(depositSalah);
    // A negative amount, or more than the total by card and the like: not sent (the server refuses both).
    if (bayarSalah) return void message.error(bayarSalah);
    // Offline (issue 39): cash only — a method that needs the network is refused, in words.
    const luring = !navigator.onLine;
    const tolak = luring ? ditolakLuring(pay) : null;
    if (tolak) return void message.error(tolak);
    setBusy(true);
    idem.current ??= newIdemKey();
    const payload = { ...savePayload(bill, settings, pay, companyToday().format('YYYY-MM-DD'), gudang), compname: deviceName(), ...(izin.current ? { izin: izin.current } : {}) };
    /** The sale done: the key forgotten, the receipt shown, kept for F12 and printed; the bill cleared. */
    const sold = (struk: StrukSale, notransaksi = struk.notransaksi) => {
      idem.current = null;
      sent.current = null;
      izin.current = null;
      setDone({ notransaksi, kembali: struk.kembali ?? '0', total: struk.total, struk });
      localStorage.setItem(lastKey(company, user), JSON.stringify(struk));
      // Printed by itself unless this browser's till shows receipts on screen only (no printer).
      if (autoPrint())
        void printReceipt(struk).then((failed) => {
          if (failed) void message.error(failed);
        });
      setBill({ lines: [], customer: noCustomer, kodesales: '' });
      setSelected(-1);
    };
    /** Queued in IndexedDB with its key before its receipt prints (offline/offlineSale.ts, loaded the first time). */
    const offline = async () => {
      const { sellOffline } = await import('./offline/offlineSale');
      // A key already sent (its reply lost): the sale goes as it was sent, the server numbers it.
      const sentBefore = sent.current?.idem === idem.current;
      const struk = await sellOffline({ company, userid: user, compname: deviceName(), idem: idem.current!, bill, settings, pay, payload: sentBefore ? sent.current!.payload : payload, numbered: !sentBefore });
      afterOffline?.();
      return struk;
    };
    let again = false;
    try {
      if (luring) {
        // Credit offline: judged by the customer's last known figures, and said so (offline/kredit.ts).
        const { kreditOffline } = await import('./offline/offlineSale');
        const k = await kreditOffline({ company, userid: user, bill, settings, pay, payload });
        if (k.tolak) return void modal.error({ title: 'Limit kredit terlampaui', content: k.tolak });
        if (k.info) void message.info(k.info);
        sold(await offline());
      }
      else {
        sent.current = { idem: idem.current, payload };
        const r = await callOk<SaveReply<typeof kasir>>('kasir_save', payload, { idem: idem.current });
        const head = r.tbl_kasir[0];
        const names = new Map(bill.lines.map((l) => [l.kodeitem, l.namaitem]));
        sold({ ...(head as unknown as StrukSale), namasupel: bill.customer.namasupel, lines: r.tbl_kasir_detail.map((l) => ({ ...l, namaitem: names.get(l.kodeitem) ?? l.kodeitem })) } as StrukSale, r.notransaksi);
      }
    } catch (e) {
      // The connection dropped while the sale was sent (the server may have it): queued with its key
      // as it was sent, so the queue's send gets the same sale or makes it (issue 39).
      if (noConnection(e)) sold(await offline());
      else {
        // Refused: the server stored nothing under the key; a sale made offline next goes as it is then.
        sent.current = null;
        again = await refused(e);
      }
    } finally {
      setBusy(false);
    }
    if (again) await finish(pay);
  };

  /** A sale the server refused: a supervisor's grant asked for (then sent again: true), the drawer asked for, or the reason shown. */
  const refused = async (e: unknown): Promise<boolean> => {
    // A refusal a supervisor may lift (the customer's credit limit): asked for, then the sale is sent again with the grant.
    const ask = e instanceof ApiError ? (e.data as { otorisasi?: { modul: string; aksi: 'medit' } } | null)?.otorisasi : undefined;
    if (ask && e instanceof ApiError) {
      const g = await otorisasi({ modul: ask.modul, type: ask.aksi, action: e.message });
      if (!g?.izin) return false;
      izin.current = g.izin;
      return true;
    }
    // The drawer of this device is not open (closed here or elsewhere): the server refuses the
    // sale; the bill stays, payment closes and the Kas Laci popup asks for the float.
    if (e instanceof ApiError && (e.data as { kaslaci?: boolean } | null)?.kaslaci) {
      void message.error(e.message);
      setPaying(false);
      openLaci();
    }
    // The key is kept: pressing Bayar again after a lost reply gets the same sale, not a second one.
    else modal.error({ title: 'Transaksi gagal disimpan', content: e instanceof ApiError || e instanceof Error ? e.message : String(e) });
    return false;
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
