/**
 * The storefront under visitors (issue 42), on PGlite or on PostgreSQL (BENCH_DATABASE_URL): a store
 * with 10,000 published items (20 categories of 500, each item with its price and stock), its home
 * page and a category page (random pages of 24) asked by 20 visitors at once over real HTTP. The
 * visitors run in a process of their own (bench/src/lib/visitors.ts), never on the server's event
 * loop. Printed per kind of page, p50 / p95 of:
 * - server time: from the request's arrival at the server (node's 'request' event, its headers
 *   read) to the end of its response (the 'finish' event: the last byte handed to the system), as
 *   the server process measures it; the target is on this one;
 * - round trip: as the visitors' process sees it (request sent to the body read): beside the
 *   server time it holds the visitors' own work and the wait before the server's event loop
 *   reads the request (on PGlite the database runs on that loop) — the server event loop's delay
 *   (perf_hooks monitorEventLoopDelay) is printed too;
 * - a hand-written SQL baseline of the same reads (categories, count, one page with price and
 *   stock), one transaction each, run by 20 callers at once in the server's process on the same data.
 * Target: server time p95 ≤ 50 ms. The storefront keeps rendered pages per data version (the page
 * cache, modules/store/storefront/versi.ts): each line says how many pages it served;
 * STOREFRONT_CACHE_PAGES=0 turns it off (and the values it keeps per version) to time every page
 * rendered from scratch. The load average (os.loadavg, as `uptime`) is printed with every line.
 * BENCH_EXPLAIN=1 prints the plans of a home page's and a category page's statements first.
 *   npm run bench -- storefront
 */
import { sql, type SQL } from 'drizzle-orm';
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '@niaga/kernel/server';
import { startServer } from '../../apps/server/src/server';
import { newCompany } from '../../apps/server/src/app';

const ITEMS = Number(process.env.BENCH_STORE_ITEMS ?? 10_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20);
/** Pages each visitor asks for, per kind of page. */
const PER_VISITOR = Number(process.env.BENCH_RUNS ?? 25);
const CATS = 20;
const PER_PAGE = 24;

