/** Sample documents of the accounting module for the race suite (apps/server/test/document-races.ts). */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from './books';

const company = () => companyWithBooks();

export const accountingRaceSamples: RaceSample[] = [
  {
    sumber: 'KM',
    doctype: 'kasmasuk',
    company,
    add: { payload: { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1000' }] }, balances: { '1-1100': '1000.00', '4-9000': '-1000.00' } },
    editA: { payload: { tanggal: '2026-01-06', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '2500' }] }, balances: { '1-1100': '2500.00', '4-9000': '-2500.00' } },
    editB: {
      payload: { tanggal: '2026-01-07', kodeacc: '1-1200', lines: [{ kodeacc: '4-9000', jumlah: '300' }, { kodeacc: '6-1200', jumlah: '400' }] },
      balances: { '1-1200': '700.00', '4-9000': '-300.00', '6-1200': '-400.00' },
    },
  },
  {
    sumber: 'KK',
    doctype: 'kaskeluar',
    company,
    add: { payload: { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '6-1200', jumlah: '1000' }] }, balances: { '1-1100': '-1000.00', '6-1200': '1000.00' } },
    editA: { payload: { tanggal: '2026-01-05', kodeacc: '1-1200', lines: [{ kodeacc: '6-1200', jumlah: '1500' }] }, balances: { '1-1200': '-1500.00', '6-1200': '1500.00' } },
    editB: {
      payload: { tanggal: '2026-01-08', kodeacc: '1-1100', lines: [{ kodeacc: '6-1300', jumlah: '250.50' }, { kodeacc: '2-1100', jumlah: '100', kontak: 'SUP01' }] },
      balances: { '1-1100': '-350.50', '6-1300': '250.50', '2-1100': '100.00' },
    },
  },
  {
    sumber: 'KT',
    doctype: 'kastransfer',
    company,
    add: { payload: { tanggal: '2026-01-05', kodeaccdari: '1-1200', kodeaccke: '1-1100', jumlah: '1000' }, balances: { '1-1100': '1000.00', '1-1200': '-1000.00' } },
    editA: { payload: { tanggal: '2026-01-05', kodeaccdari: '1-1200', kodeaccke: '1-1110', jumlah: '2000' }, balances: { '1-1110': '2000.00', '1-1200': '-2000.00' } },
    editB: { payload: { tanggal: '2026-01-09', kodeaccdari: '1-1100', kodeaccke: '1-1200', jumlah: '50' }, balances: { '1-1100': '-50.00', '1-1200': '50.00' } },
  },
  {
    sumber: 'JU',
    doctype: 'jurnal',
    company,
    add: {
      payload: { tanggal: '2026-01-05', keterangan: 'Penyesuaian', lines: [{ kodeacc: '6-1100', debet: '1000' }, { kodeacc: '1-1100', kredit: '1000' }] },
      balances: { '6-1100': '1000.00', '1-1100': '-1000.00' },
    },
    editA: {
      payload: { tanggal: '2026-01-05', lines: [{ kodeacc: '6-1100', debet: '600' }, { kodeacc: '6-1300', debet: '400.25' }, { kodeacc: '1-1100', kredit: '1000.25' }] },
      balances: { '6-1100': '600.00', '6-1300': '400.25', '1-1100': '-1000.25' },
    },
    editB: {
      payload: { tanggal: '2026-01-10', lines: [{ kodeacc: '1-1200', debet: '75' }, { kodeacc: '4-9000', kredit: '75' }] },
      balances: { '1-1200': '75.00', '4-9000': '-75.00' },
    },
  },
  {
    sumber: 'SAA',
    doctype: 'saldoawalakun',
    company,
    add: { payload: { kodeacc: '1-1100', debet: '1000', kredit: '0' }, balances: { '1-1100': '1000.00', '3-2000': '-1000.00' } },
    editA: { payload: { kodeacc: '1-1100', debet: '2500', kredit: '0' }, balances: { '1-1100': '2500.00', '3-2000': '-2500.00' } },
    editB: { payload: { kodeacc: '1-1200', debet: '0', kredit: '700' }, balances: { '1-1200': '-700.00', '3-2000': '700.00' } },
  },
];
