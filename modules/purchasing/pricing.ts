/**
 * Purchase figures, one code for the browser and the server (ACCOUNTING.md §3, §5): cascading line
 * discounts, the document discount, and the PPN split of Non / Include / Exclude documents.
 */
import { Dec } from '@niaga/core';
import { num, type Values } from '@niaga/kernel';

/** PPN modes of a document: N none, I prices include PPN, E PPN added on top. */
export const TIPE_PPN = [
  { value: 'N', label: 'Non PPN' },
  { value: 'I', label: 'Include (harga termasuk PPN)' },
  { value: 'E', label: 'Exclude (PPN ditambahkan)' },
];

/** Effective PPN percent of a tax kind (ACCOUNTING.md §3): 1112 is 12% × 11/12 of the price = 11%. */
export function tarifPpn(jenispajak: unknown): Dec {
  switch (String(jenispajak ?? '')) {
    case '0':
      return num(0);
    case '12':
      return num(12);
    case '11':
    case '1112':
    default:
      return num(11);
  }
}

/**
 * A price after cascading discounts (percent): d1 outside 0..100 counts as 0; d2..d4 apply only
 * when above 0 (and at most 100), each on what remains.
 */
export function afterDiscounts(amount: Dec, d: unknown[]): Dec {
  let v = amount;
  d.forEach((x, i) => {
    const p = num(x);
    if (i === 0 && (p.lt(0) || p.gt(100))) return;
    if (p.lte(0) || p.gt(100)) return;
    v = v.times(num(100).minus(p)).div(100);
  });
  return v;
}

export const round = (d: Dec, dp = 2) => d.toDecimalPlaces(dp, Dec.ROUND_HALF_UP);

/** A line's amount: quantity × price after its up to 4 cascading discounts. */
export const lineTotal = (l: Values) => afterDiscounts(num(l.jumlah).times(num(l.harga)), [l.diskon1, l.diskon2, l.diskon3, l.diskon4]);

/** The document discount (percent of the subtotal). */
export const potonganOf = (d: Values) => round(num(d.subtotal).times(num(d.diskon)).div(100));

/**
 * PPN of the amount after discounts, rounded to whole rupiah half up (PER-11/PJ/2025 art. 129):
 * Exclude adds amount × rate; Include takes amount × rate / (100 + rate) out of it.
 */
export function ppnOf(netto: Dec, tipeppn: unknown, jenispajak: unknown): Dec {
  const r = tarifPpn(jenispajak);
  if (String(tipeppn) === 'E') return round(netto.times(r).div(100), 0);
  if (String(tipeppn) === 'I') return round(netto.times(r).div(num(100).plus(r)), 0);
  return num(0);
}

/** The tax base (DPP, excluding PPN) of the amount after discounts. */
export const dppOf = (netto: Dec, tipeppn: unknown, jenispajak: unknown) => (String(tipeppn) === 'I' ? netto.minus(ppnOf(netto, tipeppn, jenispajak)) : netto);

/**
 * Splits `total` over `weights` in proportion, rounded to 2 decimals, the rounding difference
 * pushed into the largest share so the parts sum to the total exactly. All-zero weights: equal parts.
 */
export function allocate(total: Dec, weights: Dec[]): Dec[] {
  if (!weights.length) return [];
  const sumW = weights.reduce((a, b) => a.plus(b), num(0));
  const w = sumW.isZero() ? weights.map(() => num(1)) : weights;
  const s = sumW.isZero() ? num(weights.length) : sumW;
  const parts = w.map((x) => round(total.times(x).div(s)));
  const diff = total.minus(parts.reduce((a, b) => a.plus(b), num(0)));
  let big = 0;
  w.forEach((x, i) => {
    if (x.abs().gt(w[big].abs())) big = i;
  });
  parts[big] = parts[big].plus(diff);
  return parts;
}
