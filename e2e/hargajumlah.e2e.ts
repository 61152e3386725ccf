/**
 * Prices by quantity in a back-office sale, in Chromium against the real server: tea costs 5.000 a
 * piece and 4.200 from 12 pieces (the item's `hargajumlah`). In a new sale (/kasirad) the scanned
 * line starts at 5.000; typing 12 as its quantity re-prices it to 4.200 (the form asks
 * `gethargajual`), and the sale is saved at that price. A price typed on a line is kept when its
 * quantity changes afterwards, while a list-priced line is re-priced by its new quantity. Needs a
 * prior `npm run build`. Screenshots: e2e/artifacts/hargajumlah-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminPage, companyToday, focusIs, type Harness, post, setUpDemo, shot, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;
let act: (a: string, p: unknown) => Promise<Record<string, unknown>>;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const admin = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  act = async (a: string, p: unknown) => {
    const r = await post(h.srv, { act: a, aprq: JSON.stringify(p) }, admin.cookie);
    assert.equal(r.env.num, 0, `${a}: ${r.env.msg}`);
    return r.env.data as Record<string, unknown>;
  };
  await act('item_save', {
    kodeitem: 'TEH01',
    namaitem: 'Teh Celup',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '5000' }],
    hargajumlah: [
      { satuan: 'PCS', jumlahdari: '6', hargajual: '4500' },
      { satuan: 'PCS', jumlahdari: '12', hargajual: '4200' },
    ],
  });
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 14, limitkredit: '5000000' });
  await act('itemmasuk_save', { tanggal: companyToday(), kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '100', harga: '3000' }] });
  page = await adminPage(h);
});

after(async () => {
  await h?.close();
});

test('a back-office sale line is priced by its quantity as it is typed, and saved at that price', async () => {
  await page.goto(`${h.srv.url}/kasirad`);
  await page.getByText('Detail Penjualan').waitFor();
  await focusIs(page, 'tanggal');
  await page.keyboard.press('Enter');
  await focusIs(page, 'kodesupel');
  await typeAndTake(page, 'TOKO01', 'TOKO01 ');
  await focusIs(page, 'kodegudang');
  await typeAndTake(page, 'UTM', 'UTM ');
  const scan = page.locator('[data-scan="1"]');
  await scan.fill('TEH01');
  await scan.press('Enter');
  // The scanned line: one piece at the level price.
  await page.getByTestId('lines-0-total').filter({ hasText: '5.000' }).waitFor();
  await focusIs(page, 'lines_0_jumlah');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('12');
  // Twelve pieces: the tier from 12, 4.200 each.
  await page.locator('#lines_0_harga[value="4.200"], #lines_0_harga[value="4.200,00"]').waitFor();
  await page.getByTestId('lines-0-total').filter({ hasText: '50.400' }).waitFor();
  await shot(page, 'hargajumlah-jual');
  await page.keyboard.press('Control+s');
  await page.waitForURL('**/kasirlist');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'TOKO01' }).filter({ hasText: '50.400' }).waitFor();
  const sales = await act('jual_list', {});
  const got = await act('jual_get', { notransaksi: String((sales.tbl_jual as { notransaksi: string }[])[0].notransaksi) });
  assert.deepEqual((got.tbl_jual_detail as { jumlah: string; harga: string }[]).map((l) => [l.jumlah, l.harga]), [['12.0000', '4200.00']]);
});

test('a price typed on a line is kept when its quantity changes; a list-priced line is re-priced', async () => {
  await page.goto(`${h.srv.url}/kasirad`);
  await page.getByText('Detail Penjualan').waitFor();
  await focusIs(page, 'tanggal');
  await page.keyboard.press('Enter');
  await focusIs(page, 'kodesupel');
  await typeAndTake(page, 'TOKO01', 'TOKO01 ');
  await focusIs(page, 'kodegudang');
  await typeAndTake(page, 'UTM', 'UTM ');
  const scan = page.locator('[data-scan="1"]');
  await scan.fill('TEH01');
  await scan.press('Enter');
  await page.getByTestId('lines-0-total').filter({ hasText: '5.000' }).waitFor();
  // The person's own price, 4.000, then 6 pieces (the list would say 4.500 from 6).
  await page.locator('#lines_0_harga').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4000');
  await page.getByTestId('lines-0-total').filter({ hasText: /^4\.000/ }).waitFor();
  const asked = page.waitForResponse((r) => r.request().postData()?.includes('act=gethargajual') ?? false);
  await page.locator('#lines_0_jumlah').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('6');
  await asked;
  // A second line at the list price, then 6 pieces: re-priced to the tier (its answer comes after the first line's).
  await scan.fill('TEH01');
  await scan.press('Enter');
  await page.getByTestId('lines-1-total').filter({ hasText: '5.000' }).waitFor();
  await focusIs(page, 'lines_1_jumlah');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('6');
  await page.getByTestId('lines-1-total').filter({ hasText: '27.000' }).waitFor();
  assert.match(await page.locator('#lines_0_harga').inputValue(), /^4\.000(,00)?$/);
  await page.getByTestId('lines-0-total').filter({ hasText: '24.000' }).waitFor();
  await shot(page, 'hargajumlah-harga-diketik');
  // Saved as typed: the administrator may sell at another price.
  await page.keyboard.press('Control+s');
  await page.waitForURL('**/kasirlist');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '51.000' }).waitFor();
  const sales = await act('jual_list', {});
  const mine = (sales.tbl_jual as { notransaksi: string; total: string }[]).find((r) => Number(r.total) === 51000)!;
  const got = await act('jual_get', { notransaksi: mine.notransaksi });
  assert.deepEqual((got.tbl_jual_detail as { jumlah: string; harga: string }[]).map((l) => [l.jumlah, l.harga]), [['6.0000', '4000.00'], ['6.0000', '4500.00']]);
});
