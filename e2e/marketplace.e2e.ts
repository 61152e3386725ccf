/**
 * A Shopee shop in the browser end to end (issue 37): connect it through the fake Shopee's
 * authorisation page, map its two listings with "Tarik Item" on /pengaturanmp, then an order made
 * at Shopee and pushed to the server arrives as the toast 'Proses Get Order Marketplace' and in
 * /pesanmarketplacelist, which is read-only for users (no Tambah; the order opens without Simpan or
 * Hapus). A variant listing's model mapped on /itemadmp2. Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FakeShopee } from '@niaga/marketplace/fake-shopee';
import { startServer } from '../apps/server/src/server';
import { adminActs, adminLanded, companySql, companyToday, demoDataDir, launchBrowser, login, setUpDemo, shot, type Server } from './helpers';

let srv: Server;
let fake: FakeShopee;
let dir: string;
let browser: Browser;
let page: Page;
const saved: Record<string, string | undefined> = {};

before(async () => {
  fake = await FakeShopee.start();
  for (const [k, v] of Object.entries(fake.env())) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  saved.PUBLIC_URL = process.env.PUBLIC_URL;
  dir = await mkdtemp(join(tmpdir(), 'niaga-e2e-mpflow-'));
  await demoDataDir(join(dir, 'data'));
  srv = await startServer({ port: 0, dataDir: join(dir, 'data'), demo: true, log: false });
  // The pushes are signed over PUBLIC_URL/mp/push/shopee (the address Shopee was given).
  process.env.PUBLIC_URL = srv.url;
  await setUpDemo(srv);
  const act = await adminActs(srv);
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('item_save', { kodeitem: 'MPKOPI', namaitem: 'Kopi Bubuk MP', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  await act('item_save', { kodeitem: 'MPTEH', namaitem: 'Teh Melati MP', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '8000' }] });
  await act('saldoawalitem_save', { tanggal: companyToday(), kodegudang: 'UTM', lines: [{ kodeitem: 'MPKOPI', satuan: 'PCS', jumlah: '20', harga: '10000' }, { kodeitem: 'MPTEH', satuan: 'PCS', jumlah: '10', harga: '4000' }] });
  await act('varian_save', { kodevarian: 'MPWARNA', namavarian: 'Warna MP', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  await act('item_save', {
    kodeitem: 'MPKAOS',
    namaitem: 'Kaos MP',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
    detailvarian: [
      { iddetailvarian: 'MPKAOS-MERAH', varian1: 'MPWARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'MPKAOS-BIRU', varian1: 'MPWARNA', nilai1: 'BIRU' },
    ],
  });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: srv.url });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot(page, 'marketplace-last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  await fake?.close();
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('connect a Shopee shop, map two items with Tarik Item, see an order arrive as a toast and in /pesanmarketplacelist', async () => {
  const shop = fake.addShop({
    name: 'Toko Kopi Shopee',
    items: [
      { name: 'Kopi Bubuk', sku: 'MPKOPI', price: 25000, stock: 0 },
      { name: 'Teh Melati', sku: 'MPTEH', price: 8000, stock: 0 },
    ],
  });
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);

  // Connect through Shopee's (the fake's) authorisation page.
  await page.goto('/pengaturanmp');
  await page.getByText('Belum ada toko yang terhubung.').waitFor();
  await page.getByRole('button', { name: 'Hubungkan Shopee' }).click();
  await page.waitForURL(`${fake.url}/api/v2/shop/auth_partner?**`);
  await page.getByLabel(/Toko Kopi Shopee/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('heading', { name: 'Toko berhasil terhubung' }).waitFor();
  await page.getByRole('link', { name: 'Kembali ke Pengaturan Marketplace' }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Toko Kopi Shopee' });
  await row.getByText('Terhubung').waitFor();

  // Map the two listings by SKU.
  await row.getByRole('button', { name: 'Tarik Item Toko Kopi Shopee' }).click();
  await page.getByText('Tarik Item Toko Kopi Shopee: 2 listing dipetakan, 0 tidak cocok.').waitFor();
  const mapped = (await companySql(srv, 'DEMO', `select kodeitem from itemmp order by kodeitem`)) as { rows: Array<{ kodeitem: string }> };
  assert.deepEqual(mapped.rows.map((r) => r.kodeitem), ['MPKOPI', 'MPTEH']);

  // An order at Shopee, pushed to the server: the toast, then the list.
  const o = fake.addOrder(shop.shop_id, { lines: [{ item_id: shop.items[0].item_id, qty: 2 }, { item_id: shop.items[1].item_id, qty: 1 }] });
  const pushed = await fake.pushOrder(`${srv.url}/mp/push/shopee`, shop.shop_id, o.order_sn);
  assert.equal(pushed.status, 200);
  await page.locator('.ant-notification-notice', { hasText: 'Proses Get Order Marketplace' }).waitFor();
  await page.goto('/pesanmarketplacelist');
  const order = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: o.order_sn });
  await order.waitFor();

  // Read-only for users (the doctype's readOnly): no Tambah on the list; the order opens to be read,
  // with the reason, Kembali, and no Simpan or Hapus.
  assert.equal(await page.getByRole('button', { name: 'Tambah' }).count(), 0);
  await order.click();
  await page.waitForURL('**/pesanmarketplaceed?id=*');
  await page.getByText('Pesanan Marketplace hanya dibuat dan diubah dari marketplace').waitFor();
  await page.getByRole('button', { name: 'Kembali', exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Simpan' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Hapus', exact: true }).count(), 0);
  // The fields and the lines' own buttons are disabled.
  assert.equal(await page.locator('#buyer').isDisabled(), true);
  const lineButtons = page.getByRole('button', { name: /^(Hapus baris|Tambah Baris)/ });
  assert.ok((await lineButtons.count()) > 0);
  for (const b of await lineButtons.all()) assert.equal(await b.isDisabled(), true);
});

async function pick(id: string, typed: string, title: string) {
  await page.locator(`#${id}`).click();
  await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${title}"]`).first().click();
}

test('a variant listing\'s model mapped on /itemadmp2: a variant item and its combination picked, saved as one mapping', async () => {
  await page.goto('/itemadmp2');
  await page.locator('#shop_id').fill('8800');
  await page.locator('#item_id').fill('99001');
  await page.locator('#model_id').fill('5');
  await pick('kodeitem', 'MPKAOS', 'MPKAOS');
  await pick('iddetailvarian', 'MPKAOS-B', 'MPKAOS-BIRU');
  await page.locator('#sku').fill('KAOS-BIRU-SHOPEE');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.waitForURL('**/listitemmp');
  const rows = (await companySql(srv, 'DEMO', `select shop_id, item_id, model_id, kodeitem, iddetailvarian, isvarian from itemmp where shop_id = '8800'`)) as { rows: unknown[] };
  assert.deepEqual(rows.rows, [{ shop_id: '8800', item_id: '99001', model_id: '5', kodeitem: 'MPKAOS', iddetailvarian: 'MPKAOS-BIRU', isvarian: true }]);
});
