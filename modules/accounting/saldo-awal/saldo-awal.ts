import { code, decimal, doctype, text } from '@niaga/kernel';

/**
 * Opening balances of accounts (spec §2.8 /saldoawalperkiraan, mSAAkun): one row per account,
 * posted against Ekuitas Saldo Awal on the day before recording starts.
 */
export default doctype({
  name: 'saldoawalakun',
  title: 'Saldo Awal Perkiraan',
  access: 'mSAAkun',
  key: 'kodeacc',
  routes: { list: '/saldoawalperkiraan' },
  fields: {
    kodeacc: code('Kode Perkiraan', 20).unique('Perkiraan {code} sudah mempunyai saldo awal: ubah saldo awal yang ada.').upper().ref('perkiraan'),
    debet: decimal('Debet').default('0'),
    kredit: decimal('Kredit').default('0'),
    keterangan: text('Keterangan', 200).optional(),
  },
  list: { columns: ['kodeacc', 'debet', 'kredit', 'keterangan'], search: ['kodeacc', 'keterangan'] },
});
