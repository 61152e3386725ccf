/**
 * Commerce reports in Chromium against the real server (issue 19): the demo company buys 24
 * coffees in and sells 4; /menulaporan finds the stock mutation, which shows opening, in, out and
 * closing in quantity and value; the daily sales chart draws the day's sale; the receivables ageing
 * shows an opening receivable not yet due. Needs a prior
 * `npm run build`. Screenshots: e2e/artifacts/commercereports-*.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminPage, companyToday, post, setUpDemo, shot as fullShot, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `commercereports-${name}`);
const today = companyToday();
const Y = today.slice(0, 4);
/** Documents dated the 2nd of this month (or of January when today is the 1st of it). */
const docDay = Number(today.slice(8, 10)) >= 2 ? `${today.slice(0, 8)}02` : `${Y}-01-02`;
const period = encodeURIComponent(JSON.stringify({ periode: { dari: `${Y}-01-01`, sampai: today } }));

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const s = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  const act = async (name: string, payload: unknown) => {
    const r = await post(h.srv, { act: name, aprq: JSON.stringify(payload) }, s.cookie);
    assert.equal(r.env.num, 0, `${name}: ${r.env.msg}`);
  };
  await act('item_save', { kodeitem: 'KOPIRPT', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await act('pelanggan_save', { kodesupel: 'PELRPT', namasupel: 'Toko Berkah' });
  await act('itemmasuk_save', { tanggal: docDay, kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPIRPT', satuan: 'PCS', jumlah: '24', harga: '10000' }] });
  await act('jual_save', { tanggal: docDay, kodegudang: 'UTM', kodesupel: 'PELRPT', lines: [{ kodeitem: 'KOPIRPT', satuan: 'PCS', jumlah: '4', harga: '15000', jenispajak: '1112' }], tunai: '60000' });
  // An opening receivable not yet due: the receivables ageing shows it as current.
  await act('saldoawalpiutang_save', { tanggal: docDay, kodesupel: 'PELRPT', jumlah: '250000', jatuhtempo: `${Number(Y) + 1}-12-31` });
  await post(h.srv, { act: 'logoutact' }, s.cookie);
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('commerce reports: the stock mutation and the daily sales chart', async (t) => {
  await t.test('/menulaporan finds the stock mutation by search', async () => {
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByRole('link', { name: 'Laporan Mutasi Stok' }).waitFor();
    await page.getByLabel('Cari laporan').fill('mutasi stok');
    await page.getByRole('link', { name: 'Laporan Mutasi Hutang' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Laporan Mutasi Stok' }).click();
    await page.waitForURL('**/menulappers006');
  });

  await t.test('the stock mutation of the year: opening, in, out and closing in quantity and value', async () => {
    await page.goto(`${h.srv.url}/menulappers006?p=${period}`);
    const row = page.locator('.ant-table-row').filter({ hasText: 'KOPIRPT' });
    await row.waitFor();
    // 24 in at 10.000, 4 sold at the average cost: 20 left worth 200.000.
    assert.deepEqual(
      (await row.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()),
      ['KOPIRPT', '', 'Kopi Bubuk', 'PCS', '0', '0', '24', '240.000', '4', '40.000', '20', '200.000'],
    );
    await shot('mutasi-stok');
  });

  await t.test('the daily sales chart draws the day of the sale', async () => {
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByLabel('Cari laporan').fill('grafik penjualan');
    await page.getByRole('link', { name: 'Grafik Penjualan Harian' }).click();
    await page.waitForURL('**/menulapjl012');
    await page.goto(`${h.srv.url}/menulapjl012?p=${period}`);
    await page.getByTestId('laporan-grafik').locator('canvas').waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: `${docDay.slice(8, 10)}/${docDay.slice(5, 7)}/${Y}` });
    assert.deepEqual((await row.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()), [`${docDay.slice(8, 10)}/${docDay.slice(5, 7)}/${Y}`, '1', '60.000', '60.000']);
    await shot('grafik-harian');
  });

  await t.test('the receivables ageing at today: the opening receivable not yet due', async () => {
    await page.goto(`${h.srv.url}/menulaporan`);
    await page.getByLabel('Cari laporan').fill('umur piutang');
    await page.getByRole('link', { name: 'Laporan Umur Piutang' }).click();
    await page.waitForURL('**/menulappt002');
    const row = page.locator('.ant-table-row').filter({ hasText: 'PELRPT' });
    await row.waitFor();
    assert.deepEqual((await row.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()), ['PELRPT', 'Toko Berkah', '250.000', '0', '0', '0', '0', '250.000']);
    await shot('umur-piutang');
  });
});
