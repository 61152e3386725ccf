import { code, document, num, qty, refuse, text } from '@niaga/kernel';
import { varianField } from '../lines';

/**
 * Stock out (spec §2.8 mItemKeluar, code IK): items leave a warehouse against an account chosen
 * per document (Dr that account / Cr Persediaan at moving-average cost: the value is the books'
 * to decide, so the lines carry no price); each line in any unit of its item. Stock may not go
 * below zero unless the company setting allows it.
 */
export default document({
  name: 'itemkeluar',
  code: 'IK',
  title: 'Item Keluar',
  access: 'mItemKeluar',
  routes: { list: '/itemkeluarlist', add: '/itemkeluarad', edit: '/itemkeluared' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    kodeacc: code('Perkiraan Lawan (Debet)', 20).upper().ref('perkiraan'),
    keterangan: text('Keterangan', 200).optional(),
  },
  lines: {
    title: 'Detail Item Keluar',
    min: 1,
    fields: {
      kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }),
      iddetailvarian: varianField(),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
    },
    rules: [(l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`)],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'kodeacc', 'keterangan'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodegudang', 'kodeacc'],
  },
});
