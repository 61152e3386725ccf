/**
 * The dashboard on /home in Chromium against the real server (issue 16): after known sales the
 * administrator sees the four charts (labels cut at 25 characters; screenshot kept); a maintenance
 * notice published by the service shows its blinking banner and popup after Refresh, and so does the
 * Tokopedia merge information once a shop is connected as Tokopedia; news added in
 * the application and a message to this user arrive as toasts without reloading (live channel),
 * news published from the command line at the next 50-second check;
 * a user without mTampilGrafik sees only the image. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/dashboard-*.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { publishMaintenance } from '@niaga/system/server';
import { publishFromArgs } from '../apps/server/src/cli/news-publish';
import { adminLanded, addUser, adminActs, companySql, companyToday, type Harness, login, type SetUpAct, setUpDemo, shot, startHarness } from './helpers';

let h: Harness;
let page: Page;
let act: SetUpAct;
const today = companyToday();
const LONG = 'Kopi Bubuk Robusta Lampung Pilihan Kemasan 165 g';

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'KOPI01', namaitem: LONG, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await act('item_save', { kodeitem: 'TEH01', namaitem: 'Teh Celup Sariwangi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '5000' }] });
  // The general customer UMUM is the company's own since /startingdb.
  await act('itemmasuk_save', {
    tanggal: '2025-12-01',
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: ['KOPI01', 'MIE01', 'TEH01'].map((kodeitem) => ({ kodeitem, satuan: 'PCS', jumlah: '100', harga: '2000' })),
  });
  const line = (kodeitem: string, jumlah: string, harga: string) => ({ kodeitem, satuan: 'PCS', jumlah, harga, jenispajak: '1112' });
  for (const lines of [
    [line('KOPI01', '12', '15000'), line('MIE01', '5', '3500')],
    [line('MIE01', '20', '3500'), line('TEH01', '4', '5000')],
    [line('KOPI01', '3', '15000')],
  ])
    await act('kasir_save', { tanggal: today, kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', lines, tunai: '500000' });
  await addUser(h.srv, 'DEMO', { userid: 'GUDANG1', password: 'gudang-rahasia', rights: ['mSPersediaan'] });
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
  // Time runs as usual; the news check of every 50 s can be brought forward (clock.fastForward).
  await page.clock.install();
});

after(async () => {
  if (page) await shot(page, 'dashboard-last').catch(() => undefined);
  await h?.close();
});

test('the dashboard: charts after sales, the maintenance banner, toasts of news and messages; only the image without the right', async (t) => {
  await t.test('the administrator lands on /home and sees the four charts', async () => {
    await page.goto(h.srv.url);
    await page.waitForURL('**/login-form');
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(page);
    for (const id of ['grafik-terbaik-bulan', 'grafik-item-terbaik', 'grafik-omset-tahun', 'grafik-omset-cabang'])
      await page.getByTestId(id).locator('canvas').first().waitFor();
    // The charts describe themselves (ECharts aria): item names cut at 25 characters.
    const pie = (await page.getByTestId('grafik-item-terbaik').locator('[aria-label]').first().getAttribute('aria-label')) ?? '';
    assert.match(pie, new RegExp(LONG.slice(0, 25)));
    assert.doesNotMatch(pie, new RegExp(LONG.slice(0, 26)));
    assert.match(pie, /Mie Instan Goreng/);
    await shot(page, 'dashboard-charts');
  });

  await t.test('a maintenance notice shows its banner after Refresh, and its popup', async () => {
    await publishMaintenance(h.srv.db, { judul: 'Pemeliharaan server', isi: '<p>Server dihentikan Sabtu pukul <b>22.00 WIB</b>.</p>' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByTestId('banner-maintenance');
    await banner.getByText('PERHATIAN! Pemeliharaan server [klik informasi]').waitFor();
    await banner.click();
    const dlg = page.getByRole('dialog', { name: 'Informasi Maintenance' });
    await dlg.getByText('Server dihentikan Sabtu pukul').waitFor();
    await shot(page, 'dashboard-maintenance');
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'hidden' });
  });

  await t.test('a shop still connected as Tokopedia shows the merge banner after Refresh, and its popup', async () => {
    await page.getByTestId('banner-merge-tokopedia').waitFor({ state: 'detached' });
    await companySql(h.srv, 'DEMO', `insert into marketplace_toko (marketplace, shop_id, namatoko, shopurl) values ('Tokopedia', '1001', 'Toko Maju Jaya', 'https://www.tokopedia.com/majujaya')`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByTestId('banner-merge-tokopedia');
    await banner.getByText('INFORMASI MERGE TOKOPEDIA DENGAN TIKTOKSHOP').waitFor();
    await banner.click();
    const dlg = page.getByRole('dialog', { name: 'Informasi Marketplace Tokopedia' });
    await dlg.getByTestId('toko-tokopedia').getByText('Toko Maju Jaya').waitFor();
    await dlg.getByText('https://www.tokopedia.com/majujaya').waitFor();
    await shot(page, 'dashboard-merge-tokopedia');
    await page.keyboard.press('Escape');
    await dlg.waitFor({ state: 'hidden' });
  });

  await t.test('news added in the application arrives as a toast; a click opens /listinfo', async () => {
    await act('info_ae', { judul: 'Stok opname hari Sabtu', isi: 'Toko tutup pukul 15.00.' });
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Berita Baru' });
    await toast.getByText('Stok opname hari Sabtu').waitFor();
    await shot(page, 'dashboard-toast');
    await toast.click();
    await page.waitForURL('**/listinfo');
    await page.getByText('Stok opname hari Sabtu').first().waitFor();
  });

  await t.test('the administrator adds news on /listinfo (Tambah Berita) and changes it (Ubah)', async () => {
    await page.getByRole('button', { name: 'Tambah Berita' }).click();
    const dlg = page.getByRole('dialog', { name: 'Tambah Berita' });
    await dlg.getByRole('button', { name: 'Simpan' }).click();
    await dlg.getByText('Judul wajib diisi').waitFor();
    await dlg.getByLabel('Judul').fill('Promo akhir tahun');
    await dlg.getByLabel('Isi Berita').fill('Diskon 10% semua kopi.');
    await dlg.getByRole('button', { name: 'Simpan' }).click();
    await dlg.waitFor({ state: 'hidden' });
    await page.locator('.info-item').filter({ hasText: 'Promo akhir tahun' }).waitFor();
    // The company's own news can be changed (Ubah), loaded with its text first.
    await page.getByRole('button', { name: 'Ubah berita Promo akhir tahun' }).click();
    const ubah = page.getByRole('dialog', { name: 'Ubah Berita' });
    await ubah.getByLabel('Isi Berita').and(page.locator('textarea')).filter({ hasText: 'Diskon 10% semua kopi.' }).waitFor();
    await ubah.getByLabel('Judul').fill('Promo akhir tahun 2026');
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await ubah.waitFor({ state: 'hidden' });
    await page.locator('.info-item').filter({ hasText: 'Promo akhir tahun 2026' }).waitFor();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    await page.getByTestId('grafik-omset-tahun').locator('canvas').waitFor();
  });

  await t.test('a message to this user arrives as a toast; one to another user does not', async () => {
    await act('pesan_kirim', { userid: 'GUDANG1', judul: 'Untuk gudang saja', isi: '-' });
    await act('pesan_kirim', { userid: 'ADMIN', judul: 'Setor kas sebelum 21.00', isi: 'Dari kantor pusat' });
    await page.locator('.ant-notification-notice').filter({ hasText: 'Setor kas sebelum 21.00' }).waitFor();
    assert.equal(await page.locator('.ant-notification-notice').filter({ hasText: 'Untuk gudang saja' }).count(), 0);
  });

  await t.test('news published by the service from the command line shows its toast at the next 50-second check', async () => {
    const out = await publishFromArgs(h.srv.db, ['--judul', 'Versi 0.2', '--isi', 'Dasbor dengan grafik', '--id', 'DEMO']);
    assert.match(out, /diterbitkan untuk perusahaan DEMO/);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Berita Baru' });
    await toast.first().waitFor({ state: 'detached' }).catch(() => undefined);
    await page.clock.fastForward(50_000);
    await toast.getByText('Ada berita atau update baru').waitFor();
    // Shown once: the stored flag is back to '0'.
    assert.equal(await page.evaluate(() => localStorage.getItem('toast_news_update_status')), '0');
  });

  await t.test('after 30 s on the page the service worker is registered; the manifest makes the app installable', async () => {
    // (The page's clock has already run past 30 s with the news check; once more does no harm.)
    await page.clock.fastForward(30_000);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href!, h.srv.url))).json()) as { display: string; start_url: string; icons: Array<{ src: string; sizes: string }> };
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/home');
    for (const i of manifest.icons) assert.equal((await fetch(new URL(i.src, h.srv.url))).headers.get('content-type'), 'image/png');
    assert.deepEqual([...new Set(manifest.icons.map((i) => i.sizes))], ['192x192', '512x512']);
  });

  await t.test('a user without mTampilGrafik sees only the image', async () => {
    const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const p2 = await ctx.newPage();
    await p2.goto(h.srv.url);
    await p2.waitForURL('**/login-form');
    await login(p2, 'DEMO', 'GUDANG1', 'gudang-rahasia');
    await p2.waitForURL('**/home');
    await p2.getByTestId('gambar-beranda').waitFor();
    assert.equal(await p2.locator('canvas').count(), 0);
    // The maintenance banner is for every user.
    await p2.getByText('PERHATIAN! Pemeliharaan server [klik informasi]').waitFor();
    await shot(p2, 'dashboard-tanpa-hak');
    await ctx.close();
  });
});
