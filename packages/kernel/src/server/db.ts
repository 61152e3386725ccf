/**
 * One SQL dialect on two engines: embedded PGlite (default, DATA_DIR) or a PostgreSQL server
 * (DATABASE_URL). Every unit of work runs in one transaction whose search_path is the tenant's
 * schema followed by `control`.
 */
import { PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, SQL, StringChunk, type SQLChunk } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { checkingQueries, fastQueryText, queryText } from './query-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<any, any, any>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction; `schema` (a company schema) comes first in the search_path.
   * `bare`: the search_path is left for `fn` to set (the dispatcher sets it with the session lookup).
   */
  tx<T>(schema: string | null, fn: (tx: Tx) => Promise<T>, opts?: { bare?: boolean }): Promise<T>;
  /** Rows of a raw statement, outside any tenant (control-schema or DDL work). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (for data-dir dumps in tests). */
  readonly pglite?: PGlite;
}

export const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export function searchPath(schema: string | null): SQL {
  if (schema !== null && !SCHEMA_RE.test(schema)) throw new Error(`nama schema tidak valid: ${schema}`);
  return sql.raw(`set local search_path to ${schema ? `"${schema}", ` : ''}control, public`);
}

export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const res = (await tx.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** `(v1, v2, …)` for `x in …`: each value a bound parameter. */
export const inList = (values: readonly (string | number)[]): SQL => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/**
 * The rows of a VALUES list, `($1::int, $2, …), (…)`, as one flat part of a statement: the text
 * and parameters that nested sql`` templates (a row's values joined, the rows joined) give, built
 * without two SQL objects per value, which drizzle would then walk one by one (issue 21: what a
 * document's lines cost). `casts[i]` follows the i-th value of every row ('' or absent: none). The
 * values are passed as such, as a template's would be (never `undefined`: that would drop it).
 */
export function valuesList(rows: readonly (readonly unknown[])[], casts: readonly string[] = []): SQL {
  if (!rows.length) throw new Error('valuesList: tanpa baris');
  // Chunks go into an empty SQL: its constructor would look through every one for a table (none is).
  const list = new SQL([]);
  const chunks: SQLChunk[] = list.queryChunks;
  let text = '(';
  rows.forEach((row, r) => {
    if (r) text += ', (';
    row.forEach((v, i) => {
      if (i) text += ', ';
      chunks.push(textChunk(text), v as SQLChunk);
      text = casts[i] ?? '';
    });
    text += ')';
  });
  chunks.push(textChunk(text));
  return list;
}

/**
 * The text between two values of a VALUES list (`, `, `::int, `, `), (`…), one chunk per text for
 * the whole process: drizzle only reads a chunk, and a list of 10 lines of 17 values would
 * otherwise make 170 of them per statement (garbage that outlived the young generation when saves
 * overlap, and was collected only by full collections).
 */
const textChunks = new Map<string, StringChunk>();
function textChunk(text: string): StringChunk {
  let c = textChunks.get(text);
  if (!c) {
    c = new StringChunk(text);
    if (textChunks.size < 2000) textChunks.set(text, c);
  }
  return c;
}

/** Same values from both engines: numeric as exact strings, dates as 'YYYY-MM-DD', int8 as number. */
const PG_PARSERS: Record<number, (v: string) => unknown> = {
  1700: (v) => v,
  1082: (v) => v,
  20: (v) => Number(v),
};

export interface OpenOptions {
  /** postgres://… to use a server; otherwise PGlite in `dataDir` (or in memory when absent). */
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-dir dump to start from (fast test databases). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Called with the text of every statement sent (benchmarks count the statements of a save). */
  onQuery?: (query: string) => void;
}

const queryLogger = (opts: OpenOptions) => (opts.onQuery ? { logQuery: (q: string) => opts.onQuery!(q) } : undefined);

/**
 * A pooled PostgreSQL connection that saves two round trips a transaction: BEGIN goes out with the
 * transaction's first statement when that one has no parameters (the search_path, or the session
 * lookup), as one simple-protocol message `begin; …`; and the statements handed to `atCommit`
 * go out with COMMIT, `…; …; commit`. On an error in either the statement fails, the commit is not
 * run, and the transaction is rolled back as before. Nothing else changes: every other statement
 * is sent as drizzle sends it.
 */
interface Batching {
  pendingBegin: boolean;
  /** What `beforeNext` handed over: sent in front of the transaction's next statement. */
  next: string | null;
  last: string | null;
  onQuery?: (q: string) => void;
  /** The names of this connection's prepared statements, by their text. */
  names: Map<string, string>;
  /**
   * Statements `beforeNext` prepared with SQL's PREPARE (run with EXECUTE in the COMMIT's message),
   * by their text: their own names, apart from the driver's. `preparing` holds the ones whose
   * PREPARE is on its way, recorded once it has gone through.
   */
  sqlNames: Map<string, string>;
  preparing: Array<[string, string]>;
  sqlCount: number;
  /** What `afterNext` handed over: sent after the transaction's next statement, in its message. */
  after: After | null;
  /** Sends `after` on its own (its rows are wanted before another statement went). */
  flushAfter(): Promise<void>;
  /** The type parsers drizzle last gave a statement (timestamps kept as text): `after`'s rows are read with them. */
  types: unknown;
}

/** A statement `afterNext` holds until it goes out: its text, and where its rows go. */
interface After {
  text: string;
  done(rows: unknown[]): void;
  failed(e: unknown): void;
}

/** The mark `prepared` puts before a statement's text. */
const PREPARED = '/*prepared*/ ';
/** Prepared statements kept per connection at most; statements beyond are sent unnamed, as before. */
const MAX_PREPARED = 200;

/**
 * A statement of the write path that every save sends again with other values (a session's
 * rights, a document's facts, its row insert, the posting's statements): on PostgreSQL each pooled
 * connection prepares it once, under a name, and then only binds and runs it — the server parses
 * it once and, after a few runs, keeps its plan, instead of parsing and planning it every time
 * (planning was most of the database's work in a save: issue 10 part 2, issue 14). The same text
 * with another number of rows (a VALUES list of 5 or 6 lines) is another statement. Only for
 * statements with parameters whose plan does not depend on their values (look-ups and writes by
 * key, not reports over date ranges). On PGlite (one connection) the same: `preparingPglite`.
 * A marked statement that opens a PostgreSQL transaction goes out unnamed with the BEGIN instead,
 * its parameters written as literals (as `atCommit` writes them: no `$n` of its own outside them).
 */
export const prepared = (q: SQL): SQL => sql`${sql.raw(PREPARED)}${q}`;
const BATCHING = Symbol('batching');
type PgQuery = (config: unknown, values?: unknown, cb?: unknown) => Promise<unknown>;
const lastResult = (r: unknown) => (Array.isArray(r) ? r[r.length - 1] : r);
const NO_ROWS = { command: '', rowCount: 0, rows: [], fields: [] };

/** The pooled connection's `query`, batching BEGIN and COMMIT as above (drizzle still logs each statement). */
function batchTransactions(client: pg.PoolClient, onQuery?: (q: string) => void) {
  const state: Batching = {
    pendingBegin: false,
    next: null,
    last: null,
    onQuery,
    names: new Map(),
    sqlNames: new Map(),
    preparing: [],
    sqlCount: 0,
    after: null,
    types: undefined,
    flushAfter: async () => {
      const a = state.after;
      if (!a) return;
      state.after = null;
      try {
        a.done((lastResult(await wrapped(state.types ? { text: a.text, types: state.types } : a.text)) as { rows: unknown[] }).rows);
      } catch (e) {
        a.failed(e);
        throw e;
      }
    },
  };
  const query = client.query.bind(client) as unknown as PgQuery;
  // The statements `beforeNext` prepared count as prepared once the message holding them went through.
  const send: PgQuery = async (config, values, cb) => {
    const preparing = state.preparing;
    state.preparing = [];
    const r = await query(config, values, cb);
    for (const [text, name] of preparing) state.sqlNames.set(text, name);
    return r;
  };
  (client as unknown as Record<symbol, Batching>)[BATCHING] = state;
  const noParams = (config: unknown, values: unknown) =>
    (typeof config === 'string' || !(config as { name?: string }).name) &&
    (values === undefined || (Array.isArray(values) && values.length === 0)) &&
    (typeof config === 'string' || (config as { values?: unknown[] }).values === undefined);
  const wrapped = async (config: unknown, values?: unknown, cb?: unknown): Promise<unknown> => {
    if (cb !== undefined || typeof values === 'function' || (typeof config !== 'object' && typeof config !== 'string') || config === null) return send(config, values, cb);
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (typeof config === 'object' && (config as { types?: unknown }).types) state.types = (config as { types?: unknown }).types;
    if (text === 'begin') {
      state.pendingBegin = true;
      state.next = null;
      state.last = null;
      state.after = null;
      return NO_ROWS;
    }
    if (text === 'rollback' && state.after) {
      state.after.failed(new Error('transaksi dibatalkan sebelum pernyataan dikirim'));
      state.after = null;
    }
    // What `afterNext` handed over goes out on its own before a COMMIT or a transaction's first
    // statement (rare: it is meant to ride with a statement in the middle of one).
    if (state.after && (text === 'commit' || state.pendingBegin)) await state.flushAfter();
    if (text === 'commit' || text === 'rollback') {
      const last = [state.next, state.last].filter((t) => t !== null).join('; ') || null;
      state.next = null;
      state.last = null;
      if (text === 'rollback') state.preparing = [];
      if (state.pendingBegin) {
        // Nothing was sent: there is no transaction to end, unless a last statement waits.
        state.pendingBegin = false;
        return text === 'rollback' || last === null ? NO_ROWS : lastResult(await send(`begin; ${last}; commit`));
      }
      if (text === 'commit' && last !== null) return lastResult(await send(`${last}; commit`));
      return send(config, values);
    }
    if (state.next !== null) {
      // A statement other than the COMMIT follows what `beforeNext` handed over: that goes first.
      const next = state.next;
      state.next = null;
      await send(state.pendingBegin ? `begin; ${next}` : next);
      state.pendingBegin = false;
    }
    if (state.pendingBegin) {
      state.pendingBegin = false;
      if (noParams(config, values)) return lastResult(await send(typeof config === 'string' ? `begin; ${config}` : { ...(config as object), text: `begin; ${text}` }, values));
      if (typeof config === 'object' && text.startsWith(PREPARED)) {
        // A marked statement first (the session lookup): its parameters as literals, with the BEGIN.
        const params = ((config as { values?: unknown[] }).values ?? values ?? []) as unknown[];
        const inline = inlineParams(text, params);
        return lastResult(await send({ ...(config as object), text: `begin; ${inline}`, values: undefined }));
      }
      await send('begin');
    }
    if (state.after && !(config as { rowMode?: string }).rowMode) {
      // This statement, then what `afterNext` handed over, in one simple-protocol message (read
      // with this statement's type parsers: drizzle's, which keep timestamps as text).
      const a = state.after;
      state.after = null;
      const params = (typeof config === 'object' ? ((config as { values?: unknown[] }).values ?? values) : values) as unknown[] | undefined;
      const own = executeTextOf(state, text, params ?? []) ?? { text: params?.length ? inlineParams(text, params) : text, count: 1 };
      const combined = `${own.text}; ${a.text}`;
      let results: unknown;
      try {
        results = await send(typeof config === 'object' ? { ...(config as object), name: undefined, values: undefined, text: combined } : combined);
      } catch (e) {
        a.failed(e);
        throw e;
      }
      const list = results as Array<{ rows: unknown[] }>;
      a.done(list[list.length - 1].rows);
      return list[own.count - 1];
    }
    if (typeof config === 'object' && text.startsWith(PREPARED) && !noParams(config, values)) {
      let name = state.names.get(text);
      if (name === undefined && state.names.size < MAX_PREPARED) state.names.set(text, (name = `niaga_${state.names.size}`));
      if (name !== undefined) return send({ ...(config as object), name }, values);
    }
    return send(config, values);
  };
  (client as unknown as { query: PgQuery }).query = wrapped as PgQuery;
}

/** A statement's text with its parameters written as literals (one pass: `$n` only as parameters, never inside a value). */
const inlineParams = (text: string, params: readonly unknown[]) => text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));

