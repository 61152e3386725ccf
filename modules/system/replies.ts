/**
 * The replies of the system acts the screens read (./acts.ts: listbackup, backup_status and the
 * acts that start a job, backup_unduh, backup_unggah, infosistem, pengaturandb; dashboard/maintenance.ts:
 * maintenance_info; dashboard/push.ts: push_vapidkey), declared once:
 * the acts answer them and the screens (./screens) read them. Isomorphic: types only.
 */

/** A backup, restore or vacuum running on the server (its `hasil` once done). */
export interface JobView {
  job: string;
  jenis: string;
  status: 'jalan' | 'selesai' | 'gagal';
  mulai: string;
  selesai: string | null;
  msg: string;
  hasil: unknown;
}

/** A company's backup file. */
export interface Backup {
  file: string;
  waktu: string;
  jenis: string;
  ukuran: number;
  versi: string;
  idperusahaan: string;
  nama: string;
  baris: number;
}

/** The backup schedule: on, at which hour, how many kept. */
export interface Jadwal {
  aktif: boolean;
  jam: number;
  simpan: number;
}

/** `listbackup`: the company's backups (newest first), the schedule, whether the user may restore, the job running. */
export interface ListBackupReply {
  tbl_backup: Backup[];
  jadwal: Jadwal;
  bolehrestore: boolean;
  job: JobView | null;
}

/** `infosistem`: versions, uptime, the database and the company. */
export interface SystemInfo {
  niaga: string;
  node: string;
  mulai: string;
  uptime: number;
  database: { jenis: string; versi: string; lokasi: string; ukuran: number };
  perusahaan: { idperusahaan: string; nama: string; schema: string; ukuran: number; backupterakhir: string | null; backupfile: string | null };
  folderbackup: string;
}

/** `pengaturandb`: as infosistem, with the schedule and the job running. */
export interface PengaturanDbReply extends SystemInfo {
  jadwal: Jadwal;
  job: JobView | null;
}

/** `backup_unggah`: a one-time address to send a backup file to. */
export interface BackupLink {
  url: string;
}

/** `backup_unduh`: a one-time address of the file, and its name. */
export interface BackupDownload extends BackupLink {
  nama: string;
}

/** A maintenance notice: its title, when it takes place (ISO time) and its HTML body. */
export interface MaintenanceRow {
  judulinfo: string;
  dateinfo: string;
  isiinfo: string;
}

/** `maintenance_info`: whether a notice is current ('1'), the latest, and when the company's subscription ends (null: never). */
export interface MaintenanceInfoReply {
  sts_info: [{ status: '0' | '1' }];
  IM: MaintenanceRow[];
  tbl_langganan: [{ tglexp: string | null }];
}

/** `push_vapidkey`: the server's public key for Web Push subscriptions. */
export interface PushKeyReply {
  tbl_push: [{ publickey: string }];
}
