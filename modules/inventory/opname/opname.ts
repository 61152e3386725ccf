import { code, document, num, qty, refuse, text } from '@niaga/kernel';
import { onceEach, varianField } from '../lines';

/**
 * Stock opname (spec §2.8 mStokOpname, /opnameae, code OP): the quantities counted in a warehouse
 * on a date. The server fills each line's stock in the books on that date (`stok`, in the line's
 * unit) and the difference (`selisih` = counted − stock); the difference is posted at
 * moving-average cost against Selisih Persediaan (role `selisihpersediaan`).
 */
export default document({
  name: 'opname',
  code: 'OP',
  title: 'Stok Opname',
  access: 'mStokOpname',
  routes: { list: '/opnameae' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
  },
  lines: {
    title: 'Detail Stok Opname',
    min: 1,
    fields: {
      kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }),
      iddetailvarian: varianField(),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah Fisik'),
      stok: qty('Stok Sistem').optional().filled(),
      selisih: qty('Selisih').optional().filled(),
    },
    rules: [(l, i) => !num(l.jumlah).isNegative() || refuse('jumlah', `Baris ${i + 1}: jumlah fisik tidak boleh negatif.`), onceEach],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'keterangan'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodegudang'],
  },
});
