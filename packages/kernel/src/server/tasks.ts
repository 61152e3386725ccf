/**
 * The kernel scheduler (issue 43): periodic tasks declared by modules run once across every Niaga
 * process on one database.
 *
 * A task has a name, an interval and a scope: one run per company (`company`) or one for the whole
 * server (`global`). Its runs are rows of `control.tugas_jalan` (one per task and company, 0 for a
 * global task): a process that finds a run due claims its row — taken `FOR UPDATE SKIP LOCKED`, so
 * that two processes never wait on each other, and leased (`klaim`, `klaim_sampai`) — runs the task,
 * and ends the claim, writing when the run began as `terakhir` (the next is due `everyMs` after it,
 * whether the run succeeded or not: a failing task is not retried before its interval; a run refused
 * because its company is being moved to another server is given back, not counted). A process
 * that dies while running a task leaves its claim to run out (`leaseMs`, default
 * `TASK_LEASE_MS` or 10 minutes): the next process to look after that runs it.
 *
 * Runners: every task belongs to one runner, the loop that runs it (`startTaskScheduler`, or
 * `runDueTasks` from a worker's own tick, as the marketplace worker runs its `periodic` tasks with
 * its adapters as `context`). The claim and the lease are the same for every runner.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companies } from './control';
import type { Company } from './acts';
import { rowsOf, type Database } from './db';
import { isMovingError } from './moving';

export interface TaskDef<C = unknown> {
  name: string;
  everyMs: number;
  /** 'company' (default): runs for every company; 'global': once for the server. */
  scope?: 'company' | 'global';
  /** Which loop runs it (default 'kernel': startTaskScheduler). */
  runner?: string;
  /** How long a claim holds (a run must end well within it); default TASK_LEASE_MS or 10 min. */
  leaseMs?: number;
  run: (db: Database, company: Company | null, context: C) => Promise<void>;
}

export const TASK_LEASE_MS = 10 * 60_000;
const leaseOf = (t: TaskDef<never>) => {
  if (t.leaseMs) return t.leaseMs;
  const env = Number(process.env.TASK_LEASE_MS);
  return Number.isFinite(env) && env >= 1_000 ? env : TASK_LEASE_MS;
};

const tasks = new Map<string, TaskDef<never>>();

/** Declares a task (a module's server file, at load); returns its removal (tests). */
export function declareTask<C = unknown>(def: TaskDef<C>): () => void {
  if (def.name.length > 80) throw new Error(`nama tugas terlalu panjang: ${def.name}`);
  tasks.set(def.name, def as TaskDef<never>);
  return () => {
    if (tasks.get(def.name) === (def as TaskDef<never>)) tasks.delete(def.name);
  };
}

export const declaredTasks = (runner = 'kernel') => [...tasks.values()].filter((t) => (t.runner ?? 'kernel') === runner);

const COMPANY_COLS = sql`c.id, c.idperusahaan, c.nama, c.schema_name, c.startflag, c.ip_sistem`;

/** Runs of these tasks due now and claimed by no live process: (task, company) pairs. */
async function dueRuns(db: Database, list: TaskDef<never>[], companyIds?: number[]): Promise<Array<{ task: string; company: Company | null }>> {
  if (!list.length) return [];
  const spec = sql.join(
    list.map((t) => sql`(${t.name}::varchar, ${t.everyMs}::int, ${t.scope === 'global' ? 't' : 'f'}::boolean)`),
    sql`, `,
  );
  const only = companyIds ? sql`and c.id in (select unnest(${`{${companyIds.join(',')}}`}::int[]))` : sql``;
  const rows = await db.tx(null, (tx) =>
    rowsOf<Company & { task: string; global: boolean }>(
      tx,
      sql`with k(nama, every, global) as (values ${spec}),
          pairs as (select k.nama, k.every, k.global, c.id as cid from k join control.companies c on not k.global ${only}
                    union all select k.nama, k.every, k.global, 0 from k where k.global)
          select p.nama as task, p.global, ${COMPANY_COLS}
          from pairs p left join control.companies c on c.id = p.cid
          left join control.tugas_jalan t on t.nama = p.nama and t.company_id = p.cid
          where (t.terakhir is null or t.terakhir <= clock_timestamp() - p.every * interval '1 millisecond')
            and (t.klaim_sampai is null or t.klaim_sampai < clock_timestamp())
          order by p.cid, p.nama`,
    ),
  );
  return rows.map((r) => ({
    task: r.task,
    company: r.global ? null : { id: Number(r.id), idperusahaan: r.idperusahaan, nama: r.nama, schema_name: r.schema_name, startflag: Number(r.startflag), ip_sistem: r.ip_sistem },
  }));
}

