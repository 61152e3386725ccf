/**
 * Stock in Chromium against the real server: an Item Masuk is entered by keyboard only — one item
 * found by the barcode of its box (the box unit chosen with it), one found by its code in the
 * grid's item picker — saved with Ctrl+S; its stock card shows the pieces in and the average cost;
 * the ledger of the inventory account moves by the same amount. Also: an item with two units
 * edited in the generic form. Needs a prior `npm run build`. Screenshots: e2e/artifacts/inventory-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, focused as focusedOn, focusIs as focusOn, type Harness, setUpDemo, shot as fullShot, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `inventory-${name}`);
};
const focused = () => focusedOn(page);
/** Waits until the keyboard focus is on the element with this id (a screenshot when it is not). */
const focusIs = (id: string) => focusOn(page, id).catch(async (e) => {
  await shot(`fokus-${id}`);
  throw e;
});

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('item_save', {
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    hargabeli: '12500',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '8991234567883' },
      { satuan: 'BOX', konversi: '12', barcode: '8991234567890' },
    ],
  });
  await act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Lokal', satuan: 'KG', hargabeli: '15000' });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('item masuk by keyboard: a box by its barcode, a sack of sugar by its code; stock card and ledger', async (t) => {
  await t.test('the form opens on its date; Enter walks the header', async () => {
    await page.goto(`${h.srv.url}/itemmasuklist`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/itemmasukad');
    await page.getByText('Detail Item Masuk').waitFor();
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodegudang');
    await typeAndTake(page, 'UTM', 'UTM ');
    await focusIs('kodeacc');
    await typeAndTake(page, 'modal', '3-1000 ');
    await focusIs('keterangan');
    await page.keyboard.type('Setoran barang dari pemilik');
    await page.keyboard.press('Enter');
    // The scan box of the item grid takes the next keys.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
  });

  await t.test('a scanned box barcode adds the item in boxes, the cursor on its quantity', async () => {
    await page.keyboard.type('8991234567890');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_jumlah');
    assert.equal(await page.locator('#lines_0_kodeitem').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').getAttribute('class').then(Boolean), true);
    await page.locator('.child-grid [data-field="satuan"] .ant-select-content[title^="BOX"]').first().waitFor();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_harga');
    await page.keyboard.type('144.000');
    await page.keyboard.press('Enter');
    // From the last cell of a filled row, a new row; its item picked by code.
    await focusIs('lines_1_kodeitem');
    await typeAndTake(page, 'GULA', 'GULA01 ');
    // Picking the item fills its base unit, and its purchase price for that unit follows (gethargabeli).
    await page.locator('.child-grid tbody tr[data-row-key]').nth(1).locator('[data-field="satuan"] .ant-select-content[title^="KG"]').waitFor();
    await focusIs('lines_1_satuan');
    await page.keyboard.press('Enter');
    await focusIs('lines_1_jumlah');
    await page.keyboard.type('10,5');
    await page.keyboard.press('Enter');
    await focusIs('lines_1_harga');
    await page.waitForFunction(() => (document.querySelector('#lines_1_harga') as HTMLInputElement | null)?.value === '15.000');
    await page.keyboard.press('Enter');
    // The live figures, the declaration's own: 2 × 144.000 + 10,5 × 15.000.
    await page.getByTestId('lines-1-total').filter({ hasText: '157.500' }).waitFor();
    assert.equal(await page.getByTestId('jumlah-total').textContent(), '445.500');
    assert.ok(['lines_2_kodeitem', 'Simpan'].includes(await focused()), await focused());
    await shot('itemmasuk-add');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/itemmasuklist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '445.500' }).waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    assert.match((await row.textContent()) ?? '', /IM-\d{4}-00001.*UTM.*Kantor Pusat.*3-1000.*Modal/);
    await shot('itemmasuk-list');
  });

  await t.test('the stock card shows 24 pieces in at 12.000 each', async () => {
    await page.goto(`${h.srv.url}/kartustok`);
    await page.locator('#ks-kodeitem').click();
    await page.keyboard.type('kopi');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="KOPI01 "]').click();
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.getByTestId('kartustok').waitFor();
    await page.getByTestId('saldoakhir').filter({ hasText: /^24$/ }).waitFor();
    assert.equal(await page.getByTestId('hppakhir').textContent(), '12.000');
    assert.match((await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent()) ?? '', /IM-\d{4}-00001.*UTM.*24.*24.*12\.000/);
    await shot('kartustok');
  });

  await t.test('the ledger of Persediaan Barang moves by the same amount', async () => {
    await page.goto(`${h.srv.url}/bukubesar?kodeacc=1-1400`);
    await page.getByTestId('saldoakhir').filter({ hasText: '445.500' }).waitFor();
    await shot('bukubesar-persediaan');
  });
});

test('an item with two units and a box barcode, edited in the generic form', async () => {
  await page.goto(`${h.srv.url}/listitem`);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KOPI01' }).click();
  await page.waitForURL('**/itemed?id=*');
  await page.getByText('Satuan Item').waitFor();
  assert.equal(await page.locator('#satuanitem_1_barcode').inputValue(), '8991234567890');
  // A barcode another item uses is refused on its cell.
  await page.locator('#satuanitem_1_barcode').fill('8991234567883');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.locator('.ant-form-item').filter({ has: page.locator('#satuanitem_1_barcode') }).locator('.ant-form-item-explain-error').waitFor();
  await shot('item-units-refused');
  await page.locator('#satuanitem_1_barcode').fill('8991234567999');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.waitForURL('**/listitem');
});
