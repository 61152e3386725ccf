import { code, decimal, document, num, qty, refuse, sumOf, text } from '@niaga/kernel';
import { HARGA_BELI_DEFAULTS, varianField } from '../lines';

/**
 * Stock in (spec §2.8 mItemMasuk, code IM): items come into a warehouse at the price given, against
 * an account chosen per document (Dr Persediaan / Cr that account); each line in any unit of its
 * item, its stock move in base units at cost (moving average).
 */
export default document({
  name: 'itemmasuk',
  code: 'IM',
  title: 'Item Masuk',
  access: 'mItemMasuk',
  routes: { list: '/itemmasuklist', add: '/itemmasukad', edit: '/itemmasuked' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    kodeacc: code('Perkiraan Lawan (Kredit)', 20).upper().ref('perkiraan'),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total').computed((d) => sumOf(d.lines, 'total')),
  },
  lines: {
    defaults: HARGA_BELI_DEFAULTS,
    title: 'Detail Item Masuk',
    min: 1,
    fields: {
      kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }), // its price per unit: HARGA_BELI_DEFAULTS
      iddetailvarian: varianField(),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
      harga: decimal('Harga').digits('harga').default('0'),
      total: decimal('Total').computed((l) => num(l.jumlah).times(num(l.harga))),
    },
    rules: [
      (l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`),
      (l, i) => !num(l.harga).isNegative() || refuse('harga', `Baris ${i + 1}: harga tidak boleh negatif.`),
    ],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'kodeacc', 'keterangan', 'total'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodegudang', 'kodeacc'],
  },
});
