/**
 * The PPOB module's full manifest: its light head (./head.ts) with its report (Laporan PPOB) and
 * access names. Isomorphic. The settings' access name mSettingPPOB stays where the spec's rights
 * matrix places it (modules/admin/manifest.ts).
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import { reports } from './report';

export default defineModule({
  ...head,
  doctypes: [],
  reports,
  // Its access name in the rights matrix: the report, after the other reports (modules/admin/access-names.ts).
  access: [{ name: 'mLapPPOB', sequence: 710 }],
});
