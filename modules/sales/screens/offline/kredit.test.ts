import { expect, test } from 'vitest';
import { dec } from '@niaga/core';
import { kreditLuring, perWaktu, type KeptKredit } from './kredit';

const kept: KeptKredit = {
  kunci: 'kredit',
  waktu: '2026-12-06T03:32:00.000Z',
  rows: [{ kodesupel: 'PEL01', namasupel: 'Warung Bu Sri', limitkredit: '100000.00', piutang: '60000.00' }],
};
const per = perWaktu(kept.waktu);

test('offline credit within the last known limit is taken, and the cashier is told the figures are of that moment', () => {
  const r = kreditLuring(kept, 'PEL01', dec(30000), dec(0));
  expect(r.tolak).toBeNull();
  expect(r.info).toBe(`Kredit Rp 30.000 dalam limit kredit PEL01 Rp 100.000 menurut angka per ${per} (angka terakhir yang diketahui, kasir luring): sisa limit Rp 10.000.`);
  expect(per).toMatch(/^06 Des/);
});

test('over the last known limit (with the credit of sales still queued here) it is refused in words, naming when the figures were read', () => {
  expect(kreditLuring(kept, 'PEL01', dec(30000), dec(15000)).tolak).toBe(
    `Limit kredit pelanggan PEL01 Warung Bu Sri Rp 100.000 terlampaui menurut angka per ${per} (angka terakhir yang diketahui, kasir luring): ` +
      'piutang terbuka Rp 60.000 + penjualan luring belum terkirim Rp 15.000 + penjualan ini Rp 30.000 = Rp 105.000. Terima tunai, atau tunggu koneksi kembali untuk otorisasi supervisor.',
  );
  // Exactly at the limit is within it (as the server judges: open + this ≤ limit).
  expect(kreditLuring(kept, 'PEL01', dec(40000), dec(0)).tolak).toBeNull();
});

test('no credit, a customer without a limit then, or figures never read', () => {
  expect(kreditLuring(kept, 'PEL01', dec(0), dec(0))).toEqual({ tolak: null, info: null });
  expect(kreditLuring(kept, 'UMUM', dec(500000), dec(0))).toEqual({ tolak: null, info: null });
  expect(kreditLuring(undefined, 'PEL01', dec(1000), dec(0))).toEqual({ tolak: null, info: 'Limit kredit pelanggan PEL01 belum pernah terbaca di kasir ini: dinilai saat penjualan terkirim.' });
});
