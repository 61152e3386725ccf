/**
 * The backup file's format: its product and version marks, its manifest, the refusals' words and
 * the bytes a reader looks for (backup.ts describes the file).
 */
export const PRODUCT = 'niaga-backup';
export const FORMAT = 1;
export const EXT = '.jsonl.gz';

export interface Manifest {
  produk: typeof PRODUCT;
  format: number;
  idperusahaan: string;
  nama: string;
  startflag: number;
  expires_at: string | null;
  /** ISO time the snapshot was taken. */
  waktu: string;
  /** Tenant migrations applied to the company, in order: its schema version is the last. */
  migrasi: string[];
  versi: string;
  engine: string;
  niaga: string;
  /** Why it was made: manual, jadwal (schedule), sebelum-restore. */
  jenis: string;
}

export interface BackupInfo {
  file: string;
  ukuran: number;
  manifest: Manifest;
  jumlah: Record<string, number>;
  sha256: string;
}

export const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Messages of refusals: one place, the same words in tests, docs and screens. */
export const PESAN = {
  bukanBackup: 'Berkas ini bukan backup Niaga; tidak ada data yang diubah.',
  terpotong: 'Berkas backup tidak lengkap (terpotong); tidak ada data yang diubah.',
  checksum: 'Checksum berkas backup tidak cocok: berkas rusak atau telah diubah; tidak ada data yang diubah.',
  rusak: (why: string) => `Berkas backup rusak (${why}); tidak ada data yang diubah.`,
  versiBaru: (v: string) => `Backup ini dibuat dengan versi skema yang tidak dikenal server ini (${v}); perbarui Niaga lebih dulu. Tidak ada data yang diubah.`,
} as const;

export const NL = 0x0a;
export const OPEN_BRACE = 0x7b;
export const OPEN_BRACKET = 0x5b;
