import { code, doctype, flag, text } from '@niaga/kernel';

/** Units of measure (spec §2.6, mSatuan). */
export default doctype({
  name: 'satuan',
  rows: 'few',
  title: 'Satuan',
  access: 'mSatuan',
  key: 'kodesatuan',
  routes: { list: '/listsatuan', add: '/satuanad', edit: '/satuaned' },
  fields: {
    kodesatuan: code('Kode Satuan', 10).unique().upper(),
    namasatuan: text('Nama Satuan', 50),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodesatuan', 'namasatuan', 'aktif'], search: ['kodesatuan', 'namasatuan'] },
  menu: { group: 'Data Lainnya', sequence: 140 },
});
