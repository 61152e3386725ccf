/**
 * Moving a company from one PostgreSQL server to another (issue 43, spec multi-server mode): the
 * company's writes are refused while it moves (its move lock, kernel moving.ts: acts, the store's
 * pages, webhooks, workers; reads go on), its
 * backup (modules/system) is restored on the target, both copies are compared (trial balance,
 * stock per item and warehouse, rows per table), the route is switched (the source keeps a
 * `control.routes` row naming the target server, so its `getserver` sends the login page there;
 * the store's addresses, control.share_toko, go with it) and only then the source's copy is
 * dropped. The copy on the target is held off by its own move lock from the restore to the switch.
 * A failed verification drops the target's copy and leaves the company on the source, writable. docs/operations.md "Moving a company".
 */
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { companies, findCompany, MOVE_LOCK, normaliseCompanyId, openDatabase, routes, rowsOf, sqlState, type Company, type Database, type Tx } from '@niaga/kernel/server';
import { bookFigures } from '@niaga/ledger';
import { backupPath, restoreBackup, writeBackup } from '@niaga/system/server';
import { migrate, tenantMigrations } from './app';

export interface MoveOptions {
  iper: string;
  /** The database that holds the company now, and the one it goes to. */
  sourceUrl: string;
  targetUrl: string;
  /** The origin (https://host) of the Niaga servers on the target database: the route left behind. */
  targetOrigin: string;
  /** Where the move's backup is written (BACKUP_DIR); it is kept there. */
  backupRoot: string;
  /** A routing service to tell (ROUTING_URL, ROUTING_SECRET), when there is one. */
  router?: { url: string; secret: string };
  log?: (line: string) => void;
  /** Tests: run after the restore, before the comparison. */
  beforeVerify?: (target: Database, company: Company) => Promise<void>;
}

export interface MoveResult {
  company: Company;
  backup: string;
  figures: Figures;
}

