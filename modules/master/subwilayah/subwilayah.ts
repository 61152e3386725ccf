import { code, doctype, flag, text } from '@niaga/kernel';

/** Sub-regions (spec §2.6 mWilayah): each belongs to one region. */
export default doctype({
  name: 'subwilayah',
  rows: 'few',
  title: 'Sub Wilayah',
  access: 'mWilayah',
  key: 'kodesubwilayah',
  routes: { list: '/subwillist', add: '/subwilad', edit: '/subwiled' },
  fields: {
    kodesubwilayah: code('Kode Sub Wilayah', 10).unique().upper(),
    namasubwilayah: text('Nama Sub Wilayah', 50),
    kodewilayah: code('Wilayah', 10).upper().ref('wilayah'),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodesubwilayah', 'namasubwilayah', 'kodewilayah', 'aktif'], search: ['kodesubwilayah', 'namasubwilayah'], filters: ['kodewilayah', 'aktif'] },
});
