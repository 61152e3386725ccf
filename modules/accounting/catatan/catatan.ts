import { code, date, doctype, flag, text } from '@niaga/kernel';

/** Transaction notes (spec §2.8 /catatantrasanksilist, mCatatanTransaksi): a note on a date, optionally about a transaction. */
export default doctype({
  name: 'catatantransaksi',
  title: 'Catatan Transaksi',
  access: 'mCatatanTransaksi',
  key: 'notransaksi',
  routes: { list: '/catatantrasanksilist' },
  fields: {
    tanggal: date('Tanggal'),
    notransaksi: code('No. Transaksi', 40).upper().optional(),
    catatan: text('Catatan', 500).multiline(),
    selesai: flag('Selesai', false),
  },
  list: { columns: ['tanggal', 'notransaksi', 'catatan', 'selesai'], search: ['notransaksi', 'catatan'], sort: { field: 'tanggal', dir: 'desc' } },
});
