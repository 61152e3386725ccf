import { code, decimal, document, text } from '@niaga/kernel';

/** General journal (spec §2.8 mJurnal): the lines as entered; debit must equal credit. */
export default document({
  name: 'jurnal',
  code: 'JU',
  title: 'Jurnal Umum',
  access: 'mJurnal',
  routes: { list: '/jurnallist', add: '/jurnalad', edit: '/jurnaled' },
  fields: {
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total').default('0'),
  },
  lines: {
    title: 'Detail Jurnal',
    min: 2,
    fields: {
      kodeacc: code('Perkiraan', 20).upper().ref('perkiraan'),
      keterangan: text('Keterangan', 200).optional(),
      kontak: code('Kode Pelanggan/Supplier', 30).upper().optional(),
      debet: decimal('Debet').default('0'),
      kredit: decimal('Kredit').default('0'),
    },
  },
  list: { columns: ['notransaksi', 'tanggal', 'keterangan', 'total'], search: ['notransaksi', 'keterangan'] },
});
