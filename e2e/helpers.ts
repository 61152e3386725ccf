/** Shared pieces of the browser suites: Chromium, a real server on a fresh data directory, SQL. */
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { findCompany, openDatabase } from '@niaga/kernel/server';
import { hashPassword } from '@niaga/admin';
import { startServer } from '../apps/server/src/server';
import { migrate } from '../apps/server/src/app';
import { ensureDemo } from '../apps/server/src/demo';

export const root = fileURLToPath(new URL('..', import.meta.url));

// argon2id at a test cost (modules/admin/passwords.ts): read at every hash, so set before any login.
process.env.NIAGA_TEST_FAST_HASH ??= '1';
export const ARTIFACTS = join(root, 'e2e', 'artifacts');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Server = Awaited<ReturnType<typeof startServer>>;

export interface Harness {
  srv: Server;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * A data folder as a first start leaves it (migrated, with the demo company), copied to `dest`.
 * It is made once per test run — `node --test` starts every file as a child of one runner, so the
 * runner's pid names the run — and copied for each server: a new database (initdb) and the demo
 * company took ~6 s of every browser file's start, the copy well under one. The files of a run
 * that start together may both make it; the first rename wins and the other copy is dropped.
 */
export async function demoDataDir(dest: string): Promise<void> {
  const made = join(tmpdir(), `niaga-e2e-awal-${process.ppid}`);
  if (!existsSync(made)) {
    await dropFinishedRuns();
    const part = `${made}.${process.pid}`;
    const db = await openDatabase({ dataDir: part });
    await migrate(db);
    await ensureDemo(db);
    await db.close();
    await rename(part, made).catch(() => rm(part, { recursive: true, force: true }));
  }
  await cp(made, dest, { recursive: true });
}

/** Removes the data folders that earlier runs made (their runner is gone). */
async function dropFinishedRuns() {
  for (const name of await readdir(tmpdir())) {
    const pid = /^niaga-e2e-awal-(\d+)(?:\.\d+)?$/.exec(name)?.[1];
    if (pid && !running(Number(pid))) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts the server (demo company DEMO/ADMIN/niaga-demo, start flag 0) and Chromium. */
export async function startHarness(): Promise<Harness> {
  assert.ok(existsSync(join(root, 'apps', 'web', 'dist', 'index.html')), 'apps/web/dist belum ada: jalankan `npm run build` dulu');
  await mkdir(ARTIFACTS, { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'niaga-e2e-'));
  await demoDataDir(dataDir);
  const srv = await startServer({ port: 0, dataDir, demo: true, log: false });
  const browser = await launchBrowser();
  return {
    srv,
    browser,
    async close() {
      await browser.close();
      await srv.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The one ceiling of every wait in the browser suites. Tests wait on what a person would see (a
 * row, a message, the focus); this only bounds how long before a missing state is a failure, so
 * it is generous — a loaded 2-core CI machine is slow, never wrong.
 */
export const CEILING_MS = 30_000;

/**
 * Every browser context gets the one ceiling. `E2E_CPU_SLOWDOWN=6` also runs every page on a CPU
 * that many times slower (Chromium's CPU throttling), as on a busy machine: a test that only
 * passes on a fast machine fails there.
 */
/** Chromium as every suite runs it: the one ceiling, and the CPU slowdown when asked. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  preparePages(browser);
  return browser;
}

function preparePages(browser: Browser) {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? '1');
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const ctx = await newContext(...args);
    ctx.setDefaultTimeout(CEILING_MS);
    ctx.setDefaultNavigationTimeout(CEILING_MS);
    ctx.on('page', clicksWaitForStillness);
    if (rate > 1)
      ctx.on('page', (page) => {
        void ctx.newCDPSession(page).then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate }));
      });
    return ctx;
  };
}

const STILL = Symbol('clicks wait for stillness');
/**
 * Every locator click of every suite first waits, as a person does, until the dialog, drop-down
 * or menu it is in has finished opening (`still`). One wrap of Playwright's Locator.click, made
 * once for all pages (they share the class).
 */
function clicksWaitForStillness(page: Page) {
  const proto = Object.getPrototypeOf(page.locator('html')) as { click: Locator['click']; waitFor: Locator['waitFor']; page: () => Page; [STILL]?: true };
  if (proto[STILL]) return;
  const click = proto.click;
  proto.click = async function (this: Locator, ...args: Parameters<Locator['click']>) {
    await still(this);
    return click.apply(this, args);
  };
  const waitFor = proto.waitFor;
  proto.waitFor = async function (this: Locator, ...args: Parameters<Locator['waitFor']>) {
    try {
      return await waitFor.apply(this, args);
    } catch (e) {
      throw await withWhatWasShown(this.page(), e);
    }
  };
  proto[STILL] = true;
}

/**
 * A wait that ran out says what the page showed then: its screenshot is kept under
 * e2e/artifacts/gagal-*.png and the open dialogs' and notices' texts are added to the error, so a
 * failure seen only on a loaded CI machine can be read from the CI log.
 */
async function withWhatWasShown(page: Page, e: unknown): Promise<unknown> {
  if (!(e instanceof Error) || !/Timeout/i.test(e.message) || page.isClosed()) return e;
  const name = `gagal-${Date.now()}`;
  try {
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true, timeout: 5_000 });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('.ant-modal, .ant-message-notice, .ant-notification-notice, [role="alert"]')]
        .map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 300))
        .filter(Boolean),
    );
    e.message += `\n  di layar (${pathOf(page)}, e2e/artifacts/${name}.png): ${shown.length ? shown.join(' | ') : '(tidak ada dialog atau pesan)'}`;
  } catch {
    // The page went away meanwhile: the wait's own error is enough.
  }
  return e;
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Runs SQL in a company's schema. */
export async function companySql(srv: Server, iper: string, text: string): Promise<unknown> {
  const company = await srv.db.tx(null, (tx) => findCompany(tx, iper));
  assert.ok(company, `perusahaan ${iper} tidak ada`);
  return srv.db.tx(company.schema_name, (tx) => tx.execute(sql.raw(text)));
}

/** Adds a user (and optionally mopen rights of their own) to a company. */
export async function addUser(
  srv: Server,
  iper: string,
  u: { userid: string; password: string; admin?: boolean; loginshift?: boolean; email?: string; rights?: string[] },
): Promise<void> {
  await companySql(
    srv,
    iper,
    `insert into pengguna (userid, nama, password_hash, admin, loginshift, email) values (${q(u.userid)}, ${q('User ' + u.userid)}, ${q(await hashPassword(u.password))}, ${u.admin ?? false}, ${u.loginshift ?? false}, ${q(u.email ?? '')})`,
  );
  for (const m of u.rights ?? []) await companySql(srv, iper, `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', ${q(u.userid)}, ${q(m)}, 'mopen', true)`);
}

/** Calls an act over HTTP as a client would (form POST), with an optional session cookie. */
export async function post(srv: Server, fields: Record<string, string>, cookie?: string) {
  const res = await fetch(`${srv.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { env: (await res.json()) as { num: number; msg: string; data: unknown }, cookie: setCookie.split(';')[0] };
}

/** Sets the demo company up through /startingdb's act, as its administrator would. */
export async function setUpDemo(srv: Server): Promise<void> {
  const login = await post(srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  assert.equal(login.env.num, 0, login.env.msg);
  const row = { KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Kantor Pusat', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2025, Bulan: 12 };
  const r = await post(srv, { act: 'startingdb', aprq: JSON.stringify({ DeptData: [row] }) }, login.cookie);
  assert.equal(r.env.num, 0, r.env.msg);
  await post(srv, { act: 'logoutact' }, login.cookie);
}

/** An act a test's set-up calls; it must succeed, and it answers the reply's data. */
export type SetUpAct = (act: string, payload: unknown) => Promise<Record<string, unknown>>;

/** The demo administrator's acts for a test's set-up (logged in over HTTP as a client would). */
export async function adminActs(srv: Server): Promise<SetUpAct> {
  const admin = await post(srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  assert.equal(admin.env.num, 0, admin.env.msg);
  return async (act, payload) => {
    const r = await post(srv, { act, aprq: JSON.stringify(payload) }, admin.cookie);
    assert.equal(r.env.num, 0, `${act}: ${r.env.msg}`);
    return r.env.data as Record<string, unknown>;
  };
}

/**
 * Today in the company's time zone (Asia/Jakarta, as every browser context of the suites), 'YYYY-MM-DD':
 * after 17:00 UTC it is already tomorrow there, and the screens' "today" is the company's.
 */
export const companyToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
/** A wire date as the screens show it: 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const shownDate = (wire: string) => `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}`;

/** Where the keyboard focus is: the focused element's id, or its aria-label. */
export const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.id || document.activeElement?.getAttribute('aria-label') || '');

/**
 * In an open picker, by keyboard only: types `typed`, waits until the option whose title starts
 * with `title` is the highlighted one, and takes it with Enter (which also moves on).
 */
export async function typeAndTake(page: Page, typed: string, title: string) {
  await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option-active[title^="${title}"]`).waitFor();
  await page.keyboard.press('Enter');
}

