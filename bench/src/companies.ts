/**
 * Many companies on one PostgreSQL (issue 43): N companies made one after another (the rate, p50 and
 * p95 of one, and an honest extrapolation to 1,000), the relations and empty size of one company, a
 * server's start time and memory with N companies against one, and a tenant migration applied to
 * all N schemas.
 *   npx tsx bench/src/companies.ts [N=100]     (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432)
 * Two databases of its own, `niaga_bench_co1` and `niaga_bench_con`, dropped and made again.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { migrate, newCompany } from '../../apps/server/src/app';

const root = resolve(import.meta.dirname, '..', '..');
const N = Math.max(1, Number(process.argv[2] ?? 100));
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

const urlOf = (name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};

async function freshDatabase(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: urlOf('postgres') });
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  } finally {
    await c.end();
  }
  return urlOf(name);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function makeCompanies(db: Database, n: number, prefix: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await newCompany(db, { idperusahaan: `${prefix}${String(i).padStart(4, '0')}`, nama: `PT Bench ${i}`, startflag: 1, adminPassword: 'bench-pass' });
    times.push(performance.now() - t0);
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1}/${n} perusahaan, ${((i + 1) / (times.reduce((s, x) => s + x, 0) / 1000)).toFixed(2)}/s`);
  }
  return times;
}

/** Relations of one company's schema by kind, and its size. */
async function relationsOf(db: Database, schema: string) {
  const kinds = await db.rows<{ relkind: string; n: number }>(
    sql`select c.relkind, count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = ${schema} group by 1 order by 1`,
  );
  const [size] = await db.rows<{ b: number }>(sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as b from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = ${schema} and c.relkind in ('r', 'm')`);
  return { kinds: Object.fromEntries(kinds.map((k) => [k.relkind, Number(k.n)])), bytes: Number(size.b) };
}

/** Starts `apps/server/src/main.ts` on `url`: ms to "Niaga berjalan", and its RSS then and after a login. */
async function startAndMeasure(url: string, iper: string): Promise<{ startMs: number; rssMb: number; rssAfterMb: number }> {
  const port = 3950 + Math.floor(Math.random() * 40);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DEMO: '0', WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))![1]) / 1024;
  try {
    await new Promise<void>((ok, fail) => {
      let out = '';
      const more = (b: Buffer) => {
        out += b.toString();
        if (/Niaga berjalan/.test(out)) ok();
      };
      proc.stdout!.on('data', more);
      proc.stderr!.on('data', more);
      proc.once('exit', () => fail(new Error(`server berhenti: ${out}`)));
    });
    const startMs = performance.now() - t0;
    const rssMb = rss();
    const r = await fetch(`http://127.0.0.1:${port}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) });
    const login = (await r.json()) as { num: number; data: { token: string } };
    if (login.num !== 0) throw new Error('login gagal');
    await fetch(`http://127.0.0.1:${port}/api`, { method: 'POST', body: new URLSearchParams({ act: 'satuan_list', token: login.data.token, aprq: '{}' }) });
    return { startMs, rssMb, rssAfterMb: rss() };
  } finally {
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await gone;
  }
}

if (process.env.BENCH_START_ONLY === '1') {
  // Only the starts, on the databases an earlier run left (three times each, alternating).
  for (let i = 0; i < 3; i++)
    for (const name of ['niaga_bench_co1', 'niaga_bench_con']) {
      const r = await startAndMeasure(urlOf(name), 'B0000');
      console.log(`${name}: start ${ms(r.startMs)}, RSS ${r.rssMb.toFixed(0)} MB, setelah login ${r.rssAfterMb.toFixed(0)} MB`);
    }
  process.exit(0);
}

// One company.
const url1 = await freshDatabase('niaga_bench_co1');
const db1 = await openDatabase({ databaseUrl: url1, poolSize: 2 });
await migrate(db1);
await makeCompanies(db1, 1, 'B');
const [one] = await db1.rows<{ schema_name: string }>(sql`select schema_name from control.companies limit 1`);
const rel = await relationsOf(db1, one.schema_name);
await db1.close();

// N companies.
console.log(`membuat ${N} perusahaan…`);
const urlN = await freshDatabase('niaga_bench_con');
const dbN = await openDatabase({ databaseUrl: urlN, poolSize: 2 });
await migrate(dbN);
const [before] = await dbN.rows<{ rels: number; bytes: number }>(sql`select (select count(*)::int from pg_class) as rels, pg_database_size(current_database())::bigint as bytes`);
const relsBefore = Number(before.rels);
const bytesBefore = Number(before.bytes);
const t0 = performance.now();
const times = await makeCompanies(dbN, N, 'B');
const totalS = (performance.now() - t0) / 1000;
const [all] = await dbN.rows<{ rels: number; bytes: number }>(
  sql`select (select count(*)::int from pg_class) as rels, pg_database_size(current_database())::bigint as bytes`,
);
// A start's migration look with everything up to date, and a migration applied to all N schemas.
const tLook = performance.now();
await migrate(dbN);
const lookMs = performance.now() - tLook;
const tMig = performance.now();
const report = await migrate(dbN, { extra: [{ tag: '9999_bench', statements: ['CREATE TABLE "bench_migrasi" ("id" integer PRIMARY KEY, "nama" varchar(20) NOT NULL DEFAULT \'\')'] }] });
const migMs = performance.now() - tMig;
await dbN.close();

const s1 = await startAndMeasure(url1, 'B0000');
const sN = await startAndMeasure(urlN, 'B0000');

const rate = N / totalS;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
console.log(`
Satu perusahaan: ${rel.kinds.r ?? 0} tabel, ${rel.kinds.i ?? 0} indeks, ${rel.kinds.S ?? 0} sequence, ${rel.kinds.v ?? 0} view (${Object.values(rel.kinds).reduce((s, x) => s + x, 0)} relasi), ${mb(rel.bytes)} kosong
${N} perusahaan dibuat dalam ${totalS.toFixed(1)} s: ${rate.toFixed(2)}/s, p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, terakhir ${ms(times.at(-1)!)}
  database: ${all.rels} relasi, ${mb(Number(all.bytes))}
  1.000 perusahaan (ekstrapolasi linear): ~${((1000 / rate) / 60).toFixed(1)} menit, ~${Math.round(Number(all.rels) + ((Number(all.rels) - relsBefore) * (1000 - N)) / N).toLocaleString('en')} relasi, ~${mb(Number(all.bytes) + ((Number(all.bytes) - bytesBefore) * (1000 - N)) / N)}
migrasi saat start (semua sudah terkini, ${N} perusahaan): ${ms(lookMs)}
migrasi baru ke ${N} schema: ${ms(migMs)} (${(migMs / N).toFixed(1)} ms per schema; ${report.migrated.length} selesai, ${report.failed.length} gagal) → 1.000: ~${((migMs / N) * 1000 / 1000).toFixed(0)} s
start server: 1 perusahaan ${ms(s1.startMs)}, ${N} perusahaan ${ms(sN.startMs)}
memori proses (RSS): 1 perusahaan ${s1.rssMb.toFixed(0)} MB saat start, ${s1.rssAfterMb.toFixed(0)} MB setelah login; ${N} perusahaan ${sN.rssMb.toFixed(0)} MB, ${sN.rssAfterMb.toFixed(0)} MB`);
