/**
 * From a decoded form (act, token, adinfo, aprq, other fields) to the `{num, msg, data}` envelope:
 * decode, find the act, resolve the session or company, validate, check the right, run the handler
 * in one tenant transaction. Nothing is written when any step refuses.
 */
import type { z } from 'zod';
import { AKSI, type Aksi } from '../doctype';
import { ActError, NUM } from '../errors';
import { explain } from '../validate';
import type { Access, ActContext, ActDef, ActivityNote, Company, CookieJar, Registry, SessionUser } from './acts';
import { activityEntry, writeActivity } from './activity';
import { atCommit, enterSchema, type Database, type Tx } from './db';
import type { Books } from './books';
import { resolveSession } from './sessions';
import { isApiKey, resolveApiKey } from './api-keys';
import { useGrant } from './grants';
import { claim, fingerprint, idempotencyKey, settleSql, type Claim } from './idempotency';
import { requireCompany } from './tenancy';
import { asked } from './catch-up';
import { assertNoNul, jsonTooDeep, MAX_JSON_DEPTH } from './input';

export interface Envelope {
  num: number;
  msg: string;
  data: unknown;
}

/** A handler may return `reply(data, msg)` to say something on success (`T`: the data, the act's reply). */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
export const reply = <T>(data: T, msg: string) => new Reply(data, msg);

/**
 * Work an act does after its transaction has ended, before it answers: a call to another system
 * (a marketplace) that may not run inside a database transaction. The handler returns
 * `afterCommit(run)`; the act's transaction commits (or, read-only, ends), then `run` is awaited
 * and what it returns — data, a `Reply`, or an ActError thrown — is the answer. `run` opens its
 * own transactions for what it writes. An idempotent call keeps the answer of `run` for its
 * repeats (stored after `run`, in a short transaction of its own); a repeat that comes while `run`
 * is still working, or after it failed, answers `OK` without data.
 */
export class AfterCommit {
  constructor(readonly run: () => Promise<unknown>) {}
}
export const afterCommit = (run: () => Promise<unknown>) => new AfterCommit(run);

/** Decides whether a session's user holds a module right. Supplied by the users module. */
/** `kelompok`: judge the rights of this user group alone (a call made with an API key). */
export type AccessPolicy = (tx: Tx, company: Company, userid: string, modul: string, aksi: Aksi, kelompok?: string) => Promise<boolean>;

/**
 * The same decision as SQL text (literals only, no parameters): a boolean expression over the user
 * `userid` (an SQL expression) in the company schema `schema`, true when the user holds any of the
 * rights `any`. Lets the session lookup answer an act's own right in its statement (sessions.ts).
 */
export type AccessSql = (schema: string, userid: string, any: Access[]) => string;

export interface Kernel {
  db: Database;
  registry: Registry;
  access: AccessPolicy;
  /** The access policy as SQL (optional): an act's own right is then judged with the session lookup. */
  accessSql?: AccessSql;
  /** The books documents post to (the ledger); see books.ts. */
  books?: Books | null;
  onError?: (err: unknown, act: string) => void;
  /** This server's public origin (ActContext.origin). */
  origin?: () => string;
  /**
   * Holds one of the address's allowed failed attempts while an API key is looked up (the users
   * module's rate limit, shared with logins); `fail` when the key is unknown, else `release`.
   */
  apiKeyAttempt?: (tx: Tx, ip: string) => Promise<{ fail(db: Database): void; release(): void }>;
}

