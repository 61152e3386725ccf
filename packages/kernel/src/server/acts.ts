/**
 * The act registry: every call of `POST /api` is an act with a name, whether it needs a session,
 * the module access it checks, a zod schema for its payload, and a handler. Handlers return data
 * or throw an ActError; only the endpoint builds the `{num, msg, data}` envelope.
 */
import type { z } from 'zod';
import type { Aksi } from '../doctype';
import type { Database, Tx } from './db';
import type { Books } from './books';

export interface Company {
  id: number;
  idperusahaan: string;
  nama: string;
  schema_name: string;
  startflag: number;
  ip_sistem: string;
}

export interface SessionUser {
  sessionId: number;
  userid: string;
  remember: boolean;
  /** A call made with an API key (api-keys.ts): the key, and the user group whose rights it holds. */
  api?: { id: number; nama: string; kelompok: string };
}

export interface CookieJar {
  set(name: string, value: string, opts: { maxAgeSeconds?: number }): void;
  clear(name: string): void;
}

/** What a handler tells the activity log about its work (all optional; the dispatcher fills the rest). */
export interface ActivityNote {
  /** tambah, ubah, hapus, posting, login, logout, proses, … */
  jenis?: string;
  /** Access name (or module) the entry is filed under. */
  modul?: string;
  /** The document: its number or code, else its id. */
  dokumen?: string;
  /** The supervisor whose one-time grant stood in for a missing right. */
  otorisasi?: string;
  /** Who acted, for acts without a session (login). */
  userid?: string;
  /** The record before and after; the log keeps the changed fields only. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Leave this call out of the log. */
  skip?: boolean;
}

export interface ActContext {
  readonly act: string;
  readonly db: Database;
  /** The one transaction of this request, scoped to the company (search_path) when there is one. */
  readonly tx: Tx;
  readonly company: Company | null;
  readonly session: SessionUser | null;
  readonly adinfo: Record<string, unknown>;
  readonly ip: string;
  /**
   * This server's own public origin (PUBLIC_URL, else the address it listens on; '' when unknown):
   * what a link in a mail may point to, never taken from the request.
   */
  readonly origin?: string;
  readonly cookies: CookieJar;
  /** Whether the session's user holds the module right (admins hold every right). */
  can(modul: string, aksi: Aksi): Promise<boolean>;
  /**
   * Demands a right beyond the act's own, the way the act's own is demanded: a supervisor's
   * one-time grant sent as `izin` may stand in for it (and is then spent in this transaction);
   * without either it refuses with 30.
   */
  demand?(want: Access | Access[]): Promise<void>;
  /** Adds to this call's activity-log entry (written in the same transaction when the act succeeds). */
  activity?(note: ActivityNote): void;
  /** The books documents post to (null where the server runs without a ledger). */
  readonly books?: Books | null;
  /**
   * Set by the server's own code that calls an act for its work (an import, a worker), never by a
   * request: only such a call writes a doctype declared `readOnly` (read-only for users).
   */
  readonly internal?: boolean;
}

export interface Access {
  modul: string;
  aksi: Aksi;
}

export interface ActDef<S extends z.ZodType = z.ZodType> {
  name: string;
  /** One line for docs/protocol.md. */
  summary: string;
  /** Needs a logged-in session (default true). */
  session?: boolean;
  /** For session-less acts: the company id (iper) the act works in, read from the payload. */
  company?: (payload: z.output<S>) => string;
  /**
   * Module right checked before the handler runs; a function when it depends on the payload. A
   * list means any one of them (a picker of items serves every document that has items).
   */
  access?: Access | Access[] | ((payload: z.output<S>) => Access | Access[]) | null;
  schema: S;
  handler: (ctx: ActContext, payload: z.output<S>) => Promise<unknown>;
  /** Where it comes from, for the docs. */
  module?: string;
  /**
   * Activity log: the kind of entry a successful call writes (`tambah`, `ubah`, `hapus`, `posting`,
   * `login`, `logout`, …), or false for none. Unset: acts whose right is madd, medit or mdelete
   * are logged as tambah, ubah, hapus; others are not.
   */
  log?: string | false;
  /**
   * Reads only (searches, pickers, the generic `_list`, `_get`, `_pick`): runs in a read-only
   * transaction, keeps no idempotency record and writes no activity entry (dispatch.ts). A
   * function judges the raw payload, before it is validated (`_get`: not when it opens the record
   * for editing, which takes its edit lock): where it says yes, a write fails.
   */
  readOnly?: boolean | ((payload: Record<string, unknown>) => boolean);
  /**
   * Answers while the company's schema is being migrated or restored (its `niaga-migrate:` lock
   * held): an act that reads only the control schema, such as a long job's status — the restore
   * the person follows holds that lock. Every other act is refused then with "sedang diperbarui".
   */
  whileMigrating?: boolean;
}

export function defineAct<S extends z.ZodType>(def: ActDef<S>): ActDef<S> {
  return def;
}

export class Registry {
  private readonly acts = new Map<string, ActDef>();
  add(...defs: ActDef[]): this {
    for (const d of defs) {
      if (this.acts.has(d.name)) throw new Error(`act '${d.name}' terdaftar dua kali`);
      this.acts.set(d.name, d as ActDef);
    }
    return this;
  }
  get(name: string): ActDef | undefined {
    return this.acts.get(name);
  }
  all(): ActDef[] {
    return [...this.acts.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
