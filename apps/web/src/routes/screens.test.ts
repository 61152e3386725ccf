import { expect, test } from 'vitest';
import { hasScreen, rowActions, screens } from './screens';
import { rowActionProblems } from '@niaga/ui/doctype/rowActions';
import { allDoctypes, allReports } from '@niaga/ui/app';
import { findRoute, routes } from './registry';
import { modulesReady } from './modules';

test('the router, the menu and the screen loaders start without the modules\' declarations; a screen that needs them loads them (issue 36 item 5)', async () => {
  // Nothing of the router's chain imported the full module list: the kit has no doctype yet.
  expect(routes.length).toBeGreaterThan(300);
  expect(allDoctypes).toEqual([]);
  expect(allReports).toEqual([]);
  // The till renders without them (its pickers wait for them); every other module screen waits.
  expect(screens['/kasiradmode2']).toBeDefined();
  await modulesReady();
  expect(allDoctypes.find((d) => d.name === 'pelanggan')?.fields).toBeDefined();
  expect(allReports.length).toBeGreaterThan(10);
  // Every doctype and report route names a declaration that is registered now.
  for (const r of routes) {
    if (r.doctype) expect(allDoctypes.some((d) => d.name === r.doctype!.name && d.routes.list === r.doctype!.routes.list), r.path).toBe(true);
    if (r.report) expect(allReports.some((d) => d.access === r.report!.access && d.title === r.title), r.path).toBe(true);
  }
});

test('the sales routes: both sales lists reprint a receipt (Cetak Struk, P) and send it by WhatsApp; /kasiredmode3 and /perbaikanpointpel open screens', async () => {
  await modulesReady();
  // And send it by WhatsApp (issue 41): the till's receipt; the invoice and its receivable reminder.
  const wa = { kasir: [['kirimwastruk', 'Kirim Struk WA', 'W']], jual: [['kirimwafaktur', 'Kirim Faktur WA', 'W'], ['kirimwapengingat', 'Kirim Pengingat Piutang WA', 'G']] };
  for (const name of ['kasir', 'jual'] as const) {
    expect(rowActions[name].map((a) => [a.name, a.label, a.key])).toEqual([['cetakstruk', 'Cetak Struk', 'P'], ...wa[name]]);
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
