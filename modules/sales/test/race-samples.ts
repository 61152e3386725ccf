/** Sample sale documents for the race suite (apps/server/test/document-races.ts): the till sale and the back-office sale. */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from '../../accounting/test/books';
import { actOrEdit } from '../../../apps/server/test/harness';

/** A company with books, priced items in stock (GULA01 at 1,000 a KG, KOPI01 at 500 a PCS), a walk-in customer and a card bank. */
async function company() {
  const co = await companyWithBooks();
  for (const [kode, nama] of [['PCS', 'Pieces'], ['KG', 'Kilogram']]) await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '500' }] });
  await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula', satuan: 'KG', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '1000' }] });
  await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
  await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' });
  await co.act('itemmasuk_save', {
    tanggal: '2026-01-02',
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '50', harga: '300' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '50', harga: '600' },
    ],
  });
  return co;
}

const sale = (p: Record<string, unknown>) => ({ tanggal: '2026-01-05', kodegudang: 'UTM', kodesupel: 'UMUM', ...p });
const samples = (sumber: 'KSR' | 'JL', doctype: 'kasir' | 'jual'): RaceSample => ({
  sumber,
  doctype,
  company,
  add: { payload: sale({ tunai: '2000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '1000' }] }), balances: { '1-1100': '2000.00', '4-1000': '-2000.00' } },
  editA: { payload: sale({ lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '500' }] }), balances: { '1-1300': '500.00', '1-1100': '0.00', '4-1000': '-500.00' } },
  editB: {
    payload: sale({ bayarkartu: '1000', kodebank: 'BCA', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '1000' }] }),
    balances: { '1-1320': '1000.00', '1-1300': '0.00', '4-1000': '-1000.00' },
  },
});

/** … with a sales person at 100 % and a credit sale of 2,000 by them (a commission of 2,000 owed: room for every race's payment). */
async function withCommission() {
  const co = await company();
  await co.act('sales_save', { kodesales: 'S01', namasales: 'Sales Satu', komisijual: '100' });
  await actOrEdit(co, 'jual_save', sale({ kodesales: 'S01', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '1000' }] }));
  return co;
}

const bks = (p: Record<string, unknown>) => ({ tanggal: '2026-01-06', kodesales: 'S01', lines: [{ nojual: 'JL-2601-00001', bayar: '100' }], ...p });

/** … with an opening receivable of 2,000 from the walk-in customer (SAP-2601-00001): room for every race's payment. */
async function withReceivable() {
  const co = await company();
  await co.act('saldoawalpiutang_save', { tanggal: '2026-01-02', kodesupel: 'UMUM', jumlah: '2000' });
  return co;
}
const bp = (p: Record<string, unknown>) => ({ tanggal: '2026-01-06', kodesupel: 'UMUM', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '100' }], ...p });
const dp = (p: Record<string, unknown>) => ({ tanggal: '2026-01-06', kodesupel: 'UMUM', ...p });

/** A free sales return (mode 2): the goods back into stock, the money back from Kas/Bank. */
const retur = (p: Record<string, unknown>) => ({ tanggal: '2026-01-06', mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', ...p });

export const salesRaceSamples: RaceSample[] = [
  samples('KSR', 'kasir'),
  samples('JL', 'jual'),
  {
    sumber: 'BKS',
    doctype: 'bayarkomisi',
    company: withCommission,
    add: { payload: bks({ kodeacckas: '1-1200' }), balances: { '6-1400': '100.00', '1-1200': '-100.00' } },
    editA: {
      payload: bks({ kodeacckas: '1-1200', jenisbayar: 'G', nogiro: 'G1', bankgiro: 'BCA', jtgiro: '2026-01-20', lines: [{ nojual: 'JL-2601-00001', bayar: '150' }] }),
      balances: { '6-1400': '150.00', '2-1110': '-150.00', '1-1200': '0.00' },
    },
    editB: { payload: bks({ kodeacckas: '1-1100', lines: [{ nojual: 'JL-2601-00001', bayar: '50' }] }), balances: { '6-1400': '50.00', '1-1100': '-50.00' } },
  },
  {
    sumber: 'RJ',
    doctype: 'returjual',
    company,
    add: { payload: retur({ kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '1000' }] }), balances: { '4-1100': '2000.00', '1-1100': '-2000.00' } },
    editA: { payload: retur({ kodeacckas: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '500' }] }), balances: { '4-1100': '500.00', '1-1100': '-500.00' } },
    editB: { payload: retur({ kodeacckas: '1-1200', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '1000' }] }), balances: { '4-1100': '1000.00', '1-1200': '-1000.00', '1-1100': '0.00' } },
  },
  {
    sumber: 'SAP',
    doctype: 'saldoawalpiutang',
    company,
    add: { payload: dp({ tanggal: '2026-01-02', jumlah: '100' }), balances: { '1-1300': '100.00', '3-2000': '-100.00' } },
    editA: { payload: dp({ tanggal: '2026-01-02', jumlah: '150', jatuhtempo: '2026-02-01' }), balances: { '1-1300': '150.00', '3-2000': '-150.00' } },
    editB: { payload: dp({ tanggal: '2026-01-03', jumlah: '50' }), balances: { '1-1300': '50.00', '3-2000': '-50.00' } },
  },
  {
    sumber: 'BP',
    doctype: 'bayarpiutang',
    company: withReceivable,
    add: { payload: bp({ kodeacckas: '1-1100' }), balances: { '1-1100': '100.00' } },
    editA: { payload: bp({ kodeacckas: '1-1100', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '150', potongan: '10' }] }), balances: { '1-1100': '150.00', '4-1200': '10.00' } },
    editB: { payload: bp({ kodeacckas: '1-1200', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '50' }] }), balances: { '1-1200': '50.00', '1-1100': '0.00' } },
  },
  {
    sumber: 'DP',
    doctype: 'depositpel',
    company,
    add: { payload: dp({ kodeacckas: '1-1100', jumlah: '100' }), balances: { '1-1100': '100.00', '2-1300': '-100.00' } },
    editA: { payload: dp({ kodeacckas: '1-1100', jumlah: '150' }), balances: { '1-1100': '150.00', '2-1300': '-150.00' } },
    editB: { payload: dp({ kodeacckas: '1-1200', jumlah: '50' }), balances: { '1-1200': '50.00', '1-1100': '0.00', '2-1300': '-50.00' } },
  },
];
