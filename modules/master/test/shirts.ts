import { expect } from 'vitest';
import type { TestCompany } from '../../../apps/server/test/harness';

/**
 * A variant item for tests: KAOS "Kaos Polos" (type 7, base unit PCS at `hargajual1`), with the
 * variant WARNA and its two combinations KAOS-MERAH and KAOS-BIRU.
 */
export async function kaosMerahBiru(co: TestCompany, hargajual1 = '50000') {
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const item = await co.act('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1 }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  expect(item.num, item.msg).toBe(0);
}
