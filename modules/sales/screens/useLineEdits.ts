/**
 * The till's scan and line edits (Kasir.tsx): a scan adds a line (from the catalogue in memory in
 * one render when it can), F2 quantity, F3 next unit, F4 price and first discount, Del removes a line.
 */
import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { companyDigits } from '@niaga/ui/digits';
import type { OtorisasiGrant, OtorisasiRequest } from '@niaga/ui/shell/Otorisasi';
import { focusOkWhenOpen } from '@niaga/ui/shell/confirmFocus';
import { nowAt, type AppApi, type Asking, type Found } from './kasirShared';
import { addItem, hargaDiskonSalah, jumlahSalah, labaKurang, parseScan, reprice, setJumlah, weighed, type Bill, type PromoCache, type TillSettings } from './till';
import type { TillBill } from './useBill';
import type { TillCatalog } from './useTillCatalog';
import type { TillFocus } from './useTillFocus';

type Deps = TillBill &
  TillCatalog &
  Pick<TillFocus, 'focusScan' | 'scanText' | 'clearScan' | 'selectScan'> & {
    settings: TillSettings | null;
    cache: PromoCache;
    message: AppApi['message'];
  };

/** The scan box's Enter: the scanned code's line added (`3*KODE` three of it; a weighing barcode its weight). */
export function useScan(t: Deps & { busy: boolean; setBusy: (b: boolean) => void }) {
  const { settings, busy, setBusy, bill, cache, setBill, setSelected, scanText, clearScan, selectScan, focusScan, fromKatalog, settledNow, itemFor, settle, message } = t;
  // The box's Enter calls the latest onScan through a stable function, so the box never redraws for it.
  const onScanRef = useRef<() => Promise<void>>(async () => undefined);
  const onScanLatest = useCallback(() => void onScanRef.current(), []);

  const onScan = async () => {
    const text = scanText().trim();
    if (!text || !settings || busy) return;
    const w = weighed(text, settings);
    const { qty: q, code } = w ? { qty: w.jumlah, code: w.kodeitem } : parseScan(text);
    const salah = q !== null && !w ? jumlahSalah(q) : null;
    if (salah) {
      message.error(salah);
      return void selectScan();
    }
    const line = (found: Found) => {
      const satuan = w ? found.item.satuan : (found.satuan ?? found.item.satuan);
      return { satuan, next: addItem(bill, found.item, satuan, q ?? '1', found.iddetailvarian, cache, nowAt()) };
    };
    const show = (b: Bill, kodeitem: string, satuan: string) => {
      setBill(b);
      setSelected(b.lines.findIndex((l) => !l.idpromo && l.kodeitem === kodeitem && l.satuan === satuan));
      clearScan();
    };
    // A code the catalogue holds: the line at once, in one render, nothing awaited.
    const hit = fromKatalog(code);
    if (hit) {
      const { satuan, next } = line(hit);
      const b = settledNow(next);
      if (b) return show(b, hit.item.kodeitem, satuan);
    }
    setBusy(true);
    let refused = false;
    try {
      const found = await itemFor(code);
      if (!found) {
        refused = true;
        message.error(`Item '${code}' tidak ditemukan.`);
        return;
      }
      const { satuan, next } = line(found);
      show(await settle(next), found.item.kodeitem, satuan);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (refused) selectScan();
      else focusScan();
    }
  };

  onScanRef.current = onScan;
  return onScanLatest;
}

