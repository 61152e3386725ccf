import { expect, test } from 'vitest';
import { actNames, type DoctypeMeta } from '@niaga/kernel';
import { doctypes as master } from '@niaga/master';
import { freshCompany } from './harness';

/** Every doctype of every module: its generic acts are tried across two companies. */
const all: DoctypeMeta[] = [...master];

const byName = new Map(all.map((m) => [m.name, m]));
/** The doctypes a doctype references (FieldSpec.ref), other than itself. */
const targetsOf = (meta: DoctypeMeta) =>
  [...new Set(Object.values(meta.fields).flatMap((f) => (f.ref && f.ref.doctype !== meta.name ? [f.ref.doctype] : [])))].map((n) => byName.get(n)!);

function sample(meta: DoctypeMeta, tag: string): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(meta.fields)) {
    if (f.ref && f.ref.doctype !== meta.name) rec[k] = sample(byName.get(f.ref.doctype)!, tag)[byName.get(f.ref.doctype)!.key];
    else if (f.kind === 'code' || f.kind === 'text') rec[k] = `${tag}${k}`.slice(0, f.max ?? 10).toUpperCase();
    else if (f.kind === 'select') rec[k] = f.options![0].value;
    else if (f.kind === 'flag') rec[k] = true;
    else if (f.kind === 'int') rec[k] = 1;
    else if (f.kind === 'decimal') rec[k] = '1.00';
    else if (f.kind === 'date') rec[k] = '2026-01-02';
  }
  return rec;
}

test.each(all.map((m) => [m.name, m] as const))('%s: two companies with the same tables never see each other', async (_n, meta) => {
  const a = await freshCompany();
  const b = await freshCompany();
  const acts = actNames(meta.name);
  const tbl = `tbl_${meta.name}`;
  // What the record references exists in A only: B may not reference it.
  for (const t of targetsOf(meta)) expect((await a.act(actNames(t.name).save, sample(t, 'A'))).num).toBe(0);
  if (targetsOf(meta).length) expect(await b.act(acts.save, sample(meta, 'A'))).toMatchObject({ num: 15, msg: expect.stringMatching(/tidak ditemukan\.$/) });
  const saved = await a.act(acts.save, sample(meta, 'A'));
  expect(saved.num).toBe(0);
  const idA = (saved.data as { id: number }).id;

  // B lists, searches, reads, edits and deletes: never A's row.
  const listB = (await b.act(acts.list, {})).data as Record<string, unknown[]>;
  expect(listB[tbl]).toHaveLength(0);
  expect(((await b.act(acts.list, { q: 'A' })).data as Record<string, unknown[]>)[tbl]).toHaveLength(0);
  expect((await b.act(acts.get, { id: idA })).num).toBe(40);
  expect((await b.act(acts.save, { ...sample(meta, 'B'), id: idA })).num).toBe(40);
  expect((await b.act(acts.del, { id: idA })).num).toBe(40);

  // The same business key may exist in both.
  for (const t of targetsOf(meta)) expect((await b.act(actNames(t.name).save, sample(t, 'A'))).num).toBe(0);
  expect((await b.act(acts.save, sample(meta, 'A'))).num).toBe(0);
  expect(((await b.act(acts.list, {})).data as Record<string, unknown[]>)[tbl]).toHaveLength(1);

  // A still has exactly its own row, untouched.
  const got = await a.act(acts.get, { id: idA });
  expect(got.num).toBe(0);
  expect(((await a.act(acts.list, {})).data as Record<string, unknown[]>)[tbl]).toHaveLength(1);
  // And B's session cannot be pointed at A by a form field.
  expect(((await b.act(acts.list, {}, { iper: a.iper })).data as Record<string, unknown[]>)[tbl]).toHaveLength(1);
});
