import { expect, test } from 'vitest';
import fc from 'fast-check';
import { dec, ZERO, type Dec } from '@niaga/core';
import { apply, costFixed, costMoves, costOne, emptyState, fixedText, toFixedPoint, type CostMove, type CostState } from '../src/cost';

const m = (id: number, qty: string, metode: 'T' | 'R' | 'P', nilai = '0', pasangan_id: number | null = null): CostMove => ({ id, qty, nilai, metode, pasangan_id });

test('moving average: in at cost, out at average, last units take the remaining value', () => {
  const { results, end } = costMoves(emptyState(), [
    m(1, '10', 'T', '1000'), // 10 @ 100
    m(2, '5', 'T', '600'), // 15, 1600 → avg 106.666…
    m(3, '-4', 'R'), // 1600 × 4/15 = 426.666… → 426.67
    m(4, '-11', 'R'), // the rest: 1173.33
  ]);
  expect(results.map((r) => r.nilai.toFixed(2))).toEqual(['1000.00', '600.00', '-426.67', '-1173.33']);
  expect(end.qty.toFixed(4)).toBe('0.0000');
  expect(end.nilai.toFixed(2)).toBe('0.00');
});

test('negative stock takes the last average; a transfer pair nets to zero; an at-average in', () => {
  const { results, end } = costMoves(emptyState(), [
    m(1, '3', 'T', '30000'), // avg 10,000
    m(2, '-5', 'R'), // 3 units 30,000 … 5 > 3: (−5) × 30000/3 = −50,000 (Q goes to −2)
    m(3, '2', 'R'), // Q ≤ 0: last average 10,000 → 20,000
    m(4, '4', 'T', '48000'), // 4 @ 12,000
    m(5, '-1', 'R'), // 48,000 / 4 = 12,000
    m(6, '1', 'P', '0', 5), // transfer in: +12,000
  ]);
  expect(results.map((r) => r.nilai.toFixed(2))).toEqual(['30000.00', '-50000.00', '20000.00', '48000.00', '-12000.00', '12000.00']);
  expect(end.qty.toFixed(4)).toBe('4.0000');
  expect(end.nilai.toFixed(2)).toBe('48000.00');
});

/** The costing move after move with `costOne` and `apply`, as postings cost their moves. */
function oneByOne(start: CostState, moves: CostMove[]) {
  let state = start;
  const seen = new Map<number, Dec>();
  return moves.map((mv) => {
    const nilai = costOne(state, mv, mv.pasangan_id !== null ? (seen.get(mv.pasangan_id) ?? ZERO) : undefined);
    state = apply(state, dec(mv.qty), nilai);
    seen.set(mv.id, nilai);
    return { nilai: nilai.toFixed(2), saldo_qty: state.qty.toFixed(4), saldo_nilai: state.nilai.toFixed(2), avg: state.avg.toFixed() };
  });
}

test('costMoves gives exactly what costOne and apply give move after move (stock going negative, at-average ins, pairs, awkward quantities)', () => {
  // Ten-thousandths (0.0001 … 200, now and then up to 2·10^13 units) and cents (up to 10^6, now
  // and then 10^16 rupiah): the large ones take the moves past the fixed-point bounds.
  const move = fc.record({
    kind: fc.constantFrom('in', 'in', 'out', 'out', 'atavg', 'pair'),
    qty: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 2_000_000 }), weight: 9 }, { arbitrary: fc.integer({ min: 1, max: 2_000_000 }).map((x) => x * 10 ** 11), weight: 1 }),
    price: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 99_999_999 }), weight: 9 }, { arbitrary: fc.integer({ min: 1, max: 99_999_999 }).map((x) => x * 10 ** 10), weight: 1 }),
  });
  const start = fc.oneof(
    fc.constant(emptyState()),
    fc.record({ q: fc.integer({ min: -50_000, max: 50_000 }), v: fc.integer({ min: -9_999_999, max: 9_999_999 }), a: fc.integer({ min: 0, max: 9_999_999 }) }).map(
      ({ q, v, a }): CostState => ({ qty: dec(q).div(10_000), nilai: dec(v).div(100), avg: dec(a).div(700) }),
    ),
  );
  let fallbacks = 0;
  fc.assert(
    fc.property(start, fc.array(move, { minLength: 1, maxLength: 60 }), (s, xs) => {
      const moves: CostMove[] = [];
      xs.forEach((x, i) => {
        const qty = dec(x.qty).div(10_000);
        if (x.kind === 'in') moves.push(m(i + 1, qty.toFixed(4), 'T', qty.times(x.price).div(100).toDecimalPlaces(2).toFixed(2)));
        else if (x.kind === 'out') moves.push(m(i + 1, qty.neg().toFixed(4), 'R'));
        else if (x.kind === 'atavg') moves.push(m(i + 1, qty.toFixed(4), 'R'));
        else moves.push(m(i + 1, qty.toFixed(4), 'P', '0', i > 0 ? i : null));
      });
      const ref = oneByOne(s, moves);
      const fast = costMoves(s, moves);
      expect(fast.results.map((r) => [r.nilai.toFixed(2), r.saldo_qty.toFixed(4), r.saldo_nilai.toFixed(2)])).toEqual(ref.map((r) => [r.nilai, r.saldo_qty, r.saldo_nilai]));
      expect(fast.end.avg.toFixed()).toBe(ref[ref.length - 1].avg);
      // In fixed point as the repair reads it, when the figures allow (they always do here but for the largest states).
      const fixed = costFixed(s, moves);
      if (fixed) expect(fixed.results.map((r) => [fixedText(r.nilai, 2), fixedText(r.saldo_qty, 4), fixedText(r.saldo_nilai, 2)])).toEqual(ref.map((r) => [r.nilai, r.saldo_qty, r.saldo_nilai]));
      else fallbacks++;
    }),
    { numRuns: 3000 },
  );
  expect(fallbacks).toBeLessThan(300);
});

test('fixed point: figures as the books write them', () => {
  expect(['12.3400', '-0.5000', '7', '-3.10', '0.0001'].map((t) => toFixedPoint(t, 4))).toEqual([123400n, -5000n, 70000n, -31000n, 1n]);
  expect(toFixedPoint('1.00001', 4)).toBeNull();
  expect(toFixedPoint('1.00000', 4)).toBe(10000n);
  expect([123400n, -5000n, 1n, 0n, -1n].map((v) => fixedText(v, 4))).toEqual(['12.3400', '-0.5000', '0.0001', '0.0000', '-0.0001']);
});
