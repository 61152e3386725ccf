/**
 * A new company with no DDL while the person waits, and a start's look in one query (issue 43).
 *
 * Spare schemas: a server keeps company schemas made ahead (`keepSpares`, a kernel task: created and
 * migrated, no company's); a new company takes the oldest — renamed, its pending migrations applied,
 * seeded — and is the same company a created schema gives. A spare behind a newer migration is
 * migrated (by the task, or by the company taking it); a creation that fails gives its spare back;
 * two creations at once never take the same spare.
 *
 * Versions: each schema's newest tenant migration is recorded (control.schema_versions) by the
 * transaction that applies it, so a start finds which companies are behind without opening their
 * schemas; a schema without a record (or with another tag) is looked at the long way and recorded.
 *
 * A database of its own (a clone of the prepared dump on PGlite; `<TEST_DATABASE_URL>_spares` on
 * PostgreSQL): the suite's shared database has other files' companies being made, which would take
 * this file's spares.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companiesBehind, createCompany, keepSpares, openDatabase, spareTarget, type Company, type Database, type Envelope, type Migration } from '@niaga/kernel/server';
import { migrate, newCompany, tenantMigrations } from '../src/app';
import { buildApp, startServer } from '../src/server';
import { DUMP_FILE, ensurePgDatabase } from './db-env';

const pgUrl = process.env.TEST_DATABASE_URL;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  if (pgUrl) {
    const u = new URL(pgUrl);
    u.pathname = `${u.pathname}_spares`;
    await ensurePgDatabase(u.toString());
    db = await openDatabase({ databaseUrl: u.toString(), poolSize: 4 });
    await migrate(db);
  } else {
    db = await openDatabase({ loadDataDir: new Blob([readFileSync(DUMP_FILE)]) });
  }
  app = await buildApp(db, { dev: true });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});
// No spare outlives its test.
afterEach(async () => {
  for (const s of await spares()) {
    await db.tx(null, async (tx) => {
      await tx.execute(sql.raw(`drop schema if exists "${s}" cascade`));
      await tx.execute(sql`delete from control.spare_schemas where schema_name = ${s}`);
    });
  }
});

const PASSWORD = 'rahasia-uji-1';
const newId = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
const make = (iper = newId('SP')) => newCompany(db, { idperusahaan: iper, nama: `PT ${iper}`, startflag: 1, adminPassword: PASSWORD });
const spares = async () => (await db.rows<{ schema_name: string }>(sql`select schema_name from control.spare_schemas order by made_at, schema_name`)).map((r) => r.schema_name);
const schemaExists = async (s: string) => (await db.rows(sql`select 1 from pg_namespace where nspname = ${s}`)).length === 1;
const tags = async (s: string) => (await db.rows<{ tag: string }>(sql.raw(`select tag from "${s}".__migrations order by tag`))).map((r) => r.tag);
const recorded = async (s: string) => (await db.rows<{ tag: string }>(sql`select tag from control.schema_versions where schema_name = ${s}`))[0]?.tag ?? null;
/** A schema's relations by kind and name (what a company is made of). */
const shape = async (s: string) =>
  (await db.rows<{ k: string }>(sql`select c.relkind::text || ' ' || c.relname::text as k from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${s} and c.relname not like 'pg_toast%' order by 1`)).map((r) => r.k);
const newMigration = (): Migration[] => {
  const k = randomBytes(4).toString('hex');
  return [{ tag: `9999_cadangan_${k}`, statements: [`CREATE TABLE "uji_cadangan_${k}" ("id" integer PRIMARY KEY)`] }];
};

async function call(fields: Record<string, string>): Promise<Envelope> {
  const res = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  return res.json() as Envelope;
}
/** The company's administrator logs in and lists the units (an act on its schema). */
async function works(c: Company) {
  const login = await call({ act: 'lgx', iper: c.idperusahaan, uname: 'ADMIN', passw: PASSWORD });
  expect(login).toMatchObject({ num: 0 });
  const list = await call({ act: 'satuan_list', token: (login.data as { token: string }).token, aprq: '{}' });
  expect(list).toMatchObject({ num: 0 });
}

test('a new company takes the spare made ahead: its schema renamed, seeded and working, the same relations as a schema made on the spot', async () => {
  expect(await keepSpares(db, tenantMigrations, 1)).toBe(1);
  expect(await keepSpares(db, tenantMigrations, 1)).toBe(0); // one is ready: none more
  const [spare] = await spares();
  expect(spare).toMatch(/^cadangan_[0-9a-f]{12}$/);
  expect(await recorded(spare)).toBe(tenantMigrations.at(-1)!.tag);

  const taken = await make();
  expect(await spares()).toEqual([]);
  expect(await schemaExists(spare)).toBe(false);
  expect(await recorded(spare)).toBe(null);
  expect(taken.schema_name).toBe(`t_${taken.idperusahaan.toLowerCase()}`);
  expect(await tags(taken.schema_name)).toEqual(tenantMigrations.map((m) => m.tag).sort());
  expect(await recorded(taken.schema_name)).toBe(tenantMigrations.at(-1)!.tag);
  await works(taken);

  // No spare left: the next company makes its schema on the spot — and it is the same company.
  const made = await make();
  expect(await shape(taken.schema_name)).toEqual(await shape(made.schema_name));
  await works(made);
});

