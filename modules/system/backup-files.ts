/** The backup files of a company on disk: where they live, their names, listing, deleting, pruning. */
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ActError, NUM } from '@niaga/kernel';
import { normaliseCompanyId, COMPANY_ID_RE } from '@niaga/kernel/server';
import { EXT, type BackupInfo } from './backup-format';

export const companyDir = (root: string, iper: string) => {
  const id = normaliseCompanyId(iper);
  if (!COMPANY_ID_RE.test(id)) throw new ActError(NUM.INVALID, 'Id Perusahaan tidak valid.');
  return join(root, id);
};

export const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** A backup file's name as listed: letters, digits, - and _, ending in .jsonl.gz. */
export const FILE_RE = /^[A-Za-z0-9_-]{1,120}\.jsonl\.gz$/;

export function backupPath(root: string, iper: string, file: string): string {
  if (!FILE_RE.test(file)) throw new ActError(NUM.INVALID, 'Nama berkas backup tidak valid.');
  return join(companyDir(root, iper), file);
}

/** The backups of a company, newest first (from the manifest written next to each file). */
export function listBackups(root: string, iper: string): BackupInfo[] {
  const dir = companyDir(root, iper);
  if (!existsSync(dir)) return [];
  const out: BackupInfo[] = [];
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(EXT) || !existsSync(join(dir, `${f}.json`))) continue;
    try {
      const info = JSON.parse(readFileSync(join(dir, `${f}.json`), 'utf8')) as Omit<BackupInfo, 'file' | 'ukuran'>;
      out.push({ ...info, file: f, ukuran: statSync(join(dir, f)).size });
    } catch {
      // A sidecar being written or damaged: the file is still there, only not listed.
    }
  }
  return out.sort((a, b) => b.manifest.waktu.localeCompare(a.manifest.waktu) || b.file.localeCompare(a.file));
}

export function deleteBackup(root: string, iper: string, file: string) {
  const p = backupPath(root, iper, file);
  if (!existsSync(p)) throw new ActError(NUM.NOT_FOUND, `Backup ${file} tidak ditemukan.`);
  unlinkSync(p);
  if (existsSync(`${p}.json`)) unlinkSync(`${p}.json`);
}

/** Keeps the newest `keep` backups of a kind (the schedule's), deleting older ones. */
export function prune(root: string, iper: string, jenis: string, keep: number): string[] {
  const gone: string[] = [];
  for (const b of listBackups(root, iper).filter((b) => b.manifest.jenis === jenis).slice(Math.max(keep, 1))) {
    deleteBackup(root, iper, b.file);
    gone.push(b.file);
  }
  return gone;
}
