/** Tables of the sales module besides the documents' own (derived from their declarations). */
import { date, index, jsonb, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
