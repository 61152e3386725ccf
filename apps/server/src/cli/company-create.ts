/**
 * `npm run company:create -- --id TOKO1 --nama "Toko Satu" [--user ADMIN]`: a real company with its
 * own schema and a first administrator whose random password is printed once.
 * Uses DATABASE_URL when set, otherwise PGlite in DATA_DIR (./data). Stop `npm start` first when
 * using PGlite: one process at a time may open its data directory.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@niaga/kernel/server';
import { ActError } from '@niaga/kernel';
import { randomPassword } from '@niaga/admin';
import { migrate, newCompany } from '../app';

const { values } = parseArgs({ options: { id: { type: 'string' }, nama: { type: 'string' }, user: { type: 'string', default: 'ADMIN' } } });
if (!values.id || !values.nama) {
  console.error('Pemakaian: npm run company:create -- --id <Id Perusahaan> --nama "<Nama Perusahaan>" [--user ADMIN]');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : (process.env.DATA_DIR ?? './data') });
try {
  await migrate(db);
  const password = randomPassword();
  const c = await newCompany(db, { idperusahaan: values.id, nama: values.nama, adminUser: values.user, adminPassword: password });
  console.log(`Perusahaan dibuat: Id Perusahaan ${c.idperusahaan} (${c.nama}), schema ${c.schema_name}`);
  console.log(`Login pertama: User ID ${values.user!.toUpperCase()}, Password ${password}`);
} catch (e) {
  console.error(e instanceof ActError ? `Gagal: ${e.message}` : e);
  process.exitCode = 1;
} finally {
  await db.close();
}
