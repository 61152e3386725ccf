/**
 * A company moving to another database server (issue 43, apps/server/src/company-move.ts): the
 * move holds the company's move lock (`pg_advisory_lock` on MOVE_LOCK + schema) while its copy is
 * made, restored and compared, and every writer of the company holds it shared for its
 * transaction — so the move waits for the writes under way, and the writes after it are refused
 * with MOVING_MSG, nothing written.
 *
 * Two ways in take it: the session and API-key lookups (an act that writes: refused at once), and
 * `searchPath` — where every other transaction puts a company's schema first (`db.tx(schema)`: the
 * store's public pages, webhooks, background workers, an act's company without a session). There a
 * transaction that cannot take the lock goes on read-only: its reads are answered, its first write
 * fails in PostgreSQL (25006) and `db.tx` throws MOVING_MSG in its place (an ActError: an error
 * envelope; a module's HTTP route answers it 503 with Retry-After; a worker leaves its work for
 * later). One statement, the one that sets the search_path: no round trip of its own.
 */
import { ActError, NUM } from '../errors';

/** The advisory lock a company move holds (with the schema's name) while its writes are refused. */
export const MOVE_LOCK = 'niaga-move:';
export const MOVING_MSG = 'Data perusahaan sedang dipindahkan ke server lain; coba lagi sebentar lagi.';

/** Whether `err` is that refusal. */
export const isMovingError = (err: unknown) => err instanceof ActError && err.message === MOVING_MSG;

export const movingError = () => new ActError(NUM.RULE, MOVING_MSG);

/** The move lock taken shared till the transaction ends: true, or false when a move holds it (SQL over `schemaExpr`, a text expression). */
export const moveLockShared = (schemaExpr: string) => `pg_try_advisory_xact_lock_shared(hashtext('${MOVE_LOCK}' || ${schemaExpr}))`;

/**
 * The move lock taken shared, or else the transaction made read-only: true when taken, false when
 * a move holds it (reads go on; a write fails with SQLSTATE 25006). Setting read-only after the
 * transaction's first query is allowed (only the way back is not).
 */
export const moveGuard = (schemaExpr: string) => `case when ${moveLockShared(schemaExpr)} then true else set_config('transaction_read_only', 'on', true) is null end`;

/** The SQLSTATE of an error (a driver's, or one drizzle wrapped as its cause). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** A write in a read-only transaction (what a writer of a company being moved meets). */
export const READ_ONLY_STATE = '25006';
