/**
 * The stock reports' queries: the documents' own tables for the document listings, the books'
 * stock moves (`stok_mutasi`, as the stock card reads them) for mutation, balances and value.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
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
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodegudang, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan, h.kodeacc
        from itemkeluar h join itemkeluar_detail d on d.itemkeluar_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${gudangCond('h', p.gudang)} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return { rows: rows.map((r) => row.d(r)) };
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
               coalesce((select sum(m.nilai) from stok_mutasi m where m.sumber = 'OP' and m.notransaksi = h.notransaksi and m.item_id = i.id and not m.batal), 0)::numeric(18,2)::text as nilai
        from opname h join opname_detail d on d.opname_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${gudangCond('h', p.gudang)} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return withTotal(rows, ['nilai']);
});

/**
 * Mutation per item over a period. Company-wide: the opening and closing state are those the
 * stock card shows (the running quantity and value kept on the last live move before the period
 * and up to its end), in and out the period's moves by sign. One warehouse: quantities only, the
 * opening its count less the moves since the period began.
 */
export async function mutasiRows(tx: Tx, r: { dari: string; sampai: string; gudang: number | null; semua: boolean }): Promise<Rows> {
  if (r.gudang !== null) {
    return rowsOf<Record<string, string>>(
      tx,
      sql`with m as (select item_id, sum(qty) filter (where tanggal >= ${r.dari}::date) as sejak,
                            sum(greatest(qty, 0)) filter (where tanggal between ${r.dari}::date and ${r.sampai}::date) as masuk,
                            sum(greatest(-qty, 0)) filter (where tanggal between ${r.dari}::date and ${r.sampai}::date) as keluar
                     from stok_mutasi where gudang_id = ${r.gudang} and not batal and tanggal >= ${r.dari}::date group by item_id),
               g as (select item_id, sum(qty) as qty from stok_gudang where gudang_id = ${r.gudang} group by item_id),
               x as (select coalesce(g.item_id, m.item_id) as item_id, coalesce(g.qty, 0) - coalesce(m.sejak, 0) as awal, coalesce(m.masuk, 0) as masuk, coalesce(m.keluar, 0) as keluar
                     from g full join m on m.item_id = g.item_id)
          select i.kodeitem, i.namaitem, i.satuan, x.awal::numeric(20,4)::text as awal, x.masuk::numeric(20,4)::text as masuk, x.keluar::numeric(20,4)::text as keluar,
                 (x.awal + x.masuk - x.keluar)::numeric(20,4)::text as akhir
          from x join item i on i.id = x.item_id
          ${r.semua ? sql`` : sql`where x.awal <> 0 or x.masuk <> 0 or x.keluar <> 0`}
          order by i.kodeitem`,
    );
  }
  return rowsOf<Record<string, string>>(
    tx,
    sql`with n as (select item_id, iddetailvarian, sum(qty) filter (where qty > 0) as masuk, sum(nilai) filter (where qty > 0 or (qty = 0 and nilai >= 0)) as masukn, sum(qty) as q, sum(nilai) as v
                   from stok_mutasi where not batal and tanggal between ${r.dari}::date and ${r.sampai}::date group by 1, 2),
             m as (select item_id, iddetailvarian, coalesce(masuk, 0) as masuk, coalesce(masukn, 0) as masukn, coalesce(masuk, 0) - q as keluar, coalesce(masukn, 0) - v as keluarn from n),
             a as (select s.item_id, s.iddetailvarian, coalesce(o.saldo_qty, 0) as awal, coalesce(o.saldo_nilai, 0) as awaln
                   from stok_item s left join lateral (select saldo_qty, saldo_nilai from stok_mutasi o where o.item_id = s.item_id and o.iddetailvarian = s.iddetailvarian and not o.batal and o.tanggal < ${r.dari}::date
                                                       order by o.tanggal desc, o.id desc limit 1) o on true),
             x as (select a.item_id, sum(a.awal) as awal, sum(a.awaln) as awaln, sum(coalesce(m.masuk, 0)) as masuk, sum(coalesce(m.masukn, 0)) as masukn,
                          sum(coalesce(m.keluar, 0)) as keluar, sum(coalesce(m.keluarn, 0)) as keluarn
                   from a left join m on m.item_id = a.item_id and m.iddetailvarian = a.iddetailvarian group by a.item_id)
        select i.kodeitem, i.namaitem, i.satuan, x.awal::numeric(20,4)::text as awal, x.awaln::numeric(20,2)::text as awaln, x.masuk::numeric(20,4)::text as masuk, x.masukn::numeric(20,2)::text as masukn,
               x.keluar::numeric(20,4)::text as keluar, x.keluarn::numeric(20,2)::text as keluarn,
               (x.awal + x.masuk - x.keluar)::numeric(20,4)::text as akhir, (x.awaln + x.masukn - x.keluarn)::numeric(20,2)::text as akhirn
        from x join item i on i.id = x.item_id
        ${r.semua ? sql`` : sql`where x.awal <> 0 or x.awaln <> 0 or x.masuk <> 0 or x.keluar <> 0 or x.masukn <> 0 or x.keluarn <> 0`}
        order by i.kodeitem`,
  );
}

