/**
 * The assets module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import dataaset from './data-aset/data-aset';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [dataaset],
  reports,
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mDataAset', sequence: 90 },
    { name: 'mPenyusutan', sequence: 110, actions: ['mopen', 'madd', 'mdelete', 'mprint'] },
    { name: 'mLapAset', sequence: 690 },
    { name: 'mLapPenyusutan', sequence: 700, title: 'Laporan Penyusutan' },
  ],
});
