/** Tables of the fixed-asset module besides the register's own (derived from its declaration). */
import { date, index, integer, numeric, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/** One depreciation run per month (posting PNY-<yyyy-mm>, source PNY). */
export const penyusutan = pgTable('penyusutan', {
  id: serial('id').primaryKey(),
  periode: varchar('periode', { length: 7 }).notNull().unique(),
  notransaksi: varchar('notransaksi', { length: 40 }).notNull().unique(),
  tanggal: date('tanggal', { mode: 'string' }).notNull(),
  total: numeric('total', { precision: 18, scale: 2 }).notNull(),
  jumlahaset: integer('jumlahaset').notNull(),
  userid: varchar('userid', { length: 30 }).notNull().default(''),
  waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
});

/** The amount of each asset in a run. */
export const penyusutanDetail = pgTable(
  'penyusutan_detail',
  {
    id: serial('id').primaryKey(),
    penyusutan_id: integer('penyusutan_id')
      .notNull()
      .references(() => penyusutan.id, { onDelete: 'cascade' }),
    periode: varchar('periode', { length: 7 }).notNull(),
    kodeaset: varchar('kodeaset', { length: 20 }).notNull(),
    kodeaccakum: varchar('kodeaccakum', { length: 20 }).notNull(),
    kodeaccbiaya: varchar('kodeaccbiaya', { length: 20 }).notNull(),
    nilai: numeric('nilai', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [unique('penyusutan_detail_periode_aset').on(t.periode, t.kodeaset), index('penyusutan_detail_aset').on(t.kodeaset, t.periode)],
);

/** The disposal postings of assets (source LA, number LA-<kodeaset>): one row while an asset is disposed. */
export const pelepasanAset = pgTable('pelepasan_aset', {
  notransaksi: varchar('notransaksi', { length: 40 }).primaryKey(),
  kodeaset: varchar('kodeaset', { length: 20 }).notNull().unique(),
});
