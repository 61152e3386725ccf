import { describe, expect, test } from 'vitest';
import { dec } from '@niaga/core';
import { afterDiscounts, allocate, dppOf, ppnOf } from '../pricing';

test('PPN (ACCOUNTING.md §3): Include splits 111,000 into 100,000 + 11,000; Exclude adds; luxury 12%; whole rupiah half up', () => {
  expect(ppnOf(dec(111000), 'I', '1112').toFixed(2)).toBe('11000.00');
  expect(dppOf(dec(111000), 'I', '1112').toFixed(2)).toBe('100000.00');
  expect(ppnOf(dec(112000), 'I', '12').toFixed(2)).toBe('12000.00');
  expect(ppnOf(dec(100000), 'E', '11').toFixed(2)).toBe('11000.00');
  expect(ppnOf(dec('1004.55'), 'E', '1112').toFixed(2)).toBe('111.00');
  expect(ppnOf(dec(100000), 'E', '0').toFixed(2)).toBe('0.00');
  expect(ppnOf(dec(100000), 'N', '12').toFixed(2)).toBe('0.00');
});

test('cascading discounts: each on what remains; d1 outside 0..100 counts as 0; allocation sums exactly', () => {
  expect(afterDiscounts(dec(1000), ['10', '5', '0', '0']).toFixed(2)).toBe('855.00');
  expect(afterDiscounts(dec(1000), ['150', '10', '', null]).toFixed(2)).toBe('900.00');
  const parts = allocate(dec('100.00'), [dec(1), dec(1), dec(1)]);
  expect(parts.map((p) => p.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
  expect(allocate(dec('10.00'), [dec(0), dec(0)]).map((p) => p.toFixed(2))).toEqual(['5.00', '5.00']);
});

describe('the grid totals of a document', () => {
  test('only money columns are totalled, not prices, quantities of mixed units or discount percents', async () => {
    const { default: purchasing } = await import('../manifest');
    const { manifest: inventory } = await import('@niaga/inventory');
    const { manifest: accounting } = await import('@niaga/accounting');
    const totals = (list: Array<{ name: string; tables?: Record<string, { totals: string[] }> }>, name: string) => list.find((d) => d.name === name)!.tables!.lines.totals;
    expect(totals(purchasing.doctypes, 'beli')).toEqual(['total']);
    expect(totals(purchasing.doctypes, 'pesanbeli')).toEqual(['total']);
    expect(totals(purchasing.doctypes, 'returbeli')).toEqual(['total']);
    expect(totals(purchasing.doctypes, 'bayarhutang')).toEqual(['bayar', 'potongan']);
    expect(totals(inventory.doctypes, 'itemmasuk')).toEqual(['total']);
    expect(totals(inventory.doctypes, 'transferitem')).toEqual([]);
    expect(totals(accounting.doctypes, 'jurnal')).toEqual(['debet', 'kredit']);
  });
});
