/**
 * Supervisor overrides: `authaccess_izin` checks another user's password and right, then issues a
 * grant — a random token bound to the calling session, one module right, one use, GRANT_SECONDS.
 * The client sends it back as `izin` in the payload of the guarded act; the dispatcher accepts it
 * in place of the missing right and marks it used in the act's own transaction (a refused act
 * leaves it unused).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Aksi } from '../doctype';
import { grants } from './control';
import type { Tx } from './db';
import { hashToken } from './sessions';

export const GRANT_SECONDS = 120;

export interface GrantKey {
  companyId: number;
  sessionId: number;
  modul: string;
  aksi: Aksi;
}

export async function issueGrant(tx: Tx, key: GrantKey, pemberi: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(grants).values({
    token_hash: hashToken(token),
    company_id: key.companyId,
    session_id: key.sessionId,
    modul: key.modul,
    aksi: key.aksi,
    pemberi,
    expires_at: sql`now() + make_interval(secs => ${GRANT_SECONDS})`,
  });
  return token;
}

/** Uses the grant when it matches the session and right, is fresh and unused; returns who gave it. */
export async function useGrant(tx: Tx, key: GrantKey, token: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [g] = await tx
    .update(grants)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(grants.token_hash, hashToken(token)),
        eq(grants.company_id, key.companyId),
        eq(grants.session_id, key.sessionId),
        eq(grants.modul, key.modul),
        eq(grants.aksi, key.aksi),
        isNull(grants.used_at),
        gt(grants.expires_at, sql`now()`),
      ),
    )
    .returning({ pemberi: grants.pemberi });
  return g?.pemberi ?? null;
}