/** F2, F3, F4 and Del on the selected line, with the F2 and F4 dialogs' values and refusal. */
export function useLineEdits(
  t: Deps & {
    cfg: Record<string, string>;
    admin: boolean | undefined;
    guarded: (action: string) => Promise<boolean>;
    otorisasi: (req: OtorisasiRequest) => Promise<OtorisasiGrant | null>;
    izin: MutableRefObject<string | null>;
    setAsking: (a: Asking) => void;
    modal: AppApi['modal'];
  },
) {
  const { bill, setBill, selected, setSelected, items, cache, settle, costed, cfg, admin, guarded, otorisasi, izin, setAsking, focusScan, modal } = t;
  const [askPrice, setAskPrice] = useState({ harga: '', diskon1: '' });
  const [askQty, setAskQty] = useState<string>('1');
  /** The refusal shown in the F2 or F4 dialog (it stays open). */
  const [askSalah, setAskSalah] = useState<string | null>(null);

  const removeLine = async (i: number) => {
    const l = bill.lines[i];
    if (!l || l.idpromo) return;
    if (!(await guarded(`Hapus baris ${l.kodeitem} ${l.namaitem}`))) return focusScan();
    const b = await settle({ ...bill, lines: bill.lines.filter((_, j) => j !== i) });
    setBill(b);
    setSelected(Math.min(i, b.lines.length - 1));
    focusScan();
  };

  const nextUnit = async (i: number) => {
    const l = bill.lines[i];
    const it = l && items.current.get(l.kodeitem);
    if (!l || l.idpromo || !it || it.units.length < 2) return;
    const k = it.units.findIndex((u) => u.satuan === l.satuan);
    const satuan = it.units[(k + 1) % it.units.length].satuan;
    const moved = { ...bill, lines: bill.lines.map((x, j) => (j === i ? { ...x, satuan } : x)) };
    setBill(await settle(reprice(moved, items.current, cache, nowAt())));
  };

  const setQty = async (i: number, v: string) => {
    const l = bill.lines[i];
    if (!l || l.idpromo || !(Number(v) > 0)) return;
    // Priced again for the new quantity (a quantity tier may start or end there).
    setBill(await settle(setJumlah(bill, i, v, items.current, cache, nowAt())));
  };

  /** F4: another price or first discount on a line — the list's are the server's; others need a supervisor. */
  const setPrice = async (i: number) => {
    const l = bill.lines[i];
    if (!l || l.idpromo) return;
    const harga = askPrice.harga || l.harga;
    const diskon1 = askPrice.diskon1 || '0';
    // Below the company's minimum profit (spec §5): in confirm mode asked first (Tidak keeps the line
    // as it was); in refuse mode refused, as the server would refuse the sale.
    const kurang = labaKurang(await costed(l.kodeitem), l.satuan, harga, diskon1, cfg.minlabajual ?? '0', companyDigits('harga'), cfg.modelabajual ?? '1', l.iddetailvarian);
    if (kurang?.putusan === 'tolak') {
      await modal.error({ title: 'Laba di bawah minimum', content: kurang.pesan, okText: 'OK' });
      return focusScan();
    }
    if (kurang && !(await modal.confirm({ title: 'Laba di bawah minimum', content: `${kurang.pesan} Lanjutkan?`, okText: 'Ya', cancelText: 'Tidak', ...focusOkWhenOpen }))) return focusScan();
    if (!admin) {
      const g = await otorisasi({ modul: 'mJual', type: 'medit', action: `Ubah harga ${l.kodeitem} ${l.namaitem}` });
      if (!g) return focusScan();
      if (g.izin) izin.current = g.izin;
    }
    setBill(await settle({ ...bill, lines: bill.lines.map((x, j) => (j === i ? { ...x, harga, diskon1, diskon2: '0', diskon3: '0', diskon4: '0', manual: true } : x)) }));
    focusScan();
  };

  /** F2's Simpan or Enter: a quantity not above 0 is refused in the dialog, which stays. */
  const submitQty = () => {
    const salah = jumlahSalah(askQty);
    if (salah) return setAskSalah(salah);
    void setQty(selected >= 0 ? selected : bill.lines.length - 1, askQty);
    setAsking(null);
    focusScan();
  };

  /** F4's Simpan or Enter in either field: a negative price or a discount outside 0–100 is refused in the dialog, which stays. */
  const submitPrice = () => {
    const salah = hargaDiskonSalah(askPrice.harga, askPrice.diskon1);
    if (salah) return setAskSalah(salah);
    setAsking(null);
    void setPrice(selected >= 0 ? selected : bill.lines.length - 1);
  };

  return { askPrice, setAskPrice, askQty, setAskQty, askSalah, setAskSalah, removeLine, nextUnit, submitQty, submitPrice };
}

export type TillLineEdits = ReturnType<typeof useLineEdits>;
