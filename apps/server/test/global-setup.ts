/**
 * Prepares the test database once: on PGlite a migrated data dir is dumped to .data-test/ and
 * every test file clones it (~0.5 s instead of initdb); on PostgreSQL (TEST_DATABASE_URL) the
 * control schema is migrated in place.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@niaga/kernel/server';
import { migrate } from '../src/app';
import { DUMP_FILE, ensurePgDatabase } from './db-env';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await ensurePgDatabase(url);
    const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await migrate(db);
    await db.close();
    return;
  }
  const db = await openDatabase({});
  await migrate(db);
  const dump = await db.pglite!.dumpDataDir('none');
  mkdirSync(join(DUMP_FILE, '..'), { recursive: true });
  writeFileSync(DUMP_FILE, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
