/**
 * Backup and restore of a company with 1,000,000 journal lines (250,000 four-line journals):
 * time and peak memory of each [target ≤ 60 s, < 500 MB], and whether the restored company has
 * every line. On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 * PGlite runs in memory unless BENCH_PGLITE_DIR=disk (a data folder on disk in a temporary folder,
 * as `npm start` uses): the embedded database lives in this process, so its RSS includes the data
 * (all of it in memory; its caches and working memory on disk).
 * BENCH_FRESH=1 (data on disk or PostgreSQL): the backup and the restore each run in a new process
 * that opens the database generated here, as a server started on its data does; otherwise they run
 * in this process, after it has generated the data.
 *   npx tsx bench/src/backup.ts            (BENCH_LINES=1000000)
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, rowsOf, type Company, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { restoreBackup, writeBackup } from '@niaga/system/server';
import { migrate, newCompany, tenantMigrations } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL;
/** In a fresh process (BENCH_FRESH): the step to measure, the data folder and the company. */
const child = process.env.BENCH_STEP ? { step: process.env.BENCH_STEP, dir: process.env.BENCH_DIR || undefined, iper: process.env.BENCH_IPER!, root: process.env.BENCH_ROOT!, file: process.env.BENCH_FILE } : null;
if (url && !child) await ensurePgDatabase(url);
const dataDir = child ? child.dir : !url && process.env.BENCH_PGLITE_DIR === 'disk' ? await mkdtemp(join(tmpdir(), 'niaga-bench-pglite-')) : undefined;
const fresh = !child && process.env.BENCH_FRESH === '1' && (url || dataDir);
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { dataDir });

