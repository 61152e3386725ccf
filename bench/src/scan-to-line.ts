/**
 * Scan-to-line at the till (issue 14), in a real browser: a company with 100,000 items (every item
 * in pieces with an EAN-13 barcode, every third also in boxes of 12 with a barcode of its own, four
 * price levels), the real server (PGlite with a data folder on disk, as `npm start` and the browser
 * suites use; also PostgreSQL when BENCH_DATABASE_URL is set) serving the built web client, and
 * Chromium (playwright-core, /usr/bin/chromium headless). A cashier logs in, lands on the till
 * (/kasiradmode2), opens the cash drawer (Kas Laci) and scans 200 random distinct items — the
 * piece barcode, the box barcode or the item code — typed into the scan box and sent with Enter, as
 * a keyboard-wedge scanner does. Target: p95 ≤ 50 ms from Enter to the new line on screen.
 *
 * Method, per scan, measured inside the page (one clock, performance.now()):
 *   - start: a keydown listener in the capture phase on window (it runs before the till's own
 *     handlers) takes performance.now() when the armed Enter reaches the scan box;
 *   - in the DOM: a MutationObserver on the till sees the line table's row of that item and unit
 *     (Kode and Satuan cells) appear — React has committed it;
 *   - visible: from that callback, requestAnimationFrame and then a task (setTimeout 0) after it:
 *     the frame holding the row has been produced (the usual "after paint" mark). This is the
 *     figure the target is about;
 *   - split: the Resource Timing entry of the `POST /api` made inside the window gives the part
 *     spent waiting for `kasir_item` as the page saw it (request to last byte); the rest is the
 *     page's own work before the request and after the reply (JSON, pricing, localStorage, React).
 *   The next scan starts once the scan box is empty and focused again, after a pause of
 *   BENCH_GAP_MS (100 ms): a scanner never sends while the till is still busy with the last code.
 * Two ways of typing: the main figure types the code key by key, each key awaited (Playwright, as
 * the browser suites do), then Enter — so it measures Enter → line only. A real scanner sends the
 * whole code and Enter within a few milliseconds; the "burst" scans send every key at once through
 * CDP (Input.dispatchKeyEvent, none awaited) and also time from the Enter's and the first key's own
 * event time (event.timeStamp: when the browser took the key), so what the page does per typed
 * character (the Enter waits behind it) is in the figure.
 * Bills: the 200 scans are sold as bills of 20 lines (F10, cash = the total, Enter; once the receipt
 * is printed and "Transaksi Baru" has the focus, Enter starts the next customer), so the line table
 * never holds more than 20 rows; then 40 burst scans in bills of 20; then one bill grows to 100
 * lines (first and last 20 scans shown apart: what a long bill costs) and takes 10 bursts on top.
 * New lines that end up below the table's scroll area (the till does not scroll to them) are
 * counted. A screenshot of the first full bill: bench/results/scan-to-line.png. BENCH_PROFILE=1
 * adds the page's CPU profile over the burst scans (self time by script and function).
 * The server runs in this process (as in the browser suites), without the backup scheduler.
 *
 * The till answers a scan of a code it holds from its catalogue in memory (`kasir_katalog`, read
 * in blocks after login; docs/kasir.md): the bench waits until the till shows the whole catalogue
 * read (its time is printed) and counts the scans that still waited for the server.
 *
 * Baselines, same run, same codes, after the scans: `kasir_item` over HTTP by fetch() from the page
 * (the cashier's session cookie; request to parsed JSON), the same act in process through the
 * kernel's dispatcher (no HTTP), and a hand-written SQL lookup of the item by barcode or code with
 * its units and prices (one statement, in a transaction with the company's search_path, as every
 * act runs).
 *
 * Seeding: items and their unit rows are bulk-inserted in the company schema as `item_save` writes
 * them (item: the declared fields, defaults of the columns; satuanitem: urut from 1, konversi, the
 * barcode or '', hargajual1..4; besides its activity-log row `item_save` maintains no other table or
 * search column — the searches use the item code, name-trigram and unit-barcode indexes), then
 * ANALYZE (PostgreSQL's autovacuum would; on PGlite the maintenance act does); one item is
 * saved through `item_save` itself and must answer `kasir_item` in the same shape. Stock for the
 * scanned items comes from `itemmasuk_save` (negative stock is not allowed by default).
 *   npm run scan-to-line -w @niaga/bench
 *   BENCH_ITEMS, BENCH_SCANS (200), BENCH_BURST (40), BENCH_BILL (20), BENCH_LONG (100, 0 = none),
 *   BENCH_GAP_MS, BENCH_PROFILE=1, BENCH_PGLITE_DIR=memory (PGlite in memory), BENCH_DATABASE_URL
 *   (PostgreSQL as well). Needs a built web client (`npm run build`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { dispatch, rowsOf, SESSION_COOKIE, type Kernel } from '@niaga/kernel/server';
import { accessPolicy } from '@niaga/admin';
import { ledgerBooks } from '@niaga/ledger';
import { addUser, companySql, launchBrowser, login, openDrawer, post, root } from '../../e2e/helpers';
import { startServer } from '../../apps/server/src/server';
import { buildRegistry, newCompany } from '../../apps/server/src/app';
import { ensurePgDatabase } from '../../apps/server/test/db-env';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SCANS = Number(process.env.BENCH_SCANS ?? 200);
const BILL = Number(process.env.BENCH_BILL ?? 20);
const LONG = Number(process.env.BENCH_LONG ?? 100);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 100);
const TARGET_MS = 50;
const WARM = 5;
const BURST = Number(process.env.BENCH_BURST ?? 40);
const LONG_BURST = 10;
const SCAN_LABEL = 'Scan barcode atau kode item';

if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
  console.error('apps/web/dist belum ada: jalankan `npm run build` dulu');
  process.exit(2);
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const pct = (xs: number[], q: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);
const f1 = (x: number) => x.toFixed(1).padStart(6);
const stats = (xs: number[]) => `p50 ${f1(pct(xs, 0.5))} ms  p95 ${f1(pct(xs, 0.95))} ms  max ${f1(Math.max(...xs))} ms`;

/** A small deterministic generator: the same codes every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Scan {
  typed: string;
  kodeitem: string;
  satuan: string;
  by: 'barcode PCS' | 'barcode BOX' | 'kode';
}
interface Measured {
  dom: number;
  visible: number;
  /** From the Enter's own event time (when the browser took the key, before it waited in the page's queue). */
  fromEnterEvent: number;
  /** From the first character's event time: what a cashier waits after the scanner fired. */
  fromFirstKey: number;
  /** The Enter waiting in the page's queue behind the keys before it (each re-renders the till). */
  queued: number;
  /** In a burst: the page's time per character (from the first key's handler to the Enter's, over the characters). */
  perKey: number;
  fetch: number;
  before: number;
  after: number;
  below: boolean;
  lines: number;
}

