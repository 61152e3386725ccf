import { describe, expect, test } from 'vitest';
import { cellDecimals, formatCell } from './format';

describe('report cells follow the company digit settings', () => {
  const shop = { umum: 0, qty: 0 };
  test('money: whole Rupiah without ",00", cents never hidden', () => {
    expect(formatCell('15000000.00', 'uang', shop)).toBe('15.000.000');
    expect(formatCell('0.00', 'uang', shop)).toBe('0');
    expect(formatCell('-250000.50', 'uang', shop)).toBe('-250.000,50');
    expect(formatCell('1500.05', 'uang', shop)).toBe('1.500,05');
    expect(formatCell('15000000.00', 'uang', { umum: 2, qty: 0 })).toBe('15.000.000,00');
    expect(formatCell('15000000.00', 'uang')).toBe('15.000.000,00');
  });

  test('quantities: as many decimals as they have, at least Digit Kuantitas', () => {
    expect(formatCell('12.0000', 'angka', shop)).toBe('12');
    expect(formatCell('1.5000', 'angka', shop)).toBe('1,5');
    expect(formatCell('0.1250', 'angka', shop)).toBe('0,125');
    expect(formatCell('3.0000', 'angka', { umum: 0, qty: 2 })).toBe('3,00');
  });

  test('the same decimals drive the XLSX number format', () => {
    expect(cellDecimals('15000000.00', 'uang', shop)).toBe(0);
    expect(cellDecimals('250000.50', 'uang', shop)).toBe(2);
    expect(cellDecimals('1.2500', 'angka', shop)).toBe(2);
    expect(cellDecimals('7', 'bulat', shop)).toBe(0);
    expect(cellDecimals('2026-01-01', 'tanggal', shop)).toBeNull();
  });
});
