import { code, document, num, qty, refuse, text } from '@niaga/kernel';

/**
 * Assembly orders (spec §2.8 mPesanRakit, code ORK): which assembly items to make, in which
 * warehouse. Posts nothing; each line keeps its remaining quantity as assembly processes take from
 * it (open, partly processed, done).
 */
export default document({
  name: 'pesanrakit',
  code: 'ORK',
  title: 'Pesanan Perakitan',
  access: 'mPesanRakit',
  routes: { list: '/pesanrakitan', add: '/pesanrakitad', edit: '/pesanrakited' },
  posts: false,
  status: { open: 'Belum Diproses', partly: 'Sebagian Diproses', closed: 'Selesai' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
  },
  lines: {
    title: 'Item Rakitan',
    min: 1,
    remaining: { qty: 'jumlah' },
    fields: {
      kodeitem: code('Item Rakitan', 30).upper().ref('item', { where: { tipe: '3' }, fills: { satuan: 'satuan' }, message: '{label}: item {code} {name} bukan item rakitan.' }),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
    },
    rules: [(l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`)],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'keterangan', 'status'],
    search: ['notransaksi', 'keterangan'],
  },
});
