/**
 * The storefront's page cache (issue 42, docs/store.md "Page cache"): a rendered page is kept per
 * company + address (host, path, query) + the company's storefront data version, and served again
 * while the version stays. Prices and stock stay live because every write that changes what a page
 * shows bumps the version in its own transaction:
 * - stock: the ledger's stock listeners (`onStockChanged`: every posting, reversal, repost — a till
 *   sale included);
 * - items: the item master's listeners (`onItemsChanged`: every item save, new or edited, batch
 *   or one, and delete — prices, names, active flag, category, units, variants, pictures);
 * - the store's own records: every save and delete of the store module's doctypes (store
 *   settings, content, blog, banners, labels, collections, special brands and products,
 *   categories, services), through `bumping` on their server hooks (server.ts).
 *
 * The version is read from the database in the page's own transaction, first (one cheap query), so
 * every process sees every commit: under READ COMMITTED the page's later reads are at least as new
 * as the version read, and a write committed after it makes the version differ. A bump inserts a
 * row (the writer's transaction id, once per transaction) into `toko_ubah` and never updates a
 * shared row: writers (tills selling at once) never wait for each other here, and the version is
 * the rows' count (a count only grows as transactions commit, so two equal counts saw the same
 * bumps). Server only.
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { beforeNext, rowsOf, type Database, type DoctypeServer, type HttpReply, type Tx } from '@niaga/kernel/server';

/** One row per transaction that changed what the storefront shows (n = 1), or one folding many (n = their number). */
export const tokoUbah = pgTable('toko_ubah', {
  xid: bigint('xid', { mode: 'number' }).primaryKey(),
  n: integer('n').notNull().default(1),
});

/** Rows of `toko_ubah` past which they are folded. */
export const PRUNE_AT = 1000;

/**
 * Marks the storefront's data changed, in the writer's transaction (once per transaction). Nothing
 * waits on its reply: it goes out with the transaction's next statement (`beforeNext`; after a
 * posting, its COMMIT), not in a round trip of its own while the posting's items, balances and
 * number series are locked (docs/operations.md, "Throughput").
 */
export async function bumpStorefront(tx: Tx): Promise<void> {
  await beforeNext(tx, sql`insert into toko_ubah (xid) values (txid_current()) on conflict (xid) do nothing`);
}

/** The company's storefront data version, as the transaction sees it, and the rows it is kept in. */
export async function storefrontVersion(tx: Tx): Promise<{ versi: number; rows: number }> {
  const [r] = await rowsOf<{ versi: string; rows: number }>(tx, sql`select coalesce(sum(n), 0)::text as versi, count(*)::int as rows from toko_ubah`);
  return { versi: Number(r?.versi ?? 0), rows: Number(r?.rows ?? 0) };
}

/**
 * Folds all but the newest 100 rows of `toko_ubah` into one (keyed by the highest folded id, a
 * committed transaction's, which never bumps again), in one transaction: the version stays. Two
 * processes folding at once: the second folds what is left or fails on the key and changes nothing.
 */
const folding = new Set<string>();
export async function foldVersions(db: Database, schema: string): Promise<void> {
  if (folding.has(schema)) return;
  folding.add(schema);
  try {
    await db.tx(schema, (tx) =>
      tx.execute(sql`with d as (delete from toko_ubah where xid in (select xid from toko_ubah order by xid desc offset 100) returning xid, n)
        insert into toko_ubah (xid, n) select max(xid), sum(n) from d having count(*) > 0`),
    );
  } finally {
    folding.delete(schema);
  }
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

/** Pages kept at most (least recently used go first); a page is ~20–60 KB. */
const MAX_PAGES = Number(process.env.STOREFRONT_CACHE_PAGES ?? 500);
const pages = new Map<string, { versi: number; reply: HttpReply }>();
let hits = 0;

/** The kept page of `key` made at version `versi`, if any. */
export function cachedPage(key: string, versi: number): HttpReply | null {
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
export function keepPage(key: string, versi: number, reply: HttpReply): void {
  if (reply.status !== 200 || typeof reply.body !== 'string') return;
  pages.delete(key);
  pages.set(key, { versi, reply });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

/** The company and version a page's transaction read (set by routes.ts), for `remembered`. */
const txVersion = new WeakMap<Tx, string>();
export const readAt = (tx: Tx, schema: string, versi: number) => void txVersion.set(tx, `${schema}|${versi}`);
const figures = new Map<string, number>();

/**
 * A figure (an item count) kept for the company's current version: the pages of one list share
 * their count, so only the first page asked after a change counts. Without a version (not a page's
 * transaction) it is always computed.
 */
export async function remembered(tx: Tx, key: string, compute: () => Promise<number>): Promise<number> {
  const at = txVersion.get(tx);
  if (!at) return compute();
  const k = `${at}|${key}`;
  const known = figures.get(k);
  if (known !== undefined) return known;
  const n = await compute();
  figures.set(k, n);
  while (figures.size > MAX_PAGES) figures.delete(figures.keys().next().value!);
  return n;
}

/** Pages served from the cache since the process started (tests, the bench). */
export const cacheHits = () => hits;
