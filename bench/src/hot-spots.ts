/**
 * Where one company's writers serialise (issue 43, item 5): the till's 5-line `kasir_save` (cash
 * and change, by a cashier, stock out at average cost, the journal, the dashboard's figures) on
 * PostgreSQL, with 8 writers
 *   - in one company (each cashier selling its own 5 items: what they share is the company's rows —
 *     the KSR number series, the account balances, the dashboard's month figures), or
 *   - spread over 8 companies (one cashier each: nothing shared but the server),
 * from 1 Niaga process (8 writers) or 2 processes (4 writers each) on the same database — each
 * beside the same hand-written SQL transaction (lib/sale-sql.ts: the number first, held from its
 * second statement to the commit) in the same run. A process is this file run with `--child`: it
 * opens its own pool, logs its cashiers in and saves through the kernel's dispatcher (the
 * server-side time, without HTTP), as lib/writers.ts does in process.
 *
 * Printed per run: sales a second, p50/p95 per sale, Niaga's share of the hand-written rate, and
 * the lock waits — pg_stat_activity sampled every few ms during the run: the time writers spent
 * waiting on a lock, per sale, by the hot table the waiting statement names (a batched message
 * names all its statements' tables). After the runs: every company's ledger invariants and its
 * KSR numbers gap-free.
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/src/hot-spots.ts   (BENCH_SECONDS=5 per run, BENCH_KEEP=1 keeps the companies)
 *
 * Measured (docs/operations.md, "Throughput": four rounds each, in turn, 2026-12-06 08:45–09:24
 * UTC): every lock wait of one company's tills is on the number series. Before / after the sale
 * took its number late (numberLast: after its items are locked and costed), one company, in the
 * quietest round (load average 3.8–5.6): 1 process 31 / 36 sales/s (the hand-written SQL 54 / 43
 * in the same runs), 2 processes 38 / 49 (57 / 59); the wait per sale 179 / 137 ms and 144 / 103
 * ms. 8 companies, no lock waits: 52 / 61 and 54 / 62 sales/s. Rounds 1–3 (load 7.1–9.5): one
 * company 26 / 28 (1 process) and 25 / 31 (2 processes) on average, the wait 215 / 165 and 223 / 159 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { dispatch, openDatabase, rowsOf, type Database, type Kernel } from '@niaga/kernel/server';
import { initialiseBooks } from '@niaga/accounting';
import { accessPolicy, accessSql, hashPassword } from '@niaga/admin';
import { checkInvariants, ledgerBooks } from '@niaga/ledger';
import { buildRegistry, migrate, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';
import { pct, TANGGAL } from './lib/writers';
import { handWrittenSale, SALE_ITEMS, type SaleIds } from './lib/sale-sql';

const WRITERS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'bench-user';
/** Item k (1 … 5) of lane l: every cashier of a company sells its own 5 items. */
const code = (lane: number, k: number) => `HS${lane}${k}`;
const sale = (lane: number) => ({
  tanggal: TANGGAL,
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'I',
  tunai: '20000',
  lines: SALE_ITEMS.map((k) => ({ kodeitem: code(lane, k), satuan: 'PCS', jumlah: '1', harga: `${k}000`, jenispajak: '1112' })),
});

interface Company {
  schema: string;
  iper: string;
  id: number;
}
/** One writer of a run: its company and lane. */
interface Seat extends Company {
  lane: number;
}
type Side = 'act' | 'sql';
interface RunOrder {
  run: string;
  side: Side;
  seats: Seat[];
  seconds: number;
}
interface RunResult {
  done: number;
  lat: number[];
}

const kernelOf = (db: Database): Kernel => ({ db, registry: buildRegistry(), access: accessPolicy, accessSql, books: ledgerBooks, onError: (e) => console.error(e) });
const caller = (kernel: Kernel) => (act: string, payload: unknown, token?: string, fields: Record<string, string> = {}) =>
  dispatch(kernel, { act, token, aprq: JSON.stringify(payload), fields, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });

