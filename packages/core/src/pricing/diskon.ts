/**
 * Discounts (spec §5, ACCOUNTING.md §5): cascading percentages and the period discounts of an item
 * unit. Among several matching period discounts the lowest `prioritas` number wins; on a tie the
 * lowest `iddiskon`.
 */
import { Dec, dec, ZERO, type DecInput } from '../money';
import { periodeBerlaku, type PeriodRow } from './periode';

const HUNDRED = dec(100);

/** d1 outside 0..100 counts as 0; d2..d4 apply only when above 0 (and at most 100); each on what remains. */
export function diskonBertingkat(harga: DecInput, diskon: DecInput[]): Dec {
  let v = dec(harga);
  diskon.slice(0, 4).forEach((x) => {
    const p = dec(x ?? 0);
    if (p.lte(0) || p.gt(100)) return;
    v = v.times(HUNDRED.minus(p)).div(HUNDRED);
  });
  return v;
}

/** A nominal amount as a percent of the price (4 decimals, half up); a price of 0 gives 0. */
export function nominalKePersen(nominal: DecInput, harga: DecInput): Dec {
  const h = dec(harga);
  if (h.lte(0)) return ZERO;
  const p = dec(nominal).times(HUNDRED).div(h).toDecimalPlaces(4, Dec.ROUND_HALF_UP);
  return p.gt(100) ? HUNDRED : p;
}

export interface DiskonRow extends PeriodRow {
  iddiskon: string;
  prioritas: number;
  stsvcr?: boolean;
  kodeitem: string;
  satuan: string;
  opsidiskon: string;
  kgruppel?: string | null;
  diskon1: DecInput;
  diskon2: DecInput;
  diskon3: DecInput;
  diskon4: DecInput;
  iddetailvarian?: string | null;
}

export interface DiskonQuery {
  kodeitem: string;
  satuan: string;
  /** The variant (item type 7): only discounts of that variant, or of no variant, match. */
  iddetailvarian?: string | null;
  kgruppel?: string | null;
  kodevoucher?: string | null;
  /** The price the discount applies to (for nominal discounts). */
  hargapokok: DecInput;
  tanggaljam: string;
}

/** Whether a discount row matches the query (item, unit, variant, group, voucher, period). */
export function diskonCocok(r: DiskonRow, q: DiskonQuery): boolean {
  if (r.kodeitem !== q.kodeitem || r.satuan !== q.satuan) return false;
  if (r.iddetailvarian && r.iddetailvarian !== (q.iddetailvarian ?? '')) return false;
  if (r.kgruppel && r.kgruppel !== (q.kgruppel ?? '')) return false;
  if (r.stsvcr && (!q.kodevoucher || q.kodevoucher.toUpperCase() !== r.iddiskon.toUpperCase())) return false;
  return periodeBerlaku(r, q.tanggaljam);
}

const byPriority = <T extends { prioritas: number }>(key: (r: T) => string) => (a: T, b: T) =>
  Number(a.prioritas) - Number(b.prioritas) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/**
 * The period discount of an item unit: pot[0..3] percents (0 where none). opsidiskon '2' gives each
 * discount as an amount: it becomes a percent of what remains of the price after the discounts
 * before it (so 2,500 off 25,000 is 10 %).
 */
export function diskonPeriode(rows: DiskonRow[], q: DiskonQuery): { iddiskon: string | null; pot: [Dec, Dec, Dec, Dec] } {
  const best = rows.filter((r) => diskonCocok(r, q)).sort(byPriority((r) => r.iddiskon))[0];
  if (!best) return { iddiskon: null, pot: [ZERO, ZERO, ZERO, ZERO] };
  const raw = [best.diskon1, best.diskon2, best.diskon3, best.diskon4].map((x) => dec(x ?? 0));
  if (String(best.opsidiskon) !== '2') return { iddiskon: best.iddiskon, pot: raw.map((p) => (p.lt(0) || p.gt(100) ? ZERO : p)) as [Dec, Dec, Dec, Dec] };
  let sisa = dec(q.hargapokok);
  const pot = raw.map((n) => {
    if (n.lte(0)) return ZERO;
    const p = nominalKePersen(n, sisa);
    sisa = diskonBertingkat(sisa, [p]);
    return p;
  });
  return { iddiskon: best.iddiskon, pot: pot as [Dec, Dec, Dec, Dec] };
}
