/**
 * A new shop's first shift on a phone (issue 34, items 3, 4 and the till's part of 8), in Chromium
 * against the real server: the owner types the shop's name and address in /startingdb at 390×844;
 * a cashier at 390×844 rings up eight lines, and every line's Jumlah, Satuan, Harga and Total and
 * the grand total are on the screen, not cut and not covered (checked on the page: inside the
 * viewport, inside every clipping box, the topmost element at its centre), the page does not
 * scroll sideways, and the scan box and Bayar stay on the screen at either end of the bill; after
 * paying, the receipt is on the screen with the shop's name and address and is printed again from
 * there, and F12's button shows the last receipt before printing it; with "Cetak struk otomatis"
 * turned off the next sale's receipt is only on screen. The same till at 1366 px keeps
 * its table, with the same checks, the receipt on screen after F10, and F12 → Enter. The till says
 * what a held bill and the catalogue are. Screenshots: e2e/artifacts/kasirhp-*.png. Needs a prior
 * `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { addUser, adminActs, ARTIFACTS, companySql, companyToday, login, shot, startHarness, still, unseen, valueSeen, type Harness } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SHOP = { nama: 'Toko Sumber Rejeki', alamat: 'Jl. Pahlawan No. 7', kota: 'Semarang', telepon: '024-7654321' };

let h: Harness;
/** What the screen shows (not the whole page: the phone's total bar is fixed to the screen's bottom). */
const screenShot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

before(async () => {
  h = await startHarness();
});

after(async () => {
  await h?.close();
});

/** The lines rung up: code, quantity typed, unit, price and total as the till shows them. */
const LINES = [
  { scan: '2*KOPI01', jumlah: '2', satuan: 'PCS', harga: '15.000', total: '30.000' },
  { scan: '8991001000024', jumlah: '1', satuan: 'BOX', harga: '170.000', total: '170.000' },
  { scan: '4*MIE01', jumlah: '4', satuan: 'PCS', harga: '3.500', total: '14.000' },
  { scan: 'TEH01', jumlah: '1', satuan: 'PCS', harga: '5.000', total: '5.000' },
  { scan: '3*SUSU01', jumlah: '3', satuan: 'KLG', harga: '12.500', total: '37.500' },
  { scan: 'BERAS5', jumlah: '1', satuan: 'SAK', harga: '78.000', total: '78.000' },
  { scan: '6*TELUR', jumlah: '6', satuan: 'BTR', harga: '2.000', total: '12.000' },
  { scan: '2*SABUN01', jumlah: '2', satuan: 'PCS', harga: '4.750', total: '9.500' },
];
const GRAND = '356.000';

const scanBox = (p: Page) => p.getByLabel('Scan barcode atau kode item');
const payButton = (p: Page) => p.getByRole('button', { name: 'Bayar (F10)' });
const lineRows = (p: Page) => p.locator('.kasir [data-row-key]');

