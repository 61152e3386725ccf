/**
 * Restoring a checked backup file in one transaction: a new schema migrated to the backup's
 * version, loaded in batches (indexes and foreign keys of big tables made after), migrated to the
 * newest version, then registered as a new company or put in place of the company's schema.
 */
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { applyMigrations, companies, normaliseCompanyId, rowsOf, SCHEMA_RE, COMPANY_ID_RE, berita, type Company, type Database, type Migration, type Tx } from '@niaga/kernel/server';
import { NL, PESAN, q, type Manifest } from './backup-format';
import { readBackup, verifyBackup } from './backup-read';

/** The migrations a backup's schema version stands for; refused when this server does not know it. */
function migrationsOf(manifest: Manifest, migrations: Migration[]): Migration[] {
  const tags = migrations.map((m) => m.tag);
  const n = manifest.migrasi.length;
  const unknown = manifest.migrasi.find((t, i) => tags[i] !== t);
  if (unknown !== undefined) throw new ActError(NUM.INVALID, PESAN.versiBaru(unknown));
  return migrations.slice(0, n);
}

async function freeSchemaName(tx: Tx, iper: string): Promise<string> {
  const base = `t_${iper.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  let schema = base;
  for (let i = 2; (await rowsOf(tx, sql`select 1 from pg_namespace where nspname = ${schema}`)).length; i++) schema = `${base}_${i}`;
  if (!SCHEMA_RE.test(schema)) throw new Error(`schema tidak valid: ${schema}`);
  return schema;
}

/** Serial columns of a schema's tables: restarted after the highest restored value. */
async function resetSequences(tx: Tx, schema: string) {
  const seqs = await rowsOf<{ t: string; col: string; seq: string }>(
    tx,
    sql`select c.relname as t, a.attname as col, pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) is not null`,
  );
  for (const s of seqs)
    await tx.execute(sql.raw(`select setval('${s.seq.replace(/'/g, "''")}', coalesce((select max(${q(s.col)}) from ${q(schema)}.${q(s.t)}), 0) + 1, false)`));
}

/**
 * Drops the secondary indexes and the foreign keys of the given tables of a new, empty schema and
 * returns what makes them again, with the same names and definitions: after a load, one index build and one check of
 * each foreign key over the whole table cost far less than keeping them up row by row. Primary
 * keys, unique and check constraints stay and check every row as it comes. Runs inside the
 * restore's transaction, so a restore that fails leaves nothing behind.
 */
async function setIndexesAside(tx: Tx, schema: string, tables: string[]): Promise<() => Promise<void>> {
  if (!tables.length) return async () => undefined;
  const fks = await rowsOf<{ t: string; name: string; def: string }>(
    tx,
    sql`select c.relname as t, k.conname as name, pg_get_constraintdef(k.oid) as def from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = ${schema} and c.relname = any(string_to_array(${tables.join(',')}, ',')) order by c.relname, k.conname`,
  );
  const indexes = await rowsOf<{ name: string; def: string }>(
    tx,
    sql`select x.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
        join pg_class x on x.oid = i.indexrelid join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relname = any(string_to_array(${tables.join(',')}, ',')) and c.relkind = 'r' and not i.indisunique and not i.indisprimary and not i.indisexclusion
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid) order by x.relname`,
  );
  for (const f of fks) await tx.execute(sql.raw(`alter table ${q(schema)}.${q(f.t)} drop constraint ${q(f.name)}`));
  for (const x of indexes) await tx.execute(sql.raw(`drop index ${q(schema)}.${q(x.name)}`));
  return async () => {
    for (const x of indexes) await tx.execute(sql.raw(x.def));
    for (const f of fks) await tx.execute(sql.raw(`alter table ${q(schema)}.${q(f.t)} add constraint ${q(f.name)} ${f.def}`));
  };
}

/** The embedded PGlite's own handle on the transaction (for COPY from a blob); null on PostgreSQL. */
function pgliteClient(db: Database, tx: Tx): { query: (q: string, params: unknown[], o: { blob: Blob }) => Promise<unknown> } | null {
  if (db.kind !== 'pglite') return null;
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('transaksi PGlite tanpa klien');
  return client as { query: (q: string, params: unknown[], o: { blob: Blob }) => Promise<unknown> };
}

export type RestoreTarget = { mode: 'baru'; idperusahaan: string; nama?: string } | { mode: 'ganti'; company: Company };

export interface RestoreResult {
  company: Company;
  manifest: Manifest;
  jumlah: Record<string, number>;
  /** Migrations applied after loading (a backup of an older version). */
  dimigrasi: string[];
}

