/**
 * A tenant migration applied to every company (issue 43): each company in a transaction of its
 * own, so that one failing schema is rolled back alone, reported by its Id Perusahaan, and the
 * others are migrated; the next run applies it to the one that failed once its cause is gone.
 */
import { expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { migrationLock } from '@niaga/kernel/server';
import { migrate } from '../src/app';
import { freshCompany, testServer } from './harness';

test('a new migration over a handful of schemas: one fails and is reported, the others are done, the next run finishes it', async () => {
  const { db } = await testServer();
  const cos = [await freshCompany(), await freshCompany(), await freshCompany(), await freshCompany()];
  const ids = new Set(cos.map((c) => c.company.id));
  const only = (c: { id: number }) => ids.has(c.id);
  const tag = `9999_uji_${randomBytes(4).toString('hex')}`;
  const extra = [{ tag, statements: ['CREATE TABLE "uji_migrasi" ("id" integer PRIMARY KEY, "nama" varchar(20) NOT NULL)', 'CREATE INDEX "uji_migrasi_nama" ON "uji_migrasi" ("nama")'] }];
  // The third company already holds a table of that name: its migration fails.
  const broken = cos[2];
  await broken.sql('create table uji_migrasi (id integer)');

  const report = await migrate(db, { only, extra });
  expect(report.total).toBe(4);
  expect(report.migrated.sort()).toEqual([cos[0].iper, cos[1].iper, cos[3].iper].sort());
  expect(report.failed).toEqual([{ idperusahaan: broken.iper, msg: expect.stringContaining('uji_migrasi') }]);
  const tagged = async (c: (typeof cos)[number]) => (await c.sql<{ n: number }>(`select count(*)::int as n from __migrations where tag = '${tag}'`))[0].n;
  for (const c of [cos[0], cos[1], cos[3]]) {
    expect(await tagged(c)).toBe(1);
    expect(await c.sql(`select column_name from information_schema.columns where table_schema = '${c.company.schema_name}' and table_name = 'uji_migrasi' order by ordinal_position`)).toEqual([
      { column_name: 'id' },
      { column_name: 'nama' },
    ]);
  }
  // The failing company: rolled back whole (no tag, its own table as it was), and it still works.
  expect(await tagged(broken)).toBe(0);
  expect(await broken.sql(`select column_name from information_schema.columns where table_schema = '${broken.company.schema_name}' and table_name = 'uji_migrasi'`)).toEqual([{ column_name: 'id' }]);
  expect((await broken.act('satuan_list', {})).num).toBe(0);

  // Nothing left to do for the others; the broken one once its cause is gone.
  await broken.sql('drop table uji_migrasi');
  const again = await migrate(db, { only, extra });
  expect(again).toEqual({ total: 4, migrated: [broken.iper], failed: [] });
  expect(await tagged(broken)).toBe(1);
  expect(await migrate(db, { only, extra })).toEqual({ total: 4, migrated: [], failed: [] });
});

test('while a company’s schema is being migrated its calls are refused with a clear message; other companies and the calls after it go on', async () => {
  const { db } = await testServer();
  if (db.kind !== 'postgres') return; // PGlite runs one transaction at a time: no call while a migration holds it
  const [co, other] = [await freshCompany(), await freshCompany()];
  await db.tx(null, async (tx) => {
    await migrationLock(tx, co.company.schema_name);
    const r = await co.act('satuan_list', {});
    expect(r).toMatchObject({ num: 1, msg: 'Data perusahaan sedang diperbarui ke versi baru Niaga; coba lagi dalam beberapa detik.' });
    expect((await other.act('satuan_list', {})).num).toBe(0);
  });
  expect((await co.act('satuan_list', {})).num).toBe(0);
});
