import { expect, test } from 'vitest';
import { hasScreen, rowActions, screens } from './screens';
import { rowActionProblems } from '@niaga/ui/doctype/rowActions';
import { findRoute } from './registry';

test('the sales routes: both sales lists reprint a receipt (Cetak Struk, P); /kasiredmode3 and /perbaikanpointpel open screens', () => {
  for (const name of ['kasir', 'jual']) {
    expect(rowActions[name].map((a) => [a.name, a.label, a.key])).toEqual([['cetakstruk', 'Cetak Struk', 'P']]);
    expect(rowActionProblems(rowActions[name])).toEqual([]);
  }
  expect(findRoute('/kasirlistmode2')?.doctype?.name).toBe('kasir');
  expect(findRoute('/kasirlist')?.doctype?.name).toBe('jual');
  for (const path of ['/kasiredmode2', '/kasiredmode3', '/perbaikanpointpel']) expect(hasScreen(path)).toBe(true);
  // /kasiredmode2 is the till sale's edit route on the document form; /kasiredmode3 is the same form (KasirEdit.tsx).
  expect(findRoute('/kasiredmode2')).toMatchObject({ kind: 'edit', doctype: { name: 'kasir' } });
  expect(screens['/kasiredmode3']).toBeDefined();
  expect(findRoute('/perbaikanpointpel')?.title).toBe('Perbaikan Point Pelanggan');
});
