/**
 * A new purchase takes its number after its items are locked and their stock read
 * (`numberLast`, docs/purchasing.md): a purchase waiting for an item that another transaction
 * holds does not hold the BL number series meanwhile, so a purchase of other items is numbered and
 * saved while it waits. On PostgreSQL (TEST_DATABASE_URL) only: PGlite has one connection, where
 * calls queue and nothing waits on a lock.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { numberedPastALockedItem } from './lock-waits';

const purchase = (kodeitem: string) => ({ tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem, satuan: 'PCS', jumlah: '2', harga: '1000' }] });

test.skipIf(!process.env.TEST_DATABASE_URL)('a purchase waiting for a locked item holds no number: a purchase of another item is numbered and saved meanwhile', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  for (const k of ['KOPI01', 'GULA01']) expect((await co.act('item_save', { kodeitem: k, namaitem: `Barang ${k}`, satuan: 'PCS' })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  // Numbered in the order they took their numbers: the one that waited, last.
  expect(await numberedPastALockedItem(co, 'beli_save', purchase, 'pembelian')).toEqual(['BL-2603-00001', 'BL-2603-00002', 'BL-2603-00003']);
  expect(await co.sql(`select count(*)::int as n from stok_mutasi where sumber = 'BL' and not batal`)).toEqual([{ n: 3 }]);
  expect(await invariants(co)).toEqual([]);
}, 120_000);
