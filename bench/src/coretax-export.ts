/**
 * The tax-invoice export (issue 15, /eksporcsv): a period of BENCH_INVOICES sales with PPN (default
 * 10,000; three lines each, 100 buyers with NPWP and address), written straight into the sales tables,
 * then exported the way a person does it — `eksporcsv_unduh` (the right, the check, the one-time
 * token) and `GET /unduh/<token>` (the report service: one read transaction that reads the period,
 * builds and checks every invoice and writes the file):
 *   - Coretax XML, every part of at most 1,000 invoices (target: all 10,000 ≤ 5 s);
 *   - e-Faktur CSV of the whole period in one file.
 * Baseline from the same run: the same data read by hand-written SQL (every sale of the period with
 * PPN, its lines with their items and its buyer, in the export's order) — what any export must read,
 * without building, checking or writing anything.
 * On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL is set (created when missing).
 *   BENCH_INVOICES=500 npx tsx bench/src/coretax-export.ts
 */
import { sql } from 'drizzle-orm';
import { stat } from 'node:fs/promises';
import { rm } from 'node:fs/promises';
import { dispatch, openDatabase, rowsOf, type Database, type Kernel } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy } from '@niaga/admin';
import { ledgerBooks } from '@niaga/ledger';
import { pajakOf, subtotalOf, totalOf } from '@niaga/sales';
import { buildRegistry, migrate, newCompany, reports } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const N = Number(process.env.BENCH_INVOICES ?? 10_000);
const LINES = [
  { kodeitem: 'BRG01', harga: '111000' },
  { kodeitem: 'BRG02', harga: '55500' },
  { kodeitem: 'BRG03', harga: '22200' },
].map((l) => ({ ...l, satuan: 'PCS', jumlah: '1', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: '1112' }));

