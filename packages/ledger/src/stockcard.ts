/**
 * The stock card of an item (/kartustok): its moves over a date range in one warehouse or all of
 * them, with the opening balance of the range, the running quantity and the moving-average cost
 * after each move (company-wide: the average is one per item, ACCOUNTING.md §2).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, money } from '@niaga/core';

export interface StockCardRow {
  id: number;
  tanggal: string;
  sumber: string;
  notransaksi: string;
  keterangan: string;
  kodegudang: string;
  masuk: string;
  keluar: string;
  /** Value of the move (signed like the quantity). */
  nilai: string;
  /** Quantity after the move, in the card's scope (the warehouse, or all). */
  saldo: string;
  /** Average cost per base unit after the move (company-wide). */
  hpp: string;
}

export interface StockCard {
  awal: { qty: string; nilai: string; hpp: string };
  akhir: { qty: string; nilai: string; hpp: string };
  masuk: string;
  keluar: string;
  totrec: number;
  rows: StockCardRow[];
}

export interface StockCardInput {
  item: number;
  varian?: number;
  /** One warehouse's card; absent: all warehouses. */
  gudang?: number;
  dari: string;
  sampai: string;
  offset?: number;
  limit?: number;
}

/** Average cost of a company-wide state (qty, value) in SQL: value / qty, or 0 without stock. */
const avgSql = (q: string, v: string) => sql.raw(`(case when ${q} > 0 then round(${v} / ${q}, 2) else 0 end)::numeric(20,2)`);

export async function stockCard(tx: Tx, r: StockCardInput): Promise<StockCard> {
  const varian = r.varian ?? 0;
  // One warehouse's moves are read along the item's date index (stok_mutasi_urut), the warehouse a
  // filter on it: written as an expression so that no planner (PGlite keeps no statistics) prefers
  // the (item, warehouse) index and reads every move of the item in that warehouse.
  const scope = r.gudang === undefined ? sql`` : sql`and gudang_id + 0 = ${r.gudang}`;
  const base = sql`item_id = ${r.item} and iddetailvarian = ${varian} and not batal ${scope}`;
  const range = sql`${base} and tanggal between ${r.dari}::date and ${r.sampai}::date`;
  // Company-wide state at a point: the running state kept on the last move before it.
  const stateBefore = (t: string, inclusive: boolean) =>
    sql`(select saldo_qty, saldo_nilai from stok_mutasi where item_id = ${r.item} and iddetailvarian = ${varian} and not batal and tanggal ${sql.raw(inclusive ? '<=' : '<')} ${t}::date order by tanggal desc, id desc limit 1)`;
  // The opening quantity of the card's scope, never by summing every earlier move: over all
  // warehouses, the running quantity kept on the last move before the range (maintained by every
  // posting, rebuilt by /perbaikansaldo); in one warehouse, from the nearer end of the item's
  // moves — the moves before the range, or the warehouse's count (stok_gudang) less the moves from
  // the range's start on.
  const awal =
    r.gudang === undefined
      ? sql`coalesce((select saldo_qty from ${stateBefore(r.dari, false)} s), 0)`
      : sql`(select case when ${r.dari}::date - e.lo <= e.hi - ${r.dari}::date
                         then (select coalesce(sum(qty), 0) from stok_mutasi where ${base} and tanggal < ${r.dari}::date)
                         else coalesce((select qty from stok_gudang where item_id = ${r.item} and iddetailvarian = ${varian} and gudang_id = ${r.gudang}), 0)
                              - (select coalesce(sum(qty), 0) from stok_mutasi where ${base} and tanggal >= ${r.dari}::date) end
             from (select (select tanggal from stok_mutasi where ${base} order by tanggal, id limit 1) as lo,
                          (select tanggal from stok_mutasi where ${base} order by tanggal desc, id desc limit 1) as hi) e)`;
  const [head] = await rowsOf<{ awal: string; awaln: string; awalq: string; n: number; masuk: string; keluar: string; akhirn: string; akhirq: string }>(
    tx,
    sql`select coalesce(${awal}, 0)::numeric(20,4) as awal,
               coalesce((select saldo_nilai from ${stateBefore(r.dari, false)} s), 0)::numeric(20,2) as awaln,
               coalesce((select saldo_qty from ${stateBefore(r.dari, false)} s), 0)::numeric(20,4) as awalq,
               count(*)::int as n,
               coalesce(sum(greatest(qty, 0)), 0)::numeric(20,4) as masuk,
               coalesce(sum(greatest(-qty, 0)), 0)::numeric(20,4) as keluar,
               coalesce((select saldo_nilai from ${stateBefore(r.sampai, true)} s), 0)::numeric(20,2) as akhirn,
               coalesce((select saldo_qty from ${stateBefore(r.sampai, true)} s), 0)::numeric(20,4) as akhirq
        from stok_mutasi where ${range}`,
  );
  // The page's moves by the index, their running quantity from the opening plus the moves of the
  // range before the page (none on the first page).
  const offset = r.offset ?? 0;
  const before = offset > 0 ? sql`(select coalesce(sum(qty), 0) from (select qty from stok_mutasi where ${range} order by tanggal, id limit ${offset}) p)` : sql`0`;
  const rows = await rowsOf<StockCardRow>(
    tx,
    sql`select x.id, x.tanggal, x.sumber, x.notransaksi, x.keterangan, coalesce(g.kodegudang, '') as kodegudang,
               greatest(x.qty, 0)::numeric(20,4) as masuk, greatest(-x.qty, 0)::numeric(20,4) as keluar, x.nilai,
               (${head.awal}::numeric + ${before} + sum(x.qty) over (order by x.tanggal, x.id))::numeric(20,4) as saldo, ${avgSql('x.saldo_qty', 'x.saldo_nilai')} as hpp
        from (select id, tanggal, sumber, notransaksi, keterangan, gudang_id, qty, nilai, saldo_qty, saldo_nilai
              from stok_mutasi where ${range} order by tanggal, id offset ${offset} limit ${r.limit ?? 100}) x
        left join gudang g on g.id = x.gudang_id
        order by x.tanggal, x.id`,
  );
  const akhir = dec(head.awal).plus(dec(head.masuk)).minus(dec(head.keluar)).toFixed(4);
  const avg = (q: string, v: string) => (dec(q).gt(0) ? money(dec(v).div(dec(q))) : '0.00');
  const company = r.gudang === undefined;
  return {
    awal: { qty: head.awal, nilai: company ? head.awaln : '', hpp: avg(head.awalq, head.awaln) },
    akhir: { qty: akhir, nilai: company ? head.akhirn : '', hpp: avg(head.akhirq, head.akhirn) },
    masuk: head.masuk,
    keluar: head.keluar,
    totrec: Number(head.n),
    rows: rows.map((x) => ({ ...x, id: Number(x.id) })),
  };
}
