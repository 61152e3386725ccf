/**
 * "Kirim WA" after a till sale (issue 41, docs/whatsapp.md) in Chromium, against the local fake
 * WhatsApp Cloud API: the cashier sells by keyboard, presses Kirim WA, a number in the wrong shape
 * is refused on the spot, the right one sends the receipt — the fake receives the template with the
 * PDF link, and the link opens the receipt as a PDF. From the sales lists, the row actions send an
 * invoice and its receivable reminder to the customer's telephone.
 * Needs a prior `npm run build`. Screenshot: e2e/artifacts/whatsapp-terkirim.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FakeWhatsApp } from '@niaga/sales/fake-whatsapp';
import { NOMOR_SALAH } from '@niaga/sales/whatsapp-nomor';
import { addUser, adminActs, adminPage, companySql, companyToday, type Harness, login, type SetUpAct, setUpDemo, shot, startHarness } from './helpers';

let h: Harness;
let page: Page;
let fake: FakeWhatsApp;
let act: SetUpAct;
const before_ = process.env.WHATSAPP_API_URL;

before(async () => {
  fake = await FakeWhatsApp.start();
  process.env.WHATSAPP_API_URL = fake.url;
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await act('itemmasuk_save', { tanggal: '2025-12-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '40', harga: '2500' }] });
  await act('pengaturanwa_simpan', { phone_number_id: fake.phoneNumberId, token: fake.token });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot(page, 'whatsapp-last').catch(() => undefined);
  await h?.close();
  await fake?.close();
  if (before_ === undefined) delete process.env.WHATSAPP_API_URL;
  else process.env.WHATSAPP_API_URL = before_;
});

const focused = (label: string) => page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);

test('after a till sale the cashier sends the receipt by WhatsApp: a wrong number refused, the right one sent with its PDF link', async () => {
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');
  await focused('Scan barcode atau kode item');
  await page.getByLabel('Scan barcode atau kode item').pressSequentially('2*MIE01');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: '7.000' }).waitFor();
  await page.keyboard.press('F10');
  await focused('Tunai');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('10000');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-kembali').filter({ hasText: '3.000' }).waitFor();

  await page.getByRole('button', { name: 'Kirim WA' }).click();
  await focused('Nomor WhatsApp');
  await page.keyboard.type('021-5551234');
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: NOMOR_SALAH }).waitFor();
  assert.equal(fake.sent.length, 0);
  // Enter in the number field sends; it does not start the next sale.
  assert.equal(await page.getByTestId('kasir-selesai').count(), 1);

  await page.keyboard.press('Control+a');
  await page.keyboard.type('0812 3456 7890');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Struk terkirim ke 6281234567890.' }).waitFor();
  await shot(page, 'whatsapp-terkirim');
  assert.equal(fake.sent.length, 1);
  const [msg] = fake.sent;
  assert.equal(msg.template.name, 'struk_belanja');
  const [{ notransaksi }] = ((await companySql(h.srv, 'DEMO', `select notransaksi from kasir`)) as { rows: Array<{ notransaksi: string }> }).rows;
  assert.deepEqual(msg.template.components[1].parameters.map((p) => p.text), ['Pelanggan Umum', notransaksi, 'Rp 7.000']);
  // The link opens the receipt as a PDF, without a login.
  const link = (msg.template.components[0].parameters[0].document as { link: string }).link;
  const res = await fetch(link);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
});

test('/kasirlistmode2 sends a till receipt by WhatsApp from its row; a buyer without a telephone is refused in words, on the same page', async () => {
  const p = await adminPage(h);
  await p.goto(`${h.srv.url}/kasirlistmode2`);
  const row = p.locator('.ant-table-row').filter({ hasText: 'Pelanggan Umum' }).first();
  // Marked on this page: a reload (the refusal once travelled Vite's preload-error event, which
  // reloaded the page and lost the answer) would drop it.
  await p.evaluate(() => ((window as unknown as { tandaHalaman: number }).tandaHalaman = 1));
  const before = fake.sent.length;
  await row.getByRole('button', { name: 'Kirim Struk WA' }).click();
  await p.locator('.ant-message').filter({ hasText: 'Nomor WhatsApp wajib diisi (pelanggan ini tidak punya nomor telepon).' }).waitFor();
  assert.equal(await p.evaluate(() => (window as unknown as { tandaHalaman?: number }).tandaHalaman), 1, 'halaman tidak dimuat ulang');
  assert.equal(fake.sent.length, before);
  await p.context().close();
});

test('the sales list sends by WhatsApp: an invoice and its receivable reminder from /kasirlist (button, then G by keyboard)', async () => {
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', telepon: '0813 1111 2222', jatuhtempo: 14, limitkredit: '1000000' });
  // On credit: the invoice leaves a receivable of 14.000.
  const jl = (await act('jual_save', { tanggal: companyToday(), kodesupel: 'TOKO01', kodegudang: 'UTM', tipeppn: 'N', lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '4', harga: '3500' }] })) as { notransaksi: string };
  const p = await adminPage(h);
  await p.goto(`${h.srv.url}/kasirlist`);
  const row = p.locator('.ant-table-row').filter({ hasText: jl.notransaksi });
  const before = fake.sent.length;
  await row.getByRole('button', { name: 'Kirim Faktur WA' }).click();
  await p.getByText('Faktur terkirim lewat WhatsApp ke 6281311112222.').waitFor();
  assert.equal(fake.sent.length, before + 1);
  const faktur = fake.sent.at(-1)!;
  assert.equal(faktur.to, '6281311112222');
  assert.equal(faktur.template.name, 'faktur_penjualan');
  assert.deepEqual(faktur.template.components[1].parameters.slice(0, 3).map((x) => x.text), ['Toko Berkah', jl.notransaksi, 'Rp 14.000']);
  await shot(p, 'whatsapp-kasirlist');

  // By keyboard: ↓ from the search box to the row, then G — the reminder of its receivable.
  await p.locator('input[aria-label="Cari"]').focus();
  await p.keyboard.press('ArrowDown');
  await p.waitForFunction(() => document.activeElement?.matches('tr[data-row-key]') ?? false);
  await p.keyboard.press('g');
  await p.getByText('Pengingat piutang terkirim lewat WhatsApp ke 6281311112222.').waitFor();
  const pengingat = fake.sent.at(-1)!;
  assert.equal(pengingat.template.name, 'pengingat_piutang');
  assert.deepEqual(pengingat.template.components[1].parameters.slice(0, 3).map((x) => x.text), ['Toko Berkah', jl.notransaksi, 'Rp 14.000']);
  await p.context().close();
});