async function onEngine(kind: 'pglite' | 'postgres', url?: string) {
  const db: Database = await openDatabase(kind === 'postgres' ? { databaseUrl: url, poolSize: 4 } : {});
  await migrate(db);
  const iper = `FK${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench faktur', startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  await db.tx(schema, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, books: ledgerBooks, onError: (e) => console.error(e) };
  const call = (act: string, p: unknown, token?: string, fields: Record<string, string> = {}) => dispatch(kernel, { act, token, aprq: JSON.stringify(p), fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
  const login = await call('lgx', {}, undefined, { iper, uname: 'ADMIN', passw: 'bench-pass' });
  const token = (login.data as { token: string }).token;
  const ok = async (act: string, p: unknown) => {
    const r = await call(act, p, token);
    if (r.num !== 0) throw new Error(`${act}: ${r.msg}`);
    return r.data as Record<string, unknown>;
  };
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  for (const l of LINES) await ok('item_save', { kodeitem: l.kodeitem, namaitem: `Barang ${l.kodeitem}`, satuan: 'PCS', tipe: '1', jenispajak: '1112', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: l.harga }] });
  await ok('dataperusahaan_save', { npwp: '02.111.222.3-444.000', idtku: '000000' });
  // The e-Faktur CSV gives each invoice a serial number (NSFP): one range for the whole bench.
  await ok('nsfp_save', { tahun: '2026', awal: '0102600000001', akhir: '0102609999999' });
  const doc = { tipeppn: 'I', diskon: '0', lines: LINES };
  const { dpp, ppn } = pajakOf(doc);
  const t0 = performance.now();
  await db.tx(schema, async (tx) => {
    await tx.execute(sql`insert into pelanggan (kodesupel, namasupel, npwp, jalan, nomor, kota, provinsi, kodepos)
      select 'PEL' || lpad(i::text, 3, '0'), 'PT Pembeli ' || i, '01' || lpad(i::text, 13, '0'), 'Jl. Bench ' || i, i::text, 'Jakarta', 'DKI Jakarta', '10110' from generate_series(1, 100) i`);
    await tx.execute(sql`insert into jual (notransaksi, tanggal, kodesupel, kodegudang, tipeppn, subtotal, dpp, ppn, total, kredit)
      select 'JL-BENCH-' || lpad(i::text, 6, '0'), date '2026-03-01' + (i % 28), 'PEL' || lpad((i % 100 + 1)::text, 3, '0'), 'UTM', 'I',
             ${subtotalOf(doc).toFixed(2)}, ${dpp.toFixed(2)}, ${ppn.toFixed(2)}, ${totalOf(doc).toFixed(2)}, ${totalOf(doc).toFixed(2)} from generate_series(1, ${N}) i`);
    await tx.execute(sql`insert into jual_detail (jual_id, urut, kodeitem, satuan, jumlah, harga, total, jenispajak)
      select j.id, l.urut, l.kodeitem, 'PCS', 1, l.harga, l.harga, '1112' from jual j
      cross join (values (0, 'BRG01', 111000), (1, 'BRG02', 55500), (2, 'BRG03', 22200)) l(urut, kodeitem, harga)`);
  });
  console.log(`${kind}: ${N} penjualan dibuat dalam ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const periode = { dari: '2026-03-01', sampai: '2026-03-31', kodetransaksi: '04' };

  const download = async (format: 'csv' | 'xml', bagian = 1) => {
    const r = (await ok('eksporcsv_unduh', { ...periode, format, bagian })) as { url: string; penjualan: number };
    const out = await reports.render(db, accessPolicy, r.url.split('/').pop()!);
    if ('num' in out) throw new Error(out.msg);
    const { size } = await stat(out.file);
    await rm(out.dir, { recursive: true, force: true });
    return { size, jumlah: r.penjualan };
  };
  if (process.env.BENCH_PARTS_TRACE) {
    const { readSales } = await import('@niaga/sales/server');
    const { buildInvoices } = await import('@niaga/sales');
    await db.tx(schema, async (tx) => {
      const a = performance.now();
      const sales = await readSales(tx, periode, { ppnOnly: true, offset: 0, limit: 1000 });
      const b = performance.now();
      buildInvoices(sales, { kodetransaksi: '04' });
      console.log(`read ${(b - a).toFixed(0)} ms, build ${(performance.now() - b).toFixed(0)} ms`);
    });
  }
  const parts = Math.ceil(N / 1000);
  const x0 = performance.now();
  let bytes = 0;
  let faktur = 0;
  for (let b = 1; b <= parts; b++) {
    const r = await download('xml', b);
    bytes += r.size;
    faktur += r.jumlah;
  }
  const xmlMs = performance.now() - x0;
  if (faktur !== N) throw new Error(`XML berisi ${faktur} faktur, bukan ${N}`);
  console.log(`${kind}: Coretax XML ${N} faktur (${parts} bagian, ${(bytes / 1e6).toFixed(1)} MB): ${(xmlMs / 1000).toFixed(2)} s (target ≤ 5 s untuk 10.000)`);
  // Baseline: the same rows read by one hand-written statement, best of three.
  let base = Infinity;
  let baseRows = 0;
  for (let i = 0; i < 3; i++) {
    const b0 = performance.now();
    baseRows = await db.tx(schema, async (tx) => {
      const r = await rowsOf(tx, sql`select h.notransaksi, h.tanggal, h.tipeppn, h.diskon, h.dpp, h.ppn, p.namasupel, p.npwp, p.nik, p.jalan, p.nomor, p.kota, p.provinsi, p.kodepos,
                                            d.urut, d.kodeitem, i.namaitem, d.satuan, d.jumlah, d.harga, d.diskon1, d.diskon2, d.diskon3, d.diskon4, d.jenispajak
                                     from jual h join jual_detail d on d.jual_id = h.id left join item i on i.kodeitem = d.kodeitem left join pelanggan p on p.kodesupel = h.kodesupel
                                     where h.tanggal between ${periode.dari}::date and ${periode.sampai}::date and h.ppn <> 0 and not h.batal
                                     order by h.tanggal, h.notransaksi, d.urut`);
      return r.length;
    });
    base = Math.min(base, performance.now() - b0);
  }
  console.log(`${kind}: baseline SQL tangan, baca data yang sama (${baseRows} baris faktur × barang): ${(base / 1000).toFixed(2)} s (terbaik dari 3)`);
  const c0 = performance.now();
  const csv = await download('csv');
  console.log(`${kind}: e-Faktur CSV ${csv.jumlah} faktur (${(csv.size / 1e6).toFixed(1)} MB): ${((performance.now() - c0) / 1000).toFixed(2)} s`);
  await db.close();
}

await onEngine('pglite');
if (process.env.BENCH_DATABASE_URL) {
  await ensurePgDatabase(process.env.BENCH_DATABASE_URL);
  await onEngine('postgres', process.env.BENCH_DATABASE_URL);
}
