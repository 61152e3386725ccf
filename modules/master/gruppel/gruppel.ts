import { code, doctype, flag, select, text } from '@niaga/kernel';

/** Price levels a customer (group) buys at (item prices per level). */
export const LEVEL_HARGA = [
  { value: '1', label: 'Level 1' },
  { value: '2', label: 'Level 2' },
  { value: '3', label: 'Level 3' },
  { value: '4', label: 'Level 4' },
];

/** Customer groups (spec §2.6 mGroupPel, /listgruppel): added and edited in a dialog over the list. */
export default doctype({
  name: 'gruppel',
  rows: 'few',
  title: 'Grup Pelanggan',
  access: 'mGroupPel',
  key: 'kgruppel',
  routes: { list: '/listgruppel' },
  fields: {
    kgruppel: code('Kode Grup', 10).unique().upper(),
    namagruppel: text('Nama Grup', 50),
    levelharga: select('Level Harga', LEVEL_HARGA).default('1'),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kgruppel', 'namagruppel', 'levelharga', 'aktif'], search: ['kgruppel', 'namagruppel'], filters: ['aktif'] },
});
