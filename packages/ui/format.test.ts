import { describe, expect, test } from 'vitest';
import { formatDate, formatDecimal, formatFigure, formatFlag, formatInt, parseDecimal, parseShownDate } from './format';
import { formatField } from './digits';

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

describe('formatFigure: the company digit settings (issue 18)', () => {
  test('Rupiah with 0 digits: no ",00", but a fraction is never hidden', () => {
    expect(formatFigure('15000000.00', 0)).toBe('15.000.000');
    expect(formatFigure('0.00', 0)).toBe('0');
    expect(formatFigure('-250000.00', 0)).toBe('-250.000');
    expect(formatFigure('8250000.50', 0)).toBe('8.250.000,50');
    expect(formatFigure('1500.5', 0)).toBe('1.500,50');
  });
  test('a company that keeps 2 digits sees them', () => {
    expect(formatFigure('15000000', 2)).toBe('15.000.000,00');
    expect(formatFigure('1.5', 2)).toBe('1,50');
  });
  test('quantities show the decimals they have', () => {
    expect(formatFigure('2.0000', 0, 4, true)).toBe('2');
    expect(formatFigure('10.5000', 0, 4, true)).toBe('10,5');
    expect(formatFigure('0.1250', 0, 4, true)).toBe('0,125');
    expect(formatFigure('3.0000', 2, 4, true)).toBe('3,00');
  });
});

describe('formatField: percentages and rates (digits persen)', () => {
  test('a discount of scale 4 shows the decimals it has, never "10,0000"', () => {
    const diskon = { scale: 4, digits: 'persen' as const };
    expect(formatField(diskon, '10.0000')).toBe('10');
    expect(formatField(diskon, '2.5000')).toBe('2,5');
    expect(formatField(diskon, '12.1250')).toBe('12,125');
    expect(formatField(diskon, '0')).toBe('0');
  });
  test('a fixed-scale field keeps its scale', () => {
    expect(formatField({ scale: 2, digits: 'tetap' }, '1')).toBe('1,00');
  });
});

describe('parseShownDate: a date as typed into a date field', () => {
  test('dd/MM/yyyy becomes the wire date; one-digit day and month are taken', () => {
    expect(parseShownDate('26/11/2026')).toBe('2026-11-26');
    expect(parseShownDate(' 1/2/2026 ')).toBe('2026-02-01');
  });
  test('what is not a real date is null, never another day', () => {
    expect(parseShownDate('31/02/2026')).toBeNull();
    expect(parseShownDate('2026-11-26')).toBeNull();
    expect(parseShownDate('')).toBeNull();
  });
});
