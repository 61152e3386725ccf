/**
 * A server's start with companies behind the newest tenant migration (issue 43): it migrates the
 * control schema and looks which companies are behind, listens, and migrates those in the
 * background. A company already current answers at once; one still waiting answers "sedang
 * diperbarui" on every way in (login, a session's act, db.tx on its schema) until its turn — a
 * company asked for goes first — and then works; a schema whose migration fails is reported and the
 * others go on. On PostgreSQL: a company whose lock another process holds is passed over meanwhile,
 * and what that process applied is not applied again.
 */
import { afterEach, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createSession, MIGRATING_MSG, type Company, type Database, type Envelope } from '@niaga/kernel/server';
import { migrate, newCompany } from '../src/app';
import { startServer, type RunningServer } from '../src/server';
import { testServer } from './harness';

const pgUrl = process.env.TEST_DATABASE_URL;
const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
});

const PASSWORD = 'rahasia-uji-1';
const ids = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

function caller(srv: RunningServer) {
  return async (fields: Record<string, string>): Promise<Envelope> => {
    const r = await fetch(`${srv.url}/api`, { method: 'POST', body: new URLSearchParams(fields) });
    return (await r.json()) as Envelope;
  };
}

/** A server started on the test database (the companies in `cos` looked at), as `npm start` starts one. */
async function start(db: Database, cos: Company[], extra: { tag: string; statements: string[] }[], catchUp: { beforeTurn?: () => Promise<void>; lockWaitMs?: number } = {}) {
  const only = new Set(cos.map((c) => c.id));
  const srv = await startServer({ db, port: 0, host: '127.0.0.1', demo: false, scheduler: false, migrations: { only: (c) => only.has(c.id), extra, catchUp } });
  running.push(() => srv.close());
  return srv;
}

const newMigration = () => [{ tag: `9999_latar_${randomBytes(4).toString('hex')}`, statements: ['CREATE TABLE "uji_latar" ("id" integer PRIMARY KEY, "nama" varchar(20) NOT NULL)'] }];
const tagged = async (db: Database, c: Company, tag: string) => (await db.rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${c.schema_name}".__migrations where tag = '${tag}'`)))[0].n;

test('a start listens before the companies behind are migrated: a current one works, one behind is told to wait, is taken first when asked, then works; a failing one is reported and the others go on', async () => {
  const { db } = await testServer();
  const extra = newMigration();
  const tag = extra[0].tag;
  const mk = (iper: string) => newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: PASSWORD });
  const [cur, a, b, bad] = [await mk(ids('CUR')), await mk(ids('A')), await mk(ids('B')), await mk(ids('BAD'))];
  // One company is already current; one holds a table of the new migration's name (its migration fails).
  await migrate(db, { only: (c) => c.id === cur.id, extra });
  await db.tx(bad.schema_name, (tx) => tx.execute(sql`create table uji_latar (id integer)`));
  // A session of A's from before the start.
  const { token: tokenA } = await db.tx(null, (tx) => createSession(tx, { company: a, userid: 'ADMIN', remember: false, ip: '127.0.0.1', adinfo: {} }));

  // The background migration is held at its first turn until the calls below are made.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const srv = await start(db, [cur, a, b, bad], extra, { beforeTurn: () => held });
  running.push(async () => release()); // before the server's close, should the test fail first
  const call = caller(srv);
  const login = (c: Company) => call({ act: 'lgx', iper: c.idperusahaan, uname: 'ADMIN', passw: PASSWORD });
  const waitMsg = { num: 1, msg: MIGRATING_MSG };

  // Listening, the current company works.
  const lc = await login(cur);
  expect(lc.num).toBe(0);
  expect((await call({ act: 'satuan_list', token: (lc.data as { token: string }).token, aprq: '{}' })).num).toBe(0);
  // The companies behind: the login, a session's act and db.tx on the schema are all told to wait.
  expect(await login(b)).toMatchObject(waitMsg);
  expect(await call({ act: 'satuan_list', token: tokenA, aprq: '{}' })).toMatchObject(waitMsg);
  await expect(db.tx(a.schema_name, (tx) => tx.execute(sql`select 1`))).rejects.toThrow(MIGRATING_MSG);
  expect(await tagged(db, b, tag)).toBe(0);

  // B was asked for (A too, later): B goes first, then A, then BAD (which fails).
  release();
  await expect.poll(async () => (await login(b)).num, { timeout: 30_000 }).toBe(0);
  const report = await srv.migration;
  expect(report.migrated).toEqual([b.idperusahaan, a.idperusahaan]);
  expect(report.failed).toEqual([{ idperusahaan: bad.idperusahaan, msg: expect.stringContaining('uji_latar') }]);
  expect(await tagged(db, a, tag)).toBe(1);
  expect(await tagged(db, bad, tag)).toBe(0);
  expect((await call({ act: 'satuan_list', token: tokenA, aprq: '{}' })).num).toBe(0);
  // The failed one is served as it was (rolled back whole), and is tried again at the next start.
  expect((await login(bad)).num).toBe(0);
});

test('a company whose migration lock another process holds is passed over meanwhile; what that process applied is not applied again', async () => {
  if (!pgUrl) return; // one PGlite connection: no other process
  const { db } = await testServer();
  const extra = newMigration();
  const mk = (iper: string) => newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: PASSWORD });
  const [held, free] = [await mk(ids('H')), await mk(ids('F'))];
  // "Another process" migrates H: its lock held, the migration applied, not committed yet.
  const other = new pg.Client({ connectionString: pgUrl });
  await other.connect();
  await other.query('begin');
  await other.query(`select pg_advisory_xact_lock(hashtext('niaga-migrate:' || $1::text))`, [held.schema_name]);
  const srv = await start(db, [held, free], extra, { lockWaitMs: 200 });
  running.push(() => other.end()); // before the server's close
  const call = caller(srv);
  const login = (c: Company) => call({ act: 'lgx', iper: c.idperusahaan, uname: 'ADMIN', passw: PASSWORD });
  // F goes on though H came first; H waits meanwhile.
  await expect.poll(async () => (await login(free)).num, { timeout: 30_000 }).toBe(0);
  expect(await login(held)).toMatchObject({ num: 1, msg: MIGRATING_MSG });
  expect(srv.migration).toBeInstanceOf(Promise);
  // The other process finishes H's migration (as the start would) and commits.
  await other.query(`set search_path to "${held.schema_name}", control, public`);
  for (const st of extra[0].statements) await other.query(st);
  await other.query(`insert into "${held.schema_name}".__migrations (tag) values ($1)`, [extra[0].tag]);
  await other.query('commit');
  const report = await srv.migration;
  expect(report).toEqual({ total: 2, migrated: [free.idperusahaan], failed: [] });
  expect((await login(held)).num).toBe(0);
  expect(await tagged(db, held, extra[0].tag)).toBe(1);
});
