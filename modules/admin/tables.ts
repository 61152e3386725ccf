/** Users and their rights, in each company's schema. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tableFor } from '@niaga/kernel/server';
import { kelompokAkses as kelompokAksesMeta } from './doctypes';

export const pengguna = pgTable(
  'pengguna',
  {
    id: serial('id').primaryKey(),
    userid: varchar('userid', { length: 30 }).notNull(),
    nama: varchar('nama', { length: 100 }).notNull().default(''),
    /** argon2id hash. */
    password_hash: varchar('password_hash', { length: 200 }).notNull(),
    /** Administrators hold every right. */
    admin: boolean('admin').notNull().default(false),
    aktif: boolean('aktif').notNull().default(true),
    kelompok: varchar('kelompok', { length: 30 }).notNull().default(''),
    loginshift: boolean('loginshift').notNull().default(false),
    kodedept: varchar('kodedept', { length: 10 }).notNull().default(''),
    /** Where password-reset links are mailed. */
    email: varchar('email', { length: 200 }).notNull().default(''),
    /** Per-user flags of spec §6 (doctypes.ts USER_FLAGS). */
    kuncitanggal: boolean('kuncitanggal').notNull().default(false),
    opsiemoney: boolean('opsiemoney').notNull().default(false),
    opsirakitan: boolean('opsirakitan').notNull().default(false),
    restoredb: boolean('restoredb').notNull().default(false),
    jatuhtempo: boolean('jatuhtempo').notNull().default(false),
    qrisaktif: boolean('qrisaktif').notNull().default(false),
    snapaktif: boolean('snapaktif').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pengguna_userid_key').on(t.userid)],
);

/**
 * A right: module access name × action, for a group (jenis 'G', subjek = kelompok) or a user
 * (jenis 'U', subjek = userid). A user's own row overrides the group's.
 */
export const hakAkses = pgTable(
  'hak_akses',
  {
    id: serial('id').primaryKey(),
    jenis: varchar('jenis', { length: 1 }).notNull(),
    subjek: varchar('subjek', { length: 30 }).notNull(),
    modul: varchar('modul', { length: 60 }).notNull(),
    aksi: varchar('aksi', { length: 20 }).notNull(),
    izin: boolean('izin').notNull(),
    urut: integer('urut').notNull().default(0),
  },
  (t) => [uniqueIndex('hak_akses_key').on(t.jenis, t.subjek, t.modul, t.aksi), index('hak_akses_subjek').on(t.subjek)],
);

/** Offices: the head office (pusat) is saved by /startingdb; branches later. */
export const kantor = pgTable(
  'kantor',
  {
    id: serial('id').primaryKey(),
    kodekantor: varchar('kodekantor', { length: 5 }).notNull(),
    namakantor: varchar('namakantor', { length: 100 }).notNull(),
    pusat: boolean('pusat').notNull().default(false),
    /** IANA time zone: Asia/Jakarta, Asia/Makassar or Asia/Jayapura. */
    timezone: varchar('timezone', { length: 40 }).notNull().default('Asia/Jakarta'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kantor_kodekantor_key').on(t.kodekantor)],
);

/** Company configuration values by name (appcfg of lgx/lgxtk), e.g. modeinputkasir. */
export const konfigurasi = pgTable('konfigurasi', {
  nama: varchar('nama', { length: 60 }).primaryKey(),
  nilai: text('nilai').notNull().default(''),
});

/** Access groups (Kelompok Akses User); their rights are hak_akses rows with jenis 'G'. */
export const kelompokAkses = tableFor(kelompokAksesMeta);
