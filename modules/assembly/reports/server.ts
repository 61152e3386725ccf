/** The assembly reports' queries, over the documents' own tables. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { grouped, row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import * as R from './reports';

type Range = { dari: string; sampai: string };
type Rows = Record<string, string>[];

const pesananRakit = serverReport(R.pesananRakit, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, h.tanggal, h.kodegudang, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.sisa::text as sisa, d.satuan
        from pesanrakit h join pesanrakit_detail d on d.pesanrakit_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} order by h.tanggal, h.notransaksi, d.urut`,
  );
  return { rows: rows.map((r) => row.d(r)) };
});

const rakit = serverReport(R.rakit, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = (await rowsOf(
    ctx.tx,
    sql`select h.notransaksi, h.tanggal, d.kodeitem as produk, d.jumlah::text as jumlahproduk, d.satuan as satuanproduk, k.kodeitem, coalesce(i.namaitem, '') as namaitem, k.jumlah::text as jumlah, k.satuan
        from rakit h join rakit_detail d on d.rakit_id = h.id join rakit_komponen k on k.rakit_id = h.id left join item i on i.kodeitem = k.kodeitem
        where h.tanggal between ${dari} and ${sampai} order by h.tanggal, h.notransaksi, k.urut`,
  )) as Rows;
  const g = grouped(rows, {
    key: (r) => r.notransaksi,
    label: (k) => {
      const r = rows.find((x) => x.notransaksi === k)!;
      return `${k} · ${r.tanggal.split('-').reverse().join('/')} · ${r.produk} ${Number(r.jumlahproduk)} ${r.satuanproduk}`;
    },
    row: (r) => ({ kodeitem: r.kodeitem, namaitem: r.namaitem, jumlah: r.jumlah, satuan: r.satuan }),
    sum: [],
    subtotal: (_k, _l, n) => `${n} komponen`,
  });
  return { rows: g.rows };
});

const prosesJadi = serverReport(R.prosesJadi, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = (await rowsOf(
    ctx.tx,
    sql`select h.notransaksi, h.tanggal, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan, d.nilai::text as nilai
        from prosesjadi h join prosesjadi_detail d on d.prosesjadi_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} order by h.tanggal, h.notransaksi, d.urut`,
  )) as Rows;
  const s = new Sums(['nilai']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

const rakitPerItem = serverReport(R.rakitPerItem, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = (await rowsOf(
    ctx.tx,
    sql`select d.kodeitem, coalesce(i.namaitem, '') as namaitem, count(*)::text as proses, sum(d.jumlah)::text as jumlah, sum(d.sisa)::text as sisa, d.satuan
        from rakit h join rakit_detail d on d.rakit_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} group by d.kodeitem, i.namaitem, d.satuan order by d.kodeitem, d.satuan`,
  )) as Rows;
  return { rows: rows.map((r) => row.d(r)) };
});

const jadiPerItem = serverReport(R.jadiPerItem, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = (await rowsOf(
    ctx.tx,
    sql`select d.kodeitem, coalesce(i.namaitem, '') as namaitem, sum(d.jumlah)::text as jumlah, d.satuan, sum(d.nilai)::text as nilai
        from prosesjadi h join prosesjadi_detail d on d.prosesjadi_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} group by d.kodeitem, i.namaitem, d.satuan order by d.kodeitem, d.satuan`,
  )) as Rows;
  const s = new Sums(['nilai']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

export const serverReports: ServerReport[] = [pesananRakit, rakit, prosesJadi, rakitPerItem, jadiPerItem];