export interface Incoming {
  act?: string;
  token?: string;
  adinfo?: string;
  aprq?: string;
  /** Every other form field (e.g. iper, uname, passw of lgx). */
  fields: Record<string, string>;
  cookieToken?: string;
  ip: string;
  cookies: CookieJar;
  /** Logs an unexpected error of this request (its logger knows the request id); default Kernel.onError. */
  onError?: (err: unknown, act: string) => void;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** adinfo: a JSON object of device information, optional. */
export function decodeAdinfo(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  if (jsonTooDeep(raw)) throw new ActError(NUM.BAD_ADINFO, `Format adinfo tidak valid: JSON bertingkat terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat).`);
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new ActError(NUM.BAD_ADINFO, 'Format adinfo tidak valid: harus berupa JSON.');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ActError(NUM.BAD_ADINFO, 'Format adinfo tidak valid: harus berupa objek JSON.');
  return v as Record<string, unknown>;
}

/**
 * aprq: JSON text, or base64 of JSON text (as lgx sends its config list). An object is the payload;
 * `{FormParam: [row]}` is unwrapped to its one row; any other value arrives as `{aprq: value}`.
 */
export function decodeAprq(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  let text = raw.trim();
  // A JSON scalar (`5`, `"abc"`, `true`, `null`) arrives as {aprq: value}. No base64 of JSON text
  // parses as one: the encoding of '{', '[' or '"' starts with 'e', 'W' or 'I'.
  const scalar = jsonScalar(text);
  if (scalar.ok) return { aprq: scalar.value };
  if (!text.startsWith('{') && !text.startsWith('[')) {
    const compact = text.replace(/\s+/g, '');
    if (!BASE64.test(compact) || compact.replace(/=+$/, '').length % 4 === 1)
      throw new ActError(NUM.BAD_BASE64, 'Format aprq tidak valid: bukan JSON dan bukan base64 yang benar.');
    text = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64').toString('utf8');
  }
  if (jsonTooDeep(text)) throw new ActError(NUM.BAD_APRQ, `Format aprq tidak valid: JSON bertingkat terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat).`);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new ActError(NUM.BAD_APRQ, 'Format aprq tidak valid: isi bukan JSON yang benar.');
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 1 && keys[0] === 'FormParam' && Array.isArray(o.FormParam) && o.FormParam.length === 1 && typeof o.FormParam[0] === 'object' && o.FormParam[0] !== null)
      return o.FormParam[0] as Record<string, unknown>;
    return o;
  }
  return { aprq: v };
}

