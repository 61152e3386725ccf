/** Accounting tables of a company schema (drizzle-kit reads them through apps/server/src/schema/tenant.ts). */
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { documentTables, tableFor } from '@niaga/kernel/server';
import perkiraanMeta from './perkiraan/perkiraan';
import kasmasukMeta from './kas-masuk/kas-masuk';
import kaskeluarMeta from './kas-keluar/kas-keluar';
import kastransferMeta from './kas-transfer/kas-transfer';
import jurnalMeta from './jurnal/jurnal';
import saldoawalMeta from './saldo-awal/saldo-awal';
import catatanMeta from './catatan/catatan';

export const perkiraan = tableFor(perkiraanMeta);

/** Role → account bindings (/settingperkiraan). */
export const settingAkun = pgTable('setting_akun', {
  peran: varchar('peran', { length: 30 }).primaryKey(),
  perkiraan_id: integer('perkiraan_id')
    .notNull()
    .references(() => perkiraan.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const kasmasuk = documentTables(kasmasukMeta);
export const kaskeluar = documentTables(kaskeluarMeta);
export const kastransfer = documentTables(kastransferMeta);
export const jurnal = documentTables(jurnalMeta);
export const saldoawalakun = tableFor(saldoawalMeta);
export const catatantransaksi = tableFor(catatanMeta);