/** A value as a SQL literal, as pg would send it as a parameter (pg's own conversion, then quoted). */
function literal(v: unknown): string {
  const p = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue(v);
  if (p === null || p === undefined) return 'null';
  if (Buffer.isBuffer(p)) return `'\\x${p.toString('hex')}'::bytea`;
  return pg.escapeLiteral(String(p));
}

/** A statement with its parameters written as literals (one pass; drizzle's text with `$n` replaced when it holds a chunk that pass does not build). */
function inlined(query: SQL, dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } }): string {
  const replaced = () => {
    const q = dialect.sqlToQuery(query);
    return inlineParams(q.sql, q.params);
  };
  const fast = queryText(query, dialect as Parameters<typeof queryText>[1], literal);
  if (!fast) return replaced();
  if (checkingQueries && fast.sql !== replaced()) throw new Error(`queryText (literal) berbeda:\n${replaced()}\n${fast.sql}`);
  return fast.sql;
}

/** The pooled connection's batching state and the dialect of a PostgreSQL transaction (none on PGlite). */
function batchingOf(tx: Tx) {
  const inner = tx as unknown as { session?: { client?: Record<symbol, Batching | undefined> }; dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } };
  return { state: inner.session?.client?.[BATCHING], dialect: inner.dialect };
}

