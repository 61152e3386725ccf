import { code, decimal, doctype, flag, num, refuse, text } from '@niaga/kernel';

/** E-money kinds accepted at the till (spec §2.6 mEmoney), with their fee and account. */
export default doctype({
  name: 'emoney',
  rows: 'few',
  title: 'E-Money',
  access: 'mEmoney',
  key: 'kodeemoney',
  routes: { list: '/listemoney', add: '/emoneyad', edit: '/emoneyed' },
  fields: {
    kodeemoney: code('Kode E-Money', 10).unique().upper(),
    namaemoney: text('Nama E-Money', 50),
    biaya: decimal('Biaya (%)', 5, 2).digits('persen').default('0'),
    kodeacc: code('Perkiraan', 20).optional().ref('perkiraan', 'kasbank'),
    aktif: flag('Aktif'),
  },
  rules: [(d) => (num(d.biaya).gte(0) && num(d.biaya).lte(100)) || refuse('biaya', 'Biaya harus antara 0 dan 100 %.')],
  list: { columns: ['kodeemoney', 'namaemoney', 'biaya', 'kodeacc', 'aktif'], search: ['kodeemoney', 'namaemoney'], filters: ['aktif'] },
});
