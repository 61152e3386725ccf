import { code, decimal, document, num, refuse, sumOf, text } from '@niaga/kernel';
import { giroFields, giroRules } from '@niaga/accounting/doctypes';

/**
 * Debt payment (spec §2.7 mBayarHutang, code BH): one or many invoices of one supplier (purchases
 * BL and opening payables SAH), each with the amount paid and a discount, from a cash or bank
 * account or by cheque/giro (settled on /stsbghutad); never more than an invoice's remaining amount.
 * Posts Dr Hutang Usaha / Cr Kas/Bank (or Hutang Giro), Cr Potongan Pembelian.
 */
export default document({
  name: 'bayarhutang',
  code: 'BH',
  title: 'Pembayaran Hutang',
  access: 'mBayarHutang',
  routes: { list: '/bayarhutanglist', add: '/bayarhutangad', edit: '/bayarhutanged' },
  fields: {
    kodesupel: code('Supplier', 30).upper().ref('supplier'),
    kodeacckas: code('Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
    ...giroFields(),
    keterangan: text('Keterangan', 200).optional(),
    total: decimal('Total Bayar').computed((d) => sumOf(d.lines, 'bayar')),
    totalpotongan: decimal('Total Potongan').computed((d) => sumOf(d.lines, 'potongan')),
  },
  rules: giroRules(),
  lines: {
    title: 'Faktur Dibayar',
    min: 1,
    uniqueWithin: ['noinvoice'],
    // "Ambil Faktur": the supplier's open invoices, each a line paying its remaining.
    openItems: { act: 'hutangsupplier', table: 'tbl_hutang', contact: 'kodesupel', field: 'noinvoice', fill: 'bayar' },
    fields: {
      noinvoice: code('No. Faktur', 40).upper(),
      bayar: decimal('Bayar').default('0'),
      potongan: decimal('Potongan').default('0'),
    },
    rules: [
      (l, i) => !num(l.bayar).isNegative() || refuse('bayar', `Baris ${i + 1}: bayar tidak boleh negatif.`),
      (l, i) => !num(l.potongan).isNegative() || refuse('potongan', `Baris ${i + 1}: potongan tidak boleh negatif.`),
      // (A negative amount has its own message above.)
      (l, i) => num(l.bayar).isNegative() || num(l.potongan).isNegative() || num(l.bayar).plus(num(l.potongan)).gt(0) || refuse('bayar', `Baris ${i + 1}: isi jumlah bayar atau potongan.`),
    ],
  },
  list: {
    columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'jenisbayar', 'nogiro', 'keterangan', 'total', 'totalpotongan'],
    search: ['notransaksi', 'nogiro', 'keterangan'],
    filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'],
  },
});
