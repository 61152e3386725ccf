/**
 * One manifest per module: every doctype a manifest declares yields its tables (in the company
 * schema, with a column per field), its acts, and its web routes — with no other file to edit.
 */
import { expect, test } from 'vitest';
import { actNames, childTableOf } from '@niaga/kernel';
import { serverModule } from '@niaga/kernel/server';
import { manifests } from '@niaga/modules';
import { modules, tenantTables, withServerParts } from '../src/modules';
import { buildRegistry } from '../src/app';
import { routes } from '../../web/src/routes/registry';
import { lightManifests } from '../../web/src/routes/modules';
import { freshCompany } from './harness';

test('every doctype of every manifest has its tables, schema columns, acts and routes', async () => {
  const registry = buildRegistry();
  const tables = tenantTables();
  const co = await freshCompany();
  const columns = new Map<string, Set<string>>();
  for (const r of await co.sql<{ t: string; c: string }>(`select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema()`))
    columns.set(r.t, (columns.get(r.t) ?? new Set()).add(r.c));
  // One module list: the server runs the list's modules, in its order, each part on the list's
  // manifest; the web knows the same list.
  expect(modules.map((m) => m.manifest)).toEqual([...manifests]);
  modules.forEach((m, i) => expect(m.manifest).toBe(manifests[i]));
  // the web knows the same list: the light one (each module's head; modules/all/light.test.ts).
  expect(lightManifests.map((m) => m.name)).toEqual(manifests.map((m) => m.name));
  let n = 0;
  for (const m of modules)
    for (const d of m.manifest.doctypes) {
      n++;
      expect(tables[d.name], `${d.name}: tabel`).toBeDefined();
      for (const k of Object.keys(d.fields)) expect(columns.get(d.name)?.has(k), `${d.name}.${k}: kolom`).toBe(true);
      for (const c of Object.values(d.tables)) {
        expect(tables[c.table], `${c.table}: tabel`).toBeDefined();
        for (const k of Object.keys(c.fields)) expect(columns.get(c.table)?.has(k), `${c.table}.${k}: kolom`).toBe(true);
        expect(childTableOf(c)).toBe(`tbl_${c.table}`);
      }
      for (const a of [...Object.values(actNames(d.name)), `${d.name}_pick`]) expect(registry.get(a), `${a}: act`).toBeDefined();
      for (const p of [d.routes.list, d.routes.add, d.routes.edit].filter(Boolean)) expect(routes.some((r) => r.path === p && r.doctype?.name === d.name), `${p}: rute`).toBe(true);
    }
  expect(n).toBeGreaterThanOrEqual(12);
});

test('the server parts agree with the one module list: none missing, none extra, none on another manifest', () => {
  const [a, b] = manifests;
  const pa = serverModule(a);
  const pb = serverModule(b);
  expect(withServerParts([a, b], { [a.name]: pa, [b.name]: pb })).toEqual([pa, pb]);
  expect(() => withServerParts([a, b], { [a.name]: pa })).toThrow(`modul ${b.name}: tanpa bagian server`);
  expect(() => withServerParts([a], { [a.name]: pa, [b.name]: pb })).toThrow(`modul ${b.name}: bagian server tanpa manifest`);
  expect(() => withServerParts([a, b], { [a.name]: pa, [b.name]: serverModule({ ...b }) })).toThrow(`modul ${b.name}: bagian servernya memakai manifest lain`);
});
