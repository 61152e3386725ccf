/**
 * The till (/kasiradmode2, /kasiradmode3; spec §2.7 mJual type KSR): keyboard first. The scan box
 * keeps the focus: a code or any unit's barcode + Enter adds a line (`3*KOPI01` three of it; a
 * weighing barcode its weight); F2 quantity, F3 next unit, Del removes a line and Esc voids the
 * bill (both with a supervisor when the user may not edit sales), F6 customer, F7 the free item of
 * an option-2 promo (the till asks by itself when the bill earns one), F8 hold, F9 recall, F10 or
 * End pay. Prices, period discounts, free-item promos, PPN and rounding come from the
 * pricing engine the server checks with (./till.ts); the save carries an `idem` key kept until it
 * succeeds, so a retry after a lost reply never sells twice. The open bill and the held bills live
 * in the browser (per company and user) and survive a reload. Mode 3 is the compact layout.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Card, ConfigProvider, Flex, InputNumber, Modal, Space, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { dec, timbanganDariKonfigurasi } from '@niaga/core';
import { depositKurang, NON_TUNAI_LEBIH } from '@niaga/sales';
import { ApiError, call, callOk, newIdemKey } from '../../api';
import { companyTimeZone, companyToday, getSession } from '../../session';
import { companyDigits, formatMoney } from '../../digits';
import { formatDecimal } from '../../format';
import { useOtorisasi } from '../../shell/Otorisasi';
import { RefPicker, refTarget } from '../../doctype/RefPicker';
import { anyDialogOpen } from '../../doctype/keys';
import {
  addItem,
  choose,
  freeItemCodes,
  hargaDiskonSalah,
  holdKey,
  jumlahSalah,
  lastKey,
  openKey,
  parseScan,
  pendingChoices,
  promoChoices,
  reprice,
  setJumlah,
  saleDoc,
  labaKurang,
  pointValue,
  savePayload,
  takeTebus,
  tebusOffers,
  weighed,
  withPromos,
  type Bill,
  type Customer,
  type Payment,
  type PromoCache,
  type PromoChoice,
  type TillItem,
  type TillSettings,
} from './till';
import { BillTable, qty } from './BillTable';
import { BillCards } from './BillCards';
import { ReceiptView } from './ReceiptView';
import { MOBILE_WIDTH, useWindowWidth } from '../../shell/useWidth';
import { KasLaci } from './KasLaci';
import { idbStore, Katalog, loadKatalog, type KatalogReply } from './katalog';
import { ScanBox, type ScanHandle } from './ScanBox';
import { TutupKasir } from './TutupKasir';
import { autoPrint, printReceipt, type StrukSale } from './print';
import { SaleDone, type Done } from './SaleDone';
import { focusOkWhenOpen } from '../../shell/confirmFocus';

const CONFIG = ['minlabajual', 'modelabajual', 'tipepajak', 'pembulatanaktif', 'opsipembulatan', 'timbanganaktif', 'timbanganflag', 'digitflagtimbangan', 'digitkodetimbangan', 'digitberattimbangan', 'satuantimbangan', 'modekaslaci', 'pelangganumum'];
// The company's clock (its formatter made once per time zone: a scan asks the time several times).
let clock: { tz: string; f: Intl.DateTimeFormat } | null = null;
const nowAt = () => {
  const tz = companyTimeZone();
  if (clock?.tz !== tz) clock = { tz, f: new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }) };
  return clock.f.format(new Date()).replace('T', ' ');
};
const GRATIS_COLUMNS = '110px 1fr 70px 80px 90px';
/** How long after a scan the till reads the scanned item again from the server (`verify`). */
const VERIFY_AFTER_MS = 1500;
const emptyPay = (): Payment => ({ tunai: '', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '', bayarpoint: '' });
const noCustomer: Customer = { kodesupel: '', namasupel: '', levelharga: '1', kgruppel: null };

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

async function customerOf(kode: string): Promise<Customer | null> {
  if (!kode) return null;
  const r = await callOk<{ tbl_pelanggan: Array<Record<string, string>> }>('pelanggan_pick', { exact: kode, limit: 1 });
  const c = r.tbl_pelanggan?.find((x) => x.kodesupel === kode.toUpperCase());
  return c ? { kodesupel: c.kodesupel, namasupel: c.namasupel, levelharga: String(c.levelharga ?? '1'), kgruppel: c.kgruppel || null } : null;
}

const TABLE_GAP = { marginTop: 12 };

