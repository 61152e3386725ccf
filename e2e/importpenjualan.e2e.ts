/**
 * Sales imported from a CSV file in Chromium against the real server (/importdatapenjualan): a
 * file with an unknown item is refused naming its row and cell, nothing written; the corrected file
 * becomes numbered back-office sales, seen on /kasirlist. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companySql, companyToday, setUpDemo, shot, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS' });
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' });
  await act('saldoawalitem_save', { tanggal: companyToday(), kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '50', harga: '10000' }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'importpenjualan-last').catch(() => undefined);
  await h?.close();
});

const csv = (rows: string[]) => Buffer.from(['tanggal,kodesupel,kodegudang,keterangan,tunai,kodeitem,satuan,jumlah,harga', ...rows].join('\n'), 'utf8');

test('sales from a CSV file: refused by row and cell, then imported as numbered sales', async () => {
  const today = companyToday();
  await page.goto(`${h.srv.url}/importdatapenjualan`);
  await page.getByText('menjadi satu penjualan bernomor').waitFor();

  await page.locator('input[type=file]').setInputFiles({ name: 'penjualan.csv', mimeType: 'text/csv', buffer: csv([`${today},TOKO01,UTM,F-1,,KOPI01,PCS,2,15000`, `${today},TOKO01,UTM,F-1,,TEH01,PCS,1,9000`]) });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  await page.getByText('Import dibatalkan: 1 kesalahan ditemukan, tidak ada data yang disimpan.').waitFor();
  assert.match(await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'F3' }).innerText(), /3\s+kodeitem\s+F3\s+Item 'TEH01' tidak ditemukan\./);
  await shot(page, 'importpenjualan-kesalahan');

  await page.locator('input[type=file]').setInputFiles({ name: 'penjualan.csv', mimeType: 'text/csv', buffer: csv([`${today},TOKO01,UTM,F-1,,KOPI01,PCS,2,15000`, `${today},TOKO01,UTM,F-2,45000,KOPI01,PCS,3,15000`]) });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  await page.getByText('Import Penjualan berhasil: 2 dokumen (2 baris) disimpan.').waitFor();
  await shot(page, 'importpenjualan-berhasil');
  const sales = (await companySql(h.srv, 'DEMO', `select keterangan, total::text, kredit::text from jual order by id`)) as { rows: unknown[] };
  assert.deepEqual(sales.rows, [
    { keterangan: 'F-1', total: '30000.00', kredit: '30000.00' },
    { keterangan: 'F-2', total: '45000.00', kredit: '0.00' },
  ]);
  await page.goto(`${h.srv.url}/kasirlist`);
  await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'TOKO01' }).nth(1).waitFor();
});
