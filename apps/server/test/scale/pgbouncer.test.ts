/**
 * Niaga behind PgBouncer in transaction mode (issue 43 item 2): Debian's PgBouncer 1.18 does not
 * carry named prepared statements from one server connection to the next, so with them the save
 * path answered 99 "prepared statement "niaga_0" does not exist". With `PGBOUNCER=1` (here
 * `namedStatements: false`) the `prepared` statements go out unnamed: 8 concurrent writers of
 * `jurnal_save` through 3 pooled server connections, none fails, every number once.
 * Needs PostgreSQL (TEST_DATABASE_URL) and the pgbouncer binary (`apt-get install pgbouncer`).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, namedStatementsFromEnv, type Database, type Envelope } from '@niaga/kernel/server';
import { buildApp } from '../../src/server';
import { companyWithBooks, invariants } from '../../../../modules/accounting/test/books';
import { pgbouncerPath, startPgbouncer, type Bouncer } from './pgbouncer';

const url = process.env.TEST_DATABASE_URL;
const why = !url ? 'perlu PostgreSQL (TEST_DATABASE_URL)' : !pgbouncerPath() ? 'pgbouncer tidak terpasang (apt-get install pgbouncer)' : '';
if (why) console.warn(`[pgbouncer.test] dilewati: ${why}`);

test('PGBOUNCER=1 turns named statements off; DB_NAMED_STATEMENTS decides over it', () => {
  expect(namedStatementsFromEnv({})).toBe(true);
  expect(namedStatementsFromEnv({ PGBOUNCER: '1' })).toBe(false);
  expect(namedStatementsFromEnv({ PGBOUNCER: '1', DB_NAMED_STATEMENTS: '1' })).toBe(true);
  expect(namedStatementsFromEnv({ DB_NAMED_STATEMENTS: '0' })).toBe(false);
});

describe.skipIf(!!why)('through PgBouncer 1.18, transaction mode', () => {
  let bouncer: Bouncer;
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    bouncer = await startPgbouncer(url!, { poolSize: 3 });
    db = await openDatabase({ databaseUrl: bouncer.url, poolSize: 8, namedStatements: false });
    app = await buildApp(db, { dev: true });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await bouncer?.stop();
  });

  const call = async (act: string, token: string, payload: unknown): Promise<Envelope> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ act, token, aprq: JSON.stringify(payload) }).toString(),
    });
    return res.json() as Envelope;
  };

  test('8 concurrent writers of jurnal_save: every save answers 0, numbers gap-free, the books balance', async () => {
    const co = await companyWithBooks();
    const perWriter = 12;
    const lines = (i: number) => [
      { kodeacc: '6-1100', keterangan: 'listrik', debet: `${100 + i}.25`, kredit: '0' },
      { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: `${100 + i}.25` },
    ];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let k = 0; k < perWriter; k++) {
          const r = await call('jurnal_save', co.token, { tanggal: '2026-01-15', keterangan: `w${w} ${k}`, lines: lines(k) });
          if (r.num !== 0) failures.push(`${r.num} ${r.msg}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    const rows = await co.sql<{ n: number; maks: string }>(`select count(*)::int as n, max(notransaksi) as maks from jurnal`);
    expect(rows).toEqual([{ n: 8 * perWriter, maks: `JU-2601-${String(8 * perWriter).padStart(5, '0')}` }]);
    // A read and a list through the pooler too.
    expect((await call('jurnal_list', co.token, {})).num).toBe(0);
    expect(await invariants(co)).toEqual([]);
  });
});
