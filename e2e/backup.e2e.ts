/**
 * Backups in the browser (/listbackup, /restorebackup): make a backup, download it, upload the
 * downloaded file, restore it as a new company, and log in to that company. Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../apps/server/src/server';
import { adminLanded, companySql, demoDataDir, launchBrowser, login, pathOf, setUpDemo, shot, type Server } from './helpers';

let srv: Server;
let dir: string;
let browser: Browser;
let page: Page;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'niaga-e2e-backup-'));
  await demoDataDir(join(dir, 'data'));
  srv = await startServer({ port: 0, dataDir: join(dir, 'data'), backupDir: join(dir, 'backups'), demo: true, scheduler: false, log: false });
  await setUpDemo(srv);
  await companySql(srv, 'DEMO', `insert into satuan (kodesatuan, namasatuan) values ('DUS', 'Dus Cadangan') on conflict do nothing`);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', acceptDownloads: true, baseURL: srv.url });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot(page, 'backup-last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('backup: make, download, restore as a new company, log in to it', async () => {
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);

  await page.goto('/listbackup');
  await page.getByText('Belum ada backup.').waitFor();
  await page.getByRole('button', { name: 'Buat Backup' }).click();
  await page.getByText(/Backup NIAGA-DEMO-.* selesai dibuat\./).waitFor();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.getByText('Manual').waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Unduh' }).click()]);
  assert.match(download.suggestedFilename(), /^NIAGA-DEMO-\d{8}-\d{6}\.jsonl\.gz$/);
  const saved = join(dir, download.suggestedFilename());
  await download.saveAs(saved);
  assert.ok((await stat(saved)).size > 1000);

  // The downloaded file, uploaded again, is checked and opens the restore screen.
  await page.locator('input[type=file]').setInputFiles(saved);
  await page.waitForURL('**/restorebackup?file=UNGGAH-*');
  await page.getByText('Unggahan').waitFor();
  await page.getByLabel('Id Perusahaan Baru').fill('salin');
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByText('direstore sebagai perusahaan baru SALIN').waitFor();
  await shot(page, 'backup-restored');

  // Log out, then in to the restored company with the backup's users.
  await page.context().clearCookies();
  await page.goto('/login-form');
  await login(page, 'SALIN', 'ADMIN', 'niaga-demo');
  await adminLanded(page);
  assert.equal(pathOf(page), '/home');
  const rows = (await companySql(srv, 'SALIN', `select namasatuan from satuan where kodesatuan = 'DUS'`)) as { rows: unknown[] };
  assert.deepEqual(rows.rows, [{ namasatuan: 'Dus Cadangan' }]);
});