/** RSS now and, on PGlite, the size of its WebAssembly memory (which never shrinks). */
const wasm = () => (db.pglite ? (db.pglite as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8.buffer.byteLength : 0);
const state = () => `RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB${db.pglite ? `, WASM memory ${(wasm() / 1048576).toFixed(0)} MB` : ''}`;
const count = (schema: string) => db.tx(schema, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_baris`)).then((r) => r[0].n);

if (child) {
  const [company] = await db.rows<Company>(sql`select id, idperusahaan, nama, schema_name, startflag, ip_sistem from control.companies where idperusahaan = ${child.iper}`);
  console.log(`  (new process, database opened: ${state()})`);
  if (child.step === 'backup') {
    const b = await measured(() => writeBackup(db, company, { root: child.root, migrations: tenantMigrations }));
    console.log(JSON.stringify({ s: b.s, mb: b.mb, file: b.out.file, rows: Object.values(b.out.jumlah).reduce((a, n) => a + n, 0), ukuran: b.out.ukuran }));
  } else {
    const r = await measured(() => restoreBackup(db, join(child.root, child.iper, child.file!), { mode: 'baru', idperusahaan: `${child.iper}R` }, tenantMigrations));
    console.log(JSON.stringify({ s: r.s, mb: r.mb, schema: r.out.company.schema_name, lines: await count(r.out.company.schema_name) }));
  }
  await db.close();
  process.exit(0);
}

await migrate(db);
const iper = `BB${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench backup', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

const t = performance.now();
await inCompany(async (tx) => {
  await initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2024, bulanAwal: 1, bulanAkhir: 12 });
  const ids = (await rowsOf<{ id: number }>(tx, sql`select id from perkiraan where not grup and tipe <> 'PERSEDIAAN' order by id`)).map((r) => Number(r.id));
  const arr = sql.raw(`array[${ids.join(',')}]`);
  await tx.execute(sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan) select 'JU', 'B' || i, date '2024-01-01' + ((i * 37) % 1096), 'bench' from generate_series(1, ${Math.ceil(LINES / 4)}) i`);
  await tx.execute(sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, kontak)
    select j.id, (${arr})[1 + ((j.id * 7 + k * 13) % ${ids.length})], j.tanggal, extract(year from j.tanggal)::int * 100 + extract(month from j.tanggal)::int,
           case when k in (0, 2) then ((j.id * 7919 + k) % 10000000) / 100.0 else 0 end,
           case when k = 1 then ((j.id * 7919 + 0) % 10000000) / 100.0 when k = 3 then ((j.id * 7919 + 2) % 10000000) / 100.0 else 0 end, 'K' || (j.id % 100)
    from gl_jurnal j cross join generate_series(0, 3) k`);
});
console.log(`${db.kind}${dataDir ? ' (data on disk)' : url ? '' : ' (in memory)'}: ${(await count(company.schema_name)).toLocaleString('en')} journal lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
console.log(fresh ? 'backup and restore each in a new process that opens this database' : `before the backup: ${state()}`);

/** Runs `fn`, sampling this process's memory (RSS) every 100 ms. */
async function measured<T>(fn: () => Promise<T>): Promise<{ out: T; s: number; mb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t0 = performance.now();
  try {
    const out = await fn();
    return { out, s: (performance.now() - t0) / 1000, mb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

const root = await mkdtemp(join(tmpdir(), 'niaga-bench-backup-'));
/** Runs a step in a new process (BENCH_FRESH) and returns what it printed last. */
function inNewProcess(step: string, file?: string): Record<string, number | string> {
  const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]], {
    env: { ...process.env, BENCH_STEP: step, BENCH_DIR: dataDir ?? '', BENCH_IPER: iper, BENCH_ROOT: root, BENCH_FILE: file ?? '' },
    encoding: 'utf8',
  }).trim().split('\n');
  console.log(out.slice(0, -1).join('\n'));
  return JSON.parse(out.at(-1)!) as Record<string, number | string>;
}
try {
  let restoredSchema: string;
  if (fresh) await db.close();
  if (fresh) {
    const b = inNewProcess('backup');
    console.log(`backup of ${Number(b.rows).toLocaleString('en')} rows → ${(Number(b.ukuran) / 1024 / 1024).toFixed(1)} MB: ${Number(b.s).toFixed(1)} s [≤ 60 s], peak RSS ${Number(b.mb).toFixed(0)} MB [< 500 MB]`);
    const r = inNewProcess('restore', String(b.file));
    restoredSchema = String(r.schema);
    console.log(`restore as a new company: ${Number(r.s).toFixed(1)} s [≤ 60 s], peak RSS ${Number(r.mb).toFixed(0)} MB [< 500 MB], ${Number(r.lines).toLocaleString('en')} journal lines`);
  } else {
    const b = await measured(() => writeBackup(db, company, { root, migrations: tenantMigrations }));
    const total = Object.values(b.out.jumlah).reduce((a, n) => a + n, 0);
    console.log(`backup of ${total.toLocaleString('en')} rows → ${(b.out.ukuran / 1024 / 1024).toFixed(1)} MB: ${b.s.toFixed(1)} s [≤ 60 s], peak RSS ${b.mb.toFixed(0)} MB [< 500 MB]`);
    console.log(`after the backup: ${state()}`);
    const r = await measured(() => restoreBackup(db, join(root, iper, b.out.file), { mode: 'baru', idperusahaan: `${iper}R` }, tenantMigrations));
    restoredSchema = r.out.company.schema_name;
    const restored = await count(restoredSchema);
    console.log(`restore as a new company: ${r.s.toFixed(1)} s [≤ 60 s], peak RSS ${r.mb.toFixed(0)} MB [< 500 MB], ${restored.toLocaleString('en')} journal lines`);
    console.log(`after the restore: ${state()}`);
  }
  if (url) {
    const pg = fresh ? await openDatabase({ databaseUrl: url, poolSize: 1 }) : db;
    for (const s of [company.schema_name, restoredSchema]) await pg.rows(sql.raw(`drop schema "${s}" cascade`));
    await pg.rows(sql`delete from control.companies where idperusahaan in (${iper}, ${`${iper}R`})`);
    if (fresh) await pg.close();
  }
} finally {
  await rm(root, { recursive: true, force: true });
  if (!fresh) await db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
