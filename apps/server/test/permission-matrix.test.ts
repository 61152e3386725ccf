/**
 * The permission matrix: every act of the registry that declares an access name refuses a user
 * without that right (a nonzero number, 30, and not one row of the company changes), and does
 * not refuse for lack of rights a user who holds exactly that right.
 */
import { expect, test } from 'vitest';
import { buildRegistry } from '../src/app';
import { freshCompany, type TestCompany } from './harness';
import { addUser, loginAs } from './auth-helpers';

/** Every row of every table of the company, as text, table by table. */
async function snapshot(co: TestCompany): Promise<Record<string, string[]>> {
  const tables = await co.sql<{ t: string }>(`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { t } of tables) out[t] = (await co.sql<{ r: string }>(`select row_to_json(x)::text as r from "${t}" x`)).map((x) => x.r).sort();
  return out;
}

/** Payloads each act is tried with: an add-like one and an edit-like one. */
const PAYLOADS: Array<Record<string, unknown>> = [{}, { id: 1 }];

test('every act with an access name: refused without the right, nothing changes; not refused with it', async () => {
  const co = await freshCompany();
  await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  const pw = await addUser(co, { userid: 'TANPAHAK' });
  const u = await loginAs(co, 'TANPAHAK', pw);
  const acts = buildRegistry()
    .all()
    .filter((a) => a.access);
  expect(acts.length).toBeGreaterThan(40);

  const before = await snapshot(co);
  const refusedWith: Record<string, number> = {};
  for (const a of acts)
    for (const p of PAYLOADS) {
      const r = await u.act(a.name, p);
      refusedWith[`${a.name} ${JSON.stringify(p)}`] = r.num;
    }
  // Refused with "no right" (30) — not merely invalid — whatever the payload.
  expect(Object.entries(refusedWith).filter(([, n]) => n !== 30)).toEqual([]);
  expect(await snapshot(co)).toEqual(before);

  // With exactly the right each payload needs (rights are read on every call): never 30.
  const notRefused: Array<[string, number, string]> = [];
  for (const a of acts)
    for (const p of PAYLOADS) {
      const want = typeof a.access === 'function' ? a.access(p as never) : a.access!;
      // Any one of several rights opens an act (a picker): each is tried in turn below by its first.
      const need = Array.isArray(want) ? want[0] : want;
      await co.sql(`delete from hak_akses where subjek = 'TANPAHAK'`);
      await co.sql(`insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'TANPAHAK', '${need.modul}', '${need.aksi}', true)`);
      const r = await u.act(a.name, p);
      // (Rules beyond module rights may still answer 30 with their own words, e.g. only an
      // administrator may delete an administrator.)
      if (r.num === 30 && r.msg.startsWith('Maaf, Anda tidak memiliki hak akses')) notRefused.push([a.name, r.num, r.msg]);
    }
  expect(notRefused).toEqual([]);
});
