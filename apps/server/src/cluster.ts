/**
 * `WORKERS=N npm run serve` (issue 43): N Niaga processes on one machine (node:cluster), sharing
 * the listening port, all on one PostgreSQL database (`DATABASE_URL`; PGlite is one process). The
 * primary process serves nothing: it migrates the control schema and makes the demo company once (so
 * the workers do not race for it; each worker migrates the companies behind in the background), then starts the workers and starts one again when one dies. A
 * worker is a whole server (`startServer`): what crosses processes — live messages, the scheduler's
 * claims, the catalogue builder — goes through the database (docs/operations.md "Several processes").
 * SIGTERM / SIGINT to the primary stops every worker (each ends its requests) and then itself.
 */
import cluster from 'node:cluster';
import { migrateControl, openDatabase } from '@niaga/kernel/server';
import { controlMigrations } from './app';
import { ensureDemo } from './demo';

/** `WORKERS` as a count of processes: 1 (one process, no cluster) unless a whole number ≥ 2. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.WORKERS ?? '1');
  return Number.isInteger(n) && n >= 2 ? Math.min(n, 64) : 1;
}

/** Runs the primary of a cluster of `n` workers; never returns (the process lives as long as its workers). */
export async function runPrimary(n: number, databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) {
    console.error('WORKERS lebih dari 1 memerlukan DATABASE_URL (PostgreSQL): PGlite hanya dapat dipakai satu proses.');
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  let demoPassword: string | null = null;
  try {
    await migrateControl(db, controlMigrations); // the companies: each worker's start, in the background (startServer)
    const multi = !!process.env.ROUTING_URL || !!process.env.ROUTING_SECRET;
    const wantDemo = process.env.DEMO === '1' || (process.env.DEMO !== '0' && !multi);
    if (wantDemo) demoPassword = await ensureDemo(db);
  } finally {
    await db.close();
  }
  if (demoPassword) console.log(`Perusahaan demo dibuat: Id Perusahaan DEMO, User ID ADMIN, Password ${demoPassword}`);
  let stopping = false;
  const fork = () => cluster.fork({ DEMO: '0', NIAGA_WORKER: '1' });
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] worker ${w.process.pid} berhenti (${signal ?? code}); dijalankan lagi`);
    fork();
  });
  for (let i = 0; i < n; i++) fork();
  console.log(`Niaga: ${n} proses worker (WORKERS=${n}) pada satu basis data PostgreSQL`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => !!w);
      let left = workers.length;
      if (!left) process.exit(0);
      for (const w of workers) {
        w.once('exit', () => --left === 0 && process.exit(0));
        w.process.kill('SIGTERM');
      }
    });
}

export const isPrimaryOfCluster = () => cluster.isPrimary && workerCount() > 1;
