/**
 * A module's public surface is its package.json "exports": the lint rule refuses imports into
 * another module's files, allows its index and declared entries, and the web loads no server entry.
 */
import { expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function problems(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [r] = await eslint.lintText(code, { filePath });
  return r.messages.filter((m) => m.ruleId === 'niaga/module-surface' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test("a deep import into another module is refused; its index and declared entries are not", async () => {
  expect(await problems('modules/sales/x.ts', "import { itemsByCode } from '@niaga/master/item/server';\nexport const x = itemsByCode;\n")).toEqual([
    expect.stringContaining('Modul master'),
  ]);
  expect(await problems('apps/server/src/x.ts', "export { gudangId } from '@niaga/inventory/item-masuk/server';\n")).toEqual([expect.stringContaining('Modul inventory')]);
  expect(await problems('bench/src/x.ts', "export const f = () => import('@niaga/system/dashboard/figures');\n")).toEqual([expect.stringContaining('Modul system')]);
  expect(await problems('modules/sales/x.ts', "import { searchItems } from '../master/item/search';\nexport const x = searchItems;\n")).toEqual([
    expect.stringContaining('Modul master'),
  ]);
  expect(
    await problems(
      'modules/sales/x.ts',
      "import { itemsByCode } from '@niaga/master/server';\nimport { item } from '@niaga/master';\nimport m from '@niaga/master/manifest';\nimport { IMPORTS } from '@niaga/master/import/kinds';\nexport const x = [itemsByCode, item, m, IMPORTS];\n",
    ),
  ).toEqual([]);
  // A module's own files, and another module's test helpers from a test, stay open.
  expect(await problems('modules/master/x.ts', "import { itemsByCode } from '@niaga/master/item/server';\nexport const x = itemsByCode;\n")).toEqual([]);
  expect(await problems('apps/server/test/x.test.ts', "import { companyWithBooks } from '../../../modules/accounting/test/books';\nexport const x = companyWithBooks;\n")).toEqual([]);
});

test('the web loads no server entry of a module', async () => {
  expect(await problems('apps/web/src/x.ts', "import { itemsByCode } from '@niaga/master/server';\nexport const x = itemsByCode;\n")).toEqual([expect.stringContaining('Web tidak memuat kode server')]);
  expect(await problems('apps/web/src/x.ts', "import { pengguna } from '@niaga/admin';\nexport const x = pengguna;\n")).toEqual([expect.stringContaining('Web tidak memuat kode server')]);
  expect(await problems('apps/web/src/x.ts', "import { ACCESS_NAMES } from '@niaga/admin/access-names';\nimport { strukLines } from '@niaga/sales';\nexport const x = [ACCESS_NAMES, strukLines];\n")).toEqual([]);
});