/** `text` as a JSON scalar (number, string, true, false, null), if it is one. */
function jsonScalar(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!/^(-?\d|"|true$|false$|null$)/.test(text)) return { ok: false };
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/**
 * Runs an act from server code (a worker, another module's import) in a context it builds: the
 * payload is validated as a request's would be, then the handler runs in `ctx.tx`. Rights are the
 * caller's business (`ctx.can`).
 */
export function callAct(def: ActDef, ctx: ActContext, payload: unknown): Promise<unknown> {
  return def.handler(ctx, validate(def.schema, payload));
}

function validate<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const r = schema.safeParse(payload);
  if (!r.success) {
    const { message, fields } = explain(r.error);
    throw new ActError(NUM.INVALID, message, { fields });
  }
  return r.data;
}

/** PostgreSQL errors a well-formed request can still meet, in words. */
function fromDatabase(err: unknown): ActError | null {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  switch (code) {
    case '23505':
      return new ActError(NUM.DUPLICATE, 'Data dengan kode yang sama sudah ada.');
    case '23503':
      return new ActError(NUM.IN_USE, 'Data masih dipakai oleh data lain sehingga tidak dapat diubah atau dihapus.');
    case '22003':
      return new ActError(NUM.INVALID, 'Angka terlalu besar.');
    case '22P02':
    case '22007':
    case '22008':
      return new ActError(NUM.INVALID, 'Format data tidak valid.');
    case '40001':
    case '40P01':
      return new ActError(NUM.RULE, 'Data sedang diproses bersamaan, silakan ulangi.');
    default:
      return null;
  }
}

export function toEnvelope(err: unknown, onError?: (err: unknown) => void): Envelope {
  const known = err instanceof ActError ? err : fromDatabase(err);
  if (known) return { num: known.num, msg: known.message, data: known.data };
  onError?.(err);
  return { num: NUM.INTERNAL, msg: 'Terjadi kesalahan pada server, proses dibatalkan. Silakan coba lagi.', data: null };
}

/** Runs one act: a person's (or another system's) call, so a company of it still waiting for its migration goes to the front (catch-up.ts). */
export function dispatch(k: Kernel, inc: Incoming): Promise<Envelope> {
  return asked(() => runAct(k, inc));
}

async function runAct(k: Kernel, inc: Incoming): Promise<Envelope> {
  const actName = (inc.act ?? '').trim();
  try {
    if (!actName) throw new ActError(NUM.UNKNOWN_ACT, 'Parameter act wajib diisi.');
    const def = k.registry.get(actName);
    if (!def) throw new ActError(NUM.UNKNOWN_ACT, `Act '${actName.slice(0, 60)}' tidak dikenal.`);
    const adinfo = decodeAdinfo(inc.adinfo);
    const sent = { ...inc.fields, ...decodeAprq(inc.aprq) } as Record<string, unknown>;
    // Text with a NUL cannot be stored: refused here, before anything is written (input.ts).
    assertNoNul(adinfo, 'adinfo');
    assertNoNul(sent);
    const { izin, idem, ...payload } = sent;
    const needsSession = def.session !== false;
    // A read-only act writes nothing: no idempotency record, no activity entry, a read-only
    // transaction; unless a supervisor's one-time grant (`izin`) comes with it, which is spent (grants.ts).
    const readOnly = (typeof def.readOnly === 'function' ? def.readOnly(payload) : def.readOnly === true) && izin === undefined;
    const kunci = needsSession && !readOnly ? idempotencyKey(idem) : undefined;
    // The act's own right, judged with the session in one statement where the policy can say it in SQL.
    const own = needsSession ? listOf(rawAccess(def, payload)) : [];
    const token = inc.token?.trim() || inc.cookieToken || '';
    // Another system's call with an API key: every call is logged, reads too (so never read-only).
    const viaKey = needsSession && isApiKey(token);

    // An idempotent call answered after its commit (afterCommit): its key and schema, to store that answer.
    const later: { claim?: Claim; schema?: string } = {};
    // A call with a session sets its search_path with the session lookup (one statement less).
    const result = await k.db.tx(null, async (tx) => {
      let session: SessionUser | null = null;
      let company: Company | null = null;
      // Rights already judged (a list's key): only a yes is kept, a no is asked again below (grants).
      const granted = new Set<string>();
      if (needsSession && viaKey) ({ session, company } = await apiKeyCaller(k, tx, token, inc.ip));
      else if (needsSession) {
        const rights = own.length && k.accessSql ? (schema: string) => k.accessSql!(schema, 's.userid', own) : undefined;
        const found = await resolveSession(tx, token, { rights, readOnly, whileMigrating: def.whileMigrating === true });
        ({ session, company } = found);
        if (found.berhak) granted.add(accessKey(own));
      }
      // A repeated idempotent call gets the first call's reply and runs nothing (idempotency.ts),
      // even when a one-time grant it used is spent or a right has since been withdrawn.
      let once: Claim | null = null;
      if (kunci && session) {
        once = { userid: session.userid, kunci, act: actName, sidik: fingerprint(payload) };
        const earlier = await claim(tx, once);
        if (earlier) return new Reply(earlier.data, earlier.msg);
      }
      const rights = new Map<string, boolean>();
      const can = async (modul: string, aksi: Aksi) => {
        if (!company || !session) return false;
        const key = `${modul}:${aksi}`;
        if (!rights.has(key)) rights.set(key, await k.access(tx, company, session.userid, modul, aksi, session.api?.kelompok));
        return rights.get(key)!;
      };
      // A missing right may be stood in for by a supervisor's one-time grant (`izin`, grants.ts).
      let authorisedBy: string | null = null;
      const demand = async (want: Access | Access[] | null | undefined) => {
        if (!want) return;
        const any = listOf(want);
        if (!any.length || granted.has(accessKey(any))) return;
        for (const x of any) if (await can(x.modul, x.aksi)) return;
        const a = any[0];
        if (authorisedBy === null && typeof izin === 'string' && company && session)
          authorisedBy = await useGrant(tx, { companyId: company.id, sessionId: session.sessionId, modul: a.modul, aksi: a.aksi }, izin);
        if (authorisedBy === null) throw new ActError(NUM.DENIED, `Maaf, Anda tidak memiliki hak akses ${AKSI[a.aksi]} pada modul ${a.modul}.`);
      };
      // The right is checked before the payload is validated too (on the raw payload), so a user
      // without it learns nothing about the payload rules; and again on the validated payload.
      if (needsSession) await demand(rawAccess(def, payload));
      const p = validate(def.schema, payload);
      if (!needsSession && def.company) {
        company = await requireCompany(tx, def.company(p));
        // With the company's move guard (a login during a move answers MOVING_MSG: it writes the company's log).
        await enterSchema(tx, company.schema_name);
      }
      const access = typeof def.access === 'function' ? def.access(p) : (def.access ?? null);
      await demand(access);
      const note: ActivityNote = authorisedBy ? { otorisasi: authorisedBy } : {};
      const ctx: ActContext = {
        act: actName,
        db: k.db,
        tx,
        company,
        session,
        adinfo,
        ip: inc.ip,
        origin: k.origin?.() ?? '',
        cookies: inc.cookies,
        can,
        demand: async (want) => {
          await demand(want);
          if (authorisedBy) note.otorisasi = authorisedBy;
        },
        activity: (n) => Object.assign(note, n),
        books: k.books ?? null,
      };
      const out = await def.handler(ctx, p);
      if (once && company && out instanceof AfterCommit) Object.assign(later, { claim: once, schema: company.schema_name });
      if (company && (!readOnly || viaKey)) {
        const logged = activityEntry({
          act: actName,
          log: def.log,
          aksi: first(access)?.aksi,
          modul: first(access)?.modul ?? def.module,
          note,
          userid: session?.userid ?? '',
          ip: inc.ip,
          payload,
          result: out instanceof Reply ? out.data : out,
        });
        // A key's reads are logged too, as kind 'api'.
        const entry = logged ?? (viaKey ? { userid: session!.userid, act: actName, modul: first(access)?.modul ?? def.module ?? '', jenis: 'api', dokumen: '', ringkasan: null, ip: inc.ip } : null);
        // The log entry and the idempotency reply in one statement, the last: sent with the COMMIT.
        if (entry) {
          await writeActivity(tx, entry, once ? settleSql(once, stored(out)) : undefined, { last: true });
          once = null;
        }
      }
      if (once) await atCommit(tx, settleSql(once, stored(out)));
      return out;
    }, { bare: needsSession });
    if (result instanceof AfterCommit) {
      const out = await result.run();
      const answer = out instanceof Reply ? { msg: out.msg, data: out.data ?? null } : { msg: 'OK', data: out ?? null };
      // Its repeats get this answer, not the placeholder stored with the commit.
      // Failing to store it only costs the repeats the answer (they get the placeholder), never this reply.
      const { claim: c, schema } = later;
      if (c && schema) await k.db.tx(schema, (tx) => tx.execute(settleSql(c, answer))).catch((e: unknown) => (inc.onError ?? k.onError)?.(e, actName));
      return { num: NUM.OK, ...answer };
    }
    if (result instanceof Reply) return { num: NUM.OK, msg: result.msg, data: result.data ?? null };
    return { num: NUM.OK, msg: 'OK', data: result ?? null };
  } catch (err) {
    return toEnvelope(err, (e) => (inc.onError ?? k.onError)?.(e, actName));
  }
}

/** The caller of an API key; an unknown key counts as a failed attempt of the address (rate limit). */
async function apiKeyCaller(k: Kernel, tx: Tx, key: string, ip: string) {
  const slot = await k.apiKeyAttempt?.(tx, ip);
  try {
    return await resolveApiKey(tx, key, ip);
  } catch (err) {
    slot?.fail(k.db);
    throw err;
  } finally {
    slot?.release();
  }
}

/** The reply an idempotent call keeps for its repeats. */
const stored = (out: unknown) => (out instanceof Reply ? { msg: out.msg, data: out.data ?? null } : out instanceof AfterCommit ? { msg: 'OK', data: null } : { msg: 'OK', data: out ?? null });

const first = (a: Access | Access[] | null) => (Array.isArray(a) ? (a[0] ?? null) : a);

const listOf = (a: Access | Access[] | null | undefined): Access[] => (!a ? [] : Array.isArray(a) ? a : [a]);
const accessKey = (any: Access[]) => any.map((x) => `${x.modul}:${x.aksi}`).join(',');

/** The right an act needs judged from the raw payload; null when none or undecidable. */
function rawAccess(def: ActDef, payload: unknown): Access | Access[] | null {
  if (!def.access) return null;
  if (typeof def.access !== 'function') return def.access;
  try {
    return def.access(payload as never) ?? null;
  } catch {
    return null;
  }
}