export default function Kasir({ mode = 2 }: { mode?: 2 | 3 }) {
  const { message, modal } = App.useApp();
  const s = getSession();
  const session = s.status === 'out' ? null : s.session;
  const company = session?.idperusahaan ?? '';
  const user = session?.userid ?? '';
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const scanRef = useRef<ScanHandle>(null);
  // Which of the till's dialogs is open now (set below, every render): a dialog's close runs
  // focusScan after its animation, and by then the cashier may have opened the next one (F10 right
  // after choosing the customer): the scan box then does not take the focus from it.
  const dialogOpen = useRef(false);
  const focusScan = useCallback(() => setTimeout(() => !dialogOpen.current && scanRef.current?.focus(), 0), []);
  // Every dialog of the till: emptied when closed, and closing gives the focus to the scan box
  // (focusScan), not back to what had it before it opened: antd's restore took the Tunai box from
  // payment when F10 opened it while the customer dialog was still closing.
  const tillDialog = { afterClose: focusScan, focusTriggerAfterClose: false, destroyOnHidden: true };
  // The scan box keeps its own text (ScanBox.tsx): a keystroke does not redraw the till.
  const scanText = () => scanRef.current?.text() ?? '';
  const clearScan = () => scanRef.current?.clear();
  // A scan refused (unknown code, a quantity not above 0): its text selected in the box, so the next scan replaces it.
  const selectScan = () => setTimeout(() => !dialogOpen.current && scanRef.current?.select(), 0);

  const [settings, setSettings] = useState<TillSettings | null>(null);
  // The scan box is disabled until the settings are read, so its autoFocus cannot take: it gets the
  // focus once they are (the Kas Laci popup, when it opens, takes it for itself).
  useEffect(() => {
    if (settings) focusScan();
  }, [settings, focusScan]);
  const [cfg, setCfg] = useState<Record<string, string>>({});
  const [cache, setCache] = useState<PromoCache>({ diskon: [], promo: [], tebus: [] });
  const [gudang, setGudang] = useState('');
  const items = useRef(new Map<string, TillItem>());
  // The catalogue in memory (katalog.ts): a scan of a code it holds adds its line without a round trip.
  const katalog = useRef(new Katalog());
  // When each item was last read from the server (kasir_item), to check the catalogue's copy now and then.
  const checked = useRef(new Map<string, number>());
  /** Items in the catalogue once every page is read (shown under the figures; null while it loads). */
  const [katalogSiap, setKatalogSiap] = useState<number | null>(null);
  const [bill, setBillState] = useState<Bill>(() => readJson<Bill>(openKey(company, user), { lines: [], customer: noCustomer, kodesales: '' }));
  const [held, setHeld] = useState<Bill[]>(() => readJson<Bill[]>(holdKey(company, user), []));
  const [selected, setSelected] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  /** The customer's deposit balance (depositsaldopel), asked when payment opens. */
  const [depositSaldo, setDepositSaldo] = useState<string | null>(null);
  /** The customer's point balance and what one point pays (getpointpel), asked when payment opens. */
  const [pointInfo, setPointInfo] = useState<{ point: string; nilaipoint: string } | null>(null);
  const [pay, setPay] = useState<Payment>(emptyPay);
  // The sale just saved, with its receipt (shown on screen: ReceiptView).
  const [done, setDone] = useState<Done | null>(null);
  // 'struk': F12's dialog, the last receipt on screen before it is printed again.
  const [asking, setAsking] = useState<null | 'qty' | 'customer' | 'recall' | 'price' | 'struk'>(null);
  /** The last receipt shown by F12 (read from this browser's storage when the dialog opens). */
  const [lastStruk, setLastStruk] = useState<StrukSale | null>(null);
  // A phone (issue 34): the bill as cards, the scan box on top and the total with Bayar at the bottom of the screen.
  const narrow = useWindowWidth() < MOBILE_WIDTH;
  const [askPrice, setAskPrice] = useState({ harga: '', diskon1: '' });
  // A supervisor's one-time grant for this bill's other prices (sent with the save as `izin`).
  const izin = useRef<string | null>(null);
  const [askQty, setAskQty] = useState<string>('1');
  /** The refusal shown in the F2 or F4 dialog (it stays open). */
  const [askSalah, setAskSalah] = useState<string | null>(null);
  const idem = useRef<string | null>(null);
  const [laciOpen, setLaciOpen] = useState(false);
  const [tutup, setTutup] = useState(false);
  // The chooser of an option-2 promo's free item: the promo and the highlighted row.
  const [choosing, setChoosing] = useState<{ c: PromoChoice; i: number } | null>(null);
  dialogOpen.current = paying || asking !== null || laciOpen || tutup || choosing !== null;
  const chooserRef = useRef<HTMLDivElement>(null);
  // When the chooser opened: a key pressed before it (the scan's own Enter, when the line is added
  // from the catalogue within that key's dispatch) is not an answer to it.
  const chooserOpened = useRef(0);

  const setBill = useCallback(
    (b: Bill) => {
      setBillState(b);
      localStorage.setItem(openKey(company, user), JSON.stringify(b));
    },
    [company, user],
  );

  // Start: settings, the promo cache, the default customer and warehouse, the cash drawer.
  useEffect(() => {
    let gone = false;
    void (async () => {
      const r = await callOk<{ confreq: Array<{ confname: string; confvalue: string }> }>('acccfgopt', { cfg: CONFIG });
      const c = Object.fromEntries(r.confreq.map((x) => [x.confname, x.confvalue]));
      if (gone) return;
      setCfg(c);
      setSettings({ tipepajak: c.tipepajak ?? '0', pembulatanaktif: c.pembulatanaktif === '1', opsipembulatan: c.opsipembulatan ?? '1', timbanganaktif: c.timbanganaktif === '1', timbangan: timbanganDariKonfigurasi(c) });
      const promo = await callOk<{ tbl_itemdisp: PromoCache['diskon']; tbl_itempromo: PromoCache['promo']; tbl_itempromotebus: PromoCache['tebus'] }>('getdiskonperiode_promo_list', {});
      if (!gone) setCache({ diskon: promo.tbl_itemdisp, promo: promo.tbl_itempromo, tebus: promo.tbl_itempromotebus });
      const g = await callOk<{ tbl_gudang: Array<{ kodegudang: string }> }>('gudang_pick', { q: '', limit: 20 });
      if (!gone) setGudang((g.tbl_gudang.find((x) => x.kodegudang === session?.kodedept) ?? g.tbl_gudang[0])?.kodegudang ?? '');
      if (c.modekaslaci === '1') {
        const st = await call<{ tbl_kaslaci: Array<{ login_flag: boolean }> }>('getkaslacistatus', { compname: deviceName() });
        if (!gone && st.num === 0 && !st.data?.tbl_kaslaci[0]?.login_flag) setLaciOpen(true);
      }
      // The catalogue behind the cashier's work: the blocks kept in this browser, then those that
      // changed since; until it is read, scans ask the server.
      await loadKatalog(katalog.current, (punya) => callOk<KatalogReply>('kasir_katalog', { punya }), { store: idbStore(company), stopped: () => gone });
      if (!gone && katalog.current.complete) setKatalogSiap(katalog.current.size);
    })().catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e)));
    return () => {
      gone = true;
    };
  }, []);

  // The default customer (Pelanggan Umum Default; a new company's is UMUM) for a bill without one:
  // read once, then given at once (a reply per bill, applied to the bill it was asked for, could
  // put back a bill scanned meanwhile).
  const [umum, setUmum] = useState<Customer | null>(null);
  useEffect(() => {
    if (cfg.pelangganumum) void customerOf(cfg.pelangganumum).then(setUmum, () => setUmum(null));
  }, [cfg.pelangganumum]);
  useEffect(() => {
    if (!bill.customer.kodesupel && umum) setBill({ ...bill, customer: umum });
  }, [umum, bill, setBill]);

  const doc = useMemo(() => (settings ? saleDoc(bill, settings) : null), [bill, settings]);
  const total = doc?.total ?? dec(0);

  const billRef = useRef(bill);
  billRef.current = bill;
  const cacheRef = useRef(cache);
  cacheRef.current = cache;

  /** An item by its exact code or barcode from the server (kasir_item, with its cost); the catalogue keeps the fresh copy. */
  const fromServer = async (code: string): Promise<{ item: TillItem; satuan: string | null; iddetailvarian: string | null } | null> => {
    const r = await callOk<{ tbl_item: TillItem[]; cocok: { satuan?: string; iddetailvarian?: string } | null }>('kasir_item', { exact: code });
    const it = r.tbl_item[0];
    if (!it) return null;
    items.current.set(it.kodeitem, it);
    katalog.current.put(it);
    checked.current.set(it.kodeitem, Date.now());
    return { item: it, satuan: r.cocok?.satuan ?? null, iddetailvarian: r.cocok?.iddetailvarian ?? null };
  };

  /**
   * The catalogue's copy of an item read again from the server behind the cashier's back (at most
   * once a minute per item): a price changed since the catalogue was read re-prices that item's
   * lines, so the save is not refused for it. The scan never waits for this, and it starts a
   * moment after the scan (VERIFY_AFTER_MS), so its reply is not handled while the line is drawn.
   */
  const verify = (kode: string) => {
    const t = checked.current.get(kode);
    if (t && Date.now() - t < 60_000) return;
    checked.current.set(kode, Date.now());
    setTimeout(() => verifyNow(kode), VERIFY_AFTER_MS);
  };
  const verifyNow = (kode: string) =>
    void callOk<{ tbl_item: TillItem[] }>('kasir_item', { exact: kode }).then(
      (r) => {
        const it = r.tbl_item[0];
        if (!it || it.kodeitem !== kode) return;
        items.current.set(kode, it);
        katalog.current.put(it);
        const b = billRef.current;
        // Only this item's lines: the others' prices did not change with it.
        const again = reprice(b, new Map([[kode, it]]), cacheRef.current, nowAt());
        const moved = again.lines.some((l, i) => ['harga', 'diskon1', 'diskon2', 'diskon3', 'diskon4'].some((k) => l[k as 'harga'] !== b.lines[i][k as 'harga']));
        if (moved) setBill(again);
      },
      () => checked.current.delete(kode),
    );

  /** An item by its exact code or barcode from the catalogue in memory (checked behind, `verify`); null when it does not hold it. */
  const fromKatalog = (code: string) => {
    const hit = katalog.current.find(code);
    if (!hit) return null;
    items.current.set(hit.item.kodeitem, hit.item);
    verify(hit.item.kodeitem);
    return hit;
  };

  /** An item by its exact code or barcode: from the catalogue in memory when it holds it, else from the server. */
  const itemFor = async (code: string): Promise<{ item: TillItem; satuan: string | null; iddetailvarian: string | null } | null> => fromKatalog(code) ?? fromServer(code);

  /** An item with its cost (for the minimum-profit check): read from the server when the catalogue's copy has none. */
  const costed = async (kode: string): Promise<TillItem | undefined> => {
    const it = items.current.get(kode);
    if (it?.hpp !== undefined) return it;
    return (await fromServer(kode).catch(() => null))?.item ?? it;
  };

  /** The bill with its promo lines for what it sells now; free items looked up when new. */
  const settle = async (b: Bill): Promise<Bill> => {
    const at = nowAt();
    const missing = freeItemCodes(b, cache, at).filter((k) => !items.current.has(k));
    for (const k of missing) await itemFor(k);
    return withPromos(b, items.current, cache, at);
  };

  // The box's Enter calls the latest onScan through a stable function, so the box never redraws for it.
  const onScanRef = useRef<() => Promise<void>>(async () => undefined);
  const onScanLatest = useCallback(() => void onScanRef.current(), []);
  /** The bill with its promo lines, at once, when every free item it gives is in memory; else null (`settle` asks the server). */
  const settledNow = (b: Bill): Bill | null => {
    const at = nowAt();
    for (const k of freeItemCodes(b, cache, at)) if (!items.current.has(k) && fromKatalog(k)?.item.kodeitem !== k) return null;
    return withPromos(b, items.current, cache, at);
  };

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
    const line = (found: { item: TillItem; satuan: string | null; iddetailvarian: string | null }) => {
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

  /** Removing a line or voiding the bill: an administrator goes on; anyone else needs a supervisor (mJual · Ubah). */
  const guarded = async (action: string): Promise<boolean> => {
    if (session?.admin) return true;
    return (await otorisasi({ modul: 'mJual', type: 'medit', action })) !== null;
  };

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
    if (!session?.admin) {
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

  const openPay = () => {
    if (!bill.lines.length || !doc) return;
    // No customer chosen: the walk-in buyer, the company's general customer.
    const customer = bill.customer.kodesupel ? bill.customer : umum;
    if (!customer) {
      message.warning(cfg.pelangganumum ? 'Pilih pelanggan dulu (F6).' : 'Pilih pelanggan dulu (F6): Pelanggan Umum Default belum diatur di Pengaturan Umum.');
      return setAsking('customer');
    }
    if (customer !== bill.customer) setBill({ ...bill, customer });
    setPay({ ...emptyPay(), tunai: total.toFixed() });
    setDone(null);
    setPaying(true);
    setPointInfo(null);
    setDepositSaldo(null);
    const kodesupel = customer.kodesupel;
    void callOk<{ tbl_depositsaldo: Array<{ kodesupel: string; saldo: string }> }>('depositsaldopel', { kodesupel }).then(
      (r) => {
        const d = r.tbl_depositsaldo?.[0];
        if (d && d.kodesupel === kodesupel) setDepositSaldo(d.saldo);
      },
      () => setDepositSaldo(null),
    );
    void callOk<{ tbl_point: Array<{ kodesupel: string; point: string; nilaipoint: string }> }>('getpointpel', { kodesupel }).then(
      (r) => {
        const p = r.tbl_point?.[0];
        if (p && p.kodesupel === kodesupel && dec(p.point).gte(1) && dec(p.nilaipoint).gt(0)) setPointInfo({ point: p.point, nilaipoint: p.nilaipoint });
      },
      () => setPointInfo(null),
    );
  };

  /** The cash asked: what card, e-money, deposit and points leave of the total. */
  const cashLeft = (p: Payment) => {
    const left = total.minus(dec(p.bayarkartu || 0)).minus(dec(p.bayaremoney || 0)).minus(dec(p.deposit || 0)).minus(dec(p.bayarpoint || 0));
    return (left.isNegative() ? dec(0) : left).toFixed();
  };

  /** Points typed: what they pay, and the cash asked becomes what is left. */
  const usePointsFor = (v: string) => {
    if (!pointInfo) return;
    const points = dec(v || 0).floor().clamp(0, dec(pointInfo.point).floor());
    const bayarpoint = pointValue(points.toFixed(), pointInfo.nilaipoint);
    const next = { ...pay, pointpakai: points.isZero() ? '' : points.toFixed(), bayarpoint: points.isZero() ? '' : bayarpoint };
    setPay({ ...next, tunai: cashLeft(next) });
  };

  /** Deposit typed: the cash asked becomes what is left; more than the balance is refused (the server's words). */
  const depositFor = (v: string) => {
    const next = { ...pay, deposit: v };
    setPay({ ...next, tunai: cashLeft(next) });
  };
  const depositSalah = depositSaldo !== null && dec(pay.deposit || 0).gt(dec(depositSaldo)) ? depositKurang(bill.customer.kodesupel, dec(depositSaldo), dec(pay.deposit || 0)) : null;

  /** A total-spend promo taken at payment: its item at the redeem price; the cash asked follows the new total. */
  const takeOffer = async (t: PromoCache['tebus'][number]) => {
    const it = items.current.get(t.kodeitemgr) ?? (await itemFor(t.kodeitemgr))?.item;
    if (!it || !settings) return;
    const b = takeTebus(bill, t, it);
    setBill(b);
    setPay({ ...pay, tunai: saleDoc(b, settings).total.toFixed() });
  };

  /** What the payment dialog refuses at once (the sale's own rules): a negative amount; card, e-money, deposit and points over the total. */
  const bayarSalah = (() => {
    const amounts: Array<[keyof Payment, string]> = [['tunai', 'Tunai'], ['bayarkartu', 'Kartu'], ['bayaremoney', 'E-Money'], ['deposit', 'Deposit']];
    for (const [k, label] of amounts) if (dec(pay[k] || 0).isNegative()) return `${label} tidak boleh negatif.`;
    const nonTunai = dec(pay.bayarkartu || 0).plus(dec(pay.bayaremoney || 0)).plus(dec(pay.deposit || 0)).plus(dec(pay.bayarpoint || 0));
    return nonTunai.gt(total) ? NON_TUNAI_LEBIH : null;
  })();

  const paid = dec(pay.tunai || 0).plus(dec(pay.bayarkartu || 0)).plus(dec(pay.bayaremoney || 0)).plus(dec(pay.deposit || 0)).plus(dec(pay.bayarpoint || 0));
  const kembali = paid.minus(total);

  /** Closes the payment (Kembali, or the done sale: the next customer). */
  const closePay = () => {
    setPaying(false);
    setDone(null);
  };

  const finish = async () => {
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
      const r = await callOk<{ notransaksi: string; tbl_kasir: Array<Record<string, string>>; tbl_kasir_detail: Array<Record<string, string>> }>('kasir_save', { ...payload, compname: deviceName(), ...(izin.current ? { izin: izin.current } : {}) }, { idem: idem.current });
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
        setLaciOpen(true);
      }
      // The key is kept: pressing Bayar again after a lost reply gets the same sale, not a second one.
      else modal.error({ title: 'Transaksi gagal disimpan', content: e instanceof ApiError || e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
    if (again) await finish();
  };

  // A bill that earns an option-2 promo not answered yet: the till asks which free item (once no other dialog is open).
  useEffect(() => {
    if (choosing || asking || paying || laciOpen || tutup) return;
    const p = pendingChoices(bill, cache, nowAt())[0];
    if (!p) return;
    chooserOpened.current = performance.now();
    setChoosing({ c: p, i: 0 });
  }, [bill, cache, choosing, asking, paying, laciOpen, tutup]);

  /** F7: the free-item list of the selected line's option-2 promo (else the first one) again, to choose another. */
  const openChooser = (i: number) => {
    const all = promoChoices(bill, cache, nowAt());
    const l = bill.lines[i];
    const c = all.find((x) => x.idpromo === l?.idpromo || (x.kodeitem === l?.kodeitem && x.satuan === l?.satuan)) ?? all[0];
    if (!c) return void message.info('Tidak ada promo dengan pilihan item gratis pada transaksi ini.');
    const at = c.pilihan ? c.itemgratis.findIndex((g) => g.kodeitemgr === c.pilihan!.kodeitemgr && g.satuangratis === c.pilihan!.satuangratis) : 0;
    chooserOpened.current = performance.now();
    setChoosing({ c, i: Math.max(0, at) });
  };

  /** The chosen free item (or, `null`, none: Esc) goes on the bill as its promo line. */
  const takeChoice = async (c: PromoChoice, g: PromoChoice['itemgratis'][number] | null) => {
    const b = choose(bill, c.idpromo, g && { kodeitemgr: g.kodeitemgr, satuangratis: g.satuangratis, iddetailvariangratis: g.iddetailvariangratis });
    setBill(b);
    setChoosing(null);
    try {
      setBill(await settle(b));
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  /** F12: the last receipt on screen (a shop without a printer shows it), marked CETAK ULANG; Enter or Cetak Ulang prints it. */
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

  // Keys of the till (the scan box keeps the focus; dialogs take their own keys). One listener for
  // the till's life, calling the handler of the latest render: set before the paint (a layout
  // effect), so a key pressed right after a change is seen (F10 the moment the customer appears:
  // an effect replaced the listener after the paint, and the key went to the one that still saw
  // the customer dialog open).
  const keyHandler = useRef<(e: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keyHandler.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useLayoutEffect(() => {
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
      if (paying || asking || laciOpen || tutup || anyDialogOpen()) return;
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
    };
  });


  // The selected line (a line just scanned is selected) is scrolled into the table's view.
  useEffect(() => {
    if (selected >= 0) document.querySelector('.kasir .ant-table-row-selected, .kasir .kasir-baris-dipilih')?.scrollIntoView({ block: 'nearest' });
  }, [selected, bill.lines.length]);

  const totalBox = narrow ? (
    // A phone: in the bar at the bottom of the screen, beside Bayar.
    <div data-testid="kasir-total" style={{ color: '#fff', minWidth: 0 }}>
      <div style={{ fontSize: 12, opacity: 0.8 }}>TOTAL</div>
      <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1, whiteSpace: 'nowrap' }}>{formatMoney(total.toFixed(2))}</div>
    </div>
  ) : (
    <div data-testid="kasir-total" style={{ background: '#001529', color: '#fff', padding: '12px 20px', borderRadius: 8, textAlign: 'right' }}>
      <div style={{ fontSize: 14, opacity: 0.8 }}>TOTAL</div>
      <div style={{ fontSize: mode === 3 ? 56 : 44, fontWeight: 700, lineHeight: 1.1 }}>{formatMoney(total.toFixed(2))}</div>
    </div>
  );
  const scanBox = <ScanBox ref={scanRef} disabled={!settings || !!choosing || laciOpen} onEnter={onScanLatest} />;
  const figures = doc && (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <Flex justify="space-between"><span>Subtotal</span><span>{formatMoney(doc.dpp.plus(doc.ppn).toFixed(2))}</span></Flex>
      {doc.tipeppn !== 'N' && <Flex justify="space-between"><span>DPP / PPN</span><span>{formatMoney(doc.dpp.toFixed(2))} / {formatMoney(doc.ppn.toFixed(2))}</span></Flex>}
      {Number(doc.pembulatan) > 0 && <Flex justify="space-between"><span>Pembulatan</span><span>{formatMoney(doc.pembulatan)}</span></Flex>}
      <Flex justify="space-between"><span>Pelanggan (F6)</span><b data-testid="kasir-pelanggan">{bill.customer.kodesupel ? `${bill.customer.kodesupel} ${bill.customer.namasupel}` : '—'}</b></Flex>
      {/* Held bills: Tahan (F8) puts the bill here, Panggil (F9) takes one back (issue 34: 'Ditahan (F9)' read as a third action). */}
      <Flex justify="space-between"><span>Transaksi ditahan</span><span data-testid="kasir-ditahan">{held.length}</span></Flex>
      {/* What the catalogue means to the cashier (issue 34: 'Katalog 3 item' said nothing). */}
      <Flex justify="space-between"><span>Item siap scan</span><span data-testid="kasir-katalog" data-lengkap={katalogSiap !== null ? '1' : undefined}>{katalogSiap !== null ? `${formatDecimal(String(katalogSiap))} item` : 'memuat…'}</span></Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kasir-katalog-arti">
        {katalogSiap !== null
          ? 'Item yang tersimpan di perangkat ini langsung tampil saat di-scan; item baru dicari ke server.'
          : 'Daftar item sedang disimpan ke perangkat ini; sementara itu scan dicari ke server.'}
      </Typography.Text>
    </Space>
  );
  const keys = 'F2 Jumlah · F3 Satuan · F4 Harga/Diskon · Del Hapus baris · F6 Pelanggan · F7 Item Gratis · F8 Tahan · F9 Panggil · F10/End Bayar · F11 Tutup Kasir · F12 Struk Terakhir · Esc Batal';
  // The till's actions, the same words on every layout (Tahan / Panggil: a held bill; issue 34).
  const actions = (
    <>
      <Button onClick={hold} disabled={!bill.lines.length} title="Simpan transaksi ini untuk dilanjutkan nanti dan layani pelanggan berikutnya">Tahan (F8)</Button>
      <Badge count={held.length} size="small">
        <Button onClick={() => setAsking('recall')} disabled={!held.length} title="Lanjutkan transaksi yang ditahan">Panggil (F9)</Button>
      </Badge>
      <Button onClick={reprint}>Struk Terakhir (F12)</Button>
      <Button onClick={() => setTutup(true)}>Tutup Kasir (F11)</Button>
    </>
  );
  const payButton = (
    <Button type="primary" size="large" onClick={openPay} disabled={!bill.lines.length}>Bayar (F10)</Button>
  );

  return (
    <div className={`kasir kasir-mode${mode}`}>
      {otorisasiHolder}
      <KasLaci open={laciOpen} compname={deviceName()} onClose={() => setLaciOpen(false)} afterClose={focusScan} />
      <TutupKasir
        open={tutup}
        compname={deviceName()}
        onClose={(ditutup) => {
          setTutup(false);
          // The shift is closed: the next sale goes into a new drawer, asked for at once.
          if (ditutup && cfg.modekaslaci === '1') setLaciOpen(true);
        }}
        afterClose={focusScan}
      />
      {narrow ? (
        // A phone: the scan box stays under the header, the lines are cards, and the total with
        // Bayar is a bar fixed at the bottom of the screen, however long the bill.
        <div className="kasir-hp" style={{ paddingBottom: 88 }}>
          <div style={{ position: 'sticky', top: 64, zIndex: 5, background: '#f5f5f5', padding: '4px 0 8px' }}>{scanBox}</div>
          <BillCards lines={bill.lines} selected={selected} />
          <Card size="small" style={{ marginTop: 12 }}>
            {figures}
            <Flex gap={8} wrap style={{ marginTop: 12 }}>{actions}</Flex>
          </Card>
          <Flex data-testid="kasir-bar" align="center" justify="space-between" gap={12} style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 10, background: '#001529', padding: '8px 12px calc(8px + env(safe-area-inset-bottom))' }}>
            {totalBox}
            {/* On the dark bar the button takes the dark theme: disabled (an empty bill) it stays readable. */}
            <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{payButton}</ConfigProvider>
          </Flex>
        </div>
      ) : mode === 3 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {totalBox}
          {scanBox}
          <BillTable lines={bill.lines} selected={selected} y={420} />
          <Card size="small">{figures}</Card>
        </Space>
      ) : (
        <Flex gap={16} align="start" wrap>
          <div style={{ flex: '3 1 560px', minWidth: 0 }}>
            {scanBox}
            <BillTable style={TABLE_GAP} lines={bill.lines} selected={selected} y={460} />
          </div>
          <div style={{ flex: '0 1 320px' }}>
            {totalBox}
            <Card size="small" style={{ marginTop: 12 }}>
              {figures}
              <Flex gap={8} wrap style={{ marginTop: 12 }}>
                {payButton}
                {actions}
              </Flex>
            </Card>
          </div>
        </Flex>
      )}
      {!narrow && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="kasir-keys">{keys}</Typography.Paragraph>}

      <Modal {...tillDialog} open={asking === 'qty'} title="Ubah Jumlah (F2)" okText="Simpan" cancelText="Batal" onCancel={() => (setAsking(null), focusScan())} onOk={submitQty}>
        <InputNumber autoFocus stringMode style={{ width: '100%' }} aria-label="Jumlah" status={askSalah ? 'error' : undefined} value={askQty} onChange={(v) => (setAskQty(String(v ?? '')), setAskSalah(null))} onPressEnter={submitQty} />
        {askSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-ubah-salah">{askSalah}</Typography.Text>}
      </Modal>
      <Modal
        {...tillDialog}
        open={asking === 'price'}
        title="Ubah Harga / Diskon (F4)"
        okText="Simpan"
        cancelText="Batal"
        onCancel={() => (setAsking(null), focusScan())}
        onOk={submitPrice}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <label>Harga<InputNumber autoFocus stringMode controls={false} style={{ width: '100%' }} aria-label="Harga baris" value={askPrice.harga} onChange={(v) => (setAskPrice({ ...askPrice, harga: String(v ?? '') }), setAskSalah(null))} onPressEnter={submitPrice} /></label>
          <label>Diskon (%)<InputNumber stringMode controls={false} style={{ width: '100%' }} aria-label="Diskon baris" value={askPrice.diskon1} onChange={(v) => (setAskPrice({ ...askPrice, diskon1: String(v ?? '') }), setAskSalah(null))} onPressEnter={submitPrice} /></label>
          {askSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-ubah-salah">{askSalah}</Typography.Text>}
        </Space>
      </Modal>
      <Modal {...tillDialog} open={asking === 'customer'} title="Pelanggan (F6)" footer={null} onCancel={() => (setAsking(null), focusScan())}>
        <RefPicker
          id="kasir-pelanggan"
          target={refTarget('pelanggan')!}
          value={bill.customer.kodesupel}
          valueName={bill.customer.namasupel}
          autoFocus
          aria-label="Pelanggan"
          onChange={(kode) =>
            void customerOf(kode).then(async (c) => {
              if (!c) return;
              setBill(await settle(reprice({ ...bill, customer: c }, items.current, cache, nowAt())));
              setAsking(null);
              focusScan();
            }, (e: unknown) => message.error(e instanceof Error ? e.message : String(e)))
          }
        />
      </Modal>
      <Modal {...tillDialog} open={asking === 'recall'} title="Panggil Transaksi Ditahan (F9)" footer={null} onCancel={() => (setAsking(null), focusScan())}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {held.map((h, i) => (
            <Button key={i} block autoFocus={i === 0} onClick={() => recall(i)}>
              {i + 1}. {h.customer.namasupel || h.customer.kodesupel || 'Tanpa pelanggan'} · {h.lines.length} baris · {formatMoney(settings ? saleDoc(h, settings).total.toFixed(2) : '0')}
            </Button>
          ))}
        </Space>
      </Modal>
      <Modal
        {...tillDialog}
        open={!!choosing}
        title={`Pilih Item Gratis · Promo ${choosing?.c.idpromo ?? ''}`}
        width={640}
        footer={null}
        keyboard={false}
        onCancel={() => choosing && void takeChoice(choosing.c, null)}
        afterOpenChange={(open) => open && chooserRef.current?.focus()}
      >
        {choosing && (
          <>
            <Typography.Paragraph type="secondary">
              Pembelian {choosing.c.kodeitem} ({choosing.c.satuan}) mendapat satu item gratis dari daftar ini. ↑/↓ pilih · Enter ambil · Esc tanpa item gratis.
            </Typography.Paragraph>
            <div ref={chooserRef} tabIndex={-1} role="listbox" aria-label="Item gratis" aria-activedescendant={`gratis-${choosing.i}`} data-testid="kasir-pilih-gratis" style={{ outline: 'none' }}>
              <div style={{ display: 'grid', gridTemplateColumns: GRATIS_COLUMNS, gap: 8, padding: '4px 8px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>
                <span>Kode</span>
                <span>Nama Item</span>
                <span>Satuan</span>
                <span style={{ textAlign: 'right' }}>Jumlah</span>
                <span style={{ textAlign: 'right' }}>Harga</span>
              </div>
              {choosing.c.itemgratis.map((g, i) => (
                <div
                  key={`${g.kodeitemgr}|${g.satuangratis}|${g.iddetailvariangratis ?? ''}`}
                  id={`gratis-${i}`}
                  role="option"
                  aria-selected={i === choosing.i}
                  onClick={() => void takeChoice(choosing.c, g)}
                  onMouseEnter={() => setChoosing({ ...choosing, i })}
                  style={{ display: 'grid', gridTemplateColumns: GRATIS_COLUMNS, gap: 8, padding: '6px 8px', cursor: 'pointer', borderRadius: 4, background: i === choosing.i ? '#e6f4ff' : undefined, fontWeight: i === choosing.i ? 600 : undefined }}
                >
                  <span>{g.kodeitemgr}</span>
                  <span>{g.namaitemgr}</span>
                  <span>{g.satuangratis}</span>
                  <span style={{ textAlign: 'right' }}>{qty(g.jumlahgratis)}</span>
                  <span style={{ textAlign: 'right' }}>{g.tebus ? formatMoney(g.harga) : 'Gratis'}</span>
                </div>
              ))}
            </div>
          </>
        )}
      </Modal>
      <Modal
        {...tillDialog}
        open={asking === 'struk'}
        title="Struk Terakhir (F12)"
        width={460}
        okText="Cetak Ulang (Enter)"
        cancelText="Tutup (Esc)"
        onCancel={() => (setAsking(null), focusScan())}
        onOk={() => {
          setAsking(null);
          if (lastStruk) void printAgain(lastStruk);
        }}
      >
        {lastStruk && <ReceiptView sale={lastStruk} ulang />}
      </Modal>
      <Modal
        {...tillDialog}
        open={paying}
        title={done ? 'Transaksi Selesai' : 'Pembayaran (F10)'}
        width={done && !narrow ? 820 : 520}
        okText="Bayar"
        cancelText="Tutup (Esc)"
        confirmLoading={busy}
        footer={done ? null : undefined}
        onCancel={closePay}
        onOk={() => void finish()}
      >
        {done ? (
          <SaleDone done={done} onNext={closePay} onReprint={() => void printAgain(done.struk)} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Flex justify="space-between" style={{ fontSize: 22 }}><span>Total</span><b>{formatMoney(total.toFixed(2))}</b></Flex>
            {(paying ? tebusOffers(bill, cache, nowAt()) : []).map((t) => (
              <Flex key={t.idpromo} justify="space-between" align="center" style={{ background: '#f6ffed', padding: '4px 8px', borderRadius: 6 }}>
                <span>Promo tebus murah: {dec(t.jumlahgratis).toFixed()} {t.satuangratis} {t.kodeitemgr} seharga {formatMoney(dec(t.harga).toFixed(2))}</span>
                <Button size="small" onClick={() => void takeOffer(t)}>Ambil</Button>
              </Flex>
            ))}
            <label>Tunai<InputNumber autoFocus stringMode size="large" style={{ width: '100%' }} aria-label="Tunai" value={pay.tunai} onChange={(v) => setPay({ ...pay, tunai: String(v ?? '') })} onPressEnter={() => void finish()} /></label>
            <Flex gap={8}>
              <label style={{ flex: 1 }}>Kartu<InputNumber stringMode style={{ width: '100%' }} aria-label="Kartu" value={pay.bayarkartu} onChange={(v) => setPay({ ...pay, bayarkartu: String(v ?? '') })} /></label>
              <label style={{ flex: 1 }}>Bank<RefPicker id="kasir-bank" target={refTarget('bank')!} value={pay.kodebank} onChange={(k) => setPay({ ...pay, kodebank: k })} aria-label="Bank" /></label>
            </Flex>
            <Flex gap={8}>
              <label style={{ flex: 1 }}>E-Money<InputNumber stringMode style={{ width: '100%' }} aria-label="E-Money" value={pay.bayaremoney} onChange={(v) => setPay({ ...pay, bayaremoney: String(v ?? '') })} /></label>
              <label style={{ flex: 1 }}>Jenis<RefPicker id="kasir-emoney" target={refTarget('emoney')!} value={pay.kodeemoney} onChange={(k) => setPay({ ...pay, kodeemoney: k })} aria-label="Jenis E-Money" /></label>
            </Flex>
            {depositSaldo !== null && (
              <label>
                Deposit (saldo {formatMoney(dec(depositSaldo).isNegative() ? '0' : depositSaldo)})
                <InputNumber stringMode style={{ width: '100%' }} aria-label="Deposit" status={depositSalah ? 'error' : undefined} value={pay.deposit} onChange={(v) => depositFor(String(v ?? ''))} onPressEnter={() => void finish()} />
                {depositSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-deposit-salah">{depositSalah}</Typography.Text>}
              </label>
            )}
            {pointInfo && (
              <Flex gap={8} align="end">
                <label style={{ flex: 1 }}>
                  Point (saldo {formatMoney(dec(pointInfo.point).floor().toFixed())} · @ {formatMoney(pointInfo.nilaipoint)})
                  <InputNumber stringMode min="0" max={dec(pointInfo.point).floor().toFixed()} precision={0} style={{ width: '100%' }} aria-label="Point Dipakai" value={pay.pointpakai} onChange={(v) => usePointsFor(String(v ?? ''))} />
                </label>
                <span data-testid="kasir-bayarpoint" style={{ flex: 1, textAlign: 'right' }}>{formatMoney(pay.bayarpoint || '0')}</span>
              </Flex>
            )}
            <Flex justify="space-between"><span>Dibayar</span><span>{formatMoney(paid.toFixed(2))}</span></Flex>
            {bayarSalah ? (
              <Typography.Text type="danger" role="alert" data-testid="kasir-bayar-salah" style={{ fontSize: 16 }}>{bayarSalah}</Typography.Text>
            ) : (
              <Flex justify="space-between" style={{ fontSize: 20 }} data-testid="kasir-bayar-sisa">
                <span>{kembali.isNegative() ? 'Kredit (piutang)' : 'Kembali'}</span>
                <b>{formatMoney(kembali.abs().toFixed(2))}</b>
              </Flex>
            )}
          </Space>
        )}
      </Modal>
    </div>
  );
}

/** A stable name of this browser as a till device (the drawer is opened per cashier and device). */
export function deviceName(): string {
  let n = localStorage.getItem('niaga_compname');
  if (!n) {
    n = `KASIR-${dayjs().format('YYMMDD')}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    localStorage.setItem('niaga_compname', n);
  }
  return n;
}

export const KasirMode3 = () => <Kasir mode={3} />;
