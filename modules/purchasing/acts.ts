/** Purchasing reads: the purchase price history (/historyhb), a supplier's open invoices (for /bayarhutangad), deposit balances. */
import { z } from 'zod';
import { defineAct, lineHistory, lineHistorySchema } from '@niaga/kernel/server';
import { depositSaldo, HUTANG, pickerFields, pickerInvoices } from './payables';

const tanggal = z
  .string({ error: 'Tanggal harus berupa tanggal' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal bukan tanggal yang valid (TTTT-BB-HH)');

export const historyhb = defineAct({
  name: 'historyhb',
  summary:
    'History harga beli (mHistoryHB): kodeitem, kodesupel (opsional), page (dari 0), limit → query_data, tbl_historyhb (tanggal, tipe BL, notransaksi, kodesupel, namasupel, satuan, jumlah, harga, diskon1..4, total, hargabersih = total ÷ jumlah), terbaru dahulu.',
  module: 'purchasing',
  access: { modul: 'mHistoryHB', aksi: 'mopen' },
  schema: lineHistorySchema,
  async handler(ctx, p) {
    const { query_data, rows } = await lineHistory(ctx.tx, { docs: [{ doc: 'beli', tipe: 'BL' }], party: 'supplier' }, p);
    return { query_data, tbl_historyhb: rows };
  },
});

export const hutangsupplier = defineAct({
  name: 'hutangsupplier',
  summary:
    'Faktur hutang satu supplier (pembelian kredit BL dan saldo awal SAH) dengan sisanya per tanggal: kodesupel, sampai (opsional), semua (1: termasuk yang lunas), kecuali (no. pembayaran yang sedang diubah: sisanya dihitung tanpa pembayaran itu), cari (bagian no. faktur), tanpa (no. faktur yang dilewati), itemlimit dan pagenum (dari 0: satu halaman, jatuh tempo terlama dahulu, dengan query_data) → tbl_hutang (notransaksi, tipe, tanggal, jatuhtempo, jumlah, sisa).',
  module: 'purchasing',
  access: { modul: 'mBayarHutang', aksi: 'mopen' },
  schema: z.object({
    kodesupel: z.string({ error: 'Supplier wajib diisi' }).trim().toUpperCase().min(1, 'Supplier wajib diisi').max(30),
    sampai: tanggal.optional(),
    semua: z.coerce.boolean().default(false),
    kecuali: z.string().trim().toUpperCase().max(40).default(''),
    ...pickerFields,
  }),
  async handler(ctx, p) {
    return pickerInvoices(ctx.tx, HUTANG, 'tbl_hutang', { kodesupel: p.kodesupel, sampai: p.sampai, terbuka: !p.semua, kecuali: p.kecuali }, p);
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

