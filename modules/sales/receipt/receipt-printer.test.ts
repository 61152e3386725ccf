/**
 * A receipt through the POS printer service to a fake network printer on 127.0.0.1: the bytes the
 * printer receives are decoded (ESC/POS commands apart, text lines) and checked against the layout.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { RunningPrinterService } from '@niaga/printer-service';
import { call, closedPort, fakePrinter, start, tempDir, type FakePrinter } from '../../../apps/printer-service/test/helpers';
import { strukLines, type StrukSale } from './receipt';

interface Decoded {
  commands: string[];
  lines: string[];
}

/** ESC/POS commands this receipt uses: the bytes that start each, its length and its name. */
const COMMANDS: Array<{ head: number[]; length: number; name: (b: Buffer, i: number) => string }> = [
  { head: [0x1b, 0x40], length: 2, name: () => 'init' },
  { head: [0x1b, 0x61], length: 3, name: (b, i) => `align${b[i + 2]}` },
  { head: [0x1b, 0x45], length: 3, name: (b, i) => `bold${b[i + 2]}` },
  { head: [0x1d, 0x21], length: 3, name: (b, i) => `size${b[i + 2]}` },
  { head: [0x1d, 0x56], length: 4, name: () => 'cut' },
  { head: [0x1b, 0x70], length: 5, name: (b, i) => `drawer${b[i + 2]},${b[i + 3]},${b[i + 4]}` },
];

/** ESC/POS → the commands by name (in order) and the printed text lines. */
function decode(b: Buffer): Decoded {
  const commands: string[] = [];
  const lines: string[] = [];
  let text = '';
  let i = 0;
  while (i < b.length) {
    const c = COMMANDS.find((x) => x.head.every((h, k) => b[i + k] === h));
    if (c) {
      commands.push(c.name(b, i));
      i += c.length;
    } else if (b[i] === 0x0a) {
      lines.push(text);
      text = '';
      i += 1;
    } else {
      text += String.fromCharCode(b[i]);
      i += 1;
    }
  }
  return { commands, lines };
}

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
  expect(printed).toEqual([...lines.map((l) => l.text), 'Terima kasih atas kunjungan anda']);
  expect(printed).toContain('  3 PCS x 15.000          45.000');
  expect(printed).toContain('TOTAL                     48.500');
  expect(printed).toContain('Kembali                    1.500');
  // The company name centred and bold, TOTAL bold; the cut; the drawer opens once.
  expect(got.commands.slice(1, 4)).toEqual(['align1', 'bold1', 'size0']);
  expect(got.commands.filter((c) => c === 'cut')).toHaveLength(1);
  expect(got.commands.filter((c) => c.startsWith('drawer'))).toEqual(['drawer0,25,250']);
  expect(got.commands.at(-1)).toBe('drawer0,25,250');
});

test('a printer that cannot be reached: the service says so, with its number', async () => {
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(await closedPort()) })).body.num).toBe(0);
  const r = await call(svc.url, '/print', { lines: strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko' }, footer: null }) });
  expect(r.body.num).toBe(51);
  expect(r.body.msg).toMatch(/printer/i);
});
