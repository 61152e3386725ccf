/**
 * Edit locks: a record opened for editing (`<doctype>_get` with `edit: true`) belongs to that
 * user until they save or release it. Another user who opens it for editing, saves or deletes it
 * is refused (43) with a message naming the holder. A lock lives only as long as the session that
 * took it (logout, expiry and revocation end it) and at most EDIT_LOCK_HOURS (default 12) since it
 * was last taken; an administrator can list and release locks (/modulterbuka).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '../errors';
import type { ActContext } from './acts';
import { editLocks } from './control';
import { rowsOf, type Tx } from './db';

export interface LockKey {
  modul: string;
  kunci: string;
  /** Shown to people, e.g. "Satuan PCS". */
  label?: string;
}

export interface LockRow {
  id: number;
  modul: string;
  kunci: string;
  label: string;
  userid: string;
  sejak: string;
  ip: string;
}

/** Hours a lock lasts without being taken again, even when its session lives on (remembered logins last 20 days). */
export const lockHours = () => {
  const n = Number(process.env.EDIT_LOCK_HOURS ?? '');
  return Number.isFinite(n) && n > 0 ? n : 12;
};

/** SQL condition: the lock row `k` is still held (its session lives and it is not too old). */
const live = (k: string) =>
  sql.raw(
    `(${k}.sejak > now() - make_interval(hours => ${lockHours()}) and exists (select 1 from control.sessions s where s.id = ${k}.session_id and s.revoked_at is null and s.expires_at > now()))`,
  );

function who(ctx: ActContext) {
  if (!ctx.company || !ctx.session) throw new ActError(NUM.NO_SESSION, 'Sesi tidak ditemukan, silakan login terlebih dahulu.');
  return { companyId: ctx.company.id, userid: ctx.session.userid, sessionId: ctx.session.sessionId };
}

export const lockedMessage = (h: { label: string; userid: string }) =>
  `Data ${h.label || 'ini'} sedang dibuka untuk diubah oleh user ${h.userid}. Tunggu sampai user tersebut selesai, atau minta administrator melepasnya di menu Modul Terbuka.`;

async function holder(tx: Tx, companyId: number, key: LockKey): Promise<LockRow | null> {
  const [h] = await rowsOf<LockRow>(
    tx,
    sql`select k.id, k.modul, k.kunci, k.label, k.userid, k.sejak::text as sejak, coalesce(s.ip, '') as ip
        from control.kunci_edit k left join control.sessions s on s.id = k.session_id
        where k.company_id = ${companyId} and k.modul = ${key.modul} and k.kunci = ${key.kunci} and ${live('k')}`,
  );
  return h ?? null;
}

/** Takes (or renews) the lock for the session's user; 43 when another user holds it. */
export async function acquireLock(ctx: ActContext, key: LockKey): Promise<void> {
  const me = who(ctx);
  const label = (key.label ?? '').slice(0, 200);
  const got = await rowsOf(
    ctx.tx,
    sql`insert into control.kunci_edit as k (company_id, modul, kunci, label, userid, session_id)
        values (${me.companyId}, ${key.modul}, ${key.kunci}, ${label}, ${me.userid}, ${me.sessionId})
        on conflict (company_id, modul, kunci) do update
          set label = excluded.label, userid = excluded.userid, session_id = excluded.session_id, sejak = now()
          where k.userid = excluded.userid or not ${live('k')}
        returning k.id`,
  );
  if (got.length) return;
  const h = await holder(ctx.tx, me.companyId, key);
  throw new ActError(NUM.LOCKED, lockedMessage(h ?? { label, userid: '?' }), { userid: h?.userid ?? null, sejak: h?.sejak ?? null });
}

/** Refuses (43) when another user holds the lock; the session's own lock or none passes. */
export async function assertNotLocked(ctx: ActContext, key: LockKey): Promise<void> {
  const me = who(ctx);
  const h = await holder(ctx.tx, me.companyId, key);
  if (h && h.userid !== me.userid) throw new ActError(NUM.LOCKED, lockedMessage({ label: h.label || key.label || '', userid: h.userid }), { userid: h.userid, sejak: h.sejak });
}

/** Releases the session user's own lock (after a save, or when the form closes). */
export async function releaseLock(ctx: ActContext, key: LockKey): Promise<boolean> {
  const me = who(ctx);
  const rows = await ctx.tx
    .delete(editLocks)
    .where(and(eq(editLocks.company_id, me.companyId), eq(editLocks.modul, key.modul), eq(editLocks.kunci, key.kunci), eq(editLocks.userid, me.userid)))
    .returning({ id: editLocks.id });
  return rows.length > 0;
}

/** Drops every lock of a record (it was deleted). */
export async function dropLocks(tx: Tx, companyId: number, key: LockKey) {
  await tx.delete(editLocks).where(and(eq(editLocks.company_id, companyId), eq(editLocks.modul, key.modul), eq(editLocks.kunci, key.kunci)));
}

/** The company's live locks, oldest first; dead ones are cleared on the way. */
export async function listLocks(tx: Tx, companyId: number): Promise<LockRow[]> {
  await tx.execute(sql`delete from control.kunci_edit k where k.company_id = ${companyId} and not ${live('k')}`);
  return rowsOf<LockRow>(
    tx,
    sql`select k.id, k.modul, k.kunci, k.label, k.userid, k.sejak::text as sejak, coalesce(s.ip, '') as ip
        from control.kunci_edit k left join control.sessions s on s.id = k.session_id
        where k.company_id = ${companyId} order by k.sejak, k.id`,
  );
}

/** Releases locks by id (administrator); every lock of the company when `ids` is 'semua'. */
export async function releaseLocks(tx: Tx, companyId: number, ids: number[] | 'semua'): Promise<number> {
  const rows =
    ids === 'semua'
      ? await tx.delete(editLocks).where(eq(editLocks.company_id, companyId)).returning({ id: editLocks.id })
      : ids.length
        ? await tx
            .delete(editLocks)
            .where(and(eq(editLocks.company_id, companyId), sql`${editLocks.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`))
            .returning({ id: editLocks.id })
        : [];
  return rows.length;
}
