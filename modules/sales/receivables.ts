/**
 * Receivables by invoice, on the shared open-items mechanism (@niaga/ledger open-items.ts, the same
 * one payables use): back-office sales (JL) and till sales (KSR) with a credit part and opening
 * receivables (SAP) are invoices; receivable payments (BP: paid plus discount) settle them; customer
 * deposits (DP) are used by sales and by receivable payments.
 */
import { assertNotSettled, depositBalance, invoices as openInvoices, type InvoiceQuery, type OpenItemSide } from '@niaga/ledger';
import type { Tx } from '@niaga/kernel/server';

export const PIUTANG: OpenItemSide = {
  nama: 'piutang',
  invoices: [
    { tipe: 'JL', title: 'Penjualan', table: 'jual', jumlah: 'kredit', where: 'kredit > 0' },
    { tipe: 'KSR', title: 'Penjualan Kasir', table: 'kasir', jumlah: 'kredit', where: 'kredit > 0' },
    { tipe: 'SAP', title: 'Saldo Awal Piutang', table: 'saldoawalpiutang', jumlah: 'jumlah' },
  ],
  settlements: [
    { title: 'Pembayaran Piutang', table: 'bayarpiutang', line: { table: 'bayarpiutang_detail', fk: 'bayarpiutang_id' }, ref: 'noinvoice', amount: 'd.bayar + d.potongan' },
    // Sales returns (returjual, merged from the returns branch) reduce the sale they name when potongpiutang:
    // { title: 'Retur Penjualan', table: 'returjual', ref: 'nojual', amount: 'h.total', where: 'h.potongpiutang' },
  ],
  deposit: { table: 'depositpel', uses: ['kasir', 'jual', 'bayarpiutang'] },
};

export const piutang = (tx: Tx, q: InvoiceQuery = {}) => openInvoices(tx, PIUTANG, q);

/** Refuses (42) to change or delete a sale or opening receivable that a payment or return uses. */
export const assertPiutangFree = (tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') => assertNotSettled(tx, PIUTANG, title, notransaksi, doing);

/** A customer's deposit balance: deposits (DP) less what sales and receivable payments used, leaving one document out. */
export const depositPelSaldo = (tx: Tx, kodesupel: string, kecuali = '') => depositBalance(tx, PIUTANG, kodesupel, kecuali);
