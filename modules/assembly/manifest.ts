/** Assembly (spec §2.8 Perakitan): orders, the assembly process (PR) and the finished-goods process (PJ). Isomorphic. */
import { defineModule } from '@niaga/kernel';
import pesanrakit from './pesan-rakit/pesan-rakit';
import rakit from './rakit/rakit';
import prosesjadi from './proses-jadi/proses-jadi';
import { reports } from './reports/reports';

export default defineModule({
  name: 'assembly',
  section: 'perakitan',
  doctypes: [pesanrakit, rakit, prosesjadi],
  reports,
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/pesanrakitan', sequence: 10 },
    { route: '/prosesrakitan', sequence: 20 },
    { route: '/prosesrakitanjadi', sequence: 30 },
  ],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mPesanRakit', sequence: 10 },
    { name: 'mRakit', sequence: 20 },
    { name: 'mProsesJadi', sequence: 30 },
    { name: 'mLapPRKT001', sequence: 380 },
    { name: 'mLapPRKT002', sequence: 390 },
    { name: 'mLapPRKT003', sequence: 400 },
    { name: 'mLapPRKT004', sequence: 410 },
    { name: 'mLapPRKT005', sequence: 420 },
  ],
  // Its transaction codes on the numbering screens, by sequence (modules/admin/transaction-codes.ts).
  codes: [
    { code: 'ORK', sequence: 240, group: 'sp' },
    { code: 'PR', sequence: 250, title: 'Perakitan' },
    { code: 'PJ', sequence: 260 },
  ],
});
