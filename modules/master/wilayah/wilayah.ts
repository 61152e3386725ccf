import { code, doctype, flag, text } from '@niaga/kernel';

/** Regions (spec §2.6 mWilayah). */
export default doctype({
  name: 'wilayah',
  rows: 'few',
  title: 'Wilayah',
  access: 'mWilayah',
  key: 'kodewilayah',
  routes: { list: '/willist', add: '/wilad', edit: '/wiled' },
  fields: {
    kodewilayah: code('Kode Wilayah', 10).unique().upper(),
    namawilayah: text('Nama Wilayah', 50),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodewilayah', 'namawilayah', 'aktif'], search: ['kodewilayah', 'namawilayah'], filters: ['aktif'] },
});
