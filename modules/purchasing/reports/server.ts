/**
 * Payables, purchasing and supplier-deposit reports. Every remaining amount comes from
 * `invoices()` (../payables.ts), as the payment screen reads it; movements are the documents.
 */
import { sql } from 'drizzle-orm';
import { dec, ZERO, type Dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import type { ReportRow } from '@niaga/report';
import { invoices, type Invoice } from '../payables';
import * as R from './reports';

type Range = { dari: string; sampai: string };

const money = (d: Dec) => d.toFixed(2);
const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const sup = (p: Record<string, unknown>) => (p.supplier ? String(p.supplier) : undefined);

async function supplierNames(tx: Tx): Promise<Map<string, string>> {
  const rows = await rowsOf<{ kodesupel: string; namasupel: string }>(tx, sql`select kodesupel, namasupel from supplier`);
  return new Map(rows.map((r) => [r.kodesupel, r.namasupel]));
}

/** Invoices grouped by supplier, in supplier code order. */
function bySupplier<T extends { kodesupel: string }>(list: T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of [...list].sort((a, b) => a.kodesupel.localeCompare(b.kodesupel))) m.set(x.kodesupel, [...(m.get(x.kodesupel) ?? []), x]);
  return m;
}

const hutangBelumLunas = serverReport(R.hutangBelumLunas, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const list = await invoices(ctx.tx, { sampai: tanggal, kodesupel: sup(p), terbuka: true });
  const names = await supplierNames(ctx.tx);
  const rows: ReportRow[] = [];
  const total = new Sums(['jumlah', 'sisa']);
  for (const [kode, inv] of bySupplier(list)) {
    rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`));
    const s = new Sums(['jumlah', 'sisa']);
    for (const i of inv) {
      const r = { notransaksi: i.notransaksi, tanggal: i.tanggal, jatuhtempo: i.jatuhtempo ?? '', umur: String(daysBetween(i.tanggal, tanggal)), jumlah: i.jumlah, sisa: i.sisa };
      s.add(r);
      total.add(r);
      rows.push(row.d(r));
    }
    rows.push(row.s(`Subtotal ${kode}`, s.values()));
  }
  return { rows, totals: [row.t('Total', total.values())] };
});

const BUCKETS = ['b0', 'b30', 'b60', 'b90', 'b91'] as const;
/** The ageing bucket of an invoice at a date: days past its due date (its date when it has none). */
export function bucketOf(inv: Pick<Invoice, 'tanggal' | 'jatuhtempo'>, tanggal: string): (typeof BUCKETS)[number] {
  const late = daysBetween(inv.jatuhtempo ?? inv.tanggal, tanggal);
  return late <= 0 ? 'b0' : late <= 30 ? 'b30' : late <= 60 ? 'b60' : late <= 90 ? 'b90' : 'b91';
}

const umurHutang = serverReport(R.umurHutang, async (ctx, p) => {
  const tanggal = String(p.tanggal);
  const list = await invoices(ctx.tx, { sampai: tanggal, kodesupel: sup(p), terbuka: true });
  const names = await supplierNames(ctx.tx);
  const keys = [...BUCKETS, 'sisa'];
  const rows: ReportRow[] = [];
  const total = new Sums(keys);
  for (const [kode, inv] of bySupplier(list)) {
    const s = new Sums(keys);
    const lines: ReportRow[] = [];
    for (const i of inv) {
      const r: Record<string, string> = { kode: i.notransaksi, nama: `${i.tanggal.split('-').reverse().join('/')} · JT ${(i.jatuhtempo ?? i.tanggal).split('-').reverse().join('/')}`, sisa: i.sisa };
      r[bucketOf(i, tanggal)] = i.sisa;
      s.add(r);
      lines.push(row.d(r));
    }
    total.add(Object.fromEntries(keys.map((k) => [k, money(s.get(k))])));
    if (p.rinci) rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), ...lines, row.s(`Subtotal ${kode}`, Object.fromEntries(keys.map((k) => [k, money(s.get(k))]))));
    else rows.push(row.d({ kode, nama: names.get(kode) ?? '', ...Object.fromEntries(keys.map((k) => [k, money(s.get(k))])) }));
  }
  return { rows, totals: [row.t('Total', Object.fromEntries(keys.map((k) => [k, money(total.get(k))])))], notes: ['Umur dihitung dari tanggal jatuh tempo (tanggal faktur bila tanpa jatuh tempo).'] };
});

interface Move {
  kodesupel: string;
  tanggal: string;
  notransaksi: string;
  keterangan: string;
  noinvoice: string;
  jenis: 'tambah' | 'bayar' | 'retur';
  nilai: string;
}

/** A period's payables movements: invoices (BL credit part, SAH), payments (BH paid + discount, per invoice) and returns against the payable (RB). */
async function moves(tx: Tx, r: Range & { kodesupel?: string }): Promise<Move[]> {
  const s = r.kodesupel ? sql`and kodesupel = ${r.kodesupel}` : sql``;
  const sh = r.kodesupel ? sql`and h.kodesupel = ${r.kodesupel}` : sql``;
  return rowsOf<Move>(
    tx,
    sql`select * from (
          select kodesupel, to_char(tanggal, 'YYYY-MM-DD') as tanggal, notransaksi, 'Pembelian' || case when nofaktur <> '' then ' ' || nofaktur else '' end as keterangan, notransaksi as noinvoice, 'tambah' as jenis, kredit::text as nilai, 1 as urut
            from beli where kredit > 0 and tanggal between ${r.dari} and ${r.sampai} ${s}
          union all
          select kodesupel, to_char(tanggal, 'YYYY-MM-DD'), notransaksi, 'Saldo awal hutang' || case when nofaktur <> '' then ' ' || nofaktur else '' end, notransaksi, 'tambah', jumlah::text, 0
            from saldoawalhutang where tanggal between ${r.dari} and ${r.sampai} ${s}
          union all
          select h.kodesupel, to_char(h.tanggal, 'YYYY-MM-DD'), h.notransaksi, 'Pembayaran hutang', d.noinvoice, 'bayar', (d.bayar + d.potongan)::text, 2
            from bayarhutang h join bayarhutang_detail d on d.bayarhutang_id = h.id where h.tanggal between ${r.dari} and ${r.sampai} ${sh}
          union all
          select kodesupel, to_char(tanggal, 'YYYY-MM-DD'), notransaksi, 'Retur pembelian', nobeli, 'retur', total::text, 3
            from returbeli where potonghutang and tanggal between ${r.dari} and ${r.sampai} ${s}) x
        order by kodesupel, tanggal, urut, notransaksi, noinvoice`,
  );
}

/** Remaining per supplier at a date: the sum of the invoices' remaining amounts. */
async function remainingBySupplier(tx: Tx, sampai: string, kodesupel?: string): Promise<Map<string, Dec>> {
  const m = new Map<string, Dec>();
  for (const i of await invoices(tx, { sampai, kodesupel })) m.set(i.kodesupel, (m.get(i.kodesupel) ?? ZERO).plus(dec(i.sisa)));
  return m;
}

const kartuHutang = serverReport(R.kartuHutang, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const [awal, akhir, mv, names] = [await remainingBySupplier(ctx.tx, dayBefore(dari), sup(p)), await remainingBySupplier(ctx.tx, sampai, sup(p)), await moves(ctx.tx, { dari, sampai, kodesupel: sup(p) }), await supplierNames(ctx.tx)];
  const codes = [...new Set([...awal.keys(), ...mv.map((m) => m.kodesupel)])].sort();
  const rows: ReportRow[] = [];
  const notes: string[] = [];
  for (const kode of codes) {
    let saldo = awal.get(kode) ?? ZERO;
    const own = mv.filter((m) => m.kodesupel === kode);
    if (saldo.isZero() && !own.length) continue;
    rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), row.s('Saldo Awal', { saldo: money(saldo) }, 1));
    const s = new Sums(['debet', 'kredit']);
    for (const m of own) {
      const v = dec(m.nilai);
      const r = m.jenis === 'tambah' ? { kredit: money(v) } : { debet: money(v) };
      saldo = m.jenis === 'tambah' ? saldo.plus(v) : saldo.minus(v);
      s.add(r);
      rows.push(row.d({ tanggal: m.tanggal, notransaksi: m.notransaksi, keterangan: m.keterangan, noinvoice: m.noinvoice, ...r, saldo: money(saldo) }));
    }
    rows.push(row.s('Saldo Akhir', { ...s.values(), saldo: money(saldo) }, 1));
    // The running balance closes on the invoices' remaining amounts.
    if (!saldo.eq(akhir.get(kode) ?? ZERO)) notes.push(`Perhatian: saldo ${kode} ${money(saldo)} berbeda dengan sisa faktur ${money(akhir.get(kode) ?? ZERO)}.`);
  }
  return { rows, notes };
});

/** Per supplier over a period: opening and closing from the invoices, movements from the documents. */
async function mutasiRows(tx: Tx, r: Range & { kodesupel?: string }) {
  const [awal, akhir, mv, names] = [await remainingBySupplier(tx, dayBefore(r.dari), r.kodesupel), await remainingBySupplier(tx, r.sampai, r.kodesupel), await moves(tx, r), await supplierNames(tx)];
  const codes = [...new Set([...awal.keys(), ...akhir.keys(), ...mv.map((m) => m.kodesupel)])].sort();
  const out: Record<string, string>[] = [];
  for (const kode of codes) {
    const sum = (j: Move['jenis']) => mv.filter((m) => m.kodesupel === kode && m.jenis === j).reduce((a, m) => a.plus(dec(m.nilai)), ZERO);
    const x = { awal: awal.get(kode) ?? ZERO, tambah: sum('tambah'), bayar: sum('bayar'), retur: sum('retur'), akhir: akhir.get(kode) ?? ZERO };
    if (Object.values(x).every((v) => v.isZero())) continue;
    out.push({ kodesupel: kode, namasupel: names.get(kode) ?? '', ...Object.fromEntries(Object.entries(x).map(([k, v]) => [k, money(v)])) });
  }
  return out;
}

const mutasiHutang = serverReport(R.mutasiHutang, async (ctx, p) => {
  const rows = await mutasiRows(ctx.tx, { ...(p.periode as Range), kodesupel: sup(p) });
  const s = new Sums(['awal', 'tambah', 'bayar', 'retur', 'akhir']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

const hutangPerTransaksi = serverReport(R.hutangPerTransaksi, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const list = (await invoices(ctx.tx, { sampai, kodesupel: sup(p) })).filter((i) => i.tanggal >= dari);
  const nos = list.map((i) => i.notransaksi);
  const paid = new Map<string, { bayar: string; retur: string }>();
  if (nos.length) {
    const inList = sql.join(nos.map((n) => sql`${n}`), sql`, `);
    for (const x of await rowsOf<{ no: string; bayar: string; retur: string }>(
      ctx.tx,
      sql`select n.no, coalesce((select sum(d.bayar + d.potongan) from bayarhutang_detail d join bayarhutang h on h.id = d.bayarhutang_id where d.noinvoice = n.no and h.tanggal <= ${sampai}), 0)::text as bayar,
                 coalesce((select sum(total) from returbeli where potonghutang and nobeli = n.no and tanggal <= ${sampai}), 0)::text as retur
          from unnest(array[${inList}]::text[]) as n(no)`,
    ))
      paid.set(x.no, x);
  }
  const rows = list.map((i) => ({ notransaksi: i.notransaksi, tanggal: i.tanggal, jatuhtempo: i.jatuhtempo ?? '', kodesupel: i.kodesupel, jumlah: i.jumlah, bayar: dec(paid.get(i.notransaksi)?.bayar ?? '0').toFixed(2), retur: dec(paid.get(i.notransaksi)?.retur ?? '0').toFixed(2), sisa: i.sisa }));
  const s = new Sums(['jumlah', 'bayar', 'retur', 'sisa']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

const pembayaranHutang = serverReport(R.pembayaranHutang, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const rows = await rowsOf<Record<string, string>>(
    ctx.tx,
    sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, h.kodeacckas, d.noinvoice, d.bayar::text as bayar, d.potongan::text as potongan, (d.bayar + d.potongan)::text as jumlah
        from bayarhutang h join bayarhutang_detail d on d.bayarhutang_id = h.id
        where h.tanggal between ${dari} and ${sampai} ${sup(p) ? sql`and h.kodesupel = ${sup(p)}` : sql``} order by h.tanggal, h.notransaksi, d.urut`,
  );
  const s = new Sums(['bayar', 'potongan', 'jumlah']);
  for (const r of rows) s.add(r);
  return { rows: rows.map((r) => row.d(r)), totals: [row.t('Total', s.values())] };
});

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

