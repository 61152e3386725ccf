import { code, decimal, document, num, qty, refuse, sumOf, text } from '@niaga/kernel';
import { HARGA_BELI_DEFAULTS, varianField } from '../lines';

/**
 * Opening stock (spec §2.8 mSAItem, /saldoawal, code SA): the stock a warehouse holds when
 * recording starts, at the cost given: Dr Persediaan / Cr Ekuitas Saldo Awal (role
 * `ekuitassaldoawal`); each line in any unit of its item.
 */
export default document({
  name: 'saldoawalitem',
  code: 'SA',
  title: 'Saldo Awal Item',
  access: 'mSAItem',
  routes: { list: '/saldoawal' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total').computed((d) => sumOf(d.lines, 'total')),
  },
  lines: {
    defaults: HARGA_BELI_DEFAULTS,
    title: 'Detail Saldo Awal Item',
    min: 1,
    fields: {
      kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }), // its price per unit: HARGA_BELI_DEFAULTS
      iddetailvarian: varianField(),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
      harga: decimal('Harga Pokok').digits('harga').default('0'),
      total: decimal('Total').computed((l) => num(l.jumlah).times(num(l.harga))),
    },
    rules: [
      (l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`),
      (l, i) => !num(l.harga).isNegative() || refuse('harga', `Baris ${i + 1}: harga tidak boleh negatif.`),
    ],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'keterangan', 'total'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal' }, 'kodegudang'],
  },
});
