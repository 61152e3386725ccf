/**
 * The sales reports' queries over `jual` and `kasir` (cancelled sales left out). A line's value is
 * its share of the sale's DPP in proportion to the line totals; the cost of goods sold is the
 * books' own: the sale's stock moves (`v_stok_mutasi`, sumber JL/KSR), as the journal posts them.
 * The profit reports also take sales returns (`returjual`, RJ): their DPP and lines count negative
 * and their stock moves (the cost put back) reduce the cost. A return counts with the kind of the
 * sale it returns (its lines' `jenissumber`): a till sale's (KSR) with the till sales, a back-office
 * sale's (JL) and a free return (mode 2, no sale) with the back-office sales.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf } from '@niaga/kernel/server';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import type { ReportRow } from '@niaga/report';
import { bigAggregate } from '@niaga/inventory/server';
import { splitMonths } from '@niaga/ledger';
import * as R from './reports';

type Range = { dari: string; sampai: string };
type Rows = Record<string, string>[];

const SOURCES = [
  { code: 'JL', head: 'jual', lines: 'jual_detail', fk: 'jual_id' },
  { code: 'KSR', head: 'kasir', lines: 'kasir_detail', fk: 'kasir_id' },
] as const;

const pick = (p: Record<string, unknown>) => SOURCES.filter((s) => !p.sumber || s.code === p.sumber);
/** Sales returns count in the profit reports (`retur`), each with its sale's kind (returKind). */
const withReturns = (p: Record<string, unknown>, o: { retur?: boolean }) => !!o.retur && pick(p).length > 0;

/** The kind of sale a return (`returjual` row `r`) gives back: KSR when its lines are a till sale's, JL otherwise (a back-office sale's, or a free return). */
const returKind = (r: string) => sql`case when exists (select 1 from returjual_detail k where k.returjual_id = ${sql.raw(r)}.id and k.jenissumber = 'kasir') then 'KSR' else 'JL' end`;
/** The returns of the chosen kind of sale (`and …` on a `returjual` row `r`; nothing when all are chosen). */
const returOf = (p: Record<string, unknown>, r: string) => (p.sumber ? sql` and ${returKind(r)} = ${String(p.sumber)}` : sql``);
/** The keys of the returns in dsb_jual_satuan: RJ a back-office sale's or a free one, RJK a till sale's. */
const RETUR_FIGURES = { JL: 'RJ', KSR: 'RJK' } as const;

/** The sale heads of a period, one relation over both documents. */
export function saleHeads(r: Range, p: Record<string, unknown> = {}, o: { retur?: boolean } = {}): SQL {
  const heads = pick(p).map(
    (s) => sql`select ${s.code}::text as sumber, id, notransaksi, tanggal, kodesupel, kodesales, subtotal, potongan, dpp, ppn, total, tunai - kembali as tunai, bayarkartu, kodebank, nokartu,
                      bayaremoney, kodeemoney, kredit, pointdapat, pointpakai, bayarpoint
               from ${sql.raw(s.head)} where not batal and tanggal between ${r.dari}::date and ${r.sampai}::date`,
  );
  // `retur`: sales returns as negative sales (their money columns negated, no payment or points).
  if (withReturns(p, o))
    heads.push(sql`select 'RJ'::text, id, notransaksi, tanggal, kodesupel, null, -subtotal, -potongan, -dpp, -ppn, -total, 0, 0, null, null, 0, null, 0, 0, 0, 0
                   from returjual h where tanggal between ${r.dari}::date and ${r.sampai}::date${returOf(p, 'h')}`);
  return sql.join(heads, sql` union all `);
}

/** The sale lines of a period with their base quantity and their value (share of the sale's DPP). */
export function saleLines(r: Range, p: Record<string, unknown> = {}): SQL {
  return sql.join(
    pick(p).map(
      (s) => sql`select ${s.code}::text as sumber, h.notransaksi, h.tanggal, h.kodesupel, d.kodeitem, d.satuan, d.jumlah, d.total,
                        case when h.subtotal = 0 then 0 else d.total * h.dpp / h.subtotal end as nilai
                 from ${sql.raw(s.head)} h join ${sql.raw(s.lines)} d on d.${sql.raw(s.fk)} = h.id
                 where not h.batal and h.tanggal between ${r.dari}::date and ${r.sampai}::date`,
    ),
    sql` union all `,
  );
}

