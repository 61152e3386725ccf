import { code, doctype, flag, text } from '@niaga/kernel';

/** Item types (spec §2.6 mJenis). */
export default doctype({
  name: 'jenis',
  rows: 'few',
  title: 'Jenis',
  access: 'mJenis',
  key: 'kodejenis',
  routes: { list: '/listjenis', add: '/jenisad', edit: '/jenised' },
  fields: {
    kodejenis: code('Kode Jenis', 20).unique().upper(),
    namajenis: text('Nama Jenis', 50),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodejenis', 'namajenis', 'aktif'], search: ['kodejenis', 'namajenis'], filters: ['aktif'] },
});
