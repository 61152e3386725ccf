import { code, doctype, flag, select, text } from '@niaga/kernel';

/** Account classes: the first digit of the default codes, and what the reports group by. */
export const KELOMPOK = [
  { value: '1', label: 'Aset' },
  { value: '2', label: 'Kewajiban' },
  { value: '3', label: 'Ekuitas' },
  { value: '4', label: 'Pendapatan' },
  { value: '5', label: 'Harga Pokok Penjualan' },
  { value: '6', label: 'Beban' },
];
/** Classes closed to Laba Ditahan at year end (profit and loss). */
export const KELOMPOK_LABA_RUGI = ['4', '5', '6'];

/** Account types (issue 5): what an account is used for, checked by postings and pickers. */
export const TIPE_AKUN = [
  { value: 'KAS', label: 'Kas' },
  { value: 'BANK', label: 'Bank' },
  { value: 'PIUTANG', label: 'Piutang (akun kontrol)' },
  { value: 'PERSEDIAAN', label: 'Persediaan (akun kontrol)' },
  { value: 'ASET_TETAP', label: 'Aset Tetap' },
  { value: 'HUTANG', label: 'Hutang (akun kontrol)' },
  { value: 'MODAL', label: 'Modal / Ekuitas' },
  { value: 'PENDAPATAN', label: 'Pendapatan' },
  { value: 'HPP', label: 'Harga Pokok' },
  { value: 'BEBAN', label: 'Beban' },
  { value: 'LAIN', label: 'Lain-lain' },
];

export const SALDO_NORMAL = [
  { value: 'D', label: 'Debet' },
  { value: 'K', label: 'Kredit' },
];

/** Chart of accounts (spec §2.8 mDaftarPerkiraan): a tree of group (header) and detail accounts. */
export default doctype({
  name: 'perkiraan',
  rows: 'few',
  title: 'Perkiraan',
  access: 'mDaftarPerkiraan',
  key: 'kodeacc',
  routes: { list: '/dataperkiraan', add: '/dataperkiraanad', edit: '/dataperkiraaned' },
  fields: {
    kodeacc: code('Kode Perkiraan', 20).unique().upper(),
    namaacc: text('Nama Perkiraan', 100),
    // Choosing a parent group fills the class and normal side it gives its children.
    induk: code('Perkiraan Induk', 20)
      .optional()
      .upper()
      .ref('perkiraan', { where: { grup: true }, message: "{label} '{code}' bukan perkiraan grup (header).", fills: { kelompok: 'kelompok', saldonormal: 'saldonormal' } }),
    grup: flag('Perkiraan Grup (Header)', false),
    kelompok: select('Kelompok', KELOMPOK),
    tipe: select('Tipe', TIPE_AKUN).default('LAIN'),
    saldonormal: select('Saldo Normal', SALDO_NORMAL),
    aktif: flag('Aktif'),
  },
  // Pickers offer active detail accounts unless a reference asks otherwise (a parent: group accounts).
  pick: { where: { grup: false, aktif: true } },
  list: { columns: ['kodeacc', 'namaacc', 'induk', 'grup', 'kelompok', 'tipe', 'saldonormal', 'aktif'], search: ['kodeacc', 'namaacc'], filters: ['kelompok', 'tipe', 'grup', 'aktif'] },
});
