import { expect, test } from 'vitest';
import { angka, bungkus, kiriKanan, strukHtml, strukLines, type StrukSale } from './receipt';

const sale: StrukSale = {
  notransaksi: 'KSR-2611-00001',
  tanggal: '2026-11-20',
  jam: '10:15:02',
  userid: 'KASIR1',
  kodesupel: 'UMUM',
  namasupel: 'Pelanggan Umum',
  subtotal: '227850.00',
  tipeppn: 'I',
  dpp: '205270.00',
  ppn: '22580.00',
  pembulatan: '50.00',
  total: '227900.00',
  tunai: '210000.00',
  bayarkartu: '20000.00',
  kodebank: 'BCA',
  kembali: '2100.00',
  pointdapat: '22.00',
  lines: [
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 165 g', satuan: 'PCS', jumlah: '4.0000', harga: '15000.00', total: '60000.00' },
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 165 g', satuan: 'BOX', jumlah: '1.0000', harga: '170000.00', total: '145350.00', diskon1: '10.0000', diskon2: '5.0000' },
    { kodeitem: 'GULA01', namaitem: 'Gula Pasir Curah', satuan: 'KG', jumlah: '1.2500', harga: '18000.00', total: '22500.00' },
    { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', jumlah: '2.0000', harga: '0.00', total: '0.00', idpromo: 'PR2G1' },
  ],
};
const perusahaan = { namaperusahaan: 'Toko Berkah Jaya', alamat: 'Jl. Merdeka 10, Bandung' };

test('numbers, columns and wrapping', () => {
  expect([angka('1500000.00'), angka('1.25'), angka('0'), angka('-2100')]).toEqual(['1.500.000', '1,25', '0', '-2.100']);
  expect(kiriKanan('TOTAL', '227.900', 32)).toBe('TOTAL                    227.900');
  expect(kiriKanan('Nama yang sangat panjang sekali', '1.000', 20)).toBe('Nama yang sang 1.000');
  expect(bungkus('Kopi Bubuk Kapal Api Special Mix 165 gram', 16)).toEqual(['Kopi Bubuk Kapal', 'Api Special Mix', '165 gram']);
});

test('a 58 mm receipt (32 columns): items, discount, promo, PPN included, rounding, cash and card, change, points', () => {
  const text = strukLines(sale, { kolom: 32, perusahaan }).map((l) => l.text);
  expect(text).toEqual([
    'Toko Berkah Jaya',
    'Jl. Merdeka 10, Bandung',
    '--------------------------------',
    'No.               KSR-2611-00001',
    'Tanggal      20/11/2026 10:15:02',
    'Kasir                     KASIR1',
    'Pelanggan         Pelanggan Umum',
    '--------------------------------',
    'Kopi Bubuk 165 g',
    '  4 PCS x 15.000          60.000',
    'Kopi Bubuk 165 g',
    '  1 BOX x 170.000        145.350',
    '  Disk 10%+5%',
    'Gula Pasir Curah',
    '  1,25 KG x 18.000        22.500',
    'Mie Instan Goreng',
    '  2 PCS x 0                    0',
    '  PROMO PR2G1',
    '--------------------------------',
    'Subtotal                 227.850',
    'DPP (termasuk PPN)       205.270',
    'PPN                       22.580',
    'Pembulatan                    50',
    'TOTAL                    227.900',
    'Tunai                    210.000',
    'Kartu BCA                 20.000',
    'Kembali                    2.100',
    'Point didapat                 22',
    '--------------------------------',
    'Terima kasih atas kunjungan anda',
  ]);
  expect(text.every((t) => t.length <= 32)).toBe(true);
});

test('80 mm (48 columns), reprint mark and the HTML page', () => {
  const lines = strukLines(sale, { kolom: 48, perusahaan, ulang: true });
  expect(lines.find((l) => l.text === 'CETAK ULANG')).toMatchObject({ align: 'center', bold: true });
  expect(lines.find((l) => l.text.startsWith('TOTAL'))).toEqual({ text: `TOTAL${' '.repeat(36)}227.900`, bold: true });
  const html = strukHtml(sale, { lebarMm: 80, perusahaan });
  expect(html).toContain('@page{size:80mm auto;margin:0}');
  expect(html).toContain('<div class="l left b">TOTAL');
  expect(html).toContain('Terima kasih atas kunjungan anda');
});
