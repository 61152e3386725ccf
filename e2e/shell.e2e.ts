/**
 * Login, guard, first-time setup, password reset, menu and header (issue 3), in Chromium against
 * the real server: the demo company DEMO starts with start flag 0; an SMTP server started here
 * captures the reset mail. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { BrowserContext, Page } from 'playwright-core';
import { publishNews } from '@niaga/admin';
import { adminLanded, addUser, companySql, login, pathOf, shot, startHarness, type Harness } from './helpers';

const inbox: string[] = [];
/** Anything the browser refused because of the server's Content-Security-Policy. */
const cspViolations: string[] = [];
let smtp: SMTPServer;
let h: Harness;
let ctx: BrowserContext;
let page: Page;
const url = (p: string) => `${h.srv.url}${p}`;

const loginButton = () => page.getByRole('button', { name: 'Login' });
const isLoginDisabled = () => loginButton().isDisabled();
const activeId = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || '');
const okDialog = async (text: string | RegExp) => {
  const dialog = page.locator('.ant-modal-confirm').filter({ has: page.locator('.ant-modal-confirm-content').filter({ hasText: text }) });
  await dialog.waitFor();
  // The click waits until the opening dialog has stopped moving (Playwright's "stable" check).
  await dialog.getByRole('button', { name: /OK|Ya/ }).click();
  await dialog.waitFor({ state: 'hidden' });
};
const sessionCookie = async () => (await ctx.cookies()).find((c) => c.name === 'niaga_session');
/** The titles of the menu's sections, without the "segera" tag of what is not built yet. */
const menuTitles = () =>
  page
    .locator('.ant-layout-sider .ant-menu-root > li')
    .evaluateAll((lis) => lis.map((li) => ((li.querySelector('.ant-menu-submenu-title') ?? li).textContent ?? '').replace(/segera$/, '').trim()));

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const { port } = smtp.server.address() as AddressInfo;
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'Niaga <noreply@niaga.test>', APP_ORIGINS: '', RESET_MAX_PER_WINDOW: '1' });
  h = await startHarness();
  ctx = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
  page = await ctx.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await addUser(h.srv, 'DEMO', { userid: 'SHIFT1', password: 'shift-pass', loginshift: true });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-pass', rights: ['mSKasir', 'mSatuan'] });
});

after(async () => {
  if (page) await shot(page, 'shell-last').catch(() => undefined);
  await h?.close();
  await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
});

