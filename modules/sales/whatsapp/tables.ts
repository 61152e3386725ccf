/**
 * WhatsApp Cloud API (docs/whatsapp.md): the company's settings (one row) and the messages — each
 * row is both the outbox entry the worker sends and the log entry /pengaturanwa shows.
 * The access token is a secret: sealed at rest (kernel sealSecret, `s1:…`), never returned, never logged.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const waPengaturan = pgTable('wa_pengaturan', {
  id: integer('id').primaryKey().default(1),
  /** The WhatsApp Business phone number id (Meta's, digits). */
  phone_number_id: varchar('phone_number_id', { length: 40 }).notNull().default(''),
  /** The access token, sealed (`s1:…`); '' when none. */
  token: text('token').notNull().default(''),
  /** Graph API version, e.g. v21.0. */
  versi_api: varchar('versi_api', { length: 10 }).notNull().default('v21.0'),
  /** Template language code. */
  bahasa: varchar('bahasa', { length: 10 }).notNull().default('id'),
  tpl_struk: varchar('tpl_struk', { length: 100 }).notNull().default('struk_belanja'),
  tpl_faktur: varchar('tpl_faktur', { length: 100 }).notNull().default('faktur_penjualan'),
  tpl_pengingat: varchar('tpl_pengingat', { length: 100 }).notNull().default('pengingat_piutang'),
  tpl_tes: varchar('tpl_tes', { length: 100 }).notNull().default('hello_world'),
  diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
});

export const waPesan = pgTable(
  'wa_pesan',
  {
    id: serial('id').primaryKey(),
    /** 'tes' | 'struk' | 'faktur' | 'pengingat'. */
    jenis: varchar('jenis', { length: 12 }).notNull(),
    /** The number, normalised: 628…. */
    nomor: varchar('nomor', { length: 20 }).notNull(),
    /** The sale document (kasir or jual) and its number, '' for a test. */
    doctype: varchar('doctype', { length: 20 }).notNull().default(''),
    docid: integer('docid'),
    notransaksi: varchar('notransaksi', { length: 40 }).notNull().default(''),
    /** The template name and its body parameters at queue time. */
    isi: jsonb('isi').notNull(),
    /** 'antri' (queued or retrying), 'terkirim', 'gagal' (given up). */
    status: varchar('status', { length: 10 }).notNull().default('antri'),
    attempts: integer('attempts').notNull().default(0),
    due_at: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    claim: varchar('claim', { length: 32 }).notNull().default(''),
    last_error: text('last_error').notNull().default(''),
    /** Meta's message id (wamid.…) once sent. */
    wamid: varchar('wamid', { length: 200 }).notNull().default(''),
    userid: varchar('userid', { length: 40 }).notNull().default(''),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
    diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_pesan_due').on(t.status, t.due_at), index('wa_pesan_doc').on(t.doctype, t.docid)],
);
