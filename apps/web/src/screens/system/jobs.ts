/** Backups, restores and vacuums run as jobs on the server: started by an act, asked until done. */
import { call, callOk, ApiError } from '../../api';

export interface Job {
  job: string;
  jenis: string;
  status: 'jalan' | 'selesai' | 'gagal';
  msg: string;
  hasil: Record<string, unknown> | null;
}

export interface Backup {
  file: string;
  waktu: string;
  jenis: string;
  ukuran: number;
  versi: string;
  idperusahaan: string;
  nama: string;
  baris: number;
}

export const JENIS: Record<string, string> = { manual: 'Manual', jadwal: 'Terjadwal', 'sebelum-restore': 'Otomatis sebelum restore', unggahan: 'Unggahan' };

/** Starts a job with `act` and resolves with its end (refusals of the act itself throw). */
export async function runJob(act: string, payload: unknown = {}): Promise<Job> {
  let j = await callOk<Job>(act, payload);
  while (j.status === 'jalan') {
    await new Promise((r) => setTimeout(r, 400));
    const env = await call<Job>('backup_status', { job: j.job });
    if (env.num !== 0) throw new ApiError(env.num, env.msg, env.data);
    j = env.data;
  }
  return j;
}

export const formatSize = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
