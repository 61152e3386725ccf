/**
 * Full recalculation (used by /perbaikansaldo): re-costs every item from its first move, rebuilds
 * stock per warehouse and per item and the monthly stock figures from the moves, the derived lines from the moves' values, and
 * the maintained balances (monthly and daily) from the lines. On sound books it changes nothing.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { BalanceDelta, stockFiguresOf } from './balances';
import { lockItems, recostFrom } from './stock';

export interface RecalcResult {
  items: number;
  mutasiBerubah: number;
}

export async function recalculate(tx: Tx): Promise<RecalcResult> {
  const keys = (
    await rowsOf<{ item_id: number; iddetailvarian: number }>(
      tx,
      sql`select distinct item_id, iddetailvarian from stok_mutasi union select item_id, iddetailvarian from stok_item`,
    )
  ).map((r) => ({ item: Number(r.item_id), varian: Number(r.iddetailvarian) }));
  await lockItems(tx, keys);
  const delta = new BalanceDelta();
  let changed = 0;
  for (const k of keys) changed += (await recostFrom(tx, k, null, delta, { full: true })).changed;
  // Derived lines straight from their moves (live moves only; reversed ones are frozen).
  await tx.execute(sql`update gl_baris b set debet = greatest(m.nilai, 0), kredit = greatest(-m.nilai, 0)
                       from stok_mutasi m where b.mutasi_id = m.id and not b.batal and not m.batal and b.perkiraan_id = m.perkiraan_id`);
  await tx.execute(sql`update gl_baris b set debet = greatest(-m.nilai, 0), kredit = greatest(m.nilai, 0)
                       from stok_mutasi m where b.mutasi_id = m.id and not b.batal and not m.batal and b.perkiraan_id = m.lawan_id`);
  await tx.execute(sql`delete from stok_gudang`);
  await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty)
                       select item_id, iddetailvarian, gudang_id, sum(qty) from stok_mutasi where not batal group by 1, 2, 3`);
  await tx.execute(sql`update stok_item i set qty = coalesce(m.q, 0), nilai = coalesce(m.n, 0)
                       from (select k.item_id, k.iddetailvarian, s.q, s.n from stok_item k left join
                             (select item_id, iddetailvarian, sum(qty) as q, sum(nilai) as n from stok_mutasi where not batal group by 1, 2) s
                             on s.item_id = k.item_id and s.iddetailvarian = k.iddetailvarian) m
                       where m.item_id = i.item_id and m.iddetailvarian = i.iddetailvarian`);
  await tx.execute(sql`delete from stok_saldo`);
  await tx.execute(sql`insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar) ${stockFiguresOf(sql`true`)}`);
  await tx.execute(sql`delete from gl_saldo`);
  await tx.execute(sql`insert into gl_saldo (perkiraan_id, periode, debet, kredit)
                       select perkiraan_id, periode, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
  await tx.execute(sql`delete from gl_saldo_harian`);
  await tx.execute(sql`insert into gl_saldo_harian (perkiraan_id, tanggal, debet, kredit)
                       select perkiraan_id, tanggal, sum(debet), sum(kredit) from gl_baris group by 1, 2`);
  return { items: keys.length, mutasiBerubah: changed };
}
