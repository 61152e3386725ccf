/**
 * The storefront's page cache (issue 42, docs/store.md "Page cache"): a rendered page is kept per
 * company + address (host, path, query) + the company's storefront data version, and served again
 * while the version stays. The version is kept in the process's memory, per database handle and
 * company schema, so a page served from the cache asks the database nothing. It moves:
 * - in the writing process, when a transaction that changed what a page shows has committed
 *   (the kernel's `whenCommitted`, before the write's answer goes out): the very next view shows it;
 * - in the other Niaga processes on the same PostgreSQL, when the writer's notice arrives on the
 *   kernel's bus (channel `niaga_toko`, NOTIFY sent in the writing transaction, so only when it
 *   commits; moments after the commit). While this process does not listen on the channel (the
 *   LISTEN connection not made yet, or lost), no page is kept or served from the cache; a
 *   connection made again starts new versions (notices sent while it was down never arrived).
 *   On PGlite there is one process and the bus is always "listening".
 *
 * What bumps (bumpStorefront, in the writer's transaction, once per transaction):
 * - stock: the ledger's stock listeners (`onStockChanged`: every posting, reversal, repost — a till
 *   sale included);
 * - items: the item master's listeners (`onItemsChanged`: every item save, new or edited, batch
 *   or one, and delete — prices, names, active flag, category, units, variants, pictures);
 * - the store's own records: every save and delete of the store module's doctypes (store
 *   settings, content, blog, banners, labels, collections, special brands and products,
 *   categories, services), through `bumping` on their server hooks (server.ts).
 *
 * Correctness: a page reads the version before its transaction starts and is kept under it; the
 * version moves only after a writer's commit, so a page kept under the current version read data
 * at least as new as every change that moved it. Writes that bypass the acts (raw SQL) move
 * nothing. Server only.
 */
import { sql } from 'drizzle-orm';
import { atCommit, databaseOf, rowsOf, schemaOfTx, whenCommitted, type Database, type DoctypeServer, type HttpReply, type Tx } from '@niaga/kernel/server';

/** The bus channel on which a writer names the company schema whose storefront data changed. */
export const STOREFRONT_CHANNEL = 'niaga_toko';

/** Pages kept at most per database handle (least recently used go first); a page is ~5–60 KB. */
const MAX_PAGES = Number(process.env.STOREFRONT_CACHE_PAGES ?? 500);
/**
 * Companies whose values (`remembered`: counts, ids of a list, the store, the sidebar) are kept at
 * most per database handle, each only for its current version (least recently used go first).
 */
const MAX_COMPANIES = 100;

/** What this process knows of one database's storefronts. */
interface Follow {
  /** The last change heard per company schema (a value of `clock`; absent: none since start). */
  changed: Map<string, number>;
  pages: Map<string, { versi: string; reply: HttpReply }>;
  /** Per company schema: the version its values were read at, and the values by key. */
  figures: Map<string, { at: string; values: Map<string, unknown> }>;
  /** Until the LISTEN is first in place (or given up on): what the first pages wait for. */
  started: Promise<void> | null;
}
/** Increases with every change heard, in this process: versions never repeat. */
let clock = 0;
let hits = 0;
const follows = new WeakMap<Database, Follow>();

/** How long the first storefront page of a process waits for its LISTEN (then it goes on uncached). */
const LISTEN_WAIT_MS = 2_000;

function follow(db: Database): Follow {
  let f = follows.get(db);
  if (!f) {
    const made: Follow = { changed: new Map(), pages: new Map(), figures: new Map(), started: null };
    follows.set(db, (f = made));
    db.bus.subscribe(STOREFRONT_CHANNEL, (schema) => {
      if (typeof schema === 'string') made.changed.set(schema, ++clock);
    });
    // The first page waits (a little) for the LISTEN to be in place: from then on pages are kept.
    let timer: NodeJS.Timeout | undefined;
    made.started = Promise.race([db.bus.ready().catch(() => undefined), new Promise<void>((r) => (timer = setTimeout(r, LISTEN_WAIT_MS).unref()))]).finally(() => {
      clearTimeout(timer);
      made.started = null;
    });
  }
  return f;
}

/**
 * The company's storefront data version in this process (no database round trip once the process
 * listens), or null when it cannot be trusted (this process does not hear the other processes'
 * notices now).
 */
export async function storefrontVersion(db: Database, schema: string): Promise<string | null> {
  const f = follow(db);
  if (f.started) await f.started;
  return versionNow(db, f, schema);
}

function versionNow(db: Database, f: Follow, schema: string): string | null {
  const listening = db.bus.listening(STOREFRONT_CHANNEL);
  return listening === null ? null : `${listening}.${f.changed.get(schema) ?? 0}`;
}

/** The transactions (and savepoints) that already told the other processes. */
const told = new WeakSet<Tx>();

