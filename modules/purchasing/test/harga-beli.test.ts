/**
 * `gethargabeli`: the purchase price a line's item and unit propose on the purchasing forms — the
 * item's purchase price times the unit's content; null for what it does not know; for users who
 * may open a purchasing document only.
 */
import { expect, test } from 'vitest';
import { companyWithBooks } from '../../accounting/test/books';

test('gethargabeli proposes the item purchase price per unit, to purchasing users only', async () => {
  const co = await companyWithBooks();
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  const kopi = { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', hargabeli: '12000.50', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] };
  expect((await co.act('item_save', kopi)).num).toBe(0);
  // An item with no unit rows of its own: its base unit still has a price.
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula', satuan: 'PCS', hargabeli: '15000' })).num).toBe(0);
  const ask = { lines: [{ kodeitem: 'KOPI01', satuan: 'BOX' }, { kodeitem: 'kopi01', satuan: 'pcs' }, { kodeitem: 'GULA01', satuan: 'PCS' }, { kodeitem: 'KOPI01', satuan: 'KG' }, { kodeitem: 'TIDAKADA', satuan: 'PCS' }] };
  expect(await co.act('gethargabeli', ask)).toMatchObject({
    num: 0,
    data: { tbl_harga: [{ harga: '144006.00' }, { harga: '12000.50' }, { harga: '15000.00' }, { harga: null }, { harga: null }] },
  });
  expect(await co.act('gethargabeli', { lines: [] })).toMatchObject({ num: 0, data: { tbl_harga: [] } });
  expect((await co.act('gethargabeli', { lines: 'x' })).num).not.toBe(0);

  const { addUser, grant, loginAs } = await import('../../../apps/server/test/auth-helpers');
  const pw = await addUser(co, { userid: 'KASIR1', kelompok: 'KASIR' });
  await addUser(co, { userid: 'BELI1', kelompok: 'BELI', password: pw });
  await grant(co, 'G', 'KASIR', [['mJual', 'mopen']]);
  await grant(co, 'G', 'BELI', [['mPesanBeli', 'mopen']]);
  // A warehouse clerk entering items in gets the same cost per unit.
  await addUser(co, { userid: 'GUDANG1', kelompok: 'GUDANG', password: pw });
  await grant(co, 'G', 'GUDANG', [['mItemMasuk', 'mopen']]);
  expect((await (await loginAs(co, 'GUDANG1', pw)).act('gethargabeli', ask)).num).toBe(0);
  expect((await (await loginAs(co, 'KASIR1', pw)).act('gethargabeli', ask)).num).toBe(30);
  expect((await (await loginAs(co, 'BELI1', pw)).act('gethargabeli', ask)).num).toBe(0);
});

test('a purchase line with a negative quantity is refused on that line alone (not as too much paid)', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'KG', namasatuan: 'Kilogram' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula', satuan: 'KG', hargabeli: '15000' })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Pemasok' })).num).toBe(0);
  const r = await co.act('beli_save', { tanggal: '2026-02-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '-5', harga: '14000' }] });
  expect(r).toMatchObject({ num: 15 });
  expect((r.data as { fields: Record<string, string> }).fields).toEqual({ 'lines.0.jumlah': 'Baris 1: jumlah harus lebih dari 0.' });
  expect(await co.sql('select count(*)::int as n from beli')).toEqual([{ n: 0 }]);
});
