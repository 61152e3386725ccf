/**
 * Connecting a Lazada shop in the browser (/pengaturanmp, issue 40): "Hubungkan Lazada" → the fake
 * Lazada's authorisation page → "Authorize" → our callback page (Lazada sends only the code: the
 * shop comes from its tokens) → back to /pengaturanmp, where the shop is listed as connected.
 * Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FakeLazada } from '@niaga/marketplace/fake-lazada';
import { startServer } from '../apps/server/src/server';
import { adminLanded, companySql, demoDataDir, launchBrowser, login, pathOf, setUpDemo, shot, type Server } from './helpers';

let srv: Server;
let fake: FakeLazada;
let dir: string;
let browser: Browser;
let page: Page;
const saved: Record<string, string | undefined> = {};

before(async () => {
  fake = await FakeLazada.start();
  fake.addSeller({ name: 'Toko Lain Lazada' });
  fake.addSeller({ name: 'Toko Kopi Lazada', items: [{ name: 'Kopi', sku: 'KOPI', price: 25000, stock: 5 }] });
  for (const [k, v] of Object.entries(fake.env())) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  dir = await mkdtemp(join(tmpdir(), 'niaga-e2e-lz-'));
  await demoDataDir(join(dir, 'data'));
  srv = await startServer({ port: 0, dataDir: join(dir, 'data'), demo: true, scheduler: false, log: false });
  await setUpDemo(srv);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: srv.url });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot(page, 'marketplace-lazada-last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  await fake?.close();
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  if (dir) await rm(dir, { recursive: true, force: true });
});

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
