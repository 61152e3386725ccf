/**
 * Full recalculation (used by /perbaikansaldo): re-costs every item from its first move, rebuilds
 * stock per warehouse and per item and the monthly stock figures (`stok_saldo`) from the moves, the
 * derived lines from the moves' values, and the maintained balances (monthly and daily) from the
 * lines. On sound books it changes nothing — and writes nothing.
 *
 * Set-based, in a fixed number of statements whatever the number of moves: every item's cost row
 * is locked in one statement; every live move is read in one query, one row per item and variant
 * carrying its moves in order as one text (200,000 moves as 200,000 rows cost both engines several
 * times more to hand over than to compute); they are costed in memory (`costMoves`, the same costing
 * postings and the invariant check use); the moves whose value or running state differ are
 * written back by `update … from unnest(…)` (four array parameters per chunk); the derived lines are
 * set where they differ from their move; then one statement compares the stock kept per warehouse,
 * per item and per month with what the moves give and writes only the rows that differ, and one
 * does the same for the account balances per month and per day against the lines.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { costFixed, costMoves, emptyState, fixedText, toFixedPoint, type CostMove } from './cost';
import { stockFiguresOf } from './balances';
import { stockChanged } from './stock-listeners';

export interface RecalcResult {
  items: number;
  mutasiBerubah: number;
}

/** Moves written back per statement. */
const CHUNK = 50000;

interface StoredMove extends CostMove {
  saldo_qty: string;
  saldo_nilai: string;
}

/** One item's moves as the read sends them: `id qty nilai metode pasangan saldo_qty saldo_nilai`, comma-separated, in order. */
function parseMoves(text: string): StoredMove[] {
  return text.split(',').map((m) => {
    const [id, qty, nilai, metode, pasangan, saldo_qty, saldo_nilai] = m.split(' ');
    return { id: Number(id), qty, nilai, metode: metode as CostMove['metode'], pasangan_id: pasangan === '0' ? null : Number(pasangan), saldo_qty, saldo_nilai };
  });
}

