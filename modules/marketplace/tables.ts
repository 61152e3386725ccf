/**
 * The company's marketplace shops (spec §3 "Marketplace shop"; the reply table tbl_marketplace of
 * §7.6). Column names are the spec's. Tokens are secrets: sealed at rest
 * (kernel sealSecret, `s1:…`), never returned to the browser, never logged.
 */
import { boolean, date, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
