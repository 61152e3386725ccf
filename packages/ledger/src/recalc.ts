/**
 * Full recalculation (used by /perbaikansaldo): re-costs every item from its first move, rebuilds
 * stock per warehouse and per item and the monthly stock figures (`stok_saldo`) from the moves, the derived lines from the moves' values, and
 * the maintained balances (monthly and daily) from the lines. On sound books it changes nothing.
 *
 * Set-based: every item's cost row is locked in one statement, every live move is read in one
 * query and costed in memory (`costMoves`, the same costing postings and the invariant check use),
 * the moves whose value or running state differ are written back by `update … from unnest(…)`
 * (four array parameters per chunk), and everything derived from the moves follows in one statement per table.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, type Dec } from '@niaga/core';
import { costMoves, emptyState, type CostMove } from './cost';
import { stockFiguresOf } from './balances';

export interface RecalcResult {
  items: number;
  mutasiBerubah: number;
}

/** Moves written back per statement. */
const CHUNK = 50000;

export async function recalculate(tx: Tx): Promise<RecalcResult> {
  // Every item with moves has its cost row; all rows are locked in key order, as postings lock theirs.
  await tx.execute(sql`insert into stok_item (item_id, iddetailvarian) select distinct item_id, iddetailvarian from stok_mutasi on conflict do nothing`);
  const [{ items }] = await rowsOf<{ items: number }>(
    tx,
    sql`select count(*)::int as items from (select 1 from stok_item order by item_id, iddetailvarian for update) l`,
  );
  const rows = await rowsOf<CostMove & { item_id: number; iddetailvarian: number; saldo_qty: string; saldo_nilai: string }>(
    tx,
    sql`select id, item_id, iddetailvarian, qty, nilai, metode, pasangan_id, saldo_qty, saldo_nilai
        from stok_mutasi where not batal order by item_id, iddetailvarian, tanggal, id`,
  );
  // A pair outside its item's moves: its new value when already costed, else its stored one.
  const stored = new Map<number, string>();
  for (const r of rows) stored.set(Number(r.id), r.nilai);
  const costed = new Map<number, Dec>();
  const pairValue = (id: number) => costed.get(id) ?? dec(stored.get(id) ?? 0);
  const writes: unknown[][] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j < rows.length && rows[j].item_id === rows[i].item_id && rows[j].iddetailvarian === rows[i].iddetailvarian) j++;
    const group = rows.slice(i, j).map((r) => ({ ...r, id: Number(r.id), pasangan_id: r.pasangan_id === null ? null : Number(r.pasangan_id) }));
    const { results } = costMoves(emptyState(), group, pairValue);
    results.forEach((res, n) => {
      const r = group[n];
      costed.set(r.id, res.nilai);
      const w = [r.id, res.nilai.toFixed(2), res.saldo_qty.toFixed(4), res.saldo_nilai.toFixed(2)] as const;
      // The stored text first (same scale, so equal text is an equal value); the values when it differs.
      const same = (a: string, b: string) => a === b || dec(a).eq(dec(b));
      if (!same(w[1], r.nilai) || !same(w[2], r.saldo_qty) || !same(w[3], r.saldo_nilai)) writes.push([...w]);
    });
    i = j;
  }
  // Written back as four arrays (one text parameter each), a chunk per statement.
  const array = (xs: unknown[]) => `{${xs.join(',')}}`;
  for (let k = 0; k < writes.length; k += CHUNK) {
    const part = writes.slice(k, k + CHUNK);
    const col = (c: number) => array(part.map((w) => w[c]));
    await tx.execute(sql`update stok_mutasi m set nilai = v.nilai, saldo_qty = v.saldo_qty, saldo_nilai = v.saldo_nilai
                         from unnest(${col(0)}::bigint[], ${col(1)}::numeric[], ${col(2)}::numeric[], ${col(3)}::numeric[]) as v(id, nilai, saldo_qty, saldo_nilai)
                         where m.id = v.id`);
  }
  // Derived lines straight from their moves (live moves only; reversed ones are frozen), where they
  // differ: the inventory line carries the move's value, the counter line its opposite.
  await tx.execute(sql`update gl_baris b set debet = v.debet, kredit = v.kredit
                       from (select b.id, case when b.perkiraan_id = m.perkiraan_id then greatest(m.nilai, 0) else greatest(-m.nilai, 0) end as debet,
                                    case when b.perkiraan_id = m.perkiraan_id then greatest(-m.nilai, 0) else greatest(m.nilai, 0) end as kredit
                             from gl_baris b join stok_mutasi m on m.id = b.mutasi_id
                             where not b.batal and not m.batal and (b.perkiraan_id = m.perkiraan_id or b.perkiraan_id = m.lawan_id)) v
                       where b.id = v.id and (b.debet <> v.debet or b.kredit <> v.kredit)`);
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
  return { items: Number(items), mutasiBerubah: writes.length };
}
