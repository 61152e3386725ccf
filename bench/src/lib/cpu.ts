/**
 * BENCH_CPU=1: where a concurrent run's CPU went — this process's, and (PostgreSQL on this
 * machine) the server processes serving this database, read from /proc — per save. On a 2-core
 * machine the rate of 8 writers is bounded by the sum; the hand-written SQL's figures beside it
 * show what the act adds on each side.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '@niaga/kernel/server';

const TICK_MS = 10; // USER_HZ = 100

async function serverTicks(db: Database): Promise<number | null> {
  if (db.kind !== 'postgres') return null;
  const pids = await db.rows<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database()`);
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      return null;
    }
  }
  return ticks;
}

/** Starts measuring; the returned function gives the line to print (undefined without BENCH_CPU). */
export async function cpuMeter(db: Database, label: string): Promise<(saves: number) => Promise<string | undefined>> {
  if (!process.env.BENCH_CPU) return async () => undefined;
  const proc0 = process.cpuUsage();
  const srv0 = await serverTicks(db);
  return async (saves: number) => {
    const proc = process.cpuUsage(proc0);
    const srv1 = await serverTicks(db);
    const server = srv0 !== null && srv1 !== null ? `, database ${(((srv1 - srv0) * TICK_MS) / saves).toFixed(2)} ms` : '';
    return `[cpu ${label}] per save: this process ${((proc.user + proc.system) / 1000 / saves).toFixed(2)} ms${server}`;
  };
}
