/**
 * A Niaga server for bench/src/companies.ts: `startServer` as `npm start` runs it (DATABASE_URL,
 * PORT), with BENCH_MIGRATION=<tag> a new tenant migration (one CREATE TABLE) after the app's, so
 * that every company is behind at the start. Prints "Niaga berjalan" once listening and "semua
 * perusahaan terkini" once the background migration is done.
 */
import { startServer } from '../../../apps/server/src/server';

const tag = process.env.BENCH_MIGRATION;
const extra = tag ? [{ tag, statements: ['CREATE TABLE "bench_migrasi" ("id" integer PRIMARY KEY, "nama" varchar(20) NOT NULL DEFAULT \'\')'] }] : [];
const srv = await startServer({ databaseUrl: process.env.DATABASE_URL, port: Number(process.env.PORT), host: '127.0.0.1', demo: false, migrations: { extra } });
console.log(`Niaga berjalan di ${srv.url}`);
void srv.migration.then((r) => console.log(`semua perusahaan terkini: ${r.migrated.length} dimigrasi, ${r.failed.length} gagal`));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void srv.close().then(() => process.exit(0)));
