/** The receipt of a sale paid by QRIS (issue 38): the QRIS amount and its referensi; a pay-later bill carries its QR. */
import { describe, expect, it } from 'vitest';
import { strukCetak, strukHtml, strukLines, type StrukSale } from './receipt';

const sale: StrukSale = {
  notransaksi: 'KSR-2612-00001',
  tanggal: '2026-12-06',
  jam: '08:15:00',
  kodesupel: 'UMUM',
  namasupel: 'Pelanggan Umum',
  subtotal: '45000.00',
  total: '45000.00',
  tunai: '15000.00',
  bayarqris: '30000.00',
  refqris: 'TOKO1-QMXB5H7FV9DA0A0C8',
  kembali: '0.00',
  lines: [{ kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', jumlah: '3.0000', harga: '15000.00', total: '45000.00' }],
};

describe('strukLines with QRIS', () => {
  it('prints the QRIS amount beside cash, and its referensi', () => {
    const text = strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Baru' } }).map((l) => l.text);
    expect(text).toContain('Tunai                     15.000');
    expect(text).toContain('QRIS                      30.000');
    expect(text).toContain('Ref QRIS TOKO1-QMXB5H7FV9DA0A0C8');
    expect(text.some((t) => t.includes('Scan QRIS'))).toBe(false);
  });
  it('a pay-later bill prints its QR (a line with qr) under "Scan QRIS untuk membayar"', () => {
    const lines = strukLines({ ...sale, tunai: '0', bayarqris: '0', refqris: '', qris: '000201010212...6304ABCD' }, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Baru' } });
    const i = lines.findIndex((l) => l.qr);
    expect(lines[i]).toEqual({ text: '', align: 'center', qr: '000201010212...6304ABCD' });
    expect(lines[i - 1].text.trim()).toBe('Scan QRIS untuk membayar');
  });
  it('a bill prints no payment and no change, leaves the drawer shut, and its HTML page draws the QR image', () => {
    const bill = { ...sale, tunai: null, kembali: null, bayarqris: '45000.00', qris: '000201010212...6304ABCD' };
    const o = { kolom: 32, perusahaan: { namaperusahaan: 'Toko Baru' } };
    const text = strukLines(bill, o).map((l) => l.text);
    expect(text.some((t) => t.startsWith('Kembali') || t.startsWith('Tunai'))).toBe(false);
    expect(text).toContain('QRIS                      45.000');
    expect(strukCetak(bill, o).drawer).toBe(false);
    expect(strukCetak(sale, o).drawer).toBeUndefined();
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(strukHtml(bill, { lebarMm: 58, perusahaan: o.perusahaan, qrGambar: png })).toContain(`<img class="qr" src="${png}" alt="QRIS" data-qris="000201010212...6304ABCD">`);
    expect(strukHtml(bill, { lebarMm: 58, perusahaan: o.perusahaan })).not.toContain('class="qr"');
  });
});
