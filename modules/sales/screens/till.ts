/**
 * The till's bill, pure: what a scan adds, prices and period discounts by the pricing engine
 * (@niaga/core), the promo lines a bill earns, and the payload of `kasir_save`. The server checks
 * the same figures with the same code (modules/sales/sale-server.ts).
 */
import { bacaBarcodeTimbangan, dec, labaMinimumItem, diskonPeriode, hargaJual, langkahBulat, pembulatan, promoGratis, promoTebus, round, type DiskonRow, type PromoRow, type TebusRow, type TimbanganCfg } from '@niaga/core';
import { pajakOf, subtotalOf, tipePpnDari } from '@niaga/sales';

export interface TillUnit {
  satuan: string;
  konversi: string;
  barcode: string | null;
  hargajual1: string;
  hargajual2: string;
  hargajual3: string;
  hargajual4: string;
}
export interface TillItem {
  kodeitem: string;
  namaitem: string;
  tipe: string;
  jenispajak: string;
  satuan: string;
  timbangan: boolean;
  units: TillUnit[];
  varian: Array<{ iddetailvarian: string; hargajual1: string; hargajual2: string; hargajual3: string; hargajual4: string; hpp?: string | null }>;
  grup: Array<{ kgruppel: string; satuan: string; hargajual: string }>;
  /** Prices by quantity (the item's `hargajumlah`): from `jumlahdari` of `satuan` (of combination `iddetailvarian`, '' = every one). */
  hargajumlah?: Array<{ satuan: string; iddetailvarian: string; jumlahdari: string; hargajual: string }>;
  /** Cost of one base unit (kasir_item gives it to the till only). */
  hpp?: string;
}
export interface Customer {
  kodesupel: string;
  namasupel: string;
  levelharga: string;
  kgruppel: string | null;
}
export interface TillLine {
  key: string;
  kodeitem: string;
  namaitem: string;
  satuan: string;
  iddetailvarian: string | null;
  jumlah: string;
  harga: string;
  diskon1: string;
  diskon2: string;
  diskon3: string;
  diskon4: string;
  jenispajak: string;
  idpromo: string | null;
  /** A price or discount a supervisor allowed (kept through re-pricing). */
  manual?: boolean;
}
export interface Bill {
  lines: TillLine[];
  customer: Customer;
  kodesales: string;
  /**
   * The free item chosen for each option-2 promo the bill earns (by idpromo); `null` when the
   * cashier declined the list (Esc). Dropped once the promo is no longer earned.
   */
  pilihan?: Record<string, PilihanGratis | null>;
}
/** One free item of an option-2 promo's list. */
export interface PilihanGratis {
  kodeitemgr: string;
  satuangratis: string;
  iddetailvariangratis: string | null;
}
export interface PromoCache {
  diskon: DiskonRow[];
  promo: PromoRow[];
  tebus: TebusRow[];
}
export interface TillSettings {
  tipepajak: string;
  pembulatanaktif: boolean;
  opsipembulatan: string;
  timbanganaktif: boolean;
  timbangan: TimbanganCfg;
}

/**
 * The minimum-profit check of a price typed at the till (spec §5): the line's price after its first
 * discount against the cost of its unit (the item's base-unit cost, or the variant's own, × the
 * unit's conversion); null when there is nothing to check (no minimum, no known cost) or the profit
 * is enough, else the decision by the company's mode ('konfirmasi': ask to continue; 'tolak':
 * refused, as the server refuses it) and its message.
 */
export function labaKurang(
  item: TillItem | undefined,
  satuan: string,
  harga: string,
  diskon1: string,
  minpersen: string,
  digitharga: number,
  mode = '1',
  iddetailvarian: string | null = null,
): { putusan: 'konfirmasi' | 'tolak'; pesan: string } | null {
  if (!item || !(dec(minpersen || 0).gt(0))) return null;
  const base = (iddetailvarian && item.varian.find((v) => v.iddetailvarian === iddetailvarian)?.hpp) || item.hpp;
  if (!base) return null;
  const konversi = item.units.find((u) => u.satuan === satuan)?.konversi ?? '1';
  const cost = dec(base).times(dec(konversi));
  if (cost.lte(0)) return null;
  const net = dec(harga || 0).times(dec(100).minus(dec(diskon1 || 0))).div(100);
  const r = labaMinimumItem({ kodeitem: item.kodeitem, satuan, harga: net, hpp: cost, minpersen, digitharga, mode });
  return r.putusan === 'ok' ? null : { putusan: r.putusan, pesan: r.pesan };
}

