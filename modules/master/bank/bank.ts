import { code, doctype, flag, text } from '@niaga/kernel';

/** Banks (spec §2.6 mBank): transfers and cards are booked to the bank's cash/bank account. */
export default doctype({
  name: 'bank',
  rows: 'few',
  title: 'Bank',
  access: 'mBank',
  key: 'kodebank',
  routes: { list: '/listbank', add: '/bankad', edit: '/banked' },
  fields: {
    kodebank: code('Kode Bank', 10).unique().upper(),
    namabank: text('Nama Bank', 50),
    norekening: text('No. Rekening', 30).optional(),
    atasnama: text('Atas Nama', 100).optional(),
    kodeacc: code('Perkiraan', 20).optional().ref('perkiraan', 'kasbank'),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodebank', 'namabank', 'norekening', 'kodeacc', 'aktif'], search: ['kodebank', 'namabank', 'norekening'], filters: ['aktif'] },
});
