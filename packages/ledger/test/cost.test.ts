import { expect, test } from 'vitest';
import { costMoves, emptyState, type CostMove } from '../src/cost';

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
