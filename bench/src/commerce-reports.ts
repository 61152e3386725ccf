/**
 * Commerce reports on large data (issue 19): the stock mutation (mLapPERS006) of BENCH_ITEMS items
 * over one month with BENCH_MOVES stock moves, and sales per item (mLapJL004) for a year with
 * BENCH_SALE_LINES till-sale lines — each the whole report as the act runs it, against a raw
 * GROUP BY baseline — and their printing: the mutation as PDF, sales per item as XLSX (time and
 * memory). On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 *   npx tsx bench/src/commerce-reports.ts     (BENCH_ITEMS=10000 BENCH_MOVES=1000000 BENCH_SALE_LINES=1000000 BENCH_RUNS=7)
 * Targets: mutation ≤ 1 s, sales per item ≤ 1 s (at full size).
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rowsOf, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { mutasiRows, serverReports as stockReports } from '@niaga/inventory/server';
import { serverReports as salesReports } from '@niaga/sales/server';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { columnsOf, describeParams, paramsSchema, type ParamValues } from '@niaga/report';
import { layoutOf, writePdf, writeXlsx, type ServerReport } from '@niaga/report/server';
import { migrate, newCompany } from '../../apps/server/src/app';
import { saleUnitFigures } from '@niaga/system/server';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const MOVES = Number(process.env.BENCH_MOVES ?? 1_000_000);
const SALE_LINES = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const url = process.env.BENCH_DATABASE_URL;

if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
await migrate(db);
const iper = `BC${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench commerce', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

const t = performance.now();
await inCompany(async (tx) => {
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 });
  await tx.execute(sql`insert into gudang (kodegudang, namagudang) values ('GD2', 'Gudang 2') on conflict do nothing`);
  await tx.execute(sql`insert into item (kodeitem, namaitem, satuan) select 'I' || lpad(i::text, 6, '0'), 'Item ' || i, 'PCS' from generate_series(1, ${ITEMS}) i`);
  await tx.execute(sql`insert into satuanitem (item_id, urut, satuan, konversi, hargajual1) select id, 0, 'PCS', 1, 1500 from item`);
  const journals = 1000;
  await tx.execute(sql`insert into gl_jurnal (sumber, notransaksi, tanggal) select 'IM', 'B' || i, date '2026-03-01' from generate_series(1, ${journals}) i`);
  const [{ j0 }] = await rowsOf<{ j0: number }>(tx, sql`select min(id) as j0 from gl_jurnal`);
  const [{ i0 }] = await rowsOf<{ i0: number }>(tx, sql`select min(id) as i0 from item`);
  const gudang = (await rowsOf<{ id: number }>(tx, sql`select id from gudang order by id limit 2`)).map((g) => Number(g.id));
  // An opening move per item in February, then MOVES in March: two in, one out, at 1,000 each; the running state as posting keeps it.
  await tx.execute(sql`insert into stok_mutasi (id, jurnal_id, sumber, notransaksi, tanggal, item_id, gudang_id, qty, nilai, metode, saldo_qty, saldo_nilai)
    select id, ${j0}::int + (id % ${journals}), 'IM', 'B', tanggal, item_id, gudang_id, qty, qty * 1000, 'R',
           sum(qty) over w, sum(qty * 1000) over w
    from (select i as id, case when i <= ${ITEMS} then date '2026-02-15' else date '2026-03-01' + ((i::bigint * 7) % 31)::int end as tanggal,
                 ${i0}::int + (i % ${ITEMS}) as item_id, case when i % 5 = 0 then ${gudang[1] ?? gudang[0]}::int else ${gudang[0]}::int end as gudang_id,
                 case when i <= ${ITEMS} then 100 when i % 3 = 0 then -1 else 2 end::numeric as qty
          from generate_series(1, ${MOVES + ITEMS}) i) g
    window w as (partition by item_id order by tanggal, id)`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('stok_mutasi', 'id'), (select max(id) from stok_mutasi))`);
  await tx.execute(sql`insert into stok_item (item_id, iddetailvarian, qty, nilai) select item_id, 0, sum(qty), sum(nilai) from stok_mutasi group by 1`);
  await tx.execute(sql`insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty) select item_id, 0, gudang_id, sum(qty) from stok_mutasi group by 1, 3`);
  // The monthly stock figures posting keeps (every move here is in or out by its quantity's sign).
  await tx.execute(sql`insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar, mutasi)
    select item_id, 0, gudang_id, (extract(year from tanggal) * 100 + extract(month from tanggal))::int,
           coalesce(sum(qty) filter (where qty > 0), 0), coalesce(sum(nilai) filter (where qty > 0), 0), coalesce(-sum(qty) filter (where qty < 0), 0), coalesce(-sum(nilai) filter (where qty < 0), 0), count(*)
    from stok_mutasi group by 1, 3, 4`);
  // Till sales over 2026: ten lines a sale.
  const sales = Math.ceil(SALE_LINES / 10);
  await tx.execute(sql`insert into kasir (id, notransaksi, tanggal, kodesupel, kodegudang, subtotal, dpp, total, tunai)
    select i, 'KSR-' || i, date '2026-01-01' + (i % 365), 'UMUM', 'UTM', 150000, 135135.14, 150000, 150000 from generate_series(1, ${sales}) i`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('kasir', 'id'), ${sales})`);
  await tx.execute(sql`insert into kasir_detail (kasir_id, urut, kodeitem, satuan, jumlah, harga, total)
    select 1 + (i / 10), i % 10, 'I' || lpad((1 + (i::bigint * 7919) % ${ITEMS})::text, 6, '0'), 'PCS', 10, 1500, 15000 from generate_series(0, ${sales * 10 - 1}) i`);
  // The sales figures each sale's save keeps (dsb_jual_satuan), here all at once.
  await tx.execute(sql`insert into dsb_jual_satuan (bulan, sumber, kodeitem, satuan, jumlah, nilai) ${saleUnitFigures()}`);
});
if (db.kind === 'postgres') await db.rows(sql.raw(['stok_mutasi', 'stok_item', 'stok_gudang', 'stok_saldo', 'item', 'satuanitem', 'kasir', 'kasir_detail', 'dsb_jual_satuan'].map((x) => `analyze "${company.schema_name}".${x}`).join('; ')));
const [{ m, l }] = await inCompany((tx) => rowsOf<{ m: number; l: number }>(tx, sql`select (select count(*) from stok_mutasi)::int as m, (select count(*) from kasir_detail)::int as l`));
console.log(`${db.kind}: ${ITEMS.toLocaleString('en')} items, ${m.toLocaleString('en')} stock moves, ${l.toLocaleString('en')} sale lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

async function time(label: string, fn: (tx: Tx) => Promise<unknown>) {
  const lat: number[] = [];
  let out: unknown;
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    out = await inCompany(fn);
    lat.push(performance.now() - s);
  }
  lat.sort((a, b) => a - b);
  console.log(`${label.padEnd(60)} median ${lat[Math.floor(lat.length / 2)].toFixed(1).padStart(7)} ms   min ${lat[0].toFixed(1).padStart(7)} ms${typeof out === 'number' ? `   ${out.toLocaleString('en')} rows` : ''}`);
}

const all = [...stockReports, ...salesReports];
const report = (lap: string) => all.find((r) => r.decl.access === lap)!;
const runReport = async (tx: Tx, r: ServerReport, raw: ParamValues) => {
  const p = paramsSchema(r.decl, '2026-12-31').parse(raw);
  const data = await r.run({ tx, today: '2026-12-31', userid: 'BENCH' }, p);
  return { p, data, layout: layoutOf(data) };
};
const march = { periode: { dari: '2026-03-01', sampai: '2026-03-31' } };
const year = { periode: { dari: '2026-01-01', sampai: '2026-12-31' } };

// BENCH_EXPLAIN=1: the plan of every statement of the two reports (EXPLAIN ANALYZE), run once.
if (process.env.BENCH_EXPLAIN) {
  const explaining = (tx: Tx) =>
    new Proxy(tx, {
      get: (t, k) =>
        k === 'execute'
          ? async (q: SQL) => {
              // Statements that are not queries (set local …) are run as they are.
              await t.execute(sql`savepoint plan`);
              try {
                const plan = await rowsOf<Record<string, string>>(t, sql`explain (analyze, costs off) ${q}`);
                console.log(plan.map((r) => Object.values(r)[0]).join('\n'), '\n');
              } catch {
                await t.execute(sql`rollback to savepoint plan`);
              }
              return t.execute(q);
            }
          : Reflect.get(t, k),
    });
  for (const [lap, p] of [['mLapPERS006', march], ['mLapJL004', year]] as const) {
    console.log(`--- ${lap}`);
    await inCompany((tx) => runReport(explaining(tx), report(lap), p));
  }
}

console.log(`each figure: one transaction per run (as an act), ${RUNS} runs; target in [brackets]`);
await time('mLapPERS006 mutasi stok, one month, whole report [≤ 1 s]', async (tx) => (await runReport(tx, report('mLapPERS006'), march)).layout.length);
await time('  of which the query (mutasiRows)', async (tx) => (await mutasiRows(tx, { dari: '2026-03-01', sampai: '2026-03-31', gudang: null, semua: false })).length);
await time('mLapPERS006 mutasi stok, one warehouse', async (tx) => (await runReport(tx, report('mLapPERS006'), { ...march, gudang: 'UTM' })).layout.length);
await time('baseline: raw GROUP BY of the month moves per item', (tx) =>
  rowsOf(tx, sql`select item_id, sum(greatest(qty, 0)), sum(greatest(-qty, 0)), sum(nilai) from stok_mutasi where tanggal between '2026-03-01' and '2026-03-31' and not batal group by 1`).then((r) => r.length),
);
await time('mLapJL004 penjualan per item, one year, whole report [≤ 1 s]', async (tx) => (await runReport(tx, report('mLapJL004'), year)).layout.length);
await time('baseline: raw GROUP BY of the year sale lines per item', (tx) =>
  rowsOf(tx, sql`select d.kodeitem, sum(d.jumlah), sum(d.total) from kasir h join kasir_detail d on d.kasir_id = h.id where h.tanggal between '2026-01-01' and '2026-12-31' group by 1`).then((r) => r.length),
);

// Printing: the renderers fed by the report's rows, in one transaction.
const dir = await mkdtemp(join(tmpdir(), 'niaga-bench-'));
async function file(label: string, lap: string, raw: ParamValues, format: 'pdf' | 'xlsx') {
  const r = report(lap);
  let peak = 0;
  const base = process.memoryUsage();
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const s = performance.now();
  const out = join(dir, `${lap}.${format}`);
  const rows = await inCompany(async (tx) => {
    const { p, data, layout } = await runReport(tx, r, raw);
    const info = { title: r.decl.title, company: { nama: 'Bench', alamat: ['Jl. Contoh 1'] }, params: describeParams(r.decl, p), columns: data.columns ?? columnsOf(r.decl, p), printed: '31/12/2026 10:00' };
    if (format === 'pdf') await writePdf(out, info, layout.stream());
    else await writeXlsx(out, info, layout.stream());
    return layout.length;
  });
  const ms = performance.now() - s;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`${label.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms  ${rows.toLocaleString('en')} rows, ${((await stat(out)).size / 1e6).toFixed(1)} MB, RSS peak +${((peak - base.rss) / 1e6).toFixed(0)} MB`);
}
await file('mLapPERS006 mutasi stok → PDF', 'mLapPERS006', march, 'pdf');
await file('mLapPERS006 mutasi stok → XLSX', 'mLapPERS006', march, 'xlsx');
await file('mLapJL004 penjualan per item → XLSX', 'mLapJL004', year, 'xlsx');
await rm(dir, { recursive: true, force: true });
if (process.env.BENCH_KEEP) console.log(`kept: schema ${company.schema_name}`);
else if (db.kind === 'postgres') {
  await db.rows(sql.raw(`drop schema "${company.schema_name}" cascade`));
  await db.rows(sql`delete from control.companies where id = ${company.id}`);
}
await db.close();
