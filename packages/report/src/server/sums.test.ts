import { expect, test } from 'vitest';
import { dec, ZERO } from '@niaga/core';
import { Sums } from './define';

test('Sums adds exactly: plain decimal strings as scaled integers, anything else as decimals, the same as adding decimals', () => {
  const values = ['1.005', '-2.5', '0', '12345678901234567890.1234', '-0.0001', '3', '0.10', '-7.25', '1e3', '99.995', '-0.004'];
  let ref = ZERO;
  const s = new Sums(['a', 'b']);
  for (const v of values) {
    ref = ref.plus(dec(v));
    s.add({ a: v, b: '' });
  }
  expect(s.get('a').toFixed(4)).toBe(ref.toFixed(4));
  expect(s.get('a').eq(ref)).toBe(true);
  expect(s.values()).toEqual({ a: ref.toFixed(2), b: '0.00' });
  // A negative sum below one, rounded half away from zero as decimals round.
  expect(new Sums(['a']).add({ a: '-0.50' }).add({ a: '0.245' }).values().a).toBe(dec('-0.255').toFixed(2));
  expect(new Sums(['a']).add({ a: dec('2.5') as unknown as string }).add({ a: '1.25' }).get('a').toFixed(2)).toBe('3.75');
});
