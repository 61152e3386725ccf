/** Sample stock documents for the race suite (apps/server/test/document-races.ts). */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from '../../accounting/test/books';

/** A company with books and two items (GULA01 in KG; KOPI01 in PCS and boxes of 12). */
async function company() {
  const co = await companyWithBooks();
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] });
  await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula', satuan: 'KG' });
  return co;
}

/** The same company holding stock in UTM: 100 kg GULA01 at 100, 24 pcs KOPI01 at 1,000 (opening stock). */
async function stocked() {
  const co = await company();
  const sa = await co.act('saldoawalitem_save', {
    tanggal: '2026-01-02',
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '100', harga: '100' },
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24', harga: '1000' },
    ],
  });
  if (sa.num !== 0) throw new Error(`saldo awal gagal: ${sa.msg}`);
  await co.act('gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Cabang' });
  return co;
}

export const inventoryRaceSamples: RaceSample[] = [
  {
    sumber: 'IM',
    doctype: 'itemmasuk',
    company,
    add: {
      payload: { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '100' }] },
      balances: { '1-1400': '1000.00', '3-1000': '-1000.00' },
    },
    editA: {
      payload: { tanggal: '2026-01-06', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '1200' }] },
      balances: { '1-1400': '2400.00', '3-1000': '-2400.00' },
    },
    editB: {
      payload: { tanggal: '2026-01-07', kodegudang: 'UTM', kodeacc: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '150' }, { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5', harga: '100' }] },
      balances: { '1-1400': '950.00', '1-1100': '-950.00' },
    },
  },
  {
    sumber: 'IK',
    doctype: 'itemkeluar',
    company: stocked,
    add: { payload: { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10' }] }, balances: { '6-1100': '1000.00' } },
    editA: { payload: { tanggal: '2026-01-06', kodegudang: 'UTM', kodeacc: '6-1200', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1' }] }, balances: { '6-1200': '12000.00' } },
    editB: {
      payload: { tanggal: '2026-01-07', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3' }, { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] },
      balances: { '6-1100': '5300.00' },
    },
  },
  // A transfer changes no account: the value moves with the goods between warehouses.
  {
    sumber: 'TR',
    doctype: 'transferitem',
    company: stocked,
    add: { payload: { tanggal: '2026-01-05', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10' }] }, balances: { '5-1200': '0.00' } },
    editA: { payload: { tanggal: '2026-01-06', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2' }] }, balances: { '5-1200': '0.00' } },
    editB: {
      payload: { tanggal: '2026-01-07', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3' }, { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] },
      balances: { '5-1200': '0.00' },
    },
  },
  {
    sumber: 'SA',
    doctype: 'saldoawalitem',
    company,
    add: { payload: { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '100' }] }, balances: { '1-1400': '1000.00', '3-2000': '-1000.00' } },
    editA: { payload: { tanggal: '2026-01-03', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '1200' }] }, balances: { '1-1400': '2400.00', '3-2000': '-2400.00' } },
    editB: {
      payload: { tanggal: '2026-01-04', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '150' }, { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5', harga: '100' }] },
      balances: { '1-1400': '950.00', '3-2000': '-950.00' },
    },
  },
  {
    sumber: 'OP',
    doctype: 'opname',
    company: stocked,
    add: { payload: { tanggal: '2026-01-31', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '95' }] }, balances: { '5-1200': '500.00' } },
    editA: { payload: { tanggal: '2026-01-30', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '20' }] }, balances: { '5-1200': '4000.00' } },
    editB: {
      payload: { tanggal: '2026-01-29', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '101' }, { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2' }] },
      balances: { '5-1200': '-100.00' },
    },
  },
];
