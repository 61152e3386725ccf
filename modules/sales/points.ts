/**
 * Customer points (spec §2.6 mSettingPoint /pointpel, §2.7 /perbaikanpointpel): a sale earns
 * floor(total ÷ nominal) points by the customer's rule — the active rule of the customer's group
 * valid on the sale's date, else the active rule for every group (empty group); several: the first
 * by code. The customer's balance (`pelanggan.point`) moves with each save and delete in the same
 * transaction; `perbaikanpointpel` recomputes every balance from the sales.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, type Dec } from '@niaga/core';

/** Points a sale of `total` earns for a customer on a date. */
export async function pointOf(tx: Tx, kodesupel: string, tanggal: string, total: string): Promise<Dec> {
  const [r] = await rowsOf<{ nominal: string }>(
    tx,
    sql`select p.nominal::text as nominal from pointpel p
         where p.aktif and (p.tgldari is null or p.tgldari <= ${tanggal}::date) and (p.tglsampai is null or p.tglsampai >= ${tanggal}::date)
           and (p.kgruppel is null or p.kgruppel = '' or p.kgruppel = (select kgruppel from pelanggan where kodesupel = ${kodesupel}))
         order by (p.kgruppel is null or p.kgruppel = ''), p.kodepoint limit 1`,
  );
  if (!r || dec(r.nominal).lte(0)) return dec(0);
  return dec(total).div(dec(r.nominal)).floor();
}

/** Adds (or with a negative amount takes back) points of a customer. */
export async function movePoints(tx: Tx, kodesupel: string, jumlah: Dec) {
  if (jumlah.isZero()) return;
  await tx.execute(sql`update pelanggan set point = point + ${jumlah.toFixed(2)} where kodesupel = ${kodesupel}`);
}

export const perbaikanpointpel = defineAct({
  name: 'perbaikanpointpel',
  summary: 'Perbaikan point pelanggan (/perbaikanpointpel): menghitung ulang point setiap pelanggan dari penjualan (kasir dan jual) → tbl_perbaikan [{jumlahpelanggan, diubah}].',
  module: 'sales',
  access: { modul: 'mSettingPoint', aksi: 'medit' },
  log: 'posting',
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const [r] = await rowsOf<{ n: number; diubah: number }>(
      ctx.tx,
      sql`with s as (select kodesupel, sum(pointdapat) as p from (select kodesupel, pointdapat from kasir union all select kodesupel, pointdapat from jual) x group by kodesupel),
              u as (update pelanggan c set point = coalesce((select s.p from s where s.kodesupel = c.kodesupel), 0)
                     where c.point <> coalesce((select s.p from s where s.kodesupel = c.kodesupel), 0) returning c.id)
         select (select count(*)::int from pelanggan) as n, (select count(*)::int from u) as diubah`,
    );
    return { tbl_perbaikan: [{ jumlahpelanggan: r.n, diubah: r.diubah }] };
  },
});
