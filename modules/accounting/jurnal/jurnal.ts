import { code, decimal, document, num, refuse, sumOf, text } from '@niaga/kernel';
import { formatAmount } from '@niaga/core';

/** General journal (spec §2.8 mJurnal): the lines as entered; each a debit or a credit; debit must equal credit. */
export default document({
  name: 'jurnal',
  code: 'JU',
  title: 'Jurnal Umum',
  access: 'mJurnal',
  routes: { list: '/jurnallist', add: '/jurnalad', edit: '/jurnaled' },
  fields: {
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total').computed((d) => sumOf(d.lines, 'debet')),
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
    rules: [
      (l, i) => !(num(l.debet).isNegative() || num(l.kredit).isNegative()) || refuse(num(l.debet).isNegative() ? 'debet' : 'kredit', `Baris ${i + 1}: debet dan kredit tidak boleh negatif.`),
      (l, i) => num(l.debet).gt(0) !== num(l.kredit).gt(0) || refuse('kredit', `Baris ${i + 1}: isi salah satu, debet atau kredit.`),
    ],
  },
  rules: [
    (d) => {
      const td = sumOf(d.lines, 'debet');
      const tk = sumOf(d.lines, 'kredit');
      return td.eq(tk) || refuse(undefined, `Jurnal tidak seimbang: total debet ${formatAmount(td)}, total kredit ${formatAmount(tk)}, selisih ${formatAmount(td.minus(tk))}.`);
    },
  ],
  list: { columns: ['notransaksi', 'tanggal', 'keterangan', 'total'], search: ['notransaksi', 'keterangan'] },
});
