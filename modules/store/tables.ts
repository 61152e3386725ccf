/**
 * The directory of share ids (control schema): which company a storefront address /s/{shareid}
 * belongs to. A share id is unique across every company; the company's own `tokoonline` row is
 * the record, this row only routes to it (kept in the same transaction by the doctype's
 * beforeSave and beforeDelete, server.ts). Server only.
 */
import { integer, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, control } from '@niaga/kernel/server';

export const shareToko = control.table(
  'share_toko',
  {
    id: serial('id').primaryKey(),
    shareid: varchar('shareid', { length: 40 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_toko_shareid_key').on(t.shareid)],
);
