/**
 * One SQL dialect on two engines: embedded PGlite (default, DATA_DIR) or a PostgreSQL server
 * (DATABASE_URL). Every unit of work runs in one transaction whose search_path is the tenant's
 * schema followed by `control`.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { fastQueryText } from './query-text';
import { rowsOf, type Tx } from './db/statements';
import { batchTransactions, flushAtCommit } from './db/batching';
import { preparingPglite } from './db/pglite';
import { localBus, pgBus, type Bus } from './db/bus';
import { assertMigrated } from './catch-up';
import { moveGuard, movingError, READ_ONLY_STATE, sqlState } from './moving';

export { type Tx, rowsOf, inList, valuesList, prepared } from './db/statements';
export { type Bus, type BusHandler, BUS_MAX_BYTES } from './db/bus';
export { beforeNext, afterNext, atCommit, type Later } from './db/batching';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction; `schema` (a company schema) comes first in the search_path, and
   * its writes are guarded against a move of the company (`searchPath`: refused with MOVING_MSG
   * while one runs, reads go on). `bare`: the search_path is left for `fn` to set (the dispatcher
   * sets it with the session lookup; the storefront with its first statement, `searchPath`).
   */
  tx<T>(schema: string | null, fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T>;
  /** Rows of a raw statement, outside any tenant (control-schema or DDL work). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Notices to the other Niaga processes on this database (LISTEN/NOTIFY on PostgreSQL; nobody
   * else on PGlite): live messages, caches to drop (db/bus.ts).
   */
  readonly bus: Bus;
  /** The PGlite instance when embedded (for data-dir dumps in tests). */
  readonly pglite?: PGlite;
}

export interface TxOptions {
  /** The search_path is left for `fn` to set (above). */
  bare?: boolean;
  /**
   * A snapshot that only reads (a backup, a move's comparison): the transaction begins repeatable
   * read, read only, and takes no move lock (a move does not wait for it, nor refuses it). A
   * `db.tx(schema)` cannot set its own isolation level (its first statement, the guarded search_path,
   * is a query): this is the way to a snapshot.
   */
  snapshot?: boolean;
}

export const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A transaction's search_path: the company schema first, in the transaction's first statement
 * (moving.ts). A schema this process has not migrated yet (a start's background migration,
 * catch-up.ts) is refused here with the "sedang diperbarui" message. With a company schema the same
 * statement takes the company's move lock shared — or, while a move holds it, makes the transaction
 * read-only: its reads are answered, a write is refused with MOVING_MSG (`db.tx`); its row says
 * which (`tetap`). `reads`: the plain SET, no lock (a snapshot's: see TxOptions).
 */
export function searchPath(schema: string | null, opts: { reads?: boolean } = {}): SQL {
  if (schema !== null && !SCHEMA_RE.test(schema)) throw new Error(`nama schema tidak valid: ${schema}`);
  if (schema !== null) assertMigrated(schema);
  const path = `${schema ? `"${schema}", ` : ''}control, public`;
  if (schema === null || opts.reads) return sql.raw(`set local search_path to ${path}`);
  return sql.raw(`select set_config('search_path', '${path}', true) as path, ${moveGuard(`'${schema}'`)} as tetap`);
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
  /**
   * Where the process LISTENs (a connection of its own, outside the pool): the PostgreSQL server
   * itself when `databaseUrl` goes through a pooler in transaction mode. Default:
   * `LISTEN_DATABASE_URL`, else `databaseUrl`.
   */
  listenUrl?: string;
  /**
   * Whether `prepared` statements are prepared under a name per pooled connection (PostgreSQL).
   * Default: yes, unless `PGBOUNCER=1` (a pooler in transaction mode that does not carry named
   * statements between server connections, such as Debian's PgBouncer 1.18); `DB_NAMED_STATEMENTS=0|1`
   * decides over both. docs/operations.md "PgBouncer".
   */
  namedStatements?: boolean;
  /** Called with the text of every statement sent (benchmarks count the statements of a save). */
  onQuery?: (query: string) => void;
}

/** `DB_NAMED_STATEMENTS` (0/1) when set, else off with `PGBOUNCER=1`, else on. */
export function namedStatementsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.DB_NAMED_STATEMENTS;
  if (v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return !(env.PGBOUNCER === '1' || env.PGBOUNCER === 'true');
}

/**
 * What waits for a transaction's commit, by the transaction's session (a savepoint's `tx` shares
 * its transaction's): its database, and the work `whenCommitted` handed over, by key.
 */
interface Committing {
  db: Database;
  work: Map<string | symbol, (db: Database) => void>;
  /** The company schema the transaction works in, when known (`db.tx(schema)`, or the session lookup's). */
  schema: string | null;
  /** Its writes guarded by `searchPath`'s move lock (moving.ts); `moving` once its row is read: a move held the lock. */
  guarded: boolean;
  moving?: boolean;
}
const committing = new WeakMap<object, Committing>();
const sessionOf = (tx: Tx): object => (tx as unknown as { session?: object }).session ?? tx;

/**
 * Runs `fn` with the transaction's database once the transaction `tx` belongs to has committed,
 * before `db.tx` returns; never when it rolls back (a savepoint's work waits for the whole
 * transaction). With a `key`, once per transaction: false when work of that key already waits
 * (the first is kept). For what a process keeps in memory about committed data (the storefront's
 * page cache). Its errors are logged, never thrown: the transaction has committed.
 */
export function whenCommitted(tx: Tx, fn: (db: Database) => void, key?: string): boolean {
  const c = committing.get(sessionOf(tx));
  if (!c) throw new Error('whenCommitted: bukan transaksi db.tx');
  const k = key ?? Symbol();
  if (c.work.has(k)) return false;
  c.work.set(k, fn);
  return true;
}

/**
 * The company schema the transaction `tx` works in, without asking the database: the one `db.tx`
 * was given, or the one the session lookup put first in its search_path (`noteSchema`); null when
 * neither (a control transaction, or one that set its search_path itself).
 */
export function schemaOfTx(tx: Tx): string | null {
  return committing.get(sessionOf(tx))?.schema ?? null;
}

/**
 * Puts `schema` first in the transaction's search_path with its write guard (`searchPath`), for a
 * transaction that opened without it (`bare`: the dispatcher's act with a company and no session).
 */
export async function enterSchema(tx: Tx, schema: string): Promise<void> {
  const [r] = await rowsOf<{ tetap?: boolean }>(tx, searchPath(schema));
  const c = committing.get(sessionOf(tx));
  if (c) Object.assign(c, { schema, guarded: true, moving: r?.tetap === false });
}

/** Records the company schema a transaction's own statement put first in its search_path. */
export function noteSchema(tx: Tx, schema: string): void {
  const c = committing.get(sessionOf(tx));
  if (c) c.schema = schema;
}

/** The database whose transaction (`db.tx`) `tx` is. */
export function databaseOf(tx: Tx): Database {
  const c = committing.get(sessionOf(tx));
  if (!c) throw new Error('databaseOf: bukan transaksi db.tx');
  return c.db;
}

type Begin = <T>(fn: (tx: unknown) => Promise<T>, config?: { isolationLevel: 'repeatable read'; accessMode: 'read only' }) => Promise<T>;
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * `db.tx` around a drizzle transaction: the search_path, `atCommit`'s statements, then
 * `whenCommitted`'s work. A write refused because the company is being moved (its guard made the
 * transaction read-only: moving.ts) comes out as MOVING_MSG.
 */
