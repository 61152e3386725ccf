/**
 * Payables (the shared open-item reports, ./open-items-server.ts), purchasing and supplier-deposit
 * reports.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import { HUTANG } from '../payables';
import { depositServerReport, openItemServerReports } from './open-items-server';
import * as R from './reports';

type Range = { dari: string; sampai: string };

const sup = (p: Record<string, unknown>) => (p.supplier ? String(p.supplier) : undefined);

const pesananPembelian = serverReport(R.pesananPembelian, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, (d.jumlah - d.sisa)::text as diterima,
               d.sisa::text as sisa, d.satuan, d.harga::text as harga, case when d.jumlah = 0 then 0 else round(d.total * d.sisa / d.jumlah, 2) end::numeric(18,2)::text as nilaisisa
        from pesanbeli h join pesanbeli_detail d on d.pesanbeli_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${sup(p) ? sql`and h.kodesupel = ${sup(p)}` : sql``} ${p.terbuka ? sql`and d.sisa > 0` : sql``}
        order by h.tanggal, h.notransaksi, d.urut`,
  );
  const s = new Sums(['nilaisisa']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())], notes: ['Nilai sisa: total baris (setelah diskon baris) untuk jumlah yang belum diterima.'] };
});

const pembelian = serverReport(R.pembelian, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const cond = sql`b.tanggal between ${dari} and ${sampai} ${sup(p) ? sql`and b.kodesupel = ${sup(p)}` : sql``}`;
  if (p.tampilan === 'supplier') {
    const rows = await rowsOf<Record<string, string>>(
      ctx.tx,
      sql`select b.kodesupel, coalesce(s.namasupel, '') as namasupel, count(*)::text as faktur, sum(b.dpp)::text as dpp, sum(b.ppn)::text as ppn, sum(b.total)::text as total, sum(b.kredit)::text as kredit
          from beli b left join supplier s on s.kodesupel = b.kodesupel where ${cond} group by b.kodesupel, s.namasupel order by b.kodesupel`,
    );
    const s = new Sums(['faktur', 'dpp', 'ppn', 'total', 'kredit']);
    for (const r of rows) s.add(r);
    return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', { ...s.values(), faktur: s.get('faktur').toFixed(0) })] };
  }
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select b.notransaksi, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, b.kodesupel, b.nofaktur, b.subtotal::text as subtotal, b.potongan::text as potongan, b.ppn::text as ppn,
               (b.biayakirim + b.biayalain)::text as biaya, b.total::text as total, b.tunai::text as tunai, b.deposit::text as deposit, b.kredit::text as kredit
        from beli b where ${cond} order by b.tanggal, b.notransaksi`,
  );
  const s = new Sums(['subtotal', 'potongan', 'ppn', 'biaya', 'total', 'tunai', 'deposit', 'kredit']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

const returPembelian = serverReport(R.returPembelian, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, h.nobeli, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan,
               d.harga::text as harga, d.total::text as total, case when h.potonghutang then 'Ya' else 'Tidak' end as potong
        from returbeli h join returbeli_detail d on d.returbeli_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari} and ${sampai} ${sup(p) ? sql`and h.kodesupel = ${sup(p)}` : sql``} order by h.tanggal, h.notransaksi, d.urut`,
  );
  const s = new Sums(['total']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

/** Base quantity of a line: its quantity times its unit's conversion (1 for the base unit). */
const baseQty = (alias: string) =>
  sql.raw(`${alias}.jumlah * coalesce((select u.konversi from satuanitem u join item x on x.id = u.item_id where x.kodeitem = ${alias}.kodeitem and u.satuan = ${alias}.satuan limit 1), 1)`);

const pembelianPerItem = serverReport(R.pembelianPerItem, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const s1 = sup(p) ? sql`and h.kodesupel = ${sup(p)}` : sql``;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`with b as (select d.kodeitem, sum(${baseQty('d')}) as q, sum(d.nilai) as v from beli h join beli_detail d on d.beli_id = h.id where h.tanggal between ${dari} and ${sampai} ${s1} group by 1),
             r as (select d.kodeitem, sum(${baseQty('d')}) as q, sum(d.total) as v from returbeli h join returbeli_detail d on d.returbeli_id = h.id where h.tanggal between ${dari} and ${sampai} ${s1} group by 1),
             x as (select coalesce(b.kodeitem, r.kodeitem) as kodeitem, coalesce(b.q, 0) as q, coalesce(b.v, 0) as v, coalesce(r.q, 0) as rq, coalesce(r.v, 0) as rv from b full join r on r.kodeitem = b.kodeitem)
        select x.kodeitem, coalesce(i.namaitem, '') as namaitem, coalesce(i.satuan, '') as satuan, x.q::numeric(20,4)::text as jumlah, x.v::numeric(20,2)::text as nilai,
               x.rq::numeric(20,4)::text as retur, x.rv::numeric(20,2)::text as nilairetur, (x.q - x.rq)::numeric(20,4)::text as bersih, (x.v - x.rv)::numeric(20,2)::text as nilaibersih
        from x left join item i on i.kodeitem = x.kodeitem order by x.kodeitem`,
  );
  const s = new Sums(['nilai', 'nilairetur', 'nilaibersih']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())], notes: ['Jumlah dalam satuan dasar; nilai beli setelah diskon dan biaya (nilai persediaan), tanpa PPN.'] };
});

const depositSupplier = depositServerReport(R.depositSupplier, HUTANG, { doctype: 'supplier', masuk: 'Deposit ke supplier', uses: { beli: 'Dipakai di pembelian' } });

export const serverReports: ServerReport[] = [
  ...openItemServerReports({ side: HUTANG, words: R.HUTANG_WORDS, decls: R.hutang }),
  pesananPembelian,
  pembelian,
  returPembelian,
  pembelianPerItem,
  depositSupplier,
];