export async function recalculate(tx: Tx): Promise<RecalcResult> {
  // Every item with moves has its cost row; all rows are locked in key order, as postings lock theirs.
  await tx.execute(sql`insert into stok_item (item_id, iddetailvarian) select distinct item_id, iddetailvarian from stok_mutasi on conflict do nothing`);
  const [{ items }] = await rowsOf<{ items: number }>(
    tx,
    sql`select count(*)::int as items from (select 1 from stok_item order by item_id, iddetailvarian for update) l`,
  );
  const groups = (
    await rowsOf<{ m: string }>(
      tx,
      sql`select string_agg(concat_ws(' ', id, qty, nilai, metode, coalesce(pasangan_id, 0), saldo_qty, saldo_nilai), ',' order by tanggal, id) as m
          from stok_mutasi where not batal group by item_id, iddetailvarian order by item_id, iddetailvarian`,
    )
  ).map((g) => parseMoves(g.m));
  // A pair outside its item's moves: its new value when already costed, else its stored one.
  const stored = new Map<number, string>();
  for (const group of groups) for (const r of group) stored.set(r.id, r.nilai);
  const costed = new Map<number, bigint>();
  const pairValue = (id: number) => costed.get(id) ?? toFixedPoint(stored.get(id) ?? '0', 2) ?? 0n;
  // The stored text first (same scale, so equal text is an equal value); the values when it differs.
  const same = (a: string, b: string) => a === b || dec(a).eq(dec(b));
  const writes: string[][] = [];
  for (const group of groups) {
    // In fixed point (the books' figures always allow it); else as postings cost, move after move.
    const fixed = costFixed(emptyState(), group, pairValue);
    const results = fixed
      ? fixed.results.map((r) => ({ v: r.nilai, t: [fixedText(r.nilai, 2), fixedText(r.saldo_qty, 4), fixedText(r.saldo_nilai, 2)] }))
      : costMoves(emptyState(), group, (id) => dec(fixedText(pairValue(id), 2))).results.map((r) => ({
          v: toFixedPoint(r.nilai.toFixed(2), 2)!,
          t: [r.nilai.toFixed(2), r.saldo_qty.toFixed(4), r.saldo_nilai.toFixed(2)],
        }));
    results.forEach(({ v, t }, n) => {
      const r = group[n];
      costed.set(r.id, v);
      if (!same(t[0], r.nilai) || !same(t[1], r.saldo_qty) || !same(t[2], r.saldo_nilai)) writes.push([String(r.id), ...t]);
    });
  }
  // Written back as four arrays (one text parameter each), a chunk per statement.
  const array = (xs: string[]) => `{${xs.join(',')}}`;
  for (let k = 0; k < writes.length; k += CHUNK) {
    const part = writes.slice(k, k + CHUNK);
    const col = (c: number) => array(part.map((w) => w[c]));
    await tx.execute(sql`update stok_mutasi m set nilai = v.nilai, saldo_qty = v.saldo_qty, saldo_nilai = v.saldo_nilai
                         from unnest(${col(0)}::bigint[], ${col(1)}::numeric[], ${col(2)}::numeric[], ${col(3)}::numeric[]) as v(id, nilai, saldo_qty, saldo_nilai)
                         where m.id = v.id`);
  }
  // Derived lines straight from their moves (live moves only; reversed ones are frozen), where they
  // differ: the inventory line carries the move's value, the counter line its opposite.
  const debet = sql`case when b.perkiraan_id = m.perkiraan_id then greatest(m.nilai, 0) else greatest(-m.nilai, 0) end`;
  const kredit = sql`case when b.perkiraan_id = m.perkiraan_id then greatest(-m.nilai, 0) else greatest(m.nilai, 0) end`;
  await tx.execute(sql`update gl_baris b set debet = ${debet}, kredit = ${kredit} from stok_mutasi m
                       where m.id = b.mutasi_id and not b.batal and not m.batal and (b.perkiraan_id = m.perkiraan_id or b.perkiraan_id = m.lawan_id)
                         and (b.debet <> ${debet} or b.kredit <> ${kredit})`);
  // The warehouse counts it corrected are stock changes: the stock listeners hear of them (the
  // marketplace pushes the repaired figure), as of every posting's.
  const corrected = await rowsOf<{ item_id: number; iddetailvarian: number; gudang_id: number }>(tx, rebuildStock);
  await stockChanged(tx, corrected.map((c) => ({ item: Number(c.item_id), varian: Number(c.iddetailvarian), gudang: Number(c.gudang_id) })));
  await tx.execute(rebuildBalances);
  return { items: Number(items), mutasiBerubah: writes.length };
}

/**
 * The stock kept per month (stok_saldo: figures and count of moves), per warehouse (stok_gudang) and per item (stok_item, every
 * row: an item without live moves holds nothing) made equal to what the live moves give, from one
 * pass over the moves; only the rows that differ are written, and the rows no move stands behind
 * are removed. What is left is exactly what deleting and re-inserting the sums would leave.
 * Answers the warehouse counts (item, variant, warehouse) it wrote or removed.
 */
