import { expect, test } from 'vitest';
import { strukLines } from '@niaga/sales';
import { strukOf } from './reprint';

test('a sale read back by kasir_get / jual_get becomes its receipt: names beside codes, dates as the layout wants them', () => {
  const data = {
    tbl_kasir: [
      { id: 7, notransaksi: 'KSR-2611-00001', tanggal: '2026-11-20', jam: '10:15:02', userid: 'KASIR1', kodesupel: 'UMUM', kodesupel_nama: 'Pelanggan Umum', subtotal: '18000.00', diskon: '0.0000', potongan: '0.00', tipeppn: 'N', dpp: '18000.00', ppn: '0.00', pembulatan: '0.00', total: '18000.00', tunai: '20000.00', bayarkartu: '0.00', kodebank: null, bayaremoney: '0.00', deposit: '0.00', kredit: '0.00', kembali: '2000.00', pointdapat: '0.00' },
    ],
    tbl_kasir_detail: [
      { id: 1, kodeitem: 'KOPI01', kodeitem_nama: 'Kopi Bubuk', satuan: 'PCS', jumlah: '1.0000', harga: '15000.00', diskon1: '0.0000', diskon2: '0.0000', diskon3: '0.0000', diskon4: '0.0000', total: '15000.00', idpromo: null },
      { id: 2, kodeitem: 'MIE01', kodeitem_nama: 'Mie Instan', satuan: 'PCS', jumlah: '1.0000', harga: '3000.00', diskon1: '0.0000', diskon2: '0.0000', diskon3: '0.0000', diskon4: '0.0000', total: '3000.00', idpromo: '' },
    ],
  };
  const sale = strukOf(data, 'kasir');
  expect(sale).toMatchObject({ notransaksi: 'KSR-2611-00001', tanggal: '2026-11-20', namasupel: 'Pelanggan Umum', total: '18000.00', kembali: '2000.00' });
  expect(sale.lines.map((l) => [l.namaitem, l.idpromo])).toEqual([['Kopi Bubuk', null], ['Mie Instan', null]]);
  const text = strukLines(sale, { kolom: 32, perusahaan: { namaperusahaan: 'Toko' }, ulang: true }).map((l) => l.text);
  expect(text).toContain('CETAK ULANG');
  expect(text).toContain('Pelanggan         Pelanggan Umum');
  expect(text.some((t) => /^TOTAL\s+18\.000$/.test(t))).toBe(true);
  // A back-office sale reads from its own tables.
  expect(strukOf({ tbl_jual: [{ ...data.tbl_kasir[0], notransaksi: 'JL-2611-00001' }], tbl_jual_detail: [] }, 'jual').notransaksi).toBe('JL-2611-00001');
  expect(() => strukOf({ tbl_jual: [] }, 'jual')).toThrow('Data penjualan tidak ditemukan');
});
