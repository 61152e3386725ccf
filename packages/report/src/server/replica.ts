/**
 * Reports read from a streaming replica when one is configured (`REPLICA_DATABASE_URL`, issue 43):
 * `laporan_run` judges the session and the right on the primary as every act does, then reads the
 * report in a read-only transaction of the replica with the company's schema, and says how far
 * behind the replica is (`now() - pg_last_xact_replay_timestamp()`). Everything that writes stays
 * on the primary. docs/operations.md "Reports from a replica".
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Company, type Database, type Tx } from '@niaga/kernel/server';

let replica: Database | null = null;

/** The replica reports read from (null: the primary, in the act's own transaction). */
export function useReportReplica(db: Database | null) {
  replica = db;
}

export interface ReplicaNote {
  /** Seconds the replica is behind (null: it has replayed nothing yet, or it is no replica). */
  jeda_detik: number | null;
}

/** The note shown on the report. */
export function replicaText(r: ReplicaNote): string {
  if (r.jeda_detik === null) return 'Dibaca dari replika basis data (jeda replika tidak diketahui).';
  const s = r.jeda_detik;
  return `Dibaca dari replika basis data, tertinggal ${s < 1 ? 'kurang dari 1 detik' : `${s.toLocaleString('id-ID', { maximumFractionDigits: 1 })} detik`} dari basis data utama.`;
}

/** Runs `read` on the replica when there is one (with its lag), else in `tx` (with null). */
export async function readForReport<T>(tx: Tx, company: Company | null, read: (tx: Tx, note: ReplicaNote | null) => Promise<T>): Promise<T> {
  if (!replica || !company) return read(tx, null);
  return replica.tx(company.schema_name, async (rtx) => {
    await rtx.execute(sql`set transaction read only`);
    const [r] = await rowsOf<{ jeda: number | string | null }>(rtx, sql`select extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as jeda`);
    return read(rtx, { jeda_detik: r.jeda === null ? null : Math.max(0, Number(r.jeda)) });
  });
}
