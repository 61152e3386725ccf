/**
 * Assembly in Chromium against the real server: a Proses Perakitan entered by keyboard only — the
 * warehouse, the work-in-progress account left empty (the role's account is taken), the assembly
 * item scanned by its code and its quantity — saved with Ctrl+S with its components left empty:
 * the server fills them from the item's component list, and the saved process shows them with
 * the account 1-1450 Barang Dalam Proses. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/assembly-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companyToday, focusIs as focusOn, type Harness, setUpDemo, shot as fullShot, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `assembly-${name}`);
const focusIs = (id: string) => focusOn(page, id);

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'BAUT5', namaitem: 'Baut 5 cm', satuan: 'PCS' });
  await act('item_save', { kodeitem: 'PAPAN1', namaitem: 'Papan Jati 1 m', satuan: 'PCS' });
  await act('item_save', {
    kodeitem: 'RAKBUKU',
    namaitem: 'Rak Buku Jati',
    satuan: 'PCS',
    tipe: '3',
    komponen: [
      { kodekomponen: 'BAUT5', satuan: 'PCS', jumlah: '4' },
      { kodekomponen: 'PAPAN1', satuan: 'PCS', jumlah: '2' },
    ],
  });
  await act('saldoawalitem_save', {
    tanggal: companyToday(),
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'BAUT5', satuan: 'PCS', jumlah: '100', harga: '600' },
      { kodeitem: 'PAPAN1', satuan: 'PCS', jumlah: '20', harga: '10000' },
    ],
  });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('a Proses Perakitan by keyboard: components and the work-in-progress account filled by the server', async (t) => {
  await t.test('entered by keyboard and saved with Ctrl+S', async () => {
    await page.goto(`${h.srv.url}/prosesrakitan`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/prosesrakitad');
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodegudang');
    await typeAndTake(page, 'UTM', 'UTM ');
    await focusIs('kodeacc');
    // The work-in-progress account is left empty: the role's account is taken.
    await page.keyboard.press('Enter');
    await focusIs('keterangan');
    await page.keyboard.type('Rak pesanan toko');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
    // A component scanned as the product is named for what it is not (not "tidak ditemukan").
    await page.keyboard.type('BAUT5');
    await page.keyboard.press('Enter');
    await page.getByText('Item Rakitan: item BAUT5 Baut 5 cm bukan item rakitan.').waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('RAKBUKU');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_jumlah');
    await page.keyboard.type('3');
    // The one product line is the most the grid takes: Enter moves on to the components' scan box.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1' && !!document.activeElement.closest('[data-table="komponen"]'));
    await shot('entered');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/prosesrakitan');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /PR-\d{4}-00001/ }).filter({ hasText: '1-1450' }).waitFor();
  });

  await t.test('the saved process shows the components from the item list: 12 bolts, 6 boards', async () => {
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /PR-\d{4}-00001/ }).click();
    await page.waitForURL('**/prosesrakited?id=*');
    await page.locator('#komponen_1_jumlah').waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: 'BAUT5' }).waitFor();
    await rows.filter({ hasText: 'PAPAN1' }).waitFor();
    assert.equal(await page.locator('#komponen_0_jumlah').inputValue(), '12');
    assert.equal(await page.locator('#komponen_1_jumlah').inputValue(), '6');
    assert.equal(await page.getByText('maksimal 1 baris').count(), 0);
    await shot('saved');
  });
});
