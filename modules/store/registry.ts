/**
 * The share-id directory kept beside the company's `tokoonline` record (control.share_toko): a
 * share id taken by another company is refused (15, naming the field) before anything is written;
 * a changed or deleted store moves or frees its address in the same transaction. Server only.
 */
import { and, eq, ne } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { companies, type ActContext, type DoctypeServer, type Tx } from '@niaga/kernel/server';
import { shareToko } from './tables';

function companyId(ctx: ActContext): number {
  if (!ctx.company) throw new ActError(NUM.INVALID, 'Toko online hanya dapat didaftarkan dari sebuah perusahaan.');
  return ctx.company.id;
}

export const tokoServer: DoctypeServer = {
  async beforeSave(ctx, rec) {
    const id = companyId(ctx);
    const shareid = String(rec.shareid ?? '');
    const [taken] = await ctx.tx
      .select({ id: shareToko.id })
      .from(shareToko)
      .where(and(eq(shareToko.shareid, shareid), ne(shareToko.company_id, id)))
      .limit(1);
    if (taken) throw new ActError(NUM.INVALID, `Share ID ${shareid} sudah dipakai toko lain.`, { fields: { shareid: 'Share ID sudah dipakai toko lain.' } });
  },
  async afterSave(ctx, saved, old) {
    const id = companyId(ctx);
    if (old && old.shareid !== saved.shareid) await ctx.tx.delete(shareToko).where(and(eq(shareToko.shareid, String(old.shareid)), eq(shareToko.company_id, id)));
    const shareid = String(saved.shareid);
    const added = await ctx.tx.insert(shareToko).values({ shareid, company_id: id }).onConflictDoNothing().returning({ company: shareToko.company_id });
    if (added.length) return;
    // Already there: ours (an edit that kept it), or another company's registered meanwhile.
    const [r] = await ctx.tx.select({ company: shareToko.company_id }).from(shareToko).where(eq(shareToko.shareid, shareid)).limit(1);
    if (r?.company !== id) throw new ActError(NUM.INVALID, `Share ID ${shareid} sudah dipakai toko lain.`, { fields: { shareid: 'Share ID sudah dipakai toko lain.' } });
  },
  async beforeDelete(ctx, old) {
    await ctx.tx.delete(shareToko).where(and(eq(shareToko.shareid, String(old.shareid)), eq(shareToko.company_id, companyId(ctx))));
  },
};

/** The schema of the company whose store has this share id (null: none). */
export async function schemaOfShare(tx: Tx, shareid: string): Promise<string | null> {
  const [r] = await tx
    .select({ schema: companies.schema_name })
    .from(shareToko)
    .innerJoin(companies, eq(companies.id, shareToko.company_id))
    .where(eq(shareToko.shareid, shareid))
    .limit(1);
  return r?.schema ?? null;
}
