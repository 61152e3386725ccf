/**
 * Backup and restore of a company with 1,000,000 journal lines (250,000 four-line journals):
 * time and peak memory of each [target ≤ 60 s, < 500 MB], and whether the restored company has
 * every line. On PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 * PGlite runs in memory unless BENCH_PGLITE_DIR=disk (a data folder on disk in a temporary folder,
 * as `npm start` uses): the embedded database lives in this process, so its RSS includes the data
 * (all of it in memory; its caches and working memory on disk).
 *   npx tsx bench/src/backup.ts            (BENCH_LINES=1000000)
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, rowsOf, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { restoreBackup, writeBackup } from '@niaga/system/backup';
import { migrate, newCompany, tenantMigrations } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const dataDir = !url && process.env.BENCH_PGLITE_DIR === 'disk' ? await mkdtemp(join(tmpdir(), 'niaga-bench-pglite-')) : undefined;
const db = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { dataDir });
await migrate(db);
const iper = `BB${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench backup', startflag: 1, adminPassword: 'bench-pass' });
const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(company.schema_name, fn);

let t = performance.now();
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
const count = (schema: string) => db.tx(schema, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_baris`)).then((r) => r[0].n);
console.log(`${db.kind}${dataDir ? ' (data on disk)' : url ? '' : ' (in memory)'}: ${(await count(company.schema_name)).toLocaleString('en')} journal lines generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

/** RSS now and, on PGlite, the size of its WebAssembly memory (which never shrinks). */
const wasm = () => (db.pglite ? (db.pglite as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8.buffer.byteLength : 0);
const state = () => `RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB${db.pglite ? `, WASM memory ${(wasm() / 1048576).toFixed(0)} MB` : ''}`;
console.log(`before the backup: ${state()}`);

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
try {
  const b = await measured(() => writeBackup(db, company, { root, migrations: tenantMigrations }));
  const total = Object.values(b.out.jumlah).reduce((a, n) => a + n, 0);
  console.log(`backup of ${total.toLocaleString('en')} rows → ${(b.out.ukuran / 1024 / 1024).toFixed(1)} MB: ${b.s.toFixed(1)} s [≤ 60 s], peak RSS ${b.mb.toFixed(0)} MB [< 500 MB]`);
  console.log(`after the backup: ${state()}`);
  t = performance.now();
  const r = await measured(() => restoreBackup(db, join(root, iper, b.out.file), { mode: 'baru', idperusahaan: `${iper}R` }, tenantMigrations));
  const restored = await count(r.out.company.schema_name);
  console.log(`restore as a new company: ${r.s.toFixed(1)} s [≤ 60 s], peak RSS ${r.mb.toFixed(0)} MB [< 500 MB], ${restored.toLocaleString('en')} journal lines`);
  console.log(`after the restore: ${state()}`);
  if (url) for (const s of [company.schema_name, r.out.company.schema_name]) await db.rows(sql.raw(`drop schema "${s}" cascade`));
  if (url) await db.rows(sql`delete from control.companies where idperusahaan in (${iper}, ${`${iper}R`})`);
} finally {
  await rm(root, { recursive: true, force: true });
  await db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
