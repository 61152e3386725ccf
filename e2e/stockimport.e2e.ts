/**
 * The opening-stock import in Chromium against the real server: on /imsaldoawal an XLSX file with
 * a variant item's line missing its variant and an unknown item is refused, naming row and cell,
 * with nothing written; the corrected file imports as one numbered document, /datasheet shows
 * the stock per warehouse of each variant under its item, and /kartustok one variant's card. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/stockimport-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companySql, companyToday, type Harness, setUpDemo, shot as fullShot, startHarness } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `stockimport-${name}`);

/** An XLSX as a person fills it from the template: text codes, numbers as numbers. */
async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['tanggal', 'kodegudang', 'keterangan', 'kodeitem', 'iddetailvarian', 'satuan', 'jumlah', 'harga']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  await act('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  await act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS' });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('opening stock from an XLSX file: refused by row and cell with nothing written, then imported and seen per variant on the datasheet and the stock card', async () => {
  const today = companyToday();
  await page.goto(`${h.srv.url}/imsaldoawal`);
  await page.getByText('Import Data Saldo Awal Item').first().waitFor();
  await page.getByText('baris dengan tanggal, gudang dan keterangan yang sama menjadi satu dokumen bernomor').waitFor();

  const bad = await xlsx([
    [today, 'UTM', 'Stok awal', 'KAOS', 'KAOS-MERAH', 'PCS', 12, 30000],
    [today, 'UTM', 'Stok awal', 'KAOS', '', 'PCS', 5, 36000],
    [today, 'UTM', 'Stok awal', 'TEH01', '', 'PCS', 5, 3000],
  ]);
  await page.locator('input[type=file]').setInputFiles({ name: 'saldoawal.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  // The unknown item is found by the file check; the missing variant only by the document's own check, which is not reached then.
  await page.getByText('Import dibatalkan: 1 kesalahan ditemukan, tidak ada data yang disimpan.').waitFor();
  assert.match(await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'D4' }).innerText(), /4\s+kodeitem\s+D4\s+Item 'TEH01' tidak ditemukan\./);

  const noVariant = await xlsx([
    [today, 'UTM', 'Stok awal', 'KAOS', 'KAOS-MERAH', 'PCS', 12, 30000],
    [today, 'UTM', 'Stok awal', 'KAOS', '', 'PCS', 5, 36000],
  ]);
  await page.locator('input[type=file]').setInputFiles({ name: 'saldoawal.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: noVariant });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  const cell = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'E3' });
  await cell.waitFor();
  assert.match(await cell.innerText(), /3\s+iddetailvarian\s+E3\s+Baris 2: item KAOS Kaos Polos adalah barang varian; pilih variannya/);
  await shot('kesalahan');
  const none = (await companySql(h.srv, 'DEMO', 'select (select count(*) from saldoawalitem)::int as dok, (select count(*) from stok_mutasi)::int as mutasi')) as { rows: unknown[] };
  assert.deepEqual(none.rows, [{ dok: 0, mutasi: 0 }]);

  const good = await xlsx([
    [today, 'UTM', 'Stok awal', 'KAOS', 'KAOS-MERAH', 'PCS', 12, 30000],
    [today, 'UTM', 'Stok awal', 'KAOS', 'KAOS-BIRU', 'PCS', 5, 36000],
    [today, 'UTM', 'Stok awal', 'KOPI01', '', 'PCS', 24, 12000],
  ]);
  await page.locator('input[type=file]').setInputFiles({ name: 'saldoawal.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
  await page.getByRole('button', { name: 'Proses Import' }).click();
  await page.getByText('Import Saldo Awal Item berhasil: 1 dokumen (3 baris) disimpan.').waitFor();
  await page.locator('[aria-label="Kemajuan import"] .ant-progress-status-success').waitFor();
  await shot('berhasil');

  // The datasheet: the item's total, and each variant's stock in the warehouse below it.
  await page.goto(`${h.srv.url}/datasheet`);
  await page.getByLabel('Cari item').fill('KAOS');
  await page.getByLabel('Cari item').press('Enter');
  const table = page.getByTestId('datasheet');
  const merah = table.locator('tr.ant-table-row', { hasText: 'KAOS-MERAH' });
  await merah.waitFor();
  assert.match(await merah.innerText(), /KAOS-MERAH\s+Varian MERAH\s+PCS\s+12\s+12\s+360\.000\s+30\.000/);
  assert.match(await table.locator('tr.ant-table-row', { hasText: 'KAOS-BIRU' }).innerText(), /Varian BIRU\s+PCS\s+5\s+5\s+180\.000\s+36\.000/);
  assert.match(await table.locator('tr.ant-table-row', { hasText: 'Kaos Polos' }).innerText(), /Kaos Polos[\s\S]*\s17\s+17\s+540\.000/);
  await shot('datasheet');

  // The stock card of one variant.
  await page.goto(`${h.srv.url}/kartustok`);
  await page.locator('#ks-kodeitem').click();
  await page.keyboard.type('kaos');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="KAOS "]').click();
  await page.locator('#ks-iddetailvarian').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="KAOS-MERAH"]').click();
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await page.getByText('Kartu Stok KAOS varian KAOS-MERAH · Kaos Polos').waitFor();
  await page.getByTestId('saldoakhir').filter({ hasText: /^12$/ }).waitFor();
  assert.equal(await page.getByTestId('hppakhir').textContent(), '30.000');
  await shot('kartustok');
});
