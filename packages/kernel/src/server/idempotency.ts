/**
 * Idempotent calls: a client may send a form field `idem` (a key it made, e.g. a UUID) with any
 * act that needs a session. The first call with that key runs and its reply is stored in the
 * same transaction; a repeat (a double click, a retry after a lost reply, the offline till
 * syncing again) gets the stored reply and runs nothing. A call that fails stores nothing, so
 * its retry runs again. The same key with another act or payload is refused (number 44).
 *
 * Keys are per user within the company schema and kept for `KEEP_DAYS`.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ActError, NUM } from '../errors';
import { prepared, rowsOf, type Tx } from './db';

export const idempotensi = pgTable(
  'idempotensi',
  {
    userid: varchar('userid', { length: 30 }).notNull(),
    kunci: varchar('kunci', { length: 100 }).notNull(),
    act: varchar('act', { length: 60 }).notNull(),
    /** sha-256 of the payload (keys sorted), to tell a repeat from a different call. */
    sidik: varchar('sidik', { length: 64 }).notNull(),
    /** The reply `{msg, data}` of the first call; null until it has run. */
    hasil: jsonb('hasil'),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.kunci] }), index('idempotensi_waktu').on(t.waktu)],
);

export const KEEP_DAYS = 30;
const KEY_RE = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The key of a call, checked; undefined when none was sent. */
export function idempotencyKey(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !KEY_RE.test(raw.trim()))
    throw new ActError(NUM.BAD_REQUEST, 'Kunci idempotensi (idem) tidak valid: 8–100 karakter huruf, angka, titik, titik dua, - atau _.');
  return raw.trim();
}

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
  return v;
}

export const fingerprint = (payload: unknown) => createHash('sha256').update(JSON.stringify(stable(payload))).digest('hex');

export interface StoredReply {
  msg: string;
  data: unknown;
}

export interface Claim {
  userid: string;
  kunci: string;
  act: string;
  sidik: string;
}

/**
 * Claims the key for this call. Returns null when the call is the first (it must then run and
 * `settle`), or the stored reply of the earlier call. A concurrent first call holding the key
 * makes this wait until it commits (then its reply is returned) or rolls back (then this call
 * claims the key). Keys older than KEEP_DAYS are dropped on the way.
 */
export async function claim(tx: Tx, c: Claim): Promise<StoredReply | null> {
  // Twice at most: a key past its time is deleted by the same statement that meets it, so the
  // insert still sees it; the second round inserts afresh.
  for (let round = 0; round < 2; round++) {
    const won = await rowsOf<{ kunci: string }>(
      tx,
      prepared(sql`with lama as (delete from idempotensi where waktu < now() - make_interval(days => ${KEEP_DAYS}))
          insert into idempotensi (userid, kunci, act, sidik) values (${c.userid}, ${c.kunci}, ${c.act}, ${c.sidik})
          on conflict (userid, kunci) do nothing returning kunci`),
    );
    if (won.length) return null;
    const [row] = await rowsOf<{ act: string; sidik: string; hasil: StoredReply | null }>(
      tx,
      sql`select act, sidik, hasil from idempotensi where userid = ${c.userid} and kunci = ${c.kunci}`,
    );
    if (!row) continue;
    if (row.act !== c.act || row.sidik !== c.sidik || !row.hasil)
      throw new ActError(NUM.IDEMPOTENCY, 'Kunci idempotensi ini sudah dipakai untuk permintaan lain. Muat ulang data lalu ulangi.');
    return row.hasil;
  }
  throw new ActError(NUM.IDEMPOTENCY, 'Kunci idempotensi ini sedang diproses, silakan ulangi.');
}

/** The statement storing the reply of the call that claimed the key (same transaction as its work). */
export const settleSql = (c: Claim, hasil: StoredReply): SQL =>
  sql`update idempotensi set hasil = ${JSON.stringify(hasil)}::jsonb where userid = ${c.userid} and kunci = ${c.kunci}`;

/** Stores the reply of the call that claimed the key (same transaction as its work). */
export async function settle(tx: Tx, c: Claim, hasil: StoredReply): Promise<void> {
  await tx.execute(settleSql(c, hasil));
}
