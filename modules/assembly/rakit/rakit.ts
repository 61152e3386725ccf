import { code, document, num, qty, refuse, text } from '@niaga/kernel';

/**
 * The assembly process (spec §2.8 mRakit, code PR): the components of one assembly item leave the
 * warehouse at their moving-average cost into work in progress (Dr the chosen work-in-progress
 * account — by default the account of the role Barang Dalam Proses — / Cr Persediaan). The product line may take from an assembly order's line; the
 * finished-goods process (PJ) takes from it in turn. Components left empty are filled from the
 * item's component list (`komponen` of the item) times the quantity; they can be changed per
 * document.
 */
export default document({
  name: 'rakit',
  code: 'PR',
  title: 'Proses Perakitan',
  access: 'mRakit',
  routes: { list: '/prosesrakitan', add: '/prosesrakitad', edit: '/prosesrakited' },
  status: { open: 'Dalam Proses', partly: 'Sebagian Jadi', closed: 'Selesai' },
  fields: {
    kodegudang: code('Gudang', 10).upper().ref('gudang'),
    // Left empty: the account of the role Barang Dalam Proses (/settingperkiraan; 1-1450 in the default chart).
    kodeacc: code('Perkiraan Barang Dalam Proses', 20).upper().optional().ref('perkiraan'),
    keterangan: text('Keterangan', 200).optional(),
  },
  lines: {
    title: 'Item Rakitan',
    min: 1,
    max: 1,
    linksTo: { source: 'pesanrakit.lines', qty: 'jumlah', match: ['kodeitem', 'satuan'] },
    remaining: { qty: 'jumlah' },
    fields: {
      kodeitem: code('Item Rakitan', 30).upper().ref('item', { where: { tipe: '3' }, fills: { satuan: 'satuan' }, message: '{label}: item {code} {name} bukan item rakitan.' }),
      satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
      jumlah: qty('Jumlah'),
    },
    rules: [(l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`)],
  },
  tables: {
    komponen: {
      title: 'Komponen',
      table: 'rakit_komponen',
      uniqueWithin: ['kodeitem'],
      fields: {
        kodeitem: code('Item Komponen', 30).upper().ref('item', { fills: { satuan: 'satuan' } }),
        satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
        jumlah: qty('Jumlah'),
      },
      rules: [(l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Komponen baris ${i + 1}: jumlah harus lebih dari 0.`)],
    },
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'kodeacc', 'keterangan', 'status'],
    search: ['notransaksi', 'keterangan'],
  },
});
