/**
 * QRIS at the till in Chromium (issue 38), from the first key to the printed receipt: the cashier
 * (QRIS flag on) scans an item, F10, "Bayar QRIS"; the QR drawn on screen is decoded back (jsqr on
 * the image's pixels) to exactly the QRIS `qris_buat` made. Without a gateway the cashier confirms
 * ("Sudah Dibayar"); with the local SNAP fake the sale completes by itself when the fake pays and
 * notifies. The receipt printed carries the QRIS amount and its referensi; one sale each. A pay-later
 * bill (Cetak Tagihan) prints before payment with the QR on the paper, decoded back to the act's QRIS;
 * paid later through the gateway, the sale completes by itself.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/qris-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { FakeSnap } from '@niaga/payment/fake-snap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import QRCode from 'qrcode';
import { addUser, adminActs, adminPage, companySql, type Harness, login, setUpDemo, shot, startHarness, type SetUpAct } from './helpers';

// A published static QRIS (packages/core/src/qris.test.ts).
const STICKER =
  '00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214703239147837910303UMI51440014ID.CO.QRIS.WWW0215ID20232709941630303UMI5204481253033605802ID5923GRANOOL STORE OK12295776006KEDIRI61056421262070703A0163047127';

let h: Harness;
let page: Page;
let act: SetUpAct;
let fake: FakeSnap;
const ours = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  fake = await FakeSnap.start({ merchantPublicKey: ours.publicKey, clientId: 'niaga-client', clientSecret: 'rahasia-hmac', partnerId: 'NIAGA01', channelId: '95221', merchantId: 'M0001', notifyUrl: `${h.srv.url}/pg/snap/qr-mpm-notify` });
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('item_save', { kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await act('paymentgateway_save', { qrisstatis: STICKER });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
  await companySql(h.srv, 'DEMO', `update pengguna set qrisaktif = true, snapaktif = true where userid = 'KASIR1'`);
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot(page, 'qris-last').catch(() => undefined);
  await fake?.close();
  await h?.close();
});

const rows = async <T,>(text: string) => ((await companySql(h.srv, 'DEMO', text)) as { rows: T[] }).rows;

/** The QR on screen, decoded from its pixels. */
async function qrOnScreen(): Promise<{ text: string; referensi: string }> {
  const img = page.getByTestId('qris-gambar');
  await img.waitFor();
  const src = (await img.getAttribute('src'))!;
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, 'QR terbaca');
  return { text: code.data, referensi: (await img.getAttribute('data-referensi'))! };
}

/** Scans the service twice (30.000), F10, Bayar QRIS (or Cetak Tagihan): the QR with the amount. */
async function toQris(button: 'kasir-qris' | 'kasir-tagihan' = 'kasir-qris') {
  const scan = page.getByLabel('Scan barcode atau kode item');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await scan.pressSequentially('2*JASA01');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: '30.000' }).waitFor();
  await page.keyboard.press('F10');
  await page.getByLabel('QRIS').waitFor();
  await page.getByTestId(button).click();
  await page.getByTestId('qris-nominal').filter({ hasText: '30.000' }).waitFor();
}

async function printed(ref: string) {
  await page.getByTestId('kasir-selesai').waitFor();
  await page.frameLocator('#struk-cetak').getByText(ref).waitFor({ state: 'attached' });
  return (await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '')) as string;
}

test('/paymentgateway: the sticker read from a photo of its QR, saved, shown back decoded (merchant, city, NMID)', async () => {
  const admin = await adminPage(h);
  await admin.goto(new URL('/paymentgateway', h.srv.url).href);
  await admin.getByTestId('qrisstatis').waitFor();
  const file = join(tmpdir(), `qris-stiker-${process.pid}.png`);
  writeFileSync(file, await QRCode.toBuffer(STICKER, { width: 400, margin: 4 }));
  await admin.getByTestId('qrisstatis').fill('');
  await admin.getByTestId('qris-gambar').setInputFiles(file);
  await admin.waitForFunction((want) => (document.querySelector('[data-testid="qrisstatis"]') as HTMLTextAreaElement | null)?.value === want, STICKER);
  await admin.getByRole('button', { name: 'Simpan' }).click();
  const decoded = admin.getByTestId('qris-decoded');
  await decoded.filter({ hasText: 'GRANOOL STORE OK1229577' }).waitFor();
  assert.match(await decoded.innerText(), /KEDIRI[\s\S]*ID2023270994163/);
  // A sticker copied short is refused with its reason, under the field.
  await admin.getByTestId('qrisstatis').fill(STICKER.slice(0, -1) + '0');
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByTestId('pg-error').filter({ hasText: 'CRC QRIS salah: tertulis 7120, seharusnya 7127.' }).waitFor();
  await shot(admin, 'qris-pengaturan');
  await admin.context().close();
});

