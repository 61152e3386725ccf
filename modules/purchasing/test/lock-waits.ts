/**
 * Helpers of the tests that watch row locks on PostgreSQL (TEST_DATABASE_URL): another transaction
 * holding rows until released, the backends waiting on a lock, and a bounded wait for a condition.
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '@niaga/kernel/server';
import { actOrEdit, testServer, type TestCompany } from '../../../apps/server/test/harness';

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

/**
 * Backends waiting, directly or down a chain, behind the backend `pid`: this test's own waits only
 * (the other test files running at once on the database wait behind their own holders).
 */
export async function lockWaitsBehind(pid: number): Promise<number> {
  const { db } = await testServer();
  const [r] = await db.rows<{ n: number }>(sql`
    with recursive w(pid) as (
      select pid from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))
      union select a.pid from pg_stat_activity a join w on w.pid = any(pg_blocking_pids(a.pid))
    ) select count(*)::int as n from w`);
  return Number(r.n);
}

/** Another transaction of the company's schema runs `lock` and holds what it locked until `release()`; `done` when it has ended; `pid` its backend. */
export async function holdLock(schema: string, lock: SQL): Promise<{ release: () => void; done: Promise<void>; pid: number }> {
  const { db } = await testServer();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: (pid: number) => void;
  const holding = new Promise<number>((r) => (held = r));
  const done = db.tx(schema, async (tx) => {
    await tx.execute(lock);
    const [{ pid }] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    held(Number(pid));
    await released;
  });
  return { release, done, pid: await holding };
}

const numberOf = (r: { data: unknown }) => (r.data as { notransaksi: string }).notransaksi;

/**
 * The late number of a document (`numberLast`): `act` saves `doc('KOPI01')`; then, while another
 * transaction holds KOPI01's stock row, a second save of KOPI01 waits on it and a save of GULA01 is
 * numbered and saved meanwhile (it does not wait on the number series). Answers the three saves'
 * numbers, first, GULA01's, the waiting one's.
 */
export async function numberedPastALockedItem(co: TestCompany, act: string, doc: (kodeitem: string) => unknown, what: string): Promise<string[]> {
  const firstOne = await actOrEdit(co, act, doc('KOPI01'));
  expect(firstOne.num, firstOne.msg).toBe(0);
  const { release, done: holder, pid } = await holdLock(co.company.schema_name, sql`select 1 from stok_item s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01' for update of s`);
  try {
    const kopi = actOrEdit(co, act, doc('KOPI01'));
    await until(`${what} KOPI01 menunggu kunci item`, async () => (await lockWaitsBehind(pid)) >= 1);
    // GULA01 is saved while the KOPI01 one waits — or it waits too (on the number series).
    const gula = actOrEdit(co, act, doc('GULA01'));
    const outcome = await Promise.race([gula.then(() => 'tersimpan'), until(`${what} GULA01 ikut menunggu`, async () => (await lockWaitsBehind(pid)) >= 2).then(() => 'menunggu')]);
    expect(outcome).toBe('tersimpan');
    const g = await gula;
    expect(g.num, g.msg).toBe(0);
    release();
    const k = await kopi;
    expect(k.num, k.msg).toBe(0);
    return [numberOf(firstOne), numberOf(g), numberOf(k)];
  } finally {
    release();
    await holder;
  }
}
