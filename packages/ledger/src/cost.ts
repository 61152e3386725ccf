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

/** A move's value and the running state after it in fixed point: cents, and ten-thousandths of a unit. */
export interface FixedResult {
  id: number;
  nilai: bigint;
  saldo_qty: bigint;
  saldo_nilai: bigint;
}

/** `text` as an integer count of 10^-scale, or null when it has more decimals than that (or is no plain decimal). */
export function toFixedPoint(text: string, scale: number): bigint | null {
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  let frac = dot < 0 ? '' : text.slice(dot + 1);
  if (frac.length > scale) {
    if (/[^0]/.test(frac.slice(scale))) return null;
    frac = frac.slice(0, scale);
  }
  if (!/^-?\d+$/.test(whole) || !/^\d*$/.test(frac)) return null;
  const v = BigInt(whole.replace('-', '') + frac.padEnd(scale, '0'));
  return whole.startsWith('-') ? -v : v;
}

/** A fixed-point figure as the database writes it: `-12.3400`. */
export function fixedText(v: bigint, scale: number): string {
  const neg = v < 0n;
  const digits = (neg ? -v : v).toString().padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}

const fixedDec = (v: bigint, scale: number) => dec(fixedText(v, scale));
/** Below it, an out move's share of the value computed exactly in integers equals `costOne`'s 40-digit result rounded (see `costFixed`). */
const EXACT = 10n ** 15n;
const EXACT_NILAI = 10n ** 19n;
const HUGE = 10n ** 26n;

/**
 * `costMoves` in fixed point, the same values exactly: the running state is kept in integers
 * (cents, ten-thousandths of a unit); a stock-in at its price, a transfer's mirror and a stock-out
 * while there is stock — nearly every move — are valued in integers, the share V × q / Q rounded
 * half away from zero as `costOne` rounds its 40-digit quotient (with q and Q under 10^11 units and
 * V under 10^17 rupiah, no quotient lies close enough to a half cent for its 40th digit to matter);
 * every other move is valued by `costOne` itself. Null when a figure has more decimals than the
 * books keep or the state grows past 10^22 units or 10^24 rupiah: then only `costOne` and `apply` can say.
 */
export function costFixed(start: CostState, moves: CostMove[], pairValue: (id: number) => bigint = () => 0n): { results: FixedResult[]; end: CostState } | null {
  let qty = toFixedPoint(start.qty.toFixed(), 4);
  let nilai = toFixedPoint(start.nilai.toFixed(), 2);
  if (qty === null || nilai === null) return null;
  // The average `apply` would keep: the start's, or that of the last state with stock, divided when first needed.
  let avg: Dec | null = start.avg;
  let lastQty = 0n;
  let lastNilai = 0n;
  const keptAvg = () => (avg ??= avgOf(fixedDec(lastNilai, 2), fixedDec(lastQty, 4)));
  const seen = new Map<number, bigint>();
  const results: FixedResult[] = [];
  for (const m of moves) {
    const q = toFixedPoint(m.qty, 4);
    if (q === null) return null;
    let v: bigint | null;
    if (m.metode === 'T') v = toFixedPoint(m.nilai, 2);
    else if (m.metode === 'P') v = m.pasangan_id !== null ? -(seen.get(m.pasangan_id) ?? pairValue(m.pasangan_id)) : 0n;
    else if (q < 0n && qty > 0n && -q === qty) v = -nilai;
    else if (q < 0n && qty > 0n && -q < EXACT && qty < EXACT && nilai < EXACT_NILAI && nilai > -EXACT_NILAI) {
      const num = nilai * q;
      const a = num < 0n ? -num : num;
      const r = (2n * a + qty) / (2n * qty);
      v = num < 0n ? -r : r;
    } else {
      const state: CostState = { qty: fixedDec(qty, 4), nilai: fixedDec(nilai, 2), avg: qty > 0n ? ZERO : keptAvg() };
      v = toFixedPoint(costOne(state, m).toFixed(2), 2);
    }
    if (v === null) return null;
    qty += q;
    nilai += v;
    if (qty >= HUGE || qty <= -HUGE || nilai >= HUGE || nilai <= -HUGE) return null;
    if (qty > 0n) {
      avg = null;
      lastQty = qty;
      lastNilai = nilai;
    }
    seen.set(m.id, v);
    results.push({ id: m.id, nilai: v, saldo_qty: qty, saldo_nilai: nilai });
  }
  return { results, end: { qty: fixedDec(qty, 4), nilai: fixedDec(nilai, 2), avg: keptAvg() } };
}

/**
 * Costs `moves` in order from `start`; `pairValue` finds a pair's value outside the list. The
 * values are exactly those of `costOne` and `apply` move after move (a test compares them): in
 * fixed point (`costFixed`) when the figures allow, else move after move.
 */
export function costMoves(start: CostState, moves: CostMove[], pairValue: (id: number) => Dec = () => ZERO): { results: CostResult[]; end: CostState } {
  const fixed = costFixed(start, moves, (id) => toFixedPoint(pairValue(id).toFixed(2), 2) ?? 0n);
  if (fixed)
    return {
      results: fixed.results.map((r) => ({ id: r.id, nilai: fixedDec(r.nilai, 2), saldo_qty: fixedDec(r.saldo_qty, 4), saldo_nilai: fixedDec(r.saldo_nilai, 2) })),
      end: fixed.end,
    };
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
