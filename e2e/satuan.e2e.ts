/**
 * A person's walk through the web client, in Chromium, against the real server on a fresh
 * data directory: login, the side menu, the generic list and form of Satuan (add, validation,
 * edit, search, delete), unknown paths and logout. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../apps/server/src/server';
import { adminLanded, companySql, discardChanges, launchBrowser, setUpDemo } from './helpers';

const root = fileURLToPath(new URL('..', import.meta.url));
const ARTIFACTS = join(root, 'e2e', 'artifacts');

let srv: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let browser: Browser;
let page: Page;

const path = () => new URL(page.url()).pathname;
const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
const activeLabel = () => page.evaluate(() => document.activeElement?.getAttribute('id') ?? document.activeElement?.textContent ?? '');
const tableRows = () => page.locator('.ant-table-tbody tr.ant-table-row');

before(async () => {
  assert.ok(existsSync(join(root, 'apps', 'web', 'dist', 'index.html')), 'apps/web/dist belum ada: jalankan `npm run build` dulu');
  await mkdir(ARTIFACTS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'niaga-e2e-'));
  srv = await startServer({ port: 0, dataDir, demo: true, log: false });
  await setUpDemo(srv); // the demo starts with start flag 0; this walk is about a set-up company
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('satuan: login, add, validate, edit, search, delete, logout', async (t) => {
  await t.test('opening the app without a session leads to the login form', async () => {
    await page.goto(srv.url);
    await page.waitForURL('**/login-form');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    assert.equal(await page.title(), 'Login - Niaga');
  });

  await t.test('a wrong password is refused with the login alert', async () => {
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('ADMIN');
    await page.getByLabel('Password').fill('salah-sekali');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/^Login Gagal, Pesan : .+/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.id === 'passw'); // focus returns to the password
    assert.equal(path(), '/login-form');
  });

  await t.test('Enter moves company → user → password → Login, and logs in', async () => {
    await page.getByLabel('Id Perusahaan').fill('  DEMO ');
    await page.getByLabel('Id Perusahaan').press('Enter');
    assert.equal(await page.getByLabel('Id Perusahaan').inputValue(), 'DEMO', 'company id is trimmed');
    assert.match(await activeLabel(), /uname/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ADMIN');
    await page.keyboard.press('Enter');
    assert.match(await activeLabel(), /passw/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('niaga-demo');
    await shot('login');
    await page.keyboard.press('Enter');
    assert.match(await activeLabel(), /Login/);
    await page.keyboard.press('Enter');
    await adminLanded(page);
    await page.getByText(/^© Niaga [\d.]+ - Toko Demo Niaga$/).waitFor();
  });

  await t.test('the side menu leads to Satuan', async () => {
    await page.getByRole('menuitem', { name: 'Master Data' }).click();
    await page.getByRole('menuitem', { name: 'Data Lainnya' }).click();
    await page.getByRole('menuitem', { name: 'Satuan', exact: true }).click();
    await page.waitForURL('**/listsatuan');
    await page.getByRole('button', { name: 'Tambah' }).waitFor();
  });

  await t.test('an empty code is refused with the shared message', async () => {
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/satuanad');
    await page.getByRole('textbox', { name: 'Kode Satuan' }).waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kode Satuan wajib diisi').waitFor();
    await shot('form-validation');
    assert.equal(path(), '/satuanad');
  });

  await t.test('a unit is added (code typed in lower case is stored upper case)', async () => {
    await page.getByRole('textbox', { name: 'Kode Satuan' }).fill('box');
    assert.equal(await page.getByRole('textbox', { name: 'Kode Satuan' }).inputValue(), 'BOX');
    await page.getByRole('textbox', { name: 'Kode Satuan' }).press('Enter');
    assert.match(await activeLabel(), /namasatuan/, 'Enter moves to the next field');
    await page.keyboard.type('Kotak');
    await shot('form');
    await page.keyboard.press('Control+s');
    await page.getByText('Data berhasil disimpan').waitFor();
    await page.waitForURL('**/listsatuan');
    await tableRows().filter({ hasText: 'BOX' }).waitFor();
    assert.match(await tableRows().filter({ hasText: 'BOX' }).innerText(), /Kotak[\s\S]*Ya/);
    await shot('list');
  });

  await t.test('a duplicate code is refused by the server', async () => {
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/satuanad');
    await page.getByRole('textbox', { name: 'Kode Satuan' }).fill('BOX');
    await page.getByRole('textbox', { name: 'Nama Satuan' }).fill('Kotak lagi');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.locator('.ant-alert-error, .ant-form-item-explain-error').first().waitFor();
    assert.equal(path(), '/satuanad');
    await discardChanges(page);
    await page.waitForURL('**/listsatuan');
  });

  await t.test('the unit is edited from its row', async () => {
    await tableRows().filter({ hasText: 'BOX' }).click();
    await page.waitForURL(/\/satuaned\?id=\d+$/);
    const nama = page.getByRole('textbox', { name: 'Nama Satuan' });
    await nama.waitFor();
    assert.equal(await nama.inputValue(), 'Kotak');
    await nama.fill('Kotak Besar');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data berhasil disimpan').last().waitFor();
    await page.waitForURL('**/listsatuan');
    await tableRows().filter({ hasText: 'Kotak Besar' }).waitFor();
  });

  await t.test('a save whose reply is lost is not saved twice when Simpan is pressed again', async () => {
    let lost = 0;
    await page.route('**/api', async (route) => {
      if (lost === 0 && (route.request().postData() ?? '').includes('act=satuan_save')) {
        lost++;
        await route.fetch(); // the server saves …
        await route.abort('connectionreset'); // … but its reply never reaches the browser
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/satuanad');
    await page.getByRole('textbox', { name: 'Kode Satuan' }).fill('LSN');
    await page.getByRole('textbox', { name: 'Nama Satuan' }).fill('Lusin');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Koneksi ke server gagal, cek koneksi internet Anda.').waitFor();
    assert.equal(lost, 1);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data berhasil disimpan').last().waitFor();
    await page.waitForURL('**/listsatuan');
    await page.unroute('**/api');
    await tableRows().filter({ hasText: 'LSN' }).waitFor();
    assert.equal(await tableRows().filter({ hasText: 'LSN' }).count(), 1);
    const rows = ((await companySql(srv, 'DEMO', "select namasatuan from satuan where kodesatuan = 'LSN'")) as { rows: unknown[] }).rows;
    assert.deepEqual(rows, [{ namasatuan: 'Lusin' }]);
  });

  await t.test('an item picks its unit from a picker searched on the server', async () => {
    await page.goto(`${srv.url}/itemad`);
    await page.getByRole('textbox', { name: 'Kode Item' }).fill('brg01');
    await page.getByRole('textbox', { name: 'Nama Item' }).fill('Telur');
    await page.locator('#satuan').click();
    await page.locator('#satuan').fill('lus');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="LSN · Lusin"]');
    await option.waitFor();
    assert.equal(await page.locator('.ant-select-dropdown:visible .ant-select-item-option').count(), 1, 'only what matches the search');
    await option.click();
    await shot('item-satuan-picker');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data berhasil disimpan').last().waitFor();
    await page.waitForURL('**/listitem');
    await tableRows().filter({ hasText: 'BRG01' }).waitFor();
    assert.match(await tableRows().filter({ hasText: 'BRG01' }).innerText(), /Telur[\s\S]*LSN/);
    await page.goto(`${srv.url}/listsatuan`);
    await tableRows().first().waitFor();
  });

  await t.test('search finds the unit, and nothing for an unknown text', async () => {
    const search = page.getByRole('searchbox').or(page.getByPlaceholder(/^Cari/)).first();
    await search.fill('zzz-tidak-ada');
    await search.press('Enter');
    await page.getByText('Tidak ada data yang cocok').waitFor();
    await search.fill('box');
    await tableRows().filter({ hasText: 'BOX' }).waitFor();
    const texts = await tableRows().allInnerTexts();
    assert.ok(texts.length >= 1 && texts.every((x) => /BOX|Kotak/i.test(x)), `rows: ${texts.join(' | ')}`);
    await search.fill('');
  });

  await t.test('the unit is deleted after confirmation', async () => {
    const row = tableRows().filter({ hasText: 'BOX' });
    await row.getByRole('button', { name: 'Hapus' }).click();
    await page.getByText(/Apakah Anda yakin akan menghapus Satuan BOX/).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Hapus' }).click();
    await page.getByText('Data berhasil dihapus').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  await t.test('a doctype without add/edit routes is added in a dialog over its list', async () => {
    await page.goto(`${srv.url}/catatantrasanksilist`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tambah Catatan Transaksi').waitFor();
    await dialog.getByRole('textbox', { name: 'Tanggal' }).fill('27/10/2025');
    await dialog.getByRole('textbox', { name: 'Tanggal' }).press('Enter');
    await page.keyboard.type('bl-0001');
    await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Cek ulang faktur');
    await page.keyboard.press('Control+s');
    await page.getByText('Data berhasil disimpan').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = tableRows().filter({ hasText: 'BL-0001' });
    await row.waitFor();
    assert.match(await row.innerText(), /27\/10\/2025[\s\S]*Cek ulang faktur[\s\S]*Tidak/);
  });

  await t.test('a screen that was not built before (the online store, issue 42) opens with its title and says what to do first', async () => {
    await page.goto(`${srv.url}/shareinfo`);
    await page.getByText('Belum ada toko online.').waitFor();
    assert.equal(await page.title(), 'Info Toko Online - Niaga');
    assert.equal(await page.getByText('Belum tersedia').count(), 0);
  });

  await t.test('an unknown path redirects to /home', async () => {
    await page.goto(`${srv.url}/halaman-yang-tidak-ada`);
    await page.waitForURL('**/home');
  });

  await t.test('a reload keeps the session (re-validated by token login)', async () => {
    await page.goto(`${srv.url}/listsatuan`);
    await page.reload();
    await tableRows().first().waitFor();
    assert.equal(path(), '/listsatuan');
  });

  await t.test('logout asks first, then returns to the login form', async () => {
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('User dengan username : ADMIN, apakah Anda ingin keluar dari sistem Niaga ?').waitFor();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.waitForURL('**/login-form');
    await page.goto(`${srv.url}/listsatuan`);
    await page.waitForURL('**/login-form');
  });

  await t.test('a session lost on the server (num 20/21) leads back to the login form', async () => {
    await page.getByLabel('Id Perusahaan').fill('DEMO');
    await page.getByLabel('User ID').fill('ADMIN');
    await page.getByLabel('Password').fill('niaga-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await adminLanded(page);
    await page.goto(`${srv.url}/listsatuan`);
    await tableRows().first().waitFor();
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Muat ulang' }).click();
    await page.waitForURL('**/login-form');
  });
});