/**
 * Marks the storefront's data changed, in the writer's transaction (one statement, once per
 * transaction): this process's version moves once it has committed, and the company is told to
 * the other processes with the COMMIT (NOTIFY, sent with it: no round trip of its own; in a
 * savepoint, at once — a savepoint rolled back takes its notice, and one told in a savepoint is
 * told again by its transaction).
 */
export async function bumpStorefront(tx: Tx): Promise<void> {
  if (told.has(tx)) return;
  told.add(tx);
  // The schema the transaction was opened in or its session put first: no round trip while the
  // posting's rows are locked (docs/operations.md, "Throughput"); asked only when neither is known.
  const schema = schemaOfTx(tx) ?? (await rowsOf<{ schema: string }>(tx, sql`select current_schema() as schema`))[0].schema;
  whenCommitted(tx, (db) => void follow(db).changed.set(schema, ++clock), `${STOREFRONT_CHANNEL}:${schema}`);
  const notice = databaseOf(tx).bus.noticeOf(STOREFRONT_CHANNEL, sql`current_schema()`);
  if (!notice) return;
  const savepoint = ((tx as unknown as { nestedIndex?: number }).nestedIndex ?? 0) > 0;
  if (savepoint) await tx.execute(notice);
  else await atCommit(tx, notice);
}

/** A doctype's server hooks that also bump the storefront's version on every save and delete. */
export function bumping<F>(server: DoctypeServer<F> = {}): DoctypeServer<F> {
  return {
    ...server,
    async beforeSave(ctx, rec, old, extra) {
      await bumpStorefront(ctx.tx);
      return server.beforeSave?.(ctx, rec, old, extra) as F;
    },
    ...(server.beforeSaveMany
      ? {
          async beforeSaveMany(ctx, recs) {
            await bumpStorefront(ctx.tx);
            return server.beforeSaveMany!(ctx, recs);
          },
        }
      : {}),
    async beforeDelete(ctx, old) {
      await bumpStorefront(ctx.tx);
      await server.beforeDelete?.(ctx, old);
    },
  };
}

/** The kept page of `key` made at version `versi`, if any. */
export function cachedPage(db: Database, key: string, versi: string): HttpReply | null {
  const { pages } = follow(db);
  const e = pages.get(key);
  if (!e || e.versi !== versi) return null;
  pages.delete(key);
  pages.set(key, e);
  hits++;
  return e.reply;
}

/**
 * Keeps a page (a 200 with a text body) made at version `versi`. Never a 404: a share id that
 * moved to another company is found again (routes.ts), not answered from the cache.
 */
export function keepPage(db: Database, schema: string, key: string, versi: string, reply: HttpReply): void {
  if (reply.status !== 200 || typeof reply.body !== 'string' || MAX_PAGES <= 0) return;
  const f = follow(db);
  // A page whose version has moved meanwhile would never be served: not kept.
  if (versionNow(db, f, schema) !== versi) return;
  const { pages } = f;
  pages.delete(key);
  pages.set(key, { versi, reply });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

/** The handle, company and version a page's transaction was started at (set by routes.ts), for `remembered`. */
const txVersion = new WeakMap<Tx, { db: Database; f: Follow; schema: string; versi: string }>();
export const readAt = (tx: Tx, db: Database, schema: string, versi: string) => void txVersion.set(tx, { db, f: follow(db), schema, versi });

/** Whether `remembered` keeps what it reads in this transaction (a cached page's, the cache on). */
export const canRemember = (tx: Tx) => MAX_PAGES > 0 && txVersion.has(tx);

/**
 * A value read for the company's current version (an item count, the ids of a list, the store,
 * the sidebar): the pages of one version share it, so only the first page asked after a change
 * reads it. The values of an older version are dropped when a page of a newer one keeps one.
 * Without a version (not a cached page's transaction, or the cache off) it is always read.
 */
export async function remembered<T>(tx: Tx, key: string, compute: () => Promise<T>): Promise<T> {
  const v = txVersion.get(tx);
  if (!v || MAX_PAGES <= 0) return compute();
  const { figures } = v.f;
  const mine = figures.get(v.schema);
  if (mine?.at === v.versi && mine.values.has(key)) return mine.values.get(key) as T;
  const value = await compute();
  // Kept only while its version is still the company's (a page started before a change keeps nothing).
  if (versionNow(v.db, v.f, v.schema) !== v.versi) return value;
  let now = figures.get(v.schema);
  if (!now || now.at !== v.versi) now = { at: v.versi, values: new Map() };
  figures.delete(v.schema);
  figures.set(v.schema, now);
  now.values.set(key, value);
  while (figures.size > MAX_COMPANIES) figures.delete(figures.keys().next().value!);
  return value;
}

/** Pages served from the cache since the process started (tests, the bench). */
export const cacheHits = () => hits;
