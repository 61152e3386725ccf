/** Backups, restores and vacuums run as jobs on the server: started by an act, asked until done. */
import { call, callOk, ApiError, CLIENT } from '@niaga/ui/api';

/** A job as the server shows it, and a backup file (../replies.ts: declared once with the acts). */
export type { JobView as Job, Backup } from '../replies';
import type { JobView as Job } from '../replies';

export const JENIS: Record<string, string> = { manual: 'Manual', jadwal: 'Terjadwal', 'sebelum-restore': 'Otomatis sebelum restore', unggahan: 'Unggahan' };

/**
 * How many status questions in a row may go unanswered before the screen gives up: on the embedded
 * database a running restore holds the one connection, so a question can wait past the client's
 * 10 s time-out while the job itself goes on (about 5 minutes of silence).
 */
export const UNANSWERED_MAX = 30;

/**
 * Starts a job with `act` and resolves with its end (refusals of the act itself throw). A status
 * question that gets no answer (time-out, connection) is asked again: the job runs on the server
 * whatever the browser hears, and saying "Koneksi ke server gagal" halfway through a restore that
 * then succeeds would send the user to start it twice.
 */
export async function runJob(act: string, payload: unknown = {}, pauseMs = 400): Promise<Job> {
  let j = await callOk<Job>(act, payload);
  let unanswered = 0;
  while (j.status === 'jalan') {
    await new Promise((r) => setTimeout(r, pauseMs));
    const env = await call<Job>('backup_status', { job: j.job });
    if ((env.num === CLIENT.CONNECTION || env.num === CLIENT.NO_REPLY) && ++unanswered < UNANSWERED_MAX) continue;
    if (env.num !== 0) throw new ApiError(env.num, env.msg, env.data);
    unanswered = 0;
    j = env.data;
  }
  return j;
}

export const formatSize = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
