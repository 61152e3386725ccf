/** The company's backup schedule (one row): daily at an hour, keeping the newest N scheduled backups. */
import { boolean, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

export const jadwalBackup = pgTable('jadwal_backup', {
  id: serial('id').primaryKey(),
  aktif: boolean('aktif').notNull().default(false),
  /** Hour of the day (0–23, the server's local time). */
  jam: integer('jam').notNull().default(1),
  /** Scheduled backups kept; older ones are deleted. */
  simpan: integer('simpan').notNull().default(7),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
