/**
 * The replies of the admin acts their screens read (log-acts.ts: logaktivitas_list,
 * modulterbuka_list and _reset; apikey-acts.ts: apisistem_list and _add; rights.ts: hakakses_get), declared once: the acts
 * annotate their handlers with them and the screens (./screens) import them. Isomorphic: types only.
 */
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
