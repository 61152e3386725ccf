import { code, decimal, document, num, qty, refuse, sumOf, text } from '@niaga/kernel';

/**
 * The finished-goods process (spec §2.8 mProsesJadi, code PJ): assembled items come into the
 * warehouse at the cost of what went in — their share of the assembly process's work in progress
 * — plus the extra costs (labour, packing …) spread over the lines by that value:
 * Dr Persediaan / Cr work in progress, Cr each cost account. Each line takes from an assembly
 * process's product line.
 */
export default document({
  name: 'prosesjadi',
  code: 'PJ',
  title: 'Proses Barang Jadi',
  access: 'mProsesJadi',
  routes: { list: '/prosesrakitanjadi', add: '/prosesrakitjadiad', edit: '/prosesrakitjadied' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
    totalbiaya: decimal('Total Biaya Tambahan').computed((d) => sumOf(d.biaya, 'total')),
  },
  lines: {
    title: 'Barang Jadi',
    min: 1,
    linksTo: { source: 'rakit.lines', qty: 'jumlah', match: ['kodeitem', 'satuan'] },
    fields: {
      kodeitem: code('Item Rakitan', 30).upper().ref('item', { where: { tipe: '3' }, fills: { satuan: 'satuan' }, message: '{label}: item {code} {name} bukan item rakitan.' }),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
      nilai: decimal('Nilai Proses').default('0'),
    },
    rules: [(l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`)],
  },
  tables: {
    biaya: {
      title: 'Biaya Tambahan',
      table: 'prosesjadi_biaya',
      fields: {
        kodeacc: code('Perkiraan Biaya', 20).upper().ref('perkiraan'),
        keterangan: text('Keterangan', 100).optional(),
        total: decimal('Jumlah'),
      },
      rules: [(l, i) => num(l.total).gt(0) || refuse('total', `Biaya baris ${i + 1}: jumlah harus lebih dari 0.`)],
    },
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'keterangan', 'totalbiaya'],
    search: ['notransaksi', 'keterangan'],
  },
});
