/**
 * Sessions: a 256-bit random token goes to the client; only its sha-256 is stored, in the control
 * schema. Remembered sessions last 20 days (spec §9); others expire after 12 idle hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions } from './control';
import { rowsOf, type Tx } from './db';
import type { Company, SessionUser } from './acts';
import { ActError, NUM } from '../errors';

export const REMEMBER_DAYS = 20;
export const IDLE_HOURS = 12;
export const SESSION_COOKIE = 'niaga_session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  company: Company;
  userid: string;
  remember: boolean;
  loginshift?: string;
  ip: string;
  adinfo: Record<string, unknown>;
}

export async function createSession(tx: Tx, s: NewSession): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const ms = s.remember ? REMEMBER_DAYS * 86_400_000 : IDLE_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + ms);
  await tx.insert(sessions).values({
    token_hash: hashToken(token),
    company_id: s.company.id,
    userid: s.userid,
    remember: s.remember,
    loginshift: s.loginshift ?? '',
    ip: s.ip,
    adinfo: s.adinfo,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

interface SessionRow {
  id: number;
  userid: string;
  remember: boolean;
  expired: boolean;
  revoked: boolean;
  stale: boolean;
  c_id: number;
  idperusahaan: string;
  nama: string;
  schema_name: string;
  startflag: number;
  ip_sistem: string;
}

const SESSION_SQL = `select s.id, s.userid, s.remember, s.expires_at < now() as expired, s.revoked_at is not null as revoked,
    s.last_seen < now() - interval '5 minutes' as stale, c.id as c_id, c.idperusahaan, c.nama, c.schema_name, c.startflag, c.ip_sistem,
    set_config('search_path', quote_ident(c.schema_name) || ', control, public', true) as path
  from control.sessions s join control.companies c on c.id = s.company_id where s.token_hash = '$hash' limit 1`;

/**
 * The session and company of a token, or an ActError (20 unknown, 21 expired or revoked). The same
 * statement puts the company's schema first in the transaction's search_path (then control,
 * public), so a request needs no statement of its own for it.
 */
export async function resolveSession(tx: Tx, token: string): Promise<{ session: SessionUser; company: Company }> {
  if (!token || token.length > 200) throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login terlebih dahulu.');
  // Without parameters (the hash is hex, written as a literal): it can go out with the BEGIN (db.ts).
  const [row] = await rowsOf<SessionRow>(tx, sql.raw(SESSION_SQL.replace('$hash', hashToken(token))));
  if (!row) throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login kembali.');
  if (row.expired || row.revoked) throw new ActError(NUM.EXPIRED, 'Sesi login sudah berakhir, silakan login kembali.');
  if (row.stale) {
    // Sliding expiry for browser-session logins; remembered ones keep their 20 days.
    await tx
      .update(sessions)
      .set({
        last_seen: sql`now()`,
        expires_at: row.remember ? sql`${sessions.expires_at}` : sql`now() + make_interval(hours => ${IDLE_HOURS})`,
      })
      .where(eq(sessions.id, row.id));
  }
  // The session and its company in one query (companies cascade to their sessions).
  return {
    session: { sessionId: Number(row.id), userid: row.userid, remember: row.remember },
    company: { id: Number(row.c_id), idperusahaan: row.idperusahaan, nama: row.nama, schema_name: row.schema_name, startflag: Number(row.startflag), ip_sistem: row.ip_sistem },
  };
}

export async function revokeSession(tx: Tx, sessionId: number) {
  await tx.update(sessions).set({ revoked_at: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Revokes every open session of one user of one company (after a password change). */
export async function revokeUserSessions(tx: Tx, companyId: number, userid: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.company_id, companyId), eq(sessions.userid, userid), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length;
}
