/**
 * QRIS reconciliation for /infopayment (issue 38 item 4): `qris_harian {dari, sampai}` lists the
 * period's QRIS by day with their gateway references and status, beside the sale that took each,
 * and flags a paid QRIS (dibayar or refund) without a sale and a sale paid by QRIS (`bayarqris`,
 * `refqris` of the till and back-office sales) without a paid QRIS. Server only.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { dec, money } from '@niaga/core';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import type { QrisHarianReply, QrisHarianRow } from './replies';

const dateText = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'Tanggal harus yyyy-MM-dd');

export const qris_harian = defineAct({
  name: 'qris_harian',
  summary:
    'QRIS per hari (/infopayment; hak mJual · Buka): dari, sampai (yyyy-MM-dd) → tbl_qris [{tanggal, referensi, refgateway, mode, status, nominal, notransaksi, nojual, masalah}], tbl_harian [{tanggal, jumlah, dibayar, masalah}]. masalah: "dibayar tanpa penjualan" (uang masuk, tidak ada penjualan: refund atau periksa) atau "penjualan tanpa pembayaran" (penjualan QRIS tanpa QRIS dibayar).',
  module: 'payment',
  access: { modul: 'mJual', aksi: 'mopen' },
  readOnly: true,
  schema: z.object({ dari: dateText, sampai: dateText }).passthrough(),
  async handler(ctx, p): Promise<QrisHarianReply> {
    if (p.sampai < p.dari) throw new ActError(NUM.INVALID, 'Tanggal sampai harus sesudah tanggal dari.');
    const rows = await rowsOf<QrisHarianRow>(
      ctx.tx,
      sql`with jualan as (
            select notransaksi, refqris, tanggal, bayarqris from kasir where refqris is not null and refqris <> '' and not batal
            union all select notransaksi, refqris, tanggal, bayarqris from jual where refqris is not null and refqris <> '' and not batal),
          q as (
            select to_char((q.dibuat at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as tanggal, q.referensi, q.refgateway, q.mode, q.status,
                   q.nominal::text as nominal, q.notransaksi, coalesce(j.notransaksi, '') as nojual,
                   case when q.status in ('dibayar', 'refund') and j.notransaksi is null then 'dibayar tanpa penjualan' else '' end as masalah
            from qris_bayar q left join jualan j on j.refqris = q.referensi
            where (q.dibuat at time zone 'Asia/Jakarta')::date between ${p.dari}::date and ${p.sampai}::date),
          lepas as (
            select to_char(j.tanggal, 'YYYY-MM-DD') as tanggal, j.refqris as referensi, '' as refgateway, '' as mode, coalesce(q.status, '') as status,
                   j.bayarqris::text as nominal, '' as notransaksi, j.notransaksi as nojual, 'penjualan tanpa pembayaran' as masalah
            from jualan j left join qris_bayar q on q.referensi = j.refqris
            where j.tanggal between ${p.dari}::date and ${p.sampai}::date and (q.id is null or q.status <> 'dibayar'))
          select * from q union all select * from lepas order by tanggal, referensi`,
    );
    const days = new Map<string, { tanggal: string; jumlah: number; dibayar: string; masalah: number }>();
    for (const r of rows) {
      const d = days.get(r.tanggal) ?? { tanggal: r.tanggal, jumlah: 0, dibayar: '0.00', masalah: 0 };
      if (r.mode) d.jumlah += 1;
      if (r.mode && r.status === 'dibayar') d.dibayar = money(dec(d.dibayar).plus(dec(r.nominal)));
      if (r.masalah) d.masalah += 1;
      days.set(r.tanggal, d);
    }
    return { tbl_qris: rows, tbl_harian: [...days.values()] };
  },
});
