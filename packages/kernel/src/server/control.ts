/**
 * The control schema: the company directory, sessions, routing and news. Business data never
 * lives here; it lives in one schema per company.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const control = pgSchema('control');

export const companies = control.table(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** Id Perusahaan as typed at login (stored uppercase). */
    idperusahaan: varchar('idperusahaan', { length: 30 }).notNull(),
    nama: varchar('nama', { length: 120 }).notNull(),
    /** The company's own schema. */
    schema_name: varchar('schema_name', { length: 63 }).notNull(),
    /** Server answering for this company in multi-server mode (tbl_url.ip_sistem). */
    ip_sistem: varchar('ip_sistem', { length: 200 }).notNull().default(''),
    /** Database start flag: 0 until /startingdb has run. */
    startflag: integer('startflag').notNull().default(0),
    expires_at: date('expires_at', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_idperusahaan_key').on(t.idperusahaan), uniqueIndex('companies_schema_key').on(t.schema_name)],
);

export const sessions = control.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the 256-bit random token; the token itself is never stored. */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userid: varchar('userid', { length: 30 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    loginshift: varchar('loginshift', { length: 10 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    adinfo: jsonb('adinfo').notNull().default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash)],
);

/** News published to every company (company_id null) or one company. */
export const berita = control.table('berita', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  judul: varchar('judul', { length: 200 }).notNull(),
  isi: text('isi').notNull().default(''),
  tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Login (and other password) attempts that failed, for rate limiting per company+user and per
 * address. `jenis`: 'login' (lgx), 'izin' (authaccess_izin), 'reset' (resetpw requests).
 */
export const loginAttempts = control.table(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userid: varchar('userid', { length: 30 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    jenis: varchar('jenis', { length: 10 }).notNull().default('login'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_user').on(t.company_id, t.userid, t.at), index('login_attempts_ip').on(t.ip, t.at)],
);

/** Password-reset links: only the sha-256 of the token is stored; valid until expires_at, once. */
export const passwordResets = control.table(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userid: varchar('userid', { length: 30 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.token_hash), index('password_resets_user').on(t.company_id, t.userid)],
);

/** A news item read by one user of one company. */
export const beritaBaca = control.table(
  'berita_baca',
  {
    berita_id: integer('berita_id')
      .notNull()
      .references(() => berita.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userid: varchar('userid', { length: 30 }).notNull(),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('berita_baca_key').on(t.berita_id, t.company_id, t.userid)],
);

/**
 * The routing service's directory (multi-server mode): which server answers for a company whose
 * schema lives on another server. Companies of this server are answered from `companies`.
 */
export const routes = control.table(
  'routes',
  {
    id: serial('id').primaryKey(),
    idperusahaan: varchar('idperusahaan', { length: 30 }).notNull(),
    ip_sistem: varchar('ip_sistem', { length: 200 }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('routes_idperusahaan_key').on(t.idperusahaan)],
);

/**
 * Edit locks (/modulterbuka): a record opened for editing belongs to one user's session until it
 * is saved, released, or the session ends (logout, expiry, revocation) — see locks.ts.
 */
export const editLocks = control.table(
  'kunci_edit',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What is locked: the doctype or document name … */
    modul: varchar('modul', { length: 60 }).notNull(),
    /** … and the record's key (its id). */
    kunci: varchar('kunci', { length: 100 }).notNull(),
    /** Shown to people: "Satuan PCS", "Kas Masuk KM-2601-00001". */
    label: varchar('label', { length: 200 }).notNull().default(''),
    userid: varchar('userid', { length: 30 }).notNull(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    sejak: timestamp('sejak', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kunci_edit_key').on(t.company_id, t.modul, t.kunci)],
);

/**
 * One-time supervisor authorisations (spec §7.2 authaccess_izin): another user's password grants
 * the calling session one use of one module right, for a short time — see grants.ts.
 */
export const grants = control.table(
  'izin_otorisasi',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the grant token given to the client. */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    modul: varchar('modul', { length: 60 }).notNull(),
    aksi: varchar('aksi', { length: 20 }).notNull(),
    /** The user whose password authorised it. */
    pemberi: varchar('pemberi', { length: 30 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('izin_otorisasi_token_key').on(t.token_hash)],
);

/**
 * API keys of other systems calling `/api` (/pengaturanapisistem, mSettingApi): a key per system,
 * with the rights of one user group of its company. Only the sha-256 of the key is stored; the key
 * is shown once when made. A revoked key is kept (with its last use) so the list still tells.
 */
export const apiKeys = control.table(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The calling system's name (unique per company among keys not revoked). */
    nama: varchar('nama', { length: 20 }).notNull(),
    /** The user group whose rights the key holds (kelompok_akses.kodekelompok). */
    kelompok: varchar('kelompok', { length: 30 }).notNull(),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    /** The key's first characters, shown in the list so a person can tell keys apart. */
    awalan: varchar('awalan', { length: 16 }).notNull(),
    dibuat_oleh: varchar('dibuat_oleh', { length: 30 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    last_ip: varchar('last_ip', { length: 64 }).notNull().default(''),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.key_hash), index('api_keys_company').on(t.company_id)],
);

/**
 * The kernel scheduler's runs (tasks.ts, issue 43): one row per periodic task and company (0: a
 * task of the whole server). A process claims a due row (its lease in `klaim_sampai`) before it
 * runs the task, so that it runs once across processes; a dead process's claim runs out.
 */
export const tugasJalan = control.table(
  'tugas_jalan',
  {
    nama: varchar('nama', { length: 80 }).notNull(),
    /** control.companies.id, or 0 for a task of the whole server. */
    company_id: integer('company_id').notNull(),
    /** When the last run that ended began (the next is due `everyMs` after it). */
    terakhir: timestamp('terakhir', { withTimezone: true }),
    /** When the run under way began. */
    mulai: timestamp('mulai', { withTimezone: true }),
    klaim: varchar('klaim', { length: 40 }),
    klaim_sampai: timestamp('klaim_sampai', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.nama, t.company_id] })],
);

/**
 * Long jobs (a backup, a restore, a vacuum, an item import) and their progress, held here so that a
 * poll answered by any process sees them (jobs.ts). `hidup_sampai`: the running process renews it;
 * a job whose process died shows as failed once it has run out.
 */
export const pekerjaan = control.table(
  'pekerjaan',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    /** Id Perusahaan. */
    iper: varchar('iper', { length: 30 }).notNull(),
    /** What kind of job (backup, restore, vacuum, import). */
    jenis: varchar('jenis', { length: 30 }).notNull(),
    /** 'jalan' while it runs, then what the owner says ('selesai', 'gagal', …). */
    status: varchar('status', { length: 20 }).notNull(),
    /** The job's state as its owner shows it (progress, message, result). */
    isi: jsonb('isi').notNull(),
    versi: integer('versi').notNull().default(0),
    mulai: timestamp('mulai', { withTimezone: true }).notNull().defaultNow(),
    selesai: timestamp('selesai', { withTimezone: true }),
    hidup_sampai: timestamp('hidup_sampai', { withTimezone: true }).notNull(),
  },
  (t) => [index('pekerjaan_iper_jalan').on(t.iper).where(sql`status = 'jalan'`)],
);

/**
 * The newest tenant migration each company schema has (issue 43), written by `applyMigrations` in
 * the transaction that applies it: a start's look at which companies are behind reads this table in
 * one query instead of every schema's `__migrations`. A schema without a row, or with another tag,
 * is looked at the long way (and its row written when it is found current).
 */
export const schemaVersions = control.table('schema_versions', {
  schema_name: varchar('schema_name', { length: 63 }).primaryKey(),
  tag: varchar('tag', { length: 200 }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Company schemas made ahead of need (tenancy.ts `keepSpares`, issue 43): created and migrated but
 * belonging to no company. A new company takes the oldest (its schema renamed, its seed written)
 * instead of creating ~1,000 relations while the person waits.
 */
export const spareSchemas = control.table('spare_schemas', {
  schema_name: varchar('schema_name', { length: 63 }).primaryKey(),
  made_at: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
});
