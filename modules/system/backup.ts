/**
 * Backup and restore of one company (spec §2.10 /listbackup, /restorebackup).
 *
 * A backup file is the gzip of JSON lines:
 *   1. the manifest: {"produk":"niaga-backup","format":1, company, time, schema version (the tenant
 *      migrations applied), engine, Niaga's version}
 *   2. for each table of the company schema, in foreign-key order: ["tabel","<name>"] then one line
 *      per row (the database's own `row_to_json`, so values keep their exact text on both engines)
 *   3. the company's rows of the control schema: ["kontrol","berita"] then its own news
 *   4. the end: ["akhir",{"jumlah":{table: rows},"sha256":"<hex of every byte before this line>"}]
 *
 * It is read in one REPEATABLE READ transaction: one consistent snapshot of the company while the
 * tills keep writing (on PostgreSQL; the embedded PGlite runs one transaction at a time anyway).
 * A restore checks the whole file first (a damaged, truncated or foreign file is refused and
 * nothing is touched), then loads it in one transaction into a new schema migrated to the backup's
 * version, migrates it to the newest version, and then either registers it as a new company or
 * puts it in place of the company's current schema.
 */
import { createReadStream, createWriteStream, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { applyMigrations, companies, normaliseCompanyId, rowsOf, SCHEMA_RE, COMPANY_ID_RE, berita, type Company, type Database, type Migration, type Tx } from '@niaga/kernel/server';
import { eq } from 'drizzle-orm';

export const PRODUCT = 'niaga-backup';
export const FORMAT = 1;
export const EXT = '.jsonl.gz';

export interface Manifest {
  produk: typeof PRODUCT;
  format: number;
  idperusahaan: string;
  nama: string;
  startflag: number;
  expires_at: string | null;
  /** ISO time the snapshot was taken. */
  waktu: string;
  /** Tenant migrations applied to the company, in order: its schema version is the last. */
  migrasi: string[];
  versi: string;
  engine: string;
  niaga: string;
  /** Why it was made: manual, jadwal (schedule), sebelum-restore. */
  jenis: string;
}

export interface BackupInfo {
  file: string;
  ukuran: number;
  manifest: Manifest;
  jumlah: Record<string, number>;
  sha256: string;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Messages of refusals: one place, the same words in tests, docs and screens. */
export const PESAN = {
  bukanBackup: 'Berkas ini bukan backup Niaga; tidak ada data yang diubah.',
  terpotong: 'Berkas backup tidak lengkap (terpotong); tidak ada data yang diubah.',
  checksum: 'Checksum berkas backup tidak cocok: berkas rusak atau telah diubah; tidak ada data yang diubah.',
  rusak: (why: string) => `Berkas backup rusak (${why}); tidak ada data yang diubah.`,
  versiBaru: (v: string) => `Backup ini dibuat dengan versi skema yang tidak dikenal server ini (${v}); perbarui Niaga lebih dulu. Tidak ada data yang diubah.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Files

export const companyDir = (root: string, iper: string) => {
  const id = normaliseCompanyId(iper);
  if (!COMPANY_ID_RE.test(id)) throw new ActError(NUM.INVALID, 'Id Perusahaan tidak valid.');
  return join(root, id);
};

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** A backup file's name as listed: letters, digits, - and _, ending in .jsonl.gz. */
export const FILE_RE = /^[A-Za-z0-9_-]{1,120}\.jsonl\.gz$/;

export function backupPath(root: string, iper: string, file: string): string {
  if (!FILE_RE.test(file)) throw new ActError(NUM.INVALID, 'Nama berkas backup tidak valid.');
  return join(companyDir(root, iper), file);
}

/** The backups of a company, newest first (from the manifest written next to each file). */
export function listBackups(root: string, iper: string): BackupInfo[] {
  const dir = companyDir(root, iper);
  if (!existsSync(dir)) return [];
  const out: BackupInfo[] = [];
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(EXT) || !existsSync(join(dir, `${f}.json`))) continue;
    try {
      const info = JSON.parse(readFileSync(join(dir, `${f}.json`), 'utf8')) as Omit<BackupInfo, 'file' | 'ukuran'>;
      out.push({ ...info, file: f, ukuran: statSync(join(dir, f)).size });
    } catch {
      // A sidecar being written or damaged: the file is still there, only not listed.
    }
  }
  return out.sort((a, b) => b.manifest.waktu.localeCompare(a.manifest.waktu) || b.file.localeCompare(a.file));
}

export function deleteBackup(root: string, iper: string, file: string) {
  const p = backupPath(root, iper, file);
  if (!existsSync(p)) throw new ActError(NUM.NOT_FOUND, `Backup ${file} tidak ditemukan.`);
  unlinkSync(p);
  if (existsSync(`${p}.json`)) unlinkSync(`${p}.json`);
}

/** Keeps the newest `keep` backups of a kind (the schedule's), deleting older ones. */
export function prune(root: string, iper: string, jenis: string, keep: number): string[] {
  const gone: string[] = [];
  for (const b of listBackups(root, iper).filter((b) => b.manifest.jenis === jenis).slice(Math.max(keep, 1))) {
    deleteBackup(root, iper, b.file);
    gone.push(b.file);
  }
  return gone;
}

// ---------------------------------------------------------------------------------------------
// Backup

/** Tables of a schema in an order that satisfies its foreign keys (parents first). */
async function tablesInOrder(tx: Tx, schema: string): Promise<string[]> {
  const tables = (await rowsOf<{ t: string }>(tx, sql`select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind in ('r', 'p') and c.relname <> '__migrations' order by c.relname`)).map((r) => r.t);
  const fks = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = ${schema} and c.oid <> p.oid`,
  );
  const deps = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const f of fks) deps.get(f.child)?.add(f.parent);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const p of deps.get(t) ?? []) visit(p);
    out.push(t);
  };
  tables.forEach(visit);
  return out;
}

