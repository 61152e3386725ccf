import { code, doctype, flag, text } from '@niaga/kernel';

/** Warehouses / departments (spec §2.6 mGudang). The master-data issue extends this declaration. */
export default doctype({
  name: 'gudang',
  rows: 'few',
  title: 'Gudang',
  access: 'mGudang',
  key: 'kodegudang',
  routes: { list: '/listdept', add: '/deptad', edit: '/depted' },
  fields: {
    kodegudang: code('Kode Gudang', 10).unique().upper(),
    namagudang: text('Nama Gudang', 100),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodegudang', 'namagudang', 'aktif'], search: ['kodegudang', 'namagudang'] },
});
