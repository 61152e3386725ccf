/**
 * Rate limiting of password attempts (lgx, authaccess_izin) and reset mails, per company+user
 * and per address, over a sliding window, in control.login_attempts.
 *
 * A refused login rolls its request's transaction back, so a failure is written in a transaction
 * of its own, after the request's (on PGlite there is one connection: it queues behind it). Until
 * that write has committed the failure is counted in memory, so the limit holds within a process
 * even for concurrent attempts; the entry knows its row's id, so it is never counted twice.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { loginAttempts, type Database, type Tx } from '@niaga/kernel/server';
import { settings } from './settings';

/** 'api': an unknown API key (counted per address only, with the logins of that address). */
export type AttemptKind = 'login' | 'izin' | 'reset' | 'api';

export interface Attempt {
  /** Null for an API key (its company is not known until the key is). */
  companyId: number | null;
  userid: string;
  ip: string;
  jenis: AttemptKind;
}

/**
 * An attempt counted in memory: reserved (no row yet), or failed and being written. `id` is set
 * once its row is inserted, so that a reader who already sees the row does not count it twice;
 * `committedAt` is the logical time its write committed.
 */
interface Pending {
  id: number | null;
  committedAt: number | null;
}
/** A limit check in progress; `epoch` is the logical time before its queries were sent. */
interface Reader {
  epoch: number;
}
let clock = 0;
const readers = new Set<Reader>();
const pending = new Map<string, Set<Pending>>();
const inflight = new Set<Promise<void>>();
const userKey = (a: Attempt) => `u:${a.jenis}:${a.companyId}:${a.userid}`;
const ipKey = (a: Attempt) => `ip:${a.ip}`;
const add = (key: string, p: Pending) => {
  const set = pending.get(key) ?? new Set<Pending>();
  set.add(p);
  pending.set(key, set);
};
const drop = (key: string, p: Pending) => {
  const set = pending.get(key);
  if (!set) return;
  set.delete(p);
  if (!set.size) pending.delete(key);
};
/**
 * Forgets committed failures that every running check can see in the database. A check that sent
 * its queries before a failure committed may read rows without it, so it keeps counting the entry.
 */
const sweep = () => {
  let oldest = Infinity;
  for (const r of readers) oldest = Math.min(oldest, r.epoch);
  for (const [key, set] of pending) {
    for (const p of set) if (p.committedAt !== null && p.committedAt < oldest) drop(key, p);
  }
};

interface Recent {
  id: number;
  left: number;
}

/** The newest `max` attempts of the window, with the seconds until each leaves it. */
async function recent(tx: Tx, where: ReturnType<typeof and>, max: number, windowMin: number): Promise<Recent[]> {
  if (max <= 0) return [];
  return tx
    .select({ id: loginAttempts.id, left: sql<number>`extract(epoch from (${loginAttempts.at} + make_interval(mins => ${windowMin}) - now()))::float8` })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.at, sql`now() - make_interval(mins => ${windowMin})`)))
    .orderBy(desc(loginAttempts.at))
    .limit(max);
}

/**
 * Minutes until the `max`-th newest attempt leaves the window, or 0 when under the limit. Attempts
 * still in memory count as made now, unless their row is among those read.
 */
function waitMinutes(rows: Recent[], key: string, max: number, windowMin: number): number {
  if (max <= 0) return 0;
  const seen = new Set(rows.map((r) => r.id));
  const extra = [...(pending.get(key) ?? [])].filter((p) => p.id === null || !seen.has(p.id)).length;
  if (rows.length + extra < max) return 0;
  const idx = Math.max(0, max - 1 - extra);
  const left = rows[Math.min(idx, rows.length - 1)]?.left ?? windowMin * 60;
  return Math.max(1, Math.ceil(Number(left) / 60));
}

const limitError = (a: Attempt, what: string, wait: number) =>
  a.jenis === 'reset'
    ? new ActError(NUM.LOGIN_LIMIT, `Permintaan reset password terlalu sering. Silakan coba lagi dalam ${wait} menit.`, { menit: wait })
    : new ActError(NUM.LOGIN_LIMIT, `Terlalu banyak percobaan ${what} yang gagal. Silakan coba lagi dalam ${wait} menit.`, { menit: wait });

/**
 * Reads the database rows (async) and returns a check that uses them with the in-memory count at
 * the moment it is called, so that check and reservation can happen in one synchronous step.
 */
