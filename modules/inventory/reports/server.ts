/**
 * The stock reports' queries: the documents' own tables for the document listings, the books'
 * stock moves (`v_stok_mutasi`, as the stock card reads them) for mutation, balances and value.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { stockFigures } from '@niaga/ledger';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import type { ReportRow } from '@niaga/report';
import * as R from './reports';

type Range = { dari: string; sampai: string };
type Rows = Record<string, string>[];

/** The warehouse's id, or null (refused when unknown). */
async function gudangOf(tx: Tx, kode: unknown): Promise<number | null> {
  if (!kode) return null;
  const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = ${String(kode)}`);
  if (!g) throw new ActError(NUM.INVALID, `Gudang '${String(kode)}' tidak ditemukan.`);
  return Number(g.id);
}

const withTotal = (rows: Rows, keys: string[], label = 'Total'): { rows: ReportRow[]; totals: ReportRow[] } => {
  const s = new Sums(keys);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: keys.length ? [row.t(label, s.values())] : [] };
};

const gudangCond = (alias: string, kode: unknown): SQL => (kode ? sql`and ${sql.raw(alias)}.kodegudang = ${String(kode)}` : sql``);

const itemMasuk = serverReport(R.itemMasuk, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodegudang, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan,
               d.harga::text as harga, d.total::text as total
        from itemmasuk h join itemmasuk_detail d on d.itemmasuk_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${gudangCond('h', p.gudang)} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return withTotal(rows, ['total']);
});

const itemKeluar = serverReport(R.itemKeluar, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  // The line's cost: the value its stock move took at the average cost (the document's moves are
  // written one per line in line order: matched per item by their order).
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with l as (select h.notransaksi, h.tanggal, h.kodegudang, h.kodeacc, d.kodeitem, d.jumlah, d.satuan, d.urut,
                          row_number() over (partition by h.id, d.kodeitem order by d.urut) as n
                   from itemkeluar h join itemkeluar_detail d on d.itemkeluar_id = h.id
                   where h.tanggal between ${dari} and ${sampai} ${gudangCond('h', p.gudang)}),
             m as (select notransaksi, item_id, -nilai as nilai, row_number() over (partition by notransaksi, item_id order by id) as n
                   from v_stok_mutasi where sumber = 'IK' and not batal and tanggal between ${dari} and ${sampai} and notransaksi in (select notransaksi from l))
        select l.notransaksi, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, l.kodegudang, l.kodeitem, coalesce(i.namaitem, '') as namaitem, l.jumlah::text as jumlah, l.satuan, l.kodeacc,
               coalesce(m.nilai, 0)::numeric(18,2)::text as nilai
        from l left join item i on i.kodeitem = l.kodeitem left join m on m.notransaksi = l.notransaksi and m.item_id = i.id and m.n = l.n
        order by l.tanggal, l.notransaksi, l.urut`,
  );
  return withTotal(rows, ['nilai']);
});

const transferItem = serverReport(R.transferItem, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const g = p.gudang ? sql`and (h.kodegudang = ${String(p.gudang)} or h.kodegudangtujuan = ${String(p.gudang)})` : sql``;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodegudang, h.kodegudangtujuan, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan
        from transferitem h join transferitem_detail d on d.transferitem_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${g} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return { rows: rows.map((r) => row.d(r)) };
});

const pesananTransfer = serverReport(R.pesananTransfer, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodegudang, h.kodegudangtujuan, d.kodeitem, coalesce(i.namaitem, '') as namaitem,
               d.jumlah::text as jumlah, (d.jumlah - d.sisa)::text as terkirim, d.sisa::text as sisa, d.satuan
        from pesantransfer h join pesantransfer_detail d on d.pesantransfer_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${p.terbuka ? sql`and d.sisa > 0` : sql``} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return { rows: rows.map((r) => row.d(r)) };
});

const stokOpname = serverReport(R.stokOpname, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  // The difference's value: the opname's own move of the item (one line per item in an opname).
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodegudang, d.kodeitem, coalesce(i.namaitem, '') as namaitem,
               d.stok::text as stok, d.jumlah::text as jumlah, d.selisih::text as selisih, d.satuan,
               coalesce((select sum(m.nilai) from v_stok_mutasi m where m.sumber = 'OP' and m.notransaksi = h.notransaksi and m.item_id = i.id and not m.batal), 0)::numeric(18,2)::text as nilai
        from opname h join opname_detail d on d.opname_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${gudangCond('h', p.gudang)} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return withTotal(rows, ['nilai']);
});