/**
 * Sends `query` in front of the transaction's next statement, whatever that is: on PostgreSQL,
 * when the next one is the COMMIT, the two go out together (before what `atCommit` queued), one
 * round trip fewer; before any other statement it goes out on its own first; on PGlite it runs
 * now. For a write whose reply the save does not need (a posting's stock moves when no warehouse
 * count is to be checked): every later statement of the transaction sees what it wrote, and its
 * error, if any, fails the statement it went with (the commit) and rolls everything back. Its
 * parameters are written as literals, as `atCommit` writes them (no `$n` of its own outside them).
 */
export async function beforeNext(tx: Tx, query: SQL): Promise<void> {
  const { state, dialect } = batchingOf(tx);
  if (!state) {
    await tx.execute(query);
    return;
  }
  const text = executeText(state, query, dialect) ?? inlined(query, dialect);
  state.onQuery?.(text);
  state.next = state.next === null ? text : `${state.next}; ${text}`;
}

/** Statements a connection prepares with SQL's PREPARE at most (beside the driver's MAX_PREPARED). */
const MAX_SQL_PREPARED = 50;

/**
 * A `prepared` statement as simple-protocol text that runs it prepared: `execute name(literals)`,
 * with `prepare name as …` before it the first time on this connection — the server parses and
 * plans it once, as the driver's prepared statements, though it goes out in one message with
 * others. Null for a statement that is not marked, has no parameters, or when the connection has
 * prepared its share.
 */
