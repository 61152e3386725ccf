/** Assembly documents for the race suite (apps/server/test/document-races.ts). */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from '../../accounting/test/books';

/** Bolts (100 at 500) and boards (20 at 10,000) in stock, a rack of 4 bolts and 2 boards, a work-in-progress account. */
async function company() {
  const co = await companyWithBooks();
  await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await co.act('perkiraan_save', { kodeacc: '1-1450', namaacc: 'Barang Dalam Proses', induk: '1-1000', grup: false, kelompok: '1', tipe: 'LAIN', saldonormal: 'D' });
  await co.act('item_save', { kodeitem: 'BAUT', namaitem: 'Baut', satuan: 'PCS' });
  await co.act('item_save', { kodeitem: 'PAPAN', namaitem: 'Papan', satuan: 'PCS' });
  await co.act('item_save', { kodeitem: 'RAK', namaitem: 'Rak', satuan: 'PCS', tipe: '3', komponen: [{ kodekomponen: 'BAUT', satuan: 'PCS', jumlah: '4' }, { kodekomponen: 'PAPAN', satuan: 'PCS', jumlah: '2' }] });
  await co.act('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '100', harga: '500' }, { kodeitem: 'PAPAN', satuan: 'PCS', jumlah: '20', harga: '10000' }] });
  return co;
}

/** The same, with an assembly process of 4 racks (its product line is row 1 of a fresh company). */
async function companyWithProcess() {
  const co = await company();
  const r = await co.act('rakit_save', { tanggal: '2026-01-03', kodegudang: 'UTM', kodeacc: '1-1450', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '4', idsumber: null }] });
  if (r.num !== 0) throw new Error(r.msg);
  return co;
}

const rakit = (tanggal: string, jumlah: string, komponen?: unknown[]) => ({ tanggal, kodegudang: 'UTM', kodeacc: '1-1450', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah, idsumber: null }], ...(komponen ? { komponen } : {}) });
const jadi = (tanggal: string, jumlah: string, biaya: string) => ({
  tanggal,
  kodegudang: 'UTM',
  lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah, idsumber: 1 }],
  biaya: [{ kodeacc: '6-1100', total: biaya }],
  totalbiaya: biaya,
});

export const assemblyRaceSamples: RaceSample[] = [
  {
    sumber: 'PR',
    doctype: 'rakit',
    company,
    // 4 × 500 + 2 × 10,000 per rack.
    add: { payload: rakit('2026-01-05', '1'), balances: { '1-1450': '22000.00' } },
    // An edit that leaves the components out keeps the stored ones (as every child table): editA names them for 2 racks.
    editA: { payload: rakit('2026-01-06', '2', [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '8' }, { kodeitem: 'PAPAN', satuan: 'PCS', jumlah: '4' }]), balances: { '1-1450': '44000.00' } },
    editB: { payload: rakit('2026-01-07', '1', [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '10' }]), balances: { '1-1450': '5000.00' } },
  },
  {
    sumber: 'PJ',
    doctype: 'prosesjadi',
    company: companyWithProcess,
    add: { payload: jadi('2026-01-05', '1', '1000'), balances: { '6-1100': '-1000.00' } },
    editA: { payload: jadi('2026-01-06', '2', '2500'), balances: { '6-1100': '-2500.00' } },
    editB: { payload: jadi('2026-01-07', '4', '300'), balances: { '6-1100': '-300.00' } },
  },
];
