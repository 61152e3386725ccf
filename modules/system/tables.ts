/** The company's backup schedule (one row): daily at an hour, keeping the newest N scheduled backups. */
import { boolean, date, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const jadwalBackup = pgTable('jadwal_backup', {
  id: serial('id').primaryKey(),
  aktif: boolean('aktif').notNull().default(false),
  /** Hour of the day (0–23, the server's local time). */
  jam: integer('jam').notNull().default(1),
  /** Scheduled backups kept; older ones are deleted. */
  simpan: integer('simpan').notNull().default(7),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The day (server's local date) whose scheduled backup has been made: one a day across every process (scheduler.ts). */
  terakhir: date('terakhir', { mode: 'string' }),
  /** The process that is making today's backup, and until when its claim holds (another takes over after: it died). */
  klaim: varchar('klaim', { length: 40 }),
  klaim_sampai: timestamp('klaim_sampai', { withTimezone: true }),
});
