// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Stock (spec §2.8 Persediaan): one line per doctype. Isomorphic. */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// The bespoke stock screens (issue 21): one lazily loaded chunk.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'inventory',
  section: 'persediaan',
  screens: [
    { path: '/kartustok', title: 'Kartu Stok', access: 'mKartuStok', section: 'master', load: screen('KartuStok') },
    { path: '/datasheet', title: 'Datasheet Item', access: 'mItemDS', section: 'master', load: screen('Datasheet') },
    { path: '/stokminimum', title: 'Stok Minimum', access: 'mStokMin', load: screen('StokMinimum') },
    { path: '/perbaikansaldo', title: 'Perbaikan Saldo', load: screen('PerbaikanSaldo') },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/kartustok', sequence: 20 },
    { route: '/datasheet', sequence: 30 },
    { route: '/itemmasuklist', sequence: 10 },
    { route: '/itemkeluarlist', sequence: 20 },
    { route: '/pesanitemtransferlist', sequence: 30 },
    { route: '/itemtransferlist', sequence: 40 },
    { route: '/saldoawal', sequence: 50 },
    { route: '/opnameae', sequence: 60 },
    { route: '/stokminimum', sequence: 70 },
    { route: '/perbaikansaldo', sequence: 80 },
  ],
});
