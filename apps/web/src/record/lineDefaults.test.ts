import { expect, test } from 'vitest';
import jual from '@niaga/sales/jual/jual';
import { rowsToAsk } from './lineDefaults';

const lines = jual.tables.lines;
const spec = lines.defaults!;
const header = { kodesupel: 'UMUM', tanggal: '2026-11-20' };
const row = (p: Record<string, string | null>) => ({ kodeitem: 'TEH01', satuan: 'PCS', iddetailvarian: null, jumlah: '1', harga: '5000.00', diskon1: '0', ...p });

test('a sale line asks for its list price when a person changes its item, unit, variant or quantity, or the customer; loaded, taken or promo lines are left', () => {
  expect(spec).toMatchObject({ act: 'gethargajual', keys: ['kodeitem', 'satuan', 'iddetailvarian', 'jumlah'], fills: ['harga', 'diskon1', 'diskon2', 'diskon3', 'diskon4'] });
  const never = () => false;
  const always = () => true;
  const first = rowsToAsk(lines, spec, [row({})], header, null, always);
  // The first look (a record just loaded) asks nothing.
  expect(first.ask).toEqual([]);
  // Nothing changed: nothing asked.
  expect(rowsToAsk(lines, spec, [row({})], header, first.signatures, always).ask).toEqual([]);
  // The quantity typed: asked; changed by the program only (the record loaded after a blank form): not.
  expect(rowsToAsk(lines, spec, [row({ jumlah: '12' })], header, first.signatures, always).ask).toEqual([0]);
  expect(rowsToAsk(lines, spec, [row({ jumlah: '12' })], header, first.signatures, never).ask).toEqual([]);
  // A line a scan just added (no price yet) is asked even untouched; an incomplete one is not.
  expect(rowsToAsk(lines, spec, [row({}), row({ kodeitem: 'KOPI01', harga: '0' })], header, first.signatures, never).ask).toEqual([1]);
  expect(rowsToAsk(lines, spec, [row({}), row({ kodeitem: 'KOPI01', satuan: '', harga: null })], header, first.signatures, never).ask).toEqual([]);
  // Another customer: every line the person's change touches is asked again.
  expect(rowsToAsk(lines, spec, [row({}), row({ kodeitem: 'KOPI01' })], { ...header, kodesupel: 'TOKO01' }, rowsToAsk(lines, spec, [row({}), row({ kodeitem: 'KOPI01' })], header, null, never).signatures, always).ask).toEqual([0, 1]);
  // Lines taken from an order or given by a promo keep their price.
  expect(rowsToAsk(lines, spec, [row({ jumlah: '12', idsumber: '7' })], header, first.signatures, always).ask).toEqual([]);
  expect(rowsToAsk(lines, spec, [row({ jumlah: '12', idpromo: 'PR1' })], header, first.signatures, always).ask).toEqual([]);
});
