/**
 * Moving-average costing, pure: given the company-wide state of an item before a point in time
 * and its moves after it (in date, id order), the value of every move and the running state.
 * Used by incremental posting, by the full recalculation and by the invariant check alike, so the
 * three cannot disagree.
 */
import { dec, Dec, round, ZERO } from '@niaga/core';

export interface CostState {
  qty: Dec;
  nilai: Dec;
  /** Average of the last moment the item had stock (used while stock is zero or negative). */
  avg: Dec;
}

export interface CostMove {
  id: number;
  qty: string;
  nilai: string;
  metode: 'T' | 'R' | 'P';
  pasangan_id: number | null;
}

export interface CostResult {
  id: number;
  nilai: Dec;
  saldo_qty: Dec;
  saldo_nilai: Dec;
}

export const emptyState = (): CostState => ({ qty: ZERO, nilai: ZERO, avg: ZERO });

/** Average kept with 6 decimals of rupiah: enough for exact half-up rounding of q × avg. */
const avgOf = (nilai: Dec, qty: Dec) => nilai.div(qty);

/**
 * One move at the current state. 'T' keeps its given value; 'R' takes the average: out moves
 * take V × q / Q (the last units take exactly V, so the value never strands), in moves q × avg;
 * 'P' is the negated value of its pair (`pair`).
 */
export function costOne(state: CostState, m: CostMove, pair?: Dec): Dec {
  const q = dec(m.qty);
  if (m.metode === 'T') return dec(m.nilai);
  if (m.metode === 'P') return (pair ?? ZERO).neg();
  if (q.isNegative()) {
    if (state.qty.gt(0)) {
      if (q.abs().eq(state.qty)) return state.nilai.neg();
      return round(state.nilai.times(q).div(state.qty));
    }
    return round(q.times(state.avg));
  }
  const avg = state.qty.gt(0) ? avgOf(state.nilai, state.qty) : state.avg;
  return round(q.times(avg));
}

export function apply(state: CostState, qty: Dec, nilai: Dec): CostState {
  const q = state.qty.plus(qty);
  const v = state.nilai.plus(nilai);
  return { qty: q, nilai: v, avg: q.gt(0) ? avgOf(v, q) : state.avg };
}

/**
 * Costs `moves` in order from `start`; `pairValue` finds a pair's value outside the list. The
 * values are exactly those of `costOne` and `apply` move after move (a test compares them); what
 * differs is the work: the average `apply` keeps is a 40-digit division after every move, here it
 * is divided only when a move uses it (an in move at average, an out move without stock) — the
 * full recalculation costs 200,000 moves in one pass.
 */
export function costMoves(start: CostState, moves: CostMove[], pairValue: (id: number) => Dec = () => ZERO): { results: CostResult[]; end: CostState } {
  let qty = start.qty;
  let nilai = start.nilai;
  // The average `apply` would keep: the start's, or that of the last state with stock (`lastQty`,
  // `lastNilai`), divided when first needed.
  let avg: Dec | null = start.avg;
  let lastQty = ZERO;
  let lastNilai = ZERO;
  const keptAvg = () => (avg ??= avgOf(lastNilai, lastQty));
  let current = false; // the kept average is that of the current state
  const seen = new Map<number, Dec>();
  const results: CostResult[] = [];
  for (const m of moves) {
    const q = dec(m.qty);
    let v: Dec;
    if (m.metode === 'T') v = dec(m.nilai);
    else if (m.metode === 'P') v = (m.pasangan_id !== null ? (seen.get(m.pasangan_id) ?? pairValue(m.pasangan_id)) : ZERO).neg();
    else if (q.isNegative()) {
      if (qty.gt(0)) v = q.abs().eq(qty) ? nilai.neg() : round(nilai.times(q).div(qty));
      else v = round(q.times(keptAvg()));
    } else v = round(q.times(qty.gt(0) ? (current ? keptAvg() : avgOf(nilai, qty)) : keptAvg()));
    qty = qty.plus(q);
    nilai = nilai.plus(v);
    if (qty.gt(0)) {
      avg = null;
      lastQty = qty;
      lastNilai = nilai;
      current = true;
    } else current = false;
    seen.set(m.id, v);
    results.push({ id: m.id, nilai: v, saldo_qty: qty, saldo_nilai: nilai });
  }
  return { results, end: { qty, nilai, avg: keptAvg() } };
}
