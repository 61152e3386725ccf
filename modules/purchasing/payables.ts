/**
 * Payables by invoice, on the shared open-items mechanism (@niaga/ledger open-items.ts): every
 * purchase with a credit part (BL) and every opening payable (SAH) is an invoice; payments (BH:
 * paid plus discount) and returns that reduce it (RB with potong hutang) settle it; deposits to
 * suppliers (DB) are used by purchases.
 */
import { assertNotSettled, depositBalance, invoices as openInvoices, keepsOpen, type InvoiceQuery, type OpenItemSide } from '@niaga/ledger';
import type { DoctypeServer, Row, Tx } from '@niaga/kernel/server';
import { paymentInvoices, returnInvoices } from '@niaga/accounting';

export type { Invoice, InvoiceQuery } from '@niaga/ledger';

export const HUTANG: OpenItemSide<'hutang'> = {
  nama: 'hutang',
  invoices: [
    { tipe: 'BL', title: 'Pembelian', table: 'beli', jumlah: 'kredit', where: 'kredit > 0' },
    { tipe: 'SAH', title: 'Saldo Awal Hutang', table: 'saldoawalhutang', jumlah: 'jumlah' },
  ],
  settlements: [
    { title: 'Pembayaran Hutang', table: 'bayarhutang', line: { table: 'bayarhutang_detail', fk: 'bayarhutang_id' }, ref: 'noinvoice', amount: 'd.bayar + d.potongan' },
    { title: 'Retur Pembelian', table: 'returbeli', ref: 'nobeli', amount: 'h.total', where: 'h.potonghutang' },
  ],
  deposit: { table: 'depositsup', uses: ['beli'] },
};

export const invoices = (tx: Tx, q: InvoiceQuery = {}) => openInvoices(tx, HUTANG, q);

/** Debt payments (their lines' invoices) and returns that reduce a purchase keep its remaining (open-items keepsOpen). */
export const BH_INVOICES = paymentInvoices;
export const RB_INVOICES = returnInvoices(HUTANG);
export const keepsHutang = (invoicesOf: (d: Row) => string[], server: DoctypeServer) => keepsOpen(HUTANG, invoicesOf, server);

/** Refuses (42) to change or delete an invoice that a payment or a return against its payable uses. */
export const assertNotPaid = (tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') => assertNotSettled(tx, HUTANG, title, notransaksi, doing);

/** A supplier's deposit balance: deposits (DB) less what purchases used, leaving one purchase out. */
export const depositSaldo = (tx: Tx, kodesupel: string, kecuali = '') => depositBalance(tx, HUTANG, kodesupel, kecuali);