class LineWriter {
  private readonly hash = createHash('sha256');
  private readonly gz = createGzip({ level: 6 });
  private readonly done: Promise<unknown>;
  constructor(path: string) {
    const out = createWriteStream(path);
    this.gz.pipe(out);
    this.done = once(out, 'close');
  }
  async line(s: string, hashed = true) {
    const b = `${s}\n`;
    if (hashed) this.hash.update(b);
    if (!this.gz.write(b)) await once(this.gz, 'drain');
  }
  private buf = Buffer.allocUnsafe(1024 * 1024);
  /**
   * Writes a batch of lines: their bytes gathered in one buffer used again and again, one hash
   * update and one copy handed to gzip. Not one string of the whole batch: a string of megabytes
   * per batch is left for a full collection of the heap, which grew by them (~60 MB measured).
   */
  async lines(ls: string[]) {
    let len = 0;
    for (const l of ls) {
      // At most 3 bytes of UTF-8 per UTF-16 unit.
      const need = len + l.length * 3 + 1;
      if (need > this.buf.length) {
        const bigger = Buffer.allocUnsafe(Math.max(need, this.buf.length * 2));
        this.buf.copy(bigger, 0, 0, len);
        this.buf = bigger;
      }
      len += this.buf.write(l, len);
      this.buf[len++] = 0x0a;
    }
    const b = this.buf.subarray(0, len);
    this.hash.update(b);
    if (!this.gz.write(Buffer.from(b))) await once(this.gz, 'drain');
  }
  digest = () => this.hash.digest('hex');
  async end() {
    this.gz.end();
    await this.done;
  }
}

export interface BackupOptions {
  root: string;
  migrations: Migration[];
  jenis?: string;
  niaga?: string;
  /** Rows fetched at a time from the cursor. */
  batch?: number;
}

/**
 * Writes a backup of the company to `<root>/<IPER>/NIAGA-<IPER>-<time>.jsonl.gz` (first under a
 * temporary name, renamed when whole) and returns what the list shows of it.
 */
