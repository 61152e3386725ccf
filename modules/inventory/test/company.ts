/** Test company for the stock documents. */
import { expect } from 'vitest';
import { companyWithBooks, type BooksCompany } from '../../accounting/test/books';

/** Units, KOPI01 (PCS, BOX of 12) and GULA01 (KG), a second warehouse GD2. */
export async function stockCompany(): Promise<BooksCompany> {
  const co = await companyWithBooks();
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG' })).num).toBe(0);
  expect((await co.act('gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Cabang' })).num).toBe(0);
  return co;
}

