/**
 * Report queries on 1,000,000 journal lines (250,000 four-line journals over three years): trial
 * balance for ranges starting and ending mid-month (maintained monthly + daily balances), balance
 * sheet, monthly profit and loss over 36 months (the ledger function and the whole mLapLR002
 * report), a 10,000-row ledger PDF and a 100,000-row journal XLSX streamed (time and memory),
 * each against its baseline. On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints
 * figures; not a test.
 *   npx tsx bench/src/ledger-reports.ts            (BENCH_LINES=1000000, BENCH_RUNS=21)
 */
import { sql } from 'drizzle-orm';
import { findCompany, openDatabase, rowsOf, type Tx } from '@niaga/kernel/server';
import { initialiseBooks, serverReports } from '@niaga/accounting';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { balanceSheet, checkInvariants, monthlyMovements, trialBalance } from '@niaga/ledger';
import { columnsOf, describeParams, paramsSchema, type ParamValues } from '@niaga/report';
import { layoutOf, writePdf, writeXlsx, type ServerReport } from '@niaga/report/server';
import { migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const url = process.env.BENCH_DATABASE_URL;

if (url) await ensurePgDatabase(url);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
await migrate(db);
// BENCH_COMPANY=<id> reuses a company a run kept with BENCH_KEEP=1 (PostgreSQL), skipping the 1M lines.
const reuse = process.env.BENCH_COMPANY ? await db.tx(null, (tx) => findCompany(tx, process.env.BENCH_COMPANY!)) : null;
const iper = reuse?.idperusahaan ?? `BL${Date.now().toString(36).toUpperCase()}`;
const company = reuse ?? (await newCompany(db, { idperusahaan: iper, nama: 'Bench ledger', startflag: 1, adminPassword: 'bench-pass' }));
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

let t = performance.now();
if (!reuse) await inCompany(async (tx) => {
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2024, bulanAwal: 1, bulanAkhir: 12 });
  const ids = (await rowsOf<{ id: number }>(tx, sql`select id from perkiraan where not grup and tipe <> 'PERSEDIAAN' order by id`)).map((r) => Number(r.id));
  const arr = sql.raw(`array[${ids.join(',')}]`);
  const n = ids.length;
  const journals = Math.ceil(LINES / 4);
  await tx.execute(sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan)
                       select 'JU', 'B' || i, date '2024-01-01' + ((i * 37) % 1096), 'bench' from generate_series(1, ${journals}) i`);
  // Four lines a journal: Dr A a / Cr B a / Dr C b / Cr D b.
  await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, kontak)
    select j.id, (${arr})[1 + ((j.id * 7 + k * 13) % ${n})], j.tanggal,
           extract(year from j.tanggal)::int * 100 + extract(month from j.tanggal)::int,
           case when k in (0, 2) then ((j.id * 7919 + k) % 10000000) / 100.0 else 0 end,
           case when k = 1 then ((j.id * 7919 + 0) % 10000000) / 100.0 when k = 3 then ((j.id * 7919 + 2) % 10000000) / 100.0 else 0 end,
           'K' || (j.id % 100)
    from gl_jurnal j cross join generate_series(0, 3) k`);
  // Maintained balances as posting writes them, spread over the 16 slots as concurrent postings would.
  await tx.execute(sql`insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, periode, (id % 16)::smallint, sum(debet), sum(kredit) from gl_baris group by 1, 2, 3`);
  await tx.execute(sql`insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, tanggal, (id % 16)::smallint, sum(debet), sum(kredit) from gl_baris group by 1, 2, 3`);
});
if (db.kind === 'postgres') await db.rows(sql.raw(`analyze "${company.schema_name}".gl_baris; analyze "${company.schema_name}".gl_saldo; analyze "${company.schema_name}".gl_saldo_harian; analyze "${company.schema_name}".gl_jurnal; analyze "${company.schema_name}".perkiraan`));
const [{ n }] = await inCompany((tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_baris`));
console.log(`${db.kind}: ${n.toLocaleString('en')} journal lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

t = performance.now();
const inv = await inCompany((tx) => checkInvariants(tx));
console.log(`invariant check (without costing): ${inv.ok ? 'ok' : inv.masalah.join(' | ')} in ${(performance.now() - t).toFixed(0)} ms`);

async function time(label: string, fn: (tx: Tx) => Promise<unknown>) {
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await inCompany(fn);
    lat.push(performance.now() - s);
  }
  lat.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${lat[Math.floor(lat.length / 2)].toFixed(1).padStart(7)} ms   min ${lat[0].toFixed(1).padStart(7)} ms`);
}

const report = (lap: string) => serverReports.find((r) => r.decl.access === lap)!;
const runReport = async (tx: Tx, r: ServerReport, raw: ParamValues) => {
  const p = paramsSchema(r.decl, '2026-12-31').parse(raw);
  const data = await r.run({ tx, today: '2026-12-31', userid: 'BENCH' }, p);
  return { p, data, layout: layoutOf(data) };
};

// BENCH_ONLY=files skips the queries (to look at the files alone).
if (process.env.BENCH_ONLY !== 'files') {
console.log(`each figure: one transaction per run (as an act), ${RUNS} runs; target in [brackets]`);
await time('trial balance to 2026-12-31 (maintained balances)', (tx) => trialBalance(tx, { sampai: '2026-12-31' }));
await time('trial balance 2025-03-10 … 2026-08-20 [≤ 20 ms]', (tx) => trialBalance(tx, { dari: '2025-03-10', sampai: '2026-08-20' }));
await time('trial balance 2025-03-16 … 2026-08-15 (worst edges) [≤ 20]', (tx) => trialBalance(tx, { dari: '2025-03-16', sampai: '2026-08-15' }));
await time('trial balance 2026-03-05 … 2026-03-25 (inside a month) [≤ 20]', (tx) => trialBalance(tx, { dari: '2026-03-05', sampai: '2026-03-25' }));
await time('baseline: same worst range, edge days read from lines', (tx) =>
  rowsOf(
    tx,
    sql`select perkiraan_id, sum(debet), sum(kredit) from (
          select perkiraan_id, debet, kredit from gl_saldo where periode between 202504 and 202607
          union all select perkiraan_id, debet, kredit from gl_baris where tanggal between '2025-03-16' and '2025-03-31'
          union all select perkiraan_id, debet, kredit from gl_baris where tanggal between '2026-08-01' and '2026-08-15'
          union all select perkiraan_id, debet, kredit from gl_baris where tanggal < '2025-03-16' and tanggal >= '2025-03-01') x group by 1`,
  ),
);
await time('balance sheet at 2026-06-17', (tx) => balanceSheet(tx, '2026-06-17', '2026-01-01'));
await time('monthly profit and loss, 36 months (ledger) [≤ 30 ms]', (tx) => monthlyMovements(tx, { dariPeriode: 202401, sampaiPeriode: 202612, kelompok: ['4', '5', '6'], tanpaTutup: true }));
await time('mLapLR002 laba rugi per bulan, 36 months (whole report)', async (tx) => {
  const { layout } = await runReport(tx, report('mLapLR002'), { periode: { dari: '2024-01-01', sampai: '2026-12-31' }, tampilan: 'bulanan' });
  return layout.page(0, 500);
});
await time('baseline: raw GROUP BY over the lines (trial balance)', (tx) =>
  rowsOf(tx, sql`select perkiraan_id, sum(debet), sum(kredit) from gl_baris where tanggal <= '2026-12-31' group by 1`),
);
await time('baseline: raw GROUP BY over the lines (monthly P&L)', (tx) =>
  rowsOf(tx, sql`select b.perkiraan_id, b.periode, sum(b.debet - b.kredit) from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kelompok in ('4','5','6') group by 1, 2`),
);
}

// Files: the renderers fed by the report's rows in chunks through a cursor, in one transaction.
const dir = await mkdtemp(join(tmpdir(), 'niaga-bench-'));
async function file(label: string, lap: string, raw: ParamValues, format: 'pdf' | 'xlsx', target: string) {
  const r = report(lap);
  let peak = 0;
  const base = process.memoryUsage();
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const s = performance.now();
  const cpu = process.cpuUsage();
  const out = join(dir, `${lap}.${format}`);
  const rows = await inCompany(async (tx) => {
    const { p, data, layout } = await runReport(tx, r, raw);
    const info = { title: r.decl.title, company: { nama: 'Bench', alamat: ['Jl. Contoh 1'] }, params: describeParams(r.decl, p), columns: data.columns ?? columnsOf(r.decl, p), printed: '31/12/2026 10:00' };
    if (format === 'pdf') await writePdf(out, info, layout.stream());
    else await writeXlsx(out, info, layout.stream());
    return layout.length;
  });
  const ms = performance.now() - s;
  const used = process.cpuUsage(cpu);
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  const size = (await stat(out)).size;
  console.log(
    `${label.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms (this process's CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)  ${rows.toLocaleString('en')} rows, ${(size / 1e6).toFixed(1)} MB, RSS ${(base.rss / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB (+${((peak - base.rss) / 1e6).toFixed(0)}) ${target}`,
  );
}
async function readOnly(label: string, lap: string, raw: ParamValues) {
  const s = performance.now();
  const cpu = process.cpuUsage();
  const n = await inCompany(async (tx) => {
    const { layout } = await runReport(tx, report(lap), raw);
    let c = 0;
    for await (const chunk of layout.stream()) c += chunk.length;
    return c;
  });
  const used = process.cpuUsage(cpu);
  console.log(`${label.padEnd(52)} ${(performance.now() - s).toFixed(0).padStart(6)} ms (this process's CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)  ${n.toLocaleString('en')} rows`);
}
// A ledger of one account with ~10,000 lines, and a journal period of ~100,000 lines.
const [acc] = await inCompany((tx) => rowsOf<{ kodeacc: string; id: number }>(tx, sql`select p.kodeacc, p.id from perkiraan p where not p.grup and tipe <> 'PERSEDIAAN' order by id limit 1`));
const [edge] = await inCompany((tx) => rowsOf<{ t: string }>(tx, sql`select tanggal as t from gl_baris where perkiraan_id = ${acc.id} and tanggal >= '2025-01-01' order by tanggal offset 9990 limit 1`));
const [edge2] = await inCompany((tx) => rowsOf<{ t: string }>(tx, sql`select tanggal as t from gl_baris where tanggal >= '2025-01-01' order by tanggal offset 99990 limit 1`));
const ledgerParams = { periode: { dari: '2025-01-01', sampai: edge.t }, akun: { dari: acc.kodeacc, sampai: acc.kodeacc } };
const journalParams = { periode: { dari: '2025-01-01', sampai: edge2.t } };
await readOnly('baseline: ledger rows read through the cursor only', 'mLapBB001', ledgerParams);
await readOnly('baseline: journal rows read through the cursor only', 'mLapJur001', journalParams);
// The XLSX first, while the process is fresh: its RSS is what a server would show.
await file('mLapJur001 data jurnal → XLSX streamed [≤ 5 s, < 300 MB]', 'mLapJur001', journalParams, 'xlsx', '');
await file('mLapBB001 buku besar → PDF [≤ 3 s]', 'mLapBB001', ledgerParams, 'pdf', '');
await rm(dir, { recursive: true, force: true });
if (process.env.BENCH_KEEP) console.log(`kept: BENCH_COMPANY=${iper}`);
else if (db.kind === 'postgres') {
  await db.rows(sql.raw(`drop schema "${company.schema_name}" cascade`));
  await db.rows(sql`delete from control.companies where id = ${company.id}`);
}
await db.close();
