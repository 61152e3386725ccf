import { code, doctype, int, refuse, text } from '@niaga/kernel';

const NSFP = /^\d{13}$/;
const NSFP_MSG = (l: string) => `${l} harus 13 angka (kode cabang 3, tahun 2, nomor urut 8; tanpa titik atau tanda -)`;

/** The numbers a range holds (awal … akhir). */
export const ukuranRentang = (awal: unknown, akhir: unknown) => Number(String(akhir)) - Number(String(awal)) + 1;

/**
 * Tax invoice serial numbers (Nomor Seri Faktur Pajak, NSFP) the DJP allocates to the company, one
 * record per range and year (issue 35; docs/tax.md "NSFP"): 13 digits, the first 5 (branch code and
 * year) shared by the whole range. The e-Faktur CSV export gives each invoice the next free number
 * once and forever (`nsfp_pakai`); `terpakai` and `sisa` are the server's count.
 *
 * Route and right: the spec names neither, so /nsfplist (/nsfpad, /nsfped) under Penjualan → Faktur
 * Pajak, and the access name mNSFP.
 */
export default doctype({
  name: 'nsfp',
  title: 'Nomor Seri Faktur Pajak',
  access: 'mNSFP',
  key: 'awal',
  routes: { list: '/nsfplist', add: '/nsfpad', edit: '/nsfped' },
  fields: {
    tahun: code('Tahun', 4).pattern(/^20\d{2}$/, 'Tahun harus 4 angka (20xx)'),
    awal: code('Nomor Awal', 13).unique('Rentang dengan Nomor Awal {code} sudah ada.').pattern(NSFP, NSFP_MSG('Nomor Awal')),
    akhir: code('Nomor Akhir', 13).pattern(NSFP, NSFP_MSG('Nomor Akhir')),
    terpakai: int('Terpakai').default(0).filled(),
    sisa: int('Sisa').default(0).filled(),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [
    (d) => !NSFP.test(d.awal) || !NSFP.test(d.akhir) || d.akhir >= d.awal || refuse('akhir', 'Nomor Akhir tidak boleh lebih kecil dari Nomor Awal.'),
    (d) =>
      !NSFP.test(d.awal) ||
      !NSFP.test(d.akhir) ||
      d.awal.slice(0, 5) === d.akhir.slice(0, 5) ||
      refuse('akhir', 'Nomor Awal dan Nomor Akhir harus berkode cabang dan tahun sama (5 angka pertama).'),
    (d) =>
      !NSFP.test(d.awal) ||
      d.awal.slice(3, 5) === String(Number(d.tahun) % 100).padStart(2, '0') ||
      refuse('awal', `Angka ke-4 dan ke-5 Nomor Awal (${d.awal.slice(3, 5)}) harus tahun ${d.tahun}.`),
  ],
  list: {
    columns: ['tahun', 'awal', 'akhir', 'terpakai', 'sisa', 'keterangan'],
    search: ['awal', 'akhir', 'keterangan'],
    filters: ['tahun'],
  },
});
