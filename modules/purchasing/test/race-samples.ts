/** Sample purchasing documents for the race suite (apps/server/test/document-races.ts). */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from '../../accounting/test/books';

/** A company with books, a supplier and two items (GULA01 in KG; KOPI01 in PCS and boxes of 12). */
async function company() {
  const co = await companyWithBooks();
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] });
  await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula', satuan: 'KG' });
  await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'Supplier Satu' });
  return co;
}

/** … with an opening payable of 5,000 (so only the cash and discount side of a payment is compared). */
async function withPayable() {
  const co = await company();
  await co.act('saldoawalhutang_save', { tanggal: '2026-01-01', kodesupel: 'SUP01', jumlah: '5000' });
  return co;
}

/** … with 10 KG of sugar bought on credit at 100 (so only the cash side of a return is compared: the stock account starts above 0). */
async function withStock() {
  const co = await company();
  await co.act('beli_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '100' }] });
  return co;
}

const beli = (p: Record<string, unknown>) => ({ tanggal: '2026-01-05', kodegudang: 'UTM', kodesupel: 'SUP01', ...p });
const rb = (p: Record<string, unknown>) => ({ tanggal: '2026-01-05', mode: '2', kodegudang: 'UTM', kodesupel: 'SUP01', kodeacckas: '1-1100', ...p });

export const purchasingRaceSamples: RaceSample[] = [
  {
    sumber: 'BL',
    doctype: 'beli',
    company,
    add: { payload: beli({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '100' }] }), balances: { '1-1400': '1000.00', '2-1100': '-1000.00' } },
    editA: {
      payload: beli({ tunai: '2400', kodeacckas: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '1200' }] }),
      balances: { '1-1400': '2400.00', '1-1100': '-2400.00', '2-1100': '0.00' },
    },
    editB: {
      payload: beli({ tipeppn: 'E', jenispajak: '11', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '150' }] }),
      balances: { '1-1400': '450.00', '1-1500': '50.00', '2-1100': '-500.00' },
    },
  },
  {
    sumber: 'RB',
    doctype: 'returbeli',
    company: withStock,
    add: { payload: rb({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '100' }] }), balances: { '1-1100': '200.00' } },
    editA: { payload: rb({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '100' }] }), balances: { '1-1100': '300.00' } },
    editB: { payload: rb({ kodeacckas: '1-1200', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '50' }] }), balances: { '1-1200': '50.00', '1-1100': '0.00' } },
  },
  {
    sumber: 'BH',
    doctype: 'bayarhutang',
    company: withPayable,
    add: { payload: { tanggal: '2026-01-05', kodesupel: 'SUP01', kodeacckas: '1-1100', lines: [{ noinvoice: 'SAH-2601-00001', bayar: '1000' }] }, balances: { '1-1100': '-1000.00' } },
    editA: {
      payload: { tanggal: '2026-01-06', kodesupel: 'SUP01', kodeacckas: '1-1100', lines: [{ noinvoice: 'SAH-2601-00001', bayar: '2000', potongan: '100' }] },
      balances: { '1-1100': '-2000.00', '5-1100': '-100.00' },
    },
    editB: {
      payload: { tanggal: '2026-01-07', kodesupel: 'SUP01', kodeacckas: '1-1200', lines: [{ noinvoice: 'SAH-2601-00001', bayar: '500' }] },
      balances: { '1-1200': '-500.00', '1-1100': '0.00', '5-1100': '0.00' },
    },
  },
  {
    sumber: 'DB',
    doctype: 'depositsup',
    company,
    add: { payload: { tanggal: '2026-01-05', kodesupel: 'SUP01', kodeacckas: '1-1100', jumlah: '1000' }, balances: { '1-1600': '1000.00', '1-1100': '-1000.00' } },
    editA: { payload: { tanggal: '2026-01-06', kodesupel: 'SUP01', kodeacckas: '1-1100', jumlah: '2000' }, balances: { '1-1600': '2000.00', '1-1100': '-2000.00' } },
    editB: { payload: { tanggal: '2026-01-07', kodesupel: 'SUP01', kodeacckas: '1-1200', jumlah: '500' }, balances: { '1-1600': '500.00', '1-1200': '-500.00', '1-1100': '0.00' } },
  },
  {
    sumber: 'SAH',
    doctype: 'saldoawalhutang',
    company,
    add: { payload: { tanggal: '2026-01-01', kodesupel: 'SUP01', jumlah: '1000' }, balances: { '2-1100': '-1000.00', '3-2000': '1000.00' } },
    editA: { payload: { tanggal: '2026-01-01', kodesupel: 'SUP01', jumlah: '2000' }, balances: { '2-1100': '-2000.00', '3-2000': '2000.00' } },
    editB: { payload: { tanggal: '2026-01-02', kodesupel: 'SUP01', jumlah: '500' }, balances: { '2-1100': '-500.00', '3-2000': '500.00' } },
  },
];
