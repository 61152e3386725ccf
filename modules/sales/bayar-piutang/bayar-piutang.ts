import { decimal, num, refuse, sumOf } from '@niaga/kernel';
import { giroRules } from '@niaga/accounting/doctypes';
import { kasbank, paymentDocument } from '@niaga/accounting/doctypes';

/**
 * Receivable payment (spec §2.7 mBayarPiutang, code BP): one or many invoices of one customer
 * (sales JL and KSR with credit, opening receivables SAP), each with the amount paid and a discount;
 * what is paid comes from the customer's deposit (`deposit`) and the rest from a cash or bank account
 * (`kodeacckas`, named and shaped as on bayarhutang) or by cheque/giro (the part beyond the deposit,
 * settled on /stsbgpiutad); never more than an invoice's remaining amount.
 * Posts Dr Kas/Bank, Dr Uang Muka Penjualan (deposit), Dr Potongan Penjualan / Cr Piutang Usaha.
 */
export default paymentDocument(
  'piutang',
  { name: 'bayarpiutang', code: 'BP', title: 'Pembayaran Piutang', access: 'mBayarPiutang', routes: { list: '/bayarpiutanglist', add: '/bayarpiutangad', edit: '/bayarpiutanged' } },
  {
    kodeacckas: kasbank().requiredWhen((d) => sumOf(d.lines, 'bayar').gt(num(d.deposit))),
    deposit: decimal('Deposit Dipakai').default('0'),
    kas: decimal('Dari Kas/Bank').computed((d) => sumOf(d.lines, 'bayar').minus(num(d.deposit))),
    // Set by the server: the commission this collection earns the sale's sales person (bayar × sales.komisibayar %, komisi.ts).
    komisi: decimal('Komisi Sales').default('0').hidden(),
    rules: [
      (d) => !num(d.deposit).isNegative() || refuse('deposit', 'Deposit dipakai tidak boleh negatif.'),
      (d) => num(d.deposit).lte(sumOf(d.lines, 'bayar')) || refuse('deposit', 'Deposit dipakai tidak boleh melebihi total bayar.'),
      // A giro pays what the deposit does not.
      ...giroRules('kas'),
    ],
    list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'keterangan', 'total', 'totalpotongan', 'deposit'], search: ['notransaksi', 'keterangan', 'kodesupel'] },
  },
);
