/**
 * PostgreSQL transactions that save round trips (BEGIN with the first statement, statements handed
 * to `atCommit` with the COMMIT, `beforeNext` / `afterNext` riding with another statement), and the
 * same calls on PGlite (run at once).
 */
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { checkingQueries, queryText } from '../query-text';
import { MAX_PREPARED, PREPARED, rowsOf, type Tx } from './statements';

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
  /**
   * Whether `prepared` statements are prepared under a name on this connection. Off behind a
   * pooler in transaction mode (PgBouncer 1.18: `PGBOUNCER=1`), where the next transaction may run
   * on another server connection that never saw the name: marked statements then go out unnamed
   * (the driver's), or with their parameters as literals (what rides with another statement).
   */
  named: boolean;
}

/** A statement `afterNext` holds until it goes out: its text, and where its rows go. */
interface After {
  text: string;
  done(rows: unknown[]): void;
  failed(e: unknown): void;
}

const BATCHING = Symbol('batching');
type PgQuery = (config: unknown, values?: unknown, cb?: unknown) => Promise<unknown>;
const lastResult = (r: unknown) => (Array.isArray(r) ? r[r.length - 1] : r);
const NO_ROWS = { command: '', rowCount: 0, rows: [], fields: [] };

/** The pooled connection's `query`, batching BEGIN and COMMIT as above (drizzle still logs each statement). */
export function batchTransactions(client: pg.PoolClient, onQuery?: (q: string) => void, named = true) {
  const state: Batching = {
    named,
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
      const marked = typeof config === 'object' && text.startsWith(PREPARED);
      if (state.pendingBegin && (noParams(config, values) || marked)) {
        // Opening the transaction (a search_path handed over first, then the statement): BEGIN,
        // that, and the statement in one message; a marked statement's parameters as literals.
        state.pendingBegin = false;
        const params = (typeof config === 'object' ? ((config as { values?: unknown[] }).values ?? values) : values) as unknown[] | undefined;
        const own = params?.length ? inlineParams(text, params) : text;
        const combined = `begin; ${next}; ${own}`;
        return lastResult(await send(typeof config === 'string' ? combined : { ...(config as object), name: undefined, text: combined, values: undefined }));
      }
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
    if (state.named && typeof config === 'object' && text.startsWith(PREPARED) && !noParams(config, values)) {
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
 * round trip fewer; when the next one opens the transaction and has no parameters or is marked
 * `prepared` (its parameters then written as literals), BEGIN, it and that statement go in one
 * message (a `bare` transaction's search_path handed over first: the storefront's pages); before
 * any other statement it goes out on its own first; on PGlite it runs now. For a write whose reply the save does not need (a posting's stock moves when no warehouse
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
  if (!state.named || !text.startsWith(PREPARED) || !params.length) return null;
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
export async function flushAtCommit(tx: Tx): Promise<void> {
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
