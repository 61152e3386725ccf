/**
 * Stock operations in Chromium against the real server: an Item Keluar entered by keyboard asks
 * more than the warehouse holds and is refused with the item, warehouse and missing quantity
 * named; corrected, it is saved and the stock card shows what is left. Then the minimum-stock list
 * shows the item under its minimum with the suggested quantity, which becomes a purchase order to
 * the item's main supplier; a variant item under its minimum is listed per variant, and its order's
 * line names the variant. Then the repair process runs to
 * the end of its progress bar with nothing to repair; an opname is entered in its dialog, where the
 * stock in the books and the difference are the server's. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/stockops-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companyToday, focusIs as focusOn, type Harness, setUpDemo, shot as fullShot, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `stockops-${name}`);
const focusIs = (id: string) => focusOn(page, id);

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('supplier_save', { kodesupel: 'SUPKOPI', namasupel: 'PT Kopi Nusantara' });
  await act('item_save', {
    kodesupel: 'SUPKOPI',
    hargabeli: '11500',
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '8991234567883' },
      { satuan: 'BOX', konversi: '12', barcode: '8991234567890' },
    ],
    stokmin: [{ kodegudang: 'UTM', stokmin: '20' }],
  });
  // A variant item, at least 10 of each colour in UTM.
  await act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  await act('item_save', {
    kodesupel: 'SUPKOPI',
    hargabeli: '25000',
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    stokmin: [{ kodegudang: 'UTM', stokmin: '10' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  // Opening stock of 24 pieces at 12.000, dated today (the form's default date); 12 red shirts and 4 blue.
  const today = companyToday();
  await act('saldoawalitem_save', {
    tanggal: today,
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24', harga: '12000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '12', harga: '25000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '4', harga: '25000' },
    ],
  });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('item keluar by keyboard: too much refused with what is missing, then saved; stock card; minimum stock; repair', async (t) => {
  await t.test('asking 30 of 24 pieces is refused, naming item, warehouse and the 6 missing', async () => {
    await page.goto(`${h.srv.url}/itemkeluarlist`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/itemkeluarad');
    await page.getByText('Detail Item Keluar').waitFor();
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodegudang');
    await typeAndTake(page, 'UTM', 'UTM ');
    await focusIs('kodeacc');
    await typeAndTake(page, '6-1100', '6-1100 ');
    await focusIs('keterangan');
    await page.keyboard.type('Sampel promosi');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
    await page.keyboard.type('8991234567883');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_jumlah');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await page.getByText(/stok item KOPI01 .* di gudang UTM tidak mencukupi .* tersedia 24 PCS, diminta 30 PCS, kurang 6 PCS/).first().waitFor();
    await shot('itemkeluar-refused');
  });

  await t.test('12 pieces are saved; the stock card shows 12 left at 12.000', async () => {
    await page.locator('#lines_0_jumlah').fill('12');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/itemkeluarlist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /IK-\d{4}-00001/ }).waitFor();
    await page.goto(`${h.srv.url}/kartustok`);
    await page.locator('#ks-kodeitem').click();
    await page.keyboard.type('kopi');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="KOPI01 "]').click();
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.getByTestId('saldoakhir').filter({ hasText: /^12$/ }).waitFor();
    assert.equal(await page.getByTestId('hppakhir').textContent(), '12.000');
    await shot('kartustok');
  });

  await t.test('minimum stock: 12 under the minimum of 20, suggested 8', async () => {
    await page.goto(`${h.srv.url}/stokminimum`);
    const row = page.getByTestId('stokminimum').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KOPI01' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /UTM.*KOPI01.*PCS.*20.*12.*8/);
    await shot('stokminimum');
  });

  await t.test('the suggestion becomes a purchase order: 10 instead of 8, to the main supplier, opened from the link', async () => {
    const row = page.getByTestId('stokminimum').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KOPI01' });
    await row.getByRole('checkbox', { name: 'Pilih KOPI01 UTM' }).check();
    const qty = page.locator('#sm-pesan-UTM-KOPI01');
    await qty.fill('10');
    await qty.press('Tab');
    await page.getByRole('button', { name: 'Buat Pesanan Pembelian (1)' }).click();
    await page.getByTestId('sm-rencana').filter({ hasText: 'SUPKOPI → UTM: 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Buat', exact: true }).click();
    const link = page.getByTestId('sm-dibuat').getByRole('link', { name: /^OB-\d{4}-00001$/ });
    await link.waitFor();
    assert.match((await page.getByTestId('sm-dibuat').textContent()) ?? '', /SUPKOPI, gudang UTM, 1 item, total 115\.000/);
    await shot('stokminimum-pesanan');
    await link.click();
    await page.waitForURL('**/pesanbelied?id=*');
    await page.getByText('Detail Pesanan Pembelian').waitFor();
    await page.locator('#lines_0_harga').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KOPI01' }).first().waitFor();
    assert.equal(await page.locator('#lines_0_jumlah').inputValue(), '10');
    assert.equal(await page.locator('#lines_0_harga').inputValue(), '11.500');
  });

  await t.test('a variant item: the blue shirts (4 of 10) are listed with their variant, the red (12) not; the order line names the variant', async () => {
    await page.goto(`${h.srv.url}/stokminimum`);
    const table = page.getByTestId('stokminimum');
    const row = table.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KAOS' });
    await row.getByTestId('sm-varian-KAOS-BIRU').filter({ hasText: /^BIRU$/ }).waitFor();
    assert.equal(await row.count(), 1);
    assert.match((await row.textContent()) ?? '', /UTM.*KAOS.*Kaos Polos.*BIRU.*PCS.*10.*4.*6/);
    await shot('stokminimum-varian');
    await row.getByRole('checkbox', { name: 'Pilih KAOS KAOS-BIRU UTM' }).check();
    assert.equal(await page.locator('#sm-pesan-UTM-KAOS-KAOS-BIRU').inputValue(), '6');
    await page.getByRole('button', { name: 'Buat Pesanan Pembelian (1)' }).click();
    await page.getByTestId('sm-rencana').filter({ hasText: 'SUPKOPI → UTM: 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Buat', exact: true }).click();
    const link = page.getByTestId('sm-dibuat').getByRole('link', { name: /^OB-\d{4}-00002$/ });
    await link.waitFor();
    assert.match((await page.getByTestId('sm-dibuat').textContent()) ?? '', /SUPKOPI, gudang UTM, 1 item, total 150\.000/);
    await link.click();
    await page.waitForURL('**/pesanbelied?id=*');
    await page.getByText('Detail Pesanan Pembelian').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'KAOS-BIRU' }).first().waitFor();
    assert.equal(await page.locator('#lines_0_jumlah').inputValue(), '6');
    await shot('stokminimum-varian-pesanan');
  });

  await t.test('the repair process runs to the end of its progress bar, nothing to repair', async () => {
    await page.goto(`${h.srv.url}/perbaikansaldo`);
    await page.getByRole('button', { name: 'Proses' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await page.getByTestId('hasil').getByText('Buku benar: semua pemeriksaan lulus.', { exact: false }).waitFor();
    await page.getByText('Tidak ada yang perlu diperbaiki').waitFor();
    await page.getByTestId('progress').getByText('Selesai.').waitFor();
    await shot('perbaikansaldo');
  });

  await t.test('an opname in its dialog: dated today, 10 pieces counted; the stock in the books and the difference are filled by the server, never typed', async () => {
    await page.goto(`${h.srv.url}/opnameae`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Tambah Stok Opname' });
    await dialog.getByText('Detail Stok Opname').waitFor();
    const [y, m, d] = companyToday().split('-');
    assert.equal(await dialog.locator('#tanggal').inputValue(), `${d}/${m}/${y}`);
    // By keyboard, as on a document's own page: Enter from the date, the warehouse picked by typing,
    // Enter on through the note to the scan box.
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodegudang');
    await typeAndTake(page, 'UTM', 'UTM');
    await focusIs('keterangan');
    await page.keyboard.type('Hitung akhir bulan');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
    await page.keyboard.type('KOPI01');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_jumlah');
    await page.keyboard.type('10');
    // The stock in the books and the difference are the server's: shown, no box to type in.
    assert.equal(await dialog.locator('#lines_0_stok, #lines_0_selisih').count(), 0);
    assert.equal(await dialog.getByTestId('lines-0-stok').textContent(), '—');
    await shot('opname-add');
    await page.keyboard.press('Control+s');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'OP-' }).click();
    const edit = page.locator('.ant-modal').filter({ hasText: 'Ubah Stok Opname' });
    // 12 pieces in the books, 10 counted: 2 short.
    await edit.getByTestId('lines-0-stok').filter({ hasText: '12' }).waitFor();
    assert.equal(await edit.getByTestId('lines-0-selisih').textContent(), '-2');
    // The dialog has finished opening (for the screenshot).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.ant-modal')].some((m) => getComputedStyle(m).opacity === '1' && !m.closest('[class*="-leave"]') && !m.className.includes('zoom')));
    await shot('opname-edit');
  });
});