const rebuildStock = sql`
  with f as materialized (${stockFiguresOf(sql`true`)}),
  g as (select item_id, iddetailvarian, gudang_id, sum(qmasuk) - sum(qkeluar) as qty from f group by 1, 2, 3),
  i as (select item_id, iddetailvarian, sum(qmasuk) - sum(qkeluar) as qty, sum(nmasuk) - sum(nkeluar) as nilai, max(akhir) as akhir from f group by 1, 2),
  saldo_lepas as (delete from stok_saldo s where not exists (select 1 from f where f.item_id = s.item_id and f.iddetailvarian = s.iddetailvarian and f.gudang_id = s.gudang_id and f.periode = s.periode)),
  saldo as (insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar, mutasi)
            select f.item_id, f.iddetailvarian, f.gudang_id, f.periode, f.qmasuk, f.nmasuk, f.qkeluar, f.nkeluar, f.mutasi
            from f left join stok_saldo s on s.item_id = f.item_id and s.iddetailvarian = f.iddetailvarian and s.gudang_id = f.gudang_id and s.periode = f.periode
            where s.item_id is null or s.qmasuk <> f.qmasuk or s.nmasuk <> f.nmasuk or s.qkeluar <> f.qkeluar or s.nkeluar <> f.nkeluar or s.mutasi <> f.mutasi
            on conflict (item_id, iddetailvarian, gudang_id, periode) do update
              set qmasuk = excluded.qmasuk, nmasuk = excluded.nmasuk, qkeluar = excluded.qkeluar, nkeluar = excluded.nkeluar, mutasi = excluded.mutasi),
  gudang_lepas as (delete from stok_gudang s where not exists (select 1 from g where g.item_id = s.item_id and g.iddetailvarian = s.iddetailvarian and g.gudang_id = s.gudang_id)
                   returning s.item_id, s.iddetailvarian, s.gudang_id),
  gudang as (insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty)
             select g.item_id, g.iddetailvarian, g.gudang_id, g.qty
             from g left join stok_gudang s on s.item_id = g.item_id and s.iddetailvarian = g.iddetailvarian and s.gudang_id = g.gudang_id
             where s.item_id is null or s.qty <> g.qty
             on conflict (item_id, iddetailvarian, gudang_id) do update set qty = excluded.qty
             returning item_id, iddetailvarian, gudang_id),
  item as (update stok_item k set qty = coalesce(i.qty, 0), nilai = coalesce(i.nilai, 0), tgl_akhir = i.akhir
           from stok_item k2 left join i on i.item_id = k2.item_id and i.iddetailvarian = k2.iddetailvarian
           where k2.item_id = k.item_id and k2.iddetailvarian = k.iddetailvarian
             and (k.qty <> coalesce(i.qty, 0) or k.nilai <> coalesce(i.nilai, 0) or k.tgl_akhir is distinct from i.akhir))
  select item_id, iddetailvarian, gudang_id from gudang union select item_id, iddetailvarian, gudang_id from gudang_lepas
  order by 1, 2, 3`;

/**
 * The account balances per month (gl_saldo) and per day (gl_saldo_harian) made equal to the lines,
 * from one pass over the lines: a month or day whose slots do not add up to its lines gets its sum
 * in slot 0 and loses its other slots; one without lines is removed; the others are left alone.
 */
const rebuildBalances = sql`
  with l as materialized (select perkiraan_id, tanggal, periode, sum(debet) as debet, sum(kredit) as kredit from gl_baris group by 1, 2, 3),
  h as (select perkiraan_id, tanggal, sum(debet) as debet, sum(kredit) as kredit from l group by 1, 2),
  m as (select perkiraan_id, periode, sum(debet) as debet, sum(kredit) as kredit from l group by 1, 2),
  mbeda as (select m.* from m left join (select perkiraan_id, periode, sum(debet) as debet, sum(kredit) as kredit from gl_saldo group by 1, 2) s
              on s.perkiraan_id = m.perkiraan_id and s.periode = m.periode
            where s.perkiraan_id is null or s.debet <> m.debet or s.kredit <> m.kredit),
  hbeda as (select h.perkiraan_id, h.tanggal, h.debet, h.kredit from h left join (select perkiraan_id, tanggal, sum(debet) as debet, sum(kredit) as kredit from gl_saldo_harian group by 1, 2) s
              on s.perkiraan_id = h.perkiraan_id and s.tanggal = h.tanggal
            where s.perkiraan_id is null or s.debet <> h.debet or s.kredit <> h.kredit),
  bulan_lepas as (delete from gl_saldo s where not exists (select 1 from m where m.perkiraan_id = s.perkiraan_id and m.periode = s.periode)
                    or (s.slot <> 0 and exists (select 1 from mbeda b where b.perkiraan_id = s.perkiraan_id and b.periode = s.periode))),
  bulan as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, periode, 0, debet, kredit from mbeda
            on conflict (perkiraan_id, periode, slot) do update set debet = excluded.debet, kredit = excluded.kredit),
  hari_lepas as (delete from gl_saldo_harian s where not exists (select 1 from h where h.perkiraan_id = s.perkiraan_id and h.tanggal = s.tanggal)
                   or (s.slot <> 0 and exists (select 1 from hbeda b where b.perkiraan_id = s.perkiraan_id and b.tanggal = s.tanggal)))
  insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, tanggal, 0, debet, kredit from hbeda
  on conflict (perkiraan_id, tanggal, slot) do update set debet = excluded.debet, kredit = excluded.kredit`;
