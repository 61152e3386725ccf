/**
 * The stock card of an item (/kartustok): its moves over a date range in one warehouse or all of
 * them, with the opening balance of the range, the running quantity and the moving-average cost
 * after each move (company-wide: the average is one per item, ACCOUNTING.md §2).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, money } from '@niaga/core';
import { periodeOf, splitMonths } from './dates';

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

/** The card's head: opening and closing states, the range's count and totals. */
interface Head {
  awal: string;
  awaln: string;
  awalq: string;
  n: number;
  masuk: string;
  keluar: string;
  akhirn: string;
  akhirq: string;
}

/** Average cost of a company-wide state (qty, value) in SQL: value / qty, or 0 without stock. */
const avgSql = (q: string, v: string) => sql.raw(`(case when ${q} > 0 then round(${v} / ${q}, 2) else 0 end)::numeric(20,2)`);

export async function stockCard(tx: Tx, r: StockCardInput): Promise<StockCard> {
  const varian = r.varian ?? 0;
  // One warehouse's moves are read along the item's date index (stok_mutasi_urut), the warehouse a
  // filter on it: written as a test no index serves, so that no planner (PGlite keeps no
  // statistics) prefers the (item, warehouse) index and reads every move of the item in that
  // warehouse; `(…) is true` rather than `gudang_id + 0`, so that PostgreSQL still estimates its
  // share from the column's statistics (with `+ 0` it guessed 0.5 % of the range and read a
  // month's 7,000 moves to sort the page's 100 instead of taking them in the index's order).
  const scope = r.gudang === undefined ? sql`` : sql`and (gudang_id = ${r.gudang}) is true`;
  const base = sql`item_id = ${r.item} and iddetailvarian = ${varian} and not batal ${scope}`;
  const range = sql`${base} and tanggal between ${r.dari}::date and ${r.sampai}::date`;
  // The kept monthly figures of the item (in the card's warehouse) over some months, with their count of moves.
  const figures = (where: SQL) =>
    sql`select coalesce(sum(qmasuk), 0) as qmasuk, coalesce(sum(qkeluar), 0) as qkeluar, coalesce(sum(mutasi), 0) as mutasi from stok_saldo
        where item_id = ${r.item} and iddetailvarian = ${varian} ${r.gudang === undefined ? sql`` : sql`and gudang_id = ${r.gudang}`} and ${where}`;
  // Company-wide state at a point: the running state kept on the last move before it.
  const stateBefore = (t: string, inclusive: boolean) =>
    sql`(select saldo_qty, saldo_nilai from stok_mutasi where item_id = ${r.item} and iddetailvarian = ${varian} and not batal and tanggal ${sql.raw(inclusive ? '<=' : '<')} ${t}::date order by tanggal desc, id desc limit 1)`;
  // The opening quantity of the card's scope, never by summing every earlier move: over all
  // warehouses, the running quantity kept on the last move before the range (maintained by every
  // posting, rebuilt by /perbaikansaldo); in one warehouse, the kept monthly figures (stok_saldo)
  // of the months before the range's month plus that month's moves before the range.
  const month = `${r.dari.slice(0, 8)}01`;
  const awal =
    r.gudang === undefined
      ? sql`coalesce(a.saldo_qty, 0)`
      : sql`((select qmasuk - qkeluar from (${figures(sql`periode < ${periodeOf(r.dari)}`)}) f)
             + (select coalesce(sum(qty), 0) from stok_mutasi where ${base} and tanggal >= ${month}::date and tanggal < ${r.dari}::date))`;
  // The range's totals in and out and its count of moves (`totrec`, for the pages): its whole
  // months from the kept figures, the days at its edges from the moves, each edge read as its own
  // range of the date index (at most two partial months of moves, whatever the range's length).
  const { months, days } = splitMonths(r.dari, r.sampai);
  const edge = days.length
    ? sql`select count(*)::int as n, coalesce(sum(greatest(qty, 0)), 0) as masuk, coalesce(sum(greatest(-qty, 0)), 0) as keluar
          from (${sql.join(
            days.map((d) => sql`select qty from stok_mutasi where ${base} and tanggal between ${d.dari}::date and ${d.sampai}::date`),
            sql` union all `,
          )}) e`
    : sql`select 0 as n, 0 as masuk, 0 as keluar`;
  const whole = months ? figures(sql`periode between ${months.dari} and ${months.sampai}`) : sql`select 0 as qmasuk, 0 as qkeluar, 0 as mutasi`;
  // The page's moves by the index, their running quantity from the opening plus the moves of the
  // range before the page (none on the first page); with the head in the same statement (every
  // row carries it; a page without moves is one row of the head alone).
  const offset = r.offset ?? 0;
  const before = offset > 0 ? sql`(select coalesce(sum(qty), 0) from (select qty from stok_mutasi where ${range} order by tanggal, id limit ${offset}) p)` : sql`0`;
  const all = await rowsOf<Head & { [K in keyof StockCardRow]: StockCardRow[K] | null }>(
    tx,
    sql`with h as materialized (
          select coalesce(${awal}, 0)::numeric(20,4) as awal,
                 coalesce(a.saldo_nilai, 0)::numeric(20,2) as awaln, coalesce(a.saldo_qty, 0)::numeric(20,4) as awalq,
                 (c.n + w.mutasi)::int as n, (c.masuk + w.qmasuk)::numeric(20,4) as masuk, (c.keluar + w.qkeluar)::numeric(20,4) as keluar,
                 coalesce(z.saldo_nilai, 0)::numeric(20,2) as akhirn, coalesce(z.saldo_qty, 0)::numeric(20,4) as akhirq
          from (${edge}) c
            cross join (${whole}) w
            left join lateral ${stateBefore(r.dari, false)} a on true
            left join lateral ${stateBefore(r.sampai, true)} z on true)
        select h.*, x.id, x.tanggal, x.sumber, x.notransaksi, x.keterangan, coalesce(g.kodegudang, '') as kodegudang,
               greatest(x.qty, 0)::numeric(20,4) as masuk_, greatest(-x.qty, 0)::numeric(20,4) as keluar_, x.nilai,
               (h.awal + ${before} + sum(x.qty) over (order by x.tanggal, x.id))::numeric(20,4) as saldo, ${avgSql('x.saldo_qty', 'x.saldo_nilai')} as hpp
        from h left join lateral (select id, tanggal, sumber, notransaksi, keterangan, gudang_id, qty, nilai, saldo_qty, saldo_nilai
                                  from stok_mutasi where ${range} order by tanggal, id offset ${offset} limit ${r.limit ?? 100}) x on true
          left join gudang g on g.id = x.gudang_id
        order by x.tanggal, x.id`,
  );
  const head = all[0];
  const rows = all.filter((x) => x.id !== null) as unknown as Array<StockCardRow & { masuk_: string; keluar_: string }>;
  const akhir = dec(head.awal).plus(dec(head.masuk)).minus(dec(head.keluar)).toFixed(4);
  const avg = (q: string, v: string) => (dec(q).gt(0) ? money(dec(v).div(dec(q))) : '0.00');
  const company = r.gudang === undefined;
  return {
    awal: { qty: head.awal, nilai: company ? head.awaln : '', hpp: avg(head.awalq, head.awaln) },
    akhir: { qty: akhir, nilai: company ? head.akhirn : '', hpp: avg(head.akhirq, head.akhirn) },
    masuk: head.masuk,
    keluar: head.keluar,
    totrec: Number(head.n),
    rows: rows.map((x) => ({
      id: Number(x.id),
      tanggal: x.tanggal,
      sumber: x.sumber,
      notransaksi: x.notransaksi,
      keterangan: x.keterangan,
      kodegudang: x.kodegudang,
      masuk: x.masuk_,
      keluar: x.keluar_,
      nilai: x.nilai,
      saldo: x.saldo,
      hpp: x.hpp,
    })),
  };
}