function executeText(state: Batching, query: SQL, dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } }): string | null {
  const q = dialect.sqlToQuery(query);
  return executeTextOf(state, q.sql, q.params)?.text ?? null;
}

/** `executeText` for a statement's text and parameters; `count`: the statements in the text. */
function executeTextOf(state: Batching, text: string, params: readonly unknown[]): { text: string; count: number } | null {
  if (!text.startsWith(PREPARED) || !params.length) return null;
  let name = state.sqlNames.get(text) ?? state.preparing.find(([t]) => t === text)?.[1];
  const args = `(${params.map(literal).join(', ')})`;
  if (name !== undefined) return { text: `execute ${name}${args}`, count: 1 };
  if (state.sqlNames.size >= MAX_SQL_PREPARED) return null;
  name = `niaga_x${state.sqlCount++}`;
  state.preparing.push([text, name]);
  return { text: `prepare ${name} as ${text}; execute ${name}${args}`, count: 2 };
}

/** The rows of a statement `afterNext` holds; asked before it went out, it goes out on its own. */
export interface Later<T> {
  rows(): Promise<T[]>;
}

/**
 * A statement whose rows the transaction needs later, sent with its next statement: on PostgreSQL
 * after it, in the same message (one round trip fewer), unless that one opens the transaction or
 * is the COMMIT (then on its own, first); asked for its rows before any statement went, it goes
 * out on its own then. On PGlite it runs now. For the record of a document that takes its number
 * late: it goes with the posting's locks, after them (the series is not held while the items are
 * waited for). Its error fails the statement it went with. Its parameters are written as literals,
 * as `atCommit` writes them (no `$n` of its own outside them). One at a time per transaction.
 */
