import { describe, expect, test } from 'vitest';
import '@niaga/modules'; // registers the module list the access names are derived from
import { accessNames } from '../access-names';
import { countAllowed, effective, filteredMatrix, fromWire, keyOf, setKeys, stateOf, toWire } from './rights';
import { counterOf, formatNumber, formatProblem, type NumberFormat } from './numbering';
import { targetWidth, dataUrlBytes } from './image';
import { diffRows, displayTime, sinceText } from './LogScreens';

describe('rights matrix', () => {
  test('a group keeps only allowed entries; wire rows follow the catalogue order', () => {
    let g = setKeys({}, undefined, [keyOf('mSatuan', 'mopen'), keyOf('mItem', 'madd'), keyOf('mItem', 'mopen')], true);
    g = setKeys(g, undefined, [keyOf('mItem', 'madd')], false);
    expect(g).toEqual({ 'mSatuan:mopen': true, 'mItem:mopen': true });
    expect(toWire(g)).toEqual([
      { modul: 'mItem', aksi: 'mopen', izin: true },
      { modul: 'mSatuan', aksi: 'mopen', izin: true },
    ]);
    expect(fromWire(toWire(g))).toEqual(g);
  });

  test("a user's entry exists only where it differs from the group", () => {
    const base = { 'mItem:mopen': true };
    let u = setKeys({}, base, ['mItem:mopen'], false);
    expect(u).toEqual({ 'mItem:mopen': false });
    expect(effective(u, base, 'mItem:mopen')).toBe(false);
    u = setKeys(u, base, ['mItem:mopen', 'mItem:madd'], true);
    expect(u).toEqual({ 'mItem:madd': true });
    expect(countAllowed(u, base)).toBe(2);
  });

  test('keys outside the catalogue are not sent', () => {
    expect(toWire({ 'mTidakAda:mopen': true, 'mItem:mtidakada': true })).toEqual([]);
  });

  test('semua state and search', () => {
    expect(stateOf({ a: true }, undefined, ['a', 'b'])).toEqual({ checked: false, indeterminate: true });
    expect(stateOf({ a: true, b: true }, undefined, ['a', 'b'])).toEqual({ checked: true, indeterminate: false });
    const m = filteredMatrix('satuan');
    expect(m.flatMap((g) => g.modul.map((a) => a.modul))).toContain('mSatuan');
    expect(filteredMatrix('').reduce((n, g) => n + g.modul.length, 0)).toBe(accessNames().length);
  });
});

describe('number format example', () => {
  const f: NumberFormat = { kode: 'KM', kodekantor: '', awalan: '', pakaikantor: false, tahun: 'YY', bulan: true, digit: 5, pemisah: '-', gabungperiode: true };
  test('as the kernel composes it', () => {
    expect(formatNumber(f, '2026-01-15', 'UTM', 1)).toBe('KM-2601-00001');
    expect(formatNumber({ ...f, awalan: 'KAS', pakaikantor: true, tahun: 'YYYY', gabungperiode: false, pemisah: '/' }, '2026-01-15', 'UTM', 12)).toBe('KAS/UTM/2026/01/00012');
    expect(formatNumber({ ...f, tahun: '', bulan: false, digit: 3, pemisah: '' }, '2026-01-15', '', 7)).toBe('KM007');
    expect(counterOf('KM-2601-00042')).toBe(42);
    expect(formatProblem({ ...f, tahun: '', bulan: true })).toMatch(/Bulan/);
    expect(formatProblem({ ...f, digit: 11 })).toMatch(/digit/);
  });
});

describe('small helpers', () => {
  test('image target width and data URL size', () => {
    expect(targetWidth(2000, 50)).toBe(1000);
    expect(targetWidth(300, 50)).toBe(240);
    expect(targetWidth(100, 50)).toBe(100);
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });
  test('log rows', () => {
    expect(displayTime('2026-01-05 10:11:12')).toBe('05/01/2026 10:11:12');
    expect(diffRows({ sebelum: { nama: 'A', aktif: true }, sesudah: { nama: 'B', aktif: true } })).toEqual([
      { field: 'nama', sebelum: 'A', sesudah: 'B', changed: true },
      { field: 'aktif', sebelum: 'Ya', sesudah: 'Ya', changed: false },
    ]);
    expect(diffRows(null)).toEqual([]);
    expect(sinceText('garbage')).toBe('garbage');
  });
});
