/**
 * Payments (issue 38): the shop's QRIS and SNAP BI gateway settings (/paymentgateway, one row) and
 * every QRIS made at the till (`qris_bayar`, one row per referensi, with its status). Secrets (the
 * gateway's client secret and the private key) are sealed at rest (kernel sealSecret), never sent
 * to the browser, never logged.
 */
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const paymentGateway = pgTable('payment_gateway', {
  id: integer('id').primaryKey(),
  /** The static QRIS printed on the shop's sticker ('' none). */
  qrisstatis: text('qrisstatis').notNull().default(''),
  /** The account the QRIS money lands in until settlement ('' : the role Kliring QRIS). */
  kodeacc: varchar('kodeacc', { length: 20 }).notNull().default(''),
  /** Minutes a QRIS shown at the till is good for. */
  menit: integer('menit').notNull().default(5),
  /** A SNAP BI gateway is used for QRIS (qr-mpm-generate / query / notify). */
  snapaktif: boolean('snapaktif').notNull().default(false),
  baseurl: varchar('baseurl', { length: 300 }).notNull().default(''),
  prefix: varchar('prefix', { length: 100 }).notNull().default(''),
  clientid: varchar('clientid', { length: 150 }).notNull().default(''),
  /** Sealed (s1:…). */
  clientsecret: text('clientsecret').notNull().default(''),
  /** Sealed (s1:…): the PEM of our private key (the B2B token's SHA256withRSA signature). */
  privatekey: text('privatekey').notNull().default(''),
  /** The gateway's public key (PEM): checks the signature of its qr-mpm-notify. */
  publickeygateway: text('publickeygateway').notNull().default(''),
  partnerid: varchar('partnerid', { length: 60 }).notNull().default(''),
  channelid: varchar('channelid', { length: 20 }).notNull().default(''),
  merchantid: varchar('merchantid', { length: 60 }).notNull().default(''),
  terminalid: varchar('terminalid', { length: 60 }).notNull().default(''),
  diubah: timestamp('diubah', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A QRIS made for a till payment. status: menunggu (shown, not paid), dibayar (paid: by the gateway,
 * or confirmed by the cashier without one), gagal (the gateway says failed or cancelled), batal (the
 * till cancelled), kedaluwarsa (timed out unpaid), refund (paid after it was cancelled or timed out:
 * no sale may take it, the money goes back). A sale takes a paid referensi once (`dipakai`).
 */
export const qrisBayar = pgTable(
  'qris_bayar',
  {
    id: serial('id').primaryKey(),
    referensi: varchar('referensi', { length: 64 }).notNull().unique(),
    /** The till's draft number the QRIS was made for (what the cashier sees; the sale's own number comes at save). */
    notransaksi: varchar('notransaksi', { length: 40 }).notNull().default(''),
    nominal: numeric('nominal', { precision: 18, scale: 2 }).notNull(),
    qris: text('qris').notNull(),
    /** 'statis' (the shop's QRIS made dynamic; the cashier confirms) or 'snap' (the gateway confirms). */
    mode: varchar('mode', { length: 10 }).notNull(),
    status: varchar('status', { length: 15 }).notNull().default('menunggu'),
    kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true }).notNull(),
    /** The gateway's referenceNo ('' without one). */
    refgateway: varchar('refgateway', { length: 64 }).notNull().default(''),
    dibayar: timestamp('dibayar', { withTimezone: true }),
    /** Notifications received (a second one changes nothing). */
    notifikasi: integer('notifikasi').notNull().default(0),
    /** When the gateway was last asked (qr-mpm-query). */
    ditanya: timestamp('ditanya', { withTimezone: true }),
    dipakai: boolean('dipakai').notNull().default(false),
    userid: varchar('userid', { length: 30 }).notNull().default(''),
    pesan: text('pesan').notNull().default(''),
    dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qris_bayar_dibuat').on(t.dibuat)],
);