export async function afterNext<T>(tx: Tx, query: SQL): Promise<Later<T>> {
  const { state, dialect } = batchingOf(tx);
  if (!state) {
    const rows = await rowsOf<T>(tx, query);
    return { rows: async () => rows };
  }
  if (state.after) throw new Error('afterNext: pernyataan sebelumnya belum terkirim');
  const q = dialect.sqlToQuery(query);
  const text = executeTextOf(state, q.sql, q.params)?.text ?? inlined(query, dialect);
  state.onQuery?.(text);
  let done!: (rows: unknown[]) => void;
  let failed!: (e: unknown) => void;
  const result = new Promise<T[]>((res, rej) => ((done = res as (rows: unknown[]) => void), (failed = rej)));
  // Nobody may ask (the transaction failed first): its refusal is not an unhandled one.
  result.catch(() => {});
  const mine: After = { text, done, failed };
  state.after = mine;
  return {
    rows: async () => {
      if (state.after === mine) await state.flushAfter();
      return result;
    },
  };
}

/** Statements a transaction sends with its COMMIT (`atCommit`), in the order given. */
const atCommitQueue = new WeakMap<Tx, SQL[]>();

/**
 * Sends `query` at the end of the transaction, after everything else it does: on PostgreSQL with
 * the COMMIT, in one round trip (its parameters written as literals, pg's own conversion and
 * quoting); on PGlite just before the commit. For writes whose rows other transactions wait on
 * (hot rows: dashboard totals; the activity log with the idempotency reply), so that their locks
 * are held for the commit's round trip only. The text must hold no `$n` of its own outside its
 * parameters (the kernel's and the modules' own statements, never user text). Its error, if any,
 * comes from the commit and rolls everything back.
 */
export async function atCommit(tx: Tx, query: SQL): Promise<void> {
  const queue = atCommitQueue.get(tx);
  if (queue) queue.push(query);
  else atCommitQueue.set(tx, [query]);
}

/** Sends what `atCommit` queued: on PostgreSQL handed to the connection to go with COMMIT; on PGlite now. */
async function flushAtCommit(tx: Tx): Promise<void> {
  const queue = atCommitQueue.get(tx);
  if (!queue?.length) return;
  atCommitQueue.delete(tx);
  const { state, dialect } = batchingOf(tx);
  if (!state) {
    for (const q of queue) await tx.execute(q);
    return;
  }
  state.last = queue
    .map((query) => {
      const text = inlined(query, dialect);
      state.onQuery?.(text);
      return text;
    })
    .join('; ');
}

/** A statement PGlite has prepared under a name: its parameters' types and its rows' description. */
interface PglitePrepared {
  name: string;
  params: number[];
  fields: { name: string; dataTypeID: number }[];
}