/** A quantity typed (F2, or before `*` in a scan) that a line cannot take: the till's refusal, else null. */
export function jumlahSalah(v: string): string | null {
  const t = v.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) && dec(t).gt(0) ? null : 'Jumlah harus lebih dari 0.';
}

/** A price or first discount typed with F4 that a line cannot take (the sale's line rules): the refusal, else null. Empty keeps the line's. */
export function hargaDiskonSalah(harga: string, diskon1: string): string | null {
  const n = (v: string) => /^-?\d+(\.\d+)?$/.test(v.trim());
  if (harga.trim() && (!n(harga) || dec(harga.trim()).isNegative())) return 'Harga tidak boleh negatif.';
  if (diskon1.trim() && (!n(diskon1) || dec(diskon1.trim()).isNegative() || dec(diskon1.trim()).gt(100))) return 'Diskon harus antara 0 dan 100.';
  return null;
}

/** `3*KOPI01` → quantity 3 of KOPI01 (`0*` and `-2*` give their quantity, which the till refuses); a plain code has no quantity. */
export function parseScan(text: string): { qty: string | null; code: string } {
  const m = /^\s*(-?\d+(?:[.,]\d+)?)\s*\*\s*(.+?)\s*$/.exec(text);
  if (m) return { qty: m[1].replace(',', '.'), code: m[2] };
  return { qty: null, code: text.trim() };
}

/** A weighing barcode when the company uses them: the item's code and its weight as the quantity. */
export function weighed(code: string, s: TillSettings): { kodeitem: string; jumlah: string } | null {
  if (!s.timbanganaktif) return null;
  const r = bacaBarcodeTimbangan(code, s.timbangan);
  return r ? { kodeitem: r.kodeitem, jumlah: r.berat.toFixed() } : null;
}

