/** Fixed assets on the server: the register with its disposal posting, the depreciation process and its tables. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { dataasetServer } from './data-aset/server';
import { penyusutanActs } from './penyusutan/server';
import { serverReports } from './reports/server';
import { pelepasanAset, penyusutan, penyusutanDetail } from './tables';

export default serverModule(manifest, {
  doctypes: { dataaset: dataasetServer },
  acts: penyusutanActs,
  reports: serverReports,
  tables: { penyusutan, penyusutan_detail: penyusutanDetail, pelepasan_aset: pelepasanAset },
});
