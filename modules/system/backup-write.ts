/**
 * Writing a backup: one REPEATABLE READ snapshot of the company, its tables in foreign-key order
 * as JSON lines, gzip, the checksum in the last line (backup.ts describes the file).
 */
import { createWriteStream, mkdirSync, renameSync, statSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Company, type Database, type Migration, type Tx } from '@niaga/kernel/server';
import { EXT, FORMAT, PRODUCT, q, type BackupInfo, type Manifest } from './backup-format';
import { companyDir, stamp } from './backup-files';

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
      // One snapshot for every table (`snapshot`: repeatable read, read only): its first read takes it.
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
    }, { snapshot: true });
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
