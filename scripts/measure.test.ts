import { describe, expect, it } from 'vitest';
import { castsOf, deepImports, opensEverything, fileKind, functionLengths, importCircles, importsOf, isProduct, ledgerSql, ledgerTableNames, lineCount, oneCircle, publicEntries, resolveImport, screensPerRoom, type Workspace } from './measure';

const workspaces: Workspace[] = [
  { name: '@niaga/sales', dir: 'modules/sales', exports: { '.': './index.ts', './*': './*.ts' } },
  { name: '@niaga/kernel', dir: 'packages/kernel', exports: { '.': './src/index.ts', './server': './src/server/index.ts', './*': './src/*.ts' } },
  { name: '@niaga/ledger', dir: 'packages/ledger', exports: { '.': './src/index.ts', './schema': './src/schema.ts' } },
];

describe('measure', () => {
  it('counts the lines of each function, named by its variable, property or declaration', () => {
    const src = ['export function a() {', '  return 1;', '}', '', 'const b = async () => {', '  await 0;', '', '  return 2;', '};', 'const o = { c(x: number) { return x; } };', ''].join('\n');
    const fns = functionLengths('x.ts', src);
    expect(fns.map((f) => [f.name, f.line, f.lines])).toEqual([
      ['a', 1, 3],
      ['b', 5, 5],
      ['c', 10, 1],
    ]);
    // A callback given to a call is named after the variable it ends in.
    expect(functionLengths('y.ts', 'const r = serverReport(R.x, async (ctx) => {\n  return ctx;\n});\n')[0].name).toBe('r (in serverReport)');
    expect(lineCount('a\nb\n')).toBe(2);
  });

  it('finds a deep import into another module, not its public entries nor its own files', () => {
    const src = [
      "import { a } from '@niaga/sales';",
      "import { b } from '@niaga/sales/server';",
      "import { c } from '@niaga/sales/manifest';",
      "import { d } from '@niaga/sales/figures';",
      "import type { E } from '@niaga/sales/retur-jual/retur-jual';",
      "import { f } from '@niaga/kernel/server';",
      "import { g } from '@niaga/kernel/errors';",
      "export { h } from '@niaga/ledger/schema';",
    ].join('\n');
    const outside = { file: 'modules/purchasing/x.ts', imports: importsOf('modules/purchasing/x.ts', src) };
    const inside = { file: 'modules/sales/y.ts', imports: importsOf('modules/sales/y.ts', "import { d } from '@niaga/sales/figures';") };
    expect(deepImports([outside, inside], workspaces).map((d) => [d.spec, d.line])).toEqual([
      ['@niaga/sales/figures', 4],
      ['@niaga/sales/retur-jual/retur-jual', 5],
    ]);
    // A library package whose exports open every file ("./*", or none declared) is used by path.
    expect(opensEverything(workspaces[1])).toBe(true);
    expect(opensEverything({ name: '@niaga/ui', dir: 'packages/ui' })).toBe(true);
    expect(opensEverything(workspaces[0])).toBe(false);
    expect([...publicEntries(workspaces[2])].sort()).toEqual(['', 'schema']);
    expect(outside.imports[4].typeOnly).toBe(true);
  });

  it('finds an import circle through a lazy import, not through a type-only one', () => {
    const files: Record<string, string> = {
      'apps/web/src/List.tsx': "import { actions } from './routes';\nimport type { T } from './types';",
      'apps/web/src/routes.ts': "export const actions = () => import('./screens/index');",
      'apps/web/src/screens/index.ts': "export { List } from '../List';",
      'apps/web/src/types.ts': "import { List } from './List';\nexport type T = typeof List;",
    };
    const known = new Set(Object.keys(files));
    const graph = new Map(
      Object.entries(files).map(([f, src]) => [f, importsOf(f, src).flatMap((i) => (i.typeOnly ? [] : (resolveImport(f, i.spec, known, workspaces) ?? [])))]),
    );
    const circles = importCircles(graph);
    expect(circles).toEqual([['apps/web/src/List.tsx', 'apps/web/src/routes.ts', 'apps/web/src/screens/index.ts']]);
    expect(oneCircle(graph, circles[0])).toEqual(['apps/web/src/List.tsx', 'apps/web/src/routes.ts', 'apps/web/src/screens/index.ts', 'apps/web/src/List.tsx']);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('resolves a workspace package through its exports', () => {
    const known = new Set(['modules/sales/figures.ts', 'packages/kernel/src/server/index.ts', 'modules/sales/index.ts']);
    expect(resolveImport('apps/web/src/a.ts', '@niaga/sales/figures', known, workspaces)).toBe('modules/sales/figures.ts');
    expect(resolveImport('apps/web/src/a.ts', '@niaga/sales', known, workspaces)).toBe('modules/sales/index.ts');
    expect(resolveImport('apps/web/src/a.ts', '@niaga/kernel/server', known, workspaces)).toBe('packages/kernel/src/server/index.ts');
    expect(resolveImport('apps/web/src/a.ts', 'react', known, workspaces)).toBeNull();
  });

  it('tells product code from tests, declarations of types and configs; reads the file markers', () => {
    expect(isProduct('modules/sales/jual/server.ts')).toBe(true);
    expect(isProduct('apps/web/src/screens/sales/Kasir.tsx')).toBe(true);
    for (const f of ['modules/sales/test/jual.test.ts', 'apps/web/src/format.test.ts', 'packages/kernel/test/helpers.ts', 'apps/web/src/vite-env.d.ts', 'apps/web/vite.config.ts', 'e2e/kasir.e2e.ts', 'bench/src/run.ts', 'modules/sales/fixtures/a.ts'])
      expect(isProduct(f), f).toBe(false);
    expect(fileKind('/**\n * Report columns.\n * @declarations\n */\nexport const x = 1;')).toBe('declarations');
    expect(fileKind('// @generated by drizzle-kit\nexport const x = 1;')).toBe('generated');
    expect(fileKind('/** Logic. */\nconst s = "@declarations";')).toBe('logic');
  });

  it('counts the screens of each room', () => {
    const rooms = screensPerRoom([
      { file: 'apps/web/src/screens/sales/Kasir.tsx', lines: 100 },
      { file: 'apps/web/src/screens/sales/index.ts', lines: 5 },
      { file: 'modules/sales/kasir/Kasir.tsx', lines: 40 },
      { file: 'modules/sales/kasir/Kasir.test.tsx', lines: 40 },
    ]);
    expect(rooms).toEqual([{ domain: 'sales', webFiles: 1, webLines: 100, moduleFiles: 1, moduleLines: 40 }]);
  });

  it('counts casts and finds SQL naming a ledger table', () => {
    const c = castsOf('m.ts', 'const r = x as Record<string, unknown>;\nconst k = [1] as const;\nconst s = String(d.kode) + String(row.nama);');
    expect(c).toEqual({ recordStringUnknown: 1, stringOfD: 1, stringOfField: 2, asCasts: 1, repliesHere: 0 });
    const calls = [
      'interface Reply { tbl_x: Row[] }',
      "import type { KartuStokReply } from '../kartu-stok/reply';",
      "callOk<Reply>('a');",
      "callOk<{ tbl_y: number[] }>('b');",
      "call<Reply[]>('c');",
      "callOk<KartuStokReply>('d');",
      "callOk<ListReply<D>>('e');",
      "callOk('f');",
    ].join('\n');
    expect(castsOf('s.tsx', calls).repliesHere).toBe(3);
    const tables = ledgerTableNames(["export const glBaris = pgTable(\n  'gl_baris', {});", "pgTable('stok_mutasi', {})"]);
    expect(tables).toEqual(['gl_baris', 'stok_mutasi']);
    const src = "const a = sql`select sum(debet) from gl_baris where id = ${id} and x in (select 1 from stok_mutasi)`;\nconst b = 'gl_baris_lain';\nconst c = sql`select 1 from item`;";
    expect(ledgerSql('m.ts', src, tables)).toEqual([{ file: 'm.ts', line: 1, tables: ['gl_baris', 'stok_mutasi'] }]);
  });
});
