/**
 * Many companies on one PostgreSQL (issue 43): N companies made by BENCH_PARALLEL connections (2;
 * the rate, p50 and p95 of one), the relations and empty size of one company, a new company's time
 * with the N there (one at a time), a server's start with N companies against one (to listening,
 * to every company current; RSS after start and after logins over up to 100 companies), and a new
 * tenant migration applied to all N schemas by a start, in the background.
 *   npx tsx bench/src/companies.ts [N=100]     (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432)
 * Two databases of its own, `<BENCH_DATABASES>_co1` and `_con` (niaga_bench), dropped and made again;
 * BENCH_PHASE=make only makes them, BENCH_PHASE=measure only measures what a make left.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { keepSpares, openDatabase, type Database } from '@niaga/kernel/server';
import { migrate, newCompany, tenantMigrations } from '../../apps/server/src/app';

const root = resolve(import.meta.dirname, '..', '..');
const N = Math.max(1, Number(process.argv[2] ?? 100));
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DBS = process.env.BENCH_DATABASES ?? 'niaga_bench';

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

/** `n` companies made by `parallel` connections at once (each time is one company's, while the others run beside it). */
async function makeCompanies(db: Database, n: number, prefix: string, parallel = 1): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const maker = async () => {
    for (let i = next++; i < n; i = next++) {
      const t = performance.now();
      await newCompany(db, { idperusahaan: `${prefix}${String(i).padStart(4, '0')}`, nama: `PT Bench ${i}`, startflag: 1, adminPassword: 'bench-pass' });
      times.push(performance.now() - t);
      if (times.length % 50 === 0) console.log(`  ${times.length}/${n} perusahaan, ${(times.length / ((performance.now() - t0) / 1000)).toFixed(2)}/s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, n) }, maker));
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

const PHASE = process.env.BENCH_PHASE ?? 'all';
const PARALLEL = Math.max(1, Math.min(8, Number(process.env.BENCH_PARALLEL ?? 2)));
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

/** The two databases: one company, and N companies made by PARALLEL connections (the rate and each one's time). */
async function make() {
  const db1 = await openDatabase({ databaseUrl: await freshDatabase(`${DBS}_co1`), poolSize: 2 });
  await migrate(db1);
  await makeCompanies(db1, 1, 'B');
  await db1.close();
  console.log(`membuat ${N} perusahaan dengan ${PARALLEL} koneksi…`);
  const dbN = await openDatabase({ databaseUrl: await freshDatabase(`${DBS}_con`), poolSize: PARALLEL });
  await migrate(dbN);
  const t0 = performance.now();
  const times = await makeCompanies(dbN, N, 'B', PARALLEL);
  const totalS = (performance.now() - t0) / 1000;
  const [all] = await dbN.rows<{ rels: number; bytes: number }>(sql`select (select count(*)::int from pg_class) as rels, pg_database_size(current_database())::bigint as bytes`);
  await dbN.close();
  console.log(`${N} perusahaan dibuat oleh ${PARALLEL} koneksi dalam ${totalS.toFixed(1)} s: ${(N / totalS).toFixed(2)}/s; satu perusahaan (${PARALLEL - 1} lainnya dibuat bersamaan) p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}
  database: ${Number(all.rels).toLocaleString('en')} relasi, ${mb(Number(all.bytes))}`);
}

const api = async (port: number, fields: Record<string, string>) =>
  (await (await fetch(`http://127.0.0.1:${port}/api`, { method: 'POST', body: new URLSearchParams(fields) })).json()) as { num: number; msg: string; data: { token: string } };

/**
 * Starts a server (lib/serve-companies.ts, `startServer` as `npm start` runs it) on `url`, with a
 * new tenant migration when `migration` is given: ms from the spawn to listening and to every company
 * current, the ms until a login to `late` (the last company, asked for right after listening)
 * answers, and the RSS after start and after a login and an act in each of `logins`.
 */
async function startAndMeasure(url: string, logins: string[], late: string, migration?: string) {
  const port = 3950 + Math.floor(Math.random() * 40);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'bench/src/lib/serve-companies.ts')], {
    cwd: root,
    // No spare made by the started server meanwhile: its start is what is measured.
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), COMPANY_SPARES: '0', ...(migration ? { BENCH_MIGRATION: migration } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))![1]) / 1024;
  let out = '';
  const seen = (re: RegExp) =>
    new Promise<number>((ok, fail) => {
      const look = () => re.test(out) && (ok(performance.now() - t0), true);
      if (look()) return;
      const more = (b: Buffer) => {
        out += b.toString();
        look();
      };
      proc.stdout!.on('data', more);
      proc.stderr!.on('data', more);
      proc.once('exit', () => fail(new Error(`server berhenti: ${out.slice(-2000)}`)));
    });
  try {
    const current = seen(/semua perusahaan terkini/);
    const listenMs = await seen(/Niaga berjalan/);
    const rssStart = rss();
    // The last company, asked for at once: refused with the message until its turn (moved to the front).
    const tAsk = performance.now();
    let refused = 0;
    let first = await api(port, { act: 'lgx', iper: late, uname: 'ADMIN', passw: 'bench-pass' });
    const firstMsg = first.msg;
    while (first.num !== 0) {
      if (!/sedang diperbarui/.test(first.msg)) throw new Error(`login ${late}: ${first.msg}`);
      refused++;
      await new Promise((r) => setTimeout(r, 100));
      first = await api(port, { act: 'lgx', iper: late, uname: 'ADMIN', passw: 'bench-pass' });
    }
    const lateMs = performance.now() - tAsk;
    const currentMs = await current;
    for (const iper of logins) {
      const login = await api(port, { act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' });
      if (login.num !== 0) throw new Error(`login ${iper}: ${login.msg}`);
      const r = await api(port, { act: 'satuan_list', token: login.data.token, aprq: '{}' });
      if (r.num !== 0) throw new Error(`satuan_list ${iper}: ${r.msg}`);
    }
    return { listenMs, currentMs, lateMs, refused, firstMsg, rssStart, rssAfter: rss(), migrated: /(\d+) dimigrasi, (\d+) gagal/.exec(out)?.slice(1).join(' dimigrasi, ') ?? '' };
  } finally {
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await gone;
  }
}

/** The measures, on the databases `make` left (PHASE=measure runs them again without making). */
async function measure() {
  const url1 = urlOf(`${DBS}_co1`);
  const urlN = urlOf(`${DBS}_con`);
  const db1 = await openDatabase({ databaseUrl: url1, poolSize: 2 });
  await migrate(db1); // a make by an older Niaga: this one's schema
  const [one] = await db1.rows<{ schema_name: string }>(sql`select schema_name from control.companies limit 1`);
  const rel = await relationsOf(db1, one.schema_name);
  await db1.close();
  const dbN = await openDatabase({ databaseUrl: urlN, poolSize: 2 });
  const ipers = (await dbN.rows<{ idperusahaan: string }>(sql`select idperusahaan from control.companies where idperusahaan like 'B%' order by id`)).map((r) => r.idperusahaan);
  const [all] = await dbN.rows<{ rels: number; bytes: number }>(sql`select (select count(*)::int from pg_class) as rels, pg_database_size(current_database())::bigint as bytes`);
  // A start's look with every company up to date: the control schema and the recorded versions
  // (control.schema_versions) in one query. The first look after companies made by an older Niaga
  // (no versions recorded) reads every schema's __migrations, one query per 200, and records them.
  const look = async () => {
    const t = performance.now();
    await migrate(dbN);
    return performance.now() - t;
  };
  await migrate(dbN); // every company current first (what a make by an older Niaga lacks)
  await dbN.rows(sql`delete from control.schema_versions`);
  const lookFirstMs = await look();
  const lookMs = Math.min(await look(), await look(), await look());
  // A new company with the others there, one at a time: its schema made on the spot, then taking a
  // spare made ahead (keepSpares, as a server's task keeps one ready; not timed).
  const k = ipers.length;
  await dbN.rows(sql`delete from control.companies where idperusahaan like 'X%' or idperusahaan like 'Y%'`);
  for (const s of await dbN.rows<{ nspname: string }>(sql`select nspname from pg_namespace where nspname like 't_x%' or nspname like 't_y%'`)) await dbN.rows(sql.raw(`drop schema "${s.nspname}" cascade`));
  const times = await makeCompanies(dbN, 20, 'X');
  const spareTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    await keepSpares(dbN, tenantMigrations, 1);
    const t = performance.now();
    await newCompany(dbN, { idperusahaan: `Y${String(i).padStart(4, '0')}`, nama: `PT Bench Y${i}`, startflag: 1, adminPassword: 'bench-pass' });
    spareTimes.push(performance.now() - t);
  }
  await dbN.close();
  console.log(`\nSatu perusahaan: ${rel.kinds.r ?? 0} tabel, ${rel.kinds.i ?? 0} indeks, ${rel.kinds.S ?? 0} sequence, ${rel.kinds.v ?? 0} view (${Object.values(rel.kinds).reduce((a, x) => a + x, 0)} relasi), ${mb(rel.bytes)} kosong
${k} perusahaan: ${Number(all.rels).toLocaleString('en')} relasi, ${mb(Number(all.bytes))}
perusahaan baru ke-${k + 1}…${k + 20} (satu per satu), schema dibuat saat itu: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}
perusahaan baru ke-${k + 21}…${k + 40} (satu per satu), mengambil schema cadangan: p50 ${ms(pct(spareTimes, 50))}, p95 ${ms(pct(spareTimes, 95))}, maks ${ms(Math.max(...spareTimes))}
lihat migrasi saat start (semua terkini, ${k} perusahaan): ${ms(lookMs)} (versi tercatat, satu query); pertama kali tanpa catatan versi: ${ms(lookFirstMs)}`);
  // Starts: 1 company vs k (alternating), then a new tenant migration over all k at a start.
  const logins = ipers.filter((_, i) => i % Math.max(1, Math.floor(k / 100)) === 0).slice(0, 100);
  const show = (what: string, r: Awaited<ReturnType<typeof startAndMeasure>>) =>
    console.log(`${what}: mendengar ${ms(r.listenMs)}, semua terkini ${ms(r.currentMs)}${r.migrated ? ` (${r.migrated} gagal)` : ''}; login ke ${r.refused ? `perusahaan terakhir ditolak ${r.refused}× ("${r.firstMsg}") lalu berhasil setelah ${ms(r.lateMs)}` : `perusahaan terakhir ${ms(r.lateMs)}`}; RSS ${r.rssStart.toFixed(0)} MB saat start, ${r.rssAfter.toFixed(0)} MB setelah ${logins.length} login+act`);
  for (let i = 0; i < Number(process.env.BENCH_STARTS ?? 1); i++) {
    show('start 1 perusahaan', await startAndMeasure(url1, Array(logins.length).fill('B0000'), 'B0000'));
    show(`start ${k} perusahaan`, await startAndMeasure(urlN, logins, ipers.at(-1)!));
  }
  show(`start ${k} perusahaan dengan migrasi tenant baru (CREATE TABLE) ke semua schema`, await startAndMeasure(urlN, logins, ipers.at(-1)!, `9999_bench_${Date.now()}`));
}

if (PHASE !== 'measure') await make();
if (PHASE !== 'make') await measure();
