import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import pg from 'pg';
import { afterNext, beforeNext, databaseOf, noteSchema, openDatabase, prepared, rowsOf, schemaOfTx, searchPath, whenCommitted, type Tx } from './db';

const url = process.env.TEST_DATABASE_URL;
/** `searchPath('h_first')`: the search_path with the company's move guard (moving.ts). */
const PATH = `select set_config('search_path', '"h_first", control, public', true) as path, case when pg_try_advisory_xact_lock_shared(hashtext('niaga-move:' || 'h_first')) then true else set_config('transaction_read_only', 'on', true) is null end as tetap`;

test('prepared: a marked statement is prepared once per connection (a PostgreSQL pool connection, or PGlite) and run again by name', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  try {
    const q = (n: number) => prepared(sql`select ${n}::int + 1 as x, ${`a${n}`}::text as t, ${null}::numeric as z`);
    for (const n of [1, 2, 3]) expect(await db.tx(null, (tx) => rowsOf(tx, q(n)))).toEqual([{ x: n + 1, t: `a${n}`, z: null }]);
    // An unmarked statement stays unnamed.
    expect(await db.tx(null, (tx) => rowsOf(tx, sql`select ${5}::int as y`))).toEqual([{ y: 5 }]);
    const kept = await db.tx(null, (tx) => rowsOf<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements order by name`));
    expect(kept).toEqual([{ name: 'niaga_0', statement: '/*prepared*/ select $1::int + 1 as x, $2::text as t, $3::numeric as z' }]);
  } finally {
    await db.close();
  }
});

test('prepared: a statement follows the search_path (each company its own tables) and the tables changing; its errors are the engine’s, and roll back', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  const schemas = ['h_prep_a', 'h_prep_b'];
  try {
    for (const [i, s] of schemas.entries()) {
      for (const ddl of [`drop schema if exists ${s} cascade`, `create schema ${s}`, `create table ${s}.t (k int primary key, v numeric not null)`]) await db.rows(sql.raw(ddl));
      await db.rows(sql.raw(`insert into ${s}.t values (1, ${i + 10})`));
    }
    const read = (k: number) => prepared(sql`select k, v from t where k = ${k}`);
    const bump = (k: number, by: string) => prepared(sql`update t set v = v + ${by}::numeric where k = ${k} returning v`);
    for (let r = 0; r < 7; r++) {
      expect(await db.tx('h_prep_a', (tx) => rowsOf(tx, read(1)))).toEqual([{ k: 1, v: '10' }]);
      expect(await db.tx('h_prep_b', (tx) => rowsOf(tx, read(1)))).toEqual([{ k: 1, v: '11' }]);
    }
    // A migration: a column before the one read, an index; the statement is analysed again.
    await db.rows(sql.raw(`alter table h_prep_b.t add column w int default 7`));
    await db.rows(sql.raw(`create index on h_prep_b.t (v)`));
    expect(await db.tx('h_prep_b', (tx) => rowsOf(tx, read(1)))).toEqual([{ k: 1, v: '11' }]);
    expect(await db.tx('h_prep_b', (tx) => rowsOf(tx, bump(1, '0.5')))).toEqual([{ v: '11.5' }]);
    // A failing run (a not-null violation) rolls its transaction back; the statement still runs after.
    const err = await db
      .tx('h_prep_a', async (tx) => {
        await tx.execute(bump(1, '1'));
        await tx.execute(prepared(sql`update t set v = ${null}::numeric where k = ${1}`));
      })
      .catch((e: unknown) => e as Error & { cause?: { code?: string } });
    expect((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code).toBe('23502');
    expect(await db.tx('h_prep_a', (tx) => rowsOf(tx, read(1)))).toEqual([{ k: 1, v: '10' }]);
    // A statement that does not parse is not kept, and the next ones are prepared as before.
    await expect(db.tx('h_prep_a', (tx) => rowsOf(tx, prepared(sql`select nope from t where k = ${1}`)))).rejects.toThrow();
    expect(await db.tx('h_prep_a', (tx) => rowsOf(tx, bump(1, '2')))).toEqual([{ v: '12' }]);
  } finally {
    for (const s of schemas) await db.rows(sql.raw(`drop schema if exists ${s} cascade`));
    await db.close();
  }
});

test('prepared: opening a PostgreSQL transaction it goes out with the BEGIN, its parameters as literals; PGlite keeps at most 200, forgetting the one unused longest', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  const names = () => db.tx(null, (tx) => rowsOf<{ statement: string }>(tx, sql`select statement from pg_prepared_statements order by name`));
  try {
    const first = (v: string) => prepared(sql`select ${v}::text as t, ${3}::int as n, ${null}::text as z`);
    expect(await db.tx(null, (tx) => rowsOf(tx, first("it's")), { bare: true })).toEqual([{ t: "it's", n: 3, z: null }]);
    expect(await db.tx(null, (tx) => rowsOf(tx, first('b')), { bare: true })).toEqual([{ t: 'b', n: 3, z: null }]);
    expect((await names()).map((r) => r.statement)).toEqual(url ? [] : ['/*prepared*/ select $1::text as t, $2::int as n, $3::text as z']);
    if (url) return;
    const q = (i: number) => prepared(sql`select ${i}::int as i, ${sql.raw(String(i))} as k`);
    await db.tx(null, async (tx) => {
      for (let i = 0; i < 205; i++) expect(await rowsOf(tx, q(i))).toEqual([{ i, k: i }]);
      // The first used again: prepared anew.
      expect(await rowsOf(tx, first('c'))).toEqual([{ t: 'c', n: 3, z: null }]);
    });
    const kept = (await names()).map((r) => r.statement);
    expect(kept.length).toBe(200);
    expect(kept).toContain('/*prepared*/ select $1::int as i, 204 as k');
    expect(kept).toContain('/*prepared*/ select $1::text as t, $2::int as n, $3::text as z');
    expect(kept).not.toContain('/*prepared*/ select $1::int as i, 5 as k');
  } finally {
    await db.close();
  }
});

test('beforeNext: the statement goes out in front of the next one (with the COMMIT on PostgreSQL, at once on PGlite), prepared; what follows sees its writes; its error rolls everything back', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  // Another connection (PostgreSQL) sees a sequence move as soon as a statement has run: sequences are not transactional.
  const other = url ? await openDatabase({ databaseUrl: url, poolSize: 1 }) : db;
  const seqSql = sql`select (case when is_called then last_value else 0 end)::text as v from h_next_seq`;
  const drawn = async () => (await other.rows<{ v: string }>(seqSql))[0].v;
  const count = async () => (await db.rows<{ n: number }>(sql`select count(*)::int as n from h_next`))[0].n;
  try {
    await db.tx(null, (tx) => tx.execute(sql`create table public.h_next (n int primary key)`));
    await db.tx(null, (tx) => tx.execute(sql`create sequence public.h_next_seq`));
    await db.tx(null, async (tx) => {
      await beforeNext(tx, prepared(sql`select nextval('h_next_seq') as a, ${1}::int as b`));
      await beforeNext(tx, prepared(sql`insert into h_next (n) values (${1}::int)`));
      // Not sent yet on PostgreSQL (seen from another connection): it goes with the COMMIT. PGlite ran it.
      if (url) expect(await drawn()).toBe('0');
      else expect(await rowsOf(tx, seqSql)).toEqual([{ v: '1' }]);
    });
    expect(await drawn()).toBe('1');
    expect(await count()).toBe(1);
    // A statement after it goes out after it, and sees its write.
    await db.tx(null, async (tx) => {
      await beforeNext(tx, prepared(sql`insert into h_next (n) values (${2}::int)`));
      expect(await rowsOf(tx, sql`select count(*)::int as n from h_next`)).toEqual([{ n: 2 }]);
    });
    // Its error fails the transaction (at the COMMIT on PostgreSQL), and nothing of it stays.
    const err = await db
      .tx(null, async (tx) => {
        await tx.execute(sql`insert into h_next (n) values (3)`);
        await beforeNext(tx, prepared(sql`insert into h_next (n) values (${1}::int)`));
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(`${String(err)} ${String((err as { cause?: unknown } | null)?.cause ?? '')}`).toMatch(/duplicate key/);
    expect(await count()).toBe(2);
    if (url) {
      // Prepared with SQL's PREPARE, once per connection and text: the insert ran three times under one name.
      const kept = await db.tx(null, (tx) => rowsOf<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'niaga_x%' order by name`));
      expect(kept.map((r) => r.name)).toEqual(['niaga_x0', 'niaga_x1']);
    }
  } finally {
    await db.tx(null, (tx) => tx.execute(sql`drop table if exists public.h_next`));
    await db.tx(null, (tx) => tx.execute(sql`drop sequence if exists public.h_next_seq`));
    if (other !== db) await other.close();
    await db.close();
  }
});