/** The lines' quantity and value per item and unit (one pass over the lines). */
export function saleLinesPerUnit(r: Range, p: Record<string, unknown> = {}, o: { retur?: boolean } = {}): SQL {
  const parts = pick(p).map(
    (s) => sql`select d.kodeitem, d.satuan, sum(d.jumlah) as jumlah, sum(d.total * h.f) as nilai
               from (select id, case when subtotal = 0 then 0 else dpp / subtotal end as f from ${sql.raw(s.head)}
                     where not batal and tanggal between ${r.dari}::date and ${r.sampai}::date) h
               join ${sql.raw(s.lines)} d on d.${sql.raw(s.fk)} = h.id
               group by d.kodeitem, d.satuan`,
  );
  // `retur`: returned lines as negative quantities and values (their share of the return's DPP).
  if (withReturns(p, o))
    parts.push(sql`select d.kodeitem, d.satuan, -sum(d.jumlah), -sum(d.total * h.f)
                   from (select id, case when subtotal = 0 then 0 else dpp / subtotal end as f from returjual r where tanggal between ${r.dari}::date and ${r.sampai}::date${returOf(p, 'r')}) h
                   join returjual_detail d on d.returjual_id = h.id
                   group by d.kodeitem, d.satuan`);
  return sql.join(parts, sql` union all `);
}

const firstOf = (periode: number) => `${Math.floor(periode / 100)}-${String(periode % 100).padStart(2, '0')}-01`;

/**
 * The lines' quantity and value per item and unit over a period: the whole months from the figures
 * the sales keep (dsb_jual_satuan: the lines' exact shares, as saleLinesPerUnit sums them), the days
 * of partial months from the lines.
 */
export function saleUnits(r: Range, p: Record<string, unknown> = {}, o: { retur?: boolean } = {}): SQL {
  const { months, days } = splitMonths(r.dari, r.sampai);
  const parts = days.map((d) => saleLinesPerUnit(d, p, o));
  if (months) {
    const codes = [...pick(p).map((s) => s.code), ...(withReturns(p, o) ? pick(p).map((s) => RETUR_FIGURES[s.code]) : [])];
    parts.push(sql`select kodeitem, satuan, sum(case when sumber like 'RJ%' then -jumlah else jumlah end) as jumlah, sum(case when sumber like 'RJ%' then -nilai else nilai end) as nilai
                   from dsb_jual_satuan where bulan between ${firstOf(months.dari)}::date and ${firstOf(months.sampai!)}::date
                     and sumber in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})
                   group by kodeitem, satuan`);
  }
  return parts.length ? sql.join(parts, sql` union all `) : sql`select ''::varchar as kodeitem, ''::varchar as satuan, 0::numeric as jumlah, 0::numeric as nilai where false`;
}

/** Lines per item: base quantity (each unit's conversion) and value, rounded once per item. */
const perItem = (r: Range, p: Record<string, unknown>, o: { retur?: boolean } = {}) =>
  sql`select l.kodeitem, sum(l.jumlah * coalesce(u.konversi, 1)) as jumlah, sum(l.nilai) as nilai
      from (${saleUnits(r, p, o)}) l left join item i on i.kodeitem = l.kodeitem left join satuanitem u on u.item_id = i.id and u.satuan = l.satuan
      group by l.kodeitem`;

/** Cost of goods sold per sale (or per item): the sales' live stock moves, less the cost sales returns of those sales put back (RJ). */
const cogs = (r: Range, p: Record<string, unknown>, by: 'notransaksi' | 'item_id') =>
  sql`select ${sql.raw(by === 'notransaksi' ? 'sumber, notransaksi' : 'item_id')}, -sum(nilai) as hpp from v_stok_mutasi m
      where not batal and tanggal between ${r.dari}::date and ${r.sampai}::date
        and (sumber in (${sql.join(pick(p).map((s) => sql`${s.code}`), sql`, `)})
             or sumber = 'RJ'${p.sumber ? sql` and exists (select 1 from returjual h where h.notransaksi = m.notransaksi${returOf(p, 'h')})` : sql``})
      group by ${sql.raw(by === 'notransaksi' ? 'sumber, notransaksi' : 'item_id')}`;

