/**
 * Selling prices, the minimum-profit check and rounding (spec §5, ACCOUNTING.md §5).
 */
import { Dec, dec, ZERO, type DecInput } from '../money';

export interface Harga4 {
  hargajual1: DecInput;
  hargajual2: DecInput;
  hargajual3: DecInput;
  hargajual4: DecInput;
}

/**
 * One quantity tier of an item (the item's child table `hargajumlah`, "multi harga berdasarkan
 * jumlah"): from `jumlahdari` of `satuan` bought on one line, the unit price is `hargajual`. A row
 * with an `iddetailvarian` is that combination's tier; without one it is the item's (every
 * combination that has no tier of its own for the unit).
 */
export interface HargaJumlah {
  satuan: string;
  iddetailvarian?: string | null;
  jumlahdari: DecInput;
  hargajual: DecInput;
}

/**
 * The tier a line of `jumlah` in `satuan` (of combination `iddetailvarian`) falls in: among the
 * tiers of that unit and combination (the combination's own when it has any for the unit, else the
 * item's), the one with the largest `jumlahdari` ≤ jumlah; null below the first tier or without tiers.
 */
export function tingkatHarga(rows: readonly HargaJumlah[] | null | undefined, q: { satuan: string; iddetailvarian?: string | null; jumlah: DecInput }): HargaJumlah | null {
  if (!rows?.length) return null;
  const ofUnit = rows.filter((r) => r.satuan === q.satuan);
  if (!ofUnit.length) return null;
  const own = q.iddetailvarian ? ofUnit.filter((r) => r.iddetailvarian === q.iddetailvarian) : [];
  const tiers = own.length ? own : ofUnit.filter((r) => !r.iddetailvarian);
  const n = dec(q.jumlah ?? 0);
  let best: HargaJumlah | null = null;
  for (const r of tiers) if (dec(r.jumlahdari).lte(n) && (!best || dec(r.jumlahdari).gt(dec(best.jumlahdari)))) best = r;
  return best;
}

/**
 * The price of an item unit for a customer, in this order: a group price (hargagrup) for the
 * customer's group and the unit; else the quantity tier the line's `jumlah` reaches (`hargajumlah`,
 * see `tingkatHarga`); else the variant's price at the customer's level when above 0, else the
 * unit's; a level without a price (0) falls back to level 1. Without `jumlah` no tier applies.
 */
export function hargaJual(q: {
  satuan: string;
  levelharga?: string | number | null;
  kgruppel?: string | null;
  unit: Harga4;
  varian?: Harga4 | null;
  hargagrup?: Array<{ kgruppel: string; satuan: string; hargajual: DecInput }>;
  /** The line's quantity in `satuan` (for the quantity tiers). */
  jumlah?: DecInput | null;
  /** The line's combination (for its own tiers). */
  iddetailvarian?: string | null;
  hargajumlah?: readonly HargaJumlah[] | null;
}): Dec {
  const grup = q.kgruppel ? q.hargagrup?.find((g) => g.kgruppel === q.kgruppel && g.satuan === q.satuan) : undefined;
  if (grup) return dec(grup.hargajual);
  const tier = q.jumlah === undefined || q.jumlah === null || q.jumlah === '' ? null : tingkatHarga(q.hargajumlah, { satuan: q.satuan, iddetailvarian: q.iddetailvarian, jumlah: q.jumlah });
  if (tier) return dec(tier.hargajual);
  const level = Math.min(4, Math.max(1, Number(q.levelharga ?? 1) || 1));
  const at = (h: Harga4 | null | undefined, n: number) => (h ? dec((h as unknown as Record<string, DecInput>)[`hargajual${n}`] ?? 0) : ZERO);
  for (const n of level === 1 ? [1] : [level, 1]) {
    const v = at(q.varian, n);
    if (v.gt(0)) return v;
    const u = at(q.unit, n);
    if (u.gt(0)) return u;
  }
  return ZERO;
}

