/**
 * Pickers in Chromium against the real server: on /bayarhutangad the supplier's open purchases are
 * picked by keyboard ("Ambil Faktur", F3: arrows, Space, Enter), one amount changed, saved with
 * Ctrl+S, and the supplier's payables are reduced (the next payment's picker and the act agree);
 * on /bayarpiutangad a customer's two open sales are picked (Ctrl+A, Enter) and paid in full;
 * a commission payment picks one of the sales person's sales ("Ambil Penjualan"); the picker
 * searches by the number typed in its list and pages a supplier's 52 open purchases 50 at a time;
 * /returbeliflexad opens with Mode Bebas and saves a free return; /listitemrb lists its line.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/pickers-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companyToday, focusIs as focusOn, type Harness, type SetUpAct, setUpDemo, shot as fullShot, startHarness, still, typeAndTake } from './helpers';

let h: Harness;
let page: Page;
let act: SetUpAct;
const bl: string[] = [];
const jl: string[] = [];
const focusIs = (id: string) => focusOn(page, id);

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `pickers-${name}`);
};

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  const today = companyToday();
  await act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Lokal', satuan: 'KG', hargabeli: '10000', jenispajak: '0', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '20000' }] });
  await act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', jatuhtempo: 30 });
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 30 });
  await act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '5' });
  // The shop's opening cash: the payments below come out of the till without a cash-below-zero question.
  await act('saldoawalakun_save', { kodeacc: '1-1100', debet: '5000000' });
  // Three credit purchases: 100.000, 150.000, 60.000.
  for (const jumlah of ['10', '15', '6'])
    bl.push(String((await act('beli_save', { tanggal: today, kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah, harga: '10000' }] })).notransaksi));
  // Two credit sales by sales person S01: 40.000 and 60.000 (commission 5 %).
  for (const jumlah of ['2', '3'])
    jl.push(String((await act('jual_save', { tanggal: today, kodegudang: 'UTM', kodesupel: 'TOKO01', kodesales: 'S01', tunai: '0', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah, harga: '20000', jenispajak: '0' }] })).notransaksi));
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

const openInvoices = async (a: string, p: Record<string, string>, table: string) =>
  ((await act(a, p))[table] as Array<{ notransaksi: string; sisa: string }>).map((r) => [r.notransaksi, r.sisa]);

test('payments take open invoices from a picker; the free purchase return; the returned items list', async (t) => {
  await t.test('a debt payment by keyboard: two of the three purchases picked, one amount changed, saved', async () => {
    await page.goto(`${h.srv.url}/bayarhutangad`);
    await page.getByText('Faktur Dibayar').waitFor();
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodesupel');
    await typeAndTake(page, 'SUP01', 'SUP01 ');
    await focusIs('kodeacckas');
    await typeAndTake(page, '1-1100', '1-1100 ');
    await page.keyboard.press('F3');
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Faktur — Supplier SUP01' });
    await still(dialog);
    const list = dialog.getByRole('listbox', { name: 'Ambil Faktur' });
    await list.locator('tr.ant-table-row').nth(2).waitFor();
    assert.equal(await list.locator('tr.ant-table-row').count(), 3);
    await list.locator('tr.ant-table-row').filter({ hasText: bl[1] }).filter({ hasText: '150.000' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    // The first and the third: Space, down twice, Space.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await dialog.getByText('2 dipilih, sisa 160.000').waitFor();
    await shot('ambil-faktur');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#lines_0_noinvoice').inputValue(), bl[0]);
    assert.equal(await page.locator('#lines_1_noinvoice').inputValue(), bl[2]);
    await page.getByTestId('jumlah-total').filter({ hasText: '160.000' }).waitFor();
    // The cursor is on the first one's amount: 80.000 of its 100.000 is paid.
    await focusIs('lines_0_bayar');
    await page.keyboard.type('80000');
    await page.keyboard.press('Enter');
    await page.getByTestId('jumlah-total').filter({ hasText: '140.000' }).waitFor();
    await shot('bayarhutang');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/bayarhutanglist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /BH-\d{4}-00001/ }).filter({ hasText: '140.000' }).waitFor();
  });

  await t.test('the payables are reduced: the next payment offers 20.000 and 150.000, Esc closes only the dialog', async () => {
    assert.deepEqual(await openInvoices('hutangsupplier', { kodesupel: 'SUP01' }, 'tbl_hutang'), [
      [bl[0], '20000.00'],
      [bl[1], '150000.00'],
    ]);
    await page.goto(`${h.srv.url}/bayarhutangad`);
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await typeAndTake(page, 'SUP01', 'SUP01 ');
    await page.getByRole('button', { name: 'Ambil Faktur' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Faktur — Supplier SUP01' });
    await still(dialog);
    const rows = dialog.locator('tr.ant-table-row');
    await rows.filter({ hasText: bl[0] }).filter({ hasText: '20.000' }).waitFor();
    assert.equal(await rows.count(), 2);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.match(new URL(page.url()).pathname, /\/bayarhutangad$/);
  });

  await t.test('editing the payment: an invoice taken off its lines is offered again with what remained before it', async () => {
    await page.goto(`${h.srv.url}/bayarhutanged?id=${bl[0].replace(/^BL/, 'BH')}`);
    await page.getByText('Faktur Dibayar').waitFor();
    await page.waitForFunction((no) => (document.getElementById('lines_1_noinvoice') as HTMLInputElement | null)?.value === no, bl[2]);
    await page.locator('#lines_0_bayar').focus();
    await page.keyboard.press('Control+Delete');
    await page.waitForFunction((no) => (document.getElementById('lines_0_noinvoice') as HTMLInputElement | null)?.value === no, bl[2]);
    await page.keyboard.press('F3');
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Faktur — Supplier SUP01' });
    await still(dialog);
    const rows = dialog.locator('tr.ant-table-row');
    // 100.000 left before this payment (kecuali), not the 20.000 left after it; the third stays on the form.
    await rows.filter({ hasText: bl[0] }).filter({ hasText: /100\.000.*100\.000/ }).waitFor();
    await rows.filter({ hasText: bl[1] }).waitFor();
    assert.equal(await rows.count(), 2);
    await shot('ubah-bayarhutang');
    // Typing in the list searches by number: only the second purchase is left; ↓ goes back to the list.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.type(bl[1]);
    await dialog.getByRole('textbox', { name: 'Cari No. Faktur' }).and(page.locator(':focus')).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('.ant-modal tr.ant-table-row').length === n, 1);
    await rows.filter({ hasText: bl[1] }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  await t.test('many open invoices: a page of 50 at a time (PageDown/PageUp), ticks kept across pages', async () => {
    await act('supplier_save', { kodesupel: 'SUP02', namasupel: 'CV Banyak Faktur', jatuhtempo: 30 });
    const today = companyToday();
    const many: string[] = [];
    for (let i = 0; i < 52; i++)
      many.push(String((await act('beli_save', { tanggal: today, kodegudang: 'UTM', kodesupel: 'SUP02', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '10000' }] })).notransaksi));
    await page.goto(`${h.srv.url}/bayarhutangad`);
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await typeAndTake(page, 'SUP02', 'SUP02 ');
    await page.keyboard.press('F3');
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Faktur — Supplier SUP02' });
    await still(dialog);
    const rows = dialog.locator('tr.ant-table-row');
    await rows.filter({ hasText: many[0] }).waitFor();
    assert.equal(await rows.count(), 50);
    await dialog.getByText('52 faktur').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('Space');
    await page.keyboard.press('PageDown');
    await rows.filter({ hasText: many[51] }).waitFor();
    assert.equal(await rows.count(), 2);
    await page.keyboard.press('Space');
    await page.keyboard.press('PageUp');
    await rows.filter({ hasText: many[0] }).waitFor();
    await dialog.getByText('2 dipilih, sisa 20.000').waitFor();
    await shot('ambil-faktur-halaman');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction((no) => (document.getElementById('lines_1_noinvoice') as HTMLInputElement | null)?.value === no, many[50]);
    assert.equal(await page.locator('#lines_0_noinvoice').inputValue(), many[0]);
  });

  await t.test('a receivable payment: both sales picked with Ctrl+A and Enter, paid in full', async () => {
    await page.goto(`${h.srv.url}/bayarpiutangad`);
    await page.getByText('Faktur Dibayar').waitFor();
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodesupel');
    await typeAndTake(page, 'TOKO01', 'TOKO01 ');
    await focusIs('kodeacckas');
    await typeAndTake(page, '1-1100', '1-1100 ');
    await page.keyboard.press('F3');
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Faktur — Pelanggan TOKO01' });
    await still(dialog);
    await dialog.locator('tr.ant-table-row').filter({ hasText: jl[1] }).filter({ hasText: '60.000' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('Control+a');
    await dialog.getByText('2 dipilih, sisa 100.000').waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('jumlah-total').filter({ hasText: '100.000' }).waitFor();
    await shot('bayarpiutang');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/bayarpiutanglist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /BP-\d{4}-00001/ }).filter({ hasText: '100.000' }).waitFor();
    assert.deepEqual(await openInvoices('piutangpelanggan', { kodesupel: 'TOKO01' }, 'tbl_piutang'), []);
  });

  await t.test('a commission payment: one of the two sales picked with "Ambil Penjualan", saved', async () => {
    const owed = await openInvoices('komisisales', { kodesales: 'S01' }, 'tbl_komisi');
    assert.deepEqual(owed.map(([no]) => no), jl);
    await page.goto(`${h.srv.url}/bayarkomisislsad`);
    await page.getByText('Komisi Dibayar').waitFor();
    await focusIs('tanggal');
    await page.keyboard.press('Enter');
    await focusIs('kodesales');
    await typeAndTake(page, 'S01', 'S01 ');
    await focusIs('kodeacckas');
    await typeAndTake(page, '1-1100', '1-1100 ');
    await page.keyboard.press('F3');
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Ambil Penjualan — Sales S01' });
    await still(dialog);
    await dialog.locator('tr.ant-table-row').filter({ hasText: jl[1] }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'listbox');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await dialog.getByText('1 dipilih').waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#lines_0_nojual').inputValue(), jl[1]);
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/bayarkomisislslist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /BKS-\d{4}-00001/ }).waitFor();
    assert.deepEqual(await openInvoices('komisisales', { kodesales: 'S01' }, 'tbl_komisi'), [owed[0]]);
  });

  await t.test('/returbeliflexad opens with Mode Bebas and saves a free return', async () => {
    await page.goto(`${h.srv.url}/returbeliflexad`);
    await page.getByText('Detail Retur Pembelian').waitFor();
    await page.locator('#mode').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').filter({ hasText: 'Bebas' }).waitFor();
    // A free return is refunded in cash: no Potong Hutang to turn on.
    await page.locator('#kodeacckas').waitFor();
    assert.equal(await page.locator('#potonghutang').count(), 0);
    await page.locator('#kodesupel').click();
    await typeAndTake(page, 'SUP01', 'SUP01 ');
    await page.locator('#kodegudang').click();
    await typeAndTake(page, 'UTM', 'UTM ');
    await page.locator('#kodeacckas').click();
    await typeAndTake(page, '1-1100', '1-1100 ');
    await page.locator('[data-scan="1"]').click();
    await page.keyboard.type('GULA01');
    await page.keyboard.press('Enter');
    await focusIs('lines_0_jumlah');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page.getByTestId('jumlah-total').filter({ hasText: '20.000' }).waitFor();
    await shot('returbeliflex');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/returbelilist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /RB-\d{4}-00001/ }).filter({ hasText: 'Bebas' }).waitFor();
  });

  await t.test('/listitemrb lists the returned line with its item, supplier and total', async () => {
    await page.goto(`${h.srv.url}/listitemrb`);
    const row = page.getByTestId('listitemrb').locator('tr.ant-table-row').filter({ hasText: /RB-\d{4}-00001/ });
    await row.filter({ hasText: 'Gula Pasir Lokal' }).filter({ hasText: 'PT Sumber Makmur' }).filter({ hasText: 'Bebas' }).filter({ hasText: '20.000' }).waitFor();
    await page.getByTestId('itemrb-total').filter({ hasText: '20.000' }).waitFor();
    await page.getByLabel('Cari item retur').fill('beras');
    await page.keyboard.press('Enter');
    await page.getByText('Tidak ada item retur pembelian pada periode ini').waitFor();
    await shot('listitemrb');
  });
});
