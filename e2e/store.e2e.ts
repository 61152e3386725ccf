/**
 * The online store in Chromium (issue 42): the administrator registers the shop's store on
 * /daftarniagashare (the generic list and its form), then a visitor on a phone (390 px) opens
 * /s/<shareid>: the item with its price, the product page, no script at all and a small page.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/store-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, type Harness, setUpDemo, shot, startHarness, type SetUpAct } from './helpers';

let h: Harness;
let page: Page;
let act: SetUpAct;
const SHAREID = `toko-demo-${Date.now().toString(36)}`;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('item_save', { kodeitem: 'KAOSE2E', namaitem: 'Kaos Toko Online', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '87500' }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'store-last').catch(() => undefined);
  await h?.close();
});

test('register the store in the back office, then its storefront shows the item at 390 px', async () => {
  await page.goto(`${h.srv.url}/daftarniagashare`);
  await page.getByRole('button', { name: 'Tambah' }).click();
  const share = page.getByRole('textbox', { name: 'Share ID (alamat toko)' });
  await share.fill('Toko Salah');
  await page.getByRole('textbox', { name: 'Nama Toko' }).fill('Toko Kaos Demo');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText(/Share ID hanya huruf kecil/).first().waitFor();
  await share.fill(SHAREID);
  await page.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('6281234567890');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Data berhasil disimpan').waitFor();
  await page.getByRole('cell', { name: SHAREID }).waitFor();
  await shot(page, 'store-daftar');

  const phone = await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
  const visitor = await phone.newPage();
  visitor.setDefaultTimeout(20_000);
  let bytes = 0;
  visitor.on('response', (r) => void r.body().then((b) => (bytes += b.length)).catch(() => undefined));
  await visitor.goto(`${h.srv.url}/s/${SHAREID}`);
  await visitor.getByRole('link', { name: 'Toko Kaos Demo' }).waitFor();
  const card = visitor.getByRole('link', { name: /Kaos Toko Online/ });
  await card.getByText('Rp 87.500').waitFor();
  await shot(visitor, 'store-home-390');
  await card.click();
  await visitor.getByRole('heading', { name: 'Kaos Toko Online', level: 1 }).waitFor();
  await visitor.getByText('Rp 87.500 / PCS').waitFor();
  await visitor.getByRole('link', { name: 'Tanya lewat WhatsApp' }).waitFor();
  assert.equal(await visitor.locator('script:not([type="application/ld+json"])').count(), 0, 'no script on the storefront: it works without JavaScript');
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
  await shot(visitor, 'store-product-390');
  console.log(`storefront: home + product ${(bytes / 1024).toFixed(1)} KB`);
  assert.ok(bytes < 150 * 1024, `small pages (${bytes} bytes)`);

  await visitor.goto(`${h.srv.url}/s/tidak-ada-toko`);
  await visitor.getByText('Toko online tidak ditemukan. Periksa kembali alamatnya.').waitFor();
  await phone.close();
});
