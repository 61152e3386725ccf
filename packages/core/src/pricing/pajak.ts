/**
 * PPN (spec §5 "Tax", ACCOUNTING.md §3, PMK 131/2024): kind 0 → 0 %, 11 → 11 %, 12 and 1112 →
 * 12 %, anything else the company default. 1112 ("11/12 × 12 % Non Mewah") is 12 % of DPP nilai
 * lain = 11/12 of the price, so 11 % effective. PPN is rounded to whole rupiah half up by default
 * (PER-11/PJ/2025 art. 129).
 */
import { Dec, dec, ZERO, type DecInput } from '../money';

export function tarifPajak(jenispajak: string | null | undefined, pajakdefault: DecInput): Dec {
  switch (String(jenispajak ?? '')) {
    case '0':
      return ZERO;
    case '11':
      return dec(11);
    case '12':
    case '1112':
      return dec(12);
    default:
      return dec(pajakdefault);
  }
}

/** The rate on the price: as tarifPajak, but 1112 is 11 (12 % × 11/12). */
export const tarifEfektif = (jenispajak: string | null | undefined, pajakdefault: DecInput): Dec => (String(jenispajak) === '1112' ? dec(11) : tarifPajak(jenispajak, pajakdefault));

/**
 * Splits an amount by tax mode: 'N' none; 'I' the amount includes PPN (PPN = amount × r ÷ (100 + r));
 * 'E' PPN added on top (amount × r ÷ 100). dpp excludes PPN; dpplain is DPP nilai lain (11/12 of
 * dpp for 1112, to 2 decimals), the base e-Faktur shows.
 */
export function pisahPajak(jumlah: DecInput, tipe: string, jenispajak: string | null | undefined, pajakdefault: DecInput, digitpajak = 0): { dpp: Dec; dpplain: Dec; ppn: Dec; total: Dec } {
  const a = dec(jumlah);
  const r = tarifEfektif(jenispajak, pajakdefault);
  const round = (v: Dec) => v.toDecimalPlaces(Math.max(0, digitpajak), Dec.ROUND_HALF_UP);
  let dpp = a;
  let ppn = ZERO;
  if (tipe === 'I') {
    ppn = round(a.times(r).div(dec(100).plus(r)));
    dpp = a.minus(ppn);
  } else if (tipe === 'E') ppn = round(a.times(r).div(100));
  const dpplain = String(jenispajak) === '1112' ? dpp.times(11).div(12).toDecimalPlaces(2, Dec.ROUND_HALF_UP) : dpp;
  return { dpp, dpplain, ppn, total: dpp.plus(ppn) };
}