/** What must be equal on both copies. */
export interface Figures {
  /** Rows per table of the company's schema. */
  baris: Record<string, number>;
  /** Trial balance: debit and credit per account (live lines). */
  neraca: string[];
  /** Quantity per item, variant and warehouse. */
  stok: string[];
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function figuresOf(db: Database, c: Company): Promise<Figures> {
  // One snapshot, read only (no move lock: the move itself holds it).
  return db.tx(c.schema_name, async (tx) => {
    const tables = await rowsOf<{ t: string }>(tx, sql`select table_name as t from information_schema.tables where table_schema = ${c.schema_name} and table_type = 'BASE TABLE' order by 1`);
    // Every table's count in one statement.
    const counts = tables.length
      ? await rowsOf<{ t: string; n: number }>(tx, sql.raw(tables.map(({ t }) => `select '${t.replace(/'/g, "''")}' as t, count(*)::int as n from ${q(c.schema_name)}.${q(t)}`).join(' union all ')))
      : [];
    const baris: Record<string, number> = Object.fromEntries(counts.map((r) => [r.t, Number(r.n)]));
    return { baris, ...(await bookFigures(tx)) };
  }, { snapshot: true });
}

/** The differences between two copies' figures, in words (empty: equal). */
export function differences(a: Figures, b: Figures): string[] {
  const out: string[] = [];
  for (const t of new Set([...Object.keys(a.baris), ...Object.keys(b.baris)]))
    if (a.baris[t] !== b.baris[t]) out.push(`tabel ${t}: ${a.baris[t] ?? '-'} baris di asal, ${b.baris[t] ?? '-'} di tujuan`);
  if (a.neraca.join('|') !== b.neraca.join('|')) out.push('neraca saldo berbeda');
  if (a.stok.join('|') !== b.stok.join('|')) out.push('stok per item dan gudang berbeda');
  return out;
}

async function dropCompany(db: Database, c: Company) {
  await db.tx(null, async (tx: Tx) => {
    await tx.delete(companies).where(eq(companies.id, c.id));
    await tx.execute(sql.raw(`drop schema if exists ${q(c.schema_name)} cascade`));
  });
}

/** Moves the company `iper` from `sourceUrl` to `targetUrl` (above). Throws an ActError saying why not. */
export async function moveCompany(o: MoveOptions): Promise<MoveResult> {
  const log = o.log ?? ((l: string) => console.log(l));
  const iper = normaliseCompanyId(o.iper);
  const source = await openDatabase({ databaseUrl: o.sourceUrl, poolSize: 2 });
  const target = await openDatabase({ databaseUrl: o.targetUrl, poolSize: 2 });
  const lock = new pg.Client({ connectionString: o.sourceUrl });
  // The copy on the target is held off the same way until the switch: the target's own writers
  // (its workers, a login there) find a company in its directory from the restore on.
  const targetLock = new pg.Client({ connectionString: o.targetUrl });
  const held: { target?: string } = {};
  try {
    await migrate(target);
    const company = await source.tx(null, (tx) => findCompany(tx, iper));
    if (!company) throw new ActError(NUM.COMPANY, `Perusahaan ${iper} tidak ada di database asal.`);
    if (await target.tx(null, (tx) => findCompany(tx, iper))) throw new ActError(NUM.DUPLICATE, `Perusahaan ${iper} sudah ada di database tujuan.`);
    // From here its writes are refused: the lock waits for those under way, then holds off the rest.
    await lock.connect();
    await lock.query('select pg_advisory_lock(hashtext($1))', [MOVE_LOCK + company.schema_name]);
    log(`[pindah] ${iper}: penulisan ditahan; membuat cadangan…`);
    let moved: Company;
    let file: string;
    let figures: Figures;
    try {
      const info = await writeBackup(source, company, { root: o.backupRoot, migrations: tenantMigrations, jenis: 'pindah' });
      file = backupPath(o.backupRoot, iper, info.file);
      log(`[pindah] ${iper}: cadangan ${info.file}; memulihkan di tujuan…`);
      await targetLock.connect();
      moved = (
        await restoreBackup(target, file, { mode: 'baru', idperusahaan: iper, nama: company.nama }, tenantMigrations, {
          onSchema: async (schema) => {
            await targetLock.query('select pg_advisory_lock(hashtext($1))', [MOVE_LOCK + schema]);
            held.target = schema;
          },
        })
      ).company;
      await o.beforeVerify?.(target, moved);
      figures = await figuresOf(source, company);
      const diff = differences(figures, await figuresOf(target, moved));
      if (diff.length) {
        await dropCompany(target, moved);
        throw new ActError(NUM.RULE, `Verifikasi gagal, perusahaan ${iper} tetap di server asal: ${diff.join('; ')}.`);
      }
      // The switch: the target serves it as its own (its store's addresses with it), the source points its lookup there.
      const shares = await source.rows<{ shareid: string }>(sql`select shareid from control.share_toko where company_id = ${company.id} order by id`);
      await target.tx(null, async (tx) => {
        await tx.delete(routes).where(eq(routes.idperusahaan, iper));
        for (const { shareid } of shares) {
          const added = await rowsOf(tx, sql`insert into control.share_toko (shareid, company_id) values (${shareid}, ${moved.id}) on conflict (shareid) do nothing returning id`);
          if (!added.length) log(`[pindah] ${iper}: alamat toko online ${shareid} sudah dipakai perusahaan lain di server tujuan; simpan ulang Info Toko Online dengan Share ID lain.`);
        }
      });
      await source.tx(null, async (tx) => {
        await tx
          .insert(routes)
          .values({ idperusahaan: iper, ip_sistem: o.targetOrigin })
          .onConflictDoUpdate({ target: routes.idperusahaan, set: { ip_sistem: o.targetOrigin, updated_at: sql`now()` } });
        await tx.delete(companies).where(eq(companies.id, company.id));
      });
      // The target's copy is the company now: writable there.
      await targetLock.query('select pg_advisory_unlock(hashtext($1))', [MOVE_LOCK + held.target]);
      held.target = undefined;
      // The old copy is dropped while its lock is still held: a sessionless writer that found the
      // company before the switch (a store's page, a worker's run) is refused, never writes into it.
      await dropOldCopy(source, company.schema_name);
      log(`[pindah] ${iper}: terverifikasi dan dialihkan ke ${o.targetOrigin}; salinan lama dihapus.`);
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [MOVE_LOCK + company.schema_name]).catch(() => undefined);
      if (held.target) await targetLock.query('select pg_advisory_unlock(hashtext($1))', [MOVE_LOCK + held.target]).catch(() => undefined);
    }
    if (o.router) await tellRouter(o.router, o.targetOrigin, iper, log);
    return { company: moved, backup: file, figures };
  } finally {
    await lock.end().catch(() => undefined);
    await targetLock.end().catch(() => undefined);
    await source.close();
    await target.close();
  }
}

/**
 * Drops the source's copy once no transaction is in it: its tables and views locked all at once
 * without waiting (NOWAIT), tried again until they are free. A reader that found the company
 * before the switch (a store's page) finishes rather than being chosen as a deadlock's victim, as a
 * plain DROP taking the tables one by one under it would make it.
 */
async function dropOldCopy(db: Database, schema: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await db.tx(null, async (tx) => {
        const rels = await rowsOf<{ r: string }>(
          tx,
          sql`select format('%I.%I', n.nspname, c.relname) as r from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm') order by c.oid`,
        );
        if (rels.length) await tx.execute(sql.raw(`lock table ${rels.map((x) => x.r).join(', ')} in access exclusive mode nowait`));
        await tx.execute(sql.raw(`drop schema if exists ${q(schema)} cascade`));
      });
      return;
    } catch (e) {
      // 55P03: a table still in use. Up to a minute.
      if (sqlState(e) !== '55P03' || i >= 1_200) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function tellRouter(router: { url: string; secret: string }, origin: string, iper: string, log: (l: string) => void) {
  const body = new URLSearchParams({ act: 'route_register', aprq: JSON.stringify({ secret: router.secret, ip_sistem: origin, companies: [iper] }) });
  const res = await fetch(`${router.url.replace(/\/+$/, '')}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(10_000) });
  const r = (await res.json()) as { num: number; msg: string };
  log(r.num === 0 ? `[pindah] layanan routing: ${iper} → ${origin}` : `[pindah] layanan routing menolak: ${r.msg} (daftarkan ulang server tujuan)`);
}
