import { code, doctype, flag, text } from '@niaga/kernel';

/** Item subtypes (spec §2.6 mJenis, /listsubjenis): each belongs to one type; edited in a dialog. */
export default doctype({
  name: 'subjenis',
  rows: 'few',
  title: 'Sub Jenis',
  access: 'mJenis',
  key: 'kodesubjenis',
  routes: { list: '/listsubjenis' },
  fields: {
    kodesubjenis: code('Kode Sub Jenis', 20).unique().upper(),
    namasubjenis: text('Nama Sub Jenis', 50),
    kodejenis: code('Jenis', 20).upper().ref('jenis'),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodesubjenis', 'namasubjenis', 'kodejenis', 'aktif'], search: ['kodesubjenis', 'namasubjenis'], filters: ['kodejenis', 'aktif'] },
});
