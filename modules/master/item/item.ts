import { code, doctype, flag, select, text } from '@niaga/kernel';

/**
 * Items (spec §2.6 mItem). Declared with the fields the stock ledger needs; the master-data issue
 * extends this declaration (units, prices, variants, barcodes…).
 */
export const TIPE_ITEM = [
  { value: '0', label: 'Barang Persediaan' },
  { value: '1', label: 'Barang Non Persediaan' },
  { value: '2', label: 'Jasa' },
  { value: '3', label: 'Rakitan' },
  { value: '7', label: 'Barang Varian' },
];

export default doctype({
  name: 'item',
  title: 'Item',
  access: 'mItem',
  key: 'kodeitem',
  routes: { list: '/listitem', add: '/itemad', edit: '/itemed' },
  fields: {
    kodeitem: code('Kode Item', 30).unique().upper(),
    namaitem: text('Nama Item', 100),
    satuan: code('Satuan Dasar', 10).upper().ref('satuan'),
    tipe: select('Tipe Item', TIPE_ITEM).default('0'),
    aktif: flag('Aktif'),
  },
  list: { columns: ['kodeitem', 'namaitem', 'satuan', 'tipe', 'aktif'], search: ['kodeitem', 'namaitem'] },
});
