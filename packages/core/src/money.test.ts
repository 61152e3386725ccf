import { expect, test } from 'vitest';
import { dec, formatId, isDecimal, money, quantity, round, sum } from './money';

test('money rounds half up at two places, exactly', () => {
  expect(money('1.005')).toBe('1.01');
  expect(money('-1.005')).toBe('-1.01');
  expect(money('0.1').toString()).toBe('0.10');
  expect(sum(['0.1', '0.2']).toFixed(2)).toBe('0.30');
  expect(money(dec('100000').times(11).div(111))).toBe('9909.91');
  expect(quantity('2.33335')).toBe('2.3334');
  expect(round('99999999999999999.995').toFixed(2)).toBe('100000000000000000.00');
});

test('decimal text and id-ID display', () => {
  expect(isDecimal('12.34')).toBe(true);
  expect(isDecimal('12.345')).toBe(false);
  expect(isDecimal('-7')).toBe(true);
  expect(isDecimal('1e5')).toBe(false);
  expect(formatId('1234567.5')).toBe('1.234.567,50');
  expect(formatId('-1000')).toBe('-1.000,00');
});
