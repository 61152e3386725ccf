/**
 * A receipt through the POS printer service to a fake network printer on 127.0.0.1: the bytes the
 * printer receives are decoded (ESC/POS commands apart, the raster logo, text lines) and checked
 * against the layout. The client's 600 (service unreachable) is tested in apps/printer-service.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import sharp from 'sharp';
import type { RunningPrinterService } from '@niaga/printer-service';
import { call, closedPort, fakePrinter, start, tempDir, uploadForm, type FakePrinter } from '../../../apps/printer-service/test/helpers';
import { decode } from '../../../apps/printer-service/test/escpos-decode';
import { strukCetak, strukLines, type StrukSale } from './receipt';

const sale: StrukSale = {
  notransaksi: 'KSR-2611-00007',
  tanggal: '2026-11-23',
  jam: '09:00:00',
  userid: 'KASIR1',
  kodesupel: 'UMUM',
  namasupel: 'Pelanggan Umum',
  subtotal: '48500.00',
  total: '48500.00',
  tunai: '50000.00',
  kembali: '1500.00',
  lines: [
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 165 g', satuan: 'PCS', jumlah: '3.0000', harga: '15000.00', total: '45000.00' },
    { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', jumlah: '1.0000', harga: '3500.00', total: '3500.00' },
  ],
};

let tmp: ReturnType<typeof tempDir>;
let svc: RunningPrinterService;
let printer: FakePrinter;
beforeEach(async () => {
  tmp = tempDir();
  svc = await start({ configPath: tmp.configPath });
  printer = await fakePrinter();
});
afterEach(async () => {
  await svc.close();
  await printer.close();
  tmp.remove();
});

test('a sale receipt reaches the printer as ESC/POS: init, each line with its style, the footer, the cut and one drawer kick', async () => {
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port) })).body.num).toBe(0);
  const lines = strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Berkah Jaya' }, footer: null });
  const r = await call(svc.url, '/print', { lines });
  expect(r.body).toMatchObject({ num: 0 });
  const got = decode(await printer.next());
  expect(got.commands[0]).toBe('init');
  // The receipt's lines in order, then the service's configured footer (spec §9 default), then blank lines.
  const printed = got.lines.filter((l) => l !== '');
  expect(printed).toEqual([...lines.map((l) => l.text), 'Terima kasih atas kunjungan Anda']);
  expect(printed).toContain('  3 PCS x 15.000          45.000');
  expect(printed).toContain('TOTAL                     48.500');
  expect(printed).toContain('Kembali                    1.500');
  // The company name centred and bold, TOTAL bold; the cut; the drawer opens once.
  expect(got.commands.slice(1, 4)).toEqual(['align1', 'bold1', 'size0']);
  expect(got.commands.filter((c) => c === 'cut')).toHaveLength(1);
  expect(got.commands.filter((c) => c.startsWith('drawer'))).toEqual(['drawer0,25,250']);
  expect(got.commands.at(-1)).toBe('drawer0,25,250');
  // Byte for byte: init ESC @, cut GS V 66 0, drawer kick ESC p 0 25 250.
  expect(got.raw[0]).toEqual([0x1b, 0x40]);
  expect(got.raw.filter((c) => c[0] === 0x1d && c[1] === 0x56)).toEqual([[0x1d, 0x56, 66, 0]]);
  expect(got.raw.at(-1)).toEqual([0x1b, 0x70, 0, 25, 250]);
  expect(got.commands.some((c) => c.startsWith('raster'))).toBe(false);
});

test('with a logo uploaded, the logo comes first (centred raster GS v 0 at 384 dots), then the same receipt; at 48 columns 576 dots', async () => {
  const saved = await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port), copies: '2' });
  expect(saved.body.num).toBe(0);
  // A 1000 x 250 logo: scaled to 384 x 96 (48 bytes a row) on 58 mm paper, 576 x 144 (72 bytes) on 80 mm.
  const logo = await sharp({ create: { width: 1000, height: 250, channels: 3, background: '#000000' } }).png().toBuffer();
  expect((await call(svc.url, '/imgfileup', uploadForm(logo))).body.num).toBe(0);

  const lines = strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Berkah Jaya' }, footer: null, ulang: true });
  expect((await call(svc.url, '/print', { lines })).body).toMatchObject({ num: 0, data: { copies: 2, logo: { width: 384, height: 96 } } });
  const got = decode(await printer.next());
  // Two copies, each: init, centre, the raster header (m 0, xL 48 xH 0, yL 96 yH 0), the receipt, the cut; one drawer kick.
  const copy = got.commands.slice(0, got.commands.indexOf('cut') + 1);
  expect(copy.slice(0, 3)).toEqual(['init', 'align1', 'raster0,48x96']);
  expect(got.raw[2]).toEqual([0x1d, 0x76, 0x30, 0, 48, 0, 96, 0]);
  expect(got.commands).toEqual([...copy, ...copy, 'drawer0,25,250']);
  const printed = got.lines.filter((l) => l !== '');
  const one = [...lines.map((l) => l.text), 'Terima kasih atas kunjungan Anda'];
  expect(printed).toEqual([...one, ...one]);
  expect(printed.slice(0, 3)).toEqual(['Toko Berkah Jaya', 'CETAK ULANG', '-'.repeat(32)]);

  await call(svc.url, '/saveconf', { papersize: '48', copies: '1' });
  const wide = strukLines(sale, { kolom: 48, perusahaan: { namaperusahaan: 'Toko Berkah Jaya' }, footer: null });
  expect((await call(svc.url, '/print', { lines: wide })).body.num).toBe(0);
  const got48 = decode(await printer.next());
  expect(got48.raw[2]).toEqual([0x1d, 0x76, 0x30, 0, 72, 0, 144, 0]);
  expect(got48.lines.filter((l) => l !== '')).toContain(`TOTAL${' '.repeat(37)}48.500`);
  expect(got48.lines.every((l) => l.length <= 48)).toBe(true);
});

test('a reprint (F12) prints the same receipt marked CETAK ULANG and leaves the cash drawer shut', async () => {
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port) })).body.num).toBe(0);
  const o = { kolom: 32, perusahaan: { namaperusahaan: 'Toko Berkah Jaya' }, footer: null };
  expect((await call(svc.url, '/print', strukCetak(sale, o))).body.num).toBe(0);
  expect(decode(await printer.next()).commands.filter((c) => c.startsWith('drawer'))).toEqual(['drawer0,25,250']);
  expect((await call(svc.url, '/print', strukCetak(sale, { ...o, ulang: true }))).body.num).toBe(0);
  const again = decode(await printer.next());
  expect(again.lines).toContain('CETAK ULANG');
  expect(again.lines).toContain('TOTAL                     48.500');
  expect(again.commands.some((c) => c.startsWith('drawer'))).toBe(false);
});

test('a printer that cannot be reached: the service says so, with its number', async () => {
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(await closedPort()) })).body.num).toBe(0);
  const r = await call(svc.url, '/print', { lines: strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko' }, footer: null }) });
  expect(r.body.num).toBe(51);
  expect(r.body.msg).toMatch(/printer/i);
});
