/**
 * The figures two copies of one company's books must share (a company moved to another database
 * server, apps/server/src/company-move.ts): the trial balance of the live lines per account, and
 * the stock per item, variant and warehouse, each as text lines in a fixed order.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';

export interface BookFigures {
  /** `perkiraan_id:debit:credit` per account with live lines. */
  neraca: string[];
  /** `item_id/iddetailvarian@gudang_id:qty`. */
  stok: string[];
}

export async function bookFigures(tx: Tx): Promise<BookFigures> {
  const neraca = await rowsOf<{ v: string }>(
    tx,
    sql`select perkiraan_id || ':' || sum(debet) || ':' || sum(kredit) as v from gl_baris where not batal group by perkiraan_id order by perkiraan_id`,
  );
  const stok = await rowsOf<{ v: string }>(tx, sql`select item_id || '/' || iddetailvarian || '@' || gudang_id || ':' || qty as v from stok_gudang order by item_id, iddetailvarian, gudang_id`);
  return { neraca: neraca.map((r) => r.v), stok: stok.map((r) => r.v) };
}
