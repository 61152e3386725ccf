/**
 * Sessions: a 256-bit random token goes to the client; only its sha-256 is stored, in the control
 * schema. Remembered sessions last 20 days (spec §9); others expire after 12 idle hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions } from './control';
import { noteSchema, prepared, rowsOf, SCHEMA_RE, type Tx } from './db';
import type { Company, SessionUser } from './acts';
import { ActError, NUM } from '../errors';
import { assertMigrated, MIGRATING_MSG } from './catch-up';
import { MOVING_MSG, moveLockShared } from './moving';

export const REMEMBER_DAYS = 20;
export const IDLE_HOURS = 12;
export const SESSION_COOKIE = 'niaga_session';

export { MOVE_LOCK, MOVING_MSG, isMovingError } from './moving';

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
  berhak?: boolean | null;
  /** No migration of the company's schema under way (its lock taken shared till the request ends). */
  bebas: boolean;
  /** A writing act: the company is not being moved to another database server (company-move.ts). */
  tetap?: boolean;
}

const SESSION_SQL = `select s.id, s.userid, s.remember, s.expires_at < now() as expired, s.revoked_at is not null as revoked,
    s.last_seen < now() - interval '5 minutes' as stale, c.id as c_id, c.idperusahaan, c.nama, c.schema_name, c.startflag, c.ip_sistem,
    set_config('search_path', quote_ident(c.schema_name) || ', control, public', true) as path,
    pg_try_advisory_xact_lock_shared(hashtext('niaga-migrate:' || c.schema_name)) as bebas$more
  from control.sessions s join control.companies c on c.id = s.company_id where s.token_hash = '$hash'$where limit 1`;

/**
 * The company schema of each session token seen (by the token's hash), so that the next lookup can
 * judge the act's rights in the same statement: a session never changes company and a company never
 * changes schema, so this is never stale (a session revoked or gone is still judged by its row, read
 * fresh every time). Bounded: the oldest half is forgotten when full.
 */
const schemaOfToken = new Map<string, string>();
const SCHEMA_CACHE_MAX = 10_000;

export interface SessionOptions {
  /**
   * The act's rights as one boolean SQL expression (no parameters: literals only) over the
   * session's user `s.userid` in the company schema given: whether the user holds any of them. Asked
   * in the session's own statement once the token's schema is known (from an earlier call), its
   * answer comes back as `berhak` (null when not asked).
   */
  rights?: (schema: string) => string;
  /**
   * A read-only act: the same statement makes the transaction read-only (unless the session's
   * sliding expiry is due: that one touch is written first, then the transaction stays read-write).
   */
  readOnly?: boolean;
  /** An act that answers during the company's migration or restore (ActDef.whileMigrating). */
  whileMigrating?: boolean;
}

/**
 * The session and company of a token, or an ActError (20 unknown, 21 expired or revoked). The same
 * statement puts the company's schema first in the transaction's search_path (then control,
 * public), so a request needs no statement of its own for it, and answers `opts.rights` (above).
 */
export async function resolveSession(
  tx: Tx,
  token: string,
  opts: SessionOptions = {},
): Promise<{ session: SessionUser; company: Company; berhak: boolean | null }> {
  if (!token || token.length > 200) throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login terlebih dahulu.');
  const hash = hashToken(token);
  const known = opts.rights ? schemaOfToken.get(hash) : undefined;
  let more = '';
  if (known !== undefined) more += `, coalesce(${opts.rights!(known)}, false) as berhak`;
  // A writing act holds the company's move lock shared till it ends: a move (apps/server/src/company-move.ts)
  // waits for those under way, and while it holds the lock the writes are refused; reads go on.
  if (!opts.readOnly) more += `, ${moveLockShared('c.schema_name')} as tetap`;
  if (opts.readOnly) more += `, case when s.last_seen >= now() - interval '5 minutes' then set_config('transaction_read_only', 'on', true) end as hanyabaca`;
  // The hash a parameter of a prepared statement (one text per company and act's rights): on PGlite
  // prepared once; on PostgreSQL it opens the transaction, so it goes out with the BEGIN, the hash
  // written as a literal (db.ts).
  const [head, tail] = SESSION_SQL.replace('$more', more)
    .replace('$where', known !== undefined ? ` and c.schema_name = '${known}'` : '')
    .split("'$hash'");
  let row: SessionRow | undefined;
  try {
    [row] = await rowsOf<SessionRow>(tx, prepared(sql`${sql.raw(head)}${hash}${sql.raw(tail)}`));
  } catch (err) {
    // The company's schema is gone (the company deleted, its sessions with it).
    const e = err as { code?: string; cause?: { code?: string } };
    if (known !== undefined && (e.code ?? e.cause?.code) === '42P01') {
      schemaOfToken.delete(hash);
      throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login kembali.');
    }
    throw err;
  }
  if (!row && known !== undefined) {
    // Asked as if the token's company were known: ask again the plain way.
    schemaOfToken.delete(hash);
    return resolveSession(tx, token, opts);
  }
  if (!row) throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login kembali.');
  if (row.expired || row.revoked) throw new ActError(NUM.EXPIRED, 'Sesi login sudah berakhir, silakan login kembali.');
  // Not migrated yet by this process (a start's background migration, catch-up.ts): before the
  // token's schema is remembered, so an act's rights are never asked of a schema behind.
  if (!opts.whileMigrating) assertMigrated(row.schema_name);
  // The company's schema is being migrated (migrateCompanies holds its lock; issue 43): its own few
  // seconds, said plainly rather than waited on. A request under way holds the lock shared, so the
  // migration starts once those end, and the ones after it are told this until it is done.
  if (!row.bebas && !opts.whileMigrating) throw new ActError(NUM.RULE, MIGRATING_MSG);
  if (row.tetap === false) throw new ActError(NUM.RULE, MOVING_MSG);
  noteSchema(tx, row.schema_name);
  if (known === undefined && SCHEMA_RE.test(row.schema_name)) {
    if (schemaOfToken.size >= SCHEMA_CACHE_MAX) for (const k of [...schemaOfToken.keys()].slice(0, SCHEMA_CACHE_MAX / 2)) schemaOfToken.delete(k);
    schemaOfToken.set(hash, row.schema_name);
  }
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
    berhak: row.berhak === undefined ? null : row.berhak === true,
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