test('afterNext: the statement goes out after the next one, in its message on PostgreSQL (at once on PGlite); asked first, it goes alone; its error fails the transaction', async () => {
  const queries: string[] = [];
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1, onQuery: (q) => queries.push(q) } : {});
  try {
    await db.tx(null, (tx) => tx.execute(sql`create table public.h_after (n int primary key, t text)`));
    const inserted = await db.tx(null, async (tx) => {
      const later = await afterNext<{ n: number; t: string }>(tx, prepared(sql`insert into h_after (n, t) values (${1}::int, ${"it's $1"}) returning n, t`));
      // On PostgreSQL the next statement runs first and does not see the insert (PGlite ran it
      // already); the insert's rows come with its reply.
      const [first] = await rowsOf<{ c: number }>(tx, prepared(sql`select count(*)::int + ${0}::int as c from h_after`));
      expect(first).toEqual({ c: url ? 0 : 1 });
      const rows = await later.rows();
      expect(await rowsOf(tx, sql`select count(*)::int as c from h_after`)).toEqual([{ c: 1 }]);
      return rows;
    });
    expect(inserted).toEqual([{ n: 1, t: "it's $1" }]);
    // Its rows read as any statement's: timestamps and dates as text, numeric exact, int8 a number.
    const read = sql`select '2026-11-27 10:00:00+00'::timestamptz as w, '2026-11-27'::date as d, ${'1.10'}::numeric as x, ${7}::int8 as b`;
    const direct = await db.tx(null, (tx) => rowsOf(tx, read));
    expect(
      await db.tx(null, async (tx) => {
        const later = await afterNext(tx, read);
        await rowsOf(tx, sql`select ${1}::int as one`);
        return later.rows();
      }),
    ).toEqual(direct);
    expect(await db.tx(null, async (tx) => (await afterNext(tx, read)).rows())).toEqual(direct);
    expect(typeof (direct[0] as { w: unknown }).w).toBe('string');
    if (url) expect(queries.some((q) => q.startsWith('prepare niaga_x') && q.includes("'it''s $1'"))).toBe(true);
    // Asked before any other statement: it goes on its own.
    expect(await db.tx(null, async (tx) => (await afterNext(tx, prepared(sql`insert into h_after (n, t) values (${2}::int, ${'b'}) returning n`))).rows())).toEqual([{ n: 2 }]);
    // Never asked: it goes with the next statement all the same, or before the COMMIT.
    await db.tx(null, async (tx) => {
      await afterNext(tx, prepared(sql`insert into h_after (n, t) values (${3}::int, ${'c'}) returning n`));
    });
    expect(await db.rows(sql`select n from public.h_after order by n`)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // Its error (a duplicate key) fails the statement it went with, and the transaction; nothing stays.
    let asked: unknown = null;
    const err = await db
      .tx(null, async (tx) => {
        asked = await afterNext(tx, prepared(sql`insert into h_after (n, t) values (${1}::int, ${'x'}) returning n`));
        await tx.execute(sql`insert into h_after (n, t) values (4, 'd')`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(`${String(err)} ${String((err as { cause?: unknown } | null)?.cause ?? '')}`).toMatch(/duplicate key/);
    if (url) await expect((asked as { rows(): Promise<unknown> }).rows()).rejects.toThrow(/duplicate key/);
    expect(await db.rows(sql`select n from public.h_after order by n`)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  } finally {
    await db.tx(null, (tx) => tx.execute(sql`drop table if exists public.h_after`));
    await db.close();
  }
});

test('whenCommitted: the work runs with the database once the transaction has committed (before db.tx returns), never after a rollback; once per key; a savepoint’s waits for the whole transaction', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  try {
    const seen: string[] = [];
    const out = await db.tx(null, async (tx) => {
      expect(databaseOf(tx)).toBe(db);
      expect(whenCommitted(tx, (d) => void seen.push(d === db ? 'a' : 'another db'), 'k')).toBe(true);
      expect(whenCommitted(tx, () => void seen.push('a again'), 'k')).toBe(false);
      await tx.transaction(async (sp) => {
        whenCommitted(sp as unknown as Tx, () => void seen.push('savepoint'));
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(out).toBe('done');
    expect(seen).toEqual(['a', 'savepoint']);
    await expect(
      db.tx(null, async (tx) => {
        whenCommitted(tx, () => void seen.push('rolled back'));
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    // A failing commit (a deferred check) runs nothing either.
    for (const ddl of ['drop table if exists h_commit', 'create table h_commit (k int primary key, r int references h_commit (k) deferrable initially deferred)']) await db.rows(sql.raw(ddl));
    await expect(
      db.tx(null, async (tx) => {
        await tx.execute(sql`insert into h_commit values (1, 2)`);
        whenCommitted(tx, () => void seen.push('failed commit'));
      }),
    ).rejects.toThrow();
    expect(seen).toEqual(['a', 'savepoint']);
  } finally {
    await db.close();
  }
});

test('schemaOfTx: the schema db.tx was given, or the one the session lookup noted; null otherwise — known without a statement', async () => {
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  try {
    await db.rows(sql.raw('create schema if not exists h_skema'));
    expect(await db.tx('h_skema', async (tx) => schemaOfTx(tx))).toBe('h_skema');
    expect(
      await db.tx(null, async (tx) => {
        const before = schemaOfTx(tx);
        noteSchema(tx, 'h_skema');
        return [before, schemaOfTx(tx)];
      }),
    ).toEqual([null, 'h_skema']);
  } finally {
    await db.close();
  }
});

test('beforeNext, then a transaction’s first statement without parameters or marked: on PostgreSQL BEGIN, it and the statement go in one message (a page’s search_path and its read)', async () => {
  // The messages each pooled connection sends (the driver's query, under the batching).
  const sent: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const c = args[0] as string | { text?: string };
    sent.push(typeof c === 'string' ? c : (c?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  try {
    await db.rows(sql.raw(`drop schema if exists h_first cascade`));
    await db.rows(sql.raw(`create schema h_first`));
    await db.rows(sql.raw(`create table h_first.t (k int primary key, v text not null)`));
    await db.rows(sql.raw(`insert into h_first.t values (1, 'satu'), (2, 'dua')`));
    sent.length = 0;
    const marked = await db.tx(null, async (tx) => {
      await beforeNext(tx, searchPath('h_first'));
      const r = await rowsOf(tx, prepared(sql`select v from t where k = ${2}::int and v <> ${"it's"}`));
      // What follows still sees the search_path.
      return [...r, ...(await rowsOf(tx, sql`select v from t where k = ${1}::int`))];
    }, { bare: true });
    expect(marked).toEqual([{ v: 'dua' }, { v: 'satu' }]);
    if (url) {
      expect(sent[0]).toBe(`begin; ${PATH}; /*prepared*/ select v from t where k = '2'::int and v <> 'it''s'::text`.replace("'it''s'::text", "'it''s'"));
      expect(sent).toHaveLength(3);
      expect(sent[2]).toBe('commit');
    }
    // Without parameters the same; an error in it rolls back (nothing of the transaction stays).
    sent.length = 0;
    expect(await db.tx(null, async (tx) => {
      await beforeNext(tx, searchPath('h_first'));
      return rowsOf(tx, sql`select count(*)::int as n from t`);
    }, { bare: true })).toEqual([{ n: 2 }]);
    if (url) expect(sent).toEqual([`begin; ${PATH}; select count(*)::int as n from t`, 'commit']);
    await expect(
      db.tx(null, async (tx) => {
        await beforeNext(tx, searchPath('h_first'));
        await tx.execute(sql`insert into t values (3, 'tiga')`);
        await tx.execute(sql`insert into t values (3, 'lagi')`);
      }, { bare: true }),
    ).rejects.toThrow();
    expect(await db.rows(sql.raw(`select count(*)::int as n from h_first.t`))).toEqual([{ n: 2 }]);
  } finally {
    pg.Client.prototype.query = original;
    await db.rows(sql.raw(`drop schema if exists h_first cascade`));
    await db.close();
  }
});