const BATCH_ROWS = 20_000;
const BATCH_BYTES = 4 * 1024 * 1024;
/** Tables with at least this many rows in the file get their indexes and foreign keys set aside. */
const ASIDE_FROM = 10_000;

export interface RestoreOptions {
  /** Rows from which a table's indexes and foreign keys are made after the load (tests: 1). */
  asideFrom?: number;
  /**
   * Told the schema the company gets, before anything is loaded (in the restore's transaction): a
   * company move takes the copy's move lock there, so that the target's writers leave it alone
   * until the route is switched (apps/server/src/company-move.ts).
   */
  onSchema?: (schema: string) => Promise<void>;
}

const ID_SHAPE = 'Id Perusahaan hanya boleh berisi huruf, angka, - dan _ (maksimal 30).';
function assertCompanyIdShape(iper: string) {
  if (!COMPANY_ID_RE.test(iper)) throw new ActError(NUM.INVALID, ID_SHAPE, { fields: { idperusahaan: ID_SHAPE } });
}

/**
 * A restore as a new company names an id that is well formed and not taken: checked by the act
 * before the job starts (the refusal is immediate) and again inside the restore's transaction.
 */
export async function assertCompanyIdFree(tx: Tx, idperusahaan: string) {
  const iper = normaliseCompanyId(idperusahaan);
  assertCompanyIdShape(iper);
  const [dup] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.idperusahaan, iper)).limit(1);
  if (dup) throw new ActError(NUM.DUPLICATE, `Id Perusahaan '${iper}' sudah terdaftar.`, { fields: { idperusahaan: `Id Perusahaan '${iper}' sudah terdaftar.` } });
}

type News = Array<{ judul: string; isi: string; tanggal: string }>;

/**
 * Loads the rows of a backup file into the tables of `schema` (migrated to the file's version) in
 * batches, and returns the company's news of the control schema for the caller to put back.
 */
async function loadRows(db: Database, tx: Tx, schema: string, path: string, versi: string): Promise<News> {
  const batchRows = BATCH_ROWS;
  const batchBytes = BATCH_BYTES;
  let table = '';
  let section: 'tabel' | 'kontrol' = 'tabel';
  // The rows of a batch are gathered as bytes in one buffer used again and again (grown only for
  // a row larger than it). PostgreSQL takes them as one JSON array, `[row,row,…]`, a statement's
  // parameter. PGlite takes them as they are, one per line, by COPY from a blob into a staging
  // table, and no string is made of them: a parameter of megabytes would be a JavaScript string
  // per batch, each left for the heap to collect, and the heap grows by the batch's size until
  // it does (measured: the restore of 1,000,000 lines peaked ~120 MB higher).
  const lite = pgliteClient(db, tx);
  const [open, sep, close] = lite ? [-1, NL, -1] : [0x5b, 0x2c, 0x5d];
  if (lite) await tx.execute(sql.raw(`create temp table niaga_restore (j json) on commit drop`));
  let batch = Buffer.allocUnsafe(batchBytes + 2);
  let len = 0;
  let count = 0;
  const news: News = [];
  const flush = async () => {
    if (!count) return;
    const into = `${q(schema)}.${q(table)}`;
    if (lite) {
      // What PGlite reads a "blob" from is its arrayBuffer(): a copy the JavaScript heap accounts
      // for and collects when many have gone. A Blob's own copy is not accounted for: a Blob per
      // batch stayed in memory until the next full collection, which a steady heap postpones.
      const bytes = batch.buffer.slice(batch.byteOffset, batch.byteOffset + len);
      const blob = { arrayBuffer: async () => bytes } as unknown as Blob;
      len = 0;
      count = 0;
      // CSV whose quote and delimiter are bytes JSON never holds unescaped: each line is one value.
      await lite.query(`copy niaga_restore from '/dev/blob' with (format csv, quote e'\\x01', delimiter e'\\x02')`, [], { blob });
      await tx.execute(sql.raw(`insert into ${into} select r.* from niaga_restore s, json_populate_record(null::${into}, s.j) r`));
      await tx.execute(sql.raw(`truncate niaga_restore`));
      return;
    }
    batch[len++] = close;
    const json = batch.toString('utf8', 0, len);
    len = 0;
    count = 0;
    await tx.execute(sql`insert into ${sql.raw(into)} select * from json_populate_recordset(null::${sql.raw(into)}, ${json}::json)`);
  };
  /** Whether a row of `n` bytes must wait for the next batch. */
  const full = (n: number) => count > 0 && (count >= batchRows || len + n + 2 > batch.length);
  const put = (buf: Buffer, start: number, end: number) => {
    // A row larger than the buffer (flushed before it) gets a buffer of its size.
    if (end - start + 2 > batch.length) batch = Buffer.allocUnsafe(end - start + 2);
    if (count) batch[len++] = sep;
    else if (open >= 0) batch[len++] = open;
    len += buf.copy(batch, len, start, end);
    count++;
  };
  const exists = async (t: string) => (await rowsOf(tx, sql`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relname = ${t} and c.relkind = 'r'`)).length > 0;
  await readBackup(path, {
    section: async (kind, name) => {
      if (section === 'tabel') await flush();
      section = kind;
      table = name;
      if (section === 'tabel' && !(await exists(table))) throw new ActError(NUM.INVALID, PESAN.rusak(`tabel ${table} tidak ada pada versi skema ${versi}`));
    },
    row: (buf, start, end) => {
      if (section === 'kontrol') {
        if (table === 'berita') news.push(JSON.parse(buf.toString('utf8', start, end)) as { judul: string; isi: string; tanggal: string });
        return;
      }
      if (full(end - start)) return flush().then(() => put(buf, start, end));
      put(buf, start, end);
    },
    end: async (e) => {
      if (section === 'tabel') await flush();
      // The file changed between the check and the load.
      if (e.actual !== e.sha256) throw new ActError(NUM.INVALID, PESAN.checksum);
    },
  });
  return news;
}

