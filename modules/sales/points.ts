/**
 * Customer points (spec §2.6 mSettingPoint /pointpel, §2.7 /perbaikanpointpel): a sale earns
 * floor(total ÷ nominal) points by the customer's rule — the active rule of the customer's group
 * valid on the sale's date, else the active rule for every group (empty group); several: the first
 * by code. The customer's balance (`pelanggan.point`) moves with each save and delete in the same
 * transaction; redeemed points (`pointpakai`, worth `nilaipoint` rupiah each) leave it the same way;
 * `perbaikanpointpel` recomputes every balance from the sales (earned less redeemed).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, rowsOf, type Tx } from '@niaga/kernel/server';
import { ActError, NUM } from '@niaga/kernel';
import { dec, formatId, type Dec } from '@niaga/core';
import { companyNow, pointRule, type PointRule } from './pricing-data';
import type { PerbaikanPointReply, PointPelReply } from './replies';

/** Points a sale of `total` earns at `nominal` rupiah per point (none without a rule). */
export function pointsFor(total: string, nominal: string | null | undefined): Dec {
  if (!nominal || dec(nominal).lte(0)) return dec(0);
  return dec(total).div(dec(nominal)).floor();
}

/** Adds (or with a negative amount takes back) points of a customer. */
export async function movePoints(tx: Tx, kodesupel: string, jumlah: Dec) {
  if (jumlah.isZero()) return;
  await tx.execute(sql`update pelanggan set point = point + ${jumlah.toFixed(2)} where kodesupel = ${kodesupel}`);
}

/**
 * Takes redeemed points off a customer's balance, refusing (on `pointpakai`) when the balance is
 * smaller: one conditional update, so two tills cannot spend the same points.
 */
export async function usePoints(tx: Tx, kodesupel: string, jumlah: Dec) {
  if (jumlah.lte(0)) return;
  const done = await rowsOf<{ point: string }>(tx, sql`update pelanggan set point = point - ${jumlah.toFixed(2)} where kodesupel = ${kodesupel} and point >= ${jumlah.toFixed(2)} returning point::text as point`);
  if (done.length) return;
  const [r] = await rowsOf<{ point: string }>(tx, sql`select point::text as point from pelanggan where kodesupel = ${kodesupel}`);
  throw new ActError(NUM.RULE, `Point pelanggan ${kodesupel} hanya ${formatId(dec(r?.point ?? 0), 0)}; tidak cukup untuk ${formatId(jumlah, 0)} point.`, {
    fields: { pointpakai: 'Point tidak cukup' },
  });
}

export const getpointpel = defineAct({
  name: 'getpointpel',
  summary:
    'Point pelanggan untuk kasir: kodesupel, tanggal (yyyy-MM-dd, bawaan hari ini perusahaan) → tbl_point [{kodesupel, point (saldo), nominal (rupiah penjualan per 1 point didapat), nilaipoint (rupiah yang dibayar 1 point)}]; nominal dan nilaipoint 0 bila tidak ada aturan point yang berlaku.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'mopen' },
  log: false,
  schema: z.object({
    kodesupel: z.string().trim().min(1, 'kodesupel wajib diisi').max(30).toUpperCase(),
    tanggal: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'tanggal harus berformat yyyy-MM-dd').optional(),
  }),
  async handler(ctx, p): Promise<PointPelReply> {
    const tanggal = p.tanggal ?? (await companyNow(ctx.tx)).tanggal;
    const [r] = await rowsOf<{ point: string | null; rule: PointRule | null }>(
      ctx.tx,
      sql`select (select point::text from pelanggan where kodesupel = ${p.kodesupel}) as point, (${pointRule(p.kodesupel, tanggal)}) as rule`,
    );
    if (r.point === null) throw new ActError(NUM.NOT_FOUND, `Pelanggan '${p.kodesupel}' tidak ditemukan.`);
    return { tbl_point: [{ kodesupel: p.kodesupel, point: r.point, nominal: r.rule?.nominal ?? '0', nilaipoint: r.rule?.nilaipoint ?? '0' }] };
  },
});

export const perbaikanpointpel = defineAct({
  name: 'perbaikanpointpel',
  summary: 'Perbaikan point pelanggan (/perbaikanpointpel): menghitung ulang point setiap pelanggan dari penjualan (kasir dan jual: didapat dikurangi dipakai) → tbl_perbaikan [{jumlahpelanggan, diubah}].',
  module: 'sales',
  access: { modul: 'mSettingPoint', aksi: 'medit' },
  log: 'posting',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PerbaikanPointReply> {
    const [r] = await rowsOf<{ n: number; diubah: number }>(
      ctx.tx,
      sql`with s as (select kodesupel, sum(pointdapat - pointpakai) as p from (select kodesupel, pointdapat, pointpakai from kasir union all select kodesupel, pointdapat, pointpakai from jual) x group by kodesupel),
              u as (update pelanggan c set point = coalesce((select s.p from s where s.kodesupel = c.kodesupel), 0)
                     where c.point <> coalesce((select s.p from s where s.kodesupel = c.kodesupel), 0) returning c.id)
         select (select count(*)::int from pelanggan) as n, (select count(*)::int from u) as diubah`,
    );
    return { tbl_perbaikan: [{ jumlahpelanggan: r.n, diubah: r.diubah }] };
  },
});
