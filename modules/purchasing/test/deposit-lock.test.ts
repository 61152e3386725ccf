/**
 * A deposit's check that documents have not used it (edit, delete) locks its contact's row, as the
 * documents using the deposit do (a purchase its supplier's, a sale or a receivable payment its
 * customer's): a delete and a use at once are serialised, so they cannot both pass. Both sides are
 * made by one factory (@niaga/accounting open-items `depositServer`); before it, only the customer
 * side locked. On PostgreSQL (TEST_DATABASE_URL) only: PGlite has one connection, where calls queue
 * and nothing waits on a lock.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { companyWithBooks } from '../../accounting/test/books';
import { holdLock, lockWaits, until } from './lock-waits';

const SIDES = [
  { doctype: 'depositsup', kontak: 'supplier', nomor: 'DB-2601-00001' },
  { doctype: 'depositpel', kontak: 'pelanggan', nomor: 'DP-2601-00001' },
] as const;

for (const side of SIDES) {
  test.skipIf(!process.env.TEST_DATABASE_URL)(`${side.doctype}: deleting a deposit waits for whoever holds the ${side.kontak}'s row (a document using the deposit)`, async () => {
    const co = await companyWithBooks();
    expect((await co.act(`${side.kontak}_save`, { kodesupel: 'K01', namasupel: 'Kontak Satu' })).num).toBe(0);
    const saved = await co.act(`${side.doctype}_save`, { tanggal: '2026-01-05', kodesupel: 'K01', kodeacckas: '1-1100', jumlah: '1000' });
    expect(saved).toMatchObject({ num: 0, data: { notransaksi: side.nomor } });

    // Another transaction (a document using the deposit) holds the contact's row.
    const { release, done: holder } = await holdLock(co.company.schema_name, sql`select id from ${sql.identifier(side.kontak)} where kodesupel = 'K01' for update`);
    const waiting = () => lockWaits(`%from "${side.kontak}"%for update%`);
    try {
      const del = co.act(`${side.doctype}_del`, { notransaksi: side.nomor });
      const outcome = await Promise.race([del.then(() => 'selesai'), until(`hapus ${side.nomor} menunggu kunci ${side.kontak}`, async () => (await waiting()) >= 1).then(() => 'menunggu')]);
      expect(outcome).toBe('menunggu');
      release();
      const r = await del;
      expect(r.num, r.msg).toBe(0);
    } finally {
      release();
      await holder;
    }
  }, 120_000);
}