const W1 = ['Kopi', 'Teh', 'Gula', 'Susu', 'Sabun', 'Sampo', 'Mie', 'Beras', 'Minyak', 'Kecap', 'Saus', 'Biskuit', 'Roti', 'Sirup', 'Air', 'Tisu', 'Deterjen', 'Pasta', 'Sikat', 'Kaos'];
const W2 = ['Bubuk', 'Celup', 'Pasir', 'Kental', 'Cair', 'Batang', 'Instan', 'Pandan', 'Goreng', 'Manis', 'Sambal', 'Coklat', 'Tawar', 'Jeruk', 'Mineral', 'Wajah', 'Lembut', 'Gigi', 'Polos', 'Melati'];
const W3 = ['Kapal', 'Sariwangi', 'Gulaku', 'Indomilk', 'Lifebuoy', 'Clear', 'Sedaap', 'Rojolele', 'Bimoli', 'Bango'];
const arr = (a: string[]) => sql.raw(`array[${a.map((w) => `'${w}'`).join(',')}]`);
const kode = (i: number) => `BRG${String(i).padStart(6, '0')}`;

/**
 * In the page: the probe. Plain JavaScript text (no named functions for tsx to wrap): `arm(want)`
 * before the Enter, then `done` resolves with the marks of that scan.
 */
