/**
 * The statements every unit of work builds: the transaction type, raw rows, value lists, and the
 * `prepared` mark (db.ts opens the engines; batching.ts and pglite.ts run marked statements prepared).
 */
import { sql, SQL, StringChunk, type SQLChunk } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<any, any, any>;

export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const res = (await tx.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** `(v1, v2, …)` for `x in …`: each value a bound parameter. */
export const inList = (values: readonly (string | number)[]): SQL => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/**
 * The rows of a VALUES list, `($1::int, $2, …), (…)`, as one flat part of a statement: the text
 * and parameters that nested sql`` templates (a row's values joined, the rows joined) give, built
 * without two SQL objects per value, which drizzle would then walk one by one (issue 21: what a
 * document's lines cost). `casts[i]` follows the i-th value of every row ('' or absent: none). The
 * values are passed as such, as a template's would be (never `undefined`: that would drop it).
 */
export function valuesList(rows: readonly (readonly unknown[])[], casts: readonly string[] = []): SQL {
  if (!rows.length) throw new Error('valuesList: tanpa baris');
  // Chunks go into an empty SQL: its constructor would look through every one for a table (none is).
  const list = new SQL([]);
  const chunks: SQLChunk[] = list.queryChunks;
  let text = '(';
  rows.forEach((row, r) => {
    if (r) text += ', (';
    row.forEach((v, i) => {
      if (i) text += ', ';
      chunks.push(textChunk(text), v as SQLChunk);
      text = casts[i] ?? '';
    });
    text += ')';
  });
  chunks.push(textChunk(text));
  return list;
}

/**
 * The text between two values of a VALUES list (`, `, `::int, `, `), (`…), one chunk per text for
 * the whole process: drizzle only reads a chunk, and a list of 10 lines of 17 values would
 * otherwise make 170 of them per statement (garbage that outlived the young generation when saves
 * overlap, and was collected only by full collections).
 */
const textChunks = new Map<string, StringChunk>();
function textChunk(text: string): StringChunk {
  let c = textChunks.get(text);
  if (!c) {
    c = new StringChunk(text);
    if (textChunks.size < 2000) textChunks.set(text, c);
  }
  return c;
}


/** The mark `prepared` puts before a statement's text. */
export const PREPARED = '/*prepared*/ ';
/** Prepared statements kept per connection at most; statements beyond are sent unnamed, as before. */
export const MAX_PREPARED = 200;

/**
 * A statement of the write path that every save sends again with other values (a session's
 * rights, a document's facts, its row insert, the posting's statements): on PostgreSQL each pooled
 * connection prepares it once, under a name, and then only binds and runs it — the server parses
 * it once and, after a few runs, keeps its plan, instead of parsing and planning it every time
 * (planning was most of the database's work in a save: issue 10 part 2, issue 14). The same text
 * with another number of rows (a VALUES list of 5 or 6 lines) is another statement. Only for
 * statements with parameters whose plan does not depend on their values (look-ups and writes by
 * key, not reports over date ranges). On PGlite (one connection) the same: `preparingPglite`.
 * A marked statement that opens a PostgreSQL transaction goes out unnamed with the BEGIN instead,
 * its parameters written as literals (as `atCommit` writes them: no `$n` of its own outside them).
 */
export const prepared = (q: SQL): SQL => sql`${sql.raw(PREPARED)}${q}`;
