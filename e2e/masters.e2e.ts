/**
 * Master data in the browser: a customer with its group and region chosen by their pickers, shown
 * with their names in the list; an import of suppliers whose errors are listed by row, column and
 * cell (nothing saved), then the corrected file imported with its progress bar. Needs a prior
 * `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companySql, type Harness, setUpDemo, shot, startHarness } from './helpers';

let h: Harness;
let page: Page;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Pelanggan Grosir' });
  await act('gruppel_save', { kgruppel: 'ECER', namagruppel: 'Pelanggan Eceran' });
  await act('wilayah_save', { kodewilayah: 'JTM', namawilayah: 'Jawa Timur' });
  await act('wilayah_save', { kodewilayah: 'JTG', namawilayah: 'Jawa Tengah' });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'masters-last').catch(() => undefined);
  await h?.close();
});

/** Types into a reference picker and takes the option whose title starts with `code `. */
async function pick(id: string, typed: string, code: string) {
  await page.locator(`#${id}`).click();
  await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${code} "]`).click();
}

test('a customer with group and region chosen by their pickers', async () => {
  await page.goto(`${h.srv.url}/listpel`);
  await page.getByRole('button', { name: 'Tambah' }).click();
  await page.waitForURL('**/pelad');
  await page.locator('#kodesupel').fill('pel01');
  await page.locator('#namasupel').fill('Toko Maju Jaya');
  await pick('kgruppel', 'grosir', 'GROSIR');
  await pick('kodewilayah', 'timur', 'JTM');
  await page.locator('#kota').fill('Surabaya');
  await shot(page, 'pelanggan-form');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.waitForURL('**/listpel');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'PEL01' });
  await row.waitFor();
  const text = await row.innerText();
  assert.match(text, /Toko Maju Jaya/);
  assert.match(text, /Pelanggan Grosir/);
  assert.match(text, /Jawa Timur/);
  const saved = (await companySql(h.srv, 'DEMO', "select kgruppel, kodewilayah from pelanggan where kodesupel = 'PEL01'")) as { rows: unknown[] };
  assert.deepEqual(saved.rows, [{ kgruppel: 'GROSIR', kodewilayah: 'JTM' }]);
});

test('an import with errors names row and column and saves nothing; the corrected file imports', async () => {
  await page.goto(`${h.srv.url}/importdatasupplier`);
  await page.getByText('Import Data Supplier').first().waitFor();
  const bad = 'kodesupel,namasupel,jatuhtempo\nSUP01,PT Sumber Makmur,30\nSUP02,CV Abadi,tiga puluh\nSUP01,Ganda,0\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  await page.getByText('Import dibatalkan: 2 kesalahan ditemukan, tidak ada data yang disimpan.').waitFor();
  const err1 = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'C3' });
  await err1.waitFor();
  assert.match(await err1.innerText(), /3\s+jatuhtempo\s+C3\s+Jatuh Tempo \(hari\) harus berupa angka bulat/);
  assert.match(await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'A4' }).innerText(), /Kode Supplier 'SUP01' sama dengan baris 2/);
  await shot(page, 'import-kesalahan');
  const none = (await companySql(h.srv, 'DEMO', 'select count(*)::int as n from supplier')) as { rows: { n: number }[] };
  assert.equal(none.rows[0].n, 0);

  const good = 'kodesupel,namasupel,jatuhtempo\nSUP01,PT Sumber Makmur,30\nSUP02,CV Abadi,14\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  await page.getByText('Import Supplier berhasil: 2 data disimpan.').waitFor();
  await page.locator('[aria-label="Kemajuan import"] .ant-progress-status-success').waitFor();
  await shot(page, 'import-berhasil');
  await page.goto(`${h.srv.url}/listsupp`);
  await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'SUP02' }).waitFor();
});