test('a spare behind a newer migration is brought up to it, by the task or by the company that takes it', async () => {
  const extra = newMigration();
  const all = [...tenantMigrations, ...extra];
  await keepSpares(db, tenantMigrations, 2);
  const [first, second] = await spares();
  // The task finds both behind: migrates them, makes none.
  expect(await keepSpares(db, all, 2)).toBe(0);
  for (const s of [first, second]) {
    expect(await tags(s)).toContain(extra[0].tag);
    expect(await recorded(s)).toBe(extra[0].tag);
  }
  // A spare left behind (made before the migration) is migrated by the company taking it.
  const extra2 = newMigration();
  const seeded: string[] = [];
  const seed = async (_tx: unknown, c: Company) => void seeded.push(c.idperusahaan);
  const a = await createCompany(db, { idperusahaan: newId('SPA'), nama: 'PT A' }, [...all, ...extra2], seed);
  const b = await createCompany(db, { idperusahaan: newId('SPB'), nama: 'PT B' }, [...all, ...extra2], seed);
  expect(seeded).toEqual([a.idperusahaan, b.idperusahaan]);
  for (const c of [a, b]) {
    expect(await tags(c.schema_name)).toEqual(expect.arrayContaining([extra[0].tag, extra2[0].tag]));
    expect(await recorded(c.schema_name)).toBe(extra2[0].tag);
  }
  expect(await schemaExists(first)).toBe(false);
  expect(await schemaExists(second)).toBe(false);
});

test('a creation that fails gives its spare back; two creations at once never take the same spare', async () => {
  await keepSpares(db, tenantMigrations, 1);
  const [spare] = await spares();
  const failing = createCompany(db, { idperusahaan: newId('GAGAL'), nama: 'PT Gagal' }, tenantMigrations, async () => {
    throw new Error('benih gagal');
  });
  await expect(failing).rejects.toThrow('benih gagal');
  expect(await spares()).toEqual([spare]);
  expect(await schemaExists(spare)).toBe(true);

  // One spare, two companies at once: one takes it, the other makes its own schema.
  const [x, y] = await Promise.all([make(), make()]);
  expect(await spares()).toEqual([]);
  expect(await schemaExists(spare)).toBe(false);
  expect(await shape(x.schema_name)).toEqual(await shape(y.schema_name));
  await works(x);
  await works(y);
});

test("a start's look reads the recorded versions: a recorded company is not opened, one without a record is looked at and recorded, one behind is found", async () => {
  const [a, b, c] = [await make(), await make(), await make()];
  const only = (co: { id: number }) => [a.id, b.id, c.id].includes(co.id);
  const last = tenantMigrations.at(-1)!.tag;
  expect((await companiesBehind(db, tenantMigrations, { only })).todo).toEqual([]);

  // The record is what the look reads: A's own table renamed away is not looked at.
  await db.tx(null, (tx) => tx.execute(sql.raw(`alter table "${a.schema_name}".__migrations rename to __migrations_lain`)));
  expect((await companiesBehind(db, tenantMigrations, { only })).todo).toEqual([]);
  await db.tx(null, (tx) => tx.execute(sql.raw(`alter table "${a.schema_name}".__migrations_lain rename to __migrations`)));

  // B without a record, C with an older tag: both looked at in their schema, found current, recorded.
  await db.tx(null, (tx) => tx.execute(sql`delete from control.schema_versions where schema_name = ${b.schema_name}`));
  await db.tx(null, (tx) => tx.execute(sql`update control.schema_versions set tag = '0000_lama' where schema_name = ${c.schema_name}`));
  expect((await companiesBehind(db, tenantMigrations, { only })).todo).toEqual([]);
  expect(await recorded(b.schema_name)).toBe(last);
  expect(await recorded(c.schema_name)).toBe(last);

  // A newer migration: all three behind; once migrated, recorded at it.
  const extra = newMigration();
  expect((await companiesBehind(db, [...tenantMigrations, ...extra], { only })).todo.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
  await migrate(db, { only, extra });
  expect((await companiesBehind(db, [...tenantMigrations, ...extra], { only })).todo).toEqual([]);
  for (const co of [a, b, c]) expect(await recorded(co.schema_name)).toBe(extra[0].tag);
});

test('a server keeps a spare ready (COMPANY_SPARES; 1 on PostgreSQL, none on PGlite)', async () => {
  expect(spareTarget(true, {})).toBe(1);
  expect(spareTarget(false, {})).toBe(0);
  expect(spareTarget(false, { COMPANY_SPARES: '3' })).toBe(3);
  expect(spareTarget(true, { COMPANY_SPARES: '0' })).toBe(0);
  expect(spareTarget(true, { COMPANY_SPARES: 'banyak' })).toBe(1);

  const srv = await startServer({ db, port: 0, host: '127.0.0.1', demo: false, spares: 1 });
  try {
    await expect.poll(spares, { timeout: 120_000, interval: 500 }).toHaveLength(1);
  } finally {
    await srv.close();
  }
  const [spare] = await spares();
  const c = await make();
  expect(await schemaExists(spare)).toBe(false);
  await works(c);
});
