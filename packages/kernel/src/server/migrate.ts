/**
 * Versioned migrations written by drizzle-kit (migrations/control, migrations/tenant), applied to
 * the control schema and to every company schema, each file once, in journal order.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from './db';

export interface Migration {
  tag: string;
  statements: string[];
}

export function readMigrations(dir: string): Migration[] {
  const journal = join(dir, 'meta', '_journal.json');
  if (!existsSync(journal)) throw new Error(`migrasi tidak ditemukan: ${journal}`);
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { idx: number; tag: string }[] };
  return entries
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({
      tag,
      statements: readFileSync(join(dir, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

/**
 * Applies pending migrations inside `tx`, whose search_path is already the target schema.
 * Tenant migrations are written for the default schema: drizzle-kit's `"public".` qualifiers are
 * dropped so that each statement lands in the company's schema.
 */
export async function applyMigrations(tx: Tx, schema: string, migrations: Migration[], tenant: boolean): Promise<string[]> {
  await tx.execute(sql.raw(`create table if not exists "${schema}"."__migrations" (tag text primary key, applied_at timestamptz not null default now())`));
  const done = new Set((await rowsOf<{ tag: string }>(tx, sql.raw(`select tag from "${schema}"."__migrations"`))).map((r) => r.tag));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.tag)) continue;
    const texts = m.statements.map((st) => (tenant ? st.replaceAll('"public".', '') : st.replace(/CREATE SCHEMA "(\w+)"/g, 'CREATE SCHEMA IF NOT EXISTS "$1"')));
    await execScript(tx, texts);
    await tx.execute(sql`insert into ${sql.raw(`"${schema}"."__migrations"`)} (tag) values (${m.tag})`);
    applied.push(m.tag);
  }
  // The schema's version where a start's look finds it in one query (tenancy.ts companiesBehind).
  if (tenant && migrations.length) await recordVersion(tx, [schema], migrations.at(-1)!.tag);
  return applied;
}

/** Writes `tag` as the newest tenant migration of `schemas` (control.schema_versions). */
export async function recordVersion(tx: Tx, schemas: string[], tag: string) {
  if (!schemas.length) return;
  await tx.execute(
    sql`insert into control.schema_versions (schema_name, tag) select unnest(${`{${schemas.join(',')}}`}::varchar[]), ${tag}
        on conflict (schema_name) do update set tag = excluded.tag, at = now()`,
  );
}

/**
 * Runs a migration's statements as one script: one round trip instead of one per statement (a
 * new company's 500 statements took most of its creation time on PostgreSQL). PGlite runs a
 * script with `exec`; node-postgres sends a text without parameters by the simple protocol, which
 * takes several statements.
 */
async function execScript(tx: Tx, statements: string[]) {
  if (!statements.length) return;
  const text = statements.map((st) => st.trim().replace(/;$/, '')).join(';\n');
  const client = (tx as unknown as { session?: { client?: { exec?: (q: string) => Promise<unknown> } } }).session?.client;
  if (typeof client?.exec === 'function') await client.exec(text);
  else await tx.execute(sql.raw(text));
}

/** Serialises migration work between several servers on one PostgreSQL database. */
export async function migrationLock(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'niaga-migrate:' + key}))`);
}

export async function migrateControl(db: Database, migrations: Migration[]): Promise<string[]> {
  return db.tx(null, async (tx) => {
    await migrationLock(tx, 'control');
    await tx.execute(sql`create schema if not exists control`);
    return applyMigrations(tx, 'control', migrations, false);
  });
}
