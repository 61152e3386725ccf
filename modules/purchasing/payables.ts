/**
 * Payables by invoice, on the shared open-items mechanism (@niaga/ledger open-items.ts): every
 * purchase with a credit part (BL) and every opening payable (SAH) is an invoice; payments (BH:
 * paid plus discount) and returns that reduce it (RB with potong hutang) settle it; deposits to
 * suppliers (DB) are used by purchases.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { assertNotSettled, depositBalance, invoicePage, invoices as openInvoices, keepsOpen, type InvoiceQuery, type OpenItemSide } from '@niaga/ledger';
import type { DoctypeServer, Row, Tx } from '@niaga/kernel/server';

export type { Invoice, InvoiceQuery } from '@niaga/ledger';

export const HUTANG: OpenItemSide = {
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
export const BH_INVOICES = (d: Row) => ((d.lines as Row[] | undefined) ?? []).map((l) => String(l.noinvoice));
export const RB_INVOICES = (d: Row) => (d.nobeli ? [String(d.nobeli)] : []);
export const keepsHutang = (invoicesOf: (d: Row) => string[], server: DoctypeServer) => keepsOpen(HUTANG, invoicesOf, server);

/** Refuses (42) to change or delete an invoice that a payment or a return against its payable uses. */
export const assertNotPaid = (tx: Tx, title: string, notransaksi: string, doing: 'diubah' | 'dihapus') => assertNotSettled(tx, HUTANG, title, notransaksi, doing);

/** A supplier's deposit balance: deposits (DB) less what purchases used, leaving one purchase out. */
export const depositSaldo = (tx: Tx, kodesupel: string, kecuali = '') => depositBalance(tx, HUTANG, kodesupel, kecuali);

/**
 * What an open-items picker ("Ambil Faktur" on a payment) may add to its act's payload: `cari` (a
 * number, or part of it), `tanpa` (numbers the form already has) and a page (`pagenum` from 0,
 * `itemlimit`); with `itemlimit` the answer is one page, oldest due first, with `query_data`.
 */
export const pickerFields = {
  cari: z.string({ error: 'cari harus berupa teks' }).trim().max(40, 'cari maksimal 40 karakter').default(''),
  tanpa: z.array(z.string().trim().toUpperCase().max(40), { error: 'tanpa harus berupa daftar nomor' }).max(MAX_PAGE_SIZE).default([]),
  pagenum: z.coerce.number({ error: 'pagenum harus berupa angka' }).int().min(0, 'pagenum mulai dari 0').default(0),
  itemlimit: z.coerce.number({ error: 'itemlimit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** A contact's invoices for a picker: all of them (no `itemlimit`), or one page with `query_data`. */
export async function pickerInvoices(tx: Tx, side: OpenItemSide, table: string, q: InvoiceQuery, p: { cari: string; tanpa: string[]; pagenum: number; itemlimit?: number }) {
  const query = { ...q, cari: p.cari, tanpa: p.tanpa };
  if (p.itemlimit === undefined) return { [table]: (await invoicePage(tx, side, query)).rows };
  const r = await invoicePage(tx, side, { ...query, limit: p.itemlimit, offset: p.pagenum * p.itemlimit });
  return { query_data: [{ totpage: Math.ceil(r.total / p.itemlimit), totrec: r.total, lebih: !!r.lebih, pagenum: p.pagenum }], [table]: r.rows };
}
