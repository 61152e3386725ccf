import { code, decimal, document, num, refuse, sumOf, text } from '@niaga/kernel';
import { giroFields, giroRules } from '@niaga/accounting/doctypes';

/**
 * Receivable payment (spec §2.7 mBayarPiutang, code BP): one or many invoices of one customer
 * (sales JL and KSR with credit, opening receivables SAP), each with the amount paid and a discount;
 * what is paid comes from the customer's deposit (`deposit`) and the rest from a cash or bank account
 * (`kodeacckas`, named and shaped as on bayarhutang) or by cheque/giro (the part beyond the deposit,
 * settled on /stsbgpiutad); never more than an invoice's remaining amount.
 * Posts Dr Kas/Bank, Dr Uang Muka Penjualan (deposit), Dr Potongan Penjualan / Cr Piutang Usaha.
 */
export default document({
  name: 'bayarpiutang',
  code: 'BP',
  title: 'Pembayaran Piutang',
  access: 'mBayarPiutang',
  routes: { list: '/bayarpiutanglist', add: '/bayarpiutangad', edit: '/bayarpiutanged' },
  fields: {
    kodesupel: code('Pelanggan', 30).upper().ref('pelanggan'),
    kodeacckas: code('Kas/Bank', 20)
      .upper()
      .ref('perkiraan', 'kasbank')
      .requiredWhen((d) => sumOf(d.lines, 'bayar').gt(num(d.deposit))),
    ...giroFields(),
    deposit: decimal('Deposit Dipakai').default('0'),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total Bayar').computed((d) => sumOf(d.lines, 'bayar')),
    totalpotongan: decimal('Total Potongan').computed((d) => sumOf(d.lines, 'potongan')),
    kas: decimal('Dari Kas/Bank').computed((d) => sumOf(d.lines, 'bayar').minus(num(d.deposit))),
  },
  rules: [
    (d) => !num(d.deposit).isNegative() || refuse('deposit', 'Deposit dipakai tidak boleh negatif.'),
    (d) => num(d.deposit).lte(sumOf(d.lines, 'bayar')) || refuse('deposit', 'Deposit dipakai tidak boleh melebihi total bayar.'),
    // A giro pays what the deposit does not.
    ...giroRules('kas'),
  ],
  lines: {
    title: 'Faktur Dibayar',
    min: 1,
    uniqueWithin: ['noinvoice'],
    // "Ambil Faktur": the customer's open invoices, each a line paying its remaining.
    openItems: { act: 'piutangpelanggan', table: 'tbl_piutang', contact: 'kodesupel', field: 'noinvoice', fill: 'bayar' },
    fields: {
      noinvoice: code('No. Faktur', 40).upper(),
      bayar: decimal('Bayar').default('0'),
      potongan: decimal('Potongan').default('0'),
      // Set by the server: the commission this collection earns the sale's sales person (bayar × sales.komisibayar %, komisi.ts).
      komisi: decimal('Komisi Sales').default('0').hidden(),
    },
    rules: [
      (l, i) => !num(l.bayar).isNegative() || refuse('bayar', `Baris ${i + 1}: bayar tidak boleh negatif.`),
      (l, i) => !num(l.potongan).isNegative() || refuse('potongan', `Baris ${i + 1}: potongan tidak boleh negatif.`),
      // (A negative amount has its own message above.)
      (l, i) => num(l.bayar).isNegative() || num(l.potongan).isNegative() || num(l.bayar).plus(num(l.potongan)).gt(0) || refuse('bayar', `Baris ${i + 1}: isi jumlah bayar atau potongan.`),
    ],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'keterangan', 'total', 'totalpotongan', 'deposit'],
    search: ['notransaksi', 'keterangan', 'kodesupel'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'],
  },
});
