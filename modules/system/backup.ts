/**
 * Backup and restore of one company (spec §2.10 /listbackup, /restorebackup).
 *
 * A backup file is the gzip of JSON lines:
 *   1. the manifest: {"produk":"niaga-backup","format":1, company, time, schema version (the tenant
 *      migrations applied), engine, Niaga's version}
 *   2. for each table of the company schema, in foreign-key order: ["tabel","<name>"] then one line
 *      per row (the database's own `row_to_json`, so values keep their exact text on both engines)
 *   3. the company's rows of the control schema: ["kontrol","berita"] then its own news
 *   4. the end: ["akhir",{"jumlah":{table: rows},"sha256":"<hex of every byte before this line>"}]
 *
 * It is read in one REPEATABLE READ transaction: one consistent snapshot of the company while the
 * tills keep writing (on PostgreSQL; the embedded PGlite runs one transaction at a time anyway).
 * A restore checks the whole file first (a damaged, truncated or foreign file is refused and
 * nothing is touched), then loads it in one transaction into a new schema migrated to the backup's
 * version, migrates it to the newest version, and then either registers it as a new company or
 * puts it in place of the company's current schema.
 */
export { PRODUCT, FORMAT, EXT, PESAN, type Manifest, type BackupInfo } from './backup-format';
export { companyDir, FILE_RE, backupPath, listBackups, deleteBackup, prune } from './backup-files';
export { writeBackup, type BackupOptions } from './backup-write';
export { verifyBackup } from './backup-read';
export { assertCompanyIdFree, restoreBackup, type RestoreTarget, type RestoreResult, type RestoreOptions } from './backup-restore';
