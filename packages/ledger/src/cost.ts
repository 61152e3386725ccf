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

/** Costs `moves` in order from `start`; `pairValue` finds a pair's value outside the list. */
export function costMoves(start: CostState, moves: CostMove[], pairValue: (id: number) => Dec = () => ZERO): { results: CostResult[]; end: CostState } {
  let state = start;
  const seen = new Map<number, Dec>();
  const results: CostResult[] = [];
  for (const m of moves) {
    const pair = m.pasangan_id !== null ? (seen.get(m.pasangan_id) ?? pairValue(m.pasangan_id)) : undefined;
    const nilai = costOne(state, m, pair);
    state = apply(state, dec(m.qty), nilai);
    seen.set(m.id, nilai);
    results.push({ id: m.id, nilai, saldo_qty: state.qty, saldo_nilai: state.nilai });
  }
  return { results, end: state };
}