const url = process.env.BENCH_DATABASE_URL;
const db = await openDatabase(url ? { databaseUrl: url } : {});
const srv = await startServer({ db, port: 0, demo: false, scheduler: false, log: false });
const iper = `BENCH${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench', startflag: 1, adminPassword: 'bench-pass' });
const inTenant = <T>(q: SQL) => db.tx(company.schema_name, async (tx) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows);
const shareid = `bench-${Date.now().toString(36)}`;

let t0 = performance.now();
await inTenant(sql`insert into jenis (kodejenis, namajenis) select 'KAT' || lpad(c::text, 2, '0'), 'Kategori ' || c from generate_series(1, ${CATS}::int) c`);
await inTenant(sql`
  insert into item (kodeitem, namaitem, tipe, satuan, jenis, hargabeli, jenispajak)
  select 'BRG' || lpad(i::text, 6, '0'), (array['Kaos','Kemeja','Celana','Jaket','Topi','Tas','Sepatu','Sandal'])[1 + i % 8] || ' ' || (array['Polos','Motif','Hitam','Putih','Merah','Biru'])[1 + (i / 8) % 6] || ' ' || i,
    '0', 'PCS', 'KAT' || lpad((1 + i % ${CATS}::int)::text, 2, '0'), (10000 + i % 90000)::numeric, '0'
  from generate_series(1, ${ITEMS}::int) i`);
await inTenant(sql`insert into satuanitem (item_id, urut, satuan, konversi, hargajual1) select id, 1, 'PCS', 1, hargabeli * 1.3 from item`);
// Stock for four items in five, none for the rest ("Stok habis").
await inTenant(sql`insert into stok_item (item_id, iddetailvarian, qty, nilai) select id, 0, (id % 50) + 1, hargabeli * ((id % 50) + 1) from item where id % 5 <> 0`);
await inTenant(sql`insert into tokoonline (shareid, namatoko, tema, aktif) values (${shareid}, 'Toko Bench', 'electronics', true)`);
await db.tx(null, (tx) => tx.execute(sql`insert into control.share_toko (shareid, company_id) values (${shareid}, ${company.id})`));
for (const t of ['item', 'satuanitem', 'stok_item', 'jenis']) await inTenant(sql.raw(`analyze ${t}`));
console.log(`storefront: ${ITEMS.toLocaleString('en')} published items in ${CATS} categories, ${db.kind}; seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${VISITORS} visitors at once, ${PER_VISITOR} pages each per kind`);

/** BENCH_EXPLAIN=1: the plans of a home page's and a category page's statements (EXPLAIN ANALYZE), before the timings. */
if (process.env.BENCH_EXPLAIN) {
  const { itemsPage, sidebar, storeOf } = await import('@niaga/store/server');
  await db.tx(company.schema_name, async (tx) => {
    const run = tx.execute.bind(tx);
    const dialect = (tx as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
    const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
    (tx as unknown as { execute: (q: SQL) => Promise<unknown> }).execute = async (q: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      // The transaction's own COMMIT (drizzle on PostgreSQL) is no statement to explain.
      if (!/^\s*(with|select)\b/i.test(text)) return run(q);
      const plan = (await run(sql.raw(`explain (analyze, costs off) ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`))) as unknown as { rows: Record<string, string>[] };
      console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 160)}\n${plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
      return run(q);
    };
    const s = (await storeOf(tx, shareid))!;
    await sidebar(tx);
    await itemsPage(tx, s, {}, 3);
    await itemsPage(tx, s, { jenis: 'KAT07' }, 15);
  });
}

const rnd = (n: number) => 1 + Math.floor(Math.random() * n);
const pct = (lat: number[], q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))];
const kat = () => `KAT${String(rnd(CATS)).padStart(2, '0')}`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

// Server time: each storefront request from its arrival to its response's end, in this process.
let serverMs: number[] = [];
srv.app.server.prependListener('request', (req: { url?: string }, res: { once(e: 'finish', f: () => void): void }) => {
  if (!req.url?.startsWith('/s/')) return;
  const t = performance.now();
  res.once('finish', () => serverMs.push(performance.now() - t));
});

// The visitors: another process.
const visitors = fork(new URL('./lib/visitors.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const replies: Array<(m: { ms?: number[]; error?: string; ready?: boolean }) => void> = [];
visitors.on('message', (m: { ms?: number[]; error?: string; ready?: boolean }) => replies.shift()?.(m));
const answer = () => new Promise<{ ms?: number[]; error?: string; ready?: boolean }>((r) => replies.push(r));
await answer();
/** `VISITORS` visitors at once in the visitors' process, each asking `perVisitor` pages made by `path`; the round trips, sorted. */
async function crowd(path: () => string, perVisitor = PER_VISITOR): Promise<number[]> {
  const reply = answer();
  visitors.send({ base: srv.url, paths: Array.from({ length: VISITORS }, () => Array.from({ length: perVisitor }, path)) });
  const m = await reply;
  if (m.error || !m.ms) throw new Error(`pengunjung: ${m.error}`);
  return m.ms.sort((a, b) => a - b);
}

/** The same reads written by hand (one transaction each, as a page has): categories, count, one page with price and stock. */
const handWritten = (jenis: string | null, page: number) => async () => {
  const t = performance.now();
  await db.tx(company.schema_name, async (tx) => {
    const where = jenis ? sql`i.aktif and i.jenis = ${jenis}` : sql`i.aktif`;
    await tx.execute(sql`select kodejenis, namajenis from jenis j where j.aktif and exists (select 1 from item i where i.jenis = j.kodejenis and i.aktif) order by namajenis`);
    await tx.execute(sql`select count(*) from item i where ${where}`);
    await tx.execute(sql`select i.kodeitem, i.namaitem, u.hargajual1, coalesce(s.qty, 0) as stok from item i
      left join satuanitem u on u.item_id = i.id and u.satuan = i.satuan left join stok_item s on s.item_id = i.id and s.iddetailvarian = 0
      where ${where} order by i.namaitem, i.kodeitem limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`);
  });
  return performance.now() - t;
};
/** `VISITORS` callers at once in this process, each running `one` `PER_VISITOR` times; the sorted times. */
async function callers(one: () => Promise<number>): Promise<number[]> {
  const lat: number[] = [];
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      for (let i = 0; i < PER_VISITOR; i++) lat.push(await one());
    }),
  );
  return lat.sort((a, b) => a - b);
}

const pages = Math.ceil(ITEMS / PER_PAGE);
const catPages = Math.ceil(ITEMS / CATS / PER_PAGE);
const kinds: Array<[string, () => string, () => Promise<number>]> = [
  ['home (page 1)', () => `/s/${shareid}`, () => handWritten(null, 1)()],
  ['home (random page)', () => `/s/${shareid}?hal=${rnd(pages)}`, () => handWritten(null, rnd(pages))()],
  ['category (random page)', () => `/s/${shareid}/kategori/${kat()}?hal=${rnd(catPages)}`, () => handWritten(kat(), rnd(catPages))()],
];

// Warm up: every kind a few times, the baseline too.
for (const [, path, base] of kinds) {
  await crowd(path, 3);
  await callers(base);
}
console.log(`${''.padEnd(24)} server time p50 / p95 | round trip p50 / p95 | hand-written SQL p50 / p95 (ms)`);
let worst = 0;
const { cacheHits } = await import('@niaga/store/server');
const f = (l: number[]) => `${pct(l, 0.5).toFixed(1).padStart(6)} /${pct(l, 0.95).toFixed(1).padStart(6)}`;
for (const [label, path, base] of kinds) {
  const load0 = load();
  t0 = performance.now();
  const hits0 = cacheHits();
  serverMs = [];
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const trips = await crowd(path);
  lag.disable();
  const secs = (performance.now() - t0) / 1000;
  const cached = cacheHits() - hits0;
  const server = serverMs.sort((a, b) => a - b);
  const bl = await callers(base);
  worst = Math.max(worst, pct(server, 0.95));
  const lagMs = (q: number) => (lag.percentile(q) / 1e6).toFixed(1);
  console.log(
    `${label.padEnd(24)} ${f(server)} ms      | ${f(trips)} ms     | ${f(bl)} ms   (${(trips.length / secs).toFixed(0)} pages/s, ${cached} of ${trips.length} from the page cache; server event loop delay p50/p99 ${lagMs(50)}/${lagMs(99)} ms; load ${load0} → ${load()})`,
  );
}
console.log(`storefront server time p95 worst ${worst.toFixed(1)} ms (target ≤ 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`);
visitors.kill();
await srv.close();
await db.close?.();
