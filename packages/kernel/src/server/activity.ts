/**
 * The activity log (/logaktivitas): one row per successful save, delete, post, login, logout or
 * other act that changes data, written by the dispatcher in the act's own transaction (a refused
 * or failed call leaves nothing). Handlers add what only they know through `ctx.activity(...)`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Aksi } from '../doctype';
import type { ActivityNote } from './acts';
import { atCommit, prepared, type Tx } from './db';

export const logAktivitas = pgTable(
  'log_aktivitas',
  {
    id: serial('id').primaryKey(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    userid: varchar('userid', { length: 30 }).notNull().default(''),
    act: varchar('act', { length: 60 }).notNull(),
    /** Access name of the act (mSatuan, mUser, …); login and logout: ''. */
    modul: varchar('modul', { length: 60 }).notNull().default(''),
    /** tambah, ubah, hapus, posting, login, logout, proses, … */
    jenis: varchar('jenis', { length: 12 }).notNull(),
    /** The document: number or code, else id. */
    dokumen: varchar('dokumen', { length: 100 }).notNull().default(''),
    /** {sebelum, sesudah}: the changed fields (edit), the record (add, delete) or the payload. */
    ringkasan: jsonb('ringkasan').$type<ActivitySummary>(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('log_aktivitas_waktu').on(t.waktu), index('log_aktivitas_user').on(t.userid, t.waktu), index('log_aktivitas_modul').on(t.modul, t.waktu)],
);

/** The log kind an act's right implies when the act does not say. */
export function kindOfRight(aksi: Aksi | undefined): string | null {
  switch (aksi) {
    case 'madd':
      return 'tambah';
    case 'medit':
      return 'ubah';
    case 'mdelete':
      return 'hapus';
    default:
      return null;
  }
}

const SECRET = /pass|token|secret|hash|kunci_api/i;
const IMAGE = /^data:image\//;
const NOISE = new Set(['created_at', 'updated_at']);
const MAX_TEXT = 200;
const MAX_JSON = 6000;

/** A value fit for the log: secrets masked, images and long texts shortened, lists counted. */
function clean(key: string, v: unknown): unknown {
  if (SECRET.test(key)) return '***';
  if (v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean') return v ?? null;
  if (typeof v === 'string') {
    if (IMAGE.test(v)) return '[gambar]';
    return v.length > MAX_TEXT ? `${v.slice(0, MAX_TEXT)}…` : v;
  }
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return `[${v.length} baris]`;
  if (typeof v === 'object') return '[objek]';
  return String(v);
}

function cleanRecord(r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (!NOISE.has(k)) out[k] = clean(k, v);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What an entry keeps of the change (`summarise`; `dipotong` when cut short), and who authorised it (`diotorisasi`). */
export type ActivitySummary = { sebelum?: Record<string, unknown> | null; sesudah?: Record<string, unknown> | null; dipotong?: boolean; diotorisasi?: unknown };

/**
 * The before/after summary: for an edit only the fields that changed (both sides); for an add the
 * new record; for a delete the old one. Kept under a few kilobytes.
 */
export function summarise(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) {
  let sebelum: Record<string, unknown> | null = before ? cleanRecord(before) : null;
  let sesudah: Record<string, unknown> | null = after ? cleanRecord(after) : null;
  if (sebelum && sesudah) {
    const keys = new Set([...Object.keys(sebelum), ...Object.keys(sesudah)]);
    const b: Record<string, unknown> = {};
    const a: Record<string, unknown> = {};
    for (const k of keys) {
      if (k === 'id' || same(sebelum[k], sesudah[k])) continue;
      b[k] = sebelum[k] ?? null;
      a[k] = sesudah[k] ?? null;
    }
    sebelum = b;
    sesudah = a;
  }
  const out = { sebelum, sesudah };
  if (JSON.stringify(out).length <= MAX_JSON) return out;
  // Too long: keep the field names and as many values as fit.
  const trim = (r: Record<string, unknown> | null) => (r ? Object.fromEntries(Object.entries(r).slice(0, 30).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 40) : v])) : null);
  return { sebelum: trim(sebelum), sesudah: trim(sesudah), dipotong: true };
}

/** The document an act worked on, from what it returned or was given: number, code or id. */
export function documentOf(result: unknown, payload: Record<string, unknown>): string {
  for (const src of [result, payload]) {
    if (!src || typeof src !== 'object' || Array.isArray(src)) continue;
    const o = src as Record<string, unknown>;
    for (const k of ['notransaksi', 'kode', 'id']) {
      const v = o[k];
      if ((typeof v === 'string' && v) || typeof v === 'number') return String(v).slice(0, 100);
    }
  }
  return '';
}

export interface ActivityEntry {
  userid: string;
  act: string;
  modul: string;
  jenis: string;
  dokumen: string;
  ringkasan: unknown;
  ip: string;
}

/**
 * Writes the entry; `then`, when given, is another write of the same moment (the idempotency
 * reply) sent in the same statement. `last`: the transaction's last statement, sent with its
 * COMMIT (db.ts `atCommit`).
 */
export async function writeActivity(tx: Tx, e: ActivityEntry, then?: SQL, opts: { last?: boolean } = {}) {
  // Written as text, not through the query builder (which cost more than the statement's round trip).
  const ringkasan = e.ringkasan === undefined || e.ringkasan === null ? null : JSON.stringify(e.ringkasan);
  const insert = sql`insert into log_aktivitas (userid, act, modul, jenis, dokumen, ringkasan, ip)
    values (${e.userid.slice(0, 30)}, ${e.act}, ${e.modul}, ${e.jenis.slice(0, 12)}, ${e.dokumen}, ${ringkasan}::jsonb, ${e.ip.slice(0, 64)})`;
  // The same text every time: prepared (db.ts), as the save's other statements.
  const query = prepared(then ? sql`with log as (${insert}) ${then}` : insert);
  if (opts.last) await atCommit(tx, query);
  else await tx.execute(query);
}

/** Builds the entry of a successful call; null when the call is not logged. */
export function activityEntry(opts: {
  act: string;
  log: string | false | undefined;
  aksi: Aksi | undefined;
  modul: string | undefined;
  note: ActivityNote;
  userid: string;
  ip: string;
  payload: Record<string, unknown>;
  result: unknown;
}): ActivityEntry | null {
  const { note } = opts;
  if (note.skip || opts.log === false) return null;
  const jenis = note.jenis ?? opts.log ?? kindOfRight(opts.aksi);
  if (!jenis) return null;
  const noted = note.before !== undefined || note.after !== undefined;
  const summary = noted ? summarise(note.before, note.after) : summarise(null, opts.payload);
  const ringkasan = note.otorisasi ? { ...(summary as object), diotorisasi: note.otorisasi } : summary;
  return {
    userid: note.userid ?? opts.userid,
    act: opts.act,
    modul: note.modul ?? opts.modul ?? '',
    jenis,
    dokumen: note.dokumen ?? documentOf(opts.result, opts.payload),
    ringkasan,
    ip: opts.ip,
  };
}
