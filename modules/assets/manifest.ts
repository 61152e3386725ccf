/** Fixed assets (spec §2.8 Akuntansi · Aset): the asset register; depreciation is a process (server acts). Isomorphic. */
import { defineModule, type ScreenDecl } from '@niaga/kernel';
import dataaset from './data-aset/data-aset';
import { reports } from './reports/reports';

// The depreciation process (issue 17).
const ProsesPenyusutan = () => import('./screens').then((m) => ({ default: m.ProsesPenyusutan }));

export default defineModule({
  name: 'assets',
  section: 'akuntansi',
  doctypes: [dataaset],
  reports,
  screens: [{ path: '/prosespenyusutan', title: 'Proses Penyusutan', access: 'mPenyusutan', load: ProsesPenyusutan }] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/listdataaset', sequence: 100, group: 'Aset' },
    { route: '/prosespenyusutan', sequence: 120, group: 'Aset' },
  ],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mDataAset', sequence: 90 },
    { name: 'mPenyusutan', sequence: 110, actions: ['mopen', 'madd', 'mdelete', 'mprint'] },
    { name: 'mLapAset', sequence: 690 },
    { name: 'mLapPenyusutan', sequence: 700, title: 'Laporan Penyusutan' },
  ],
});
