/** Tables of the sales module besides the documents' own (derived from their declarations). */
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Cash-drawer sessions (spec §4 "Cash drawer", §7.5): one row per cashier and device (compname)
 * from the opening float (`saldoawal`, kaslacilogin) until the shift is closed (`ditutup`,
 * kaslacitutup).
 */
export const kasLaci = pgTable(
  'kas_laci',
  {
    id: serial('id').primaryKey(),
    userid: varchar('userid', { length: 30 }).notNull(),
    compname: varchar('compname', { length: 100 }).notNull(),
    saldoawal: numeric('saldoawal', { precision: 18, scale: 2 }).notNull(),
    dibuka: timestamp('dibuka', { withTimezone: true }).notNull().defaultNow(),
    ditutup: timestamp('ditutup', { withTimezone: true }),
    /** At the shift close: its number (TKS-<id>, the posting of the cash difference), its date and, per payment type, system figure, counted and difference. */
    notransaksi: varchar('notransaksi', { length: 40 }),
    tanggal: date('tanggal', { mode: 'string' }),
    ringkasan: jsonb('ringkasan'),
  },
  (t) => [index('kas_laci_user_device').on(t.userid, t.compname, t.ditutup)],
);

/**
 * The tax invoice serial number (NSFP, tax/nsfp.ts) each sale was given by the e-Faktur CSV export,
 * once and forever (issue 35): one number one sale. `sidik` is the fingerprint of the invoice as
 * last exported; a later export whose invoice differs (the sale was changed) writes it as a
 * replacement (FG_PENGGANTI 1, `pengganti` set) with the same number.
 */
export const nsfpPakai = pgTable(
  'nsfp_pakai',
  {
    id: serial('id').primaryKey(),
    nomor: varchar('nomor', { length: 13 }).notNull(),
    tahun: integer('tahun').notNull(),
    tipe: varchar('tipe', { length: 3 }).notNull(),
    notransaksi: varchar('notransaksi', { length: 40 }).notNull(),
    sidik: varchar('sidik', { length: 64 }).notNull(),
    pengganti: boolean('pengganti').notNull().default(false),
    diberikan: timestamp('diberikan', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nsfp_pakai_nomor').on(t.nomor), uniqueIndex('nsfp_pakai_transaksi').on(t.tipe, t.notransaksi)],
);

/**
 * Blocks of till numbers reserved while online for the sales a till makes offline (issue 39,
 * nomor-luring.ts): `awal`..`akhir` of the KSR series counter (`nomor_urut` of kode, kodekantor,
 * periode) taken at once for one cashier on one device; `sebelum` is what the format puts before
 * the counter and `digit` its width, so a number of the block is `sebelum` + the padded counter.
 * A block partly used when its shift closes gives back the rest (`dilepas`): void numbers, listed.
 */
export const kasirBlok = pgTable(
  'kasir_blok',
  {
    id: serial('id').primaryKey(),
    userid: varchar('userid', { length: 30 }).notNull(),
    compname: varchar('compname', { length: 100 }).notNull(),
    kode: varchar('kode', { length: 10 }).notNull(),
    kodekantor: varchar('kodekantor', { length: 5 }).notNull().default(''),
    periode: varchar('periode', { length: 8 }).notNull().default(''),
    sebelum: varchar('sebelum', { length: 40 }).notNull(),
    digit: integer('digit').notNull(),
    awal: integer('awal').notNull(),
    akhir: integer('akhir').notNull(),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
    /** Given back unused at the shift close (`kasir_blok_lepas`): counters `dilepas`..`akhir` are void, no sale takes them. */
    dilepas: integer('dilepas'),
  },
  (t) => [uniqueIndex('kasir_blok_awal').on(t.kode, t.kodekantor, t.periode, t.awal), index('kasir_blok_user').on(t.userid, t.compname)],
);

/**
 * The till sales that were made offline and arrived later (issue 39): when it was sold on the till
 * (`waktu`), from which block, and what the stock check would have refused then (`stokminus`: the
 * offline sale was accepted below zero and is reported here).
 */
export const kasirLuring = pgTable(
  'kasir_luring',
  {
    notransaksi: varchar('notransaksi', { length: 40 }).primaryKey(),
    userid: varchar('userid', { length: 30 }).notNull(),
    compname: varchar('compname', { length: 100 }).notNull(),
    blok: integer('blok'),
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    diterima: timestamp('diterima', { withTimezone: true }).notNull().defaultNow(),
    stokminus: varchar('stokminus', { length: 1000 }),
  },
  (t) => [index('kasir_luring_diterima').on(t.diterima)],
);
