import { expect, test } from 'vitest';
import { accountTree, branchKeys, type AccountRow } from './accountTree';

const row = (kodeacc: string, induk = '', namaacc = kodeacc): AccountRow => ({ id: 0, kodeacc, namaacc, induk, grup: false, kelompok: '1', tipe: 'LAIN', saldonormal: 'D', aktif: true });
const codes = (ns: ReturnType<typeof accountTree>): unknown => ns.map((n) => (n.children ? { [n.kodeacc]: codes(n.children) } : n.kodeacc));

test('accounts nest under their parent in code order; orphans and cycles stand at the top', () => {
  const rows = [row('1-1100', '1-1000', 'Kas'), row('1-0000'), row('1-1000', '1-0000'), row('1-1200', '1-1000', 'Bank'), row('9-0001', 'TIDAKADA'), row('X', 'Y'), row('Y', 'X')];
  expect(codes(accountTree(rows))).toEqual([{ '1-0000': [{ '1-1000': ['1-1100', '1-1200'] }] }, '9-0001', 'X', 'Y']);
  expect(branchKeys(accountTree(rows))).toEqual(['1-0000', '1-1000']);
});

test('a search keeps the matches and their ancestors', () => {
  const rows = [row('1-0000'), row('1-1000', '1-0000'), row('1-1100', '1-1000', 'Kas'), row('1-1200', '1-1000', 'Bank'), row('2-0000')];
  expect(codes(accountTree(rows, 'bank'))).toEqual([{ '1-0000': [{ '1-1000': ['1-1200'] }] }]);
});