export async function writeBackup(db: Database, company: Company, o: BackupOptions): Promise<BackupInfo> {
  const dir = companyDir(o.root, company.idperusahaan);
  mkdirSync(dir, { recursive: true });
  const now = new Date();
  const jenis = o.jenis ?? 'manual';
  let file = `NIAGA-${company.idperusahaan}-${stamp(now)}${jenis === 'manual' ? '' : `-${jenis}`}${EXT}`;
  for (let i = 2; existsSync(join(dir, file)); i++) file = file.replace(/(-\d+)?\.jsonl\.gz$/, `-${i}${EXT}`);
  const tmp = join(dir, `.${file}.tmp`);
  const w = new LineWriter(tmp);
  const batch = o.batch ?? 5000;
  let info: Omit<BackupInfo, 'file' | 'ukuran'>;
  try {
    info = await db.tx(company.schema_name, async (tx) => {
      // One snapshot for every table: the first statement after this takes it.
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const schema = company.schema_name;
      const [co] = await rowsOf<{ nama: string; startflag: number; expires_at: string | null; waktu: string }>(
        tx,
        sql`select nama, startflag, expires_at::text as expires_at, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waktu from control.companies where id = ${company.id}`,
      );
      const migrasi = (await rowsOf<{ tag: string }>(tx, sql.raw(`select tag from ${q(schema)}."__migrations" order by tag`))).map((r) => r.tag);
      const known = o.migrations.map((m) => m.tag);
      migrasi.sort((a, b) => known.indexOf(a) - known.indexOf(b));
      const [ver] = await rowsOf<{ v: string }>(tx, sql`select version() as v`);
      const manifest: Manifest = {
        produk: PRODUCT,
        format: FORMAT,
        idperusahaan: company.idperusahaan,
        nama: co.nama,
        startflag: co.startflag,
        expires_at: co.expires_at,
        waktu: co.waktu,
        migrasi,
        versi: migrasi[migrasi.length - 1] ?? '',
        engine: `${db.kind} (${ver.v.split(' ').slice(0, 2).join(' ')})`,
        niaga: o.niaga ?? '0.0.0',
        jenis,
      };
      await w.line(JSON.stringify(manifest));
      const jumlah: Record<string, number> = {};
      const dump = async (label: string, kind: 'tabel' | 'kontrol', query: string) => {
        await w.line(JSON.stringify([kind, label]));
        await tx.execute(sql.raw(`declare niaga_backup no scroll cursor for ${query}`));
        let n = 0;
        for (;;) {
          const rows = await rowsOf<{ j: string }>(tx, sql.raw(`fetch forward ${batch} from niaga_backup`));
          // One write per batch: an await per row costs more than the rows themselves.
          if (rows.length) await w.lines(rows.map((r) => r.j));
          n += rows.length;
          if (rows.length < batch) break;
        }
        await tx.execute(sql`close niaga_backup`);
        jumlah[kind === 'tabel' ? label : `control.${label}`] = n;
      };
      for (const t of await tablesInOrder(tx, schema)) await dump(t, 'tabel', `select row_to_json(t)::text as j from ${q(schema)}.${q(t)} t`);
      await dump('berita', 'kontrol', `select json_build_object('judul', judul, 'isi', isi, 'tanggal', tanggal)::text as j from control.berita where company_id = ${Number(company.id)} order by id`);
      return { manifest, jumlah, sha256: '' };
    });
  } catch (e) {
    await w.end().catch(() => undefined);
    if (existsSync(tmp)) unlinkSync(tmp);
    throw e;
  }
  info.sha256 = w.digest();
  await w.line(JSON.stringify(['akhir', { jumlah: info.jumlah, sha256: info.sha256 }]), false);
  await w.end();
  const path = join(dir, file);
  renameSync(tmp, path);
  writeFileSync(`${path}.json`, JSON.stringify(info));
  return { ...info, file, ukuran: statSync(path).size };
}

// ---------------------------------------------------------------------------------------------
// Reading a file

