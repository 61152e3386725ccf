/**
 * Web Push (spec §7.8, VAPID): the service's key pair, made once on the server and kept here (the
 * browser gets the public key from the `push_vapidkey` act; nothing is written into the client),
 * and the browsers subscribed, each for one company and login id.
 */
import { integer, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, control } from '@niaga/kernel/server';

export const pushVapid = control.table('push_vapid', {
  id: serial('id').primaryKey(),
  public_key: text('public_key').notNull(),
  private_key: text('private_key').notNull(),
  dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
});

export const pushLangganan = control.table(
  'push_langganan',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userid: varchar('userid', { length: 30 }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_langganan_endpoint_key').on(t.endpoint)],
);