/** The item and its variant (a variant item's stock is kept per variant: one row each). */
const itemCols = sql`i.kodeitem, coalesce(v.iddetailvarian, '') as varian, i.namaitem, i.satuan`;
const itemJoin = (alias: string) =>
  sql`join item i on i.id = ${sql.raw(alias)}.item_id left join detailvarian v on v.id = ${sql.raw(alias)}.iddetailvarian and v.item_id = i.id and ${sql.raw(alias)}.iddetailvarian <> 0`;
const itemOrder = (alias: string) => sql`i.kodeitem, ${sql.raw(alias)}.iddetailvarian`;

/**
 * Mutation per item (and variant) over a period, from the maintained figures: in and out are the
 * period's figures (whole months from stok_saldo, the days of partial months from the moves), the
 * opening the current balance (v_stok_item company-wide with value, v_stok_gudang for one warehouse)
 * less everything since the period began — what the stock card shows as its running state on
 * the last live move before the period.
 */
export async function mutasiRows(tx: Tx, r: { dari: string; sampai: string; gudang: number | null; semua: boolean }): Promise<Rows> {
  // One pass over the figures from the period's start on: the period's own (`dalam`) and the net of all.
  const f = sql`select item_id, iddetailvarian, sum(qmasuk - qkeluar) as q, sum(nmasuk - nkeluar) as n,
                       coalesce(sum(qmasuk) filter (where dalam), 0) as masuk, coalesce(sum(nmasuk) filter (where dalam), 0) as masukn,
                       coalesce(sum(qkeluar) filter (where dalam), 0) as keluar, coalesce(sum(nkeluar) filter (where dalam), 0) as keluarn
                from (${stockFigures(r.dari, r.sampai, r.gudang, { sesudah: true })}) f group by 1, 2`;
  if (r.gudang !== null) {
    return rowsOf<Record<string, string>>(
      tx,
      sql`with f as (${f}),
               x as (select g.item_id, g.iddetailvarian, g.qty - coalesce(f.q, 0) as awal, coalesce(f.masuk, 0) as masuk, coalesce(f.keluar, 0) as keluar
                     from v_stok_gudang g left join f on f.item_id = g.item_id and f.iddetailvarian = g.iddetailvarian
                     where g.gudang_id = ${r.gudang})
          select ${itemCols}, x.awal::numeric(20,4)::text as awal, x.masuk::numeric(20,4)::text as masuk, x.keluar::numeric(20,4)::text as keluar,
                 (x.awal + x.masuk - x.keluar)::numeric(20,4)::text as akhir
          from x ${itemJoin('x')}
          ${r.semua ? sql`` : sql`where x.awal <> 0 or x.masuk <> 0 or x.keluar <> 0`}
          order by ${itemOrder('x')}`,
    );
  }
  return rowsOf<Record<string, string>>(
    tx,
    sql`with f as (${f}),
             x as (select s.item_id, s.iddetailvarian, s.qty - coalesce(f.q, 0) as awal, s.nilai - coalesce(f.n, 0) as awaln,
                          coalesce(f.masuk, 0) as masuk, coalesce(f.masukn, 0) as masukn, coalesce(f.keluar, 0) as keluar, coalesce(f.keluarn, 0) as keluarn
                   from v_stok_item s left join f on f.item_id = s.item_id and f.iddetailvarian = s.iddetailvarian)
        select ${itemCols}, x.awal::numeric(20,4)::text as awal, x.awaln::numeric(20,2)::text as awaln, x.masuk::numeric(20,4)::text as masuk, x.masukn::numeric(20,2)::text as masukn,
               x.keluar::numeric(20,4)::text as keluar, x.keluarn::numeric(20,2)::text as keluarn,
               (x.awal + x.masuk - x.keluar)::numeric(20,4)::text as akhir, (x.awaln + x.masukn - x.keluarn)::numeric(20,2)::text as akhirn
        from x ${itemJoin('x')}
        ${r.semua ? sql`` : sql`where x.awal <> 0 or x.awaln <> 0 or x.masuk <> 0 or x.keluar <> 0 or x.masukn <> 0 or x.keluarn <> 0`}
        order by ${itemOrder('x')}`,
  );
}

/**
 * One large aggregate, for this report's read-only transaction only: PostgreSQL's JIT compiles it
 * for more time than it saves (140 ms of 540 on 300,000 moves), so off; memory enough to group in
 * memory (a year of sales figures sorted on disk with the default 4 MB).
 */
