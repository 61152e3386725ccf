/**
 * The harness of the document write-path benchmarks (write-path, checkout, purchase-writers): one
 * act saving documents through the kernel's dispatcher in process (session, right, validation,
 * checks, number, rows, posting, log — the server-side time, without HTTP), beside a hand-written
 * SQL transaction doing the same writes, in the same run on the same database:
 *   - one writer: p50/p95 per save, of each;
 *   - N concurrent writers: saves per second of each, and the act's share of the hand-written
 *     rate — per scenario (e.g. 8 clerks buying the same items, or each their own);
 *   - SQL statements per save, counted at the driver (BEGIN and COMMIT included);
 *   - the same writes: the rows each save adds, per table, compared between the two sides;
 *   - after the run: the ledger invariants (`checkInvariants`), the bench's own checks, and the
 *     document numbers gap-free.
 * On PGlite always (unless BENCH_PGLITE=0), and on PostgreSQL too when BENCH_DATABASE_URL is set
 * (created when missing). Knobs: BENCH_SAVES (one-writer saves, 300), BENCH_SECONDS (per concurrent
 * run, 5), BENCH_TRACE=n (the statements of n saves with their times), BENCH_CPU=1 (CPU per save of
 * this process and of the database server, concurrent runs), BENCH_HEAP=dir (where the act's saves
 * allocate: heapProfile), BENCH_PROFILE=dir (a .cpuprofile of
 * this process over the one-writer act run).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { dispatch, openDatabase, rowsOf, type Database, type Kernel, type Tx } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy, accessSql, hashPassword } from '@niaga/admin';
import { checkInvariants, ledgerBooks } from '@niaga/ledger';
import { buildRegistry, migrate, newCompany } from '../../../apps/server/src/app';
import { ensurePgDatabase } from '../../../apps/server/test/db-env';
import { statementTrace, timeEngine, timeReplies } from './trace';
import { cpuMeter } from './cpu';

export const TANGGAL = '2026-01-15';

/**
 * The hand-written side's balance rows of one posting, as the ledger keeps them: the month's and the
 * day's balance per account in slot `slot`, added to. `sums`: [account id, debit, credit], taken in
 * account order (as the ledger locks them).
 */
