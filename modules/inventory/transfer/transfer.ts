import { code, document, num, qty, refuse, text, type Values } from '@niaga/kernel';
import { varianField } from '../lines';

const gudangBerbeda = (d: Values) =>
  !d.kodegudang || d.kodegudang !== d.kodegudangtujuan || refuse('kodegudangtujuan', 'Gudang tujuan harus berbeda dengan gudang asal.');

const lineFields = () => ({
  kodeitem: code('Item', 30).upper().ref('item', { fills: { satuan: 'satuan' } }),
  iddetailvarian: varianField(),
  satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodeitem' }),
  jumlah: qty('Jumlah'),
});
const jumlahPositif = (l: Values, i: number) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`);

/**
 * Transfer orders (spec §2.8 mPesanTransfer): what should move from one warehouse to another. Post
 * nothing; each line keeps its remaining quantity as transfers take it (open, partly, done).
 */
export const pesantransfer = document({
  name: 'pesantransfer',
  code: 'OT',
  title: 'Pesanan Transfer Item',
  access: 'mPesanTransfer',
  routes: { list: '/pesanitemtransferlist', add: '/pesanitemtransferad', edit: '/pesanitemtransfered' },
  posts: false,
  status: { open: 'Belum Ditransfer', partly: 'Sebagian Ditransfer', closed: 'Selesai' },
  fields: {
    kodegudang: code('Dari Gudang', 10).upper().ref('gudang'),
    kodegudangtujuan: code('Ke Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [gudangBerbeda],
  lines: { title: 'Detail Pesanan Transfer', min: 1, fields: lineFields(), remaining: { qty: 'jumlah' }, rules: [jumlahPositif] },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'kodegudangtujuan', 'keterangan', 'status'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodegudang', 'kodegudangtujuan', 'status'],
  },
});

/**
 * Transfers (spec §2.8 mTransferItem, code TR): items leave one warehouse and enter another; the
 * cost moves with them (the in move mirrors the out move's value at average), so no journal line
 * changes. Lines may be taken from transfer orders (`idsumber`).
 */
export const transferitem = document({
  name: 'transferitem',
  code: 'TR',
  title: 'Transfer Item',
  access: 'mTransferItem',
  routes: { list: '/itemtransferlist', add: '/itemtransferad', edit: '/itemtransfered' },
  fields: {
    kodegudang: code('Dari Gudang', 10).upper().ref('gudang'),
    kodegudangtujuan: code('Ke Gudang', 10).upper().ref('gudang'),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [gudangBerbeda],
  lines: {
    title: 'Detail Transfer Item',
    min: 1,
    fields: lineFields(),
    linksTo: { source: 'pesantransfer.lines', match: ['kodeitem', 'iddetailvarian', 'satuan'] },
    rules: [jumlahPositif],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodegudang', 'kodegudangtujuan', 'keterangan'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodegudang', 'kodegudangtujuan'],
  },
});
