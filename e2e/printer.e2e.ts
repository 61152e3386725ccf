/**
 * /miniprinter in Chromium against the real local printer service (apps/printer-service) and a
 * fake network thermal printer (a TCP server capturing the ESC/POS bytes): the screen says when
 * the service is not running, reads and saves the settings, prints a test receipt at the chosen
 * paper width and opens the cash drawer. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startPrinterService, type RunningPrinterService } from '../apps/printer-service/src/service';
import { closedPort, fakePrinter, type FakePrinter } from '../apps/printer-service/test/helpers';
import { adminLanded, login, setUpDemo, shot as fullShot, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;
let printer: FakePrinter;
let service: RunningPrinterService | undefined;
let dir: string;
let port: number;
const shot = (name: string) => fullShot(page, `printer-${name}`);

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  printer = await fakePrinter();
  dir = await mkdtemp(join(tmpdir(), 'niaga-printer-'));
  port = await closedPort();
  const ctx = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'id-ID' });
  await ctx.addInitScript((url) => {
    (window as unknown as { __NIAGA_CONFIG__: object }).__NIAGA_CONFIG__ = { printerServiceUrl: url };
  }, `http://127.0.0.1:${port}`);
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await service?.close();
  await printer?.close();
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('mini printer settings, test print and cash drawer through the local printer service', async (t) => {
  await t.test('without the service running the screen says so', async () => {
    await page.goto(`${h.srv.url}/login-form`);
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(page);
    await page.goto(`${h.srv.url}/miniprinter`);
    await page.getByText('Koneksi ke Niaga POS Printer Service gagal, pastikan sudah terinstall dan aktif.').waitFor();
    await shot('down');
  });

  await t.test('once it runs, Coba lagi shows its settings with the defaults', async () => {
    service = await startPrinterService({ port, configPath: join(dir, 'printer-config.json') });
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByLabel('Alamat IP Printer').waitFor();
    assert.equal(await page.getByLabel('Port').inputValue(), '9100');
    assert.equal(await page.getByLabel('Footer Struk').inputValue(), 'Terima kasih atas kunjungan Anda');
  });

  await t.test('the settings are saved in the service (not on the server)', async () => {
    await page.getByLabel('Alamat IP Printer').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(printer.port));
    await page.getByLabel('Ukuran Kertas').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="80 mm (42 kolom)"]').click();
    await page.getByLabel('Header Struk').fill('TOKO DEMO NIAGA');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Pengaturan printer berhasil disimpan').waitFor();
    const saved = JSON.parse(await readFile(join(dir, 'printer-config.json'), 'utf8')) as Record<string, string>;
    assert.equal(saved.printerip, '127.0.0.1');
    assert.equal(saved.printerport, String(printer.port));
    assert.equal(saved.papersize, '42');
    assert.equal(saved.header, 'TOKO DEMO NIAGA');
    await shot('saved');
  });

  await t.test('Tes Cetak sends an ESC/POS receipt at 42 columns, cut, with the drawer kick', async () => {
    await page.getByRole('button', { name: 'Tes Cetak' }).click();
    const job = await printer.next(8000);
    await page.getByText('Tes cetak dikirim ke printer').waitFor();
    assert.deepEqual([...job.subarray(0, 2)], [0x1b, 0x40], 'starts with ESC @');
    const text = job.toString('latin1');
    assert.match(text, /TOKO DEMO NIAGA/);
    assert.match(text, /TES CETAK/);
    assert.match(text, /Lebar kertas 42 kolom/);
    assert.ok(text.includes('1234567890'.repeat(5).slice(0, 42) + '\n'), 'a full 42-column line');
    assert.ok(job.includes(Buffer.from([0x1d, 0x56, 66, 0])), 'cut');
    assert.ok(job.includes(Buffer.from([0x1b, 0x70, 0, 25, 250])), 'drawer kick');
  });

  await t.test('Buka Laci sends only the drawer kick', async () => {
    await page.getByRole('button', { name: 'Buka Laci' }).click();
    const job = await printer.next(8000);
    await page.getByText('Laci kas dibuka').waitFor();
    assert.ok(job.includes(Buffer.from([0x1b, 0x70, 0, 25, 250])));
    assert.ok(!job.toString('latin1').includes('TES CETAK'));
  });

  await t.test('a printer that cannot be reached is named in the message', async () => {
    await page.getByLabel('Port').fill(String(await closedPort()));
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Pengaturan printer berhasil disimpan').last().waitFor();
    await page.getByRole('button', { name: 'Tes Cetak' }).click();
    await page.getByText(/^Printer 127\.0\.0\.1:\d+ tidak dapat dihubungi/).waitFor();
    await shot('unreachable');
  });
});
