/**
 * Long work of the system module (a backup, a restore, a vacuum) runs after the act that asked for
 * it has answered, outside its transaction: an act hands back a job id, the screen asks
 * `backup_status` until the job is done. One job at a time per company.
 *
 * The job's state is a row of `control.pekerjaan` (the kernel's jobs.ts, issue 43): a poll answered
 * by any process on the database shows it, and a job whose process died reads as failed.
 */
import { randomBytes } from 'node:crypto';
import { ActError, NUM } from '@niaga/kernel';
import { createJob, lockJobs, readJob, runningJobs, toEnvelope, whenCommitted, writeJob, type Database, type JobRecord, type Tx } from '@niaga/kernel/server';

export interface Job {
  id: string;
  iper: string;
  jenis: string;
  status: 'jalan' | 'selesai' | 'gagal';
  mulai: string;
  selesai?: string;
  msg: string;
  hasil?: unknown;
}

/** The kinds of job of which a company runs one at a time. */
const KINDS = ['backup', 'restore', 'vacuum'];

/** This process's jobs (their owner): `settled` waits on them. */
const mine = new Map<string, Job>();
/** … and those of them whose end is written. */
const written = new Set<string>();

const DIED = 'Proses terhenti karena server yang menjalankannya berhenti; jalankan lagi.';

const fromRecord = (r: JobRecord<Job>): Job => (r.mati ? { ...r.isi, status: 'gagal', msg: DIED } : r.isi);

/**
 * Starts a job of the company `iper`: recorded in `tx` (the asking act's transaction, or one of the
 * caller's), run after it by this process. Refused while another of the company's jobs runs.
 */
export async function startJob(tx: Tx, db: Database, iper: string, jenis: string, work: () => Promise<{ msg: string; hasil?: unknown }>): Promise<Job> {
  await lockJobs(tx, iper);
  const [busy] = await runningJobs<Job>(tx, iper, KINDS);
  if (busy) throw new ActError(NUM.RULE, `Proses ${busy.jenis} perusahaan ini sedang berjalan sejak ${busy.isi.mulai.slice(11, 19)}; tunggu sampai selesai.`);
  const job: Job = { id: randomBytes(9).toString('base64url'), iper, jenis, status: 'jalan', mulai: new Date().toISOString(), msg: `${jenis} sedang berjalan…` };
  await createJob(tx, db, { id: job.id, iper, jenis, status: job.status, isi: job });
  // Once the asking transaction has committed — never before: a job ending at once (a bad file
  // refused) would write its end to a row not yet there (on PostgreSQL), and the row, committed
  // after, would say "jalan" until its lease ran out — and never when it rolls back.
  whenCommitted(tx, () => {
    mine.set(job.id, job);
    work()
      .then((r) => Object.assign(job, { status: 'selesai', msg: r.msg, hasil: r.hasil }))
      .catch((e: unknown) => {
        const env = toEnvelope(e, (err) => console.error(`[system] ${jenis} ${iper} gagal:`, err));
        Object.assign(job, { status: 'gagal', msg: env.msg, hasil: env.data });
      })
      .then(() => {
        job.selesai = new Date().toISOString();
        return writeJob(job.id, job.status, job, true);
      })
      .then(() => written.add(job.id))
      .finally(() =>
        setTimeout(() => {
          mine.delete(job.id);
          written.delete(job.id);
        }, 60 * 60_000).unref(),
      );
  });
  return job;
}

/** A job of the company by its id, as any process last wrote it. */
export async function getJob(tx: Tx, id: string, iper: string): Promise<Job | undefined> {
  const r = await readJob<Job>(tx, id, iper);
  return r && KINDS.includes(r.jenis) ? fromRecord(r) : undefined;
}

/** Waits for a job this process runs (tests, the scheduler). */
export async function settled(id: string): Promise<Job> {
  for (;;) {
    const j = mine.get(id);
    if (!j) throw new Error(`job ${id} tidak dikenal`);
    if (written.has(id)) return j;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The company's job running now (on any live process), if any. */
export async function runningJob(tx: Tx, iper: string): Promise<Job | undefined> {
  const [r] = await runningJobs<Job>(tx, iper, KINDS);
  return r?.isi;
}
