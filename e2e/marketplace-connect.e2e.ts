/**
 * Connecting a Shopee shop in the browser (/pengaturanmp, issue 37): "Hubungkan Shopee" → the
 * fake Shopee's authorisation page → "Authorize" → our callback page → back to /pengaturanmp,
 * where the shop is listed as connected; then "Putuskan" with its confirmation. Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FakeShopee } from '@niaga/marketplace/fake-shopee';
import { startServer } from '../apps/server/src/server';
import { adminLanded, companySql, demoDataDir, launchBrowser, login, pathOf, setUpDemo, shot, type Server } from './helpers';

let srv: Server;
let fake: FakeShopee;
let dir: string;
let browser: Browser;
let page: Page;
const saved: Record<string, string | undefined> = {};

before(async () => {
  fake = await FakeShopee.start();
  fake.addShop({ name: 'Toko Lain' });
  fake.addShop({ name: 'Toko Kopi Shopee', logo: '', items: [{ name: 'Kopi', sku: 'KOPI', price: 25000, stock: 5 }] });
  for (const [k, v] of Object.entries(fake.env())) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  dir = await mkdtemp(join(tmpdir(), 'niaga-e2e-mp-'));
  await demoDataDir(join(dir, 'data'));
  srv = await startServer({ port: 0, dataDir: join(dir, 'data'), demo: true, scheduler: false, log: false });
  await setUpDemo(srv);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: srv.url });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot(page, 'marketplace-connect-last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  await fake?.close();
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('connect a Shopee shop through the authorisation page, see it listed, disconnect it', async () => {
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);

  await page.goto('/pengaturanmp');
  await page.getByText('Belum ada toko yang terhubung.').waitFor();
  await page.getByRole('button', { name: 'Hubungkan Shopee' }).click();

  // Shopee's page (the fake's): choose the shop and authorise.
  await page.waitForURL(`${fake.url}/api/v2/shop/auth_partner?**`);
  await page.getByLabel(/Toko Kopi Shopee/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();

  // Back on our callback: the shop is connected.
  await page.waitForURL(`${srv.url}/mp/callback/Shopee/DEMO/**`);
  await page.getByRole('heading', { name: 'Toko berhasil terhubung' }).waitFor();
  await page.getByText(/Toko Kopi Shopee \(Shopee\) sudah terhubung/).waitFor();
  await page.getByRole('link', { name: 'Kembali ke Pengaturan Marketplace' }).click();
  await page.waitForURL('**/pengaturanmp');
  assert.equal(pathOf(page), '/pengaturanmp');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Toko Kopi Shopee' });
  await row.getByText('Terhubung').waitFor();
  await row.getByText('Shopee', { exact: true }).waitFor();
  const stored = (await companySql(srv, 'DEMO', `select token, status from marketplace_toko`)) as { rows: Array<{ token: string; status: string }> };
  assert.equal(stored.rows.length, 1);
  assert.match(stored.rows[0].token, /^s1:/);

  // Disconnect, after confirming.
  await row.getByRole('button', { name: 'Putuskan Toko Kopi Shopee' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByText(/diputus dari Niaga/).waitFor();
  await dialog.getByRole('button', { name: 'Putuskan' }).click();
  await page.getByText('Belum ada toko yang terhubung.').waitFor();
});