/**
 * What a reader of a backup file is handed, line by line, in order. A row is handed on as the
 * bytes of its line (`buf[start, end)`): neither decoded nor copied, and no object made for it.
 * A handler may return a promise (a batch to send): the reading waits for it.
 */
interface Visitor {
  manifest?: (m: Manifest) => void;
  section: (section: 'tabel' | 'kontrol', name: string) => void | Promise<void>;
  row: (buf: Buffer, start: number, end: number) => void | Promise<void>;
  end: (e: { jumlah: Record<string, number>; sha256: string; actual: string }) => void | Promise<void>;
}

const NL = 0x0a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/**
 * Reads a backup file, checking it as it comes, and hands its lines to `v`; throws an ActError for
 * a bad file (after handing on the good lines before the bad one). It works on the decompressed
 * bytes: each chunk's lines are hashed with one update, and the rows (nearly all of a file) make
 * no string and no object, so a restore of a million rows leaves nothing per row for the
 * JavaScript heap to collect (a line never splits a UTF-8 character: its bytes never include 0x0a).
 */
async function readBackup(path: string, v: Visitor): Promise<void> {
  const hash = createHash('sha256');
  const gun = createGunzip({ chunkSize: 256 * 1024 });
  const src = createReadStream(path, { highWaterMark: 256 * 1024 });
  src.on('error', (e) => gun.destroy(e));
  src.pipe(gun);
  let rest: Buffer | null = null;
  let lineNo = 0;
  let ended = false;
  let manifest: Manifest | null = null;
  /** Hands on one line; returns what the handler returned. */
  const line = (buf: Buffer, start: number, end: number): void | Promise<void> => {
    lineNo++;
    if (ended) throw new ActError(NUM.INVALID, PESAN.rusak('ada data setelah baris akhir'));
    if (lineNo === 1) {
      let m: Manifest;
      try {
        m = JSON.parse(buf.toString('utf8', start, end)) as Manifest;
      } catch {
        throw new ActError(NUM.INVALID, PESAN.bukanBackup);
      }
      if (!m || m.produk !== PRODUCT) throw new ActError(NUM.INVALID, PESAN.bukanBackup);
      if (m.format !== FORMAT) throw new ActError(NUM.INVALID, PESAN.rusak(`format ${m.format} tidak dikenal`));
      manifest = m;
      return v.manifest?.(m);
    }
    if (buf[start] === OPEN_BRACKET) {
      let a: unknown;
      try {
        a = JSON.parse(buf.toString('utf8', start, end));
      } catch {
        throw new ActError(NUM.INVALID, PESAN.rusak(`baris ${lineNo} tidak dapat dibaca`));
      }
      const [k, val] = a as [string, unknown];
      if (k === 'akhir') {
        ended = true;
        const e = val as { jumlah: Record<string, number>; sha256: string };
        return v.end({ jumlah: e.jumlah ?? {}, sha256: String(e.sha256 ?? ''), actual: hash.digest('hex') });
      }
      if ((k === 'tabel' || k === 'kontrol') && typeof val === 'string' && /^[a-z_][a-z0-9_]{0,62}$/.test(val)) return v.section(k, val);
      throw new ActError(NUM.INVALID, PESAN.rusak(`baris ${lineNo} tidak dikenal`));
    }
    if (buf[start] !== OPEN_BRACE) throw new ActError(NUM.INVALID, PESAN.rusak(`baris ${lineNo} tidak dikenal`));
    if (!manifest) throw new ActError(NUM.INVALID, PESAN.bukanBackup);
    return v.row(buf, start, end);
  };
  /**
   * Hands on the lines of `buf` up to its last newline (or to its end when `last`) and returns
   * where the unfinished line begins. Every line but the last one of the file is hashed.
   */
  const lines = async (buf: Buffer, last: boolean): Promise<number> => {
    let from = 0;
    let hashedTo = 0;
    let i: number;
    const hashUpTo = (to: number) => {
      if (to > hashedTo && !ended) hash.update(buf.subarray(hashedTo, to));
      hashedTo = to;
    };
    while ((i = buf.indexOf(NL, from)) >= 0 || (last && from < buf.length)) {
      const end = i >= 0 ? i : buf.length;
      // The checksum covers everything before the last line: what precedes a `[` line is hashed first.
      if (buf[from] === OPEN_BRACKET) hashUpTo(from);
      const r = line(buf, from, end);
      from = end + 1;
      if (r) await r;
    }
    hashUpTo(Math.min(from, buf.length));
    return from;
  };
  /** A failure of the file itself (missing, not gzip, cut short) as the refusal it stands for. */
  const refusal = (e: unknown) => {
    if (e instanceof ActError) return e;
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') return new ActError(NUM.NOT_FOUND, 'Berkas backup tidak ditemukan.');
    if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) return new ActError(NUM.INVALID, lineNo === 0 && !manifest ? PESAN.bukanBackup : PESAN.terpotong);
    return new ActError(NUM.INVALID, lineNo === 0 ? PESAN.bukanBackup : PESAN.rusak(err.message));
  };
  const chunks = gun[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await chunks.next()) as IteratorResult<Buffer>;
      } catch (e) {
        throw refusal(e);
      }
      if (next.done) break;
      // What the handlers throw (a refusal, or the database's own error) goes on as it is.
      let buf = next.value;
      if (rest) {
        // Only the line begun in the previous chunk is copied to be whole.
        const nl = buf.indexOf(NL);
        if (nl < 0) {
          rest = Buffer.concat([rest, buf]);
          continue;
        }
        await lines(Buffer.concat([rest, buf.subarray(0, nl + 1)]), false);
        rest = null;
        buf = buf.subarray(nl + 1);
      }
      const from = await lines(buf, false);
      if (from < buf.length) rest = buf.subarray(from);
    }
  } finally {
    src.destroy();
    gun.destroy();
  }
  if (rest) await lines(rest, true);
  if (!manifest) throw new ActError(NUM.INVALID, PESAN.bukanBackup);
  if (!ended) throw new ActError(NUM.INVALID, PESAN.terpotong);
}

