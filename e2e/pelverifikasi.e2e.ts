/**
 * Customers waiting for verification in Chromium against the real server: two self-registered
 * customers wait on /listpelverifikasi (a verified one does not); one is approved on /pelverifikasi,
 * the other refused, and the list is then empty while both stay on /listpel with what was decided.
 * Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companySql, pathOf, setUpDemo, shot, still, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('pelanggan_save', { kodesupel: 'WEB001', namasupel: 'Sinta Wulandari', hp: '0812-1111-2222', email: 'sinta@contoh.id', kota: 'Bandung', verifikasi: false });
  await act('pelanggan_save', { kodesupel: 'WEB002', namasupel: 'Akun Palsu', email: 'palsu@contoh.id', verifikasi: false });
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Langganan' });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'pelverifikasi-last').catch(() => undefined);
  await h?.close();
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');

test('self-registered customers are approved or refused', async () => {
  await page.goto(`${h.srv.url}/listpelverifikasi`);
  await rows().filter({ hasText: 'WEB001' }).waitFor();
  await rows().filter({ hasText: 'WEB002' }).waitFor();
  assert.equal(await rows().count(), 2, 'only the customers waiting (not TOKO01, not UMUM)');
  await shot(page, 'pelverifikasi-daftar');

  // Approve the first.
  await rows().filter({ hasText: 'WEB001' }).getByRole('button', { name: 'Proses' }).click();
  await page.waitForURL('**/pelverifikasi?id=*');
  await page.getByText('sinta@contoh.id').waitFor();
  await page.getByText('Bandung').waitFor();
  await shot(page, 'pelverifikasi-proses');
  await page.getByRole('button', { name: 'Setujui' }).click();
  await page.getByText('Pelanggan WEB001 disetujui.').waitFor();
  await page.waitForURL('**/listpelverifikasi');
  await rows().filter({ hasText: 'WEB001' }).waitFor({ state: 'detached' });

  // Refuse the second, after a confirmation.
  await rows().filter({ hasText: 'WEB002' }).dblclick();
  await page.waitForURL('**/pelverifikasi?id=*');
  await page.getByText('palsu@contoh.id').waitFor();
  await page.getByRole('button', { name: 'Tolak' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await still(confirm);
  await confirm.getByText('Tolak pendaftaran Akun Palsu?').waitFor();
  await confirm.getByRole('button', { name: 'Ya' }).click();
  await page.getByText('Pelanggan WEB002 ditolak.').waitFor();
  await page.waitForURL('**/listpelverifikasi');
  await page.getByText('Tidak ada pelanggan yang menunggu verifikasi').waitFor();
  assert.equal(pathOf(page), '/listpelverifikasi');

  const decided = (await companySql(h.srv, 'DEMO', `select kodesupel, verifikasi, aktif from pelanggan where kodesupel like 'WEB%' order by kodesupel`)) as { rows: Array<Record<string, unknown>> };
  assert.deepEqual(decided.rows, [
    { kodesupel: 'WEB001', verifikasi: true, aktif: true },
    { kodesupel: 'WEB002', verifikasi: false, aktif: false },
  ]);

  // Without an id the screen says where to choose one.
  await page.goto(`${h.srv.url}/pelverifikasi`);
  await page.getByText('Pilih pelanggan dari daftar Verifikasi Pelanggan.').waitFor();
});
