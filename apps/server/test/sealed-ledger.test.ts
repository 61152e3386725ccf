/**
 * The sealed ledger: the lint rule refuses imports of the ledger's internals from modules and apps,
 * and allows its public functions (and its schema to the one file that declares the company schema).
 */
import { expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function problems(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [r] = await eslint.lintText(code, { filePath });
  return r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('modules and apps may not import the ledger tables or its files; its functions they may', async () => {
  expect(await problems('modules/sales/jual/server.ts', "import { glBaris } from '@niaga/ledger/schema';\nexport const x = glBaris;\n")).toEqual([
    expect.stringContaining('Buku besar tertutup'),
  ]);
  expect(await problems('apps/server/src/anything.ts', "import { post } from '../../../packages/ledger/src/post';\nexport const x = post;\n")).toEqual([
    expect.stringContaining('Buku besar tertutup'),
  ]);
  expect(await problems('modules/accounting/x.ts', "import { post, trialBalance } from '@niaga/ledger';\nexport const x = [post, trialBalance];\n")).toEqual([]);
  expect(await problems('apps/server/src/modules.ts', "import { ledgerTables } from '@niaga/ledger/schema';\nexport const x = ledgerTables;\n")).toEqual([]);
  // And the package itself exports no table.
  const ledger = await import('@niaga/ledger');
  expect(Object.keys(ledger).filter((k) => /^(gl|stok|buku|tutup)[A-Z]|Tables$/.test(k))).toEqual([]);
});
