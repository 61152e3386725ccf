/**
 * The PPOB receipt on the till's receipt layout (docs/ppob.md "The receipt"): `strukPpob` gives the
 * till's `strukLines` the product, price, customer number, status and serial number / PLN token,
 * and those lines reach a (fake, network) mini printer through the POS printer service as ESC/POS —
 * decoded back here byte by byte, the token bold; a reprint is marked CETAK ULANG and keeps the
 * drawer shut.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { RunningPrinterService } from '@niaga/printer-service';
import { strukCetak, strukHtml, strukLines } from '@niaga/sales';
import { call, fakePrinter, start, tempDir, type FakePrinter } from '../../../apps/printer-service/test/helpers';
import { decode } from '../../../apps/printer-service/test/escpos-decode';
import { strukPpob, tokenTampil } from '../receipt';
import type { PpobTransaksi } from '../replies';

const pln: PpobTransaksi = {
  ref_id: 'ref-pln-000001',
  notransaksi: 'PPOB-7',
  tanggal: '2026-12-06',
  jam: '10:15:02',
  userid: 'KASIR1',
  sku: 'pln20',
  nama: 'PLN 20.000',
  jenis: 'pln',
  customer_no: '12345678901',
  jual: '21500.00',
  status: 'Sukses',
  sn: '5123-4567-8901-2345-6789/BUDI/R1/900VA/13.6',
  pesan: 'Transaksi Sukses',
};
const pulsa: PpobTransaksi = { ...pln, notransaksi: 'PPOB-8', sku: 'tsel10', nama: 'Telkomsel 10.000', jenis: 'pulsa', customer_no: '081234567890', jual: '11000.00', sn: 'SN000000100001' };
const perusahaan = { namaperusahaan: 'Toko Berkah Jaya', kota: 'Bandung' };

test('a PLN token sale on the 32-column receipt: product and price as a line, the meter number, status and the token in groups of four', () => {
  const text = strukLines(strukPpob(pln), { kolom: 32, perusahaan }).map((l) => l.text);
  expect(text).toEqual([
    'Toko Berkah Jaya',
    'Bandung',
    '-'.repeat(32),
    'No.                       PPOB-7',
    'Tanggal      06/12/2026 10:15:02',
    'Kasir                     KASIR1',
    '-'.repeat(32),
    'PLN 20.000',
    '  1 x 21.500              21.500',
    '-'.repeat(32),
    'Subtotal                  21.500',
    'TOTAL                     21.500',
    'Tunai                     21.500',
    'Kembali                        0',
    '-'.repeat(32),
    'No Meter/ID          12345678901',
    'Status                    Sukses',
    'Token   5123-4567-8901-2345-6789',
    'Nama                        BUDI',
    'Tarif/Daya              R1/900VA',
    'kWh                         13.6',
    '-'.repeat(32),
    'Terima kasih atas kunjungan Anda',
  ]);
  expect(strukLines(strukPpob(pln), { kolom: 32, perusahaan }).find((l) => l.text.startsWith('Token'))?.bold).toBe(true);
  expect(tokenTampil('51234567890123456789/X')).toBe('5123-4567-8901-2345-6789');
  expect(tokenTampil('ABC')).toBe('ABC');
});

test('pulsa: the phone number and SN; Pending says the SN follows; Gagal says the money was returned; the browser print has the same lines', () => {
  const lines = (t: PpobTransaksi) => strukLines(strukPpob(t), { kolom: 32, perusahaan }).map((l) => l.text);
  const lr = (k: string, v: string) => k + ' '.repeat(32 - k.length - v.length) + v;
  expect(lines(pulsa)).toEqual(expect.arrayContaining(['Telkomsel 10.000', lr('Nomor', '081234567890'), lr('SN', 'SN000000100001')]));
  const pending = lines({ ...pulsa, status: 'Pending', sn: '' });
  expect(pending).toContain(lr('Status', 'Pending'));
  expect(pending.some((l) => l.startsWith('SN'))).toBe(false);
  expect(pending.join(' ')).toContain('token/SN menyusul');
  expect(lines({ ...pulsa, status: 'Gagal', sn: '' })).toContain('Transaksi gagal: uang');
  const html = strukHtml(strukPpob(pulsa), { lebarMm: 80, perusahaan });
  expect(html).toContain('SN000000100001');
  expect(html).toContain(`${'Nomor'}${' '.repeat(48 - 5 - 12)}081234567890`);
});

let tmp: ReturnType<typeof tempDir>;
let svc: RunningPrinterService;
let printer: FakePrinter;
beforeEach(async () => {
  tmp = tempDir();
  svc = await start({ configPath: tmp.configPath });
  printer = await fakePrinter();
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port) })).body.num).toBe(0);
});
afterEach(async () => {
  await svc.close();
  await printer.close();
  tmp.remove();
});

test('the PLN receipt reaches the mini printer as ESC/POS: its lines in order, the token bold, one cut, one drawer kick; a reprint CETAK ULANG without the drawer', async () => {
  const o = { kolom: 32, perusahaan, footer: null };
  const lines = strukLines(strukPpob(pln), o);
  expect((await call(svc.url, '/print', strukCetak(strukPpob(pln), o))).body).toMatchObject({ num: 0 });
  const got = decode(await printer.next());
  expect(got.commands[0]).toBe('init');
  expect(got.lines.filter((l) => l !== '')).toEqual([...lines.map((l) => l.text), 'Terima kasih atas kunjungan Anda']);
  // The token line: bold on (ESC E 1) just before it, off after.
  const bolds = got.raw.filter((c) => c[0] === 0x1b && c[1] === 0x45).map((c) => c[2]);
  expect(bolds.filter((b) => b === 1).length).toBeGreaterThanOrEqual(3); // name, TOTAL / Kembali, token
  expect(got.commands.filter((c) => c === 'cut')).toHaveLength(1);
  expect(got.raw.at(-1)).toEqual([0x1b, 0x70, 0, 25, 250]);

  expect((await call(svc.url, '/print', strukCetak(strukPpob(pln), { ...o, ulang: true }))).body.num).toBe(0);
  const again = decode(await printer.next());
  expect(again.lines).toContain('CETAK ULANG');
  expect(again.lines).toContain('Token   5123-4567-8901-2345-6789');
  expect(again.commands.some((c) => c.startsWith('drawer'))).toBe(false);
});
