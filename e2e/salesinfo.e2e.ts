/**
 * Sales back office in Chromium against the real server (issue 15): /eksporcsv checks this month's
 * sales with PPN, lists the sale that cannot be exported with its reason, and downloads the
 * e-Faktur CSV, whose rows are read from the downloaded file; /historyhj shows an item's selling
 * prices; /pointpenjualanlist the points a sale earned; /infopayment how the month was paid. Needs a prior `npm run build`. Screenshots: e2e/artifacts/salesinfo-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, ARTIFACTS, companyToday, type Harness, type SetUpAct, setUpDemo, shot as fullShot, shownDate, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;
let act: SetUpAct;
let jual = '';
let umum = '';
const today = companyToday();

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `salesinfo-${name}`);
};

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('dataperusahaan_save', { npwp: '02.111.222.3-444.000' });
  // The year's tax invoice serial numbers from the DJP (/nsfplist).
  await act('nsfp_save', { tahun: today.slice(0, 4), awal: `010${today.slice(2, 4)}00000001`, akhir: `010${today.slice(2, 4)}00000100`, keterangan: 'Jatah DJP' });
  await act('item_save', { kodeitem: 'SABUN01', namaitem: 'Sabun Cair 1 L', satuan: 'PCS', tipe: '1', jenispajak: '1112', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '111000' }] });
  await act('pelanggan_save', { kodesupel: 'MAJU', namasupel: 'PT Maju Jaya', npwp: '01.234.567.8-901.000', jalan: 'Jl. Merdeka', nomor: '10', kota: 'Jakarta Pusat', provinsi: 'DKI Jakarta', kodepos: '10110' });
  await act('pelanggan_save', { kodesupel: 'TANPANPWP', namasupel: 'Pembeli Tanpa NPWP' });
  const sale = (kodesupel: string) => act('jual_save', { tanggal: today, kodegudang: 'UTM', kodesupel, tipeppn: 'I', tunai: '111000', lines: [{ kodeitem: 'SABUN01', satuan: 'PCS', jumlah: '1', harga: '111000' }] });
  jual = String(((await sale('MAJU')).tbl_jual as { notransaksi: string }[])[0].notransaksi);
  umum = String(((await sale('TANPANPWP')).tbl_jual as { notransaksi: string }[])[0].notransaksi);
  // A point rule, then a sale that earns 11 points (the two before earned none).
  await act('pointpel_save', { kodepoint: 'P1', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' });
  await act('jual_save', { tanggal: today, kodegudang: 'UTM', kodesupel: 'MAJU', tipeppn: 'I', tunai: '111000', lines: [{ kodeitem: 'SABUN01', satuan: 'PCS', jumlah: '1', harga: '111000' }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test("the month's tax invoices: checked, the sale without NPWP listed with its reason, the e-Faktur CSV downloaded and read", async () => {
  await page.goto(`${h.srv.url}/eksporcsv`);
  await page.getByRole('button', { name: 'Periksa' }).click();
  const ringkasan = page.getByTestId('ringkasan');
  await ringkasan.getByText('183.333,34').waitFor();
  await page.getByTestId('faktur').locator('tr.ant-table-row').filter({ hasText: jual }).filter({ hasText: '0012345678901000' }).filter({ hasText: '11.000' }).waitFor();
  await page.getByTestId('ditolak').locator('tr.ant-table-row').filter({ hasText: umum }).filter({ hasText: 'pelanggan TANPANPWP belum memiliki NPWP atau NIK' }).waitFor();
  await shot('eksporcsv');

  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV e-Faktur' }).click()]);
  assert.match(dl.suggestedFilename(), /^efaktur-keluaran-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const file = join(ARTIFACTS, 'salesinfo-efaktur.csv');
  await dl.saveAs(file);
  const lines = (await readFile(file, 'utf8')).split('\r\n');
  assert.deepEqual(
    lines.slice(0, 3).map((l) => l.split(',')[0]),
    ['"FK"', '"LT"', '"OF"'],
  );
  const [y, m] = today.split('-');
  assert.equal(
    lines[3],
    `"FK","04","0","010${y.slice(2)}00000001","${Number(m)}","${y}","${shownDate(today)}","012345678901000","PT Maju Jaya","Jl. Merdeka, No. 10, Jakarta Pusat, DKI Jakarta, 10110","91666.67","11000","0","","0","0","0","0","${jual}",""`,
  );
  assert.equal(lines[5], '"OF","SABUN01","Sabun Cair 1 L","100000","1","100000","0","91666.67","11000","0","0","","","","","","","","",""');
  assert.equal(lines.filter((l) => l.startsWith('"FK"')).length, 3, 'the header and the two invoices of MAJU');
  await page.getByText(/\.csv diunduh/).waitFor();
  // The check shows the serial numbers the file gave.
  await page.getByTestId('faktur').locator('tr.ant-table-row').filter({ hasText: jual }).filter({ hasText: `010${y.slice(2)}00000001` }).waitFor();
  await shot('eksporcsv-nsfp');
  // The ranges with their numbers used and left.
  await page.goto(`${h.srv.url}/nsfplist`);
  await page.locator('tr.ant-table-row').filter({ hasText: `010${y.slice(2)}00000100` }).filter({ hasText: '98' }).waitFor();
  await shot('nsfplist');
});

test('/historyhj shows the selling price of an item', async () => {
  await page.goto(`${h.srv.url}/historyhj`);
  await page.locator('#hj-kodeitem').click();
  await typeAndTake(page, 'sabun', 'SABUN01 ');
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await page.getByTestId('historyhj').locator('tr.ant-table-row').filter({ hasText: jual }).filter({ hasText: 'MAJU · PT Maju Jaya' }).filter({ hasText: '111.000' }).waitFor();
  await page.getByTestId('historyhj').locator('tr.ant-table-row').filter({ hasText: umum }).filter({ hasText: 'TANPANPWP' }).waitFor();
  await shot('historyhj');
});

test('/pointpenjualanlist shows the points each sale earned, per customer; /infopayment how the month was paid', async () => {
  await page.goto(`${h.srv.url}/pointpenjualanlist`);
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  const tabel = page.getByTestId('laporan-tabel');
  await tabel.getByText('MAJU · PT Maju Jaya').waitFor();
  await tabel.getByText('Jumlah MAJU (saldo point sekarang 11)').waitFor();
  await shot('pointpenjualan');
  await page.goto(`${h.srv.url}/infopayment`);
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  const info = page.getByTestId('infopayment');
  await info.locator('tr.ant-table-row').filter({ hasText: 'Tunai' }).filter({ hasText: '333.000' }).waitFor();
  await info.getByText('333.000').last().waitFor();
  await shot('infopayment');
});
