/** Accounting tables of a company schema besides the doctypes' own (derived from the manifest). */
import { date, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tableFor } from '@niaga/kernel/server';
import perkiraanMeta from './perkiraan/perkiraan';
import saldoawalMeta from './saldo-awal/saldo-awal';

export const perkiraan = tableFor(perkiraanMeta);
export const saldoawalakun = tableFor(saldoawalMeta);

/** Role → account bindings (/settingperkiraan). */
export const settingAkun = pgTable('setting_akun', {
  peran: varchar('peran', { length: 30 }).primaryKey(),
  perkiraan_id: integer('perkiraan_id')
    .notNull()
    .references(() => perkiraan.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Settled cheques/giro (giro/server.ts): one row while a payment's giro is settled, with the
 * settlement journal's number (CBG-<payment no>, source CBG) and date. Deleted when un-settled.
 */
export const giroCair = pgTable('giro_cair', {
  notransaksi: varchar('notransaksi', { length: 50 }).primaryKey(),
  tipe: varchar('tipe', { length: 5 }).notNull(),
  nobayar: varchar('nobayar', { length: 40 }).notNull().unique(),
  tanggal: date('tanggal', { mode: 'string' }).notNull(),
  kodeacc: varchar('kodeacc', { length: 20 }).notNull(),
  jumlah: numeric('jumlah', { precision: 18, scale: 2 }).notNull(),
  userid: varchar('userid', { length: 30 }).notNull().default(''),
  waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
});
