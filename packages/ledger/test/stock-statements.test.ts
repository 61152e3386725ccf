/**
 * A document's stock moves are written with a fixed number of statements whatever its line count
 * (issue 21: a 50-line document within 2× of a 5-line one), and the values are those the full
 * recalculation gives. A document dated on or after its items' last moves reads their state with
 * their locks. A back-dated document still re-costs the later moves.
 */
import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { checkInvariants, credit, post, recalculate, type Posting } from '../src';
import { companyWithBooks } from '../../../modules/accounting/test/books';

/** The transaction with every statement it is asked to run counted. */
function counting(tx: Tx): { tx: Tx; count: () => number } {
  let n = 0;
  const counted = new Set(['execute', 'insert', 'update', 'delete', 'select']);
  const proxy = new Proxy(tx, {
    get(target, key, receiver) {
      const v = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && counted.has(key) && typeof v === 'function')
        return (...args: unknown[]) => {
          n++;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      return v;
    },
  });
  return { tx: proxy, count: () => n };
}

test('a 50-move posting takes the statements of a 5-move one; values as the full recalculation gives them', async () => {
  const co = await companyWithBooks();
  const items = await co.tx(async (tx) => {
    const values = sql.join(Array.from({ length: 50 }, (_, i) => sql`(${`S${i}`}, ${`Barang ${i}`}, 'PCS')`), sql`, `);
    return (await rowsOf<{ id: number }>(tx, sql`insert into item (kodeitem, namaitem, satuan) values ${values} returning id`)).map((r) => Number(r.id));
  });
  const [gudang] = await co.tx((tx) => rowsOf<{ id: number }>(tx, sql`select id from gudang order by id limit 1`));
  const purchase = (no: string, tanggal: string, n: number): Posting => {
    const moves = items.slice(0, n).map((item, i) => ({ item, gudang: Number(gudang.id), qty: 5 + (i % 3), nilai: (1000 * (5 + (i % 3)) + i).toFixed(2) }));
    const total = moves.reduce((t, m) => t + Number(m.nilai), 0).toFixed(2);
    return { sumber: 'XB', notransaksi: no, tanggal, lines: [credit({ role: 'hutang' }, total, { kontak: 'SUP1' })], moves };
  };
  // Sales at average cost: moves out without a value, costed by the books.
  const sale = (no: string, tanggal: string, n: number): Posting => ({
    sumber: 'XL',
    notransaksi: no,
    tanggal,
    lines: [],
    moves: items.slice(0, n).map((item) => ({ item, gudang: Number(gudang.id), qty: -1, lawan: { role: 'hpp' } })),
  });
  const statements = async (p: Posting) =>
    co.tx(async (tx) => {
      const c = counting(tx);
      await post(c.tx, p);
      return c.count();
    });

  await statements(purchase('B0', '2026-03-01', 50));
  const five = await statements(sale('J5', '2026-03-02', 5));
  const fifty = await statements(sale('J50', '2026-03-02', 50));
  expect(fifty, `5 baris: ${five} perintah, 50 baris: ${fifty}`).toBe(five);
  const purchase5 = await statements(purchase('B5', '2026-03-03', 5));
  const purchase50 = await statements(purchase('B50', '2026-03-03', 50));
  expect(purchase50).toBe(purchase5);

  // The items' state is read with their locks when nothing is dated after the new moves: without
  // the date of each item's last move, the same sale asks the moves for it, one statement more.
  const known = await statements(sale('J5b', '2026-03-04', 5));
  await co.sql(`update stok_item set tgl_akhir = null`);
  const unknown = await statements(sale('J5c', '2026-03-04', 5));
  expect(unknown, `status item dari kuncinya: ${known} perintah, dari mutasinya: ${unknown}`).toBe(known + 1);
  // … and the sale that asked writes the date again: the next one reads the state with the lock.
  expect(await statements(sale('J5d', '2026-03-04', 5))).toBe(known);
  expect((await co.tx((tx) => checkInvariants(tx, { deep: true }))).masalah).toEqual([]);
  // A date before the item's last move would cost the next posting from the wrong state: the check names it.
  await co.sql(`update stok_item set tgl_akhir = '2026-03-01' where item_id = ${items[0]}`);
  expect((await co.tx((tx) => checkInvariants(tx))).masalah).toEqual([`Tanggal mutasi terakhir item id ${items[0]} tercatat 2026-03-01, padahal ada mutasi tanggal 2026-03-04.`]);
  await co.sql(`update stok_item set tgl_akhir = null where item_id = ${items[0]}`);

  // Back-dated: the later sales are re-costed (one item at a time, as before), still exact.
  await statements(purchase('B-1', '2026-02-15', 50));
  expect((await co.tx((tx) => checkInvariants(tx, { deep: true }))).masalah).toEqual([]);
  const before = await co.tx((tx) => rowsOf<{ id: number; nilai: string; saldo_qty: string; saldo_nilai: string }>(tx, sql`select id, nilai, saldo_qty, saldo_nilai from stok_mutasi order by id`));
  const changed = await co.tx((tx) => recalculate(tx));
  expect(changed).toMatchObject({ mutasiBerubah: 0 });
  const after = await co.tx((tx) => rowsOf<{ id: number; nilai: string; saldo_qty: string; saldo_nilai: string }>(tx, sql`select id, nilai, saldo_qty, saldo_nilai from stok_mutasi order by id`));
  expect(after).toEqual(before);
});