async function login(call: ReturnType<typeof caller>, iper: string, uname: string, passw: string): Promise<string> {
  const r = await call('lgx', {}, undefined, { iper, uname, passw });
  if (r.num !== 0) throw new Error(`${iper} ${uname}: ${r.msg}`);
  return (r.data as { token: string }).token;
}

/** A company with books, `lanes` × 5 items in stock, the general customer and a cashier KASIR1. */
async function makeCompany(db: Database, kernel: Kernel, iper: string, lanes: number): Promise<Company> {
  const company = await newCompany(db, { idperusahaan: iper, nama: `Bench ${iper}`, startflag: 1, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  await db.tx(schema, (tx) => initialiseBooks(tx, { kodekantor: 'UTM', namakantor: 'Bench', tahun: 2026, bulanAwal: 1, bulanAkhir: 12 }));
  const call = caller(kernel);
  const admin = await login(call, iper, 'ADMIN', 'bench-pass');
  const ok = async (act: string, payload: unknown) => {
    const r = await call(act, payload, admin);
    if (r.num !== 0) throw new Error(`${act}: ${r.msg}`);
  };
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
  for (let lane = 0; lane < lanes; lane++) {
    for (const k of SALE_ITEMS) await ok('item_save', { kodeitem: code(lane, k), namaitem: `Barang ${lane}-${k}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: `${k}000` }] });
    await ok('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: SALE_ITEMS.map((k) => ({ kodeitem: code(lane, k), satuan: 'PCS', jumlah: '1000000', harga: `${k * 600}` })) });
  }
  await db.tx(schema, async (t) => {
    await t.execute(sql`insert into pengguna (userid, nama, password_hash, admin) values ('KASIR1', 'KASIR1', ${await hashPassword(PASSWORD)}, false)`);
    for (const aksi of ['mopen', 'madd']) await t.execute(sql`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', ${aksi}, true)`);
  });
  return { schema, iper, id: company.id };
}

// ─── a writer process (--child) ─────────────────────────────────────────────────────────────────

async function child() {
  const db = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL!, poolSize: WRITERS + 2 });
  const kernel = kernelOf(db);
  const call = caller(kernel);
  const tokens = new Map<string, string>();
  const idsOf = new Map<string, SaleIds>();
  const seatIds = async (s: Seat): Promise<SaleIds> => {
    const k = `${s.schema}:${s.lane}`;
    if (!idsOf.has(k))
      idsOf.set(
        k,
        await db.tx(s.schema, async (tx) => {
          const acc = Object.fromEntries(
            (await rowsOf<{ peran: string; id: number }>(tx, sql`select peran, perkiraan_id as id from setting_akun where peran in ('kas', 'penjualan', 'ppnkeluaran', 'hpp', 'persediaan')`)).map((r) => [r.peran, Number(r.id)]),
          );
          const items = await rowsOf<{ id: number; kode: string }>(tx, sql`select id, kodeitem as kode from item where kodeitem in ${sql`(${sql.join(SALE_ITEMS.map((n) => sql`${code(s.lane, n)}`), sql`, `)})`} order by id`);
          const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang where kodegudang = 'UTM'`);
          return { acc, items: items.map((r) => ({ id: Number(r.id), kode: r.kode })), gudang: Number(g.id), key: '' };
        }),
      );
    return idsOf.get(k)!;
  };
  let serial = 0;
  const saver = async (o: RunOrder, s: Seat, w: number) => {
    if (o.side === 'act') {
      if (!tokens.has(s.iper)) tokens.set(s.iper, await login(call, s.iper, 'KASIR1', PASSWORD));
      const token = tokens.get(s.iper)!;
      const payload = sale(s.lane);
      return async () => {
        const r = await call('kasir_save', payload, token, { idem: `${o.run}-${process.pid}-${w}-${serial++}` });
        if (r.num !== 0) throw new Error(`kasir_save: ${r.msg}`);
      };
    }
    const ids = { ...(await seatIds(s)), key: `${o.run}-${process.pid}-${w}` };
    return () => db.tx(s.schema, (t) => handWrittenSale(t, serial++, ids));
  };
  process.on('message', async (m: { order?: RunOrder; go?: true; quit?: true }) => {
    if (m.quit) {
      await db.close();
      process.exit(0);
    }
    if (!m.order) return;
    const o = m.order;
    // One at a time: parallel logins of one user hold the login limit's attempts (docs/operations.md).
    const savers: Array<() => Promise<unknown>> = [];
    for (const [w, s] of o.seats.entries()) savers.push(await saver(o, s, w));
    // Warm: each writer's statements prepared on its connections, the caches filled.
    await Promise.all(savers.map(async (f) => { for (let i = 0; i < 3; i++) await f(); }));
    process.send!({ ready: true });
    await new Promise<void>((go) => process.once('message', () => go()));
    const lat: number[] = [];
    let done = 0;
    const end = performance.now() + o.seconds * 1000;
    await Promise.all(
      savers.map(async (f) => {
        while (performance.now() < end) {
          const t = performance.now();
          await f();
          lat.push(performance.now() - t);
          done++;
        }
      }),
    );
    process.send!({ result: { done, lat } satisfies RunResult });
  });
  process.send!({ up: true });
}

// ─── the coordinator ────────────────────────────────────────────────────────────────────────────

interface Proc {
  proc: ChildProcess;
  next(): Promise<Record<string, unknown>>;
}

function startProcess(): Promise<Proc> {
  const proc = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox: Array<Record<string, unknown>> = [];
  let waiting: ((m: Record<string, unknown>) => void) | null = null;
  proc.on('message', (m: Record<string, unknown>) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(m);
    } else inbox.push(m);
  });
  proc.on('exit', (c) => {
    if (c) {
      console.error(`proses penulis keluar dengan kode ${c}`);
      process.exit(1);
    }
  });
  const next = () => (inbox.length ? Promise.resolve(inbox.shift()!) : new Promise<Record<string, unknown>>((r) => (waiting = r)));
  return next().then(() => ({ proc, next }));
}

/** The hot tables a waiting statement may name, in the order they are reported. */
const HOT = ['nomor_urut', 'stok_item', 'stok_gudang', 'stok_saldo', 'gl_saldo', 'dsb_omset', 'dsb_jual', 'pelanggan', 'idempotensi'];

/** Samples the writers waiting on a lock until stopped: the wait per table named (ms, estimated from the samples). */
function sampleLockWaits(db: Database) {
  let running = true;
  const waits = new Map<string, number>();
  const loop = (async () => {
    let last = performance.now();
    while (running) {
      // A writer queued behind others on a row it locks (select … for update, update) waits on its
      // tuple lock (the table known); the first in the queue, and every upsert (`on conflict do
      // update`: the number series, the balances), waits on the holder's transaction id — the
      // table then only from the statement's text, which for one sent prepared with others
      // (afterNext, beforeNext) is `execute niaga_x…`.
      const rows = await db.rows<{ query: string; locktype: string | null; rel: string | null }>(
        sql`select a.query, l.locktype, c.relname as rel from pg_stat_activity a
              left join pg_locks l on l.pid = a.pid and not l.granted left join pg_class c on c.oid = l.relation
             where a.datname = current_database() and a.wait_event_type = 'Lock' and a.pid <> pg_backend_pid()`,
      );
      const now = performance.now();
      const dt = now - last;
      last = now;
      for (const r of rows) {
        const named = HOT.filter((t) => r.query.includes(t));
        const key = r.rel ?? (named.length ? named.join('+') : r.locktype === 'transactionid' ? 'a row (prepared: execute niaga_x…)' : (r.locktype ?? 'ended while sampled'));
        waits.set(key, (waits.get(key) ?? 0) + dt);
      }
      await new Promise((res) => setTimeout(res, 2));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return waits;
  };
}

async function run(db: Database, procs: Proc[], o: Omit<RunOrder, 'seats'>, seats: Seat[]) {
  const parts = procs.map((_, c) => seats.filter((_, w) => w % procs.length === c));
  await Promise.all(procs.map(async (p, c) => {
    p.proc.send({ order: { ...o, seats: parts[c] } });
    await p.next();
  }));
  const stop = sampleLockWaits(db);
  const t0 = performance.now();
  for (const p of procs) p.proc.send({ go: true });
  const results = (await Promise.all(procs.map((p) => p.next()))).map((m) => m.result as RunResult);
  const seconds = (performance.now() - t0) / 1000;
  const waits = await stop();
  const done = results.reduce((t, r) => t + r.done, 0);
  const lat = results.flatMap((r) => r.lat);
  return { rate: done / seconds, p50: pct(lat, 0.5), p95: pct(lat, 0.95), done, waits };
}

const waitText = (waits: Map<string, number>, done: number) => {
  const total = [...waits.values()].reduce((a, b) => a + b, 0);
  const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${Math.round((100 * v) / total)} %`);
  return `${(total / done).toFixed(2)} ms/sale${top.length ? ` (${top.join(', ')})` : ''}`;
};

async function coordinator() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('hot-spots: BENCH_DATABASE_URL belum diisi (PostgreSQL saja: PGlite punya satu koneksi, tidak ada yang menunggu kunci)');
    return;
  }
  await ensurePgDatabase(url);
  const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await migrate(db);
  const kernel = kernelOf(db);
  const stamp = Date.now().toString(36).toUpperCase();
  const t0 = performance.now();
  // Company 0 has a lane per writer (8 cashiers, each its own items); companies 1 … 7 one lane each.
  const companies: Company[] = [];
  for (let c = 0; c < WRITERS; c++) companies.push(await makeCompany(db, kernel, `HS${c}${stamp}`, c === 0 ? WRITERS : 1));
  console.log(`[setup] ${WRITERS} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const layouts: Array<{ label: string; seats: Seat[] }> = [
    { label: 'one company', seats: Array.from({ length: WRITERS }, (_, w) => ({ ...companies[0], lane: w })) },
    { label: '8 companies', seats: companies.map((c) => ({ ...c, lane: 0 })) },
  ];
  const procs = [await startProcess(), await startProcess()];
  console.log(`\nkasir_save, 5 lines, ${WRITERS} writers, ${SECONDS} s a run, PostgreSQL — beside the hand-written SQL in the same run`);
  let n = 0;
  for (const count of [1, 2]) {
    for (const l of layouts) {
      const label = `${l.label}, ${count} process${count > 1 ? 'es' : ''}`;
      const a = await run(db, procs.slice(0, count), { run: `a${n++}${stamp}`, side: 'act', seconds: SECONDS }, l.seats);
      const h = await run(db, procs.slice(0, count), { run: `h${n++}${stamp}`, side: 'sql', seconds: SECONDS }, l.seats);
      console.log(`${label.padEnd(26)} kasir_save ${a.rate.toFixed(0)} sales/s (p50 ${a.p50.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms) · hand-written ${h.rate.toFixed(0)} sales/s (p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms) → ${((100 * a.rate) / h.rate).toFixed(0)} %`);
      console.log(`${''.padEnd(26)} lock waits: kasir_save ${waitText(a.waits, a.done)} · hand-written ${waitText(h.waits, h.done)}`);
    }
  }
  for (const p of procs) p.proc.send({ quit: true });
  const problems: string[] = [];
  for (const c of companies) {
    const inv = await db.tx(c.schema, (t) => checkInvariants(t));
    problems.push(...inv.masalah.slice(0, 3).map((m) => `${c.iper}: ${m}`));
    const [g] = await db.tx(c.schema, (t) => rowsOf<{ n: number; max: number }>(t, sql`select count(*)::int as n, coalesce(max(substring(notransaksi from 10)::int), 0) as max from kasir where notransaksi like 'KSR-2601-%'`));
    if (g.n !== g.max) problems.push(`${c.iper}: numbers NOT gap-free (${g.n} sales, highest ${g.max})`);
    if (!process.env.BENCH_KEEP) {
      await db.rows(sql.raw(`drop schema "${c.schema}" cascade`));
      await db.rows(sql`delete from control.companies where id = ${c.id}`);
    }
  }
  await db.close();
  console.log(problems.length ? `PROBLEMS:\n  ${problems.join('\n  ')}` : 'invariants ok in every company; KSR numbers gap-free');
  if (problems.length) process.exitCode = 1;
}

if (process.argv.includes('--child')) await child();
else await coordinator();
