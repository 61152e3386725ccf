// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Fixed assets (spec §2.8 Akuntansi · Aset): the asset register; depreciation is a process (server acts). Isomorphic. */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// The depreciation process (issue 17).
const ProsesPenyusutan = () => import('./screens').then((m) => ({ default: m.ProsesPenyusutan }));

export default defineHead({
  name: 'assets',
  section: 'akuntansi',
  screens: [{ path: '/prosespenyusutan', title: 'Proses Penyusutan', access: 'mPenyusutan', load: ProsesPenyusutan }] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/listdataaset', sequence: 100, group: 'Aset' },
    { route: '/prosespenyusutan', sequence: 120, group: 'Aset' },
  ],
});
