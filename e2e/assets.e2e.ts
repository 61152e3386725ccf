/**
 * Fixed assets in Chromium against the real server: an asset in the register's generic list, then
 * /prosespenyusutan for the current month — the preview shows the asset's amount, Proses (after its
 * confirmation) posts the month's journal, the run appears in the history. Needs a prior
 * `npm run build`. Screenshots: e2e/artifacts/assets-*.png.
 */
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companyToday, type Harness, setUpDemo, shot as fullShot, startHarness } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `assets-${name}`);
const bulanIni = () => companyToday().slice(0, 7);

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  // Kelompok 2, straight line 12.5 %: 12,000,000 → 125,000 a month for 96 months from January 2025.
  await act('grupaset_save', { kodegrupaset: 'KENDARAAN', namagrupaset: 'Kendaraan', kelompok: '2', metode: 'GL', kodeaccaset: '1-2300', kodeaccakum: '1-2930', kodeaccbiaya: '6-1500' });
  await act('dataaset_save', { kodeaset: 'MOBIL01', namaaset: 'Mobil Box Operasional', kodegrupaset: 'KENDARAAN', tglperolehan: '2025-01-10', hargaperolehan: '12000000' });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('the asset register lists the asset; the depreciation of the month is previewed, processed and listed', async () => {
  await page.goto(`${h.srv.url}/listdataaset`);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'MOBIL01' }).waitFor();
  await shot('daftar');

  await page.goto(`${h.srv.url}/prosespenyusutan`);
  const preview = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'MOBIL01' });
  await preview.filter({ hasText: '125.000' }).waitFor();
  await shot('pratinjau');
  await page.getByRole('button', { name: 'Proses' }).first().click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Proses' }).click();
  await page.getByTestId('hasil-proses').filter({ hasText: `Penyusutan periode ${bulanIni()} sudah diproses: 1 aset` }).waitFor();
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `PNY-${bulanIni()}` }).waitFor();
  await page.getByText(`Sudah diproses: PNY-${bulanIni()}`).waitFor();
  await shot('diproses');
});
