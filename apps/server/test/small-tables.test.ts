/**
 * Tables that stay small carry no index beyond their keys (issue 43, docs/operations.md "Many
 * companies"): a doctype declared `rows: 'few'` (units, brands, warehouses, banks, the chart of
 * accounts…) has in a fresh company only its primary key, its unique keys and fields marked
 * `indexed` — each other index was one more relation in every company for no faster query — while
 * a table that grows (the items) keeps its search indexes; the small masters' lists still search.
 */
import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { allRegistered } from '@niaga/kernel/server';
import { freshCompany, testServer } from './harness';

const indexesOf = async (schema: string, table: string) => {
  const { db } = await testServer();
  return (
    await db.rows<{ name: string; uniq: boolean; pk: boolean }>(
      sql`select i.relname as name, x.indisunique as uniq, x.indisprimary as pk from pg_index x join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace where n.nspname = ${schema} and t.relname = ${table} order by 1`,
    )
  ).map((r) => ({ ...r, uniq: !!r.uniq, pk: !!r.pk }));
};

test("a fresh company's small tables hold their keys only; the items keep their search indexes; the small lists still search", async () => {
  const co = await freshCompany();
  const few = allRegistered().filter((r) => r.meta.rows === 'few');
  expect(few.map((r) => r.meta.name)).toEqual(expect.arrayContaining(['satuan', 'merek', 'gudang', 'bank', 'perkiraan', 'wilayah']));
  for (const r of few) {
    const ixs = await indexesOf(co.company.schema_name, r.meta.name);
    const indexed = Object.entries(r.meta.fields).filter(([, f]) => f.indexed).map(([k]) => `${r.meta.name}_${k}_idx`);
    const declared = (r.meta.indexes ?? []).map((cols) => `${r.meta.name}_${cols.join('_')}_idx`);
    expect(ixs.length, r.meta.name).toBeGreaterThan(0);
    for (const ix of ixs) expect(ix.pk || ix.uniq || indexed.includes(ix.name) || declared.includes(ix.name), `${r.meta.name}: ${ix.name}`).toBe(true);
  }
  const item = (await indexesOf(co.company.schema_name, 'item')).map((i) => i.name);
  expect(item).toEqual(expect.arrayContaining(['item_kodeitem_awalan', 'item_namaitem_trgm']));

  // A brand and a unit found by a part of their name and by the start of their code.
  expect(await co.act('merek_save', { kodemerek: 'SIDO', namamerek: 'Sido Muncul', aktif: true })).toMatchObject({ num: 0 });
  expect(await co.act('merek_save', { kodemerek: 'INDO', namamerek: 'Indofood', aktif: true })).toMatchObject({ num: 0 });
  const names = async (q: string, field: string) => ((await co.act('merek_list', { q })).data as { tbl_merek: Record<string, string>[] }).tbl_merek.map((x) => x[field]);
  expect(await names('muncul', 'namamerek')).toEqual(['Sido Muncul']);
  expect(await names('IN', 'kodemerek')).toEqual(['INDO']);
});
