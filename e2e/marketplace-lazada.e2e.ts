/**
 * Connecting a Lazada shop in the browser (/pengaturanmp, issue 40): "Hubungkan Lazada" → the fake
 * Lazada's authorisation page → "Authorize" → our callback page (Lazada sends only the code: the
 * shop comes from its tokens) → back to /pengaturanmp, where the shop is listed as connected.
 * Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FakeLazada } from '@niaga/marketplace/fake-lazada';
import { adminLanded, companySql, login, pathOf, type Server } from './helpers';
import { liveDemo, type LiveDemo } from './marketplace-live';

let live: LiveDemo;
let srv: Server;
let fake: FakeLazada;
let page: Page;

before(async () => {
  fake = await FakeLazada.start();
  fake.addSeller({ name: 'Toko Lain Lazada' });
  fake.addSeller({ name: 'Toko Kopi Lazada', items: [{ name: 'Kopi', sku: 'KOPI', price: 25000, stock: 5 }] });
  live = await liveDemo(fake, 'marketplace-lazada', { scheduler: false });
  ({ srv, page } = live);
});

after(() => live?.close());

test('connect a Lazada shop through the authorisation page and see it listed', async () => {
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);

  await page.goto('/pengaturanmp');
  await page.getByText('Belum ada toko yang terhubung.').waitFor();
  await page.getByRole('button', { name: 'Hubungkan Lazada' }).click();

  // Lazada's page (the fake's): choose the shop and authorise.
  await page.waitForURL(`${fake.url}/oauth/authorize?**`);
  await page.getByLabel(/Toko Kopi Lazada/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();

  // Back on our callback: the shop is connected.
  await page.waitForURL(`${srv.url}/mp/callback/Lazada/DEMO/**`);
  await page.getByRole('heading', { name: 'Toko berhasil terhubung' }).waitFor();
  await page.getByText(/Toko Kopi Lazada \(Lazada\) sudah terhubung/).waitFor();
  await page.getByRole('link', { name: 'Kembali ke Pengaturan Marketplace' }).click();
  await page.waitForURL('**/pengaturanmp');
  assert.equal(pathOf(page), '/pengaturanmp');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Toko Kopi Lazada' });
  await row.getByText('Terhubung').waitFor();
  await row.getByText('Lazada', { exact: true }).waitFor();
  const stored = (await companySql(srv, 'DEMO', `select shop_id, token, status from marketplace_toko`)) as { rows: Array<{ shop_id: string; token: string; status: string }> };
  assert.equal(stored.rows.length, 1);
  assert.equal(stored.rows[0].shop_id, [...fake.sellers.values()][1].seller_id);
  assert.match(stored.rows[0].token, /^s1:/);
});
