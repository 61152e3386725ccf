/**
 * Notices between the Niaga processes on one database (issue 43): on PostgreSQL, LISTEN/NOTIFY on
 * one connection of the process's own, outside the pool (a pooler in transaction mode cannot hold
 * a LISTEN: `LISTEN_DATABASE_URL` names the server directly when `DATABASE_URL` goes through
 * PgBouncer); on PGlite there is one process and nothing to tell. A notice reaches the *other*
 * processes: the sender does its own part in process (a live message announced to its own pages),
 * and its own notices coming back are dropped by the process id they carry.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './statements';

export type BusHandler = (payload: unknown) => void;

export interface Bus {
  /** This process's id in the notices it sends. */
  readonly id: string;
  /**
   * Tells the other processes `payload` (JSON, at most ~7,900 bytes) on `channel`. Given a
   * transaction, the notice goes when it commits (NOTIFY's own rule) and never when it rolls back.
   */
  publish(channel: string, payload: unknown, tx?: Tx): Promise<void>;
  /**
   * The statement that tells the other processes a payload the database computes (`payload`, an
   * SQL expression, e.g. `current_schema()`), for a transaction to send with its COMMIT
   * (`atCommit`): no round trip of its own. Null when there is nobody to tell (PGlite).
   */
  noticeOf(channel: string, payload: SQL): SQL | null;
  /** Calls `fn` with what other processes publish on `channel`; returns its stop. */
  subscribe(channel: string, fn: BusHandler): () => void;
  /**
   * Whether notices on `channel` reach this process now: the number of the listening connection
   * (it changes when the connection was lost and made again: what was sent in between never
   * arrived), or null while the channel is not listened to. Always 0 on PGlite (nobody else).
   * What a process keeps about data others may change is trusted only while this stays the same.
   */
  listening(channel: string): number | null;
  /** Resolves once the process listens on every channel subscribed so far (tests; a no-op on PGlite). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;
/** NOTIFY's payload must stay under 8,000 bytes. */
export const BUS_MAX_BYTES = 7_900;

const checkChannel = (c: string) => {
  if (!CHANNEL_RE.test(c)) throw new Error(`nama kanal tidak valid: ${c}`);
  return c;
};

/** One process alone (PGlite): nobody else to tell. */
export function localBus(): Bus {
  return { id: 'local', publish: async () => undefined, noticeOf: () => null, subscribe: () => () => undefined, listening: () => 0, ready: async () => undefined, close: async () => undefined };
}

/** LISTEN/NOTIFY on PostgreSQL; the listening connection is opened at the first subscription and opened again after a loss. */
export function pgBus(listenUrl: string, notifyWith: (q: ReturnType<typeof sql>) => Promise<unknown>): Bus {
  const id = randomBytes(6).toString('hex');
  const handlers = new Map<string, Set<BusHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = 500;
  /** The listening connection's number, and the channels it listens to (once their LISTEN went through). */
  let generation = 0;
  let listened = new Set<string>();
  let listenedOn: pg.Client | null = null;
  const listenOn = async (c: pg.Client, ch: string) => {
    await c.query(`listen ${checkChannel(ch)}`);
    if (listenedOn === c) listened.add(ch);
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: listenUrl });
      c.on('notification', (n) => {
        const set = handlers.get(n.channel);
        if (!set?.size || !n.payload) return;
        let msg: { o?: string; p?: unknown };
        try {
          msg = JSON.parse(n.payload) as { o?: string; p?: unknown };
        } catch {
          return;
        }
        if (msg.o === id) return;
        for (const fn of set) {
          try {
            fn(msg.p);
          } catch (e) {
            console.error(`[bus] ${n.channel}: ${(e as Error).message}`);
          }
        }
      });
      c.on('error', (e) => {
        console.error(`[bus] koneksi LISTEN terputus: ${e.message}; disambung lagi`);
        lost(c);
      });
      c.on('end', () => lost(c));
      try {
        await c.connect();
        generation++;
        listened = new Set();
        listenedOn = c;
        for (const ch of handlers.keys()) await listenOn(c, ch);
        client = c;
        retryMs = 500;
      } catch (e) {
        console.error(`[bus] LISTEN tidak tersambung: ${(e as Error).message}; dicoba lagi`);
        void c.end().catch(() => undefined);
        connecting = null;
        if (listenedOn === c) listenedOn = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), (retryMs = Math.min(retryMs * 2, 30_000))).unref();
        throw e;
      }
    })());

  function lost(c: pg.Client) {
    if (client !== c && connecting === null) return;
    if (client === c) client = null;
    connecting = null;
    if (listenedOn === c) {
      listenedOn = null;
      listened = new Set();
    }
    if (!closed && handlers.size) setTimeout(() => void connect().catch(() => undefined), retryMs).unref();
  }

  return {
    id,
    async publish(channel, payload, tx) {
      // JSON writes control characters (a NUL, which NOTIFY cannot carry) as escapes.
      const text = JSON.stringify({ o: id, p: payload });
      if (Buffer.byteLength(text) > BUS_MAX_BYTES) throw new Error(`pesan kanal ${channel} terlalu besar (${Buffer.byteLength(text)} byte)`);
      const q = sql`select pg_notify(${checkChannel(channel)}, ${text})`;
      if (tx) await tx.execute(q);
      else await notifyWith(q);
    },
    noticeOf(channel, payload) {
      return sql`select pg_notify(${checkChannel(channel)}, json_build_object('o', ${id}::text, 'p', ${payload})::text)`;
    },
    subscribe(channel, fn) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        void connect()
          .then(() => client && listenOn(client, channel))
          .catch(() => undefined);
      }
      set.add(fn);
      return () => void set.delete(fn);
    },
    listening(channel) {
      return client !== null && client === listenedOn && listened.has(channel) ? generation : null;
    },
    async ready() {
      if (!handlers.size) return;
      if (!client) await connect();
      // A round trip after the LISTENs sent so far: they have been applied.
      await client!.query('select 1');
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
