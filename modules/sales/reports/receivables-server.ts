/**
 * Receivables, sales orders, returns, commissions and customer deposits on the server. Every
 * remaining receivable is `piutang()` (../receivables.ts, the shared open-items mechanism) as the
 * payment screen reads it; the commissions are `komisiSales()` (../komisi.ts) as the commission
 * payment screen reads them.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import type { ReportRow } from '@niaga/report';
import { ageOf, depositServerReport, openItemServerReports, type Range } from '@niaga/purchasing/server';
import { PIUTANG, piutang } from '../receivables';
import { komisiSales } from '../komisi';
import * as R from './receivables';

const pel = (p: Record<string, unknown>) => (p.pelanggan ? sql`and h.kodesupel = ${String(p.pelanggan)}` : sql``);
const sumOf = (rows: Record<string, string>[], keys: string[]) => {
  const s = new Sums(keys);
  for (const r of rows) s.add(r);
  return s.values();
};
const totalOf = (rows: Record<string, string>[], keys: string[]) => [row.t('Total', sumOf(rows, keys))];

const piutangPerSales = serverReport(R.piutangPerSales, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const perWilayah = p.per === 'wilayah';
  const list = await piutang(ctx.tx, { sampai: tanggal, terbuka: true });
  // The group of each invoice: the sale's own salesperson (else the customer's), or the customer's region.
  const groups = new Map<string, string>();
  if (list.length) {
    const nos = sql.join(list.map((i) => sql`${i.notransaksi}`), sql`, `);
    for (const g of await rowsOf<{ no: string; kode: string }>(
      ctx.tx,
      perWilayah
        ? sql`select n.no, coalesce(c.kodewilayah, '') as kode from unnest(array[${nos}]::text[]) n(no)
              join (select notransaksi, kodesupel from jual union all select notransaksi, kodesupel from kasir union all select notransaksi, kodesupel from saldoawalpiutang) i on i.notransaksi = n.no
              left join pelanggan c on c.kodesupel = i.kodesupel`
        : sql`select n.no, coalesce(nullif(i.kodesales, ''), c.kodesales, '') as kode from unnest(array[${nos}]::text[]) n(no)
              join (select notransaksi, kodesupel, kodesales from jual union all select notransaksi, kodesupel, kodesales from kasir union all select notransaksi, kodesupel, null from saldoawalpiutang) i on i.notransaksi = n.no
              left join pelanggan c on c.kodesupel = i.kodesupel`,
    ))
      groups.set(g.no, g.kode);
  }
  const names = new Map(
    (
      await rowsOf<{ kode: string; nama: string }>(
        ctx.tx,
        perWilayah ? sql`select kodewilayah as kode, namawilayah as nama from wilayah` : sql`select kodesales as kode, namasales as nama from sales`,
      )
    ).map((x) => [x.kode, x.nama]),
  );
  const codes = [...new Set(list.map((i) => groups.get(i.notransaksi) ?? ''))].sort();
  const rows = codes.map((kode) => {
    const own = list.filter((i) => (groups.get(i.notransaksi) ?? '') === kode);
    return { kode: kode || '-', nama: kode ? (names.get(kode) ?? '') : perWilayah ? 'Tanpa wilayah' : 'Tanpa sales', faktur: String(own.length), ...ageOf(own, tanggal) };
  });
  const t = ageOf(list, tanggal);
  return {
    rows: rows.map((r) => row.d(r)),
    totals: [row.t('Total', { faktur: String(list.length), ...t })],
    notes: [perWilayah ? 'Wilayah: wilayah pelanggan pada master.' : 'Sales: sales pada penjualan; saldo awal piutang dan penjualan tanpa sales memakai sales pelanggan.'],
  };
});

const pesananPenjualan = serverReport(R.pesananPenjualan, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, (d.jumlah - d.sisa)::text as terjual,
               d.sisa::text as sisa, d.satuan, d.harga::text as harga, case when d.jumlah = 0 then 0 else round(d.total * d.sisa / d.jumlah, 2) end::numeric(18,2)::text as nilaisisa
        from pesanjual h join pesanjual_detail d on d.pesanjual_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari}::date and ${sampai}::date ${pel(p)} ${p.terbuka ? sql`and d.sisa > 0` : sql``}
        order by h.tanggal, h.notransaksi, d.urut`,
  );
  return { rows: rows.map((r) => row.d(r)), totals: totalOf(rows, ['nilaisisa']), notes: ['Nilai sisa: total baris (setelah diskon baris) untuk jumlah yang belum dijual.'] };
});

const returPenjualan = serverReport(R.returPenjualan, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, coalesce(h.nojual, '') as nojual, d.kodeitem, coalesce(i.namaitem, '') as namaitem, d.jumlah::text as jumlah, d.satuan,
               d.harga::text as harga, d.total::text as total, case when h.potongpiutang then 'Ya' else 'Tidak' end as potong
        from returjual h join returjual_detail d on d.returjual_id = h.id left join item i on i.kodeitem = d.kodeitem
        where h.tanggal between ${dari}::date and ${sampai}::date ${pel(p)} order by h.tanggal, h.notransaksi, d.urut`,
  );
  const heads = await rowsOf<{ dpp: string; ppn: string; total: string }>(
    ctx.tx,
    sql`select coalesce(sum(h.dpp), 0)::numeric(18,2)::text as dpp, coalesce(sum(h.ppn), 0)::numeric(18,2)::text as ppn, coalesce(sum(h.total), 0)::numeric(18,2)::text as total
        from returjual h where h.tanggal between ${dari}::date and ${sampai}::date ${pel(p)}`,
  );
  const h = heads[0];
  return {
    rows: rows.map((r) => row.d(r)),
    totals: [...totalOf(rows, ['total']), row.t('Nilai Retur (DPP)', { total: h.dpp }), row.t('PPN', { total: h.ppn }), row.t('Total Retur', { total: h.total })],
    notes: ['Total baris sebelum diskon dokumen dan PPN; Nilai Retur (DPP) = yang dibukukan ke Retur Penjualan.'],
  };
});

const komisiPerTransaksi = serverReport(R.komisiPerTransaksi, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const list = (await komisiSales(ctx.tx, { sampai, kodesales: p.sales ? String(p.sales) : undefined, terbuka: !!p.terbuka })).filter((k) => k.tanggal >= dari);
  const names = new Map((await rowsOf<{ kode: string; nama: string }>(ctx.tx, sql`select kodesales as kode, namasales as nama from sales`)).map((x) => [x.kode, x.nama]));
  const keys = ['dpp', 'komisi', 'komisibayar', 'retur', 'dibayar', 'sisa'];
  const rows: ReportRow[] = [];
  const total = new Sums(keys);
  for (const kode of [...new Set(list.map((k) => k.kodesales))].sort()) {
    const s = new Sums(keys);
    rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`));
    for (const k of list.filter((x) => x.kodesales === kode)) {
      const r = { notransaksi: k.notransaksi, tanggal: k.tanggal, kodesupel: k.kodesupel, dpp: k.dpp, komisi: k.komisi, komisibayar: k.komisibayar, retur: k.retur, dibayar: k.dibayar, sisa: k.sisa };
      s.add(r);
      total.add(r);
      rows.push(row.d(r));
    }
    rows.push(row.s(`Subtotal ${kode}`, s.values()));
  }
  return { rows, totals: [row.t('Total', total.values())], notes: ['Dibayar dan retur sampai akhir periode.'] };
});

const komisiPerPembayaran = serverReport(R.komisiPerPembayaran, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesales, h.kodeacckas, d.nojual, to_char(s.tanggal, 'YYYY-MM-DD') as tgljual, coalesce(s.komisi, 0)::numeric(18,2)::text as komisi, d.bayar::text as bayar
        from bayarkomisi h join bayarkomisi_detail d on d.bayarkomisi_id = h.id
        left join (select notransaksi, tanggal, komisi from jual union all select notransaksi, tanggal, komisi from kasir) s on s.notransaksi = d.nojual
        where h.tanggal between ${dari}::date and ${sampai}::date ${p.sales ? sql`and h.kodesales = ${String(p.sales)}` : sql``}
        order by h.kodesales, h.tanggal, h.notransaksi, d.urut`,
  );
  const names = new Map((await rowsOf<{ kode: string; nama: string }>(ctx.tx, sql`select kodesales as kode, namasales as nama from sales`)).map((x) => [x.kode, x.nama]));
  const out: ReportRow[] = [];
  for (const kode of [...new Set(rows.map((r) => r.kodesales))]) {
    const own = rows.filter((r) => r.kodesales === kode);
    out.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), ...own.map(({ kodesales: _k, ...r }) => row.d(r)), row.s(`Subtotal ${kode}`, sumOf(own, ['bayar'])));
  }
  return { rows: out, totals: totalOf(rows, ['bayar']) };
});

const depositPelanggan = depositServerReport(R.depositPelanggan, PIUTANG, {
  doctype: 'pelanggan',
  masuk: 'Deposit pelanggan',
  uses: { kasir: 'Dipakai di penjualan kasir', jual: 'Dipakai di penjualan', bayarpiutang: 'Dipakai di pembayaran piutang' },
});

export const receivableServerReports: ServerReport[] = [
  ...openItemServerReports({ side: PIUTANG, words: R.PIUTANG_WORDS, decls: R.piutang }),
  piutangPerSales,
  pesananPenjualan,
  returPenjualan,
  komisiPerTransaksi,
  komisiPerPembayaran,
  depositPelanggan,
];
