/**
 * A new shop's first shift (issue 34) in Chromium: the company set up by /startingdb with its
 * default settings (Mode Kas Laci off, no customer made by hand), a cashier sells to a walk-in buyer
 * by keyboard — F10 pays for the general customer UMUM that /startingdb made — and F11 closes the
 * shift: the drawer the first sale opened (opening cash 0) against the cash counted. The next sale
 * starts the next shift, closed on its own.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/kasir-baru-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addUser, confirmReady, adminActs, companySql, type Harness, login, setUpDemo, shot, startHarness } from './helpers';

let h: Harness;
let page: Page;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await act('itemmasuk_save', { tanggal: '2025-12-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '40', harga: '2500' }] });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot(page, 'kasir-baru-last').catch(() => undefined);
  await h?.close();
});

const rows = async <T,>(text: string) => ((await companySql(h.srv, 'DEMO', text)) as { rows: T[] }).rows;
const focused = (label: string) => page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);

/** Scans `typed`, pays `tunai` with F10 and Enter, sees the change, and starts the next customer. */
async function sell(typed: string, total: string, tunai: string, kembali: string) {
  const scan = page.getByLabel('Scan barcode atau kode item');
  await focused('Scan barcode atau kode item');
  await scan.pressSequentially(typed);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: total }).waitFor();
  await page.keyboard.press('F10');
  await focused('Tunai');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(tunai);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-kembali').filter({ hasText: kembali }).waitFor();
  // As the cashier sees it: the finished sale's Transaksi Baru holds the focus (the receipt's
  // printing took it for a moment), then Enter.
  await page.waitForFunction(() => document.activeElement?.textContent?.includes('Transaksi Baru') === true);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-selesai').waitFor({ state: 'detached' });
}

/** F11: the cash counted, Enter through the slips, Ya; the comparison shown. */
async function closeShift(tunai: string) {
  await page.keyboard.press('F11');
  await focused('Uang tunai di laci dihitung');
  await page.keyboard.type(tunai);
  await page.keyboard.press('Enter');
  await focused('Slip kartu dihitung');
  await page.keyboard.press('Enter');
  await focused('E-Money dihitung');
  await page.keyboard.press('Enter');
  await page.locator('.ant-modal-confirm').filter({ hasText: 'Tutup kasir sekarang?' }).waitFor();
  await confirmReady(page, 'Ya, Tutup Kasir');
  await page.keyboard.press('Enter');
}

test('a new company: the cashier sells to a walk-in buyer with F10 (the general customer UMUM) and closes the shift with F11 with Mode Kas Laci off', async () => {
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');
  // No drawer asked (Mode Kas Laci off); the bill is the general customer's.
  await page.getByTestId('kasir-pelanggan').filter({ hasText: 'UMUM Pelanggan Umum' }).waitFor();
  assert.equal(await page.getByLabel('Jumlah Kas Laci').count(), 0);

  await sell('2*MIE01', '7.000', '10000', '3.000');
  await shot(page, 'kasir-baru-jual');
  const sold = await rows<{ kodesupel: string; total: string; kaslaci: number | null }>(`select kodesupel, total::text as total, kaslaci from kasir`);
  assert.deepEqual(sold.map((r) => [r.kodesupel, r.total]), [['UMUM', '7000.00']]);
  // The sale opened this device's drawer, at 0.
  const drawers = await rows<{ id: number; saldoawal: string; ditutup: string | null }>(`select id, saldoawal::text as saldoawal, ditutup from kas_laci where userid = 'KASIR1'`);
  assert.deepEqual(drawers.map((d) => [d.saldoawal, d.ditutup]), [['0.00', null]]);
  assert.equal(sold[0].kaslaci, drawers[0].id);

  // F11: 7.000 counted, the system's 7.000 (opening cash 0 + the sale), no difference.
  await closeShift('7000');
  const tunai = page.locator('.ant-modal .ant-table-row').filter({ hasText: 'Tunai' });
  await tunai.filter({ hasText: '7.000' }).waitFor();
  assert.deepEqual((await tunai.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()), ['Tunai (termasuk kas awal)', '7.000', '7.000', '0']);
  await page.getByText(`Tutup Kasir TKS-${drawers[0].id}`).waitFor();
  await shot(page, 'kasir-baru-tutup');
  // Selesai: back to selling, no drawer asked for (the next sale opens the next one).
  await page.getByRole('button', { name: 'Selesai' }).click();
  await page.locator('.ant-modal .ant-table-row').first().waitFor({ state: 'detached' });
  await focused('Scan barcode atau kode item');
  assert.equal(await page.getByLabel('Jumlah Kas Laci').count(), 0);

  // The next shift: one more sale, closed alone (the first sale is not counted again).
  await page.getByTestId('kasir-pelanggan').filter({ hasText: 'UMUM' }).waitFor();
  await sell('MIE01', '3.500', '5000', '1.500');
  await closeShift('3500');
  await tunai.filter({ hasText: '3.500' }).waitFor();
  assert.deepEqual((await tunai.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()), ['Tunai (termasuk kas awal)', '3.500', '3.500', '0']);
  await page.getByRole('button', { name: 'Selesai' }).click();
  const closed = await rows<{ n: number; penjualan: number }>(`select l.id as n, (select count(*)::int from kasir k where k.kaslaci = l.id) as penjualan from kas_laci l where ditutup is not null order by l.id`);
  assert.deepEqual(closed.map((r) => r.penjualan), [1, 1]);
});
