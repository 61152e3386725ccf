/**
 * Issue 34's wording and the till offline, in Chromium against the real server. A sale paid while
 * the connection is down is made offline (issue 39: queued, its receipt shown); holding the next
 * bill (F8) then starts a new bill whose default customer cannot be read: that lookup used to be
 * left uncaught ("Uncaught (in promise) Koneksi ke server gagal…" on the page). Back online, the
 * queued sale is saved once. The free-return screens say what a free return is. (The database setup logging out
 * by itself is in shell.e2e.ts.) Needs a prior `npm run build`. Screenshots: e2e/artifacts/wording-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { addUser, adminActs, adminPage, companySql, type Harness, login, openDrawer, setUpDemo, type SetUpAct, shot, startHarness } from './helpers';

let h: Harness;
let act: SetUpAct;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await act('itemmasuk_save', { tanggal: '2025-12-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '40', harga: '2500' }] });
  // The general customer UMUM and its setting are the company's own since /startingdb.
  await act('pengaturanumum_save', { modekaslaci: '1' });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
});

after(async () => {
  await h?.close();
});

test('a sale made offline is queued and its receipt shown (issue 39); holding a bill then leaves no uncaught error; back online the sale is saved once', async () => {
  const ctx: BrowserContext = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page: Page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');
  await openDrawer(page, '500000');

  const scan = page.getByLabel('Scan barcode atau kode item');
  const total = page.getByTestId('kasir-total');
  const customer = page.getByText('UMUM Pelanggan Umum');
  const sellMie = async () => {
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
    await scan.pressSequentially('MIE01');
    await page.keyboard.press('Enter');
    await total.filter({ hasText: '3.500' }).waitFor();
  };
  const pay = async () => {
    await page.keyboard.press('F10');
    await page.getByLabel('Tunai').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
    await page.keyboard.press('Enter');
  };
  await sellMie();
  await customer.waitFor();

  // The connection drops: the till says so, the sale is made offline (queued, issue 39) and its
  // receipt shown; the next customer starts.
  await ctx.setOffline(true);
  await page.getByText(/^Luring \(tanpa koneksi\) sejak /).waitFor();
  await pay();
  await page.getByTestId('kasir-kembali').waitFor();
  await shot(page, 'wording-kasir-offline');
  await page.waitForFunction(() => document.activeElement?.textContent?.includes('Transaksi Baru') === true);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-selesai').waitFor({ state: 'detached' });
  await page.getByText('1 penjualan luring menunggu dikirim').waitFor();
  await sellMie();

  // F8 holds the bill; the new bill has the default customer at once, offline too (the till read it
  // once, when it opened).
  await page.keyboard.press('F8');
  await page.getByRole('alert').getByText('Transaksi ditahan').waitFor();
  await total.filter({ hasText: /^TOTAL0$/ }).waitFor();
  await customer.waitFor();
  assert.deepEqual(errors, [], 'no uncaught error on the page');

  // Back online: the queued sale is sent, once.
  await ctx.setOffline(false);
  await page.locator('.kasir-luring').waitFor({ state: 'detached' });
  const rows = (await act('kasir_list', {})).tbl_kasir as Array<{ total: string }>;
  assert.deepEqual(rows.map((r) => r.total), ['3500.00']);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the free-return screens say what a free return is and link to the return of one sale or purchase', async () => {
  const page = await adminPage(h);
  await page.goto(`${h.srv.url}/returjualflexad`);
  await page.getByText('Retur Penjualan Fleksibel: retur dari pelanggan tanpa memilih penjualannya.').waitFor();
  await page.getByText(/uangnya dikembalikan dari Kas\/Bank \(tidak memotong piutang\)/).waitFor();
  await shot(page, 'wording-returjualflex');
  await page.getByRole('link', { name: 'Retur Penjualan Baru' }).click();
  await page.waitForURL('**/returjualad');

  await page.goto(`${h.srv.url}/returbeliflexad`);
  await page.getByText('Retur Pembelian Fleksibel: retur ke supplier tanpa memilih pembeliannya.').waitFor();
  await page.getByRole('link', { name: 'Retur Pembelian Baru' }).waitFor();
  await page.context().close();
});
