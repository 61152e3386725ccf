/**
 * The replies of the admin acts their screens read (log-acts.ts: logaktivitas_list,
 * modulterbuka_list and _reset; apikey-acts.ts: apisistem_list and _add; rights.ts: hakakses_get; settings-acts.ts: acccfgopt, dataperusahaan_get/_save,
 * pengaturanumum_get/_save; numbering-acts.ts: settingnomor_list; access-acts.ts: authactmenu; news.ts: getunreadinfo, info_list, info_get), declared once: the acts
 * annotate their handlers with them and the screens (./screens) import them. Isomorphic: types only.
 */
import type { NumberFormat } from '@niaga/kernel';
import type { VisibleItem } from './menu';

export interface LogRow {
  id: number;
  waktu: string;
  userid: string;
  act: string;
  modul: string | null;
  jenis: string;
  dokumen: string | null;
  ringkasan: { sebelum?: Record<string, unknown> | null; sesudah?: Record<string, unknown> | null } | null;
  ip: string | null;
}

export interface LockRow {
  id: number;
  modul: string;
  kunci: string;
  label: string | null;
  userid: string;
  sejak: string;
  ip: string | null;
}

export interface ApiKeyRow {
  id: number;
  nama: string;
  kelompok: string;
  awalan: string;
  dibuatoleh: string;
  dibuat: string;
  terakhirdipakai: string | null;
  ipterakhir: string;
  dicabut: string | null;
}

export interface NewApiKey {
  id: number;
  nama: string;
  kunci: string;
}

/** `logaktivitas_list`: a page of the activity log. */
export interface LogAktivitasReply {
  query_data: { totpage: number; totrec: number; page: number; limit: number }[];
  tbl_logaktivitas: LogRow[];
}

/** `modulterbuka_list`: the records open for editing now. */
export interface ModulTerbukaReply {
  tbl_modulterbuka: LockRow[];
}

/** `apisistem_list`: the API keys, active first. */
export interface ApiSistemReply {
  tbl_apisistem: ApiKeyRow[];
}

/** `modulterbuka_reset`: how many open records were released. */
export interface ModulTerbukaReset {
  jumlah: number;
}

/** One right of a group or user as the rights acts carry it (`hakakses_*`, `kelompokakses_save`). */
export interface WireRight {
  modul: string;
  aksi: string;
  izin: boolean;
}

/** `hakakses_get` of a group: its own rows. */
export interface HakAksesGroupReply {
  jenis: 'G';
  subjek: string;
  tbl_hakakses: WireRight[];
}

/** `hakakses_get` of a user: its own rows, its group and the group's rows (which hold where it has none). */
export interface HakAksesUserReply {
  jenis: 'U';
  subjek: string;
  kelompok: string;
  tbl_hakakses: WireRight[];
  tbl_hakakses_kelompok: WireRight[];
}

/** `hakakses_get`. */
export type HakAksesReply = HakAksesGroupReply | HakAksesUserReply;

/** One setting by name and its stored text (its default, '' when none). */
export interface ConfigValue {
  confname: string;
  confvalue: string;
}

/** `acccfgopt`: the settings asked for, in the order asked. */
export interface AccCfgOptReply {
  confreq: ConfigValue[];
}

/** A group of settings (company-config.ts) by field, each value of its field's kind: a flag boolean, an int number (null when empty), others text. */
export type ConfigGroup = { [field: string]: string | number | boolean | null };

/** `dataperusahaan_get`: the company's data and the cashier logo (a data URL, '' when none); `dataperusahaan_save` answers the data as written. */
export interface DataPerusahaanReply {
  tbl_dataperusahaan: [ConfigGroup];
  logo: string;
}

/** `pengaturanumum_get` and `_save`: the general settings. */
export interface PengaturanUmumReply {
  tbl_pengaturanumum: [ConfigGroup];
}

/** A transaction code's number format as /settingnomortrs shows it: its title, whether it is still the default (`bawaan`) and the next number (`contoh`). */
export interface NumberFormatRow extends NumberFormat {
  judul: string;
  bawaan: boolean;
  contoh: string;
}

/** An office a number format may be set for. */
export interface NumberOffice {
  kodekantor: string;
  namakantor: string;
  pusat: boolean;
}

/** `settingnomor_list`: the formats of a group's codes (and offices), and the offices. */
export interface SettingNomorReply {
  tbl_settingnomor: NumberFormatRow[];
  tbl_kantor: NumberOffice[];
}

/** `authactmenu`: what the user may open: everything (an administrator), the access names with the open right, and the menu they make. */
export interface AuthActMenuReply {
  semua: boolean;
  modul: string[];
  menu: VisibleItem[];
}

/** `getunreadinfo`: how many news items the user has not read. */
export interface UnreadInfoReply {
  tbl_berita: [{ jumlah: number }];
}

/** A news item in the list: the start of its text (`ringkasan`), whether the user read it, whether it is the company's own (`milik`: editable with info_ae). */
export interface BeritaRow {
  id: number;
  judul: string;
  /** ISO time. */
  tanggal: string;
  ringkasan: string;
  dibaca: boolean;
  milik: boolean;
}

/** `info_list`: a page of news, newest first. */
export interface InfoListReply {
  query_data: [{ totpage: number; totalrow: number }];
  tbl_berita: BeritaRow[];
}

/** A news item read whole. */
export interface BeritaDetail {
  id: number;
  judul: string;
  isi: string;
  /** ISO time. */
  tanggal: string;
}

/** `info_get`: one news item (now marked read by the user). */
export interface InfoGetReply {
  tbl_berita: [BeritaDetail];
}
