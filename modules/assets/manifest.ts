/** Fixed assets (spec §2.8 Akuntansi · Aset): the asset register; depreciation is a process (server acts). Isomorphic. */
import { defineModule } from '@niaga/kernel';
import dataaset from './data-aset/data-aset';
import { reports } from './reports/reports';

export default defineModule({
  name: 'assets',
  section: 'akuntansi',
  doctypes: [dataaset],
  reports,
});
