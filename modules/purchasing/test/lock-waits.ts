/**
 * Helpers of the tests that watch row locks on PostgreSQL (TEST_DATABASE_URL): another transaction
 * holding rows until released, the backends waiting on a lock, and a bounded wait for a condition.
 */
import { sql, type SQL } from 'drizzle-orm';
import { testServer } from '../../../apps/server/test/harness';

/** Backends of this database waiting on a lock (those running a statement like `like`, when given). */
export async function lockWaits(like?: string): Promise<number> {
  const { db } = await testServer();
  const [r] = await db.rows<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' ${like ? sql`and query ilike ${like}` : sql``}`,
  );
  return Number(r.n);
}

/** Waits (at most a minute) until `ok` holds; fails naming `what` otherwise. */
export async function until(what: string, ok: () => Promise<boolean>) {
  for (const end = Date.now() + 60_000; !(await ok()); ) {
    if (Date.now() > end) throw new Error(`tidak terjadi: ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

/** Another transaction of the company's schema runs `lock` and holds what it locked until `release()`; `done` when it has ended. */
export async function holdLock(schema: string, lock: SQL): Promise<{ release: () => void; done: Promise<void> }> {
  const { db } = await testServer();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  const done = db.tx(schema, async (tx) => {
    await tx.execute(lock);
    held();
    await released;
  });
  await holding;
  return { release, done };
}
