/**
 * The sealed ledger, SQL side: outside packages/ledger no product code names a ledger table in SQL
 * text (a string or template literal); it reads the books through the ledger's functions or its read
 * views (src/read-views.ts, tenant migration 0025). The import side is apps/server/test/sealed-ledger.test.ts.
 * Tests, test helpers, benchmarks and browser tests may look at the tables themselves.
 */
import { expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { getTableName } from 'drizzle-orm';
import { ledgerTables } from '../src/schema';
import { LEDGER_READ_VIEWS } from '../src/read-views';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tableNames = Object.values(ledgerTables).map((t) => getTableName(t));
const naming = new RegExp(`\\b(${tableNames.join('|')})\\b`);

/** Product code outside the ledger: modules, apps and the other packages, without tests and migrations. */
function productFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (['node_modules', 'dist', 'test', 'migrations'].includes(e.name) || path === 'packages/ledger') continue;
      out.push(...productFiles(path));
    } else if (/\.tsx?$/.test(e.name) && !/\.(test|e2e)\.tsx?$/.test(e.name)) out.push(path);
  }
  return out;
}

/** The string and template texts of a source file that name a ledger table: `file:line text`. */
function ledgerTableTexts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const hits: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const m = naming.exec(node.text);
      if (m) hits.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${m[1]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

test('no SQL text outside packages/ledger names a ledger table: reads go through its functions or read views', () => {
  const files = ['modules', 'apps', 'packages'].flatMap((d) => productFiles(d));
  expect(files.length).toBeGreaterThan(300);
  expect(files.some((f) => f.startsWith('packages/ledger/'))).toBe(false);
  const hits = files.flatMap((f) => ledgerTableTexts(f, readFileSync(join(root, f), 'utf8')));
  expect(hits).toEqual([]);
});

test('the scan sees a ledger table in SQL text, not a read view or a comment', () => {
  expect(ledgerTableTexts('x.ts', 'const q = sql`select qty from stok_gudang where item_id = ${id}`;')).toEqual(['x.ts:1 stok_gudang']);
  expect(ledgerTableTexts('x.ts', 'const q = sql`select 1 from item i where ${a} and exists (select 1 from gl_baris b where b.id = ${b})`;')).toEqual(['x.ts:1 gl_baris']);
  expect(ledgerTableTexts('x.ts', "const t = 'stok_mutasi';")).toEqual(['x.ts:1 stok_mutasi']);
  expect(ledgerTableTexts('x.ts', '// stok_gudang\nconst q = sql`select qty from v_stok_gudang`;')).toEqual([]);
});

test('every read view is a migration of the company schema over its ledger table', () => {
  const dir = join(root, 'apps/server/migrations/tenant');
  const migrations = readdirSync(dir).filter((f) => f.endsWith('.sql')).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  for (const [view, table] of Object.entries(LEDGER_READ_VIEWS)) {
    expect(tableNames).toContain(table);
    expect(migrations).toMatch(new RegExp(`CREATE VIEW "${view}" AS SELECT [^;]* FROM "${table}";`));
  }
});