/**
 * Checks a whole file without touching the database: its product, its structure, its row counts
 * and its checksum. Returns its manifest and counts.
 */
export async function verifyBackup(path: string): Promise<{ manifest: Manifest; jumlah: Record<string, number>; sha256: string }> {
  let manifest: Manifest | null = null;
  let out: { manifest: Manifest; jumlah: Record<string, number>; sha256: string } | null = null;
  const counted: Record<string, number> = {};
  let key = '';
  await readBackup(path, {
    manifest: (m) => void (manifest = m),
    section: (section, name) => void (counted[(key = section === 'tabel' ? name : `control.${name}`)] = 0),
    row: () => {
      if (!key) throw new ActError(NUM.INVALID, PESAN.rusak('baris data di luar tabel'));
      counted[key]++;
    },
    end: (e) => {
      if (e.actual !== e.sha256) throw new ActError(NUM.INVALID, PESAN.checksum);
      for (const [t, n] of Object.entries(e.jumlah)) if (counted[t] !== n) throw new ActError(NUM.INVALID, PESAN.rusak(`jumlah baris ${t} ${counted[t] ?? 0}, seharusnya ${n}`));
      out = { manifest: manifest!, jumlah: e.jumlah, sha256: e.sha256 };
    },
  });
  if (!out) throw new ActError(NUM.INVALID, PESAN.terpotong);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Restore

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
    const news: Array<{ judul: string; isi: string; tanggal: string }> = [];
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
        if (section === 'tabel' && !(await exists(table))) throw new ActError(NUM.INVALID, PESAN.rusak(`tabel ${table} tidak ada pada versi skema ${checked.manifest.versi}`));
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
    await restoreIndexes();
    const dimigrasi = await applyMigrations(tx, schema, migrations, true);
    await resetSequences(tx, schema);
    const m = checked.manifest;
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
    return { company, manifest: m, jumlah: checked.jumlah, dimigrasi };
  });
}