export async function addToBalances(tx: Tx, sums: Array<[number, string, string]>, slot: number): Promise<void> {
  const rows = [...sums].sort((a, b) => a[0] - b[0]);
  await tx.execute(sql`with v (perkiraan_id, debet, kredit) as (values ${sql.join(rows.map(([a, d, c]) => sql`(${a}::int, ${d}::numeric, ${c}::numeric)`), sql`, `)}),
      s as (insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) select perkiraan_id, 202601, ${slot}, debet, kredit from v
            on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit)
    insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) select perkiraan_id, ${TANGGAL}, ${slot}, debet, kredit from v
      on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
}

export interface Envelope {
  num: number;
  msg: string;
  data: unknown;
}

/** What a bench's setup gets: the company (books initialised), the dispatcher, an administrator. */
export interface BenchEnv {
  db: Database;
  kind: 'pglite' | 'postgres';
  schema: string;
  iper: string;
  /** An act as the browser sends it: payload as aprq (JSON), other form fields beside. */
  call(act: string, payload: unknown, token?: string, fields?: Record<string, string>): Promise<Envelope>;
  /** An act by the administrator that must succeed. */
  ok(act: string, payload: unknown): Promise<unknown>;
  /** A user who is not an administrator, with these rights (module, action); returns its session token. */
  user(userid: string, rights: Array<[string, string]>): Promise<string>;
  /** One transaction on the company. */
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * The two sides of one save. `lane` is the writer's lane in a concurrent scenario (0 for one
 * writer): a bench may give each lane its own data (e.g. its own items).
 */
export interface Sides {
  act(i: number, lane: number): Promise<void>;
  handWritten(tx: Tx, i: number, lane: number): Promise<void>;
  /** Extra checks after the run (e.g. kept dashboard figures against a rebuild): problems, empty when right. */
  checks?(tx: Tx): Promise<string[]>;
}

export interface Scenario {
  label: string;
  /** The lane of writer w (0 … writers−1). */
  lane(w: number): number;
}

export interface WriteBench {
  /** Heading: what one save is. */
  title: string;
  act: string;
  /** 'journals', 'sales', 'purchases'. */
  unit: string;
  /** 'writer', 'cashier'. */
  writer: string;
  writers?: number;
  /** Company code prefix. */
  prefix: string;
  /** The document table and number prefix, for the gap check (e.g. kasir, 'KSR-2601-'). */
  numbers: { table: string; prefix: string };
  targets: { p50?: number; p95?: number; share?: number; rate?: { postgres: number } };
  /** Concurrent scenarios (default: one, every writer in lane 0). */
  scenarios?: Scenario[];
  setup(env: BenchEnv): Promise<Sides>;
}

interface Rate {
  label: string;
  rate: number;
  sqlRate: number;
  cpu: string[];
}

interface Figures {
  engine: string;
  p50: number;
  p95: number;
  sqlP50: number;
  sqlP95: number;
  statements: number;
  sqlStatements: number;
  rates: Rate[];
  cpu: string[];
  sameWrites: string;
  problems: string[];
}

export const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Rows of every table of the company, in one statement. */
async function rowCounts(tx: Tx): Promise<Map<string, number>> {
  const tables = await rowsOf<{ t: string }>(tx, sql`select tablename as t from pg_tables where schemaname = current_schema() order by 1`);
  const [r] = await rowsOf<Record<string, number>>(tx, sql.raw(`select ${tables.map(({ t }) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`));
  return new Map(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}
const diff = (a: Map<string, number>, b: Map<string, number>) => new Map([...b].map(([k, v]) => [k, v - (a.get(k) ?? 0)]).filter(([, v]) => v !== 0) as Array<[string, number]>);

async function onEngine(bench: WriteBench, kind: 'pglite' | 'postgres', url?: string): Promise<Figures> {
  const writers = bench.writers ?? 8;
  let counting = false;
  let statements = 0;
  let trace: ReturnType<typeof statementTrace> | null = null;
  if (process.env.BENCH_TRACE && kind === 'postgres') timeReplies();
  const db: Database = await openDatabase({
    ...(kind === 'postgres' ? { databaseUrl: url, poolSize: writers + 2 } : {}),
    onQuery: (q) => {
      if (counting) statements++;
      trace?.onQuery(q);
    },
  });
  if (process.env.BENCH_TRACE && db.pglite) timeEngine(db.pglite);
  // PGlite's transactions begin and commit inside the driver, out of the logger's sight.
  const perTx = kind === 'pglite' ? 2 : 0;
  await migrate(db);
  const iper = `${bench.prefix}${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: `Bench ${bench.act}`, startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  trace = statementTrace(kind, kind, url ? { url, schema } : undefined);
  await db.tx(schema, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
  // As the server's (apps/server/src/server.ts): the act's own right is judged with the session lookup.
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, accessSql, books: ledgerBooks, onError: (e) => console.error(e) };
  const call = (act: string, payload: unknown, token?: string, fields: Record<string, string> = {}) =>
    dispatch(kernel, { act, token, aprq: JSON.stringify(payload), fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
  const loginAs = async (uname: string, passw: string) => {
    const r = await call('lgx', {}, undefined, { iper, uname, passw });
    if (r.num !== 0) throw new Error(r.msg);
    return (r.data as { token: string }).token;
  };
  const admin = await loginAs('ADMIN', 'bench-pass');
  const tx = <T>(fn: (tx: Tx) => Promise<T>) => db.tx(schema, fn);
  const env: BenchEnv = {
    db,
    kind,
    schema,
    iper,
    call,
    tx,
    async ok(act, payload) {
      const r = await call(act, payload, admin);
      if (r.num !== 0) throw new Error(`${act}: ${r.msg}`);
      return r.data;
    },
    async user(userid, rights) {
      await tx(async (t) => {
        await t.execute(sql`insert into pengguna (userid, nama, password_hash, admin) values (${userid}, ${userid}, ${await hashPassword('bench-user')}, false)`);
        for (const [modul, aksi] of rights) await t.execute(sql`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', ${userid}, ${modul}, ${aksi}, true)`);
      });
      return loginAs(userid, 'bench-user');
    },
  };
  const sides = await bench.setup(env);

  let n = 0;
  let m = 0;
  const act = (lane = 0) => sides.act(n++, lane);
  const handWritten = (lane = 0) => {
    const i = m++;
    return db.tx(schema, (t) => sides.handWritten(t, i, lane));
  };

  for (let i = 0; i < 30; i++) await act();
  for (let i = 0; i < 30; i++) await handWritten();
  // The same writes: the rows 5 saves of each side add, table by table.
  const c0 = await tx(rowCounts);
  for (let i = 0; i < 5; i++) await act();
  const c1 = await tx(rowCounts);
  for (let i = 0; i < 5; i++) await handWritten();
  const c2 = await tx(rowCounts);
  const byAct = diff(c0, c1);
  const byHand = diff(c1, c2);
  const differ = [...new Set([...byAct.keys(), ...byHand.keys()])].filter((k) => byAct.get(k) !== byHand.get(k)).sort();
  const perSave = (d: Map<string, number>) => [...d].sort().map(([k, v]) => `${k} ${v / 5}`).join(', ');
  const sameWrites = differ.length
    ? `NOT the same rows: ${differ.map((k) => `${k} act ${(byAct.get(k) ?? 0) / 5}, hand-written ${(byHand.get(k) ?? 0) / 5}`).join('; ')}`
    : `the same rows per save (${perSave(byAct)})`;
  if (process.env.BENCH_TRACE) await trace!.report(() => act());

  const oneWriter = async (fn: () => Promise<unknown>, label: string, profile?: string) => {
    const lat: number[] = [];
    const meter = await cpuMeter(db, `${kind} one ${bench.writer}, ${label}`);
    const stop = profile ? await startProfile(profile) : null;
    statements = 0;
    counting = true;
    for (let i = 0; i < SAVES; i++) {
      const s = performance.now();
      await fn();
      lat.push(performance.now() - s);
    }
    counting = false;
    await stop?.();
    const cpu = await meter(SAVES);
    return { p50: pct(lat, 0.5), p95: pct(lat, 0.95), statements: statements / SAVES + perTx, cpu };
  };
  if (process.env.BENCH_HEAP) await heapProfile(process.env.BENCH_HEAP, () => act());
  const profileDir = process.env.BENCH_PROFILE;
  const one = await oneWriter(() => act(), bench.act, profileDir ? join(profileDir, `${bench.act}-${kind}.cpuprofile`) : undefined);
  const hw = await oneWriter(() => handWritten(), 'hand-written');

  const concurrent = async (fn: (lane: number) => Promise<unknown>, s: Scenario, label: string) => {
    let done = 0;
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    const meter = await cpuMeter(db, `${kind} ${label}`);
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const lane = s.lane(w);
        while (performance.now() < end) {
          await fn(lane);
          done++;
        }
      }),
    );
    const rate = done / ((performance.now() - t0) / 1000);
    const cpu = await meter(done);
    return { rate, cpu };
  };
  const rates: Rate[] = [];
  for (const s of bench.scenarios ?? [{ label: '', lane: () => 0 }]) {
    const a = await concurrent(act, s, `${bench.act}${s.label ? `, ${s.label}` : ''}`);
    const h = await concurrent(handWritten, s, `hand-written${s.label ? `, ${s.label}` : ''}`);
    rates.push({ label: s.label, rate: a.rate, sqlRate: h.rate, cpu: [a.cpu, h.cpu].filter((x): x is string => !!x) });
  }

  const problems: string[] = [];
  const inv = await tx((t) => checkInvariants(t));
  problems.push(...inv.masalah.slice(0, 3));
  if (sides.checks) problems.push(...(await tx((t) => sides.checks!(t))));
  const { table, prefix } = bench.numbers;
  const [gaps] = await tx((t) =>
    rowsOf<{ n: number; max: number }>(t, sql.raw(`select count(*)::int as n, max(substring(notransaksi from ${prefix.length + 1})::int) as max from "${table}" where notransaksi like '${prefix}%'`)),
  );
  if (gaps.n !== gaps.max) problems.push(`numbers NOT gap-free (${gaps.n} documents, highest ${gaps.max})`);
  if (differ.length) problems.push(sameWrites);
  if (kind === 'postgres' && process.env.BENCH_KEEP) console.log(`[${kind}] kept: schema ${schema} (BENCH_KEEP)`);
  else if (kind === 'postgres') {
    await db.rows(sql.raw(`drop schema "${schema}" cascade`));
    await db.rows(sql`delete from control.companies where id = ${company.id}`);
  }
  await db.close();
  return {
    engine: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    p50: one.p50,
    p95: one.p95,
    sqlP50: hw.p50,
    sqlP95: hw.p95,
    statements: one.statements,
    sqlStatements: hw.statements,
    rates,
    cpu: [one.cpu, hw.cpu].filter((x): x is string => !!x),
    sameWrites,
    problems,
  };
}

/**
 * BENCH_HEAP=dir: where the act's saves allocate (a sampling heap profile of SAVES saves by one
 * writer, `<act>.heapprofile`, opened in Chrome's DevTools, Memory): with BENCH_HEAP_ALL=1 every
 * allocation, else what outlived the young generation (collected only by a full collection).
 */
async function heapProfile(dir: string, act: () => Promise<unknown>) {
  const { Session } = await import('node:inspector/promises');
  const s = new Session();
  s.connect();
  await s.post('HeapProfiler.enable');
  await s.post('HeapProfiler.startSampling', { samplingInterval: 2048, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !!process.env.BENCH_HEAP_ALL } as never);
  for (let i = 0; i < SAVES; i++) await act();
  const { profile } = (await s.post('HeapProfiler.stopSampling')) as { profile: unknown };
  const file = join(dir, `${process.pid}.heapprofile`);
  writeFileSync(file, JSON.stringify(profile));
  s.disconnect();
  console.log(`[heap] ${file}`);
}

/** A .cpuprofile of this process from now until the returned function is called. */
async function startProfile(file: string): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.setSamplingInterval', { interval: 200 });
  await s.post('Profiler.start');
  return async () => {
    const { profile } = await s.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    s.disconnect();
    console.log(`[profile] ${file}`);
  };
}

/** Runs the bench on the engines and prints its figures beside the hand-written baseline; exit code 1 when a check fails. */
export async function runWriteBench(bench: WriteBench) {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await ensurePgDatabase(url);
  // BENCH_PGLITE=0 measures PostgreSQL alone (for profiling the server side of the save).
  const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : [await onEngine(bench, 'pglite')];
  if (url) results.push(await onEngine(bench, 'postgres', url));
  const writers = bench.writers ?? 8;
  const t = bench.targets;
  const w = (s: string, width: number) => s.padEnd(width);
  const name = w(`${bench.act}:`, 20);
  const hand = w('hand-written SQL:', 20);
  console.log(`\n${bench.title}: Niaga's act (server-side, in process) beside the same writes hand-written in SQL`);
  for (const r of results) {
    const e = `[${r.engine}]`;
    const target = [t.p50 !== undefined ? `p50 ≤ ${t.p50} ms` : '', t.p95 !== undefined ? `p95 ≤ ${t.p95} ms` : ''].filter(Boolean).join(', ');
    console.log(`${e} one ${bench.writer}, ${name} p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms${target ? `   (target ${target})` : ''}`);
    console.log(`${e} one ${bench.writer}, ${hand} p50 ${r.sqlP50.toFixed(2)} ms   p95 ${r.sqlP95.toFixed(2)} ms`);
    for (const c of r.cpu) console.log(`${e} ${c}`);
    for (const x of r.rates) {
      const who = `${writers} ${bench.writer}s${x.label ? ` (${x.label})` : ''}`;
      const rateTarget = t.rate && r.engine === 'PostgreSQL' ? `; target ≥ ${t.rate.postgres}/s` : '';
      console.log(`${e} ${who}, ${name} ${x.rate.toFixed(0)} ${bench.unit}/s`);
      console.log(
        `${e} ${who}, ${hand} ${x.sqlRate.toFixed(0)} ${bench.unit}/s   (Niaga ${((100 * x.rate) / x.sqlRate).toFixed(0)}% of it${t.share !== undefined ? `; target ≥ ${t.share}%` : ''}${rateTarget})`,
      );
      if (t.rate && r.engine === 'PostgreSQL' && x.sqlRate < t.rate.postgres)
        console.log(`${e} ${who}: the target ${t.rate.postgres}/s is above what the hand-written transaction itself reached in this run (${x.sqlRate.toFixed(0)}/s)`);
      for (const c of x.cpu) console.log(`${e} ${c}`);
    }
    console.log(`${e} SQL per save: ${bench.act} ${r.statements.toFixed(1)} statements, hand-written ${r.sqlStatements.toFixed(1)} statements (BEGIN and COMMIT included)`);
    console.log(`${e} writes: ${r.sameWrites}`);
    console.log(`${e} after the run: ${r.problems.length ? r.problems.join(' | ') : 'invariants ok; numbers gap-free'}`);
  }
  if (results.some((r) => r.problems.length)) process.exitCode = 1;
}