const concatBytes = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * PGlite as drizzle's client, with `prepared` statements as on PostgreSQL: inside a transaction, a
 * marked statement with parameters is parsed once under a name (`niaga_0`, … by its text, as the
 * pooled PostgreSQL connections name theirs) and then only bound and run, in one call into the
 * engine (Bind, Execute, Sync) instead of PGlite's six (Parse, Describe, Bind, Describe, Execute,
 * Sync) — the engine neither parses nor, once it keeps a generic plan, plans it again. PGlite is
 * one connection, so the names live as long as it does; at most MAX_PREPARED at once, the one
 * unused longest closed for a new one (the session lookup is one text per company and act's
 * rights). A prepared statement follows the
 * search_path and the tables' changes as on PostgreSQL: the engine analyses it again when either
 * differs from when it was planned (another company's schema, a migration). Everything else goes
 * to PGlite as before.
 */
function preparingPglite(pglite: PGlite): PGlite {
  const names = new Map<string, PglitePrepared>();
  let made = 0;
  const { serialize } = protocol;
  const engine = pglite as unknown as { serializers: Record<number, (v: unknown) => string>; parsers: Record<number, (v: string, oid: number) => unknown> };
  /** PGlite's error as its own `query` gives it (the statement and its parameters with it). */
  const withQuery = (e: unknown, text: string, params: unknown[], options?: QueryOptions) => {
    if (e && typeof e === 'object' && 'code' in e) Object.assign(e, { query: text, params, queryOptions: options });
    return e;
  };
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return pglite.runExclusive(async () => {
      let p = names.get(text);
      try {
        if (p) {
          // The most recently used last: a full list forgets the one unused longest.
          names.delete(text);
          names.set(text, p);
        } else {
          const parts: Uint8Array[] = [];
          if (names.size >= MAX_PREPARED) {
            const [oldest, gone] = names.entries().next().value!;
            names.delete(oldest);
            parts.push(serialize.close({ type: 'S', name: gone.name }));
          }
          const name = `niaga_${made++}`;
          parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
          const described = await pglite.execProtocolStream(concatBytes(parts), { syncToFs: false });
          let types: number[] = [];
          let fields: PglitePrepared['fields'] = [];
          for (const m of described) {
            if (m.name === 'parameterDescription') types = (m as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
            else if (m.name === 'rowDescription') fields = (m as unknown as { fields: PglitePrepared['fields'] }).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
          }
          names.set(text, (p = { name, params: types, fields }));
        }
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const oid = p!.params[i];
          const ser = options?.serializers?.[oid] ?? engine.serializers[oid];
          return ser ? ser(v) : String(v);
        });
        const msgs = await pglite.execProtocolStream(concatBytes([serialize.bind({ statement: p.name, values }), serialize.execute(), serialize.sync()]), { syncToFs: false });
        const parse = p.fields.map((f) => options?.parsers?.[f.dataTypeID] ?? engine.parsers[f.dataTypeID]);
        const cell = (x: string | null, i: number) => (x === null ? null : parse[i] ? parse[i](x, p!.fields[i].dataTypeID) : x);
        const rows: unknown[] = [];
        let result: Results<T> = { rows: rows as T[], fields: p.fields, affectedRows: 0 };
        for (const m of msgs) {
          if (m.name === 'dataRow') {
            const cells = (m as unknown as { fields: (string | null)[] }).fields;
            if (options?.rowMode === 'array') rows.push(cells.map(cell));
            else {
              const row: Record<string, unknown> = {};
              cells.forEach((x, i) => (row[p!.fields[i].name] = cell(x, i)));
              rows.push(row);
            }
          } else if (m.name === 'commandComplete') {
            const parts = (m as unknown as { text: string }).text.split(' ');
            const n = parseInt(parts[parts.length - 1], 10);
            const command = parts[0];
            const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? n : 0;
            result = { rows: rows as T[], fields: p.fields, command, affectedRows: affected, ...(Number.isNaN(n) ? {} : { rowCount: n }) };
          }
        }
        return result;
      } catch (e) {
        throw withQuery(e, text, params, options);
      }
    });
  }
  const preparedQuery =
    (plain: Transaction['query']) =>
    async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      text.startsWith(PREPARED) && params?.length ? run<T>(text, params, options) : plain<T>(text, params as unknown[], options);
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => {
      const wrapped: Transaction = Object.create(tx);
      wrapped.query = preparedQuery(tx.query.bind(tx));
      return fn(wrapped);
    });
  // PGlite's methods use its private fields: everything but `transaction` is PGlite's own, bound to it.
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'transaction') return transaction;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => PG_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
    });
    pool.on('error', (e) => console.error('[db] koneksi PostgreSQL bermasalah:', e.message));
    pool.on('connect', (client) => batchTransactions(client, opts.onQuery));
    const db = drizzlePg({ client: pool, logger: queryLogger(opts) });
    fastQueryText((db as unknown as { dialect: Parameters<typeof fastQueryText>[0] }).dialect);
    return {
      kind: 'postgres',
      tx: (schema, fn, o) =>
        db.transaction(async (tx) => {
          if (!o?.bare) await tx.execute(searchPath(schema));
          const out = await fn(tx as unknown as Tx);
          await flushAtCommit(tx as unknown as Tx);
          return out;
        }),
      rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs searches by words of a name (trigram indexes), as on PostgreSQL.
  // shared_buffers 16MB instead of PostgreSQL's 128MB: PGlite touches all of its buffers at start
  // and its WebAssembly memory never shrinks, so they were ~120 MB of the process's memory from
  // the first second; the data folder's pages stay in the system's file cache anyway
  // (docs/operations.md, backup benchmark).
  const pglite = await PGlite.create(opts.dataDir, {
    loadDataDir: opts.loadDataDir,
    parsers: PG_PARSERS,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client: preparingPglite(pglite), logger: queryLogger(opts) });
  fastQueryText((db as unknown as { dialect: Parameters<typeof fastQueryText>[0] }).dialect);
  return {
    kind: 'pglite',
    pglite,
    tx: (schema, fn, o) =>
      db.transaction(async (tx) => {
        if (!o?.bare) await tx.execute(searchPath(schema));
        const out = await fn(tx as unknown as Tx);
        await flushAtCommit(tx as unknown as Tx);
        return out;
      }),
    rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
    close: () => pglite.close(),
  };
}
