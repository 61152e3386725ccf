/** One schema per company: created, migrated and found here. */
import { sql, eq } from 'drizzle-orm';
import { companies } from './control';
import { applyMigrations, migrationLock, type Migration } from './migrate';
import { rowsOf, SCHEMA_RE, type Database, type Tx } from './db';
import type { Company } from './acts';
import { ActError, NUM } from '../errors';

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
    await tx.execute(sql.raw(`create schema "${schema}"`));
    await tx.execute(sql.raw(`set local search_path to "${schema}", control, public`));
    await applyMigrations(tx, schema, migrations, true);
    await seed?.(tx, company);
    return company;
  });
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
 * Applies pending tenant migrations to every company (at start; issue 43). Which schemas are behind
 * is one look per 200 companies, so a start with 1,000 companies up to date costs five queries,
 * not 1,000 transactions. Each company behind is migrated in a transaction of its own: a failure
 * rolls back that company alone, is reported (and logged), and stops nothing else. `only`: the
 * companies to look at (tests).
 */
export async function migrateCompanies(db: Database, migrations: Migration[], opts: { only?: (c: Company) => boolean } = {}): Promise<MigrateReport> {
  const all = (await db.tx(null, (tx) => tx.select(companyCols).from(companies).orderBy(companies.id))).filter((c) => !opts.only || opts.only(c));
  const last = migrations.at(-1)?.tag;
  const todo = last ? await behind(db, all, last) : [];
  const report: MigrateReport = { total: all.length, migrated: [], failed: [] };
  for (const c of todo) {
    try {
      const applied = await db.tx(c.schema_name, async (tx) => {
        await migrationLock(tx, c.schema_name);
        return applyMigrations(tx, c.schema_name, migrations, true);
      });
      if (applied.length) report.migrated.push(c.idperusahaan);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      report.failed.push({ idperusahaan: c.idperusahaan, msg });
      console.error(`[migrasi] perusahaan ${c.idperusahaan} (${c.schema_name}) gagal dimigrasi, dilewati: ${msg}`);
    }
  }
  return report;
}
