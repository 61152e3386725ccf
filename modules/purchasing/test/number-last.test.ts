/**
 * A new purchase takes its number after its items are locked and their stock read
 * (`numberLast`, docs/purchasing.md): a purchase waiting for an item that another transaction
 * holds does not hold the BL number series meanwhile, so a purchase of other items is numbered and
 * saved while it waits. On PostgreSQL (TEST_DATABASE_URL) only: PGlite has one connection, where
 * calls queue and nothing waits on a lock.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { holdLock, lockWaits, until } from './lock-waits';
import { actOrEdit } from '../../../apps/server/test/harness';

const purchase = (kodeitem: string) => ({ tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem, satuan: 'PCS', jumlah: '2', harga: '1000' }] });
const numberOf = (r: { data: unknown }) => (r.data as { notransaksi: string }).notransaksi;

test.skipIf(!process.env.TEST_DATABASE_URL)('a purchase waiting for a locked item holds no number: a purchase of another item is numbered and saved meanwhile', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  for (const k of ['KOPI01', 'GULA01']) expect((await co.act('item_save', { kodeitem: k, namaitem: `Barang ${k}`, satuan: 'PCS' })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  const firstOne = await actOrEdit(co, 'beli_save', purchase('KOPI01'));
  expect(firstOne.num, firstOne.msg).toBe(0);

  // Another transaction holds KOPI01's stock row.
  const { release, done: holder } = await holdLock(co.company.schema_name, sql`select 1 from stok_item s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01' for update of s`);
  const waiting = () => lockWaits();
  try {
    const kopi = actOrEdit(co, 'beli_save', purchase('KOPI01'));
    await until('pembelian KOPI01 menunggu kunci item', async () => (await waiting()) >= 1);
    // GULA01 is saved while the KOPI01 purchase waits — or it waits too (on the number series).
    const gula = actOrEdit(co, 'beli_save', purchase('GULA01'));
    const outcome = await Promise.race([gula.then(() => 'tersimpan'), until('pembelian GULA01 ikut menunggu', async () => (await waiting()) >= 2).then(() => 'menunggu')]);
    expect(outcome).toBe('tersimpan');
    const g = await gula;
    expect(g.num, g.msg).toBe(0);
    release();
    const k = await kopi;
    expect(k.num, k.msg).toBe(0);
    // Numbered in the order they took their numbers: the one that waited, last.
    expect([numberOf(firstOne), numberOf(g), numberOf(k)]).toEqual(['BL-2603-00001', 'BL-2603-00002', 'BL-2603-00003']);
  } finally {
    release();
    await holder;
  }
  expect(await co.sql(`select count(*)::int as n from stok_mutasi where sumber = 'BL' and not batal`)).toEqual([{ n: 3 }]);
  expect(await invariants(co)).toEqual([]);
}, 120_000);