const withTotal = (rows: Rows, keys: string[]): { rows: ReportRow[]; totals: ReportRow[] } => {
  const s = new Sums(keys);
  for (const r of rows) s.add(r);
  // Counts stay whole numbers.
  const v = Object.fromEntries(Object.entries(s.values()).map(([k, x]) => [k, COUNTS.has(k) ? dec(x).toFixed(0) : x]));
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', v)] };
};
const COUNTS = new Set(['transaksi', 'item']);

/** Share of a value in the total, as a percentage with 2 decimals. */
const share = (v: string, total: string) => (dec(total).isZero() ? '0.00' : dec(v).times(100).div(dec(total)).toFixed(2));
const margin = (laba: string, jual: string) => share(laba, jual);

const penjualan = serverReport(R.penjualan, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodesupel, kodesales, subtotal::text as subtotal, potongan::text as potongan, dpp::text as dpp, ppn::text as ppn, total::text as total,
               tunai::text as tunai, (bayarkartu + bayaremoney)::text as nontunai, kredit::text as kredit
        from (${saleHeads(p.periode as Range, p)}) h ${p.pelanggan ? sql`where kodesupel = ${String(p.pelanggan)}` : sql``} order by tanggal, sumber, notransaksi`,
  );
  return withTotal(rows, ['subtotal', 'potongan', 'dpp', 'ppn', 'total', 'tunai', 'nontunai', 'kredit']);
});

const penjualanPerItem = serverReport(R.penjualanPerItem, async (ctx, p) => {
  await bigAggregate(ctx.tx);
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select x.kodeitem, coalesce(i.namaitem, '') as namaitem, coalesce(i.satuan, '') as satuan, x.jumlah::numeric(20,4)::text as jumlah, round(x.nilai, 2)::numeric(20,2)::text as nilai
        from (${perItem(p.periode as Range, p)}) x left join item i on i.kodeitem = x.kodeitem order by x.kodeitem`,
  );
  const t = withTotal(rows, ['nilai']);
  const total = String(t.totals[0].nilai ?? '0');
  return { rows: rows.map((r) => row.d({ ...r, persen: share(r.nilai, total) })), totals: t.totals, notes: ['Jumlah dalam satuan dasar; nilai = DPP (setelah diskon, tanpa PPN) dibagi ke baris menurut total baris.'] };
});

const penjualanPerSupplier = serverReport(R.penjualanPerSupplier, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select coalesce(nullif(i.kodesupel, ''), '-') as kodesupel, coalesce(s.namasupel, 'Tanpa supplier') as namasupel, count(*)::text as item, round(sum(x.nilai), 2)::numeric(20,2)::text as nilai
        from (${perItem(p.periode as Range, p)}) x left join item i on i.kodeitem = x.kodeitem left join supplier s on s.kodesupel = i.kodesupel
        group by 1, 2 order by 1`,
  );
  const t = withTotal(rows, ['item', 'nilai']);
  const total = String(t.totals[0].nilai ?? '0');
  return { rows: rows.map((r) => row.d({ ...r, persen: share(r.nilai, total) })), totals: t.totals, notes: ['Supplier: supplier utama pada master item.'] };
});

const penjualanPerWilayah = serverReport(R.penjualanPerWilayah, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select coalesce(nullif(c.kodewilayah, ''), '-') as kodewilayah, coalesce(w.namawilayah, 'Tanpa wilayah') as namawilayah, count(*)::text as transaksi, sum(h.dpp)::text as dpp, sum(h.total)::text as total
        from (${saleHeads(p.periode as Range, p)}) h left join pelanggan c on c.kodesupel = h.kodesupel left join wilayah w on w.kodewilayah = c.kodewilayah
        group by 1, 2 order by 1`,
  );
  return withTotal(rows, ['transaksi', 'dpp', 'total']);
});

