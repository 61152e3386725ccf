/**
 * The company's marketplace shops (spec §3 "Marketplace shop"; the reply table tbl_marketplace of
 * §7.6). Column names are the spec's. Tokens are secrets: sealed at rest
 * (kernel sealSecret, `s1:…`), never returned to the browser, never logged.
 */
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const marketplaceToko = pgTable(
  'marketplace_toko',
  {
    /** Tokopedia, Shopee, Lazada or TiktokShop (MARKETPLACES). */
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    /** ShopID on the marketplace. */
    shop_id: varchar('shop_id', { length: 60 }).notNull(),
    /** ShopName. */
    namatoko: varchar('namatoko', { length: 150 }).notNull(),
    shopurl: varchar('shopurl', { length: 300 }).notNull().default(''),
    /** Domain. */
    domain_mp: varchar('domain_mp', { length: 150 }).notNull().default(''),
    marketplaceid: integer('marketplaceid').notNull().default(0),
    logo: varchar('logo', { length: 300 }).notNull().default(''),
    token: text('token').notNull().default(''),
    refreshtoken: text('refreshtoken').notNull().default(''),
    /** The office (kodekantor) whose stock and sales the shop uses. */
    dept: varchar('dept', { length: 5 }).notNull().default(''),
    aktifharga: boolean('aktifharga').notNull().default(false),
    levelharga: integer('levelharga').notNull().default(1),
    shop_code: varchar('shop_code', { length: 60 }).notNull().default(''),
    tgl_expired: date('tgl_expired', { mode: 'string' }),
    warning: boolean('warning').notNull().default(false),
    /** When the access token (`token`, sealed) expires; refreshed before (connect.ts accessFor). */
    token_exp: timestamp('token_exp', { withTimezone: true }),
    /** 'aktif', or 'perlu_hubung_ulang' when the platform refused a refresh or revoked the shop (shown as a warning). */
    status: varchar('status', { length: 20 }).notNull().default('aktif'),
    /** Why the shop needs attention (the platform's refusal), '' when none. Never a token. */
    pesan: text('pesan').notNull().default(''),
    /** Last connected (the callback of the platform's authorisation). */
    dihubungkan: timestamp('dihubungkan', { withTimezone: true }),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketplace, t.shop_id] })],
);

/**
 * The marketplace outbox (INTEGRATIONS.md "Rules every adapter follows"; docs/marketplace.md): what
 * must reach a platform, written in the same transaction as the change that asks for it, sent by
 * the worker (engine/worker.ts). One row per (kind, shop, platform item): a burst of changes to the
 * same item updates the same row (`versi` counts them), and the worker sends the figure it reads
 * at send time — so only the newest figure is ever sent. A row leaves when sent; a claim is a
 * lease (`claimed_until`, `claim`), so the claims of a server that died come back.
 */
export const mpOutbox = pgTable(
  'mp_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'stok' (update_stock) or 'harga' (update_price). */
    kind: varchar('kind', { length: 10 }).notNull(),
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    shop_id: varchar('shop_id', { length: 60 }).notNull(),
    /** The platform's item_id: one call per item with its models (Shopee update_stock/update_price). */
    kunci: varchar('kunci', { length: 60 }).notNull(),
    /** Raised by every change: a send that read an older versi leaves the row for the next send. */
    versi: integer('versi').notNull().default(1),
    due_at: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error').notNull().default(''),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    claim: varchar('claim', { length: 32 }).notNull().default(''),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
    diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mp_outbox_kunci').on(t.kind, t.marketplace, t.shop_id, t.kunci), index('mp_outbox_due').on(t.due_at)],
);

/**
 * The sync log (spec §3 "Sync log", §2.12 popup 3; act mp_get_logsync): one row per listing per
 * push (stock, price) or pull (itemmp_tarik), with its outcome and message. Kept 30 days.
 */
export const mpSynclog = pgTable(
  'mp_synclog',
  {
    id: serial('id').primaryKey(),
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    shop_id: varchar('shop_id', { length: 60 }).notNull(),
    /** 'stok', 'harga' or 'tarik'. */
    jenis: varchar('jenis', { length: 10 }).notNull(),
    item_id: varchar('item_id', { length: 40 }).notNull().default(''),
    model_id: varchar('model_id', { length: 40 }).notNull().default(''),
    sku: varchar('sku', { length: 100 }).notNull().default(''),
    kodeitem: varchar('kodeitem', { length: 30 }).notNull().default(''),
    /** The figure sent (stock or price), as text. */
    nilai: varchar('nilai', { length: 30 }).notNull().default(''),
    ok: boolean('ok').notNull(),
    msg: text('msg').notNull().default(''),
    tanggal_sync: timestamp('tanggal_sync', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mp_synclog_toko').on(t.shop_id, t.tanggal_sync)],
);

/**
 * Connect links given out by verifikasi_url and not yet used (connect.ts): the callback takes its
 * link's row (single use), so a link seen later (browser history, a shared screen) cannot connect
 * another shop to the company. Rows past `berlaku` are dropped at the next verifikasi_url.
 */
export const marketplaceSambung = pgTable('marketplace_sambung', {
  nonce: varchar('nonce', { length: 32 }).primaryKey(),
  marketplace: varchar('marketplace', { length: 20 }).notNull(),
  /** Who asked for the link. */
  userid: varchar('userid', { length: 50 }).notNull().default(''),
  berlaku: timestamp('berlaku', { withTimezone: true }).notNull(),
  dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
});
