import { expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { integer, numeric, pgSchema, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryText } from './query-text';
import { valuesList } from './db';

const item = pgTable('item', { id: integer('id').primaryKey(), kodeitem: varchar('kodeitem', { length: 30 }), harga: numeric('harga', { precision: 18, scale: 2 }), catatan: text('catatan') });
const other = pgSchema('control').table('companies', { id: integer('id'), nama: text('nama') });
const dialect = new PgDialect() as unknown as Parameters<typeof queryText>[1] & { sqlToQuery(q: ReturnType<typeof sql>): { sql: string; params: unknown[] } };

test("a statement's text and parameters in one pass are drizzle's, for every chunk the kernel builds with; others are left to drizzle", () => {
  const statements = [
    sql`select 1`,
    sql`select ${1}, ${'a'}, ${null}, ${true}, ${new Date(0)}, ${Buffer.from('x')}, ${{ a: 1 }}`,
    sql`insert into x values ${valuesList([[1, 'a', '2.50'], [2, 'b', null]], ['::int', '::varchar', '::numeric'])} returning ${sql.identifier('id')}`,
    sql`with a as (${sql`select ${item.kodeitem} from ${item} where ${eq(item.id, 5)}`}) select * from a where x in ${[1, 2, 3]} and ${other.nama} = ${'n'}`,
    sql`${sql.raw('raw text')} ${sql.join([sql`${1}`, sql`${2}`], sql`, `)}`,
    sql`select ${sql`${item.harga}`.as('h')}`,
    inArray(item.kodeitem, ['A', 'B']).getSQL(),
    sql`update ${item} set ${item.harga} = ${'1.00'} where ${item.catatan} is null`,
  ];
  // (drizzle's `typings` are read by no driver the kernel uses.)
  const drizzles = (q: ReturnType<typeof sql>) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    return { sql: text, params };
  };
  for (const q of statements) expect(queryText(q, dialect)).toEqual(drizzles(q));
  // A column's own name as an alias.
  const sel = sql`select ${item.id} as ${sql.identifier('x')} from ${item}`;
  expect(queryText(sel, dialect)).toEqual(drizzles(sel));
  // Placeholders and subquery wrappers go to drizzle's own builder.
  expect(queryText(sql`select ${sql.placeholder('p')}`, dialect)).toBeNull();
});
