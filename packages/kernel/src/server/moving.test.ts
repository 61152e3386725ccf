/**
 * The move guard of `db.tx(schema)` (moving.ts, issue 43): the statement that puts a company's schema
 * first in the search_path takes the company's move lock shared; while a move holds it, the
 * transaction's reads are answered and its first write is refused with MOVING_MSG, nothing
 * written; a move waits for the writers already under way. On PGlite (one connection, no other
 * holder) the guard is there and changes nothing; the refusals need PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import pg from 'pg';
import { beforeNext, openDatabase, rowsOf, searchPath, type Database } from './db';
import { isMovingError, MOVE_LOCK, MOVING_MSG } from './moving';

const url = process.env.TEST_DATABASE_URL;
const S = 'h_move_guard';

let db: Database;
const sent: string[] = [];
beforeAll(async () => {
  db = await openDatabase(url ? { databaseUrl: url, poolSize: 3, onQuery: (q) => sent.push(q) } : { onQuery: (q) => sent.push(q) });
  for (const ddl of [`drop schema if exists ${S} cascade`, `create schema ${S}`, `create table ${S}.t (k serial primary key, v text not null)`]) await db.rows(sql.raw(ddl));
  await db.rows(sql.raw(`insert into ${S}.t (v) values ('awal')`));
});
afterAll(async () => {
  await db.rows(sql.raw(`drop schema if exists ${S} cascade`));
  await db.close();
});

const count = async () => (await db.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${S}.t`)))[0].n;
const write = (v: string) => db.tx(S, (tx) => tx.execute(sql`insert into t (v) values (${v})`));
const read = () => db.tx(S, async (tx) => (await rowsOf<{ v: string }>(tx, sql`select v from t order by k limit 1`))[0].v);

test('no move: the guard rides with the search_path (no statement of its own); reads and writes as before; a snapshot begins repeatable read, read only, without the lock', async () => {
  sent.length = 0;
  await write('satu');
  expect(sent.filter((q) => q !== 'begin')[0]).toMatch(/^select set_config\('search_path', '"h_move_guard", control, public', true\) as path, case when pg_try_advisory_xact_lock_shared\(hashtext\('niaga-move:' \|\| 'h_move_guard'\)\) then true/);
  expect(sent.filter((q) => /advisory/.test(q))).toHaveLength(1);
  expect(await read()).toBe('awal');
  const snap = await db.tx(S, async (tx) => (await rowsOf<{ i: string; r: string }>(tx, sql`select current_setting('transaction_isolation') as i, current_setting('transaction_read_only') as r`))[0], { snapshot: true });
  expect(snap).toEqual({ i: 'repeatable read', r: 'on' });
  const noLock = await db.tx(S, async (tx) => (await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`))[0].n, { snapshot: true });
  expect(noLock).toBe(0);
  expect(await count()).toBe(2);
});

describe.skipIf(!url)('a move holds the lock (PostgreSQL)', () => {
  let mover: pg.Client;
  const lockSql = `select pg_advisory_lock(hashtext($1))`;
  beforeAll(async () => {
    mover = new pg.Client({ connectionString: url });
    await mover.connect();
  });
  afterAll(async () => void (await mover.end()));

  test('reads go on; a write is refused with MOVING_MSG and nothing of it kept — db.tx, its search_path riding with the first statement, a write after reads; after the move, writes again', async () => {
    const before = await count();
    await mover.query(lockSql, [MOVE_LOCK + S]);
    try {
      expect(await read()).toBe('awal');
      await expect(write('ditolak')).rejects.toSatisfy(isMovingError);
      await expect(write('ditolak')).rejects.toThrow(MOVING_MSG);
      // The storefront's way: the search_path sent in front of the page's first statement.
      const bare = db.tx(S, async (tx) => {
        await beforeNext(tx, searchPath(S));
        await tx.execute(sql`insert into t (v) values ('ditolak')`);
      }, { bare: true });
      await expect(bare).rejects.toSatisfy(isMovingError);
      // Reads first, then a write (a checkout): the reads answered, the write refused, the transaction whole undone.
      let seen = '';
      const mixed = db.tx(S, async (tx) => {
        seen = (await rowsOf<{ v: string }>(tx, sql`select v from t order by k limit 1`))[0].v;
        await tx.execute(sql`update t set v = 'diubah' where k = 1`);
      });
      await expect(mixed).rejects.toSatisfy(isMovingError);
      expect(seen).toBe('awal');
      // A write that fails for its own reason while no move runs is not called a move.
      expect(await count()).toBe(before);
    } finally {
      await mover.query(`select pg_advisory_unlock(hashtext($1))`, [MOVE_LOCK + S]);
    }
    await write('sesudah');
    expect(await count()).toBe(before + 1);
    await expect(db.tx(S, (tx) => tx.execute(sql`insert into t (k, v) values (1, 'kembar')`))).rejects.not.toSatisfy(isMovingError);
  });

  test('the move waits for a write under way (its lock held shared till it commits), and that write is kept', async () => {
    const before = await count();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const writer = db.tx(S, async (tx) => {
      await tx.execute(sql`insert into t (v) values ('sedang jalan')`);
      started();
      await held;
    });
    await inside;
    const pid = (await mover.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const locking = mover.query(lockSql, [MOVE_LOCK + S]);
    // The move is seen waiting for the writer's shared lock.
    const waiting = async () => (await db.rows<{ n: number }>(sql`select count(*)::int as n from pg_locks where pid = ${pid} and locktype = 'advisory' and not granted`))[0].n;
    for (let i = 0; (await waiting()) === 0; i++) if (i > 500) throw new Error('the move never waited');
    // While it waits, a new write is refused already (the waiting move goes first), a read answered.
    await expect(write('menunggu')).rejects.toSatisfy(isMovingError);
    expect(await read()).toBe('awal');
    release();
    await writer;
    await locking;
    try {
      expect(await count()).toBe(before + 1);
    } finally {
      await mover.query(`select pg_advisory_unlock(hashtext($1))`, [MOVE_LOCK + S]);
    }
  });
});
