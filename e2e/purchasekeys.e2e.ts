/**
 * A purchase by keyboard only, in Chromium against the real server (issue 13, "Show it"): from the
 * purchase list (Insert) the header is filled field by field with Enter — supplier and warehouse
 * picked by typing, PPN Exclude chosen — then two lines of the same item in two units (a box with a
 * 10 % line discount, pieces at their own price), the unit of the second line changed in the grid;
 * Ctrl+S saves it, all on credit, due today (the supplier gives no term). From the list (↓ to the
 * row, P) its invoice PDF opens in a new tab with the totals; the item's stock card shows the
 * purchase; the header's Pengingat Hutang Piutang lists it as due. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/purchasekeys-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminActs, adminPage, companyToday, focusIs as focusOn, type Harness, setUpDemo, shot as fullShot, shownDate, startHarness, still, typeAndTake } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `purchasekeys-${name}`);
const focusIs = (id: string) => focusOn(page, id);
const enter = () => page.keyboard.press('Enter');

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('item_save', {
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    hargabeli: '12000',
    satuanitem: [
      { satuan: 'PCS', konversi: '1' },
      { satuan: 'BOX', konversi: '12' },
    ],
  });
  // No payment term: a credit purchase is due on its own date.
  await act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', jatuhtempo: 0 });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('a purchase in two units with a line discount and PPN Exclude by keyboard only; printed; on the stock card; due in the reminder', async (t) => {
  const today = companyToday();
  let no = '';

  await t.test('entered by keyboard and saved with Ctrl+S', async () => {
    await page.goto(`${h.srv.url}/belilist`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cari');
    await page.keyboard.press('Insert');
    await page.waitForURL('**/beliad');
    await page.getByText('Detail Pembelian').waitFor();
    await focusIs('tanggal');
    await enter();
    await focusIs('kodesupel');
    await typeAndTake(page, 'SUP01', 'SUP01 ');
    await focusIs('kodegudang');
    await typeAndTake(page, 'UTM', 'UTM ');
    await focusIs('nofaktur');
    await page.keyboard.type('INV-2026-17');
    await enter();
    await focusIs('keterangan');
    await page.keyboard.type('Kopi untuk bulan ini');
    await enter();
    await focusIs('diskon');
    await enter();
    await focusIs('tipeppn');
    await typeAndTake(page, 'Ex', 'Exclude');
    await focusIs('jenispajak');
    await enter();
    for (const id of ['biayakirim', 'biayalain', 'tunai', 'kodeacckas', 'deposit', 'jatuhtempo']) {
      await focusIs(id);
      await enter();
    }
    // The scan box: the item's code makes a line in its base unit, the cursor on its quantity.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
    // An unknown code is named, and the box keeps the cursor with the code selected: the next scan replaces it.
    await page.keyboard.type('XYZ999');
    await enter();
    await page.getByText("Item dengan kode atau barcode 'XYZ999' tidak ditemukan.").waitFor();
    await page.waitForFunction(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.getAttribute('data-scan') === '1' && !el.readOnly && el.selectionStart === 0 && el.selectionEnd === el.value.length && el.value === 'XYZ999';
    });
    await page.keyboard.type('KOPI01');
    await enter();
    await focusIs('lines_0_jumlah');
    // First line: back to its unit (Shift+Tab passes the unit's clear button), BOX taken by typing; 2 boxes at 144.000 less 10 %.
    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Clear');
    await page.keyboard.press('Shift+Tab');
    await focusIs('lines_0_satuan');
    await typeAndTake(page, 'BOX', 'BOX');
    await focusIs('lines_0_jumlah');
    // The unit's purchase price is proposed: a box of 12 at 12 × 12.000.
    await page.waitForFunction(() => (document.querySelector('#lines_0_harga') as HTMLInputElement | null)?.value === '144.000');
    await page.keyboard.type('2');
    await enter();
    await focusIs('lines_0_harga');
    await page.keyboard.type('144000');
    await enter();
    await focusIs('lines_0_diskon1');
    await page.keyboard.type('10');
    await enter();
    await page.getByTestId('lines-0-total').filter({ hasText: '259.200' }).waitFor();
    // Second line, the same item in pieces: 6 at 12.500.
    for (const id of ['lines_0_diskon2', 'lines_0_diskon3', 'lines_0_diskon4']) {
      await focusIs(id);
      await enter();
    }
    // The last cell of a filled last row adds a row.
    await focusIs('lines_1_kodeitem');
    await typeAndTake(page, 'KOPI01', 'KOPI01 ');
    await focusIs('lines_1_satuan');
    await enter();
    await focusIs('lines_1_jumlah');
    await page.keyboard.type('6');
    await enter();
    await focusIs('lines_1_harga');
    await page.keyboard.type('12500');
    await enter();
    await page.getByTestId('lines-1-total').filter({ hasText: '75.000' }).waitFor();
    // 259.200 + 75.000 = 334.200; PPN Exclude 11 % = 36.762; total 370.962, all on credit.
    await page.getByTestId('jumlah-total').filter({ hasText: '370.962' }).waitFor();
    assert.equal(await page.getByTestId('jumlah-subtotal').textContent(), '334.200');
    assert.equal(await page.getByTestId('jumlah-ppn').textContent(), '36.762');
    assert.equal(await page.getByTestId('jumlah-kredit').textContent(), '370.962');
    await shot('beli-add');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/belilist');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '370.962' });
    await row.waitFor();
    no = /BL-\d{4}-\d{5}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    assert.match(no, /^BL-\d{4}-00001$/);
    await shot('beli-list');
  });

  await t.test('printed from the list: the invoice PDF opens with the lines and the totals', async () => {
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cari');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.matches('tr[data-row-key]') ?? false);
    const [file, tab] = await Promise.all([page.waitForResponse((r) => r.url().includes('/unduh/')), page.context().waitForEvent('page'), page.keyboard.press('p')]);
    assert.equal(file.headers()['content-type'], 'application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await file.body()));
    const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, ' ');
    for (const s of [
      'FAKTUR PEMBELIAN',
      'PT Sumber Makmur',
      `No. : ${no}`,
      `Tanggal : ${shownDate(today)}`,
      `Jatuh Tempo : ${shownDate(today)}`,
      'INV-2026-17',
      'PPN Exclude',
      'KOPI01 Kopi Bubuk Kapal Api 165 g 2 BOX 144.000 10% 259.200',
      'KOPI01 Kopi Bubuk Kapal Api 165 g 6 PCS 12.500 75.000',
      'Subtotal 334.200',
      'PPN 36.762',
      'Total 370.962',
      'Tunai 0',
      'Kredit 370.962',
    ])
      assert.ok(text.includes(s), `PDF tanpa '${s}': ${text}`);
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });

  await t.test("the item's stock card shows the purchase: 2 boxes and 6 pieces, 30 pieces in", async () => {
    await page.goto(`${h.srv.url}/kartustok`);
    await page.locator('#ks-kodeitem').click();
    await page.keyboard.type('kopi');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="KOPI01 "]').click();
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: no }).first().waitFor();
    await page.getByTestId('saldoakhir').filter({ hasText: /^30$/ }).waitFor();
    await shot('kartustok');
  });

  await t.test('due today: the reminder popup lists it under Data Hutang', async () => {
    await page.getByRole('button', { name: 'Pengingat Hutang Piutang' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Pengingat Hutang Piutang Sudah Jatuh Tempo' });
    await still(dialog);
    const hutang = dialog.getByRole('region', { name: 'Data Hutang' });
    await hutang.locator('tr.ant-table-row').filter({ hasText: no }).filter({ hasText: 'PT Sumber Makmur' }).filter({ hasText: '370.962,00' }).waitFor();
    await hutang.getByText('Hal 1 / 1').waitFor();
    await shot('pengingat');
  });
});
