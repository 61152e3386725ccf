/** A small shop for the sales tests: the same goods, stock and customers wherever a test needs no other. */
import { expect } from 'vitest';
import type { BooksCompany } from '../../accounting/test/books';
import { actOrEdit } from '../../../apps/server/test/harness';

type Row = Record<string, unknown>;

/**
 * Coffee in PCS and BOX of 12 (15,000 / 170,000) and sugar by the kilo (18,000), bought in on
 * 2 November 2026 at 12,000 a piece (4 boxes) and 15,000 a kilo (10 kg); the walk-in customer UMUM
 * and the credit customer TOKO01 (Toko Berkah, with `toko`'s terms).
 */
export async function coffeeShop(co: BooksCompany, toko: Row): Promise<void> {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  const item = async (p: Row) => expect(await actOrEdit(co, 'item_save', p)).toMatchObject({ num: 0 });
  await item({
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', hargajual1: '15000' },
      { satuan: 'BOX', konversi: '12', hargajual1: '170000' },
    ],
  });
  await item({ kodeitem: 'GULA01', namaitem: 'Gula Pasir Curah', satuan: 'KG', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '18000' }] });
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  expect((await actOrEdit(co, 'pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', ...toko })).num).toBe(0);
  expect(
    await co.act('itemmasuk_save', {
      tanggal: '2026-11-02',
      kodegudang: 'UTM',
      kodeacc: '3-1000',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '144000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
      ],
    }),
  ).toMatchObject({ num: 0 });
}
