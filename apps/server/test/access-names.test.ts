/**
 * The access names are derived from the module manifests (their `access` lines, their doctypes
 * and reports); the spec's list stays only here, as what the derived list must equal.
 */
import { expect, test } from 'vitest';
import { defineModule, doctype, text } from '@niaga/kernel';
import { manifests } from '@niaga/modules';
import { accessNames, buildAccessNames } from '@niaga/admin/access-names';
import { menuSections } from '@niaga/admin/menu';
import { SPEC_ACCESS_NAMES } from './access-names.spec-list';

test('the access names derived from the manifests are the spec\'s: names, titles, matrix groups and actions, in matrix order', () => {
  expect(accessNames()).toEqual(SPEC_ACCESS_NAMES);
});

test('a new doctype\'s access name needs no line: it comes with the doctype\'s title and rights, at the end of its group', () => {
  const foo = doctype({ name: 'foo', title: 'Foo', access: 'mFoo', key: 'kodefoo', routes: { list: '/listfoo' }, fields: { kodefoo: text('Kode', 10) }, list: { columns: ['kodefoo'], search: ['kodefoo'] } });
  const bar = doctype({ ...{ name: 'bar', title: 'Bar', access: 'mBar', key: 'kodebar', routes: { list: '/listbar' } }, rights: 'settings', fields: { kodebar: text('Kode', 10) }, list: { columns: ['kodebar'], search: ['kodebar'] } });
  const list = buildAccessNames([...manifests, defineModule({ name: 'foo', section: 'master', doctypes: [foo, bar] })], menuSections());
  const master = list.filter((a) => a.grup === 'Master Data');
  expect(master.slice(-2)).toEqual([
    { modul: 'mFoo', judul: 'Foo', grup: 'Master Data', aksi: ['mopen', 'madd', 'medit', 'mdelete', 'mprint', 'mexport'] },
    { modul: 'mBar', judul: 'Bar', grup: 'Master Data', aksi: ['mopen', 'medit'] },
  ]);
  expect(list.length).toBe(SPEC_ACCESS_NAMES.length + 2);
  expect(() => buildAccessNames([...manifests, defineModule({ name: 'x', section: 'master', doctypes: [], access: [{ name: 'mSatuan', sequence: 1 }] })], menuSections())).toThrow('mSatuan dideklarasikan dua kali');
});