/** Waits until the keyboard focus is on the element with this id; says where it is when it is not. */
export async function focusIs(page: Page, id: string) {
  try {
    await page.waitForFunction((x) => document.activeElement?.id === x, id);
  } catch (e) {
    throw new Error(`fokus tidak pada ${id} tetapi pada '${await focused(page)}': ${String(e)}`);
  }
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until the newest confirm has finished opening (its zoom-in over) with the button `okText`
 * focused, as a person sees it ready: only then does Enter confirm. While it opens, the dialog under
 * it and its own focus lock may still move the focus (ui/shell/confirmFocus.ts puts it back on OK
 * once it is open); an Enter in that moment lands on Tidak and cancels.
 */
export async function confirmReady(page: Page, okText: string): Promise<void> {
  await page.waitForFunction((ok) => {
    const boxes = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    const box = boxes[boxes.length - 1];
    return !!box && !/-(appear|enter)\b/.test(box.className) && box.getAnimations({ subtree: true }).length === 0 && document.activeElement?.textContent === ok;
  }, okText);
}
export const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

/** Fills the login form and logs in (the company id is resolved on leaving its field). */
export async function login(page: Page, iper: string, uname: string, passw: string, opts: { remember?: boolean } = {}) {
  await page.getByLabel('Id Perusahaan').fill(iper);
  await page.getByLabel('User ID').fill(uname);
  await page.getByLabel('Password', { exact: true }).fill(passw);
  if (opts.remember) await page.getByRole('checkbox', { name: 'ingatkan saya' }).check();
  const button = page.getByRole('button', { name: 'Login' });
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
  await button.click();
}

/**
 * Where an administrator lands after login: the cashier (spec §2.1: whoever may open mSKasir lands
 * on /kasiradmode2, and an administrator holds every right); from there to /home.
 */
export async function adminLanded(page: Page): Promise<void> {
  await page.waitForURL('**/kasiradmode2');
  // By its address: a click on the side menu's Home waited 30 s for the item to be still while the
  // till was loading (CI, busy machine), and on a phone the menu is folded away.
  await page.goto(new URL('/home', page.url()).href);
  await page.waitForURL('**/home');
}

/** A desktop page in Jakarta time, logged in to the demo company as ADMIN, on /home (through the cashier it lands on). */
export async function adminPage(h: Harness): Promise<Page> {
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);
  return page;
}

