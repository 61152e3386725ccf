/**
 * Scheduled backups: once a minute, every company whose schedule is on and whose hour has come
 * gets one backup a day (kind `jadwal`); the oldest scheduled backups beyond its "keep" are deleted.
 *
 * Once across processes (issue 43): every Niaga process on one database runs this timer, and a
 * day's backup is claimed in the company's `jadwal_backup` row first — one UPDATE that takes the row
 * only when that day's backup is not made (`terakhir`) and no live claim holds it (`klaim_sampai`),
 * as the marketplace outbox leases its rows (modules/marketplace/engine/worker.ts). Two processes
 * updating at once: the second waits for the first's commit and then finds the claim. A process
 * that dies while making it leaves its claim to run out (`BACKUP_LEASE_MS`, 30 minutes): the next
 * process to look after that makes the backup.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companies, rowsOf, type Company, type Database } from '@niaga/kernel/server';
import { backupJob, readSchedule } from './acts';
import { listBackups, prune } from './backup';
import { systemConfig } from './config';
import { runningJob, settled } from './jobs';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const BACKUP_LEASE_MS = 30 * 60_000;
/** How long a claim on a day's backup holds: `BACKUP_LEASE_MS` (at least 5 s), else 30 minutes. */
const leaseMs = () => {
  const env = Number(process.env.BACKUP_LEASE_MS);
  return Number.isFinite(env) && env >= 5_000 ? env : BACKUP_LEASE_MS;
};

/** Claims the day's scheduled backup of a company for this process; the claim's token, or null when it is made or another process holds it. */
export async function claimScheduledBackup(db: Database, schema: string, day: string, lease = leaseMs()): Promise<string | null> {
  const token = randomBytes(12).toString('hex');
  const got = await db.tx(schema, (tx) =>
    rowsOf<{ id: number }>(
      tx,
      sql`update jadwal_backup set klaim = ${token}, klaim_sampai = clock_timestamp() + ${lease} * interval '1 millisecond'
          where id = (select min(id) from jadwal_backup) and aktif and (terakhir is null or terakhir < ${day}::date)
            and (klaim_sampai is null or klaim_sampai < clock_timestamp())
          returning id`,
    ),
  );
  return got.length ? token : null;
}

/** Ends a claim: the day's backup made (`day`) or not (null: the next minute tries again). */
async function endClaim(db: Database, schema: string, token: string, day: string | null) {
  await db.tx(schema, (tx) =>
    tx.execute(sql`update jadwal_backup set klaim = null, klaim_sampai = null, terakhir = coalesce(${day}::date, terakhir) where klaim = ${token}`),
  );
}

/** Companies due now; their backups are started (and awaited). Returns the files made. */
export async function runSchedule(db: Database, now = new Date()): Promise<string[]> {
  const root = systemConfig().backupDir;
  const all: Company[] = await db.tx(null, (tx) =>
    tx.select({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem }).from(companies),
  );
  const made: string[] = [];
  for (const co of all) {
    const j = await db.tx(co.schema_name, (tx) => readSchedule(tx)).catch(() => null);
    if (!j?.aktif || now.getHours() < j.jam || (await db.tx(null, (tx) => runningJob(tx, co.idperusahaan)))) continue;
    const today = localDate(now);
    // A backup of today's already in this server's folder (made before the claim was kept).
    if (listBackups(root, co.idperusahaan).some((b) => b.manifest.jenis === 'jadwal' && localDate(new Date(b.manifest.waktu)) === today)) continue;
    const token = await claimScheduledBackup(db, co.schema_name, today).catch(() => null);
    if (!token) continue;
    let id: string;
    try {
      id = (await backupJob(db, co, 'jadwal')).id;
    } catch (e) {
      // Another job of the company started meanwhile (on another process): the next minute.
      await endClaim(db, co.schema_name, token, null).catch(() => undefined);
      console.error(`[backup] backup terjadwal ${co.idperusahaan}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const job = await settled(id);
    if (job.status === 'selesai') {
      made.push((job.hasil as { file: string }).file);
      prune(root, co.idperusahaan, 'jadwal', j.simpan);
    } else console.error(`[backup] backup terjadwal ${co.idperusahaan} gagal: ${job.msg}`);
    await endClaim(db, co.schema_name, token, job.status === 'selesai' ? today : null).catch((e: Error) => console.error(`[backup] klaim ${co.idperusahaan}: ${e.message}`));
  }
  return made;
}

/** Starts the minute timer; returns its stop. */
export function startScheduler(db: Database, everyMs = 60_000): () => void {
  let busy = false;
  const t = setInterval(() => {
    if (busy) return;
    busy = true;
    runSchedule(db)
      .catch((e: Error) => console.error(`[backup] jadwal gagal: ${e.message}`))
      .finally(() => (busy = false));
  }, everyMs);
  t.unref();
  return () => clearInterval(t);
}