const payments = (kind: 'kartu' | 'emoney') => async (ctx: { tx: Parameters<typeof rowsOf>[0] }, p: Record<string, unknown>) => {
  const [amount, kode] = kind === 'kartu' ? ['bayarkartu', 'kodebank'] : ['bayaremoney', 'kodeemoney'];
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select notransaksi, to_char(tanggal, 'YYYY-MM-DD') as tanggal, kodesupel, ${sql.raw(kode)} as kode, nokartu, total::text as total, ${sql.raw(amount)}::text as bayar
        from (${saleHeads(p.periode as Range)}) h where ${sql.raw(amount)} > 0 order by ${sql.raw(kode)}, tanggal, notransaksi`,
  );
  const out: ReportRow[] = [];
  const total = new Sums(['total', 'bayar']);
  for (const k of [...new Set(rows.map((r) => r.kode))]) {
    const s = new Sums(['total', 'bayar']);
    out.push(row.h(k));
    for (const r of rows.filter((x) => x.kode === k)) {
      const { kode: _, ...rest } = r;
      const d = { ...rest, [kode]: k, ...(kind === 'emoney' ? { nokartu: undefined } : {}) };
      s.add(d);
      total.add(d);
      out.push(row.d(d));
    }
    out.push(row.s(`Subtotal ${k}`, s.values()));
  }
  return { rows: out, totals: [row.t('Total', total.values())] };
};

const pembayaranKartu = serverReport(R.pembayaranKartu, payments('kartu'));
const pembayaranEmoney = serverReport(R.pembayaranEmoney, payments('emoney'));

const grafikItemTerlaris = serverReport(R.grafikItemTerlaris, async (ctx, p) => {
  const by = p.urut === 'jumlah' ? 'x.jumlah' : 'x.nilai';
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select x.kodeitem, coalesce(i.namaitem, '') as namaitem, coalesce(i.satuan, '') as satuan, x.jumlah::numeric(20,4)::text as jumlah, round(x.nilai, 2)::numeric(20,2)::text as nilai
        from (${perItem(p.periode as Range, p)}) x left join item i on i.kodeitem = x.kodeitem order by ${sql.raw(by)} desc, x.kodeitem limit ${Number(p.top) || 10}`,
  );
  return { rows: rows.map((r, i) => row.d({ peringkat: String(i + 1), ...r })) };
});

const grafikHarian = serverReport(R.grafikHarian, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select to_char(tanggal, 'YYYY-MM-DD') as tanggal, count(*)::text as transaksi, sum(dpp)::text as dpp, sum(total)::text as total
        from (${saleHeads(p.periode as Range)}) h group by tanggal order by tanggal`,
  );
  return withTotal(rows, ['transaksi', 'dpp', 'total']);
});

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

const grafikBulanan = serverReport(R.grafikBulanan, async (ctx, p) => {
  const y = Number(p.tahun);
  const got = await rowsOf<{ m: number; transaksi: string; dpp: string; total: string }>(
    ctx.tx,
    sql`select extract(month from tanggal)::int as m, count(*)::text as transaksi, sum(dpp)::text as dpp, sum(total)::text as total
        from (${saleHeads({ dari: `${y}-01-01`, sampai: `${y}-12-31` })}) h group by 1 order by 1`,
  );
  const rows = BULAN.map((bulan, i) => {
    const g = got.find((x) => Number(x.m) === i + 1);
    return { bulan, transaksi: g?.transaksi ?? '0', dpp: g?.dpp ?? '0.00', total: g?.total ?? '0.00' };
  });
  return withTotal(rows, ['transaksi', 'dpp', 'total']);
});

const grafikPelanggan = serverReport(R.grafikPelanggan, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.kodesupel, coalesce(c.namasupel, '') as namasupel, count(*)::text as transaksi, sum(h.dpp)::text as dpp, sum(h.total)::text as total
        from (${saleHeads(p.periode as Range)}) h left join pelanggan c on c.kodesupel = h.kodesupel
        group by h.kodesupel, c.namasupel order by sum(h.dpp) desc, h.kodesupel limit ${Number(p.top) || 10}`,
  );
  return { rows: rows.map((r, i) => row.d({ peringkat: String(i + 1), ...r })) };
});

