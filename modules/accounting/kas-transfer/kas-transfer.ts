import { code, decimal, document, text } from '@niaga/kernel';

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
  list: { columns: ['notransaksi', 'tanggal', 'kodeaccdari', 'kodeaccke', 'jumlah', 'keterangan'], search: ['notransaksi', 'kodeaccdari', 'kodeaccke', 'keterangan'] },
});
