/** Reading a backup file: checked as it comes, line by line, without a string or an object per row. */
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { createGunzip } from 'node:zlib';
import { ActError, NUM } from '@niaga/kernel';
import { FORMAT, NL, OPEN_BRACE, OPEN_BRACKET, PESAN, PRODUCT, type Manifest } from './backup-format';

/**
 * What a reader of a backup file is handed, line by line, in order. A row is handed on as the
 * bytes of its line (`buf[start, end)`): neither decoded nor copied, and no object made for it.
 * A handler may return a promise (a batch to send): the reading waits for it.
 */
export interface Visitor {
  manifest?: (m: Manifest) => void;
  section: (section: 'tabel' | 'kontrol', name: string) => void | Promise<void>;
  row: (buf: Buffer, start: number, end: number) => void | Promise<void>;
  end: (e: { jumlah: Record<string, number>; sha256: string; actual: string }) => void | Promise<void>;
}

/**
 * Reads a backup file, checking it as it comes, and hands its lines to `v`; throws an ActError for
 * a bad file (after handing on the good lines before the bad one). It works on the decompressed
 * bytes: each chunk's lines are hashed with one update, and the rows (nearly all of a file) make
 * no string and no object, so a restore of a million rows leaves nothing per row for the
 * JavaScript heap to collect (a line never splits a UTF-8 character: its bytes never include 0x0a).
 */
export async function readBackup(path: string, v: Visitor): Promise<void> {
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
