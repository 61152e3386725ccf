/**
 * Receivable and reminder reads: a customer's open invoices (for /bayarpiutangad), customer deposit
 * balances and /depositsaldo's lists of both sides, and the reminders of what is due (spec §7.4:
 * reminderhupilist, reminderhutanglist, reminderpiutanglist) over both sides of the shared
 * open-items mechanism.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { defineAct, rowsOf, type Access, type ActContext, type Tx } from '@niaga/kernel/server';
import { companyToday, depositBalances, invoicePage, type Invoice, type OpenItemSide } from '@niaga/ledger';
import { depositSaldoAct, openInvoicesAct } from '@niaga/accounting';
import { HUTANG } from '@niaga/purchasing/server';
import { PIUTANG } from './receivables';
import type { DepositSaldoListReply, ReminderHupiReply, ReminderListReply, ReminderRow, ReminderTable } from './replies';

export const piutangpelanggan = openInvoicesAct(PIUTANG, { name: 'piutangpelanggan', summary: 'Faktur piutang satu pelanggan (penjualan kredit JL/KSR dan saldo awal SAP) dengan sisanya per tanggal: kodesupel, sampai (opsional), semua (1: termasuk yang lunas), kecuali (no. pembayaran yang sedang diubah: sisanya dihitung tanpa pembayaran itu), cari (bagian no. faktur), tanpa (no. faktur yang dilewati), itemlimit dan pagenum (dari 0: satu halaman, jatuh tempo terlama dahulu, dengan query_data) → tbl_piutang (notransaksi, tipe, tanggal, jatuhtempo, jumlah, sisa).', module: 'sales', access: { modul: 'mBayarPiutang', aksi: 'mopen' } });

export const depositsaldopel = depositSaldoAct(PIUTANG, { name: 'depositsaldopel', summary: 'Saldo deposit pelanggan (mDepositPelanggan): kodesupel → tbl_depositsaldo (kodesupel, saldo): deposit DP dikurangi yang dipakai penjualan dan pembayaran piutang.', module: 'sales', access: [{ modul: 'mDepositPelanggan', aksi: 'mopen' }, { modul: 'mJual', aksi: 'mopen' }, { modul: 'mBayarPiutang', aksi: 'mopen' }] });

const page = {
  pagenum: z.coerce.number({ error: 'pagenum harus berupa angka' }).int().min(0, 'pagenum mulai dari 0').default(0),
  itemlimit: z.coerce.number({ error: 'itemlimit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(15),
};

export const depositsaldolist = defineAct({
  name: 'depositsaldolist',
  summary:
    'Saldo deposit semua supplier (jenis S, mDepositKeSupplier) atau pelanggan (jenis P, mDepositPelanggan) untuk /depositsaldo: jenis, cari, pagenum (dari 0), itemlimit (15) → query_data (totpage, totrec), tbl_depositsaldo (kodesupel, namasupel, masuk, dipakai, saldo).',
  module: 'sales',
  access: (p: { jenis?: string }) => ({ modul: p?.jenis === 'S' ? 'mDepositKeSupplier' : 'mDepositPelanggan', aksi: 'mopen' }),
  schema: z.object({
    jenis: z.enum(['S', 'P'], { error: "jenis harus 'S' (supplier) atau 'P' (pelanggan)" }).default('P'),
    cari: z.string().trim().max(60).optional().default(''),
    ...page,
  }),
  async handler(ctx, p): Promise<DepositSaldoListReply> {
    const sup = p.jenis === 'S';
    const r = await depositBalances(ctx.tx, sup ? HUTANG : PIUTANG, { table: sup ? 'supplier' : 'pelanggan', nama: 'namasupel' }, { cari: p.cari, limit: p.itemlimit, offset: p.pagenum * p.itemlimit });
    return { query_data: [{ totpage: Math.ceil(r.total / p.itemlimit), totrec: r.total, pagenum: p.pagenum }], tbl_depositsaldo: r.rows };
  },
});


/** One page of a side's invoices due today (company date) with something remaining, oldest due first. */
async function due(tx: Tx, side: OpenItemSide, contacts: string, pagenum: number, itemlimit: number): Promise<{ rows: ReminderRow[]; total: number; lebih: boolean }> {
  const today = await companyToday(tx);
  const r = await invoicePage(tx, side, { jatuhtempo: today, terbuka: true, limit: itemlimit, offset: pagenum * itemlimit });
  const codes = [...new Set(r.rows.map((x) => x.kodesupel))];
  const names = new Map(
    codes.length
      ? (await rowsOf<{ kodesupel: string; namasupel: string }>(tx, sql`select kodesupel, namasupel from ${sql.raw(contacts)} where kodesupel in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((x) => [x.kodesupel, x.namasupel])
      : [],
  );
  const row = (x: Invoice): ReminderRow => ({
    supel: names.get(x.kodesupel) || x.kodesupel,
    notransaksi: x.notransaksi,
    tanggal: x.tanggal,
    byr_krd_jt: x.jatuhtempo ?? x.tanggal,
    sisakredit: x.sisa,
    tipe: x.tipe,
  });
  return { rows: r.rows.map(row), total: r.total, lebih: !!r.lebih };
}

const hutangDue = (tx: Tx, n: number, l: number) => due(tx, HUTANG, 'supplier', n, l);
const piutangDue = (tx: Tx, n: number, l: number) => due(tx, PIUTANG, 'pelanggan', n, l);

const may = (ctx: ActContext, modul: string) => ctx.can(modul, 'mopen');

export const reminderhupilist = defineAct({
  name: 'reminderhupilist',
  summary:
    'Pengingat hutang piutang jatuh tempo (spec §7.4): tanpa payload → tbl_piutang_list dan tbl_hutang_list (halaman pertama, 15 baris: supel, notransaksi, tanggal, byr_krd_jt, sisakredit, tipe) dari faktur yang jatuh tempo hari ini atau sebelumnya dan masih bersisa; sisi yang hak aksesnya (mBayarPiutang / mBayarHutang) tidak dimiliki kosong.',
  module: 'sales',
  access: [
    { modul: 'mBayarPiutang', aksi: 'mopen' },
    { modul: 'mBayarHutang', aksi: 'mopen' },
  ],
  log: false,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<ReminderHupiReply> {
    const piu = (await may(ctx, 'mBayarPiutang')) ? (await piutangDue(ctx.tx, 0, 15)).rows : [];
    const hut = (await may(ctx, 'mBayarHutang')) ? (await hutangDue(ctx.tx, 0, 15)).rows : [];
    return { tbl_piutang_list: piu, tbl_hutang_list: hut };
  },
});

/** A side's invoices due, a page at a time (reminderhutanglist, reminderpiutanglist): `pagenum` (from 0), `itemlimit` → query_data and the side's list. */
const dueListAct = <T extends ReminderTable>(sideDue: typeof hutangDue, table: T, head: { name: string; summary: string; access: Access }) =>
  defineAct({
    ...head,
    module: 'sales',
    log: false,
    schema: z.object(page),
    async handler(ctx, p): Promise<ReminderListReply<T>> {
      const r = await sideDue(ctx.tx, p.pagenum, p.itemlimit);
      return { query_data: [{ totpage: Math.ceil(r.total / p.itemlimit), totrec: r.total, lebih: r.lebih, pagenum: p.pagenum }], ...({ [table]: r.rows } as Record<T, ReminderRow[]>) };
    },
  });

export const reminderhutanglist = dueListAct(hutangDue, 'tbl_hutang_list', {
  name: 'reminderhutanglist',
  summary: 'Hutang jatuh tempo per halaman (mBayarHutang): pagenum (dari 0), itemlimit (15) → query_data (totpage, totrec maksimal 10.000, lebih), tbl_hutang_list (supel, notransaksi, tanggal, byr_krd_jt, sisakredit, tipe).',
  access: { modul: 'mBayarHutang', aksi: 'mopen' },
});

export const reminderpiutanglist = dueListAct(piutangDue, 'tbl_piutang_list', {
  name: 'reminderpiutanglist',
  summary: 'Piutang jatuh tempo per halaman (mBayarPiutang): pagenum (dari 0), itemlimit (15) → query_data (totpage, totrec maksimal 10.000, lebih), tbl_piutang_list (supel, notransaksi, tanggal, byr_krd_jt, sisakredit, tipe).',
  access: { modul: 'mBayarPiutang', aksi: 'mopen' },
});
