/**
 * The repair (`recalculate`, /perbaikansaldo) tells the stock listeners of every warehouse count it
 * corrects, as a posting does (stock-listeners.ts): the marketplace pushes the repaired figure.
 */
import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { credit, onStockChanged, post, recalculate, type StockChange } from '../src';
import { companyWithBooks } from '../../../modules/accounting/test/books';

test('recalculate tells the stock listeners of the warehouse counts it corrected, and of none when the books are sound', async () => {
  const co = await companyWithBooks();
  const items = await co.tx(async (tx) => (await rowsOf<{ id: number }>(tx, sql`insert into item (kodeitem, namaitem, satuan) values ('RK1', 'Satu', 'PCS'), ('RK2', 'Dua', 'PCS') returning id`)).map((r) => Number(r.id)));
  const [gudang] = await co.tx((tx) => rowsOf<{ id: number }>(tx, sql`select id from gudang order by id limit 1`));
  const g = Number(gudang.id);
  await co.tx((tx) => post(tx, { sumber: 'XB', notransaksi: 'RB1', tanggal: '2026-03-01', lines: [credit({ role: 'hutang' }, '2000.00', { kontak: 'SUP1' })], moves: items.map((item) => ({ item, gudang: g, qty: 1, nilai: '1000.00' })) }));

  const heard: StockChange[][] = [];
  const off = onStockChanged(async (_tx, changes) => void heard.push(changes));
  try {
    await co.tx((tx) => recalculate(tx));
    expect(heard).toEqual([]);
    // A count gone wrong (written past the books) and one missing: the repair corrects both and tells.
    await co.sql(`update stok_gudang set qty = 7 where item_id = ${items[0]}`);
    await co.sql(`delete from stok_gudang where item_id = ${items[1]}`);
    await co.tx((tx) => recalculate(tx));
    expect(heard).toEqual([items.map((item) => ({ item, varian: 0, gudang: g }))]);
    expect(await co.sql(`select item_id, qty::int as qty from stok_gudang where item_id in (${items.join(',')}) order by 1`)).toEqual(items.map((item_id) => ({ item_id, qty: 1 })));
  } finally {
    off();
  }
});