const pointPelanggan = serverReport(R.pointPelanggan, async (ctx, p) => {
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.kodesupel, coalesce(c.namasupel, '') as namasupel, count(*)::text as transaksi, sum(h.pointdapat)::text as dapat, sum(h.pointpakai)::text as pakai,
               sum(h.bayarpoint)::text as bayarpoint, coalesce(c.point, 0)::text as saldo
        from (${saleHeads(p.periode as Range)}) h join pelanggan c on c.kodesupel = h.kodesupel
        where (h.pointdapat <> 0 or h.pointpakai <> 0) ${p.pelanggan ? sql`and h.kodesupel = ${String(p.pelanggan)}` : sql``}
        group by h.kodesupel, c.namasupel, c.point order by h.kodesupel`,
  );
  return { ...withTotal(rows, ['dapat', 'pakai', 'bayarpoint']), notes: ['Saldo point: saldo pelanggan saat ini.'] };
});

const labaJual = serverReport(R.labaJual, async (ctx, p) => {
  const r = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, h.dpp::text as penjualan, coalesce(c.hpp, 0)::numeric(20,2)::text as hpp,
               (h.dpp - coalesce(c.hpp, 0))::numeric(20,2)::text as laba
        from (${saleHeads(r, p, { retur: true })}) h left join (${cogs(r, p, 'notransaksi')}) c on c.sumber = h.sumber and c.notransaksi = h.notransaksi
        order by h.tanggal, h.sumber, h.notransaksi`,
  );
  const t = withTotal(rows, ['penjualan', 'hpp', 'laba']);
  const tot = t.totals[0];
  return {
    rows: rows.map((x) => row.d({ ...x, margin: margin(x.laba, x.penjualan) })),
    totals: [{ ...tot, margin: margin(String(tot.laba ?? '0'), String(tot.penjualan ?? '0')) }],
    notes: ['Penjualan = DPP (setelah diskon, tanpa PPN); HPP = harga pokok yang dibukukan untuk penjualan itu. Retur penjualan (RJ) tercatat negatif: DPP retur dan harga pokok yang kembali ke persediaan.'],
  };
});

const labaDetail = serverReport(R.labaDetail, async (ctx, p) => {
  const r = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with s as (${perItem(r, p, { retur: true })}), c as (${cogs(r, p, 'item_id')}),
             x as (select i.kodeitem, i.namaitem, i.satuan, coalesce(s.jumlah, 0) as jumlah, round(coalesce(s.nilai, 0), 2) as penjualan, coalesce(c.hpp, 0) as hpp
                   from item i left join s on s.kodeitem = i.kodeitem left join c on c.item_id = i.id where s.kodeitem is not null or c.item_id is not null)
        select kodeitem, namaitem, satuan, jumlah::numeric(20,4)::text as jumlah, penjualan::numeric(20,2)::text as penjualan, hpp::numeric(20,2)::text as hpp, (penjualan - hpp)::numeric(20,2)::text as laba
        from x order by kodeitem`,
  );
  const t = withTotal(rows, ['penjualan', 'hpp', 'laba']);
  const tot = t.totals[0];
  return {
    rows: rows.map((x) => row.d({ ...x, margin: margin(x.laba, x.penjualan) })),
    totals: [{ ...tot, margin: margin(String(tot.laba ?? '0'), String(tot.penjualan ?? '0')) }],
    notes: ['Penjualan per item: DPP transaksi dibagi ke baris menurut total baris, dikurangi retur penjualan; HPP: harga pokok yang dibukukan per item, dikurangi yang kembali oleh retur.'],
  };
});

export const serverReports: ServerReport[] = [
  penjualan,
  penjualanPerItem,
  penjualanPerSupplier,
  penjualanPerWilayah,
  pembayaranKartu,
  pembayaranEmoney,
  grafikItemTerlaris,
  grafikHarian,
  grafikBulanan,
  grafikPelanggan,
  pointPelanggan,
  labaJual,
  labaDetail,
];