test('without a gateway: the QR decodes to the act\'s QRIS, the cashier confirms, the receipt prints QRIS and its referensi', async () => {
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');
  await toQris();
  const qr = await qrOnScreen();
  const [made] = await rows<{ qris: string; nominal: string; mode: string }>(`select qris, nominal::text, mode from qris_bayar where referensi = '${qr.referensi}'`);
  assert.equal(qr.text, made.qris);
  assert.deepEqual([made.nominal, made.mode], ['30000.00', 'statis']);
  await page.getByTestId('qris-sisa').filter({ hasText: /^0[45]:\d\d$/ }).waitFor();
  await shot(page, 'qris-statis');
  await page.getByTestId('qris-sudah').click();
  const text = await printed(qr.referensi);
  assert.match(text, /QRIS\s+30\.000/);
  assert.match(text, new RegExp(`Ref QRIS ${qr.referensi}`));
  assert.deepEqual(await rows(`select bayarqris::text, refqris, tunai::text from kasir`), [{ bayarqris: '30000.00', refqris: qr.referensi, tunai: '0.00' }]);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-selesai').waitFor({ state: 'detached' });
});

test('with the SNAP gateway: Batal leaves no sale; then the fake pays and notifies, and the sale completes by itself', async () => {
  await act('paymentgateway_save', { qrisstatis: STICKER, snapaktif: 1, ...fake.config(ours.privateKey) });
  await toQris();
  const first = await qrOnScreen();
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByTestId('qris-pay').waitFor({ state: 'detached' });
  assert.deepEqual(await rows(`select status from qris_bayar where referensi = '${first.referensi}'`), [{ status: 'batal' }]);
  await page.getByTestId('kasir-qris').click();
  const qr = await qrOnScreen();
  assert.equal(qr.text, fake.find(qr.referensi)!.qrContent);
  await page.getByText('Menunggu pembayaran dari gateway').waitFor();
  await shot(page, 'qris-snap');
  await fake.settle(qr.referensi);
  const text = await printed(qr.referensi);
  assert.match(text, /QRIS\s+30\.000/);
  assert.deepEqual(await rows(`select count(*)::int as n from kasir where refqris = '${qr.referensi}'`), [{ n: 1 }]);
  assert.deepEqual(await rows(`select count(*)::int as n from kasir`), [{ n: 2 }]);
});

test('Cetak Tagihan: the bill prints before payment with the QR of the act\'s QRIS on the paper; paid later (the gateway), the sale completes', async () => {
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-selesai').waitFor({ state: 'detached' });
  await toQris('kasir-tagihan');
  await page.getByTestId('qris-tagihan').filter({ hasText: 'Tagihan dicetak' }).waitFor();
  // The printed bill: no number yet, the total, and the QR drawn on the page — decoded from its pixels.
  const bill = page.frameLocator('#struk-cetak');
  const img = bill.locator('img.qr');
  await img.waitFor({ state: 'attached' });
  const png = PNG.sync.read(Buffer.from((await img.getAttribute('src'))!.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, 'QR tagihan terbaca');
  const referensi = (await page.getByTestId('qris-gambar').getAttribute('data-referensi'))!;
  const [made] = await rows<{ qris: string; nominal: string }>(`select qris, nominal::text from qris_bayar where referensi = '${referensi}'`);
  assert.equal(code.data, made.qris);
  assert.equal(made.nominal, '30000.00');
  const paper = (await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '')) as string;
  assert.match(paper, /TAGIHAN \(belum dibayar\)/);
  assert.match(paper, /Scan QRIS untuk membayar/);
  assert.doesNotMatch(paper, /Kembali/);
  assert.deepEqual(await rows(`select count(*)::int as n from kasir where refqris = '${referensi}'`), [{ n: 0 }]);
  await shot(page, 'qris-tagihan');
  // The buyer pays from the paper: the gateway confirms, the sale is made and its receipt printed.
  await fake.settle(referensi);
  const text = await printed(referensi);
  assert.match(text, /QRIS\s+30\.000/);
  assert.deepEqual(await rows(`select count(*)::int as n from kasir where refqris = '${referensi}'`), [{ n: 1 }]);
  assert.deepEqual(await rows(`select count(*)::int as n from kasir`), [{ n: 3 }]);
});
