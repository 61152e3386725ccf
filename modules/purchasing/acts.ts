/** Purchasing reads: the purchase price history (/historyhb), a supplier's open invoices (for /bayarhutangad), deposit balances. */
import type { LineHistoryReply } from '@niaga/kernel';
import { defineAct, lineHistory, lineHistorySchema } from '@niaga/kernel/server';
import { depositSaldoAct, openInvoicesAct } from '@niaga/accounting';
import { HUTANG } from './payables';

export const historyhb = defineAct({
  name: 'historyhb',
  summary:
    'History harga beli (mHistoryHB): kodeitem, kodesupel (opsional), page (dari 0), limit → query_data, tbl_historyhb (tanggal, tipe BL, notransaksi, kodesupel, namasupel, satuan, jumlah, harga, diskon1..4, total, hargabersih = total ÷ jumlah), terbaru dahulu.',
  module: 'purchasing',
  access: { modul: 'mHistoryHB', aksi: 'mopen' },
  schema: lineHistorySchema,
  async handler(ctx, p): Promise<LineHistoryReply<'historyhb'>> {
    const { query_data, rows } = await lineHistory(ctx.tx, { docs: [{ doc: 'beli', tipe: 'BL' }], party: 'supplier' }, p);
    return { query_data, tbl_historyhb: rows };
  },
});

export const hutangsupplier = openInvoicesAct(HUTANG, { name: 'hutangsupplier', summary: 'Faktur hutang satu supplier (pembelian kredit BL dan saldo awal SAH) dengan sisanya per tanggal: kodesupel, sampai (opsional), semua (1: termasuk yang lunas), kecuali (no. pembayaran yang sedang diubah: sisanya dihitung tanpa pembayaran itu), cari (bagian no. faktur), tanpa (no. faktur yang dilewati), itemlimit dan pagenum (dari 0: satu halaman, jatuh tempo terlama dahulu, dengan query_data) → tbl_hutang (notransaksi, tipe, tanggal, jatuhtempo, jumlah, sisa).', module: 'purchasing', access: { modul: 'mBayarHutang', aksi: 'mopen' } });

export const depositsaldo = depositSaldoAct(HUTANG, { name: 'depositsaldo', summary: 'Saldo deposit ke supplier (mDepositKeSupplier): kodesupel → tbl_depositsaldo (kodesupel, saldo).', module: 'purchasing', access: { modul: 'mDepositKeSupplier', aksi: 'mopen' } });