const PROBE = `(() => {
  if (window.__bench) return;
  const B = (window.__bench = { armed: null, done: null });
  performance.setResourceTimingBufferSize(100000);
  window.addEventListener('keydown', (e) => {
    const a = B.armed;
    if (!a || a.t0 !== undefined) return;
    if (!e.target || !e.target.getAttribute || e.target.getAttribute('aria-label') !== ${JSON.stringify(SCAN_LABEL)}) return;
    if (a.first === undefined) {
      a.first = e.timeStamp;
      a.firstNow = performance.now();
    }
    if (e.key !== 'Enter') a.keys = (a.keys || 0) + 1;
    if (e.key !== 'Enter') return;
    a.t0 = performance.now();
    a.ev = e.timeStamp;
  }, true);
  B.arm = (want) => {
    const a = { want };
    B.armed = a;
    performance.clearResourceTimings();
    const till = document.querySelector('.kasir');
    B.done = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        mo.disconnect();
        const m = document.querySelector('.ant-message');
        reject(new Error('baris ' + want.kodeitem + ' ' + want.satuan + ' tidak muncul dalam 15 s' + (m ? ': ' + m.textContent : '')));
      }, 15000);
      const mo = new MutationObserver(() => {
        if (a.t0 === undefined) return;
        const rows = till.querySelectorAll('.ant-table-tbody > tr.ant-table-row');
        let row = null;
        for (let i = rows.length - 1; i >= 0 && !row; i--) {
          const td = rows[i].children;
          if (td[1] && td[1].textContent === want.kodeitem && td[4] && td[4].textContent === want.satuan) row = rows[i];
        }
        if (!row) return;
        const dom = performance.now();
        mo.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          setTimeout(() => {
            const visible = performance.now();
            const api = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/api') && r.startTime >= a.t0 && r.responseEnd <= dom);
            const first = api.length ? api[0].startTime : dom;
            const last = api.length ? Math.max(...api.map((r) => r.responseEnd)) : dom;
            const body = row.closest('.ant-table-body');
            const rb = row.getBoundingClientRect();
            const bb = body ? body.getBoundingClientRect() : { top: 0, bottom: innerHeight };
            B.armed = null;
            resolve({
              dom: dom - a.t0,
              visible: visible - a.t0,
              fromEnterEvent: visible - a.ev,
              fromFirstKey: visible - a.first,
              queued: a.t0 - a.ev,
              perKey: a.keys ? (a.t0 - a.firstNow) / a.keys : 0,
              fetch: api.reduce((t, r) => t + (r.responseEnd - r.startTime), 0),
              before: first - a.t0,
              after: dom - last,
              below: rb.bottom > Math.min(bb.bottom, innerHeight) + 1 || rb.top < bb.top - 1,
              lines: rows.length,
            });
          }, 0);
        });
      });
      mo.observe(till, { childList: true, subtree: true, characterData: true });
    });
  };
})()`;

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>;
  samples?: number[];
  timeDeltas?: number[];
}

