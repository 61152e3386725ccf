import { describe, expect, test } from 'vitest';
import { formatDate, formatDecimal, formatFlag, formatInt, parseDecimal } from './format';

describe('id-ID formatting', () => {
  test('decimals are grouped with dots and use a decimal comma, without float rounding', () => {
    expect(formatDecimal('1234567.5')).toBe('1.234.567,5');
    expect(formatDecimal('1234567.50', 2)).toBe('1.234.567,50');
    expect(formatDecimal('-1000')).toBe('-1.000');
    expect(formatDecimal('0.1', 2)).toBe('0,10');
    expect(formatDecimal('12345678901234567.89')).toBe('12.345.678.901.234.567,89');
    expect(formatDecimal('')).toBe('');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(1500.25)).toBe('1.500,25');
  });

  test('integers', () => {
    expect(formatInt(1500000)).toBe('1.500.000');
    expect(formatInt('999')).toBe('999');
  });

  test('typed id-ID text is read back to a wire decimal', () => {
    expect(parseDecimal('1.234,5')).toBe('1234.5');
    expect(parseDecimal('1234,50')).toBe('1234.50');
    expect(parseDecimal('-12')).toBe('-12');
    expect(parseDecimal('12,')).toBe('12.');
    expect(parseDecimal('')).toBe('');
    expect(parseDecimal(' 1.000.000 ')).toBe('1000000');
  });

  test('flags and dates', () => {
    expect(formatFlag(true)).toBe('Ya');
    expect(formatFlag(false)).toBe('Tidak');
    expect(formatDate('2025-10-27')).toBe('27/10/2025');
  });
});
