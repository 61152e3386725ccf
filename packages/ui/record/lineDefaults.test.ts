import { expect, test } from 'vitest';
import { jual } from '@niaga/sales';
import { fillsToSet, PROPOSED, quantityOnly, rowSignature, rowsToAsk } from './lineDefaults';

const lines = jual.tables.lines;
const spec = lines.defaults!;
const header = { kodesupel: 'UMUM', tanggal: '2026-11-20' };
const row = (p: Record<string, string | null>) => ({ kodeitem: 'TEH01', satuan: 'PCS', iddetailvarian: null, jumlah: '1', harga: '5000.00', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', ...p });

test('a sale line asks for its list price when a person changes its item, unit, variant or quantity, or the customer; loaded, taken or promo lines are left', () => {
  expect(spec).toMatchObject({ act: 'gethargajual', keys: ['kodeitem', 'satuan', 'iddetailvarian', 'jumlah'], fills: ['harga', 'diskon1', 'diskon2', 'diskon3', 'diskon4'], qty: 'jumlah' });
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

test('a quantity change keeps a price typed on the line and re-prices a list price; a unit or item change re-prices', () => {
  const sig = (r: Record<string, string | null>, h = header) => rowSignature(spec, row(r), h);
  // The answer for 12 pieces: the tier from 12, no period discount.
  const tier = { harga: '4200.00', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0' };
  const never = () => false;
  // The line as the list priced it for 1 piece (what `_usulan` remembers).
  const priced = (p: Record<string, string | null>) =>
    ({ ...row(p), [PROPOSED]: JSON.stringify({ sig: sig({}), fills: ['5000.00', '0', '0', '0', '0'] }) }) as Parameters<typeof fillsToSet>[1];

  expect(quantityOnly(spec, sig({}), sig({ jumlah: '12' }))).toBe(true);
  expect(quantityOnly(spec, sig({}), sig({ jumlah: '1.0000' }))).toBe(false);
  expect(quantityOnly(spec, sig({}), sig({ jumlah: '12', satuan: 'BOX' }))).toBe(false);
  expect(quantityOnly(spec, sig({}), sig({ jumlah: '12' }, { ...header, kodesupel: 'TOKO01' }))).toBe(false);
  expect(quantityOnly(spec, undefined, sig({ jumlah: '12' }))).toBe(false);

  // The list price, 12 pieces: re-priced to the tier.
  expect(fillsToSet(spec, priced({ jumlah: '12' }), tier, sig({ jumlah: '12' }), sig({}), never)).toEqual({ harga: '4200.00' });
  // Written another way (5000 for 5000.00) it is still the list's.
  expect(fillsToSet(spec, priced({ jumlah: '12', harga: '5000' }), tier, sig({ jumlah: '12' }), sig({}), never)).toEqual({ harga: '4200.00' });
  // A price typed (4.500), then 12 pieces: kept; an untyped discount the list gives is still set.
  expect(fillsToSet(spec, priced({ jumlah: '12', harga: '4500' }), { ...tier, diskon1: '5' }, sig({ jumlah: '12' }), sig({}), never)).toEqual({ diskon1: '5' });
  // The unit or the item changed with it: the list's again, typed or not.
  expect(fillsToSet(spec, priced({ jumlah: '12', harga: '4500', satuan: 'BOX' }), tier, sig({ jumlah: '12', satuan: 'BOX' }), sig({}), never)).toEqual({ harga: '4200.00' });
  expect(fillsToSet(spec, priced({ jumlah: '12', harga: '4500', kodeitem: 'KOPI01' }), tier, sig({ jumlah: '12', kodeitem: 'KOPI01' }), sig({}), never)).toEqual({ harga: '4200.00' });
  // A line loaded with the record (never proposed here): its price is kept when a person typed it, re-priced otherwise.
  expect(fillsToSet(spec, row({ jumlah: '12', harga: '4500' }), tier, sig({ jumlah: '12' }), sig({}), (k) => k === 'harga')).toEqual({});
  expect(fillsToSet(spec, row({ jumlah: '12' }), tier, sig({ jumlah: '12' }), sig({}), never)).toEqual({ harga: '4200.00' });
  // A new line (nothing before): priced.
  expect(fillsToSet(spec, row({ harga: null }), { ...tier, harga: '5000.00' }, sig({ harga: null }), undefined, () => true)).toEqual({ harga: '5000.00' });
});
