/**
 * What the system module needs from the host that runs it: the tenant migrations (a backup names
 * the schema version it was made at; a restore migrates from it), where backup files live, and
 * when this server started. The host calls `configureSystem` once at start (apps/server/src/app.ts).
 */
import { resolve } from 'node:path';
import type { Migration } from '@niaga/kernel/server';

export interface SystemConfig {
  /** Tenant migrations in order (migrations/tenant). */
  migrations: Migration[];
  /** Backup files: BACKUP_DIR, default ./backups. One folder per company. */
  backupDir: string;
  /** The embedded database's data directory (PGlite), or null with PostgreSQL / in memory. */
  dataDir: string | null;
  /** Where the database is, as /infosistem shows it: the PGlite folder, or host:port/name (no password). */
  databaseLocation: string;
  startedAt: Date;
  /** Niaga's version (package.json). */
  version: string;
}

const cfg: SystemConfig = {
  migrations: [],
  backupDir: resolve(process.env.BACKUP_DIR || './backups'),
  dataDir: null,
  databaseLocation: '(memori)',
  startedAt: new Date(),
  version: '0.0.0',
};

export function configureSystem(c: Partial<SystemConfig>) {
  Object.assign(cfg, c);
  if (c.backupDir) cfg.backupDir = resolve(c.backupDir);
}

export const systemConfig = (): Readonly<SystemConfig> => cfg;
