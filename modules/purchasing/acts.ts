/** Purchasing reads: the purchase price history (/historyhb), a supplier's open invoices (for /bayarhutangad), deposit balances. */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import { depositSaldo, invoices } from './payables';

const tanggal = z
  .string({ error: 'Tanggal harus berupa tanggal' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal bukan tanggal yang valid (TTTT-BB-HH)');

export const historyhb = defineAct({
  name: 'historyhb',
  summary:
    'History harga beli (mHistoryHB): kodeitem, kodesupel (opsional), page (dari 0), limit → query_data, tbl_historyhb (tanggal, notransaksi, kodesupel, namasupel, satuan, jumlah, harga, diskon1..4, total, hargabersih = total ÷ jumlah), terbaru dahulu.',
  module: 'purchasing',
  access: { modul: 'mHistoryHB', aksi: 'mopen' },
  schema: z.object({
    kodeitem: z.string({ error: 'Item wajib diisi' }).trim().toUpperCase().min(1, 'Item wajib diisi').max(30),
    kodesupel: z.string().trim().toUpperCase().max(30).optional().default(''),
    page: z.coerce.number({ error: 'page harus berupa angka' }).int().min(0).default(0),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).default(15),
  }),
  async handler(ctx, p) {
    const where = sql`d.kodeitem = ${p.kodeitem} ${p.kodesupel ? sql`and b.kodesupel = ${p.kodesupel}` : sql``}`;
    const [{ n }] = await rowsOf<{ n: number }>(ctx.tx, sql`select count(*)::int as n from beli_detail d join beli b on b.id = d.beli_id where ${where}`);
    const rows = await rowsOf(
      ctx.tx,
      sql`select to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, b.notransaksi, b.kodesupel, s.namasupel, d.satuan, d.jumlah, d.harga, d.diskon1, d.diskon2, d.diskon3, d.diskon4, d.total,
                 round(d.total / nullif(d.jumlah, 0), 2)::numeric(18,2)::text as hargabersih
          from beli_detail d join beli b on b.id = d.beli_id left join supplier s on s.kodesupel = b.kodesupel
          where ${where} order by b.tanggal desc, b.id desc, d.urut limit ${p.limit} offset ${p.page * p.limit}`,
    );
    return { query_data: [{ totpage: Math.ceil(Number(n) / p.limit), totrec: Number(n), page: p.page, limit: p.limit }], tbl_historyhb: rows };
  },
});

export const hutangsupplier = defineAct({
  name: 'hutangsupplier',
  summary:
    'Faktur hutang satu supplier (pembelian kredit BL dan saldo awal SAH) dengan sisanya per tanggal: kodesupel, sampai (opsional), semua (1: termasuk yang lunas) → tbl_hutang (notransaksi, tipe, tanggal, jatuhtempo, jumlah, sisa).',
  module: 'purchasing',
  access: { modul: 'mBayarHutang', aksi: 'mopen' },
  schema: z.object({
    kodesupel: z.string({ error: 'Supplier wajib diisi' }).trim().toUpperCase().min(1, 'Supplier wajib diisi').max(30),
    sampai: tanggal.optional(),
    semua: z.coerce.boolean().default(false),
  }),
  async handler(ctx, p) {
    return { tbl_hutang: await invoices(ctx.tx, { kodesupel: p.kodesupel, sampai: p.sampai, terbuka: !p.semua }) };
  },
});

export const depositsaldo = defineAct({
  name: 'depositsaldo',
  summary: 'Saldo deposit ke supplier (mDepositKeSupplier): kodesupel → tbl_depositsaldo (kodesupel, saldo).',
  module: 'purchasing',
  access: { modul: 'mDepositKeSupplier', aksi: 'mopen' },
  schema: z.object({ kodesupel: z.string({ error: 'Supplier wajib diisi' }).trim().toUpperCase().min(1, 'Supplier wajib diisi').max(30) }),
  async handler(ctx, p) {
    return { tbl_depositsaldo: [{ kodesupel: p.kodesupel, saldo: await depositSaldo(ctx.tx, p.kodesupel) }] };
  },
});