/** Minimum profit: minimum = round(cost × percent ÷ 100, price digits); refused when price − cost is below it. */
export function cekLabaMinimum(harga: DecInput, hpp: DecInput, minpersen: DecInput, digitharga: number): { ok: boolean; laba: Dec; minimum: Dec; pesan: string } {
  const laba = dec(harga).minus(dec(hpp));
  const minimum = dec(hpp).times(dec(minpersen)).div(100).toDecimalPlaces(Math.max(0, digitharga), Dec.ROUND_HALF_UP);
  const ok = dec(minpersen).lte(0) || laba.gte(minimum);
  return { ok, laba, minimum, pesan: ok ? '' : `Laba ${laba.toFixed()} di bawah laba minimum ${minimum.toFixed()} (${dec(minpersen).toFixed()}% dari harga pokok ${dec(hpp).toFixed()}).` };
}

/** Mode of the minimum-profit check (company setting Mode Laba Minimum, `modelabajual`): '0' refuse, '1' confirm. */
export const MODE_LABA = { tolak: '0', konfirmasi: '1' } as const;

/**
 * The minimum-profit check with its mode (spec §5): 'ok' when the profit is enough (or no minimum);
 * below it, 'konfirmasi' in confirm mode (the cashier is asked to continue: No cancels the change,
 * Yes continues) and 'tolak' otherwise (the price is refused with the message).
 */
export function putusanLabaMinimum(
  harga: DecInput,
  hpp: DecInput,
  minpersen: DecInput,
  digitharga: number,
  mode: string | null | undefined,
): ReturnType<typeof cekLabaMinimum> & { putusan: 'ok' | 'konfirmasi' | 'tolak' } {
  const r = cekLabaMinimum(harga, hpp, minpersen, digitharga);
  return { ...r, putusan: r.ok ? 'ok' : String(mode ?? MODE_LABA.konfirmasi) === MODE_LABA.tolak ? 'tolak' : 'konfirmasi' };
}

/**
 * The check of one item unit's net selling price against its cost (the till and the server say it
 * the same way): the decision of `putusanLabaMinimum` and the message naming the item and unit.
 */
export function labaMinimumItem(q: { kodeitem: string; satuan: string; harga: DecInput; hpp: DecInput; minpersen: DecInput; digitharga: number; mode: string | null | undefined }) {
  const r = putusanLabaMinimum(q.harga, q.hpp, q.minpersen, q.digitharga, q.mode);
  const pesan = r.ok
    ? ''
    : `Laba ${q.kodeitem} ${q.satuan} di bawah laba minimum: laba ${r.laba.toDecimalPlaces(2).toFixed()}, minimum ${r.minimum.toFixed()} (${dec(q.minpersen).toFixed()}% dari harga pokok ${dec(q.hpp).toDecimalPlaces(2).toFixed()}).`;
  return { putusan: r.putusan, pesan };
}

/** Rounding step of an option: '0' 10, '1' 100, '2' 1000, '3' the item's own value (≤ 0: none). */
export function langkahBulat(opsi: string, nilai?: DecInput): Dec {
  switch (String(opsi)) {
    case '0':
      return dec(10);
    case '1':
      return dec(100);
    case '2':
      return dec(1000);
    case '3': {
      const v = dec(nilai ?? 0);
      return v.gt(0) ? v : ZERO;
    }
    default:
      return ZERO;
  }
}

/** A total rounded up to the next multiple of the step, and the round-up amount (≥ 0). A step of 0 leaves it. */
export function pembulatan(total: DecInput, langkah: DecInput): { total: Dec; selisih: Dec } {
  const t = dec(total);
  const s = dec(langkah);
  if (s.lte(0)) return { total: t, selisih: ZERO };
  const up = t.div(s).ceil().times(s);
  return { total: up, selisih: up.minus(t) };
}

/** The spec's rounding helper: to `digits` decimals half up, then truncated to 2 decimals. */
export function bulatkan(v: DecInput, digits: number): Dec {
  return dec(v).toDecimalPlaces(Math.max(0, digits), Dec.ROUND_HALF_UP).toDecimalPlaces(2, Dec.ROUND_DOWN);
}