const profileText: string[] = [];
/** BENCH_PROFILE=1: the page's CPU profile over the burst scans — self time by script and by function (the build is minified: file:line:column). */
async function profileReport(profile: CpuProfile) {
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(join(root, 'bench', 'results', 'scan-to-line.cpuprofile'), JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  const script = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!;
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const file = f.url ? f.url.split('/').pop()! : f.functionName;
    self.set(`${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`, (self.get(`${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`) ?? 0) + ms);
    script.set(file, (script.get(file) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  profileText.push(`page CPU profile over the burst scans (bench/results/scan-to-line.cpuprofile), self time by script:\n${top(script, 8)}\nby function:\n${top(self, 15)}`);
}

interface Result {
  engine: string;
  seedS: number;
  items: number;
  barcodes: number;
  scans: Measured[];
  bursts: Measured[];
  long: Measured[];
  longBursts: Measured[];
  http: number[];
  inproc: number[];
  sql: number[];
  sales: number;
  /** Seconds from the drawer's popup to the whole catalogue in the till's memory, and its items. */
  katalogS: number;
  katalogN: number;
  load: [string, string];
}

async function onEngine(kind: 'pglite' | 'postgres', url?: string): Promise<Result> {
  const loadStart = loadavg();
  const dataDir = kind === 'pglite' && process.env.BENCH_PGLITE_DIR !== 'memory' ? await mkdtemp(join(tmpdir(), 'niaga-bench-scan-')) : undefined;
  const srv = await startServer({ port: 0, demo: false, log: false, scheduler: false, ...(kind === 'postgres' ? { databaseUrl: url } : { dataDir }) });
  const db = srv.db;
  const iper = `SCAN${Date.now().toString(36).toUpperCase()}`;
  const company = await newCompany(db, { idperusahaan: iper, nama: 'Bench Scan', startflag: 0, adminPassword: 'bench-pass' });
  const schema = company.schema_name;
  const inTenant = <T>(q: ReturnType<typeof sql>) => db.tx(schema, (tx) => rowsOf<T>(tx, q));

  // ------------------------------------------------------------------ the company, as its administrator sets it up
  const adminLogin = async () => {
    const r = await post(srv, { act: 'lgx', iper, uname: 'ADMIN', passw: 'bench-pass' });
    if (r.env.num !== 0) throw new Error(`lgx: ${r.env.msg}`);
    return r.cookie;
  };
  let admin = await adminLogin();
  const act = async (a: string, p: unknown) => {
    // After a long seeding step the client's kept-alive connection may have been closed by the server
    // meanwhile (ECONNRESET before the request was read): sent once more on a fresh one.
    const send = () => post(srv, { act: a, aprq: JSON.stringify(p) }, admin);
    const r = await send().catch((e: unknown) => {
      if ((e as { cause?: { code?: string } })?.cause?.code === 'ECONNRESET') return send();
      throw e;
    });
    if (r.env.num !== 0) throw new Error(`${a}: ${r.env.msg}`);
    return r.env.data as Record<string, unknown>;
  };
  const now = new Date(Date.now() + 7 * 3600_000);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  await act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Kantor Pusat', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: start.getUTCFullYear(), Bulan: start.getUTCMonth() + 1 }] });
  admin = await adminLogin();
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  // The general customer UMUM is the company's own since /startingdb.
  await act('pengaturanumum_save', { modekaslaci: '1' });

  // ------------------------------------------------------------------ 100,000 items: bulk rows as item_save writes them
  const t0 = performance.now();
  await inTenant(sql`
    insert into item (kodeitem, namaitem, tipe, satuan, hargabeli)
    select 'BRG' || lpad(i::text, 6, '0'),
      (${arr(W1)})[1 + i % 20] || ' ' || (${arr(W2)})[1 + (i / 20) % 20] || ' ' || (${arr(W3)})[1 + (i / 400) % 10] || ' ' || (50 + i % 450) || ' g',
      '0', 'PCS', (1000 + (i * 37) % 9000)::numeric
    from generate_series(1, ${ITEMS - 1}::int) i`);
  // Pieces: '899' + 9 digits + EAN-13 check digit; boxes of 12 (every third item): '898' + ….
  await inTenant(sql`
    insert into satuanitem (item_id, urut, satuan, konversi, barcode, hargajual1, hargajual2, hargajual3, hargajual4)
    select i.id, u.urut, u.satuan, u.konversi, b.base || ((10 - c.s % 10) % 10)::text,
      round(p.h * u.konversi * u.faktor, -2), round(p.h * u.konversi * u.faktor * 0.97, -2), round(p.h * u.konversi * u.faktor * 0.95, -2), round(p.h * u.konversi * u.faktor * 0.93, -2)
    from item i
    cross join (values (1, 'PCS', 1::numeric, '899', 1::numeric), (2, 'BOX', 12::numeric, '898', 0.95)) as u(urut, satuan, konversi, prefix, faktor)
    cross join lateral (select u.prefix || lpad(substr(i.kodeitem, 4), 9, '0') as base, i.hargabeli * 1.25 as h) b
    cross join lateral (select b.h) p
    cross join lateral (select sum(substr(b.base, k, 1)::int * (case when k % 2 = 1 then 1 else 3 end))::int as s from generate_series(1, 12) k) c
    where i.kodeitem like 'BRG%' and (u.urut = 1 or substr(i.kodeitem, 4)::int % 3 = 0)`);
  // The last item through the act itself: the seeded rows must answer the till the same way.
  const lastBase = `899${String(ITEMS).padStart(9, '0')}`;
  const ean = (b: string) => b + String((10 - (b.split('').reduce((t, x, i) => t + Number(x) * (i % 2 ? 3 : 1), 0) % 10)) % 10);
  await act('item_save', {
    kodeitem: kode(ITEMS),
    namaitem: 'Kopi Bubuk Kapal 165 g',
    satuan: 'PCS',
    hargabeli: '12000',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: ean(lastBase), hargajual1: '15000', hargajual2: '14500', hargajual3: '14300', hargajual4: '14000' },
      { satuan: 'BOX', konversi: '12', barcode: ean(`898${String(ITEMS).padStart(9, '0')}`), hargajual1: '170000', hargajual2: '168000', hargajual3: '165000', hargajual4: '160000' },
    ],
  });
  for (const t of ['item', 'satuanitem']) await db.tx(schema, (tx) => tx.execute(sql.raw(`analyze ${t}`)));
  const shape = (x: unknown): unknown =>
    Array.isArray(x) ? x.map(shape) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, shape(v)])) : typeof x;
  const viaAct = await act('kasir_item', { exact: kode(ITEMS) });
  const seeded = await act('kasir_item', { exact: kode(3) });
  const konversi = (d: Record<string, unknown>) => JSON.stringify((d.tbl_item as Array<{ units: Array<{ konversi: string }> }>)[0].units.map((u) => u.konversi));
  if (JSON.stringify(shape(viaAct)) !== JSON.stringify(shape(seeded)) || konversi(viaAct) !== konversi(seeded))
    throw new Error(`item hasil seed tidak sama bentuknya dengan item dari item_save:\n${JSON.stringify(viaAct)}\n${JSON.stringify(seeded)}`);
  const seedS = (performance.now() - t0) / 1000;
  const [{ items, barcodes }] = await inTenant<{ items: number; barcodes: number }>(
    sql`select (select count(*)::int from item) as items, (select count(*)::int from satuanitem where barcode <> '') as barcodes`,
  );

  // ------------------------------------------------------------------ what is scanned: distinct random items
  const rand = rng(14);
  const picked = new Set<number>();
  picked.add(ITEMS);
  while (picked.size < WARM + SCANS + BURST + LONG + (LONG ? LONG_BURST : 0)) picked.add(1 + Math.floor(rand() * ITEMS));
  const order = [...picked];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const units = await inTenant<{ kodeitem: string; satuan: string; barcode: string }>(
    sql`select i.kodeitem, s.satuan, s.barcode from item i join satuanitem s on s.item_id = i.id where i.kodeitem in (${sql.join(order.map((i) => sql`${kode(i)}`), sql`, `)})`,
  );
  const byItem = new Map<string, Array<{ satuan: string; barcode: string }>>();
  for (const u of units) byItem.set(u.kodeitem, [...(byItem.get(u.kodeitem) ?? []), u]);
  const plan: Scan[] = order.map((i) => {
    const k = kode(i);
    const us = byItem.get(k)!;
    const box = us.find((u) => u.satuan === 'BOX');
    const pcs = us.find((u) => u.satuan === 'PCS')!;
    const r = rand();
    if (box && r < 0.3) return { typed: box.barcode, kodeitem: k, satuan: 'BOX', by: 'barcode BOX' };
    if (r < 0.7) return { typed: pcs.barcode, kodeitem: k, satuan: 'PCS', by: 'barcode PCS' };
    return { typed: k.toLowerCase(), kodeitem: k, satuan: 'PCS', by: 'kode' };
  });

  // Stock for what is sold (purchases through the act, a hundred lines a document).
  const kodeacc = '3-1000';
  for (let i = 0; i < order.length; i += 100)
    await act('itemmasuk_save', {
      tanggal: start.toISOString().slice(0, 10),
      kodegudang: 'UTM',
      kodeacc,
      lines: order.slice(i, i + 100).map((n) => ({ kodeitem: kode(n), satuan: 'PCS', jumlah: '1000', harga: '1000' })),
    });

  // The cashier: the till's rights, may add sales.
  await addUser(srv, iper, { userid: 'KASIR1', password: 'kasir-pass', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
  await companySql(srv, iper, `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);

  // ------------------------------------------------------------------ the browser: log in, land on the till, open the drawer
  const browser = await launchBrowser();
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await page.goto(srv.url);
  await page.waitForURL('**/login-form');
  await login(page, iper, 'KASIR1', 'kasir-pass');
  await page.waitForURL('**/kasiradmode2');
  const tOpen = performance.now();
  await openDrawer(page, '500000');
  // The till reads its catalogue (kasir_katalog) behind the cashier; the figures are of a till that has it.
  await page.locator('[data-testid="kasir-katalog"][data-lengkap="1"]').waitFor({ timeout: 300_000 });
  const katalogS = (performance.now() - tOpen) / 1000;
  const katalogN = Number(((await page.getByTestId('kasir-katalog').textContent()) ?? '').replace(/\D/g, ''));
  await page.evaluate(PROBE);

  const ready = async () => {
    try {
      await page.waitForFunction((label) => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.getAttribute('aria-label') === label && el.value === '' && !el.disabled;
      }, SCAN_LABEL);
      await page.getByTestId('kasir-pelanggan').filter({ hasText: 'UMUM' }).waitFor();
    } catch (e) {
      // What the till shows instead: the focus, the scan box, any message or dialog.
      await mkdir(join(root, 'bench', 'results'), { recursive: true });
      await page.screenshot({ path: join(root, 'bench', 'results', 'scan-to-line-failed.png') });
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        const box = document.querySelector<HTMLInputElement>('input[aria-label="Scan barcode atau kode item"]');
        const said = [...document.querySelectorAll('.ant-message, .ant-modal-title, .ant-modal-confirm-content')].map((x) => x.textContent).join(' | ');
        return `fokus: ${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.id ?? ''}; kotak scan: '${box?.value}' ${box?.disabled ? '(nonaktif)' : ''}; layar: ${said}`;
      });
      throw new Error(`kasir tidak siap untuk scan berikutnya (${state}); lihat bench/results/scan-to-line-failed.png`, { cause: e });
    }
  };
  // A scanner's burst: every key of the code and Enter sent at once, none waiting for the page.
  const cdp = await ctx.newCDPSession(page);
  const key = (type: 'keyDown' | 'keyUp', k: string) => {
    const enter = k === 'Enter';
    const vk = enter ? 13 : k.toUpperCase().charCodeAt(0);
    const code = enter ? 'Enter' : /\d/.test(k) ? `Digit${k}` : `Key${k.toUpperCase()}`;
    const text = type === 'keyDown' ? (enter ? '\r' : k) : undefined;
    return cdp.send('Input.dispatchKeyEvent', { type, key: k, code, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk, ...(text ? { text, unmodifiedText: text } : {}) });
  };
  const scanOne = async (s: Scan, burst = false): Promise<Measured> => {
    await ready();
    await page.waitForTimeout(GAP_MS);
    await page.evaluate((want) => (window as unknown as { __bench: { arm(w: unknown): void } }).__bench.arm(want), { kodeitem: s.kodeitem, satuan: s.satuan });
    if (burst) await Promise.all([...s.typed.split(''), 'Enter'].flatMap((k) => [key('keyDown', k), key('keyUp', k)]));
    else {
      await page.keyboard.type(s.typed);
      await page.keyboard.press('Enter');
    }
    return page.evaluate(() => (window as unknown as { __bench: { done: Promise<Measured> } }).__bench.done);
  };
  let sales = 0;
  const pay = async () => {
    await ready();
    await page.keyboard.press('F10');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
    await page.keyboard.press('Enter');
    // As a cashier does: the change is shown, the receipt has gone to the printer (the print frame
    // took the focus for a moment), the focus is back on "Transaksi Baru"; then Enter.
    const selesai = page.getByTestId('kasir-selesai');
    await page.getByTestId('kasir-kembali').waitFor();
    const no = /KSR-[\w-]+/.exec((await selesai.textContent()) ?? '')?.[0] ?? '';
    await page.frameLocator('#struk-cetak').getByText(no).waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Transaksi Baru') ?? false);
    await page.keyboard.press('Enter');
    await selesai.waitFor({ state: 'detached' });
    await page.getByTestId('kasir-total').filter({ hasText: /^TOTAL0$/ }).waitFor();
    sales++;
  };

  // Warm-up: five scans, sold, not counted (the first scan loads code paths of the page and the server).
  const warm: Scan[] = plan.splice(0, WARM);
  await ready();
  for (const s of warm) await scanOne(s);
  await pay();
  sales = 0;

  // Bills of BILL lines: the main figure (keys typed one by one as in the browser suites), then a
  // scanner's burst; then one bill growing to LONG lines, with a few bursts on top of it.
  const inBills = async (list: Scan[], burst: boolean, shot = false) => {
    const out: Measured[] = [];
    for (const [i, s] of list.entries()) {
      out.push(await scanOne(s, burst));
      if (shot && i === BILL - 1) {
        await mkdir(join(root, 'bench', 'results'), { recursive: true });
        await page.screenshot({ path: join(root, 'bench', 'results', 'scan-to-line.png') });
      }
      if ((i + 1) % BILL === 0 || i === list.length - 1) await pay();
    }
    return out;
  };
  let next = 0;
  const take = (n: number) => plan.slice(next, (next += n));
  const scans = await inBills(take(SCANS), false, true);
  const profiling = process.env.BENCH_PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const bursts = await inBills(take(BURST), true);
  if (profiling) await profileReport((await cdp.send('Profiler.stop')).profile);
  const long: Measured[] = [];
  for (const s of take(LONG)) long.push(await scanOne(s));
  const longBursts: Measured[] = [];
  if (long.length) {
    for (const s of take(LONG_BURST)) longBursts.push(await scanOne(s, true));
    await pay();
  }
  const measured = plan.slice(0, next);

  // ------------------------------------------------------------------ baselines on the same codes
  const http: number[] = await page.evaluate(async (codes) => {
    const out: number[] = [];
    for (const [i, code] of codes.entries()) {
      const t = performance.now();
      const r = await fetch('/api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams({ act: 'kasir_item', aprq: JSON.stringify({ exact: code }) }).toString(),
        credentials: 'same-origin',
      });
      const env = (await r.json()) as { num: number; msg: string; data: { tbl_item: unknown[] } };
      if (env.num !== 0 || env.data.tbl_item.length !== 1) throw new Error(`kasir_item ${code}: ${env.msg}`);
      if (i >= 5) out.push(performance.now() - t);
    }
    return out;
  }, [...measured.slice(0, 5), ...measured].map((s) => s.typed));

  const token = (await ctx.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  const kernel: Kernel = { db, registry: buildRegistry(), access: accessPolicy, books: ledgerBooks, onError: (e) => console.error(e) };
  const inproc: number[] = [];
  for (const [i, s] of [...measured.slice(0, 5), ...measured].entries()) {
    const t = performance.now();
    const r = await dispatch(kernel, { act: 'kasir_item', cookieToken: token, aprq: JSON.stringify({ exact: s.typed }), fields: {}, ip: '127.0.0.1', cookies: { set() {}, clear() {} } });
    if (r.num !== 0) throw new Error(`kasir_item in process: ${r.msg}`);
    if (i >= 5) inproc.push(performance.now() - t);
  }

  const lookup = (typed: string) =>
    inTenant(sql`
      select i.kodeitem, i.namaitem, i.tipe, i.jenispajak, i.satuan, i.timbangan, m.satuan as cocok,
        (select json_agg(json_build_array(u.satuan, u.konversi::text, u.barcode, u.hargajual1::text, u.hargajual2::text, u.hargajual3::text, u.hargajual4::text) order by u.urut) from satuanitem u where u.item_id = i.id) as units
      from (select item_id, satuan from satuanitem where barcode = ${typed}
            union all select id, null from item where kodeitem = ${typed.toUpperCase()} limit 1) m
      join item i on i.id = m.item_id where i.aktif`);
  const sqlMs: number[] = [];
  for (const [i, s] of [...measured.slice(0, 5), ...measured].entries()) {
    const t = performance.now();
    const rows = await lookup(s.typed);
    if (rows.length !== 1) throw new Error(`lookup ${s.typed}: ${rows.length} baris`);
    if (i >= 5) sqlMs.push(performance.now() - t);
  }

  const [{ n }] = await inTenant<{ n: number }>(sql`select count(*)::int as n from kasir where userid = 'KASIR1'`);
  if (n !== sales + 1) throw new Error(`penjualan tersimpan ${n}, diharapkan ${sales + 1}`);

  await browser.close();
  if (kind === 'postgres') {
    await db.rows(sql.raw(`drop schema "${schema}" cascade`));
    await db.rows(sql`delete from control.companies where id = ${company.id}`);
  }
  await srv.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  return {
    engine: kind === 'postgres' ? 'PostgreSQL' : dataDir ? 'PGlite (disk)' : 'PGlite (memory)',
    seedS,
    items,
    barcodes,
    scans,
    bursts,
    long,
    longBursts,
    http,
    inproc,
    sql: sqlMs,
    sales,
    katalogS,
    katalogN,
    load: [loadStart, loadavg()],
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (url) await ensurePgDatabase(url);
const results: Result[] = [await onEngine('pglite')];
if (url) results.push(await onEngine('postgres', url));

console.log(`\nscan-to-line at the till (/kasiradmode2), Chromium headless, one cashier; Enter → new line visible (in-page marks)`);
for (const r of results) {
  const e = `[${r.engine}]`;
  const v = r.scans.map((m) => m.visible);
  const busy = Number(r.load[0].split(' ')[0]) > 1;
  console.log(`${e} ${r.items.toLocaleString('en')} items, ${r.barcodes.toLocaleString('en')} unit barcodes (seeded in ${r.seedS.toFixed(1)} s)`);
  console.log(`${e} ${availableParallelism()} cores; load average (1/5/15 min) ${r.load[0]} before the run, ${r.load[1]} after it: ${busy ? 'machine busy with other work' : 'machine otherwise quiet'}`);
  console.log(`${e} ${r.scans.length} scans in bills of ${BILL} (${Math.ceil(r.scans.length / BILL)} sales), scan → line visible:  ${stats(v)}   (target p95 ≤ ${TARGET_MS} ms: ${pct(v, 0.95) <= TARGET_MS ? 'met' : 'MISSED'})`);
  console.log(`${e}   scan → line in the DOM:                    ${stats(r.scans.map((m) => m.dom))}`);
  console.log(`${e} catalogue in the till's memory: ${r.katalogN.toLocaleString('en')} items, read in ${r.katalogS.toFixed(1)} s after login (kasir_katalog pages of 5,000, behind the cashier)`);
  console.log(`${e}   scans that waited for the server (not answered from the catalogue): ${r.scans.filter((m) => m.fetch > 0).length} of ${r.scans.length}`);
  console.log(`${e}   of it, kasir_item as the page waited:      ${stats(r.scans.map((m) => m.fetch))}`);
  console.log(`${e}   of it, page work before the request:       ${stats(r.scans.map((m) => m.before))}`);
  console.log(`${e}   of it, page work after the reply (render): ${stats(r.scans.map((m) => m.after))}`);
  console.log(`${e}   new line below the table's visible rows (not scrolled to): ${r.scans.filter((m) => m.below).length} of ${r.scans.length}`);
  if (r.bursts.length) {
    console.log(`${e} ${r.bursts.length} scans as a scanner sends them (all keys and Enter at once), bills of ${BILL}:`);
    console.log(`${e}   Enter pressed → line visible:              ${stats(r.bursts.map((m) => m.fromEnterEvent))}`);
    console.log(`${e}   first key of the code → line visible:      ${stats(r.bursts.map((m) => m.fromFirstKey))}`);
    console.log(`${e}   of it, Enter queued behind the code's keys: ${stats(r.bursts.map((m) => m.queued))}`);
    console.log(`${e}   of it, Enter handled → line visible:       ${stats(r.bursts.map((m) => m.visible))}`);
    const few = r.bursts.filter((m) => m.lines <= 5);
    const many = r.bursts.filter((m) => m.lines >= 15);
    console.log(`${e}   page time per typed character: bills of ≤5 lines ${stats(few.map((m) => m.perKey))}; ≥15 lines ${stats(many.map((m) => m.perKey))}`);
  }
  if (r.long.length) {
    const head = r.long.slice(0, 20);
    const tail = r.long.slice(-20);
    console.log(`${e} one bill growing to ${r.long.length} lines, scan → line visible: lines 1–${head.length} ${stats(head.map((m) => m.visible))}`);
    console.log(`${e}                                          lines ${r.long.length - tail.length + 1}–${r.long.length} ${stats(tail.map((m) => m.visible))}  (render after reply p50 ${f1(pct(tail.map((m) => m.after), 0.5))} ms)`);
    if (r.longBursts.length) {
      const n = r.long.length;
      console.log(`${e}   then scanner bursts, lines ${n + 1}–${n + r.longBursts.length}: Enter → visible ${stats(r.longBursts.map((m) => m.fromEnterEvent))}`);
      console.log(`${e}                                first key → visible ${stats(r.longBursts.map((m) => m.fromFirstKey))}`);
      console.log(`${e}                     of it, Enter queued behind keys ${stats(r.longBursts.map((m) => m.queued))}`);
      console.log(`${e}                     page time per typed character ${stats(r.longBursts.map((m) => m.perKey))}`);
    }
  }
  console.log(`${e} baseline, kasir_item over HTTP (fetch from the page): ${stats(r.http)}`);
  console.log(`${e} baseline, kasir_item in process (dispatcher, no HTTP): ${stats(r.inproc)}`);
  console.log(`${e} baseline, hand-written SQL lookup by barcode/code:    ${stats(r.sql)}`);
}
for (const t of profileText) console.log(t);