/**
 * One large aggregate: PostgreSQL's JIT compiles it for more time than it saves (140 ms of 540 on
 * 300,000 moves); off for this report's read-only transaction only.
 */
export const noJit = (tx: Tx) => tx.execute(sql`set local jit = off`);

const mutasiStok = serverReport(R.mutasiStok, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  await noJit(ctx.tx);
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
    sql`with s as (select s.item_id, sum(coalesce(o.saldo_qty, 0)) as stok, sum(coalesce(o.saldo_nilai, 0)) as nilai
                   from stok_item s left join lateral (select saldo_qty, saldo_nilai from stok_mutasi o where o.item_id = s.item_id and o.iddetailvarian = s.iddetailvarian and not o.batal and o.tanggal <= ${tanggal}::date
                                                       order by o.tanggal desc, o.id desc limit 1) o on true
                   group by s.item_id),
             j as (select item_id, max(tanggal) as terakhir from stok_mutasi where sumber in ${SALE_SOURCES} and not batal and tanggal <= ${tanggal}::date group by item_id)
        select i.kodeitem, i.namaitem, i.satuan, s.stok::numeric(20,4)::text as stok, s.nilai::numeric(20,2)::text as nilai,
               coalesce(to_char(j.terakhir, 'YYYY-MM-DD'), '') as jualterakhir, coalesce((${tanggal}::date - j.terakhir)::text, '') as hari
        from s join item i on i.id = s.item_id left join j on j.item_id = s.item_id
        where s.stok > 0 and (j.terakhir is null or j.terakhir <= ${tanggal}::date - ${hari}::int)
        order by j.terakhir nulls first, i.kodeitem`,
  );
  return { ...withTotal(rows, ['nilai']), notes: [`Item dengan stok yang tidak terjual (JL, KSR) sejak ${hari} hari sebelum tanggal laporan.`] };
});

const saldoStok = serverReport(R.saldoStok, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const gudang = await gudangOf(ctx.tx, p.gudang);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with x as (select g.gudang_id, g.item_id, sum(g.qty) - coalesce((select sum(m.qty) from stok_mutasi m where m.item_id = g.item_id and m.gudang_id = g.gudang_id and not m.batal and m.tanggal > ${tanggal}::date), 0) as stok
                   from stok_gudang g ${gudang === null ? sql`` : sql`where g.gudang_id = ${gudang}`} group by g.gudang_id, g.item_id)
        select gd.kodegudang, i.kodeitem, i.namaitem, i.satuan, x.stok::numeric(20,4)::text as stok
        from x join item i on i.id = x.item_id join gudang gd on gd.id = x.gudang_id
        where x.stok <> 0 order by gd.kodegudang, i.kodeitem`,
  );
  return { rows: rows.map((r) => row.d(r)), notes: ['Jumlah dalam satuan dasar item.'] };
});

const nilaiPersediaan = serverReport(R.nilaiPersediaan, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with s as (select s.item_id, sum(coalesce(o.saldo_qty, 0)) as stok, sum(coalesce(o.saldo_nilai, 0)) as nilai
                   from stok_item s left join lateral (select saldo_qty, saldo_nilai from stok_mutasi o where o.item_id = s.item_id and o.iddetailvarian = s.iddetailvarian and not o.batal and o.tanggal <= ${tanggal}::date
                                                       order by o.tanggal desc, o.id desc limit 1) o on true
                   group by s.item_id)
        select i.kodeitem, i.namaitem, i.satuan, s.stok::numeric(20,4)::text as stok,
               (case when s.stok > 0 then round(s.nilai / s.stok, 2) else 0 end)::numeric(20,2)::text as hpp, s.nilai::numeric(20,2)::text as nilai
        from s join item i on i.id = s.item_id where s.stok <> 0 or s.nilai <> 0 order by i.kodeitem`,
  );
  return withTotal(rows, ['nilai']);
});

export const serverReports: ServerReport[] = [itemMasuk, itemKeluar, transferItem, pesananTransfer, stokOpname, mutasiStok, slowMoving, saldoStok, nilaiPersediaan];