const depositSupplier = serverReport(R.depositSupplier, async (ctx, p) => {
  const { dari, sampai } = p.periode as Range;
  const s = sup(p) ? sql`and kodesupel = ${sup(p)}` : sql``;
  const mv = await rowsOf<{ kodesupel: string; tanggal: string; notransaksi: string; keterangan: string; masuk: string; pakai: string; awal: string }>(
    ctx.tx,
    sql`select kodesupel, to_char(tanggal, 'YYYY-MM-DD') as tanggal, notransaksi, keterangan, masuk::text as masuk, pakai::text as pakai, (tanggal < ${dari}::date)::text as awal from (
          select kodesupel, tanggal, notransaksi, case when keterangan <> '' then keterangan else 'Deposit ke supplier' end as keterangan, jumlah as masuk, 0::numeric as pakai from depositsup where tanggal <= ${sampai} ${s}
          union all
          select kodesupel, tanggal, notransaksi, 'Dipakai di pembelian', 0, deposit from beli where deposit <> 0 and tanggal <= ${sampai} ${s}) x
        order by kodesupel, tanggal, notransaksi`,
  );
  const names = await supplierNames(ctx.tx);
  const rows: ReportRow[] = [];
  const total = new Sums(['masuk', 'pakai', 'saldo']);
  for (const kode of [...new Set(mv.map((m) => m.kodesupel))]) {
    const own = mv.filter((m) => m.kodesupel === kode);
    let saldo = own.filter((m) => m.awal === 'true').reduce((a, m) => a.plus(dec(m.masuk)).minus(dec(m.pakai)), ZERO);
    rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), row.s('Saldo Awal', { saldo: money(saldo) }, 1));
    const sum = new Sums(['masuk', 'pakai']);
    for (const m of own.filter((x) => x.awal !== 'true')) {
      saldo = saldo.plus(dec(m.masuk)).minus(dec(m.pakai));
      const r = { masuk: dec(m.masuk).isZero() ? '' : m.masuk, pakai: dec(m.pakai).isZero() ? '' : m.pakai };
      sum.add(r);
      rows.push(row.d({ tanggal: m.tanggal, notransaksi: m.notransaksi, keterangan: m.keterangan, ...r, saldo: money(saldo) }));
    }
    rows.push(row.s('Saldo Akhir', { ...sum.values(), saldo: money(saldo) }, 1));
    total.add({ ...sum.values(), saldo: money(saldo) });
  }
  return { rows, totals: [row.t('Total', total.values())] };
});

export const serverReports: ServerReport[] = [
  hutangBelumLunas,
  umurHutang,
  kartuHutang,
  mutasiHutang,
  hutangPerTransaksi,
  pembayaranHutang,
  pesananPembelian,
  pembelian,
  returPembelian,
  pembelianPerItem,
  depositSupplier,
];
