/** One schema per company: created, migrated and found here. */
import { randomBytes } from 'node:crypto';
import { sql, eq } from 'drizzle-orm';
import { companies, schemaVersions } from './control';
import { applyMigrations, migrationLock, recordVersion, type Migration } from './migrate';
import { rowsOf, SCHEMA_RE, type Database, type Tx } from './db';
import type { Company } from './acts';
import { ActError, NUM } from '../errors';
import { markWaiting } from './catch-up';

export const COMPANY_ID_RE = /^[A-Z0-9][A-Z0-9_-]{0,29}$/;

/** The columns of a `Company`, for selects that need one. */
export const companyCols = {
  id: companies.id,
  idperusahaan: companies.idperusahaan,
  nama: companies.nama,
  schema_name: companies.schema_name,
  startflag: companies.startflag,
  ip_sistem: companies.ip_sistem,
};

export const normaliseCompanyId = (iper: string) => iper.trim().toUpperCase();

export async function findCompany(tx: Tx, iper: string): Promise<Company | null> {
  const rows = await tx.select(companyCols).from(companies).where(eq(companies.idperusahaan, normaliseCompanyId(iper))).limit(1);
  return rows[0] ?? null;
}

export async function requireCompany(tx: Tx, iper: string): Promise<Company> {
  const c = await findCompany(tx, iper);
  if (!c) throw new ActError(NUM.COMPANY, 'Id Perusahaan tidak ditemukan');
  return c;
}

export interface NewCompany {
  idperusahaan: string;
  nama: string;
  startflag?: number;
  ip_sistem?: string;
}

/** Runs in the new company's schema, in the same transaction that created it (seed data). */
export type CompanySeed = (tx: Tx, company: Company) => Promise<void>;

/**
 * A new company: its row in the directory and its schema, migrated and seeded, in one transaction.
 * The schema is a spare made ahead (`keepSpares`) when one is ready — renamed, its pending
 * migrations applied, seeded: the person waits for no DDL — or else created here.
 */
export async function createCompany(db: Database, input: NewCompany, migrations: Migration[], seed?: CompanySeed): Promise<Company> {
  const iper = normaliseCompanyId(input.idperusahaan);
  if (!COMPANY_ID_RE.test(iper)) throw new ActError(NUM.INVALID, 'Id Perusahaan hanya boleh berisi huruf, angka, - dan _ (maksimal 30).');
  return db.tx(null, async (tx) => {
    if (await findCompany(tx, iper)) throw new ActError(NUM.DUPLICATE, `Id Perusahaan '${iper}' sudah terdaftar.`);
    const base = `t_${iper.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
    let schema = base;
    for (let i = 2; (await rowsOf(tx, sql`select 1 from pg_namespace where nspname = ${schema}`)).length; i++) schema = `${base}_${i}`;
    if (!SCHEMA_RE.test(schema)) throw new Error(`schema tidak valid: ${schema}`);
    const [company] = await tx
      .insert(companies)
      .values({ idperusahaan: iper, nama: input.nama, schema_name: schema, startflag: input.startflag ?? 0, ip_sistem: input.ip_sistem ?? '' })
      .returning(companyCols);
    const spare = await takeSpare(tx);
    if (spare) {
      await tx.execute(sql.raw(`alter schema "${spare}" rename to "${schema}"`));
      await tx.execute(sql`delete from control.schema_versions where schema_name = ${spare}`);
    } else {
      await tx.execute(sql.raw(`create schema "${schema}"`));
    }
    await migrateIn(tx, schema, migrations);
    await seed?.(tx, company);
    return company;
  });
}

/**
 * `schema` first in the transaction's search_path and its pending migrations applied. Not through
 * db.tx(schema)'s `searchPath`: that one refuses a schema still waiting for this very migration
 * (catch-up.ts) and guards against a move; here the schema is being made or migrated.
 */
async function migrateIn(tx: Tx, schema: string, migrations: Migration[], opts: { lockWaitMs?: number } = {}): Promise<string[]> {
  await tx.execute(sql.raw(`set local search_path to "${schema}", control, public`));
  if (opts.lockWaitMs !== undefined) await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(opts.lockWaitMs))}`));
  await migrationLock(tx, schema);
  if (opts.lockWaitMs !== undefined) await tx.execute(sql.raw(`set local lock_timeout = 0`));
  return applyMigrations(tx, schema, migrations, true);
}

/** The oldest spare schema, taken (its row deleted in `tx`: back if `tx` rolls back); one another transaction is taking is passed over. */
async function takeSpare(tx: Tx): Promise<string | null> {
  const [row] = await rowsOf<{ schema_name: string }>(
    tx,
    sql`delete from control.spare_schemas where schema_name = (select schema_name from control.spare_schemas order by made_at, schema_name limit 1 for update skip locked)
        returning schema_name`,
  );
  return row && SCHEMA_RE.test(row.schema_name) ? row.schema_name : null;
}

