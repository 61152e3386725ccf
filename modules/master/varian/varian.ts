import { child, code, doctype, flag, text } from '@niaga/kernel';

/**
 * Variants (spec §2.6 mVarian): a kind of variation (Warna, Ukuran) and its values (MERAH, XL, with
 * a colour code for a swatch). An item of type 7 (Barang Varian) lists its combinations in
 * `detailvarian`, each with its own `iddetailvarian`, barcode and prices (modules/master/item).
 */
export default doctype({
  name: 'varian',
  rows: 'few',
  title: 'Varian',
  access: 'mVarian',
  key: 'kodevarian',
  routes: { list: '/listvarian', add: '/varianad', edit: '/varianed' },
  fields: {
    kodevarian: code('Kode Varian', 20).unique().upper(),
    namavarian: text('Nama Varian', 50),
    aktif: flag('Aktif'),
  },
  tables: {
    nilaivarian: child(
      {
        nilai: code('Nilai', 30).upper(),
        keterangan: text('Keterangan', 50).optional(),
        hexcode: code('Kode Warna (Hex)', 7).optional().pattern(/^(#[0-9A-Fa-f]{6})?$/, 'Kode warna harus berbentuk #RRGGBB'),
      },
      { table: 'nilaivarian', title: 'Nilai Varian', uniqueWithin: ['nilai'], rowKey: 'nilai' },
    ),
  },
  list: { columns: ['kodevarian', 'namavarian', 'aktif'], search: ['kodevarian', 'namavarian'], filters: ['aktif'] },
});
