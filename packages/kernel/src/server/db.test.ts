import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openDatabase, prepared, rowsOf } from './db';

test('prepared: a marked statement is prepared once per PostgreSQL connection and run again by name; PGlite runs it as it is', async () => {
  const url = process.env.TEST_DATABASE_URL;
  const db = await openDatabase(url ? { databaseUrl: url, poolSize: 1 } : {});
  try {
    const q = (n: number) => prepared(sql`select ${n}::int + 1 as x`);
    for (const n of [1, 2, 3]) expect(await db.tx(null, (tx) => rowsOf(tx, q(n)))).toEqual([{ x: n + 1 }]);
    // An unmarked statement stays unnamed.
    expect(await db.tx(null, (tx) => rowsOf(tx, sql`select ${5}::int as y`))).toEqual([{ y: 5 }]);
    const kept = await db.tx(null, (tx) => rowsOf<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements order by name`));
    if (url) expect(kept).toEqual([{ name: 'niaga_0', statement: '/*prepared*/ select $1::int + 1 as x' }]);
    else expect(kept).toEqual([]);
  } finally {
    await db.close();
  }
});
