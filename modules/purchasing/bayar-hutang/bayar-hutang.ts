import { giroRules } from '@niaga/accounting/doctypes';
import { paymentDocument } from '@niaga/accounting/doctypes';

/**
 * Debt payment (spec §2.7 mBayarHutang, code BH): one or many invoices of one supplier (purchases
 * BL and opening payables SAH), each with the amount paid and a discount, from a cash or bank
 * account or by cheque/giro (settled on /stsbghutad); never more than an invoice's remaining amount.
 * Posts Dr Hutang Usaha / Cr Kas/Bank (or Hutang Giro), Cr Potongan Pembelian.
 */
export default paymentDocument(
  'hutang',
  { name: 'bayarhutang', code: 'BH', title: 'Pembayaran Hutang', access: 'mBayarHutang', routes: { list: '/bayarhutanglist', add: '/bayarhutangad', edit: '/bayarhutanged' } },
  {
    rules: giroRules(),
    list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'jenisbayar', 'nogiro', 'keterangan', 'total', 'totalpotongan'], search: ['notransaksi', 'nogiro', 'keterangan'] },
  },
);
