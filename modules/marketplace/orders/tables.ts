/**
 * The order side's own tables (issue 37 item 5, 6): the runs of order pulls with each order's
 * outcome (what `mp_get_logorder` and popup 3 show; spec §3 "Sync log: no_order_mp, msg"), and every
 * platform push received, once per body (a platform that sends the same push again adds nothing).
 */
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** One pull of a shop's orders (the poll, `mp_getorder`, or the orders a push named). */
export const mpTarik = pgTable(
  'mp_tarik',
  {
    id: serial('id').primaryKey(),
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    shop_id: varchar('shop_id', { length: 60 }).notNull(),
    /** tarik (poll), manual (mp_getorder), push. */
    sumber: varchar('sumber', { length: 10 }).notNull(),
    /** The update_time window asked (Unix seconds): the next poll starts where a finished one ended. */
    dari: bigint('dari', { mode: 'number' }).notNull().default(0),
    sampai: bigint('sampai', { mode: 'number' }).notNull().default(0),
    mulai: timestamp('mulai', { withTimezone: true }).notNull().defaultNow(),
    selesai: timestamp('selesai', { withTimezone: true }),
    /** A failure of the whole pull (the platform refused the list), '' when none. */
    msg: text('msg').notNull().default(''),
  },
  (t) => [index('mp_tarik_toko').on(t.marketplace, t.shop_id, t.id)],
);

/** One order's outcome in a pull: saved (berhasil) or not, with the message. */
export const mpTarikBaris = pgTable(
  'mp_tarik_baris',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tarik_id: integer('tarik_id')
      .notNull()
      .references(() => mpTarik.id, { onDelete: 'cascade' }),
    no_order_mp: varchar('no_order_mp', { length: 60 }).notNull(),
    berhasil: boolean('berhasil').notNull(),
    msg: text('msg').notNull().default(''),
  },
  (t) => [index('mp_tarik_baris_tarik').on(t.tarik_id)],
);

/** Every push (webhook) received whose signature held, once per (marketplace, body hash). */
export const mpPush = pgTable(
  'mp_push',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    shop_id: varchar('shop_id', { length: 60 }).notNull(),
    /** order, authorised, revoked, expiring, other. */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    no_order_mp: varchar('no_order_mp', { length: 60 }).notNull().default(''),
    status: varchar('status', { length: 30 }).notNull().default(''),
    /** SHA-256 of the raw body (hex). */
    sidik: varchar('sidik', { length: 64 }).notNull(),
    isi: text('isi').notNull(),
    diterima: timestamp('diterima', { withTimezone: true }).notNull().defaultNow(),
    /** When acted on (the order fetched and imported, the shop marked); null while waiting. */
    diproses: timestamp('diproses', { withTimezone: true }),
    msg: text('msg').notNull().default(''),
  },
  (t) => [uniqueIndex('mp_push_sidik').on(t.marketplace, t.sidik)],
);