/** How many spare schemas a server keeps ready: `COMPANY_SPARES`, else 1 on PostgreSQL and none on PGlite (one shop, one company). */
export function spareTarget(postgres: boolean, env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.COMPANY_SPARES);
  if (env.COMPANY_SPARES !== undefined && env.COMPANY_SPARES !== '' && Number.isInteger(n) && n >= 0) return Math.min(n, 20);
  return postgres ? 1 : 0;
}

/**
 * Keeps `want` spare company schemas ready (a task of the kernel scheduler, once across processes):
 * spares behind the newest migration are migrated, then new ones made — each in a transaction of its
 * own, so that a company's creation meanwhile takes a ready one or makes its own as before. Returns
 * how many it made.
 */
export async function keepSpares(db: Database, migrations: Migration[], want: number): Promise<number> {
  const last = migrations.at(-1)?.tag;
  if (!last) return 0;
  const spares = await db.rows<{ schema_name: string; tag: string | null }>(
    sql`select s.schema_name, v.tag from control.spare_schemas s left join control.schema_versions v on v.schema_name = s.schema_name order by s.made_at`,
  );
  for (const s of spares.filter((x) => x.tag !== last && SCHEMA_RE.test(x.schema_name))) {
    await db.tx(null, async (tx) => {
      // Taken meanwhile (renamed by a new company, which migrates it itself): nothing to do.
      const [still] = await rowsOf(tx, sql`select 1 from control.spare_schemas where schema_name = ${s.schema_name} for update skip locked`);
      if (still) await migrateIn(tx, s.schema_name, migrations);
    });
  }
  let made = 0;
  for (let n = spares.length; n < want; n++, made++) {
    const schema = `cadangan_${randomBytes(6).toString('hex')}`;
    await db.tx(null, async (tx) => {
      await tx.execute(sql.raw(`create schema "${schema}"`));
      await migrateIn(tx, schema, migrations);
      await tx.execute(sql`insert into control.spare_schemas (schema_name) values (${schema})`);
    });
  }
  return made;
}

export interface MigrateReport {
  /** Companies looked at. */
  total: number;
  /** Companies that had migrations to apply and now have them. */
  migrated: string[];
  /** Companies whose migration failed (rolled back: the schema stays as it was), with why. */
  failed: Array<{ idperusahaan: string; msg: string }>;
}

/** Schemas a chunked look finds behind `last` (a migration tag they lack); a schema the look cannot read is behind. */
async function behind(db: Database, all: Company[], last: string): Promise<Company[]> {
  const out: Company[] = [];
  for (let i = 0; i < all.length; i += 200) {
    const chunk = all.slice(i, i + 200).filter((c) => SCHEMA_RE.test(c.schema_name));
    if (!chunk.length) continue;
    try {
      const q = chunk.map((c) => `select ${c.id} as id where not exists (select 1 from "${c.schema_name}"."__migrations" where tag = '${last.replace(/'/g, "''")}')`).join(' union all ');
      const ids = new Set((await db.rows<{ id: number }>(sql.raw(q))).map((r) => Number(r.id)));
      out.push(...chunk.filter((c) => ids.has(c.id)));
    } catch {
      out.push(...chunk); // a schema without its table (made half, restored): each is looked at alone
    }
  }
  return out;
}

/**
 * The companies (all, or those `only` keeps) and which of them are behind the newest of `migrations`.
 * One query when every schema's version is recorded (control.schema_versions, written with each
 * migration); a schema whose record is missing or another tag is looked at in its `__migrations`
 * (the chunked look), and recorded when it is found current.
 */
export async function companiesBehind(db: Database, migrations: Migration[], opts: { only?: (c: Company) => boolean } = {}): Promise<{ all: Company[]; todo: Company[] }> {
  const rows = await db.tx(null, (tx) =>
    tx
      .select({ ...companyCols, tag: schemaVersions.tag })
      .from(companies)
      .leftJoin(schemaVersions, eq(schemaVersions.schema_name, companies.schema_name))
      .orderBy(companies.id),
  );
  const kept = rows.filter((c) => !opts.only || opts.only(c));
  const all: Company[] = kept.map(({ tag: _tag, ...c }) => c);
  const last = migrations.at(-1)?.tag;
  if (!last) return { all, todo: [] };
  const unsure = all.filter((_, i) => kept[i].tag !== last);
  const todo = await behind(db, unsure, last);
  const current = unsure.filter((c) => !todo.includes(c) && SCHEMA_RE.test(c.schema_name)).map((c) => c.schema_name);
  if (current.length) await db.tx(null, (tx) => recordVersion(tx, current, last));
  return { all, todo };
}

