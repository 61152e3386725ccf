/**
 * Long work of the system module (a backup, a restore, a vacuum) runs after the act that asked for
 * it has answered, outside its transaction: an act hands back a job id, the screen asks
 * `backup_status` until the job is done. One job at a time per company.
 */
import { randomBytes } from 'node:crypto';
import { ActError, NUM } from '@niaga/kernel';
import { toEnvelope } from '@niaga/kernel/server';

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

const jobs = new Map<string, Job>();
const running = new Map<string, Job>();

export function startJob(iper: string, jenis: string, work: () => Promise<{ msg: string; hasil?: unknown }>): Job {
  const busy = running.get(iper);
  if (busy) throw new ActError(NUM.RULE, `Proses ${busy.jenis} perusahaan ini sedang berjalan sejak ${busy.mulai.slice(11, 19)}; tunggu sampai selesai.`);
  const job: Job = { id: randomBytes(9).toString('base64url'), iper, jenis, status: 'jalan', mulai: new Date().toISOString(), msg: `${jenis} sedang berjalan…` };
  jobs.set(job.id, job);
  running.set(iper, job);
  // After the asking act's transaction has ended.
  setImmediate(() => {
    work()
      .then((r) => Object.assign(job, { status: 'selesai', msg: r.msg, hasil: r.hasil }))
      .catch((e: unknown) => {
        const env = toEnvelope(e, (err) => console.error(`[system] ${jenis} ${iper} gagal:`, err));
        Object.assign(job, { status: 'gagal', msg: env.msg, hasil: env.data });
      })
      .finally(() => {
        job.selesai = new Date().toISOString();
        running.delete(iper);
        setTimeout(() => jobs.delete(job.id), 60 * 60_000).unref();
      });
  });
  return job;
}

export const getJob = (id: string, iper: string): Job | undefined => {
  const j = jobs.get(id);
  return j && j.iper === iper ? j : undefined;
};

/** Waits for a job (tests, the scheduler). */
export async function settled(id: string): Promise<Job> {
  for (;;) {
    const j = jobs.get(id);
    if (!j) throw new Error(`job ${id} tidak dikenal`);
    if (j.status !== 'jalan') return j;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const runningJob = (iper: string) => running.get(iper);
