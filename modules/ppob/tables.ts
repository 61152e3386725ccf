/**
 * The PPOB tables (issue 41; docs/ppob.md). The aggregator account is one row (`ppob_akun`, id 1):
 * its key and webhook secret sealed at rest (kernel sealSecret, `s1:…`), never sent to the browser,
 * never logged. The price list is a cache of the aggregator's (`ppob_produk`, with its time in
 * `ppob_akun.pricelist_at`); margins are per category or per product (`ppob_margin`). Every
 * purchase is one `ppob_transaksi` row, unique on `ref_id` (the sale's idempotency key, sent to the
 * aggregator as its ref_id): a retry or a double press finds the row and never buys twice.
 */
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';

export const ppobAkun = pgTable('ppob_akun', {
  id: integer('id').primaryKey(),
  baseurl: varchar('baseurl', { length: 300 }).notNull().default(''),
  username: varchar('username', { length: 100 }).notNull().default(''),
  /** The API key, sealed. */
  apikey: text('apikey').notNull().default(''),
  /** The webhook secret (X-Hub-Signature), sealed. */
  webhooksecret: text('webhooksecret').notNull().default(''),
  /** Margin of a product with no margin of its own or of its category. */
  marginumum: numeric('marginumum', { precision: 20, scale: 2 }).notNull().default('0'),
  /** The deposit as the aggregator last said (cek-saldo), and when. */
  saldo: numeric('saldo', { precision: 20, scale: 2 }),
  saldo_at: timestamp('saldo_at', { withTimezone: true }),
  /** When the price list was last fetched. */
  pricelist_at: timestamp('pricelist_at', { withTimezone: true }),
  diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
});

export const ppobProduk = pgTable(
  'ppob_produk',
  {
    sku: varchar('sku', { length: 60 }).primaryKey(),
    nama: varchar('nama', { length: 200 }).notNull(),
    kategori: varchar('kategori', { length: 60 }).notNull().default(''),
    brand: varchar('brand', { length: 60 }).notNull().default(''),
    /** pulsa, data, pln or lain (customer-no.ts jenisOf). */
    jenis: varchar('jenis', { length: 10 }).notNull(),
    /** The aggregator's price: our cost. */
    harga: numeric('harga', { precision: 20, scale: 2 }).notNull(),
    /** buyer_product_status and seller_product_status both on. */
    aktif: boolean('aktif').notNull(),
  },
  (t) => [index('ppob_produk_jenis').on(t.jenis, t.brand)],
);

export const ppobMargin = pgTable('ppob_margin', {
  /** 'kategori' or 'produk'. */
  jenis: varchar('jenis', { length: 10 }).notNull(),
  /** The category's name or the product's sku. */
  kunci: varchar('kunci', { length: 60 }).notNull(),
  margin: numeric('margin', { precision: 20, scale: 2 }).notNull(),
}, (t) => [uniqueIndex('ppob_margin_kunci').on(t.jenis, t.kunci)]);

export const ppobTransaksi = pgTable(
  'ppob_transaksi',
  {
    id: serial('id').primaryKey(),
    /** The sale's idempotency key, the aggregator's ref_id. */
    ref_id: varchar('ref_id', { length: 64 }).notNull(),
    /** PPOB-<id>: the posting's number. */
    notransaksi: varchar('notransaksi', { length: 30 }).notNull().default(''),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    sku: varchar('sku', { length: 60 }).notNull(),
    nama: varchar('nama', { length: 200 }).notNull(),
    kategori: varchar('kategori', { length: 60 }).notNull().default(''),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    customer_no: varchar('customer_no', { length: 30 }).notNull(),
    /** Cost (from the deposit), sale price, margin. */
    modal: numeric('modal', { precision: 20, scale: 2 }).notNull(),
    jual: numeric('jual', { precision: 20, scale: 2 }).notNull(),
    margin: numeric('margin', { precision: 20, scale: 2 }).notNull(),
    /** Pending, Sukses or Gagal. */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    rc: varchar('rc', { length: 4 }).notNull().default(''),
    /** Serial number / PLN token. */
    sn: varchar('sn', { length: 200 }).notNull().default(''),
    pesan: text('pesan').notNull().default(''),
    /** Whether the aggregator has answered this ref_id at least once. */
    terkirim: boolean('terkirim').notNull().default(false),
    userid: varchar('userid', { length: 50 }).notNull().default(''),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
    diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ppob_transaksi_ref').on(t.ref_id), index('ppob_transaksi_tanggal').on(t.tanggal), index('ppob_transaksi_status').on(t.status)],
);
