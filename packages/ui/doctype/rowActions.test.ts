import { expect, test } from 'vitest';
import { actionForKey, rowActionProblems, type RowAction } from './rowActions';

const act = (name: string, key: string): RowAction => ({ name, label: name, icon: null, key, run: async () => undefined });

test('row actions: the key on a focused row finds its action (either case, no modifiers); declarations that clash with the list are refused', () => {
  const list = [act('cetakstruk', 'P'), act('salin', 'F7')];
  expect(actionForKey(list, { key: 'p' })?.name).toBe('cetakstruk');
  expect(actionForKey(list, { key: 'P' })?.name).toBe('cetakstruk');
  expect(actionForKey(list, { key: 'F7' })?.name).toBe('salin');
  expect(actionForKey(list, { key: 'p', ctrlKey: true })).toBeUndefined(); // Ctrl+P stays the browser's
  expect(actionForKey(list, { key: 'Enter' })).toBeUndefined();
  expect(rowActionProblems(list)).toEqual([]);
  expect(rowActionProblems([act('a', 'Enter'), act('b', 'x'), act('c', 'X'), act('d', 'ArrowUp')])).toEqual([
    "a: tombol 'Enter' bukan huruf, angka atau F1–F12",
    "a: tombol 'Enter' sudah dipakai daftar",
    "c: tombol 'X' dipakai dua kali",
    "d: tombol 'ArrowUp' bukan huruf, angka atau F1–F12",
    "d: tombol 'ArrowUp' sudah dipakai daftar",
  ]);
});