/**
 * Claims one run for this process: its token, or null when it is not due or another process holds
 * it. The row is made the first time; a row locked by another claimer is skipped, not waited for.
 */
export async function claimTask(db: Database, name: string, companyId: number, everyMs: number, leaseMs: number): Promise<string | null> {
  const token = randomBytes(12).toString('base64url');
  return db.tx(null, async (tx) => {
    await tx.execute(sql`insert into control.tugas_jalan (nama, company_id) values (${name}, ${companyId}) on conflict do nothing`);
    const got = await rowsOf<{ nama: string }>(
      tx,
      sql`update control.tugas_jalan t set klaim = ${token}, mulai = clock_timestamp(), klaim_sampai = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
          where (t.nama, t.company_id) = (select nama, company_id from control.tugas_jalan
                                          where nama = ${name} and company_id = ${companyId}
                                            and (terakhir is null or terakhir <= clock_timestamp() - ${everyMs} * interval '1 millisecond')
                                            and (klaim_sampai is null or klaim_sampai < clock_timestamp())
                                          for update skip locked)
          returning t.nama`,
    );
    return got.length ? token : null;
  });
}

/** Ends a claim: the run began at `mulai` is the last run. A claim lost meanwhile (its lease ran out and another took it) is left alone. */
export async function endTask(db: Database, token: string): Promise<void> {
  await db.tx(null, (tx) => tx.execute(sql`update control.tugas_jalan set terakhir = mulai, klaim = null, klaim_sampai = null where klaim = ${token}`));
}

/**
 * Gives a claim back without counting a run (`terakhir` kept): the run is due again at once. For a
 * run refused because its company is being moved to another server (moving.ts): left for later.
 */
export async function releaseTask(db: Database, token: string): Promise<void> {
  await db.tx(null, (tx) => tx.execute(sql`update control.tugas_jalan set klaim = null, klaim_sampai = null where klaim = ${token}`));
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export interface RunDueOptions<C> {
  runner?: string;
  context?: C;
  /** Only these companies (tests). */
  companyIds?: number[];
  /** Stop between runs (the runner stopping). */
  stopped?: () => boolean;
}

/** Runs the due tasks of a runner once (claimed one by one); the names of the runs made, `task:companyId`. */
export async function runDueTasks<C>(db: Database, opts: RunDueOptions<C> = {}): Promise<string[]> {
  const list = declaredTasks(opts.runner);
  const made: string[] = [];
  for (const due of await dueRuns(db, list, opts.companyIds)) {
    if (opts.stopped?.()) break;
    const t = tasks.get(due.task);
    if (!t) continue;
    const cid = due.company?.id ?? 0;
    const token = await claimTask(db, t.name, cid, t.everyMs, leaseOf(t));
    if (!token) continue;
    let later = false;
    try {
      await t.run(db, due.company, opts.context as never);
    } catch (e) {
      // Its company is being moved (a write refused): not a run, nor a failure; the next tick tries again.
      if (isMovingError(e)) later = true;
      else console.error(`[tugas] ${t.name}${due.company ? ` ${due.company.idperusahaan}` : ''}: ${message(e)}`);
    }
    await (later ? releaseTask : endTask)(db, token).catch((e: unknown) => console.error(`[tugas] ${t.name}: ${message(e)}`));
    if (!later) made.push(`${t.name}:${cid}`);
  }
  return made;
}

/** Starts a runner's loop: every `everyMs` (default 5 s: a task's interval is met to within that), its due tasks (never two ticks at once). Returns its stop, which waits for the tick under way. */
export function startTaskScheduler<C>(db: Database, opts: { everyMs?: number; runner?: string; context?: () => C } = {}): () => Promise<void> {
  let stopped = false;
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = runDueTasks(db, { runner: opts.runner, context: opts.context?.(), stopped: () => stopped })
      .catch((e: unknown) => console.error(`[tugas] penjadwal: ${message(e)}`))
      .finally(() => (current = null));
  }, opts.everyMs ?? 5_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

/** The companies of the directory (for runners that also do per-company work of their own). */
export const allCompanies = (db: Database): Promise<Company[]> =>
  db.tx(null, (tx) =>
    tx.select({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem }).from(companies),
  );
