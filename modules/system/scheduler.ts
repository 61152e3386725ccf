/**
 * Scheduled backups: once a minute, every company whose schedule is on and whose hour has come
 * gets one backup a day (kind `jadwal`); the oldest scheduled backups beyond its "keep" are deleted.
 */
import { companies, type Company, type Database } from '@niaga/kernel/server';
import { backupJob, readSchedule } from './acts';
import { listBackups, prune } from './backup';
import { systemConfig } from './config';
import { runningJob, settled } from './jobs';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Companies due now; their backups are started (and awaited). Returns the files made. */
export async function runSchedule(db: Database, now = new Date()): Promise<string[]> {
  const root = systemConfig().backupDir;
  const all: Company[] = await db.tx(null, (tx) =>
    tx.select({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem }).from(companies),
  );
  const made: string[] = [];
  for (const co of all) {
    const j = await db.tx(co.schema_name, (tx) => readSchedule(tx)).catch(() => null);
    if (!j?.aktif || now.getHours() < j.jam || runningJob(co.idperusahaan)) continue;
    const today = localDate(now);
    if (listBackups(root, co.idperusahaan).some((b) => b.manifest.jenis === 'jadwal' && localDate(new Date(b.manifest.waktu)) === today)) continue;
    const job = await settled(backupJob(db, co, 'jadwal').id);
    if (job.status === 'selesai') {
      made.push((job.hasil as { file: string }).file);
      prune(root, co.idperusahaan, 'jadwal', j.simpan);
    } else console.error(`[backup] backup terjadwal ${co.idperusahaan} gagal: ${job.msg}`);
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