async function cashierOn(viewport: { width: number; height: number }) {
  const ctx = await h.browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${h.srv.url}/login-form`);
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  return { ctx, page, errors };
}

/** Rings up lines by typing in the scan box, waiting for each line's total. */
async function ringUp(page: Page, lines: typeof LINES) {
  for (const [i, l] of lines.entries()) {
    await scanBox(page).pressSequentially(l.scan);
    await page.keyboard.press('Enter');
    await lineRows(page).nth(i).filter({ hasText: l.total }).waitFor();
  }
}

/** Every line's Jumlah, Satuan, Harga and Total seen (each line scrolled to, as a person scrolls). */
async function everyFigureSeen(page: Page, lines: typeof LINES) {
  assert.equal(await lineRows(page).count(), lines.length);
  for (const [i, l] of lines.entries()) {
    const row = lineRows(page).nth(i);
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    for (const [kolom, text] of [['Jumlah', l.jumlah], ['Satuan', l.satuan], ['Harga', l.harga], ['Total', l.total]] as const) {
      assert.equal(await valueSeen(row, text), '', `baris ${i + 1} (${l.scan}) ${kolom}`);
    }
  }
}

test('the owner types the shop\'s name and address in /startingdb, on a phone', async () => {
  const ctx = await h.browser.newContext({ viewport: PHONE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await page.goto(`${h.srv.url}/login-form`);
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await page.waitForURL('**/startingdb');
  // The name the company was registered with is proposed; the owner types the shop's.
  const nama = page.getByLabel('Nama Toko / Perusahaan');
  assert.equal(await nama.inputValue(), 'Toko Demo Niaga');
  // Simpan pressed at the foot of the form with Nama Kantor empty: the form goes up to it.
  await page.getByRole('button', { name: 'Simpan' }).click();
  const kosong = page.getByText('Maaf Nama Kantor belum diinput !.');
  await kosong.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'NamaKantor');
  await page.waitForFunction(() => {
    const r = document.getElementById('NamaKantor')!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  assert.equal(await unseen(kosong), '', 'the refusal is on the screen');
  await page.getByLabel('Nama Kantor').fill('Kantor Pusat');
  await nama.fill(SHOP.nama);
  await page.getByLabel('Alamat').fill(SHOP.alamat);
  await page.getByLabel('Kota').fill(SHOP.kota);
  await page.getByLabel('Telepon').fill(SHOP.telepon);
  await shot(page, 'kasirhp-startingdb-390');
  await page.getByRole('button', { name: 'Simpan' }).click();
  // Saved: the person is logged out at once, the message shown over the login form.
  await page.getByText('Simpan berhasil, sistem akan logout otomatis.').waitFor();
  await page.waitForURL('**/login-form');
  await ctx.close();

  // The shop's master data, as the owner enters it next (over the acts: not what this test is about).
  const act = await adminActs(h.srv);
  for (const [kodesatuan, namasatuan] of [['BOX', 'Box'], ['KLG', 'Kaleng'], ['SAK', 'Sak'], ['BTR', 'Butir']]) await act('satuan_save', { kodesatuan, namasatuan });
  const item = (kodeitem: string, namaitem: string, satuan: string, hargajual1: string, more: Array<Record<string, string>> = []) =>
    act('item_save', { kodeitem, namaitem, satuan, satuanitem: [{ satuan, konversi: '1', hargajual1 }, ...more] });
  await item('KOPI01', 'Kopi Bubuk Kapal Api Special Mix 165 g Kemasan Sachet', 'PCS', '15000', [{ satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000' }]);
  await item('MIE01', 'Mie Instan Goreng Rasa Ayam Bawang Extra Pedas', 'PCS', '3500');
  await item('TEH01', 'Teh Celup Sariwangi Asli isi 25', 'PCS', '5000');
  await item('SUSU01', 'Susu Kental Manis Cap Bendera Putih 370 g', 'KLG', '12500');
  await item('BERAS5', 'Beras Pandan Wangi Premium 5 kg', 'SAK', '78000');
  await item('TELUR', 'Telur Ayam Negeri', 'BTR', '2000');
  await item('SABUN01', 'Sabun Mandi Batang Lifebuoy Total 10 Merah 110 g', 'PCS', '4750');
  await act('itemmasuk_save', {
    tanggal: companyToday(),
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: Object.entries({ KOPI01: 'PCS', MIE01: 'PCS', TEH01: 'PCS', SUSU01: 'KLG', BERAS5: 'SAK', TELUR: 'BTR', SABUN01: 'PCS' }).map(([kodeitem, satuan]) => ({ kodeitem, satuan, jumlah: '100', harga: '1000' })),
  });
  // The walk-in buyer's customer UMUM is the new company's own (made by /startingdb).
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
});

test('at 390×844 every line\'s figures and the total are on the screen, the scan box and Bayar stay reachable; after paying the receipt is shown with the shop\'s address and printed again from there', async () => {
  const { ctx, page, errors } = await cashierOn(PHONE);
  await ringUp(page, LINES);
  const total = page.getByTestId('kasir-total');
  await total.filter({ hasText: GRAND }).waitFor();
  await screenShot(page, 'kasirhp-bill-390');

  await everyFigureSeen(page, LINES);
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  assert.ok(widths.doc <= widths.win, `tidak bergeser ke samping: ${JSON.stringify(widths)}`);

  // The scan box, the total and Bayar: on the screen at the top of the bill and at its end.
  for (const at of ['bawah', 'atas'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'atas' ? 0 : document.documentElement.scrollHeight), at);
    await page.waitForFunction((to) => (to === 'atas' ? window.scrollY === 0 : window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1), at);
    assert.equal(await unseen(scanBox(page)), '', `kotak scan (${at})`);
    assert.equal(await unseen(payButton(page)), '', `Bayar (${at})`);
    assert.equal(await valueSeen(total, GRAND), '', `total (${at})`);
    await screenShot(page, `kasirhp-bill-390-${at}`);
  }
  // The total and Bayar take the screen's width together (the total card was 320 px, Bayar under it).
  const tb = (await total.boundingBox())!;
  const bb = (await payButton(page).boundingBox())!;
  assert.ok(tb.x <= 16 && bb.x + bb.width >= PHONE.width - 16, `total ${JSON.stringify(tb)} dan Bayar ${JSON.stringify(bb)} selebar layar`);

  // Pay: Bayar, the cash, the dialog's Bayar.
  await payButton(page).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Pembayaran (F10)' });
  await dialog.getByLabel('Tunai').fill('400000');
  await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
  await page.getByTestId('kasir-kembali').filter({ hasText: '44.000' }).waitFor();

  // The receipt on the screen: the shop's name and address typed at setup, the sale's figures.
  const struk = page.getByTestId('kasir-struk');
  await struk.filter({ hasText: SHOP.nama }).waitFor();
  const shown = await struk.innerText();
  for (const text of [SHOP.nama, SHOP.alamat, SHOP.kota, `Telp. ${SHOP.telepon}`, 'Terima kasih atas kunjungan Anda']) assert.ok(shown.includes(text), `struk di layar memuat '${text}':\n${shown}`);
  assert.match(shown, /TOTAL\s+356\.000/);
  assert.match(shown, /Kembali\s+44\.000/);
  assert.match(shown, /6 BTR x 2\.000\s+12\.000/);
  assert.doesNotMatch(shown, /CETAK ULANG/);
  const notransaksi = /^No\.\s+(\S+)$/m.exec(shown)![1];
  await struk.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenShot(page, 'kasirhp-struk-390');
  const sb = (await struk.boundingBox())!;
  assert.ok(sb.x >= 0 && sb.x + sb.width <= PHONE.width, `struk selebar layar: ${JSON.stringify(sb)}`);
  const cut = await struk.evaluate((el) => Array.from(el.children).filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
  assert.deepEqual(cut, [], 'tidak ada baris struk yang terpotong');

  // Printed again from there: the print frame holds the same receipt marked CETAK ULANG.
  await page.getByRole('button', { name: 'Cetak Ulang' }).click();
  await page.getByText(`Struk ${notransaksi} dicetak ulang.`).waitFor();
  await page.frameLocator('#struk-cetak').getByText('CETAK ULANG').waitFor({ state: 'attached' });
  const printed = await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '');
  for (const text of [SHOP.nama, SHOP.alamat, notransaksi]) assert.ok(printed.includes(text), `struk cetak ulang memuat '${text}'`);

  // The next customer; the last receipt again from the till's own button, on the screen first.
  await page.getByRole('button', { name: 'Transaksi Baru (Enter)' }).click();
  await total.filter({ hasText: /^TOTAL0$/ }).waitFor();
  await page.getByRole('button', { name: 'Struk Terakhir (F12)' }).click();
  const last = page.locator('.ant-modal').filter({ hasText: 'Struk Terakhir (F12)' });
  await last.getByTestId('kasir-struk').filter({ hasText: 'CETAK ULANG' }).filter({ hasText: notransaksi }).waitFor();
  await screenShot(page, 'kasirhp-strukterakhir-390');
  await last.getByRole('button', { name: 'Tutup (Esc)' }).click();
  await last.waitFor({ state: 'hidden' });

  // A shop without a printer: the next sale's receipt only on screen, nothing sent to the printer.
  await ringUp(page, [LINES[3]]);
  await payButton(page).click();
  await dialog.getByLabel('Tunai').fill('5000');
  await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
  await page.getByTestId('kasir-kembali').filter({ hasText: /^0$/ }).waitFor();
  const secondNo = /^No\.\s+(\S+)$/m.exec(await page.getByTestId('kasir-struk').filter({ hasText: 'TOTAL' }).filter({ hasNotText: notransaksi }).innerText())![1];
  const otomatis = page.getByRole('checkbox', { name: 'Cetak struk otomatis setelah bayar' });
  assert.equal(await otomatis.isChecked(), true, 'by default the till prints each receipt');
  await otomatis.uncheck();
  await page.getByRole('button', { name: 'Transaksi Baru (Enter)' }).click();
  await ringUp(page, [LINES[3]]);
  await payButton(page).click();
  await dialog.getByLabel('Tunai').fill('5000');
  await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
  const third = await page.getByTestId('kasir-struk').filter({ hasText: 'TOTAL' }).filter({ hasNotText: secondNo }).innerText();
  const thirdNo = /^No\.\s+(\S+)$/m.exec(third)![1];
  assert.equal(await otomatis.isChecked(), false, 'kept for this browser');
  // What the print frame was given (set before its document loads, so a print on its way is seen too).
  const frame = await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).srcdoc);
  assert.ok(!frame.includes(thirdNo), `struk ${thirdNo} tidak dicetak`);
  assert.ok(frame.includes(secondNo), `struk ${secondNo} dicetak (otomatis masih aktif)`);
  await page.getByRole('button', { name: 'Transaksi Baru (Enter)' }).click();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('at 1366 px the till keeps its table with every figure seen; F10 shows the receipt; F12 shows the last one and Enter prints it; held bills and the catalogue are explained', async () => {
  const { ctx, page, errors } = await cashierOn(DESKTOP);
  const few = LINES.slice(0, 5);
  await ringUp(page, few);
  await page.getByTestId('kasir-total').filter({ hasText: '256.500' }).waitFor();
  assert.ok((await page.locator('.kasir .ant-table-tbody tr.ant-table-row').count()) === 5, 'the table of the desktop');
  await everyFigureSeen(page, few);
  assert.equal(await unseen(scanBox(page)), '');
  assert.equal(await unseen(payButton(page)), '');

  // The till's words: a held bill is counted as such, recalled with Panggil (F9); the catalogue says what it means.
  const figures = await page.locator('.kasir .ant-card').innerText();
  assert.doesNotMatch(figures, /Ditahan \(F9\)/);
  assert.match(figures, /Transaksi ditahan\s+0/);
  await page.locator('[data-testid="kasir-katalog"][data-lengkap="1"]').waitFor();
  assert.match(await page.getByTestId('kasir-katalog-arti').innerText(), /langsung tampil saat di-scan/);
  await page.keyboard.press('F8');
  await page.getByTestId('kasir-ditahan').filter({ hasText: /^1$/ }).waitFor();
  await page.keyboard.press('F9');
  const recall = page.locator('.ant-modal').filter({ hasText: 'Panggil Transaksi Ditahan (F9)' });
  await recall.getByRole('button', { name: /^1\. Pelanggan Umum · 5 baris/ }).click();
  await page.getByTestId('kasir-ditahan').filter({ hasText: /^0$/ }).waitFor();
  await recall.waitFor({ state: 'hidden' });
  await shot(page, 'kasirhp-bill-1366');

  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.keyboard.press('F10');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('300000');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-kembali').filter({ hasText: '43.500' }).waitFor();
  const struk = page.getByTestId('kasir-struk');
  await struk.filter({ hasText: SHOP.alamat }).waitFor();
  assert.match(await struk.innerText(), /TOTAL\s+256\.500/);
  await still(struk);
  await shot(page, 'kasirhp-struk-1366');
  const notransaksi = /^No\.\s+(\S+)$/m.exec(await struk.innerText())![1];

  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: /^TOTAL0$/ }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.keyboard.press('F12');
  await page.locator('.ant-modal').filter({ hasText: 'Struk Terakhir (F12)' }).getByTestId('kasir-struk').filter({ hasText: notransaksi }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByText(`Struk ${notransaksi} dicetak ulang.`).waitFor();
  const printed = await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '');
  assert.match(printed, /CETAK ULANG/);
  assert.ok(printed.includes(notransaksi));
  assert.deepEqual(errors, []);
  await ctx.close();
});
