/**
 * `npm run company:move -- <Id Perusahaan> <DATABASE_URL tujuan> <origin server tujuan>`: moves a
 * company from DATABASE_URL to another PostgreSQL server (apps/server/src/company-move.ts;
 * docs/operations.md "Moving a company"). Its backup goes to BACKUP_DIR (default ./backups, as the server's); a
 * routing service in ROUTING_URL (with ROUTING_SECRET) is told the new server.
 */
import { ActError } from '@niaga/kernel';
import { moveCompany } from '../company-move';

const [iper, targetUrl, targetOrigin] = process.argv.slice(2);
const sourceUrl = process.env.DATABASE_URL;
if (!iper || !targetUrl || !targetOrigin || !sourceUrl) {
  console.error('Pemakaian: DATABASE_URL=<asal> npm run company:move -- <Id Perusahaan> <DATABASE_URL tujuan> <origin server tujuan, https://host>');
  process.exit(2);
}
const router = process.env.ROUTING_URL && process.env.ROUTING_SECRET ? { url: process.env.ROUTING_URL, secret: process.env.ROUTING_SECRET } : undefined;
try {
  const r = await moveCompany({ iper, sourceUrl, targetUrl, targetOrigin, backupRoot: process.env.BACKUP_DIR || './backups', router });
  const rows = Object.values(r.figures.baris).reduce((a, b) => a + b, 0);
  console.log(`Perusahaan ${r.company.idperusahaan} dipindahkan: ${rows} baris, ${r.figures.neraca.length} perkiraan, ${r.figures.stok.length} saldo stok sama di kedua server; cadangan ${r.backup}.`);
} catch (e) {
  console.error(`Gagal: ${(e as Error).message}`);
  if (!(e instanceof ActError) && process.env.DEBUG) console.error(e);
  process.exitCode = 1;
}