let seq = 0;
const newKey = () => `l${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * Price and period discounts of one line of `jumlah` for the bill's customer at a moment: the price
 * by the pricing engine (group price, else the quantity tier `jumlah` reaches, else the level), the
 * discounts on that price.
 */
export function price(item: TillItem, satuan: string, iddetailvarian: string | null, customer: Customer, cache: PromoCache, at: string, kodevoucher = '', jumlah: string | null = null) {
  const unit = item.units.find((u) => u.satuan === satuan) ?? item.units[0];
  const varian = iddetailvarian ? (item.varian.find((v) => v.iddetailvarian === iddetailvarian) ?? null) : null;
  const harga = hargaJual({ satuan, levelharga: customer.levelharga, kgruppel: customer.kgruppel, unit, varian, hargagrup: item.grup, jumlah, iddetailvarian, hargajumlah: item.hargajumlah });
  const { pot } = diskonPeriode(cache.diskon, { kodeitem: item.kodeitem, satuan, iddetailvarian, kgruppel: customer.kgruppel, kodevoucher, hargapokok: harga, tanggaljam: at });
  return { harga: harga.toFixed(2), diskon1: pot[0].toFixed(4), diskon2: pot[1].toFixed(4), diskon3: pot[2].toFixed(4), diskon4: pot[3].toFixed(4) };
}

/** A line with another quantity, priced again for it (a quantity tier may start or end); a price a supervisor set stays. */
function withJumlah(l: TillLine, jumlah: string, item: TillItem | undefined, customer: Customer, cache: PromoCache, at: string): TillLine {
  const next = { ...l, jumlah };
  return l.idpromo || l.manual || !item ? next : { ...next, ...price(item, l.satuan, l.iddetailvarian, customer, cache, at, '', jumlah) };
}

/** Adds a quantity of an item unit: the same item, unit and variant again adds to its line (priced again for the new quantity). */
export function addItem(bill: Bill, item: TillItem, satuan: string, jumlah: string, iddetailvarian: string | null, cache: PromoCache, at: string): Bill {
  const same = bill.lines.findIndex((l) => !l.idpromo && l.kodeitem === item.kodeitem && l.satuan === satuan && l.iddetailvarian === iddetailvarian);
  if (same >= 0) {
    const lines = bill.lines.map((l, i) => (i === same ? withJumlah(l, dec(l.jumlah).plus(dec(jumlah)).toFixed(), item, bill.customer, cache, at) : l));
    return { ...bill, lines };
  }
  const line: TillLine = {
    key: newKey(),
    kodeitem: item.kodeitem,
    namaitem: item.namaitem,
    satuan,
    iddetailvarian,
    jumlah: dec(jumlah).toFixed(),
    jenispajak: item.jenispajak,
    idpromo: null,
    ...price(item, satuan, iddetailvarian, bill.customer, cache, at, '', dec(jumlah).toFixed()),
  };
  return { ...bill, lines: [...bill.lines, line] };
}

/** The bill with line `i`'s quantity changed and the line priced again for it (`withJumlah`). */
export function setJumlah(bill: Bill, i: number, jumlah: string, items: Map<string, TillItem>, cache: PromoCache, at: string): Bill {
  return { ...bill, lines: bill.lines.map((l, j) => (j === i ? withJumlah(l, dec(jumlah).toFixed(), items.get(l.kodeitem), bill.customer, cache, at) : l)) };
}

/** Prices every sold line again (another customer, another unit, its quantity), keeping what a supervisor set. */
export function reprice(bill: Bill, items: Map<string, TillItem>, cache: PromoCache, at: string): Bill {
  return {
    ...bill,
    lines: bill.lines.map((l) => {
      const it = items.get(l.kodeitem);
      return l.idpromo || l.manual || !it ? l : { ...l, ...price(it, l.satuan, l.iddetailvarian, bill.customer, cache, at, '', l.jumlah) };
    }),
  };
}

/** The sold quantity of each item and unit (promo lines left out). */
function soldQty(bill: Bill) {
  const sold = new Map<string, { kodeitem: string; satuan: string; qty: ReturnType<typeof dec> }>();
  for (const l of bill.lines.filter((x) => !x.idpromo)) {
    const k = `${l.kodeitem}|${l.satuan}`;
    const s = sold.get(k) ?? { kodeitem: l.kodeitem, satuan: l.satuan, qty: dec(0) };
    s.qty = s.qty.plus(dec(l.jumlah));
    sold.set(k, s);
  }
  return [...sold.values()];
}

/** The free-item promos the sold lines earn now, by the pricing engine. */
function earned(bill: Bill, cache: PromoCache, at: string) {
  return soldQty(bill).flatMap((s) => {
    const r = promoGratis(cache.promo, { kodeitem: s.kodeitem, satuan: s.satuan, jmljual: s.qty, tanggaljam: at });
    return r ? [{ kodeitem: s.kodeitem, satuan: s.satuan, r }] : [];
  });
}

const samePilihan = (g: { kodeitemgr: string; satuangratis: string; iddetailvariangratis: string | null }, c: PilihanGratis) =>
  g.kodeitemgr === c.kodeitemgr && g.satuangratis === c.satuangratis && (g.iddetailvariangratis ?? null) === (c.iddetailvariangratis ?? null);

/** An option-2 promo the bill earns: its list of free items (quantities for what is sold now) and what was chosen. */
export interface PromoChoice {
  idpromo: string;
  /** The sold item and unit that earn it. */
  kodeitem: string;
  satuan: string;
  itemgratis: Array<{ kodeitemgr: string; namaitemgr: string; satuangratis: string; jumlahgratis: string; harga: string; tebus: boolean; iddetailvariangratis: string | null }>;
  /** undefined: not asked yet; null: declined; else the chosen item. */
  pilihan: PilihanGratis | null | undefined;
}

/**
 * The option-2 promos the bill earns now (a list of free items to choose one from). A list of one
 * item needs no choosing and is not given here.
 */
export function promoChoices(bill: Bill, cache: PromoCache, at: string): PromoChoice[] {
  return earned(bill, cache, at)
    .filter(({ r }) => r.opsigratis === '2' && r.itemgratis.length > 1)
    .map(({ kodeitem, satuan, r }) => {
      const c = bill.pilihan?.[r.idpromo];
      const itemgratis = r.itemgratis.map((g) => ({ ...g, jumlahgratis: g.jumlahgratis.toFixed(), harga: g.harga.toFixed(2) }));
      return { idpromo: r.idpromo, kodeitem, satuan, itemgratis, pilihan: c === null ? null : c && itemgratis.some((g) => samePilihan(g, c)) ? c : undefined };
    });
}

/** The option-2 promos earned now that the cashier has not answered yet (the till asks for each). */
export const pendingChoices = (bill: Bill, cache: PromoCache, at: string) => promoChoices(bill, cache, at).filter((c) => c.pilihan === undefined);

/** The bill with a free item chosen (or, `null`, the list declined) for an option-2 promo. */
export const choose = (bill: Bill, idpromo: string, pilihan: PilihanGratis | null): Bill => ({ ...bill, pilihan: { ...bill.pilihan, [idpromo]: pilihan } });

/**
 * The free-item promos the sold lines earn now: items to add as promo lines. Option 2: the item the
 * cashier chose from the list (the only one when the list has one); none until chosen, or when declined.
 */
export function promoLines(bill: Bill, cache: PromoCache, at: string): Array<{ idpromo: string; kodeitem: string; satuan: string; jumlah: string; harga: string; iddetailvarian: string | null }> {
  const out: ReturnType<typeof promoLines> = [];
  for (const { r } of earned(bill, cache, at)) {
    if (r.opsigratis === '2') {
      const c = bill.pilihan?.[r.idpromo];
      const g = r.itemgratis.length === 1 && c !== null ? r.itemgratis[0] : c ? r.itemgratis.find((x) => samePilihan(x, c)) : undefined;
      if (g) out.push({ idpromo: r.idpromo, kodeitem: g.kodeitemgr, satuan: g.satuangratis, jumlah: g.jumlahgratis.toFixed(), harga: (g.tebus ? g.harga : dec(0)).toFixed(2), iddetailvarian: g.iddetailvariangratis });
    } else out.push({ idpromo: r.idpromo, kodeitem: r.kodeitemgr, satuan: r.satuangratis, jumlah: r.jmlgratis.toFixed(), harga: (r.tebus ? r.harga : dec(0)).toFixed(2), iddetailvarian: r.iddetailvariangratis });
  }
  return out;
}

/** The free items a bill's promos may give that must be known to the till (to add them as lines). */
export function freeItemCodes(bill: Bill, cache: PromoCache, at: string): string[] {
  return [...new Set(promoLines(bill, cache, at).map((p) => p.kodeitem))];
}

/** The bill with its promo lines replaced by what it earns now (items of free lines must be known). */
export function withPromos(bill: Bill, items: Map<string, TillItem>, cache: PromoCache, at: string): Bill {
  // Sold lines and total-spend redemptions stay; free-item promo lines are made again.
  const tebus = new Set(cache.tebus.map((t) => t.idpromo));
  const sold = bill.lines.filter((l) => !l.idpromo || tebus.has(l.idpromo));
  const free: TillLine[] = promoLines(bill, cache, at)
    .filter((p) => items.has(p.kodeitem))
    .map((p) => {
      const it = items.get(p.kodeitem)!;
      return { key: `p-${p.idpromo}-${p.kodeitem}`, kodeitem: p.kodeitem, namaitem: it.namaitem, satuan: p.satuan, iddetailvarian: p.iddetailvarian, jumlah: p.jumlah, harga: p.harga, diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: it.jenispajak, idpromo: p.idpromo };
    });
  // Choices of promos no longer earned are forgotten: earning one again asks again.
  const now = new Set(earned(bill, cache, at).map(({ r }) => r.idpromo));
  const pilihan = bill.pilihan && Object.fromEntries(Object.entries(bill.pilihan).filter(([id]) => now.has(id)));
  return { ...bill, lines: [...sold, ...free], ...(pilihan ? { pilihan } : {}) };
}

/** Total-spend promos the bill's sold lines reach now and it has not taken yet. */
export function tebusOffers(bill: Bill, cache: PromoCache, at: string): TebusRow[] {
  const sold = bill.lines.filter((l) => !l.idpromo);
  const subtotal = subtotalOf({ lines: sold, diskon: '0' });
  const taken = new Set(bill.lines.map((l) => l.idpromo));
  return promoTebus(cache.tebus, subtotal, at).filter((t) => !taken.has(t.idpromo));
}

/** Takes a total-spend promo: its item at the redeem price. */
export function takeTebus(bill: Bill, t: TebusRow, item: TillItem): Bill {
  const line: TillLine = { key: `t-${t.idpromo}`, kodeitem: t.kodeitemgr, namaitem: item.namaitem, satuan: t.satuangratis, iddetailvarian: t.iddetailvariangratis ?? null, jumlah: dec(t.jumlahgratis).toFixed(), harga: dec(t.harga).toFixed(2), diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: item.jenispajak, idpromo: t.idpromo };
  return { ...bill, lines: [...bill.lines, line] };
}

/** The header of the sale as the figures see it (no payment yet). */
export function saleDoc(bill: Bill, s: TillSettings) {
  const base = { lines: bill.lines, diskon: '0', tipeppn: tipePpnDari(s.tipepajak) };
  const t = pajakOf(base);
  const step = s.pembulatanaktif && s.opsipembulatan !== '3' ? langkahBulat(s.opsipembulatan) : dec(0);
  const bulat = pembulatan(t.dpp.plus(t.ppn), step);
  return { ...base, dpp: t.dpp, ppn: t.ppn, pembulatan: bulat.selisih.toFixed(2), total: bulat.total };
}

export interface Payment {
  tunai: string;
  bayarkartu: string;
  kodebank: string;
  nokartu: string;
  bayaremoney: string;
  kodeemoney: string;
  deposit: string;
  /** Points redeemed and what they pay (points × the rule's nilaipoint, `pointValue`). */
  pointpakai: string;
  bayarpoint: string;
  /** Paid by QRIS (issue 38): the amount and the referensi `qris_buat` gave. */
  bayarqris?: string;
  refqris?: string;
}

/** What `points` redeemed pay at `nilaipoint` rupiah each (to the sen, as the server reckons it). */
export const pointValue = (points: string, nilaipoint: string) => round(dec(points || 0).times(dec(nilaipoint || 0))).toFixed(2);

/** The `kasir_save` payload: lines without the till's own keys, figures left to the server. */
export function savePayload(bill: Bill, s: TillSettings, pay: Payment, tanggal: string, kodegudang: string) {
  const d = saleDoc(bill, s);
  return {
    tanggal,
    kodegudang,
    kodesupel: bill.customer.kodesupel,
    kodesales: bill.kodesales || undefined,
    tipeppn: d.tipeppn,
    diskon: '0',
    pembulatan: d.pembulatan,
    tunai: pay.tunai || '0',
    bayarkartu: pay.bayarkartu || '0',
    kodebank: pay.kodebank || undefined,
    nokartu: pay.nokartu || undefined,
    bayaremoney: pay.bayaremoney || '0',
    kodeemoney: pay.kodeemoney || undefined,
    deposit: pay.deposit || '0',
    pointpakai: pay.pointpakai || '0',
    bayarpoint: pay.bayarpoint || '0',
    ...(pay.refqris ? { bayarqris: pay.bayarqris || '0', refqris: pay.refqris } : {}),
    lines: bill.lines.map(({ key: _k, namaitem: _n, manual: _m, ...l }) => ({ ...l, iddetailvarian: l.iddetailvarian ?? undefined, idpromo: l.idpromo ?? undefined })),
  };
}

/** Bills put on hold and the open bill, kept in the browser per company and user (never lost on reload). */
export const holdKey = (company: string, user: string) => `niaga_kasir_tahan_${company}_${user}`;
export const openKey = (company: string, user: string) => `niaga_kasir_buka_${company}_${user}`;
/** The last receipt printed, for F12 (reprint). */
export const lastKey = (company: string, user: string) => `niaga_kasir_struk_${company}_${user}`;