/** Registers the restored schema: a new company, or in place of the company's schema (dropped) and news. */
async function register(tx: Tx, target: RestoreTarget, iper: string, schema: string, m: Manifest, news: News): Promise<Company> {
  let company: Company;
  if (target.mode === 'baru') {
    [company] = await tx
      .insert(companies)
      .values({ idperusahaan: iper, nama: target.nama?.trim() || m.nama, schema_name: schema, startflag: m.startflag, expires_at: m.expires_at })
      .returning({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem });
  } else {
    const old = target.company.schema_name;
    [company] = await tx
      .update(companies)
      .set({ schema_name: schema, nama: m.nama, startflag: m.startflag, expires_at: m.expires_at })
      .where(eq(companies.id, target.company.id))
      .returning({ id: companies.id, idperusahaan: companies.idperusahaan, nama: companies.nama, schema_name: companies.schema_name, startflag: companies.startflag, ip_sistem: companies.ip_sistem });
    if (old !== schema) await tx.execute(sql.raw(`drop schema ${q(old)} cascade`));
    await tx.delete(berita).where(eq(berita.company_id, company.id));
  }
  for (const b of news) await tx.insert(berita).values({ company_id: company.id, judul: b.judul, isi: b.isi, tanggal: new Date(b.tanggal) });
  return company;
}

/**
 * Restores a checked backup file: as a new company (`baru`) or in place of `company` (`ganti`,
 * whose current schema is dropped in the same transaction). Everything happens in one
 * transaction: a file that turns out bad half-way changes nothing.
 */
export async function restoreBackup(db: Database, path: string, target: RestoreTarget, migrations: Migration[], o: RestoreOptions = {}): Promise<RestoreResult> {
  const checked = await verifyBackup(path);
  const upTo = migrationsOf(checked.manifest, migrations);
  const iper = target.mode === 'baru' ? normaliseCompanyId(target.idperusahaan) : target.company.idperusahaan;
  if (target.mode === 'baru') assertCompanyIdShape(iper);
  return db.tx(null, async (tx) => {
    if (target.mode === 'baru') {
      await assertCompanyIdFree(tx, iper);
    } else {
      // Nobody else restores or migrates this company meanwhile.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'niaga-migrate:' + target.company.schema_name}))`);
    }
    const schema = await freeSchemaName(tx, iper);
    await o.onSchema?.(schema);
    await tx.execute(sql.raw(`create schema ${q(schema)}`));
    await tx.execute(sql.raw(`set local search_path to ${q(schema)}, control, public`));
    // The rows come back as they were, the till catalogue's marks of stale blocks too: the tables'
    // triggers add none of their own (modules/master/item/katalog.ts).
    await tx.execute(sql.raw(`set local niaga.memulihkan = '1'`));
    await applyMigrations(tx, schema, upTo, true);
    const restoreIndexes = await setIndexesAside(
      tx,
      schema,
      Object.entries(checked.jumlah).filter(([t, n]) => !t.startsWith('control.') && n >= (o.asideFrom ?? ASIDE_FROM)).map(([t]) => t),
    );

    const news = await loadRows(db, tx, schema, path, checked.manifest.versi);
    await restoreIndexes();
    const dimigrasi = await applyMigrations(tx, schema, migrations, true);
    await resetSequences(tx, schema);
    const m = checked.manifest;
    const company = await register(tx, target, iper, schema, m, news);
    return { company, manifest: m, jumlah: checked.jumlah, dimigrasi };
  });
}
