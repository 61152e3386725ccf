/**
 * Receivables by invoice, on the shared open-items mechanism (@niaga/ledger open-items.ts, the same
 * one payables use): back-office sales (JL) and till sales (KSR) with a credit part and opening
 * receivables (SAP) are invoices; receivable payments (BP: paid plus discount) and sales returns with
 * potong piutang (RJ) settle them; customer deposits (DP) are used by sales and by receivable
 * payments. `piutang` is the ONE place that says what a customer owes; the credit limit
 * (`checkCreditLimit`) is checked against it.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type ActContext, type DoctypeServer, type Row, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount, type Dec } from '@niaga/core';
import { paymentInvoices, returnInvoices } from '@niaga/accounting';
import { assertNotSettled, depositBalance, invoices as openInvoices, keepsOpen, type InvoiceQuery, type OpenItemSide } from '@niaga/ledger';

export const PIUTANG: OpenItemSide<'piutang'> = {
  nama: 'piutang',
  invoices: [
    { tipe: 'JL', title: 'Penjualan', table: 'jual', jumlah: 'kredit', where: 'kredit > 0' },
    { tipe: 'KSR', title: 'Penjualan Kasir', table: 'kasir', jumlah: 'kredit', where: 'kredit > 0' },
    { tipe: 'SAP', title: 'Saldo Awal Piutang', table: 'saldoawalpiutang', jumlah: 'jumlah' },
  ],
  settlements: [
    { title: 'Pembayaran Piutang', table: 'bayarpiutang', line: { table: 'bayarpiutang_detail', fk: 'bayarpiutang_id' }, ref: 'noinvoice', amount: 'd.bayar + d.potongan' },
    // A sales return against the sale with potong piutang reduces it.
    { title: 'Retur Penjualan', table: 'returjual', ref: 'nojual', amount: 'h.total', where: 'h.potongpiutang' },
  ],
  deposit: { table: 'depositpel', uses: ['kasir', 'jual', 'bayarpiutang'] },
};

export const piutang = (tx: Tx, q: InvoiceQuery = {}) => openInvoices(tx, PIUTANG, q);

/** Receivable payments (their lines' invoices) and returns that reduce a sale keep its remaining (open-items keepsOpen). */
export const BP_INVOICES = paymentInvoices;
export const RJ_INVOICES = returnInvoices(PIUTANG);
export const keepsPiutang = (invoicesOf: (d: Row) => string[], server: DoctypeServer) => keepsOpen(PIUTANG, invoicesOf, server);

/** Refuses (42) to change or delete a sale or opening receivable that a payment or return uses. */
export const assertPiutangFree = (tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') => assertNotSettled(tx, PIUTANG, title, notransaksi, doing);

/** A customer's deposit balance: deposits (DP) less what sales and receivable payments used, leaving one document out. */
export const depositPelSaldo = (tx: Tx, kodesupel: string, kecuali = '') => depositBalance(tx, PIUTANG, kodesupel, kecuali);

/** What a customer owes now (the sum of its invoices' remaining), leaving one document out. */
export async function openReceivable(tx: Tx, kodesupel: string, kecuali = ''): Promise<Dec> {
  // `kecuali`: the document being edited — a sale (its own invoice) or a settlement (a return).
  const rows = await piutang(tx, { kodesupel, kecuali });
  return rows.filter((r) => r.notransaksi !== kecuali).reduce((a, r) => a.plus(dec(r.sisa)), dec(0));
}

/** The right whose holder may let a customer go over the credit limit (a supervisor's grant stands in for it). */
export const LIMIT_OVERRIDE = { modul: 'mPelanggan', aksi: 'medit' } as const;

const rp = (v: Dec) => `Rp ${formatAmount(v)}`;

/**
 * The customer's credit limit (`pelanggan.limitkredit`, 0 = no limit): the open receivable plus
 * what this document adds may not exceed it, unless the user may edit customers or sends a
 * supervisor's one-time grant for that right (`izin`). The customer's row is locked so that two
 * documents cannot both fit under the limit.
 */
export async function checkCreditLimit(ctx: ActContext, p: { kodesupel: string; amount: Dec; kecuali?: string; dokumen: string }) {
  if (!p.amount.gt(0)) return;
  const [pel] = await rowsOf<{ limitkredit: string; namasupel: string }>(
    ctx.tx,
    sql`select limitkredit::text as limitkredit, namasupel from pelanggan where kodesupel = ${p.kodesupel} for update`,
  );
  if (!pel) return;
  const limit = dec(pel.limitkredit);
  if (!limit.gt(0)) return;
  const open = await openReceivable(ctx.tx, p.kodesupel, p.kecuali ?? '');
  const after = open.plus(p.amount);
  if (after.lte(limit)) return;
  if (await ctx.can(LIMIT_OVERRIDE.modul, LIMIT_OVERRIDE.aksi)) return;
  const msg =
    `Limit kredit pelanggan ${p.kodesupel} ${pel.namasupel} ${rp(limit)} terlampaui: piutang terbuka ${rp(open)} + ${p.dokumen} ${rp(p.amount)} = ${rp(after)}. ` +
    'Melebihi limit kredit memerlukan otorisasi supervisor.';
  const refusal = new ActError(NUM.RULE, msg, { fields: { kodesupel: `Limit kredit ${rp(limit)} terlampaui` }, otorisasi: { ...LIMIT_OVERRIDE, action: `Melebihi limit kredit ${p.kodesupel}` } });
  if (!ctx.demand) throw refusal;
  try {
    await ctx.demand(LIMIT_OVERRIDE);
  } catch {
    throw refusal;
  }
}
