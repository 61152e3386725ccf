/** Accounting tables of a company schema besides the doctypes' own (derived from the manifest). */
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
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
