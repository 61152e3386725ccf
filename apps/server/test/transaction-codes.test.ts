/**
 * The transaction codes are derived from the module manifests (their `codes` lines and their
 * documents); the spec's list stays only here, as what the derived list must equal.
 */
import { expect, test } from 'vitest';
import { code, defineModule, document, text } from '@niaga/kernel';
import { manifests } from '@niaga/modules';
import { buildTransactionCodes, transactionCodes } from '@niaga/admin/transaction-codes';
import { SUMBER } from '@niaga/accounting/doctypes';
import { SPEC_TRANSACTION_CODES } from './transaction-codes.spec-list';

test('the transaction codes derived from the manifests are the spec\'s: codes, titles, groups, in order', () => {
  expect(transactionCodes()).toEqual(SPEC_TRANSACTION_CODES);
  // The journal report's source filter: the 'trs' codes, then the ledger's own.
  expect(SUMBER.map((s) => s.value)).toEqual([...SPEC_TRANSACTION_CODES.filter((c) => c.grup === 'trs').map((c) => c.kode), 'SAA', 'SAH', 'SAP', 'TB']);
});

test('a new document\'s code needs no line: it comes with the document\'s title, at the end', () => {
  const foo = document({ name: 'foo', code: 'FOO', title: 'Foo', access: 'mFoo', routes: { list: '/listfoo' }, fields: { kodesupel: code('Supplier', 10), catatan: text('Catatan', 50) }, list: { columns: ['notransaksi'], search: ['notransaksi'] } });
  const list = buildTransactionCodes([...manifests, defineModule({ name: 'foo', section: 'pembelian', doctypes: [foo] })]);
  expect(list.at(-1)).toEqual({ kode: 'FOO', judul: 'Foo', grup: 'trs' });
  expect(list.length).toBe(SPEC_TRANSACTION_CODES.length + 1);
});
