/**
 * `npm run dashboard:rebuild [-- --id TOKO1]`: rebuilds the dashboard's sales figures of one company
 * (or of every company) from its saved sales — once after upgrading, for sales saved before the
 * figures were kept by every save (modules/system/dashboard/figures.ts). Uses DATABASE_URL when set,
 * otherwise PGlite in DATA_DIR (./data); with PGlite stop `npm start` first.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '@niaga/kernel/server';
import { rebuildSaleFigures } from '@niaga/system/server';
import { migrate } from '../app';

export async function rebuildFromArgs(db: Database, args: string[]): Promise<string[]> {
  const { values } = parseArgs({ args, options: { id: { type: 'string' } } });
  const id = values.id?.trim().toUpperCase();
  const cos = await db.tx(null, (tx) =>
    rowsOf<{ idperusahaan: string; schema_name: string }>(tx, sql`select idperusahaan, schema_name from control.companies where startflag <> 0 and (${id ?? null}::text is null or idperusahaan = ${id ?? null}) order by id`),
  );
  if (id && !cos.length) throw new Error(`Perusahaan ${id} tidak ditemukan atau belum disiapkan.`);
  const out: string[] = [];
  for (const c of cos) {
    await db.tx(c.schema_name, (tx) => rebuildSaleFigures(tx));
    out.push(`Ringkasan penjualan dasbor ${c.idperusahaan} dibangun ulang.`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? './data') });
  try {
    await migrate(db);
    for (const l of await rebuildFromArgs(db, process.argv.slice(2))) console.log(l);
  } catch (e) {
    console.error(`Gagal: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
