/**
 * How often the poll asks a platform that wants to be asked less often than every POLL_MS (its
 * adapter's `pollIntervalMs`: Lazada, whose push is the main path): a shop's poll is due once its
 * interval has passed since its last poll began, and each poll that failed in a row doubles the
 * wait (at most MAX_BACKOFF times the interval). Read from the shop's own poll runs (`mp_tarik`,
 * sumber 'tarik'), so a restart keeps the pace.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Company, Database } from '@niaga/kernel/server';
import { mpTarik } from './tables';

export const MAX_BACKOFF = 8;

export async function pollDue(db: Database, company: Company, shop: { marketplace: string; shop_id: string }, intervalMs: number, now = Date.now()): Promise<boolean> {
  const runs = await db.tx(company.schema_name, (tx) =>
    tx
      .select({ mulai: mpTarik.mulai, selesai: mpTarik.selesai, msg: mpTarik.msg })
      .from(mpTarik)
      .where(and(eq(mpTarik.marketplace, shop.marketplace), eq(mpTarik.shop_id, shop.shop_id), eq(mpTarik.sumber, 'tarik')))
      .orderBy(desc(mpTarik.id))
      .limit(4),
  );
  if (!runs.length) return true;
  let failed = 0;
  while (failed < runs.length && runs[failed].selesai && runs[failed].msg) failed++;
  const wait = intervalMs * Math.min(MAX_BACKOFF, 2 ** failed);
  return now - new Date(runs[0].mulai).getTime() >= wait;
}
