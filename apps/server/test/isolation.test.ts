import { expect, test } from 'vitest';
import { actNames, type DoctypeMeta } from '@niaga/kernel';
import { manifest as master } from '@niaga/master';
import { freshCompany } from './harness';

/** Every doctype of every module: its generic acts are tried across two companies. */
const all: DoctypeMeta[] = [...master.doctypes];

const byName = new Map(all.map((m) => [m.name, m]));
/** The doctypes a doctype references (FieldSpec.ref), other than itself. */
const targetsOf = (meta: DoctypeMeta) =>
  [...new Set(Object.values(meta.fields).flatMap((f) => (f.ref && f.ref.doctype !== meta.name && used(f) && byName.has(f.ref.doctype) ? [f.ref.doctype] : [])))].map((n) => byName.get(n)!);
/** Fields a sample fills: required ones (optional fields keep their patterns and references out of the way), never computed ones. */
const used = (f: DoctypeMeta['fields'][string]) => !f.compute && (f.required || !!f.requiredWhen || f.kind === 'flag');

/** Saves what a record refers to, and what that refers to first (an item's unit before the item). */
async function ensureTargets(co: Awaited<ReturnType<typeof freshCompany>>, meta: DoctypeMeta, tag: string, done = new Set<string>()) {
  for (const t of targetsOf(meta)) {
    if (done.has(t.name)) continue;
    done.add(t.name);
    await ensureTargets(co, t, tag, done);
    const r = await co.act(actNames(t.name).save, sample(t, tag));
    expect(r.num, `${t.name}: ${r.msg}`).toBe(0);
  }
}

function sample(meta: DoctypeMeta, tag: string): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(meta.fields)) {
    if (!used(f)) continue;
    // A unit of the record's item (`satuanitem` within `kodeitem`): the item's base unit.
    if (f.ref?.within) rec[k] = sample(byName.get(meta.fields[f.ref.within].ref!.doctype)!, tag).satuan;
    else if (f.ref && f.ref.doctype !== meta.name) rec[k] = sample(byName.get(f.ref.doctype)!, tag)[byName.get(f.ref.doctype)!.key];
    else if (f.kind === 'code' || f.kind === 'text') rec[k] = `${tag}${k}`.slice(0, f.max ?? 10).toUpperCase();
    else if (f.kind === 'select') rec[k] = f.options![0].value;
    else if (f.kind === 'flag') rec[k] = true;
    else if (f.kind === 'int') rec[k] = 1;
    else if (f.kind === 'decimal') rec[k] = '1.00';
    else if (f.kind === 'date') rec[k] = '2026-01-02';
  }
  return rec;
}

/**
 * One pair of companies for every doctype (a company's creation costs more than a doctype's
 * test): each doctype's records carry their own tag (AA…, AB…), so the tests never meet each
 * other's rows, and every check looks for the record's own key.
 */
let pair: Promise<[Awaited<ReturnType<typeof freshCompany>>, Awaited<ReturnType<typeof freshCompany>>]> | null = null;
const companies = () => (pair ??= (async () => [await freshCompany(), await freshCompany()] as [Awaited<ReturnType<typeof freshCompany>>, Awaited<ReturnType<typeof freshCompany>>])());

test.each(all.map((m, i) => [m.name, m, String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))] as const))('%s: two companies with the same tables never see each other', async (_n, meta, tag) => {
  const [a, b] = await companies();
  const acts = actNames(meta.name);
  const tbl = `tbl_${meta.name}`;
  const A = `A${tag}`;
  const keyA = String(sample(meta, A)[meta.key]);
  const rowsOf = (r: { data: unknown }) => ((r.data as Record<string, Array<Record<string, unknown>>>)[tbl] ?? []).filter((x) => String(x[meta.key]) === keyA);
  // What the record references exists in A only: B may not reference it.
  await ensureTargets(a, meta, A);
  if (targetsOf(meta).length) expect(await b.act(acts.save, sample(meta, A))).toMatchObject({ num: 15, msg: expect.stringMatching(/tidak ditemukan|tidak ada pada/) });
  const saved = await a.act(acts.save, sample(meta, A));
  expect(saved.num, saved.msg).toBe(0);
  const idA = (saved.data as { id: number }).id;

  // B lists, searches, reads, edits and deletes: never A's row.
  expect(rowsOf(await b.act(acts.list, {}))).toHaveLength(0);
  expect(rowsOf(await b.act(acts.list, { q: keyA }))).toHaveLength(0);
  expect(rowsOf(await b.act(`${meta.name}_pick`, { q: keyA }))).toHaveLength(0);
  expect(rowsOf(await b.act(`${meta.name}_pick`, { exact: keyA }))).toHaveLength(0);
  expect((await b.act(acts.get, { id: idA })).num).toBe(40);
  expect((await b.act(acts.save, { ...sample(meta, `B${tag}`), id: idA })).num).toBe(40);
  expect((await b.act(acts.del, { id: idA })).num).toBe(40);

  // The same business key may exist in both.
  await ensureTargets(b, meta, A);
  const savedB = await b.act(acts.save, sample(meta, A));
  expect(savedB.num, savedB.msg).toBe(0);
  expect(rowsOf(await b.act(acts.list, { q: keyA }))).toHaveLength(1);

  // A still has exactly its own row, untouched.
  const got = await a.act(acts.get, { id: idA });
  expect(got.num).toBe(0);
  expect(rowsOf(await a.act(acts.list, { q: keyA }))).toHaveLength(1);
  // And B's session cannot be pointed at A by a form field.
  const pointed = rowsOf(await b.act(acts.list, { q: keyA }, { iper: a.iper }));
  expect(pointed).toHaveLength(1);
  expect(pointed[0].id).toBe((savedB.data as { id: number }).id);
});
