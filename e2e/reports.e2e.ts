/**
 * Reports in Chromium against the real server: the books of the demo company get a few known
 * documents this year; /menulaporan lists the reports and finds the trial balance by search; the
 * trial balance is opened for a period typed into its range picker; its XLSX is exported and read
 * back, its PDF printed and its first page turned into a PNG to look at; the profit chart by month
 * draws; a user holding one report right sees that report only. Needs a prior `npm run build`.
 * Screenshots and files: e2e/artifacts/reports-*.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { adminLanded, addUser, ARTIFACTS, companyToday, login, post, setUpDemo, shot as fullShot, shownDate, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `reports-${name}`);
const todayWire = companyToday();
const Y = Number(todayWire.slice(0, 4));
const M = Number(todayWire.slice(5, 7));
const p2 = (n: number) => String(n).padStart(2, '0');
/** Documents dated the 2nd of this month (or of January when today is the 1st of it). */
const docDay = Number(todayWire.slice(8, 10)) >= 2 ? `${Y}-${p2(M)}-02` : `${Y}-01-02`;
const shown = shownDate;
const yearStart = `${Y}-01-01`;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  // The administrator posts known documents through the acts, as the cash screens would.
  const s = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  const act = async (name: string, payload: unknown) => {
    const r = await post(h.srv, { act: name, aprq: JSON.stringify(payload) }, s.cookie);
    assert.equal(r.env.num, 0, `${name}: ${r.env.msg}`);
  };
  await act('saldoawalakun_save', { kodeacc: '1-1100', debet: '25000000' });
  await act('kasmasuk_save', { tanggal: docDay, kodeacc: '1-1100', keterangan: 'Penjualan tunai', lines: [{ kodeacc: '4-1000', jumlah: '12500000' }] });
  await act('kaskeluar_save', { tanggal: docDay, kodeacc: '1-1100', keterangan: 'Sewa toko', lines: [{ kodeacc: '6-1200', jumlah: '3250000.50' }] });
  await act('kastransfer_save', { tanggal: docDay, kodeaccdari: '1-1100', kodeaccke: '1-1200', jumlah: '5000000', keterangan: 'Setor bank' });
  await post(h.srv, { act: 'logoutact' }, s.cookie);
  await addUser(h.srv, 'DEMO', { userid: 'AKUNTAN', password: 'akuntan-rahasia', rights: ['mLapBB002'] });
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', acceptDownloads: true });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('reports: menu, trial balance with XLSX and PDF, profit chart, rights', async (t) => {
  await t.test('log in as the administrator', async () => {
    await page.goto(h.srv.url);
    await page.waitForURL('**/login-form');
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(page);
  });

  await t.test('/menulaporan lists the reports in their group and finds one by search', async () => {
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByRole('link', { name: 'Laporan Neraca Saldo' }).waitFor();
    await page.getByRole('link', { name: 'Grafik Laba Rugi per Bulan' }).waitFor();
    await shot('menu');
    await page.getByLabel('Cari laporan').fill('neraca saldo');
    await page.getByRole('link', { name: 'Laporan Buku Besar' }).waitFor({ state: 'detached' });
    // The worksheet mentions the trial balance in its description.
    assert.deepEqual(await page.locator('.ant-list-item-meta-title a').allInnerTexts(), ['Laporan Neraca Saldo', 'Laporan Neraca Lajur']);
    await page.getByRole('link', { name: 'Laporan Neraca Saldo' }).click();
    await page.waitForURL('**/menulapbb002');
  });

  await t.test('the trial balance for a period typed into the range picker', async () => {
    const from = page.locator('.ant-picker-range input').nth(0);
    await from.click();
    await from.fill(shown(yearStart));
    await page.keyboard.press('Enter');
    const to = page.locator('.ant-picker-range input').nth(1);
    await to.fill(shown(todayWire));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.getByTestId('laporan-parameter').filter({ hasText: `Periode: ${shown(yearStart)} s/d ${shown(todayWire)}` }).waitFor();
    const kas = page.locator('.ant-table-row').filter({ hasText: '1-1100' });
    await kas.waitFor();
    // Kas: opening 25.000.000 (recording started last year), in 12.500.000, out 3.250.000,50 and 5.000.000.
    const kasCells = await kas.locator('.ant-table-cell').allInnerTexts();
    assert.deepEqual(kasCells.slice(0, 2), ['1-1100', 'Kas']);
    // Digit Umum 0 (a new company): whole Rupiah without ",00"; a figure with cents shows them.
    assert.deepEqual(kasCells.slice(2), ['25.000.000', '0', '12.500.000', '8.250.000,50', '29.249.999,50', '0']);
    const total = page.locator('.ant-table-row.lap-t');
    await total.waitFor();
    assert.deepEqual((await total.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()).filter(Boolean), ['Total', '25.000.000', '25.000.000', '20.750.000,50', '20.750.000,50', '37.500.000', '37.500.000']);
    await shot('neraca-saldo');
  });

  let xlsxFile = '';
  await t.test('export XLSX: numbers are numbers, the header frozen', async () => {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor XLSX' }).click()]);
    assert.match(dl.suggestedFilename(), /^laporan-neraca-saldo-\d{4}-01-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
    xlsxFile = join(ARTIFACTS, 'reports-neraca-saldo.xlsx');
    await dl.saveAs(xlsxFile);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(xlsxFile);
    const ws = wb.worksheets[0];
    let kas: unknown[] = [];
    let formats: unknown[] = [];
    ws.eachRow((r) => {
      const v = (r.values as unknown[]).slice(1);
      if (v[0] === '1-1100') [kas, formats] = [v, v.map((_, i) => r.getCell(i + 1).numFmt)];
    });
    assert.deepEqual(kas, ['1-1100', 'Kas', 25000000, 0, 12500000, 8250000.5, 29249999.5, 0]);
    // Shown as on screen: whole Rupiah without decimals, cents where a figure has them.
    assert.deepEqual(formats.slice(2), ['#,##0;-#,##0', '#,##0;-#,##0', '#,##0;-#,##0', '#,##0.00;-#,##0.00', '#,##0.00;-#,##0.00', '#,##0;-#,##0']);
    assert.equal((ws.views[0] as { state: string }).state, 'frozen');
    await page.getByText(/\.xlsx diunduh/).waitFor();
  });

  await t.test('print PDF: downloaded with its progress, first page looked at as PNG', async () => {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak PDF' }).click()]);
    const pdf = join(ARTIFACTS, 'reports-neraca-saldo.pdf');
    await dl.saveAs(pdf);
    assert.ok(statSync(pdf).size > 1000);
    if (existsSync('/usr/bin/pdftoppm')) {
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '90', '-f', '1', '-l', '1', '-singlefile', pdf, join(ARTIFACTS, 'reports-neraca-saldo-pdf')]);
      assert.ok(existsSync(join(ARTIFACTS, 'reports-neraca-saldo-pdf.png')));
    }
  });

  await t.test('the profit chart by month draws its bars and line', async () => {
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByLabel('Cari laporan').fill('grafik');
    await page.getByRole('link', { name: 'Grafik Laba Rugi per Bulan' }).click();
    await page.waitForURL('**/menulapgrafiklaba');
    const chart = page.getByTestId('laporan-grafik').locator('canvas');
    await chart.waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: `${['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'][Number(docDay.slice(5, 7)) - 1]} ${Y}` });
    assert.deepEqual((await row.locator('.ant-table-cell').allInnerTexts()).slice(1), ['12.500.000', '0', '3.250.000,50', '9.249.999,50']);
    await shot('grafik-laba');
  });

  await t.test('a user with the trial balance right only sees that report, and may not print it', async () => {
    await page.context().clearCookies();
    await page.goto(`${h.srv.url}/login-form`);
    await login(page, 'DEMO', 'AKUNTAN', 'akuntan-rahasia');
    await page.waitForURL('**/home');
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByRole('link', { name: 'Laporan Neraca Saldo' }).waitFor();
    assert.deepEqual(await page.locator('.ant-list-item-meta-title a').allInnerTexts(), ['Laporan Neraca Saldo']);
    await page.getByRole('link', { name: 'Laporan Neraca Saldo' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cetak PDF' }).isDisabled(), true);
    await shot('akuntan');
  });
});
