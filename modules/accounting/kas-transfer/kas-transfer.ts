import { code, decimal, document, num, refuse, text } from '@niaga/kernel';

/** Cash transfer (spec §2.8 mKasTransfer): Dr the receiving cash/bank account / Cr the sending one. */
export default document({
  name: 'kastransfer',
  code: 'KT',
  title: 'Kas Transfer',
  access: 'mKasTransfer',
  routes: { list: '/kastransferlist', add: '/kastransferad', edit: '/kastransfered' },
  fields: {
    kodeaccdari: code('Dari Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    kodeaccke: code('Ke Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    jumlah: decimal('Jumlah'),
    keterangan: text('Keterangan', 200).optional(),
  },
  rules: [
    (d) => !d.kodeaccdari || d.kodeaccdari !== d.kodeaccke || refuse('kodeaccke', 'Perkiraan asal dan tujuan transfer tidak boleh sama.'),
    (d) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah transfer harus lebih dari 0.'),
  ],
  list: {
    columns: ['notransaksi', 'tanggal', 'kodeaccdari', 'kodeaccke', 'jumlah', 'keterangan'],
    search: ['notransaksi', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodeaccdari', 'kodeaccke'],
  },
});
