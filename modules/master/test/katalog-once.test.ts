/**
 * The till catalogue's background builder with several Niaga processes on one PostgreSQL database
 * (issue 43): a company whose blocks another process's builder is building (its advisory lock held
 * for its transaction) is left to it — no two builders on one company's blocks at once — and
 * built by the next turn after. Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { buildStaleBlocks } from '../item/katalog';

const url = process.env.TEST_DATABASE_URL;
let other: Database;
beforeAll(async () => {
  if (url) other = await openDatabase({ databaseUrl: url, poolSize: 1 });
});
afterAll(async () => other?.close());

test.skipIf(!url)('a company another process is building is left to it; built at the next turn', async () => {
  const co = await freshCompany();
  const { db } = await testServer();
  await co.sql(`insert into katalog_basi (blok) values (0)`);
  const stale = async () => (await co.sql<{ n: number }>('select count(*)::int as n from katalog_basi'))[0].n;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  // The other process's builder: holds the company's lock for its transaction.
  const otherTurn = other.tx(co.company.schema_name, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`niaga-katalog:${co.company.schema_name}`}))`);
    locked();
    await held;
  });
  await isLocked;
  await buildStaleBlocks(db, 1_000);
  expect(await stale()).toBe(1);
  release();
  await otherTurn;
  // Built at the next turn — or, on the suite's shared database, by the turn after when another
  // file's builder (another server started on it) holds the company's lock at that moment.
  await expect
    .poll(async () => {
      await buildStaleBlocks(db, 1_000);
      return stale();
    }, { timeout: 60_000, interval: 200 })
    .toBe(0);
});
