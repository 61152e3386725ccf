/**
 * `npm run news:publish -- --judul "Versi 0.2" --isi "Apa yang baru…" [--id TOKO1]`: publishes a
 * news item (the Update badge and /listinfo) to one company, or to every company without --id.
 * Uses DATABASE_URL when set, otherwise PGlite in DATA_DIR (./data); with PGlite stop `npm start`
 * first. The work is in `publishFromArgs`, so tests run it against their own database.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { ActError, NUM } from '@niaga/kernel';
import { publishNews } from '@niaga/admin';
import { migrate } from '../app';

export const USAGE = 'Pemakaian: npm run news:publish -- --judul "<judul>" --isi "<isi berita>" [--id <Id Perusahaan>]';
const MAX_JUDUL = 200;

/** Publishes from command-line arguments; returns the lines to print, or throws with the reason. */
export async function publishFromArgs(db: Database, args: string[]): Promise<string> {
  let values: { judul?: string; isi?: string; id?: string };
  try {
    ({ values } = parseArgs({ args, options: { judul: { type: 'string' }, isi: { type: 'string' }, id: { type: 'string' } } }));
  } catch (e) {
    throw new ActError(NUM.INVALID, `${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
  const judul = (values.judul ?? '').trim();
  const isi = (values.isi ?? '').trim();
  if (!judul || !isi) throw new ActError(NUM.INVALID, `Judul dan isi berita wajib diisi.\n${USAGE}`);
  if (judul.length > MAX_JUDUL) throw new ActError(NUM.INVALID, `Judul berita maksimal ${MAX_JUDUL} karakter.`);
  const id = await publishNews(db, { idperusahaan: values.id ?? null, judul, isi });
  return `Berita #${id} diterbitkan untuk ${values.id ? `perusahaan ${values.id.trim().toUpperCase()}` : 'semua perusahaan'}: ${judul}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? './data') });
  try {
    await migrate(db);
    console.log(await publishFromArgs(db, process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof ActError ? `Gagal: ${e.message}` : e);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
