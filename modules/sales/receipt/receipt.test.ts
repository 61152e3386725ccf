import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from '@niaga/core/receipt';
import { angka, bungkus, FOOTER_DEFAULT, kiriKanan, kiriKananBaris, strukHtml, strukLines, tanggalJam, type StrukSale } from './receipt';

/**
 * A till sale: one item in two units (PCS and BOX) and a weighed one (KG), a line discount
 * 10%+5%, a free promo line with a long name, a 2% document discount, PPN included, rounding
 * to 100, paid with cash and a card, with change and points.
 */
const sale: StrukSale = {
  notransaksi: 'KSR-2611-00001',
  tanggal: '2026-11-20',
  jam: '10:15:02',
  userid: 'KASIR1',
  kodesupel: 'C0007',
  namasupel: 'Ibu Ratna Sari',
  kodegudang: 'UTM',
  subtotal: '227850.00',
  diskon: '2.0000',
  potongan: '4557.00',
  tipeppn: 'I',
  dpp: '201165.77',
  ppn: '22127.23',
  pembulatan: '7.00',
  total: '223300.00',
  tunai: '200000.00',
  bayarkartu: '30000.00',
  kodebank: 'BCA',
  nokartu: '4111111111111111',
  bayaremoney: '0.00',
  deposit: '0.00',
  dibayar: '230000.00',
  kredit: '0.00',
  kembali: '6700.00',
  pointdapat: '22.00',
  lines: [
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 165 g', satuan: 'PCS', jumlah: '4.0000', harga: '15000.00', total: '60000.00' },
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk 165 g', satuan: 'BOX', jumlah: '1.0000', harga: '170000.00', total: '145350.00', diskon1: '10.0000', diskon2: '5.0000', diskon3: '0.0000', diskon4: '0.0000' },
    { kodeitem: 'GULA01', namaitem: 'Gula Pasir Curah', satuan: 'KG', jumlah: '1.2500', harga: '18000.00', total: '22500.00' },
    { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng Rasa Ayam Bawang Extra Pedas', satuan: 'PCS', jumlah: '2.0000', harga: '0.00', total: '0.00', idpromo: 'PR2G1' },
  ],
};
const perusahaan = {
  namaperusahaan: 'Toko Berkah Jaya',
  alamat1: 'Jl. Merdeka No. 10, Kel. Braga, Kec. Sumur Bandung',
  kota: 'Bandung 40111',
  telepon: '022-4201234',
  npwp: '01.234.567.8-423.000',
};
const texts = (lines: ReceiptLine[]) => lines.map((l) => l.text);

describe('helpers', () => {
  it('formats Indonesian numbers: dots for thousands, a comma fraction only when there is one', () => {
    expect([angka('1500000.00'), angka('1.25'), angka('0'), angka('-2100'), angka('201165.77'), angka('1234.5000'), angka(null)]).toEqual([
      '1.500.000', '1,25', '0', '-2.100', '201.165,77', '1.234,5', '0',
    ]);
  });

  it('puts text left and amounts right in exactly the line width, wrapping what does not fit', () => {
    expect(kiriKanan('TOTAL', '227.900', 32)).toBe('TOTAL                    227.900');
    expect(kiriKanan('Nama yang sangat panjang sekali', '1.000', 20)).toBe('Nama yang sang 1.000');
    expect(kiriKananBaris('  1.234,5678 KG x 1.500.000', '1.851.851,7', 32)).toEqual(['  1.234,5678 KG x 1.500.000', '                     1.851.851,7']);
    expect(kiriKananBaris('  12 PCS x 1.250.000 harga grosir khusus', '15.000.000', 32)).toEqual(['  12 PCS x 1.250.000 harga', '  grosir khusus       15.000.000']);
    expect(bungkus('Kopi Bubuk Kapal Api Special Mix 165 gram', 16)).toEqual(['Kopi Bubuk Kapal', 'Api Special Mix', '165 gram']);
    expect(bungkus('Terima kasih\nSelamat belanja kembali', 32)).toEqual(['Terima kasih', 'Selamat belanja kembali']);
    expect(bungkus('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ']);
    expect(tanggalJam('2026-11-20', '10:15:02')).toBe('20/11/2026 10:15:02');
  });
});

describe('strukLines', () => {
  it('58 mm (32 columns): mixed units, discounts, promo, PPN included, rounding, cash + card, change, points', () => {
    const lines = strukLines(sale, { kolom: 32, perusahaan });
    expect(texts(lines)).toEqual([
      'Toko Berkah Jaya',
      'Jl. Merdeka No. 10, Kel. Braga,',
      'Kec. Sumur Bandung',
      'Bandung 40111',
      'Telp. 022-4201234',
      'NPWP 01.234.567.8-423.000',
      '--------------------------------',
      'No.               KSR-2611-00001',
      'Tanggal      20/11/2026 10:15:02',
      'Kasir                     KASIR1',
      'Pelanggan         Ibu Ratna Sari',
      '--------------------------------',
      'Kopi Bubuk 165 g',
      '  4 PCS x 15.000          60.000',
      'Kopi Bubuk 165 g',
      '  1 BOX x 170.000        145.350',
      '  Disk 10%+5%',
      'Gula Pasir Curah',
      '  1,25 KG x 18.000        22.500',
      'Mie Instan Goreng Rasa Ayam',
      'Bawang Extra Pedas',
      '  2 PCS x 0                    0',
      '  PROMO PR2G1',
      '--------------------------------',
      'Subtotal                 227.850',
      'Potongan 2%               -4.557',
      'DPP (termasuk PPN)    201.165,77',
      'PPN                    22.127,23',
      'Pembulatan                     7',
      'TOTAL                    223.300',
      'Tunai                    200.000',
      'Kartu BCA                 30.000',
      'Kembali                    6.700',
      'Point didapat                 22',
      '--------------------------------',
      'Terima kasih atas kunjungan Anda',
    ]);
    // Lines with an amount are exactly 32 columns; nothing is wider.
    for (const l of lines) expect(l.text.length).toBeLessThanOrEqual(32);
    const amounts = lines.filter((x) => / {2,}-?\d[\d.,]*$/.test(x.text));
    expect(amounts).toHaveLength(14);
    for (const l of amounts) expect(l.text).toHaveLength(32);
    // Styles: the company centred and bold, the address centred, TOTAL and Kembali bold, the rest plain left.
    expect(lines[0]).toEqual({ text: 'Toko Berkah Jaya', align: 'center', bold: true });
    expect(lines[1]).toEqual({ text: 'Jl. Merdeka No. 10, Kel. Braga,', align: 'center' });
    expect(lines.filter((l) => l.bold).map((l) => l.text.split(' ')[0])).toEqual(['Toko', 'TOTAL', 'Kembali']);
    expect(lines.at(-1)).toEqual({ text: FOOTER_DEFAULT, align: 'center' });
    // The card number is never printed.
    expect(texts(lines).join('\n')).not.toContain('4111');
  });

  it('80 mm (48 columns), reprint', () => {
    const lines = strukLines(sale, { kolom: 48, perusahaan, ulang: true });
    expect(texts(lines)).toEqual([
      'Toko Berkah Jaya',
      'Jl. Merdeka No. 10, Kel. Braga, Kec. Sumur',
      'Bandung',
      'Bandung 40111',
      'Telp. 022-4201234',
      'NPWP 01.234.567.8-423.000',
      'CETAK ULANG',
      '------------------------------------------------',
      'No.                               KSR-2611-00001',
      'Tanggal                      20/11/2026 10:15:02',
      'Kasir                                     KASIR1',
      'Pelanggan                         Ibu Ratna Sari',
      '------------------------------------------------',
      'Kopi Bubuk 165 g',
      '  4 PCS x 15.000                          60.000',
      'Kopi Bubuk 165 g',
      '  1 BOX x 170.000                        145.350',
      '  Disk 10%+5%',
      'Gula Pasir Curah',
      '  1,25 KG x 18.000                        22.500',
      'Mie Instan Goreng Rasa Ayam Bawang Extra Pedas',
      '  2 PCS x 0                                    0',
      '  PROMO PR2G1',
      '------------------------------------------------',
      'Subtotal                                 227.850',
      'Potongan 2%                               -4.557',
      'DPP (termasuk PPN)                    201.165,77',
      'PPN                                    22.127,23',
      'Pembulatan                                     7',
      'TOTAL                                    223.300',
      'Tunai                                    200.000',
      'Kartu BCA                                 30.000',
      'Kembali                                    6.700',
      'Point didapat                                 22',
      '------------------------------------------------',
      'Terima kasih atas kunjungan Anda',
    ]);
    expect(lines[6]).toEqual({ text: 'CETAK ULANG', align: 'center', bold: true });
    expect(lines.find((l) => l.text.startsWith('TOTAL'))).toEqual({ text: `TOTAL${' '.repeat(36)}223.300`, bold: true });
  });

  it('no PPN, a negative rounding, e-money, deposit, points and credit; the footer given, or left to the printer service', () => {
    const other: StrukSale = {
      ...sale,
      notransaksi: 'JL-2611-00003',
      userid: null,
      namasupel: null,
      diskon: '0',
      potongan: '0.00',
      tipeppn: 'N',
      dpp: '223293.00',
      ppn: '0.00',
      pembulatan: '-93.00',
      total: '223200.00',
      tunai: '0.00',
      bayarkartu: '0.00',
      bayaremoney: '100000.00',
      kodeemoney: 'OVO',
      deposit: '21200.00',
      pointpakai: '20.00',
      bayarpoint: '2000.00',
      kredit: '100000.00',
      kembali: '0.00',
      pointdapat: '0.00',
      lines: [sale.lines[0]],
    };
    const lines = texts(strukLines(other, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Berkah Jaya' }, footer: 'Barang yang sudah dibeli\ntidak dapat ditukar' }));
    expect(lines).toEqual([
      'Toko Berkah Jaya',
      '--------------------------------',
      'No.                JL-2611-00003',
      'Tanggal      20/11/2026 10:15:02',
      'Pelanggan                  C0007',
      '--------------------------------',
      'Kopi Bubuk 165 g',
      '  4 PCS x 15.000          60.000',
      '--------------------------------',
      'Subtotal                 227.850',
      'Pembulatan                   -93',
      'TOTAL                    223.200',
      'E-Money OVO              100.000',
      'Deposit                   21.200',
      'Point 20                   2.000',
      'Kredit                   100.000',
      'Kembali                        0',
      '--------------------------------',
      'Barang yang sudah dibeli',
      'tidak dapat ditukar',
    ]);
    expect(texts(strukLines(other, { kolom: 32, perusahaan, footer: null })).at(-1)).toBe('-'.repeat(32));
    // PPN excluded: plain DPP.
    expect(texts(strukLines({ ...other, tipeppn: 'E', dpp: '223293.00', ppn: '24562.23' }, { kolom: 32, perusahaan })).filter((t) => /^(DPP|PPN)/.test(t))).toEqual([
      'DPP                      223.293',
      'PPN                    24.562,23',
    ]);
  });
});

describe('strukHtml', () => {
  it('a whole page for 58 mm paper: @page at the paper width and the receipt length, monospace, the 32-column lines, the logo', () => {
    const html = strukHtml(sale, { lebarMm: 58, perusahaan, logo: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(html.startsWith('<!doctype html>\n<html lang="id">')).toBe(true);
    expect(html).toContain('<title>Struk KSR-2611-00001</title>');
    expect(html).toMatch(/@page\{size:58mm \d+mm;margin:0\}/);
    expect(html).toContain("font-family:'Courier New',Courier,monospace");
    expect(html).toContain('.struk{width:32ch;');
    expect(html).toContain('<img class="logo" src="data:image/png;base64,iVBORw0KGgo=" alt="">\n<div class="l center b">Toko Berkah Jaya</div>');
    const rows = [...html.matchAll(/<div class="l[^"]*">(.*)<\/div>/g)].map((m) => m[1]);
    expect(rows).toEqual(texts(strukLines(sale, { kolom: 32, perusahaan })));
    expect(html).toContain('<div class="l left b">TOTAL                    223.300</div>');
    expect(html).toContain('<div class="l center">Terima kasih atas kunjungan Anda</div>');
  });

  it('80 mm: 48 columns, the reprint mark; text is escaped and only an image data URL is taken as the logo', () => {
    const html = strukHtml({ ...sale, namasupel: 'A & B <Toko>' }, { lebarMm: 80, perusahaan, ulang: true, logo: 'javascript:alert(1)' });
    expect(html).toMatch(/@page\{size:80mm \d+mm;margin:0\}/);
    expect(html).toContain('.struk{width:48ch;');
    expect(html).toContain('<div class="l center b">CETAK ULANG</div>');
    expect(html).toContain('A &amp; B &lt;Toko&gt;</div>');
    expect(html).not.toContain('<img');
    expect(html).toContain(`<div class="l left">${'-'.repeat(48)}</div>`);
    // A longer receipt gets a longer page.
    const size = (h: string) => Number(/size:\d+mm (\d+)mm/.exec(h)![1]);
    expect(size(strukHtml({ ...sale, lines: [...sale.lines, ...sale.lines] }, { lebarMm: 80, perusahaan }))).toBeGreaterThan(size(html));
  });
});
