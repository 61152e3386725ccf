import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
export const DUMP_FILE = join(here, '..', '..', '..', '.data-test', 'control.tar');

/**
 * Creates the database named in the URL when it does not exist yet. A test database commits
 * without waiting for the disk (synchronous_commit off: a crash may lose the last commits, never
 * corrupt them) — the suite commits thousands of small transactions.
 */
export async function ensurePgDatabase(url: string) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (!r.rowCount) await c.query(`create database ${quoted}`);
    await c.query(`alter database ${quoted} set synchronous_commit = off`);
  } finally {
    await c.end();
  }
}