/**
 * One company's pending migrations in a transaction of its own, under its migration lock (another
 * process migrating it is waited for, and what it applied is not applied again). A failure rolls
 * back that company alone and lands in `report`. `lockWaitMs`: how long to wait for the lock
 * before giving up this turn (returns false; nothing reported); none: as long as it takes.
 */
async function migrateOne(db: Database, c: Company, migrations: Migration[], report: MigrateReport, lockWaitMs?: number): Promise<boolean> {
  try {
    const applied = await db.tx(null, (tx) => migrateIn(tx, c.schema_name, migrations, { lockWaitMs }));
    if (applied.length) report.migrated.push(c.idperusahaan);
    return true;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    if (lockWaitMs !== undefined && (err.code ?? err.cause?.code) === '55P03') return false; // lock_not_available: its turn again later
    const msg = e instanceof Error ? e.message : String(e);
    report.failed.push({ idperusahaan: c.idperusahaan, msg });
    console.error(`[migrasi] perusahaan ${c.idperusahaan} (${c.schema_name}) gagal dimigrasi, dilewati: ${msg}`);
    return true;
  }
}

/**
 * Applies pending tenant migrations to every company before it returns (scripts, tests, a cluster's
 * primary; a server's start uses `catchUp` instead). Which schemas are behind is one look per 200
 * companies, so 1,000 companies up to date cost five queries, not 1,000 transactions. Each company
 * behind is migrated in a transaction of its own: a failure rolls back that company alone, is
 * reported (and logged), and stops nothing else. `only`: the companies to look at (tests).
 */
export async function migrateCompanies(db: Database, migrations: Migration[], opts: { only?: (c: Company) => boolean } = {}): Promise<MigrateReport> {
  const { all, todo } = await companiesBehind(db, migrations, opts);
  const report: MigrateReport = { total: all.length, migrated: [], failed: [] };
  for (const c of todo) await migrateOne(db, c, migrations, report);
  return report;
}

export interface CatchUp {
  /** The report once every company behind had its turn (or the catch-up was stopped). */
  done: Promise<MigrateReport>;
  /** Companies still waiting. */
  waiting(): number;
  /** Ends the catch-up after the company under way (a server closing). */
  stop(): Promise<void>;
}

export interface CatchUpOptions {
  /** How long one turn waits for a company's migration lock held elsewhere before going on to the next (default 5 s). */
  lockWaitMs?: number;
  /** Awaited before each turn picks its company (tests hold the queue with it to ask for one meanwhile). */
  beforeTurn?: () => Promise<void>;
}

/**
 * Migrates `todo` (companiesBehind) in the background, one company at a time, each as
 * `migrateCompanies` does; meanwhile each waits in catch-up.ts: every way into its schema in this
 * process answers MIGRATING_MSG, and one someone asks for goes to the front. A company whose lock
 * another process holds (migrating it, or a call of an older process under way) goes to the back
 * after `lockWaitMs`; what another process already applied is not applied again. A failed company is
 * reported, logged and served as it is (as before the migration), like the others after their turn.
 */
export function catchUp(db: Database, migrations: Migration[], found: { all: Company[]; todo: Company[] }, opts: CatchUpOptions = {}): CatchUp {
  const queue = new Map(found.todo.map((c) => [c.schema_name, c]));
  const front: string[] = [];
  const report: MigrateReport = { total: found.all.length, migrated: [], failed: [] };
  const waiter = { ask: (schema: string) => void (queue.has(schema) && !front.includes(schema) && front.push(schema)) };
  markWaiting(queue.keys(), waiter);
  let stopped = false;
  const run = async () => {
    // Started after the server listens (the caller's next tick), so the first answers come first.
    await new Promise((r) => setImmediate(r));
    let tries = 0;
    while (!stopped && queue.size) {
      await opts.beforeTurn?.();
      if (stopped) break;
      const asked = front.shift();
      const c = (asked && queue.get(asked)) || queue.values().next().value!;
      queue.delete(c.schema_name);
      if (await migrateOne(db, c, migrations, report, opts.lockWaitMs ?? 5000)) {
        markWaiting([c.schema_name], null);
        tries = 0;
      } else {
        queue.set(c.schema_name, c); // at the back
        // Every one left is held elsewhere: a pause before the next round.
        if (++tries >= queue.size) await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const done = run()
    .catch((e: unknown) => console.error(`[migrasi] migrasi latar berhenti: ${e instanceof Error ? e.message : String(e)}`))
    .finally(() => markWaiting(queue.keys(), null))
    .then(() => report);
  return {
    done,
    waiting: () => queue.size,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
