/**
 * Maintenance information (spec §2.11 banner "PERHATIAN! {title} [klik informasi]" and the popup
 * "Informasi Maintenance"; §3 sts_info and IM rows; §7.7 maintenance_info). Published by the
 * service's administrator from the command line (`npm run maintenance:publish`), to one company or
 * to every company, in the control schema beside the news.
 */
import { z } from 'zod';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { integer, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, control, defineAct, requireCompany, type Database } from '@niaga/kernel/server';
import type { MaintenanceInfoReply } from '../replies';

export const infoMaintenance = control.table('info_maintenance', {
  id: serial('id').primaryKey(),
  /** null: every company. */
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  judul: varchar('judul', { length: 200 }).notNull(),
  /** HTML body shown in the popup (written by the service's administrator). */
  isi: text('isi').notNull().default(''),
  /** When the maintenance takes place (dateinfo). */
  tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
  /** Shown until then; null until it is ended (`--selesai`). */
  sampai: timestamp('sampai', { withTimezone: true }),
  dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
});

const current = (companyId: number) =>
  and(or(isNull(infoMaintenance.company_id), eq(infoMaintenance.company_id, companyId)), or(isNull(infoMaintenance.sampai), gt(infoMaintenance.sampai, sql`now()`)));

export const maintenance_info = defineAct({
  name: 'maintenance_info',
  summary:
    "Informasi maintenance untuk banner /home: → sts_info [{status: '1' bila ada, '0' bila tidak}], IM [{judulinfo, dateinfo, isiinfo}] (yang terbaru yang masih berlaku untuk perusahaan ini), tbl_langganan [{tglexp}] (akhir langganan).",
  module: 'system',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<MaintenanceInfoReply> {
    const rows = await ctx.tx
      .select({ judulinfo: infoMaintenance.judul, dateinfo: infoMaintenance.tanggal, isiinfo: infoMaintenance.isi })
      .from(infoMaintenance)
      .where(current(ctx.company!.id))
      .orderBy(desc(infoMaintenance.dibuat), desc(infoMaintenance.id))
      .limit(1);
    const [co] = await ctx.tx.select({ tglexp: companies.expires_at }).from(companies).where(eq(companies.id, ctx.company!.id));
    return {
      sts_info: [{ status: rows.length ? '1' : '0' }],
      IM: rows.map((r) => ({ ...r, dateinfo: new Date(r.dateinfo).toISOString() })),
      // The line "Informasi Exp. langganan : dd/MM/yyyy" at the right of /home.
      tbl_langganan: [{ tglexp: co?.tglexp ?? null }],
    };
  },
});

export interface MaintenanceInput {
  idperusahaan?: string | null;
  judul: string;
  isi: string;
  tanggal?: Date;
  sampai?: Date | null;
}

/** Publishes a maintenance notice to one company or to all; returns its id. */
export async function publishMaintenance(db: Database, m: MaintenanceInput): Promise<number> {
  return db.tx(null, async (tx) => {
    const companyId = m.idperusahaan ? (await requireCompany(tx, m.idperusahaan)).id : null;
    const [r] = await tx
      .insert(infoMaintenance)
      .values({ company_id: companyId, judul: m.judul, isi: m.isi, tanggal: m.tanggal ?? new Date(), sampai: m.sampai ?? null })
      .returning({ id: infoMaintenance.id });
    return r.id;
  });
}

/** Ends the notices now showing (to one company's own notices, or all); returns how many. */
export async function endMaintenance(db: Database, idperusahaan?: string | null): Promise<number> {
  return db.tx(null, async (tx) => {
    const companyId = idperusahaan ? (await requireCompany(tx, idperusahaan)).id : null;
    const ended = await tx
      .update(infoMaintenance)
      .set({ sampai: sql`now()` })
      .where(and(companyId === null ? isNull(infoMaintenance.company_id) : eq(infoMaintenance.company_id, companyId), or(isNull(infoMaintenance.sampai), gt(infoMaintenance.sampai, sql`now()`))))
      .returning({ id: infoMaintenance.id });
    return ended.length;
  });
}