export const bigAggregate = (tx: Tx) => tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);

const mutasiStok = serverReport(R.mutasiStok, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  await bigAggregate(ctx.tx);
  const gudang = await gudangOf(ctx.tx, p.gudang);
  const rows = await mutasiRows(ctx.tx, { dari, sampai, gudang, semua: !!p.semua });
  const keys = gudang === null ? ['awaln', 'masukn', 'keluarn', 'akhirn'] : [];
  return { ...withTotal(rows, keys), notes: ['Jumlah dalam satuan dasar item.'] };
});

/** Sale documents' stock moves (back office and till). */
const SALE_SOURCES = sql`('JL', 'KSR')`;

const slowMoving = serverReport(R.slowMoving, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const hari = Number(p.hari);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with s as (select s.item_id, s.iddetailvarian, coalesce(o.saldo_qty, 0) as stok, coalesce(o.saldo_nilai, 0) as nilai
                   from v_stok_item s left join lateral (select saldo_qty, saldo_nilai from v_stok_mutasi o where o.item_id = s.item_id and o.iddetailvarian = s.iddetailvarian and not o.batal and o.tanggal <= ${tanggal}::date
                                                       order by o.tanggal desc, o.id desc limit 1) o on true),
             j as (select item_id, iddetailvarian, max(tanggal) as terakhir from v_stok_mutasi where sumber in ${SALE_SOURCES} and not batal and tanggal <= ${tanggal}::date group by 1, 2)
        select ${itemCols}, s.stok::numeric(20,4)::text as stok, s.nilai::numeric(20,2)::text as nilai,
               coalesce(to_char(j.terakhir, 'YYYY-MM-DD'), '') as jualterakhir, coalesce((${tanggal}::date - j.terakhir)::text, '') as hari
        from s ${itemJoin('s')} left join j on j.item_id = s.item_id and j.iddetailvarian = s.iddetailvarian
        where s.stok > 0 and (j.terakhir is null or j.terakhir <= ${tanggal}::date - ${hari}::int)
        order by j.terakhir nulls first, ${itemOrder('s')}`,
  );
  return { ...withTotal(rows, ['nilai']), notes: [`Item dengan stok yang tidak terjual (JL, KSR) sejak ${hari} hari sebelum tanggal laporan.`] };
});

const saldoStok = serverReport(R.saldoStok, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const gudang = await gudangOf(ctx.tx, p.gudang);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with x as (select g.gudang_id, g.item_id, g.iddetailvarian,
                          g.qty - coalesce((select sum(m.qty) from v_stok_mutasi m where m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.gudang_id = g.gudang_id and not m.batal and m.tanggal > ${tanggal}::date), 0) as stok
                   from v_stok_gudang g ${gudang === null ? sql`` : sql`where g.gudang_id = ${gudang}`})
        select gd.kodegudang, ${itemCols}, x.stok::numeric(20,4)::text as stok
        from x ${itemJoin('x')} join gudang gd on gd.id = x.gudang_id
        where x.stok <> 0 order by gd.kodegudang, ${itemOrder('x')}`,
  );
  return { rows: rows.map((r) => row.d(r)), notes: ['Jumlah dalam satuan dasar item.'] };
});

const nilaiPersediaan = serverReport(R.nilaiPersediaan, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with s as (select s.item_id, s.iddetailvarian, coalesce(o.saldo_qty, 0) as stok, coalesce(o.saldo_nilai, 0) as nilai
                   from v_stok_item s left join lateral (select saldo_qty, saldo_nilai from v_stok_mutasi o where o.item_id = s.item_id and o.iddetailvarian = s.iddetailvarian and not o.batal and o.tanggal <= ${tanggal}::date
                                                       order by o.tanggal desc, o.id desc limit 1) o on true)
        select ${itemCols}, s.stok::numeric(20,4)::text as stok,
               (case when s.stok > 0 then round(s.nilai / s.stok, 2) else 0 end)::numeric(20,2)::text as hpp, s.nilai::numeric(20,2)::text as nilai
        from s ${itemJoin('s')} where s.stok <> 0 or s.nilai <> 0 order by ${itemOrder('s')}`,
  );
  return withTotal(rows, ['nilai']);
});

export const serverReports: ServerReport[] = [itemMasuk, itemKeluar, transferItem, pesananTransfer, stokOpname, mutasiStok, slowMoving, saldoStok, nilaiPersediaan];
