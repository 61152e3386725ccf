/**
 * Purchase figures, one code for the browser and the server (ACCOUNTING.md §3, §5): cascading line
 * discounts, the document discount, and the PPN split of Non / Include / Exclude documents.
 */
import { Dec, diskonBertingkat, pisahPajak, tarifEfektif } from '@niaga/core';
import { num, type Values } from '@niaga/kernel';

/** PPN modes of a document: N none, I prices include PPN, E PPN added on top. */
export const TIPE_PPN = [
  { value: 'N', label: 'Non PPN' },
  { value: 'I', label: 'Include (harga termasuk PPN)' },
  { value: 'E', label: 'Exclude (PPN ditambahkan)' },
];

/** Effective PPN percent of a tax kind (ACCOUNTING.md §3): 1112 is 12% × 11/12 of the price = 11%; unknown kinds 11. */
export const tarifPpn = (jenispajak: unknown): Dec => tarifEfektif(String(jenispajak ?? ''), 11);

/** A price after cascading discounts (percent), as the till computes them (@niaga/core diskonBertingkat). */
export const afterDiscounts = (amount: Dec, d: unknown[]): Dec => diskonBertingkat(amount, d.map((x) => num(x)));

export const round = (d: Dec, dp = 2) => d.toDecimalPlaces(dp, Dec.ROUND_HALF_UP);

/** A line's amount: quantity × price after its up to 4 cascading discounts. */
export const lineTotal = (l: Values) => afterDiscounts(num(l.jumlah).times(num(l.harga)), [l.diskon1, l.diskon2, l.diskon3, l.diskon4]);

/** The document discount (percent of the subtotal). */
export const potonganOf = (d: Values) => round(num(d.subtotal).times(num(d.diskon)).div(100));

/**
 * PPN of the amount after discounts, rounded to whole rupiah half up (PER-11/PJ/2025 art. 129):
 * Exclude adds amount × rate; Include takes amount × rate / (100 + rate) out of it.
 */
export const ppnOf = (netto: Dec, tipeppn: unknown, jenispajak: unknown): Dec => pisahPajak(netto, String(tipeppn), String(jenispajak ?? ''), 11).ppn;

/** The tax base (DPP, excluding PPN) of the amount after discounts. */
export const dppOf = (netto: Dec, tipeppn: unknown, jenispajak: unknown) => pisahPajak(netto, String(tipeppn), String(jenispajak ?? ''), 11).dpp;

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
