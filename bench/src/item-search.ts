/**
 * Item search and the till catalogue (issue 11), on PGlite or on PostgreSQL (BENCH_DATABASE_URL):
 * - `item_pick` (the one item search) on 100,000 items (a tenth of them variant items with four
 *   combinations; every item in pieces and boxes, each with a barcode) by code prefix, by two words
 *   of the name and by a box barcode: p50 / p95 of one client over real HTTP (session, rights and
 *   transaction included); target p95 ≤ 30 ms;
 * - `item_katalog` (what a till loads: the maintained blocks) for 300,000 items over HTTP, cold
 *   (every block stale), ready, and reloads after changes (only changed blocks); target ≤ 3 s;
 * each beside a hand-written SQL baseline run in the same process on the same data.
 *   npm run item-search -w @niaga/bench
 */
import { sql, type SQL } from 'drizzle-orm';
import { defineAct, openDatabase } from '@niaga/kernel/server';
import { startServer } from '../../apps/server/src/server';
import { buildRegistry, newCompany } from '../../apps/server/src/app';
import { searchItems, searchSchema, KATALOG_BLOK } from '@niaga/master/server';
import { Katalog, unpack, type KatalogReply } from '@niaga/sales/katalog';

/** BENCH_SEARCH_ITEMS / BENCH_CATALOG_ITEMS: smaller sizes while iterating (the targets are for 100,000 and 300,000). */
const SEARCH_ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 100_000);
const CATALOG_ITEMS = Math.max(SEARCH_ITEMS, Number(process.env.BENCH_CATALOG_ITEMS ?? 300_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PROFILE = 20;
const PAGE = 10_000;
/** BENCH_ONLY=cari (the searches) or katalog (the till catalogue); both when unset. */
const ONLY = process.env.BENCH_ONLY ?? '';

const url = process.env.BENCH_DATABASE_URL;
/** Statements sent (counted per call for the cost profile: a loaded machine inflates times, not counts). */
let statements = 0;
const db = await openDatabase(url ? { databaseUrl: url, onQuery: () => statements++ } : { onQuery: () => statements++ });
/** An act that does nothing on item_pick's path: its rights, its payload check, its transaction, HTTP. */
const pick = buildRegistry().get('item_pick')!;
const srv = await startServer({ db, port: 0, demo: false, scheduler: false, acts: [defineAct({ ...pick, name: 'bench_noop', handler: async () => ({ tbl_item: [], cocok: null }) })] });
const iper = `BENCH${Date.now().toString(36).toUpperCase()}`;
const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench', startflag: 1, adminPassword: 'bench-pass' });
const inTenant = <T>(q: SQL) => db.tx(company.schema_name, async (tx) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows);

const W1 = ['Kopi', 'Teh', 'Gula', 'Susu', 'Sabun', 'Sampo', 'Mie', 'Beras', 'Minyak', 'Kecap', 'Saus', 'Biskuit', 'Roti', 'Sirup', 'Air', 'Tisu', 'Deterjen', 'Pasta', 'Sikat', 'Kaos'];
const W2 = ['Bubuk', 'Celup', 'Pasir', 'Kental', 'Cair', 'Batang', 'Instan', 'Pandan', 'Goreng', 'Manis', 'Sambal', 'Coklat', 'Tawar', 'Jeruk', 'Mineral', 'Wajah', 'Bubuk', 'Gigi', 'Lembut', 'Polos', 'Melati', 'Hitam', 'Putih', 'Super', 'Premium', 'Hemat', 'Keluarga', 'Mini', 'Jumbo', 'Spesial'];
const W3 = ['Kapal', 'Sariwangi', 'Gulaku', 'Indomilk', 'Lifebuoy', 'Clear', 'Sedaap', 'Rojolele', 'Bimoli', 'Bango'];
const arr = (a: string[]) => sql.raw(`array[${a.map((w) => `'${w}'`).join(',')}]`);

/** Items `from`..`to`: BRG000001…, names of three words and a size, pieces and boxes; every tenth a variant item. */
async function seed(from: number, to: number) {
  await inTenant(sql`
    insert into item (kodeitem, namaitem, tipe, satuan, hargabeli)
    select 'BRG' || lpad(i::text, 6, '0'),
      (${arr(W1)})[1 + i % 20] || ' ' || (${arr(W2)})[1 + (i / 20) % 30] || ' ' || (${arr(W3)})[1 + (i / 600) % 10] || ' ' || (50 + i % 450) || ' g',
      case when i % 10 = 0 then '7' else '0' end, 'PCS', (1000 + i % 9000)::numeric
    from generate_series(${from}::int, ${to}::int) i`);
  await inTenant(sql`
    insert into satuanitem (item_id, urut, satuan, konversi, barcode, hargajual1, hargajual2, hargajual3, hargajual4)
    select id, u.urut, u.satuan, u.konversi, u.prefix || lpad(substr(kodeitem, 4)::text, 10, '0'),
      hargabeli * 1.3 * u.konversi, hargabeli * 1.25 * u.konversi, hargabeli * 1.2 * u.konversi, hargabeli * 1.15 * u.konversi
    from item, (values (1, 'PCS', 1, '899'), (2, 'BOX', 12, '898')) as u(urut, satuan, konversi, prefix)
    where substr(kodeitem, 4)::int between ${from}::int and ${to}::int`);
  await inTenant(sql`
    insert into detailvarian (item_id, urut, iddetailvarian, varian1, nilai1, varian2, nilai2, barcode)
    select id, v.urut, kodeitem || '-V' || v.urut, 'WARNA', v.w, 'UKURAN', v.u, '897' || lpad(substr(kodeitem, 4)::text, 9, '0') || v.urut
    from item, (values (1, 'MERAH', 'M'), (2, 'MERAH', 'XL'), (3, 'HITAM', 'M'), (4, 'HITAM', 'XL')) as v(urut, w, u)
    where tipe = '7' and substr(kodeitem, 4)::int between ${from}::int and ${to}::int`);
  // The variant master the combinations' values come from (the search reads which words name a value there).
  if (from === 1) {
    await inTenant(sql`insert into varian (kodevarian, namavarian) values ('WARNA', 'Warna'), ('UKURAN', 'Ukuran')`);
    await inTenant(sql`
      insert into nilaivarian (varian_id, urut, nilai)
      select v.id, x.urut, x.nilai from varian v join (values ('WARNA', 1, 'MERAH'), ('WARNA', 2, 'HITAM'), ('UKURAN', 1, 'M'), ('UKURAN', 2, 'XL')) as x(k, urut, nilai) on x.k = v.kodevarian`);
  }
  for (const t of ['item', 'satuanitem', 'detailvarian']) await inTenant(sql.raw(`analyze ${t}`));
}

const login = await (await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' }) })).json();
const token = login.data.token as string;
let lastSize = 0;
async function act(name: string, aprq: object, retry = true): Promise<Record<string, unknown>> {
  let r: Response;
  try {
    r = await fetch(`${srv.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ act: name, token, aprq: JSON.stringify(aprq) }).toString() });
  } catch (e) {
    // A kept-alive connection the server closed while the SQL baseline ran: ask again once.
    if (retry && (e as { cause?: { code?: string } }).cause?.code === 'ECONNRESET') return act(name, aprq, false);
    throw e;
  }
  const text = await r.text();
  lastSize = text.length;
  const j = JSON.parse(text) as { num: number; msg: string; data: Record<string, unknown> };
  if (j.num !== 0) throw new Error(`${name}: ${j.msg}`);
  return j.data;
}

const rnd = (n: number) => 1 + Math.floor(Math.random() * n);
const pad = (n: number, w = 6) => String(n).padStart(w, '0');
const pct = (lat: number[], q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(1).padStart(6);

/** The four timings of one search kind, taken in turn at each step so that they meet the same load. */
interface Kind {
  /** item_pick over HTTP: the whole call. */
  pick: (i: number) => Promise<unknown>;
  /** The same call of an act that does nothing (same session, rights, payload check, transaction, HTTP). */
  noop: (i: number) => Promise<unknown>;
  /** The search alone (searchItems inside a transaction: its statements only). */
  own: (i: number) => Promise<number>;
  /** The hand-written SQL of the same search (the statement only, inside a transaction). */
  sql: (i: number) => Promise<number>;
  /** BENCH_BEFORE: the search's own time by another version of search.ts (a checkout of an earlier commit). */
  before?: (i: number) => Promise<number>;
}

async function row(label: string, k: Kind) {
  for (let i = 0; i < 10; i++) for (const f of Object.values(k)) if (f) await f(i); // warm up (before: only with BENCH_BEFORE)
  const lat = { pick: [] as number[], noop: [] as number[], own: [] as number[], sql: [] as number[], before: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await k.pick(i);
    lat.pick.push(performance.now() - t);
    t = performance.now();
    await k.noop(i);
    lat.noop.push(performance.now() - t);
    // The earlier version and this one side by side, in turns (what follows an HTTP call pays for its leftovers).
    if (k.before && i % 2) lat.before.push(await k.before(i));
    lat.own.push(await k.own(i));
    if (k.before && !(i % 2)) lat.before.push(await k.before(i));
    lat.sql.push(await k.sql(i));
  }
  for (const l of Object.values(lat)) l.sort((a, b) => a - b);
  // The cost profile: statements and this process's CPU per call (server, client and PGlite's engine).
  const profile = async (f: (i: number) => Promise<unknown>) => {
    const [n0, c0] = [statements, process.cpuUsage()];
    for (let i = 0; i < PROFILE; i++) await f(i);
    const c = process.cpuUsage(c0);
    return `${((statements - n0) / PROFILE).toFixed(1)} st, ${((c.user + c.system) / 1000 / PROFILE).toFixed(1)} ms CPU`;
  };
  const f = (l: number[]) => `${pct(l, 0.5)} /${pct(l, 0.95)}`;
  console.log(`${label.padEnd(30)} ${f(lat.pick)}  | ${f(lat.noop)}  | ${f(lat.own)}  | ${f(lat.sql)}${k.before ? `  | before: ${f(lat.before)}` : ''}`);
  console.log(`${''.padEnd(30)} per call: item_pick ${await profile(k.pick)}; no-op act ${await profile(k.noop)}`);
}

/** A search's own time: searchItems inside a tenant transaction, the transaction's own statements not counted. */
const ownOf = (search: typeof searchItems, schema: typeof searchSchema) => (p: Record<string, unknown>) =>
  db.tx(company.schema_name, async (tx) => {
    const input = schema.parse(p);
    const t = performance.now();
    await search(tx, input);
    return performance.now() - t;
  });
const own = ownOf(searchItems, searchSchema);
const earlier = process.env.BENCH_BEFORE ? ((await import(process.env.BENCH_BEFORE)) as { searchItems: typeof searchItems; searchSchema: typeof searchSchema }) : null;
const before = earlier ? ownOf(earlier.searchItems, earlier.searchSchema) : undefined;
/** BENCH_EXPLAIN=1: the plan of every statement of one search of each kind (EXPLAIN ANALYZE), before its timings. */
async function explain(p: Record<string, unknown>) {
  await db.tx(company.schema_name, async (tx) => {
    const run = tx.execute.bind(tx);
    const dialect = (tx as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
    const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
    (tx as unknown as { execute: (q: SQL) => Promise<unknown> }).execute = async (q: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      const plan = (await run(sql.raw(`explain (analyze, costs off) ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`))) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
      return run(q);
    };
    await searchItems(tx, searchSchema.parse(p));
  });
}
/** A hand-written statement's own time, the same way. */
const bare = (q: SQL) =>
  db.tx(company.schema_name, async (tx) => {
    const t = performance.now();
    await tx.execute(q);
    return performance.now() - t;
  });
const noop = (p: Record<string, unknown>) => act('bench_noop', p);

let t0 = performance.now();
await seed(1, SEARCH_ITEMS);
console.log(`item search on ${SEARCH_ITEMS.toLocaleString('en')} items (+ ${SEARCH_ITEMS / 10 * 4} variant combinations, ${SEARCH_ITEMS * 2} unit barcodes), ${db.kind}; seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} searches each, one client over HTTP`);

const prefixes = (i: number) => `BRG${pad(rnd(SEARCH_ITEMS), 6).slice(0, 3 + (i % 2))}`; // 'BRG012' (100 codes) or 'BRG0123' (10)
const words = (i: number) => `${W1[i % 20].toLowerCase()} ${W2[(i * 7) % 30].toLowerCase()}`;
const boxBarcode = () => `898${pad(rnd(SEARCH_ITEMS), 10)}`;

if (ONLY !== 'katalog') {
  console.log(`${''.padEnd(30)} item_pick p50/p95 | no-op act p50/p95 | search's own  | hand-written SQL (ms)`);
  /** One search kind: its item_pick payload and its hand-written statement, for the i-th step. */
  const kind = async (label: string, payload: (i: number) => Record<string, unknown>, handWritten: (i: number) => SQL) => {
    if (process.env.BENCH_EXPLAIN) {
      console.log(`  plans of ${JSON.stringify(payload(1))}:`);
      await explain(payload(1));
    }
    await row(label, { pick: (i) => act('item_pick', payload(i)), noop: (i) => noop(payload(i)), own: (i) => own(payload(i)), sql: (i) => bare(handWritten(i)), before: before && ((i) => before(payload(i))) });
  };
  await kind('code prefix (BRG012…)', (i) => ({ q: prefixes(i) }), (i) => sql`select id, kodeitem, namaitem from item where kodeitem like ${`${prefixes(i)}%`} order by kodeitem limit 20`);
  await kind('two name words (kopi bubuk)', (i) => ({ q: words(i) }), (i) => {
    const [a, b] = words(i).split(' ');
    return sql`select id, kodeitem, namaitem from item where namaitem ilike ${`%${a}%`} and namaitem ilike ${`%${b}%`} order by kodeitem limit 20`;
  });
  await kind('box barcode (q)', () => ({ q: boxBarcode() }), () => sql`select i.id, i.kodeitem, i.namaitem, s.satuan from satuanitem s join item i on i.id = s.item_id where s.barcode = ${boxBarcode()}`);
  await kind('box barcode scanned (exact)', () => ({ exact: boxBarcode() }), () => sql`select i.id, i.kodeitem, i.namaitem, s.satuan from satuanitem s join item i on i.id = s.item_id where s.barcode = ${boxBarcode()}`);
  await kind('variant words, till (varian:1)', (i) => ({ q: `kaos ${i % 2 ? 'merah' : 'hitam'}`, varian: 1 }), (i) =>
    sql`select i.kodeitem, d.iddetailvarian from detailvarian d join item i on i.id = d.item_id where d.nilai1 = ${i % 2 ? 'MERAH' : 'HITAM'} and i.namaitem ilike '%kaos%' order by i.kodeitem, d.urut limit 20`,
  );
  // Words naming both values of combinations that exist: every "Kopi" item is a variant item here.
  await kind('variant words found (bubuk kopi merah xl)', (i) => ({ q: `${W2[(i * 7) % 30].toLowerCase()} kopi ${i % 2 ? 'merah' : 'hitam'} xl`, varian: 1 }), (i) =>
    sql`select i.kodeitem, d.iddetailvarian from detailvarian d join item i on i.id = d.item_id
      where d.nilai1 = ${i % 2 ? 'MERAH' : 'HITAM'} and d.nilai2 = 'XL' and i.namaitem ilike '%kopi%' and i.namaitem ilike ${`%${W2[(i * 7) % 30]}%`} order by i.kodeitem, d.urut limit 20`,
  );
}
if (ONLY !== 'cari') {
  t0 = performance.now();
  await seed(SEARCH_ITEMS + 1, CATALOG_ITEMS);
  console.log(`\ntill catalogue of ${CATALOG_ITEMS.toLocaleString('en')} items (seeded the rest in ${((performance.now() - t0) / 1000).toFixed(1)} s), maintained blocks of ${KATALOG_BLOK.toLocaleString('en')} item ids:`);
  /** One till load: calls while `lagi`, the till telling what it holds; returns the blocks received and the reply bytes. */
  const held = new Map<number, { versi: string; katalog: string }>();
  async function tillLoad(): Promise<{ ms: number; blocks: number; bytes: number; calls: number }> {
    const t = performance.now();
    let blocks = 0;
    let bytes = 0;
    let calls = 0;
    for (;;) {
      const d = (await act('item_katalog', { punya: Object.fromEntries([...held].map(([b, v]) => [b, v.versi])) })) as unknown as KatalogReply;
      calls++;
      bytes += lastSize;
      for (const b of d.isi) held.set(b.blok, b);
      blocks += d.isi.length;
      if (!d.lagi) break;
    }
    return { ms: performance.now() - t, blocks, bytes, calls };
  }
  const show = (label: string, r: { ms: number; blocks: number; bytes: number; calls: number }) =>
    console.log(`  ${label.padEnd(52)} ${(r.ms / 1000).toFixed(2).padStart(6)} s  ${String(r.blocks).padStart(3)} blocks in ${r.calls} calls, ${(r.bytes / 1e6).toFixed(2)} MB of replies`);
  /** The hand-written baseline: the three flat queries a page of 10,000 (items, units, combinations), as the till needed before. */
  async function flatQueries(): Promise<{ ms: number; items: number }> {
    const t = performance.now();
    let m = 0;
    let last = 0;
    for (;;) {
      const items = await inTenant<{ id: number; kodeitem: string }>(sql`select id, kodeitem, namaitem, tipe, satuan, jenispajak from item where aktif and id > ${last} order by id limit ${PAGE}`);
      if (!items.length) break;
      const [lo, hi] = [items[0].id, items[items.length - 1].id];
      await inTenant(sql`select item_id, satuan, konversi::text, barcode, hargajual1::text, hargajual2::text, hargajual3::text, hargajual4::text from satuanitem where item_id between ${lo} and ${hi}`);
      await inTenant(sql`select item_id, iddetailvarian, nilai1, nilai2, barcode from detailvarian where item_id between ${lo} and ${hi}`);
      m += items.length;
      last = hi;
      if (items.length < PAGE) break;
    }
    return { ms: performance.now() - t, items: m };
  }
  const base = await flatQueries();
  console.log(`  baseline, SQL: three flat queries a page of ${PAGE.toLocaleString('en')}              ${(base.ms / 1000).toFixed(2).padStart(6)} s  (${base.items.toLocaleString('en')} items)`);
  show('cold: every block stale (after the seed), built + sent', await tillLoad());
  held.clear();
  show('a till with nothing: every block ready, sent', await tillLoad());
  held.clear();
  show('again (second run)', await tillLoad());
  show('reload, nothing changed', await tillLoad());
  // One price changes: one block stale (the bench's items have no unit master, so by SQL: the same triggers).
  await inTenant(sql`update satuanitem set hargajual1 = 99999 where item_id = (select id from item where kodeitem = ${`BRG${pad(Math.floor(CATALOG_ITEMS / 2) + 1)}`}) and urut = 1`);
  show('reload after one price change (one block rebuilt)', await tillLoad());
  await inTenant(sql`update satuanitem set hargajual2 = hargajual2 + 1 where item_id % 1000 = 0`);
  show('reload after 300 price changes over every block (SQL)', await tillLoad());
  const again = await flatQueries();
  console.log(`  baseline again, SQL: three flat queries a page                   ${(again.ms / 1000).toFixed(2).padStart(6)} s`);
  // What the till does with what it received (apps/web katalog.ts, here in Node): unpack (gunzip), parse and index every block.
  for (let run = 0; run < 2; run++) {
    t0 = performance.now();
    const texts: Array<[number, string, string]> = [];
    for (const [blok, b] of held) texts.push([blok, b.versi, await unpack(b.katalog)]);
    const t1 = performance.now();
    const k = new Katalog();
    for (const [blok, versi, text] of texts) k.setBlock(blok, versi, text);
    const t2 = performance.now();
    console.log(`  till side (Node, run ${run + 1}): unpack ${((t1 - t0) / 1000).toFixed(2)} s + parse and index ${((t2 - t1) / 1000).toFixed(2)} s = ${((t2 - t0) / 1000).toFixed(2)} s for ${k.size.toLocaleString('en')} items`);
  }
}
await srv.close();
await db.close();
