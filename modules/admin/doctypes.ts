/**
 * Declarations of the users module's doctypes: users (mUser: /listuser, /userad, /usered) and
 * access groups (Kelompok Akses User: /aksesuserkelompokad, /aksesuserkelompoked). Isomorphic: the
 * web imports them for its list and form screens; the server derives acts from them (users.ts,
 * rights.ts). The password and the rights matrix are not columns: they travel as extra fields of
 * the save acts (`password`; `hak`).
 */
import { code, doctype, flag, text } from '@niaga/kernel';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The per-user flags of spec §6, besides the login department: column → label. */
export const USER_FLAGS = {
  kuncitanggal: 'Kunci Tanggal',
  opsiemoney: 'Opsi E-Money',
  opsirakitan: 'Opsi Perakitan',
  restoredb: 'Restore Database',
  jatuhtempo: 'Ubah Jatuh Tempo',
  qrisaktif: 'QRIS Aktif',
  snapaktif: 'SNAP Aktif',
} as const;
export type UserFlag = keyof typeof USER_FLAGS;

export const pengguna = doctype({
  name: 'pengguna',
  title: 'User',
  access: 'mUser',
  key: 'userid',
  routes: { list: '/listuser', add: '/userad', edit: '/usered' },
  fields: {
    userid: code('User ID', 30).unique().upper(),
    nama: text('Nama User', 100),
    kelompok: code('Kelompok Akses', 30).upper().optional(),
    admin: flag('Administrator', false),
    aktif: flag('Aktif', true),
    kodedept: code('Login Dept / Gudang', 10).upper().optional(),
    loginshift: flag('Wajib Login Shift', false),
    email: text('Email', 200).optional().pattern(EMAIL, 'Format email tidak valid'),
    kuncitanggal: flag(USER_FLAGS.kuncitanggal, false),
    opsiemoney: flag(USER_FLAGS.opsiemoney, false),
    opsirakitan: flag(USER_FLAGS.opsirakitan, false),
    restoredb: flag(USER_FLAGS.restoredb, false),
    jatuhtempo: flag(USER_FLAGS.jatuhtempo, false),
    qrisaktif: flag(USER_FLAGS.qrisaktif, false),
    snapaktif: flag(USER_FLAGS.snapaktif, false),
  },
  list: { columns: ['userid', 'nama', 'kelompok', 'kodedept', 'admin', 'aktif'], search: ['userid', 'nama', 'kelompok'] },
});

export const kelompokAkses = doctype({
  name: 'kelompokakses',
  rows: 'few',
  title: 'Kelompok Akses User',
  access: 'mUser',
  key: 'kodekelompok',
  routes: { list: '/aksesuser', add: '/aksesuserkelompokad', edit: '/aksesuserkelompoked' },
  fields: {
    kodekelompok: code('Kode Kelompok', 30).unique().upper(),
    namakelompok: text('Nama Kelompok', 100),
    keterangan: text('Keterangan', 200).optional(),
  },
  list: { columns: ['kodekelompok', 'namakelompok', 'keterangan'], search: ['kodekelompok', 'namakelompok'] },
});

export const doctypes = [pengguna, kelompokAkses];

/** The password rule (spec §5 shows none; we ask for at least this many characters). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
