/**
 * Long jobs held in the database (issue 43): a backup, a restore, a vacuum, an item import runs in
 * the process that started it, and its state — status, progress, message, result — is a row of
 * `control.pekerjaan`, so that a poll answered by any process on the database shows it.
 *
 * The owner (the process running the job) writes the row: when it starts (in the asking act's
 * transaction), as it progresses (the caller throttles), and when it ends. While it runs, the owner
 * renews `hidup_sampai` (every quarter of `JOB_LEASE_MS`, default 60 s); a job whose process died
 * is read as ended (`mati`) once that has run out — it stops nothing else, and the company may start
 * another.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from './db';

export const JOB_LEASE_MS = 60_000;
const leaseMs = () => {
  const env = Number(process.env.JOB_LEASE_MS);
  return Number.isFinite(env) && env >= 1_000 ? env : JOB_LEASE_MS;
};
/** Ended jobs are kept this long (a poll after the end still reads the outcome). */
const KEEP = sql`interval '1 hour'`;

export interface JobRecord<S = unknown> {
  id: string;
  iper: string;
  jenis: string;
  status: string;
  isi: S;
  /** The job was running in a process that died (its lease ran out). */
  mati: boolean;
}

interface Owned {
  db: Database;
  versi: number;
  /** Writes of one job go one after the other. */
  chain: Promise<void>;
}
const owned = new Map<string, Owned>();
let heartbeat: NodeJS.Timeout | null = null;

let beating = false;
function beat() {
  // One renewal at a time (on PGlite it waits behind a long import's transaction).
  if (beating) return;
  beating = true;
  const byDb = new Map<Database, string[]>();
  for (const [id, o] of owned) byDb.set(o.db, [...(byDb.get(o.db) ?? []), id]);
  void Promise.all(
    [...byDb].map(([db, ids]) =>
      db
        .tx(null, (tx) =>
          tx.execute(sql`update control.pekerjaan set hidup_sampai = clock_timestamp() + ${leaseMs()} * interval '1 millisecond'
                         where status = 'jalan' and id in (select unnest(${`{${ids.join(',')}}`}::varchar[]))`),
        )
        .catch(() => undefined), // a passing error: the next beat, well within the lease
    ),
  ).finally(() => (beating = false));
}

/** Serialises `iper`'s job starts until the transaction ends (one check-then-start at a time). */
export async function lockJobs(tx: Tx, iper: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`niaga-pekerjaan:${iper}`}))`);
}

/**
 * Records a job that starts (in the asking act's transaction, or one of its own) and makes this
 * process its owner: `db` is where its later writes and heartbeats go. Old ended jobs are swept.
 */
export async function createJob(tx: Tx, db: Database, r: { id: string; iper: string; jenis: string; status: string; isi: unknown }): Promise<void> {
  await tx.execute(sql`delete from control.pekerjaan where (selesai is not null and selesai < now() - ${KEEP}) or hidup_sampai < now() - interval '1 day'`);
  await tx.execute(
    sql`insert into control.pekerjaan (id, iper, jenis, status, isi, hidup_sampai)
        values (${r.id}, ${r.iper}, ${r.jenis}, ${r.status}, ${JSON.stringify(r.isi)}::jsonb, clock_timestamp() + ${leaseMs()} * interval '1 millisecond')`,
  );
  owned.set(r.id, { db, versi: 0, chain: Promise.resolve() });
  if (!heartbeat) {
    heartbeat = setInterval(beat, Math.max(250, leaseMs() / 4));
    heartbeat.unref();
  }
}

/**
 * Writes a job's state (its owner only; ignored for a job this process does not own). `ended`:
 * the last write — the job is no longer renewed. Resolves when written (a failure is logged).
 */
export function writeJob(id: string, status: string, isi: unknown, ended = false): Promise<void> {
  const o = owned.get(id);
  if (!o) return Promise.resolve();
  const versi = ++o.versi;
  const json = JSON.stringify(isi);
  o.chain = o.chain
    .then(() =>
      o.db
        .tx(null, (tx) =>
          tx.execute(sql`update control.pekerjaan set status = ${status}, isi = ${json}::jsonb, versi = ${versi},
                                selesai = ${ended ? sql`clock_timestamp()` : sql`null`}
                         where id = ${id} and versi < ${versi}`),
        )
        .then(() => undefined)
        .catch((e: unknown) => console.error(`[pekerjaan] ${id}: ${e instanceof Error ? e.message : String(e)}`)),
    )
    // Owned (renewed, and alive to this process's own reads) until its end is written.
    .then(() => {
      if (!ended) return;
      owned.delete(id);
      if (!owned.size && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
    });
  return o.chain;
}

const live = sql`(status <> 'jalan' or hidup_sampai >= clock_timestamp())`;

/** A job of a company by its id (any process's), or null. */
export async function readJob<S = unknown>(tx: Tx, id: string, iper: string): Promise<JobRecord<S> | null> {
  const [r] = await rowsOf<{ id: string; iper: string; jenis: string; status: string; isi: unknown; hidup: boolean }>(
    tx,
    sql`select id, iper, jenis, status, isi, ${live} as hidup from control.pekerjaan where id = ${id} and iper = ${iper}`,
  );
  // A job this process runs is alive whatever its lease says (a renewal held up on a busy machine is
  // not a death); only another process's job whose lease ran out is read as ended.
  return r ? { id: r.id, iper: r.iper, jenis: r.jenis, status: r.status, isi: (typeof r.isi === 'string' ? JSON.parse(r.isi) : r.isi) as S, mati: !r.hidup && !owned.has(r.id) } : null;
}

/** A company's jobs running now (in a live process) of these kinds, oldest first. */
export async function runningJobs<S = unknown>(tx: Tx, iper: string, jenis: string[]): Promise<Array<JobRecord<S>>> {
  const rows = await rowsOf<{ id: string; iper: string; jenis: string; status: string; isi: unknown }>(
    tx,
    sql`select id, iper, jenis, status, isi from control.pekerjaan
        where iper = ${iper} and status = 'jalan' and hidup_sampai >= clock_timestamp() and jenis in (select unnest(${`{${jenis.join(',')}}`}::varchar[]))
        order by mulai`,
  );
  return rows.map((r) => ({ ...r, isi: (typeof r.isi === 'string' ? JSON.parse(r.isi) : r.isi) as S, mati: false }));
}