/**
 * Waits until the dialog, drop-down or menu holding `loc` has finished opening or closing, as a
 * person waits for a dialog to open before pressing its button. Under load a click that lands
 * while antd's opening animation is still scaling the box can press on one spot and release on
 * another, and the button or option never sees a click; Playwright's own "stable" check does not
 * catch every frame of it. A side-menu item waits for its submenu's opening (the list grows in
 * height, and an item clicked while it grows may be missed). Ends after the box has kept no motion
 * class for two frames (at most the ceiling).
 */
export async function still(loc: Locator): Promise<void> {
  await loc.waitFor();
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await loc.evaluate(async (el, ceiling) => {
    const box = el.closest('.ant-modal, .ant-select-dropdown, .ant-dropdown, .ant-picker-dropdown, .ant-popover, .ant-drawer-content-wrapper, .ant-menu-sub') ?? el;
    const until = performance.now() + ceiling;
    for (let calm = 0; calm < 2 && performance.now() < until; ) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const moving =
        /-(appear|enter|leave)(-active|-prepare|-start)?\b/.test(box.getAttribute('class') ?? '') ||
        box.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      calm = moving ? 0 : calm + 1;
    }
  }, CEILING_MS);
}

/** The Kas Laci popup of the till: the float typed, Enter, the success alert closed with Enter. */
export async function openDrawer(page: Page, amount: string) {
  const laci = page.getByLabel('Jumlah Kas Laci');
  await laci.waitFor();
  await laci.click();
  await laci.pressSequentially(amount);
  await page.keyboard.press('Enter');
  await page.getByText('Simpan data berhasil').waitFor();
  await page.keyboard.press('Enter');
  await page.getByText('Simpan data berhasil').waitFor({ state: 'detached' });
}

export const UNSAVED = 'Data belum disimpan. Tetap keluar?';

/** Batal on a form holding unsaved changes: the form asks first, and leaving is agreed to. */
export async function discardChanges(page: Page) {
  await page.getByRole('button', { name: 'Batal' }).click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: UNSAVED });
  await ask.getByRole('button', { name: 'Ya, keluar' }).click();
  await ask.waitFor({ state: 'hidden' });
}

/**
 * Why an element is not fully seen, or '' when it is: it has a size, lies inside the viewport and
 * inside every box that clips it (a scrolling table body, an ellipsis cell), its text is not cut,
 * and it is the topmost element at its centre (not under the total bar or the scan box).
 */
export const unseen = (loc: Locator) =>
  loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return 'tanpa ukuran';
    if (r.left < 0 || r.right > window.innerWidth + 0.5 || r.top < 0 || r.bottom > window.innerHeight + 0.5) return `di luar layar ${JSON.stringify(r)}`;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      if (r.left < ar.left - 0.5 || r.right > ar.right + 0.5 || r.top < ar.top - 0.5 || r.bottom > ar.bottom + 0.5) return `terpotong oleh ${a.tagName}.${a.className}`;
    }
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) return 'teksnya terpotong';
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) return `tertutup oleh ${hit?.tagName}.${hit?.className}`;
    return '';
  });

/**
 * The element in a line showing exactly `text` that is seen best (the table's cell or the card's
 * figure: the test does not depend on the layout): '' when one is fully seen, else why not.
 */
export async function valueSeen(row: Locator, text: string): Promise<string> {
  const cells = row.locator('td, span, b, div').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  const n = await cells.count();
  if (!n) return `'${text}' tidak ada`;
  const why: string[] = [];
  for (let i = 0; i < n; i++) {
    const w = await unseen(cells.nth(i));
    if (!w) return '';
    why.push(w);
  }
  return `'${text}': ${why.join('; ')}`;
}
