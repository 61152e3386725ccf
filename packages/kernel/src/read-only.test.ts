import { expect, test } from 'vitest';
import { doctype, readOnlyMessage, writableByUsers } from './doctype';
import { code } from './fields';

const decl = (readOnly?: true | string) =>
  doctype({ name: 'contoh', title: 'Contoh', access: 'mContoh', key: 'kode', routes: { list: '/listcontoh' }, fields: { kode: code('Kode', 10), nama: code('Nama', 30) }, list: { columns: ['kode'], search: ['kode'] }, readOnly });

test('a doctype declared readOnly is read-only for users, with the kernel\'s message or its own', () => {
  expect(writableByUsers(decl())).toBe(true);
  expect(decl().readOnly).toBeUndefined();
  expect(writableByUsers(decl(true))).toBe(false);
  expect(decl(true).readOnly).toBe(readOnlyMessage('Contoh'));
  expect(readOnlyMessage('Contoh')).toBe('Contoh hanya dibuat dan diubah oleh sistem; tidak dapat ditambah, diubah atau dihapus di sini.');
  expect(decl('Hanya dari impor.').readOnly).toBe('Hanya dari impor.');
});