function transactions(self: () => Database, transaction: Begin): Database['tx'] {
  return async (schema, fn, o) => {
    let c: Committing | undefined;
    const out = await transaction(async (drizzleTx) => {
      const tx = drizzleTx as Tx;
      c = { db: self(), work: new Map(), schema: schema ?? null, guarded: schema !== null && !o?.snapshot };
      committing.set(sessionOf(tx), c);
      if (!o?.bare) {
        const [row] = await rowsOf<{ tetap?: boolean }>(tx, searchPath(schema, { reads: o?.snapshot }));
        if (row?.tetap !== undefined) c.moving = row.tetap === false;
      }
      const r = await fn(tx);
      await flushAtCommit(tx);
      return r;
    }, o?.snapshot ? SNAPSHOT : undefined).catch((e: unknown) => {
      // Read-only because a move held the lock (or not known to have taken it: the search_path rode with another statement).
      if (c?.guarded && c.moving !== false && sqlState(e) === READ_ONLY_STATE) throw movingError();
      throw e;
    });
    for (const run of c?.work.values() ?? []) {
      try {
        run(c!.db);
      } catch (e) {
        console.error(`[db] setelah commit: ${(e as Error).message}`);
      }
    }
    return out;
  };
}

const queryLogger = (opts: OpenOptions) => (opts.onQuery ? { logQuery: (q: string) => opts.onQuery!(q) } : undefined);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => PG_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser },
    });
    pool.on('error', (e) => console.error('[db] koneksi PostgreSQL bermasalah:', e.message));
    const named = opts.namedStatements ?? namedStatementsFromEnv();
    pool.on('connect', (client) => batchTransactions(client, opts.onQuery, named));
    const db = drizzlePg({ client: pool, logger: queryLogger(opts) });
    fastQueryText((db as unknown as { dialect: Parameters<typeof fastQueryText>[0] }).dialect);
    const listenUrl = opts.listenUrl ?? (process.env.LISTEN_DATABASE_URL || undefined);
    if (!listenUrl && (process.env.PGBOUNCER === '1' || process.env.PGBOUNCER === 'true'))
      console.warn('[db] PGBOUNCER=1 tanpa LISTEN_DATABASE_URL: pesan live antarproses memerlukan koneksi LISTEN langsung ke PostgreSQL (docs/operations.md).');
    const bus = pgBus(listenUrl ?? opts.databaseUrl, (q) => db.execute(q));
    const handle: Database = {
      kind: 'postgres',
      bus,
      tx: transactions(() => handle, (fn, config) => db.transaction(fn, config)),
      rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
      close: async () => {
        await bus.close();
        await pool.end();
      },
    };
    return handle;
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
  const handle: Database = {
    kind: 'pglite',
    pglite,
    bus: localBus(),
    tx: transactions(() => handle, (fn, config) => db.transaction(fn, config)),
    rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
    close: () => pglite.close(),
  };
  return handle;
}