async function limiter(tx: Tx, a: Attempt): Promise<() => number> {
  const windowMin = settings.loginWindowMinutes();
  const userMax = a.jenis === 'reset' ? settings.resetMaxPerWindow() : a.jenis === 'api' ? 0 : settings.loginMaxFailures();
  const ipMax = a.jenis === 'reset' ? 0 : settings.loginMaxFailuresPerIp();
  const reader: Reader = { epoch: ++clock };
  readers.add(reader);
  const done = () => {
    readers.delete(reader);
    sweep();
  };
  try {
    const byUser = await recent(
      tx,
      and(eq(loginAttempts.company_id, a.companyId ?? 0), eq(loginAttempts.userid, a.userid), eq(loginAttempts.jenis, a.jenis)),
      userMax,
      windowMin,
    );
    const byIp = await recent(tx, and(eq(loginAttempts.ip, a.ip), sql`${loginAttempts.jenis} <> 'reset'`), ipMax, windowMin);
    return () => {
      try {
        return Math.max(waitMinutes(byUser, userKey(a), userMax, windowMin), waitMinutes(byIp, ipKey(a), ipMax, windowMin));
      } finally {
        done();
      }
    };
  } catch (err) {
    done();
    throw err;
  }
}

/** Throws (number 23) when the user or the address has used up its attempts. */
export async function assertNotLimited(tx: Tx, a: Attempt, what = 'login'): Promise<void> {
  const wait = (await limiter(tx, a))();
  if (wait > 0) throw limitError(a, what, wait);
}

/** An attempt in progress: it holds one of the allowed attempts until it fails or is released. */
export interface AttemptSlot {
  /** The password was wrong: the attempt is written (surviving the request's rollback). */
  fail(db: Database): void;
  /** The attempt did not fail on the password (success or another refusal). */
  release(): void;
}

/**
 * Checks the limits and, in the same synchronous step, counts this attempt as in progress, so that
 * concurrent attempts of one user or address cannot all pass the check before any has failed.
 */
export async function reserveAttempt(tx: Tx, a: Attempt, what = 'login'): Promise<AttemptSlot> {
  const check = await limiter(tx, a);
  // From here to the reservation nothing awaits: no other attempt can slip in between.
  const wait = check();
  if (wait > 0) throw limitError(a, what, wait);
  const keys = [userKey(a), ipKey(a)];
  const entry: Pending = { id: null, committedAt: null };
  keys.forEach((k) => add(k, entry));
  let done = false;
  return {
    release() {
      if (done) return;
      done = true;
      keys.forEach((k) => drop(k, entry));
    },
    fail(db) {
      if (done) return;
      done = true;
      recordFailure(db, a, keys, entry);
    },
  };
}

/** Records an attempt inside the request's transaction (kept only when the request succeeds). */
export async function recordInTx(tx: Tx, a: Attempt): Promise<number> {
  const [row] = await tx.insert(loginAttempts).values({ company_id: a.companyId, userid: a.userid, ip: a.ip, jenis: a.jenis }).returning({ id: loginAttempts.id });
  return row!.id;
}

/**
 * Writes a failure in a transaction of its own. The in-memory entry learns the row's id before the
 * commit and stays until every check that might have read the rows before the commit is over, so
 * each check counts the failure exactly once: from memory while it cannot see the row, from the
 * row when it can.
 */
function recordFailure(db: Database, a: Attempt, keys: string[], entry: Pending): void {
  const p: Promise<void> = db
    .tx(null, async (tx) => {
      entry.id = await recordInTx(tx, a);
      await tx.delete(loginAttempts).where(sql`${loginAttempts.at} < now() - interval '1 day'`);
    })
    .then(
      () => {
        entry.committedAt = ++clock;
        sweep();
      },
      (err: unknown) => {
        keys.forEach((k) => drop(k, entry));
        console.error('[login] gagal mencatat percobaan login:', err);
      },
    )
    .finally(() => inflight.delete(p));
  inflight.add(p);
}

/** A successful login forgets the user's failures (not the address's). */
export async function clearFailures(tx: Tx, a: Attempt): Promise<void> {
  await tx.delete(loginAttempts).where(and(eq(loginAttempts.company_id, a.companyId ?? 0), eq(loginAttempts.userid, a.userid), eq(loginAttempts.jenis, a.jenis)));
}

/** Resolves when every failure write has committed (tests, shutdown). */
export async function attemptsSettled(): Promise<void> {
  while (inflight.size) await Promise.all([...inflight]);
}
