/**
 * `npm run maintenance:publish -- --judul "Pemeliharaan server" --isi "<p>Sabtu 22.00–23.00 WIB</p>"
 * [--tanggal 2026-11-28T22:00+07:00] [--sampai 2026-11-29T00:00+07:00] [--id TOKO1]`: the
 * maintenance notice of the /home banner (spec §2.11, maintenance_info) to one company, or to every
 * company without --id; `--selesai [--id TOKO1]` ends the notices showing. The service's
 * administrator runs it as `npm run news:publish`. Uses DATABASE_URL when set, otherwise PGlite in
 * DATA_DIR (./data); with PGlite stop `npm start` first.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { ActError, NUM } from '@niaga/kernel';
import { endMaintenance, publishMaintenance } from '@niaga/system/server';
import { migrate } from '../app';

export const USAGE =
  'Pemakaian: npm run maintenance:publish -- --judul "<judul>" --isi "<isi HTML>" [--tanggal <waktu>] [--sampai <waktu>] [--id <Id Perusahaan>]\n' +
  '           npm run maintenance:publish -- --selesai [--id <Id Perusahaan>]';

function when(label: string, v: string | undefined): Date | undefined {
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new ActError(NUM.INVALID, `${label} bukan waktu yang valid: ${v}\n${USAGE}`);
  return d;
}

export async function maintenanceFromArgs(db: Database, args: string[]): Promise<string> {
  let values: { judul?: string; isi?: string; id?: string; tanggal?: string; sampai?: string; selesai?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { judul: { type: 'string' }, isi: { type: 'string' }, id: { type: 'string' }, tanggal: { type: 'string' }, sampai: { type: 'string' }, selesai: { type: 'boolean' } },
    }));
  } catch (e) {
    throw new ActError(NUM.INVALID, `${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
  const siapa = values.id ? `perusahaan ${values.id.trim().toUpperCase()}` : 'semua perusahaan';
  if (values.selesai) return `${await endMaintenance(db, values.id ?? null)} info maintenance untuk ${siapa} diakhiri.`;
  const judul = (values.judul ?? '').trim();
  const isi = (values.isi ?? '').trim();
  if (!judul || !isi) throw new ActError(NUM.INVALID, `Judul dan isi info maintenance wajib diisi.\n${USAGE}`);
  if (judul.length > 200) throw new ActError(NUM.INVALID, 'Judul info maintenance maksimal 200 karakter.');
  const tanggal = when('--tanggal', values.tanggal);
  const sampai = when('--sampai', values.sampai);
  if (sampai && sampai.getTime() <= Date.now()) throw new ActError(NUM.INVALID, '--sampai harus di masa depan.');
  const id = await publishMaintenance(db, { idperusahaan: values.id ?? null, judul, isi, tanggal, sampai });
  return `Info maintenance #${id} diterbitkan untuk ${siapa}: ${judul}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? './data') });
  try {
    await migrate(db);
    console.log(await maintenanceFromArgs(db, process.argv.slice(2)));
  } catch (e) {
    console.error(e instanceof ActError ? `Gagal: ${e.message}` : e);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
