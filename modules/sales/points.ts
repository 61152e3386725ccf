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
import { pointRule } from './pricing-data';

/** Points a sale of `total` earns at `nominal` rupiah per point (none without a rule). */
export function pointsFor(total: string, nominal: string | null): Dec {
  if (nominal === null || dec(nominal).lte(0)) return dec(0);
  return dec(total).div(dec(nominal)).floor();
}

/** Points a sale of `total` earns for a customer on a date. */
export async function pointOf(tx: Tx, kodesupel: string, tanggal: string, total: string): Promise<Dec> {
  const [r] = await rowsOf<{ nominal: string | null }>(tx, sql`select (${pointRule(kodesupel, tanggal)}) as nominal`);
  return pointsFor(total, r?.nominal ?? null);
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
