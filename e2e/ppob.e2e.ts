/**
 * A pulsa sale at the till by keyboard (issue 41 "Show it"): the Digiflazz account and price list
 * set up (the local fake Digiflazz over real HTTP), then from the till's PPOB button: type the
 * product, Enter, type the number, Enter — the receipt (the till's layout, on screen and printed
 * through the till's printing) shows the serial number Digiflazz gave; reprinted from today's list.
 * Needs `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FakeDigiflazz } from '@niaga/ppob/fake-digiflazz';
import { startServer } from '../apps/server/src/server';
import { adminActs, demoDataDir, launchBrowser, login, setUpDemo, shot, type Server } from './helpers';

let srv: Server;
let fake: FakeDigiflazz;
let dir: string;
let browser: Browser;
let page: Page;
const saved = process.env.DIGIFLAZZ_BASE_URL;

before(async () => {
  fake = await FakeDigiflazz.start();
  process.env.DIGIFLAZZ_BASE_URL = fake.url;
  dir = await mkdtemp(join(tmpdir(), 'niaga-e2e-ppob-'));
  await demoDataDir(join(dir, 'data'));
  srv = await startServer({ port: 0, dataDir: join(dir, 'data'), demo: true, log: false });
  await setUpDemo(srv);
  const act = await adminActs(srv);
  await act('pengaturanppob_save', { username: fake.username, apikey: fake.key, webhooksecret: fake.webhookSecret, marginumum: '1000' });
  await act('ppob_pricelist', {});
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: srv.url });
  page = await context.newPage();
});

after(async () => {
  if (page) await shot(page, 'ppob-last').catch(() => undefined);
  await browser?.close();
  await srv?.close();
  await fake?.close();
  if (saved === undefined) delete process.env.DIGIFLAZZ_BASE_URL;
  else process.env.DIGIFLAZZ_BASE_URL = saved;
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What the till last printed through the browser's printer (the hidden print frame). */
const printedText = async () => (await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '')) as string;

test('a pulsa sale at the till by keyboard: the serial number on the printed receipt, bought once, reprinted from the list', async () => {
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await page.waitForURL('**/kasiradmode2');
  await page.getByRole('button', { name: 'PPOB' }).click();
  await page.waitForURL('**/kasirppob');
  const find = page.getByLabel('Cari produk PPOB');
  await find.waitFor();
  await page.getByRole('option', { name: /Telkomsel 10\.000/ }).waitFor();
  await find.pressSequentially('telkomsel 10');
  await page.keyboard.press('Enter');
  const no = page.getByLabel('Nomor pelanggan');
  await no.waitFor();
  // A number in the wrong shape is refused on the till, nothing sent.
  await no.pressSequentially('0812');
  await page.keyboard.press('Enter');
  await page.getByText('Nomor HP tidak valid').waitFor();
  assert.equal(fake.purchases, 0);
  await no.fill('');
  await no.pressSequentially('0812 3456 7890');
  await page.keyboard.press('Enter');
  // The receipt on screen is the till's slip: the product, price, number, status and SN.
  const struk = page.getByRole('region', { name: 'Struk PPOB' });
  await struk.getByText(/^Status\s+Sukses$/).waitFor();
  const [trx] = [...fake.trx.values()];
  assert.equal(trx.customer_no, '081234567890');
  assert.match(trx.sn ?? '', /^SN/);
  await struk.getByText(new RegExp(`^SN\\s+${trx.sn}$`)).waitFor();
  await struk.getByText(/^Nomor\s+081234567890$/).waitFor();
  await struk.getByText('Telkomsel 10.000', { exact: true }).waitFor();
  await struk.getByText(/^TOTAL\s+11\.150$/).waitFor();
  assert.equal(fake.purchases, 1);
  // Printed by itself as the till prints its sales (the browser's printer here: the print frame),
  // on the same receipt layout, the SN in it.
  await page.frameLocator('#struk-cetak').getByText(trx.sn!, { exact: false }).waitFor({ state: 'attached' });
  const printed = await printedText();
  assert.match(printed, /PPOB-\d+/);
  assert.match(printed, /Nomor\s+081234567890/);
  assert.match(printed, /Status\s+Sukses/);
  assert.match(printed, new RegExp(`SN\\s+${trx.sn}`));
  assert.match(printed, /Telkomsel 10\.000\s+1 x 11\.150\s+11\.150/);
  assert.doesNotMatch(printed, /CETAK ULANG/);
  await shot(page, 'ppob-struk');
  // Enter starts the next sale.
  await page.keyboard.press('Enter');
  await page.getByLabel('Cari produk PPOB').waitFor();
  assert.equal(fake.purchases, 1);

  // Reprinted from today's list: the same receipt marked CETAK ULANG.
  const notransaksi = /PPOB-\d+/.exec(printed)![0];
  const list = page.getByRole('region', { name: 'Penjualan PPOB hari ini' });
  await list.getByRole('cell', { name: notransaksi, exact: true }).waitFor();
  await list.getByRole('button', { name: `Cetak ulang ${notransaksi}` }).click();
  await page.getByText(`Struk ${notransaksi} dicetak ulang.`).waitFor();
  await page.frameLocator('#struk-cetak').getByText('CETAK ULANG').waitFor({ state: 'attached' });
  const again = await printedText();
  assert.match(again, new RegExp(`SN\\s+${trx.sn}`));
  assert.match(again, /Nomor\s+081234567890/);
  assert.equal(fake.purchases, 1);
});

test('/pengaturanppob: the key never shown, the price list with sale prices, the deposit checked against 1-1700', async () => {
  await page.goto('/pengaturanppob');
  await page.getByText('Pengaturan PPOB', { exact: true }).first().waitFor();
  await page.getByLabel(/API Key \(tersimpan/).waitFor();
  assert.equal(await page.getByLabel(/API Key/).inputValue(), '');
  assert.ok(!(await page.content()).includes(fake.key));
  await page.getByRole('cell', { name: 'Telkomsel 10.000' }).waitFor();
  assert.equal(await page.getByRole('cell', { name: 'Indosat 5.000' }).count(), 0);
  await page.getByRole('button', { name: 'Cek Saldo' }).click();
  await page.getByText('Saldo diperbarui.').waitFor();
  await page.getByText(/\/ppob\/callback\/DEMO/).waitFor();
});