test('login, guard, startingdb, reset, menu and header', async (t) => {
  await t.test('guard: without a session every page leads to /login-form; forgot and change password stay open', async () => {
    for (const p of ['/', '/home', '/startingdb', '/listsatuan', '/listinfo', '/tidak-ada']) {
      await page.goto(url(p));
      await page.waitForURL('**/login-form');
    }
    await page.goto(url('/lupapw-form'));
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    assert.equal(pathOf(page), '/lupapw-form');
    await page.goto(url('/gantipw-form'));
    await page.getByText('Link Reset Password Expired / Tidak Aktif').waitFor();
    assert.equal(pathOf(page), '/gantipw-form');
  });

  await t.test('login form: links, and Login disabled until the company id is resolved', async () => {
    await page.goto(url('/login-form'));
    await loginButton().waitFor();
    assert.equal(await isLoginDisabled(), true, 'disabled on opening');
    for (const name of ['Lupa Password', 'Panduan Pemakaian', 'Kebijakan Privasi', 'Kontak & Bantuan', 'Harga Layanan'])
      await page.getByRole('link', { name }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Buat akun baru' }).getAttribute('target'), '_blank');
    const guide = await page.getByRole('link', { name: 'Panduan Pemakaian' }).getAttribute('href');
    const res = await page.request.get(url(guide!));
    assert.match(await res.text(), /<h1>Panduan Pemakaian Niaga<\/h1>/, 'the user guide is served by Niaga itself');
    await page.getByLabel('Id Perusahaan').fill(' DEMO ');
    assert.equal(await isLoginDisabled(), true, 'still disabled while typing');
    await page.getByLabel('Id Perusahaan').press('Tab');
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    assert.equal(await page.getByLabel('Id Perusahaan').inputValue(), 'DEMO', 'trimmed');
    await page.getByLabel('Id Perusahaan').click();
    await page.keyboard.type('X');
    assert.equal(await isLoginDisabled(), true, 'typing again disables it');
    await page.keyboard.press('Backspace');
    await page.getByLabel('Id Perusahaan').press('Tab');
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
  });

  await t.test('login form: Enter order and each validation message of §5', async () => {
    await page.reload();
    await page.getByLabel('Id Perusahaan').fill('');
    await page.getByLabel('Id Perusahaan').press('Enter');
    assert.equal(await activeId(), 'uname', 'Enter: company → user');
    await page.getByText('Masukkan Id Perusahaan').waitFor();
    await page.keyboard.press('Enter');
    assert.equal(await activeId(), 'passw', 'Enter: user → password');
    await page.getByText('Masukkan User ID').waitFor();
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('ADMIN');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    assert.equal(await activeId(), 'Login', 'Enter: password → Login');
    await page.keyboard.press('Enter');
    await page.getByText('Masukkan Password').waitFor();
    assert.equal(pathOf(page), '/login-form');
  });

  await t.test('login form: Login Shift appears only for a user who needs one, and is required', async () => {
    await page.getByLabel('User ID').fill('SHIFT1');
    await page.getByLabel('Password', { exact: true }).click(); // focus leaves User ID
    await page.getByText('Login Shift', { exact: true }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('shift-pass');
    await loginButton().click();
    await page.getByText('Pilih Login Shift').first().waitFor();
    await shot(page, 'login-shift');
    await page.getByLabel('User ID').fill('ADMIN');
    await page.getByLabel('Password', { exact: true }).click();
    await page.getByText('Login Shift', { exact: true }).waitFor({ state: 'detached' });
  });

  await t.test('login failure shows "Login Gagal, Pesan : …"', async () => {
    await page.getByLabel('Password', { exact: true }).fill('salah');
    await loginButton().click();
    await okDialog(/^Login Gagal, Pesan : User ID atau Password salah\.$/);
  });

  await t.test('multi-server mode, on by default: the company is looked up first; an unknown one keeps Login disabled', async () => {
    const multi = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await multi.newPage();
    await p.goto(url('/login-form'));
    await p.getByLabel('Id Perusahaan').fill('TIDAKADA');
    await p.getByLabel('User ID').click();
    await p.getByText('Checking Gagal, Pesan : Id Perusahaan tidak ditemukan').waitFor();
    assert.equal(await p.getByRole('button', { name: 'Login' }).isDisabled(), true);
    await p.getByRole('button', { name: 'OK' }).click();
    await p.getByLabel('Id Perusahaan').fill('DEMO');
    await p.getByLabel('User ID').click();
    await p.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    // The server reached by another name than its own (localhost for 127.0.0.1, as the README's
    // address): it serves DEMO itself, so the page stays and keeps what was typed.
    const other = url('/login-form').replace('127.0.0.1', 'localhost');
    assert.notEqual(other, url('/login-form'), 'the harness serves on 127.0.0.1');
    await p.goto(other);
    await p.getByLabel('Id Perusahaan').fill('DEMO');
    await p.getByLabel('User ID').fill('ADMIN');
    await p.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    assert.equal(new URL(p.url()).hostname, 'localhost');
    assert.equal(await p.getByLabel('User ID').inputValue(), 'ADMIN');
    await multi.close();
  });

  await t.test('start flag 0: a user is forced to /startingdb; a non-administrator is refused on save', async () => {
    await page.goto(url('/login-form'));
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('SHIFT1');
    await page.getByLabel('Password', { exact: true }).fill('shift-pass');
    await page.getByText('Login Shift', { exact: true }).waitFor();
    await page.getByLabel('Login Shift').click();
    await page.getByTitle('SORE').click();
    await loginButton().click();
    await page.waitForURL('**/startingdb');
    const cookie = await sessionCookie();
    assert.ok(cookie, 'session cookie set');
    assert.equal(cookie.expires, -1, 'without "ingatkan saya" the cookie lasts for the browser session');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    await page.getByText('Niaga - Pengaturan Awal Database').waitFor();
    for (const p of ['/home', '/listsatuan', '/', '/login-form']) {
      await page.goto(url(p));
      await page.waitForURL('**/startingdb');
    }
    await page.getByLabel('Nama Kantor').fill('Toko Pusat');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await okDialog(/^Data gagal disimpan: Maaf, pengaturan awal database hanya dapat dilakukan oleh administrator\.$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('User dengan username : SHIFT1, apakah Anda ingin keluar dari sistem Niaga ?').waitFor();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL('**/login-form');
  });

  await t.test('startingdb: defaults, limits, messages, back blocked, save → logout', async () => {
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo', { remember: true });
    await page.waitForURL('**/startingdb');
    const cookie = await sessionCookie();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 19.9 && days <= 20.01, `"ingatkan saya" keeps the cookie 20 days (got ${days.toFixed(2)})`);
    const kode = page.getByLabel('Kode Kantor Pusat');
    assert.equal(await kode.inputValue(), 'UTM');
    assert.equal(await kode.getAttribute('maxlength'), '5');
    assert.equal(await page.locator('#KodeKantor').inputValue(), 'UTM', 'hidden office code');
    assert.equal(await page.locator('#KodeKantor').isVisible(), false);
    const now = new Date();
    assert.equal(await page.getByLabel('Tahun Mulai').inputValue(), String(now.getFullYear()));
    const bulan = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
    const selects = await page.locator('.ant-select-content, .ant-select-selection-item').allInnerTexts();
    assert.ok(selects.some((s) => s.includes('WIB (Asia/Jakarta)')), `time zone: ${selects.join('|')}`);
    assert.ok(selects.includes(bulan[now.getMonth()]), 'Bulan Mulai: this month');
    assert.ok(selects.includes('Desember'), 'Bulan akhir: 12');
    await page.getByText('Tentukan Periode Awal Pencatatan').waitFor();
    await page.getByText('Tentukan Periode Akhir Akuntansi').waitFor();

    await kode.fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Maaf Kode Kantor belum diinput !.').waitFor();
    await page.getByText('Maaf Nama Kantor belum diinput !.').waitFor();
    await kode.fill('ab-1');
    await page.getByText('format kode kantor tidak valid').waitFor();
    assert.equal(await kode.inputValue(), 'AB-1', 'forced upper case');
    await kode.fill('');
    await kode.pressSequentially('pst01xyz');
    assert.equal(await kode.inputValue(), 'PST01', 'at most 5 characters');
    assert.equal(await page.locator('#KodeKantor').inputValue(), 'PST01');
    await page.getByLabel('Nama Kantor').fill('Kantor Pusat Demo');
    await page.getByLabel('Tahun Mulai').fill('2016');
    await page.getByLabel('Tahun Mulai').press('Tab');
    assert.equal(await page.getByLabel('Tahun Mulai').inputValue(), '2017', 'year 2017 at least');
    await page.getByLabel('Tahun Mulai').fill('2051');
    await page.getByLabel('Tahun Mulai').press('Tab');
    assert.equal(await page.getByLabel('Tahun Mulai').inputValue(), '2050', 'year 2050 at most');
    await page.getByLabel('Tahun Mulai').fill('2025');
    await page.getByLabel('Zona Waktu').click();
    await page.getByTitle('WITA (Asia/Makassar)').click();
    await shot(page, 'startingdb-desktop');
    await page.setViewportSize({ width: 390, height: 780 });
    await shot(page, 'startingdb-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goBack();
    // Blocked: the page stays (or comes straight back) on the setup form.
    await page.waitForFunction(() => location.pathname === '/startingdb');
    assert.equal(pathOf(page), '/startingdb', 'browser back is blocked');
    await page.getByLabel('Nama Kantor').waitFor();

    // Saved: the message shows and the person is logged out by itself — nothing is clicked.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Simpan berhasil, sistem akan logout otomatis.').waitFor();
    await page.waitForURL('**/login-form');
    await page.getByText('Simpan berhasil, sistem akan logout otomatis.').waitFor();
    await shot(page, 'startingdb-logout');
    assert.equal(await page.locator('.ant-modal-confirm').count(), 0, 'no dialog waits for OK');
    const rows = (await companySql(h.srv, 'DEMO', `select kodekantor, timezone from kantor where pusat`)) as { rows: Array<{ kodekantor: string; timezone: string }> };
    assert.deepEqual(rows.rows, [{ kodekantor: 'PST01', timezone: 'Asia/Makassar' }]);
  });

  await t.test('set up: logged-in users are kept away from login, forgot/change password and /startingdb', async () => {
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo', { remember: true });
    await adminLanded(page);
    // To the root, which is where the login landed (the cashier, spec §2.1); an unknown path to /home.
    for (const p of ['/login-form', '/lupapw-form', '/gantipw-form?prs=DEMO&rst=x', '/startingdb', '/']) {
      await page.goto(url(p));
      await page.waitForURL('**/kasiradmode2');
    }
    await page.goto(url('/tidak-ada'));
    await page.waitForURL('**/home');
  });

  await t.test('header at 1280 px: company (department), Update badge, user panel; back hidden on /home', async () => {
    await publishNews(h.srv.db, { idperusahaan: 'DEMO', judul: 'Fitur baru: Pengaturan Awal Database', isi: 'Layar pengaturan awal database sudah tersedia.' });
    await publishNews(h.srv.db, { idperusahaan: 'DEMO', judul: 'Pemeliharaan server', isi: 'Server akan dipelihara hari Minggu pukul 01.00 WIB.' });
    await page.reload();
    await page.getByText('Toko Demo Niaga (PST01)').waitFor();
    await page.locator('.ant-badge-count').filter({ hasText: '2' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Kembali' }).count(), 0, 'no back button on /home');
    await page.getByText(/^© Niaga [\d.]+ - Toko Demo Niaga$/).waitFor();
    await shot(page, 'home-desktop');
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    for (const name of ['Beranda', 'Panduan Pemakaian', 'Video Tutorial', 'Logout']) await page.getByRole('menuitem', { name }).waitFor();
    await page.getByRole('menuitem', { name: /Toko Demo Niaga \(PST01\)/ }).waitFor();
    await page.keyboard.press('Escape');
  });

  await t.test('news: the list, a detail, and the badge after reading', async () => {
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/listinfo');
    await page.getByText('Pemeliharaan server').waitFor();
    await page.getByText('Fitur baru: Pengaturan Awal Database').click();
    await page.waitForURL(/\/infodetail\?id=\d+$/);
    await page.getByText('Layar pengaturan awal database sudah tersedia.').waitFor();
    await page.locator('.ant-badge-count').filter({ hasText: '1' }).waitFor();
  });

  await t.test('back button: previous route, keeping ols=1 unless the previous route is /home', async () => {
    await page.goto(url('/shareinfo'));
    await page.getByText('Belum ada toko online.').waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/listsatuan?ols=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/listsatuan?ols=1');
    await page.getByRole('button', { name: 'Tambah' }).waitFor(); // the list has rendered
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL('**/shareinfo?ols=1');
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    await page.getByText(/^Selamat datang/).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/listsatuan?ols=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('button', { name: 'Tambah' }).waitFor();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForFunction(() => location.pathname === '/home' && location.search === '');
  });

  await t.test('menu of an administrator: every section', async () => {
    await page.getByRole('menuitem', { name: 'E-commerce' }).waitFor();
    const titles = await menuTitles();
    assert.deepEqual(titles, ['Home', 'Master Data', 'Pembelian', 'Penjualan', 'Perakitan', 'Persediaan', 'Akuntansi', 'Laporan', 'Pengaturan', 'E-commerce']);
    await page.getByRole('menuitem', { name: 'Master Data' }).click();
    await page.getByRole('menuitem', { name: 'Wilayah' }).waitFor();
    await page.getByRole('menuitem', { name: 'Pembelian' }).click();
    await page.getByRole('menuitem', { name: 'Bayar Hutang' }).waitFor();
    await page.getByRole('menuitem', { name: 'Wilayah' }).waitFor({ state: 'hidden' }); // siblings collapse
  });

  await t.test('a remembered session is re-validated on start; a failed validation logs out', async () => {
    const other = await ctx.newPage();
    await other.goto(url('/listsatuan'));
    await other.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    assert.equal(pathOf(other), '/listsatuan');
    await other.close();
    await ctx.clearCookies();
    await page.goto(url('/home'));
    await page.waitForURL('**/login-form');
  });

  await t.test('menu of a user with few rights; the cashier lands on the cashier page', async () => {
    await login(page, 'DEMO', 'KASIR1', 'kasir-pass');
    await page.waitForURL('**/kasiradmode2');
    await page.getByRole('menuitem', { name: 'Kasir' }).waitFor();
    const titles = await menuTitles();
    assert.deepEqual(titles, ['Home', 'Kasir', 'Master Data']);
    await page.getByRole('menuitem', { name: 'Master Data' }).click();
    await page.getByRole('menuitem', { name: 'Data Lainnya' }).click();
    const entries = await page.locator('.ant-menu-sub .ant-menu-sub li').allInnerTexts();
    assert.deepEqual(entries, ['Satuan']);
    // The nested menu may still be sliding open under load: click again if the first click missed.
    const satuan = page.getByRole('menuitem', { name: 'Satuan' });
    await satuan.click();
    await page.waitForURL('**/listsatuan').catch(async () => {
      await satuan.click();
      await page.waitForURL('**/listsatuan');
    });
    await shot(page, 'menu-few-rights');
  });

  await t.test('header at 700 px: company name hidden, menu overlaps; phone width: menu slides', async () => {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto(url('/home'));
    await page.getByRole('button', { name: 'Menu pengguna' }).waitFor();
    assert.equal(await page.locator('.niaga-company').count(), 0, 'company name hidden below 780 px');
    const sider = page.locator('.ant-layout-sider');
    // The menu animates its width: wait for it to settle at 60.
    await page.waitForFunction(() => Math.abs((document.querySelector('.ant-layout-sider')?.getBoundingClientRect().width ?? 0) - 60) <= 1.5);
    assert.ok(Math.abs((await sider.boundingBox())!.width - 60) <= 1.5, 'shrunk to 60');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('menuitem', { name: 'Master Data' }).waitFor();
    assert.equal(await sider.evaluate((e) => getComputedStyle(e).position), 'fixed', 'overlaps the content');
    await shot(page, 'home-700');
    await page.mouse.click(600, 400); // a click beside the open menu closes it
    await page.getByRole('button', { name: 'Buka menu' }).waitFor();

    await page.setViewportSize({ width: 390, height: 780 });
    await page.reload();
    await page.getByRole('button', { name: 'Menu pengguna' }).waitFor();
    // The sider animates its width: wait for it to settle at 0 (min size 0 on extra small).
    await page.waitForFunction(() => (document.querySelector('.ant-layout-sider')?.getBoundingClientRect().width ?? 0) < 0.5);
    assert.equal(Math.round((await sider.boundingBox())?.width ?? 0), 0, 'hidden (min size 0) on extra small');
    await shot(page, 'home-phone');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('menuitem', { name: 'Master Data' }).waitFor();
    await shot(page, 'home-phone-menu');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await t.test('reset password through the mailed link', async () => {
    await companySql(h.srv, 'DEMO', `update pengguna set email = 'admin@demo.test' where userid = 'ADMIN'`);
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL('**/login-form');
    await page.getByRole('link', { name: 'Lupa Password' }).click();
    await page.waitForURL('**/lupapw-form');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Masukkan Id Perusahaan').first().waitFor();
    await page.getByText('Masukkan User ID').first().waitFor();
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('ADMIN');
    await shot(page, 'lupapw');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.locator('.ant-modal-confirm-success').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login-form');
    assert.equal(inbox.length, 1, 'one mail captured');
    const body = inbox[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new URL(body.match(/https?:\/\/\S+\/gantipw-form\?\S+/)![0]);
    assert.equal(link.origin, new URL(h.srv.url).origin);

    // A second request within the window is refused (RESET_MAX_PER_WINDOW=1 here).
    await page.goto(url('/lupapw-form'));
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('ADMIN');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await okDialog(/^Reset Password Gagal : .+/);

    await page.goto(link.toString());
    await page.getByLabel('Password Baru').waitFor();
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await page.getByText('Masukkan Password', { exact: true }).waitFor();
    await page.getByText('Masukkan Ulang Password').waitFor();
    await page.getByLabel('Password Baru').fill('rahasia-baru-1');
    await page.getByLabel('Ketik Ulang Password').fill('rahasia-baru-2');
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await page.getByText('Maaf, Password baru dengan password yang diketik ulang tidak cocok').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'pass2');
    await page.getByLabel('Ketik Ulang Password').fill('rahasia-baru-1');
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await okDialog(/^Password berhasil diganti$/);
    await page.waitForURL('**/login-form');

    await page.goto(link.toString());
    await page.getByText('Link Reset Password Expired / Tidak Aktif').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Link Reset Password Expired / Tidak Aktif' }).isDisabled(), true);
    await shot(page, 'gantipw-expired');

    await page.goto(url('/login-form'));
    await login(page, 'DEMO', 'ADMIN', 'rahasia-baru-1');
    await adminLanded(page);
  });

  await t.test('security headers: every page carries them, and nothing the app did was refused by its CSP', async () => {
    const res = await page.goto(url('/home'));
    const headers = res!.headers();
    assert.match(headers['content-security-policy'], /script-src 'self'; .*frame-ancestors 'none'/);
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['referrer-policy'], 'same-origin');
    await page.getByRole('button', { name: 'Menu pengguna' }).waitFor();
    // The back office cannot be framed by another page.
    const framer = await ctx.newPage();
    const blocked = new Promise<string>((ok) => framer.on('console', (m) => ok(m.text())));
    await framer.setContent(`<iframe src="${url('/home')}"></iframe>`);
    assert.match(await blocked, /frame-ancestors|X-Frame-Options|Refused to (display|frame)/i);
    await framer.close();
    assert.deepEqual(cspViolations, []);
  });

  await t.test('login screenshots: desktop and phone', async () => {
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL('**/login-form');
    await shot(page, 'login-desktop');
    await page.setViewportSize({ width: 390, height: 780 });
    await shot(page, 'login-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
