/** Purchasing reads: the purchase price history (/historyhb), a supplier's open invoices (for /bayarhutangad), deposit balances, the purchase price of lines. */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, lineHistory, lineHistorySchema, rowsOf } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { PURCHASE_LINE_DEFAULTS } from './lines';
import { round } from './pricing';
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

/**
 * `gethargabeli`: the purchase price of some lines, the item's purchase price (per base unit) times
 * the unit's content — a box of 12 at 12 times a piece's. The purchase order, purchase and free
 * return forms propose it as a line's item or unit changes (the lines' `defaults`); a typed price
 * is kept, and an item or unit it does not know gives null.
 */
export const gethargabeli = defineAct({
  name: PURCHASE_LINE_DEFAULTS.act,
  summary:
    'Harga beli beberapa baris: lines [{kodeitem, satuan, iddetailvarian}] (paling banyak 500) → tbl_harga satu baris per line {harga} = harga beli item (per satuan dasar) × isi satuan; null bila item/satuan tidak dikenal.',
  module: 'purchasing',
  access: [
    { modul: 'mPesanBeli', aksi: 'mopen' },
    { modul: 'mBeli', aksi: 'mopen' },
    { modul: 'mReturBeli', aksi: 'mopen' },
  ],
  log: false,
  schema: z.object({
    lines: z
      .array(z.object({ kodeitem: z.string().trim().toUpperCase().max(30), satuan: z.string().trim().toUpperCase().max(10), iddetailvarian: z.string().trim().max(40).optional() }), { error: 'lines harus berupa daftar' })
      .max(500, 'Paling banyak 500 baris'),
  }),
  async handler(ctx, p) {
    const codes = [...new Set(p.lines.map((l) => l.kodeitem))];
    const inCodes = sql.join(codes.map((c) => sql`${c}`), sql`, `);
    // The item's base unit (content 1) and each unit of its own.
    const rows = codes.length
      ? await rowsOf<{ kodeitem: string; satuan: string; hargabeli: string; konversi: string }>(
          ctx.tx,
          sql`select i.kodeitem, i.satuan, i.hargabeli::text as hargabeli, '1' as konversi from item i where i.kodeitem in (${inCodes})
              union all
              select i.kodeitem, u.satuan, i.hargabeli::text, u.konversi::text from satuanitem u join item i on i.id = u.item_id where i.kodeitem in (${inCodes})`,
        )
      : [];
    const price = new Map(rows.map((r) => [`${r.kodeitem} ${r.satuan}`, round(dec(r.hargabeli).times(dec(r.konversi))).toFixed(2)]));
    return { tbl_harga: p.lines.map((l) => ({ harga: price.get(`${l.kodeitem} ${l.satuan}`) ?? null })) };
  },
});
