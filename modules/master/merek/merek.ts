import { code, doctype, flag, text } from '@niaga/kernel';

/** Brands (spec §2.6 mMerek). */
export default doctype({
  name: 'merek',
  rows: 'few',
  title: 'Merek',
  access: 'mMerek',
  key: 'kodemerek',
  routes: { list: '/listmerek', add: '/merekad', edit: '/mereked' },
  fields: {
    kodemerek: code('Kode Merek', 20).unique().upper(),
    namamerek: text('Nama Merek', 50),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodemerek', 'namamerek', 'aktif'], search: ['kodemerek', 'namamerek'], filters: ['aktif'] },
});
