/**
 * The assembly module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import pesanrakit from './pesan-rakit/pesan-rakit';
import rakit from './rakit/rakit';
import prosesjadi from './proses-jadi/proses-jadi';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [pesanrakit, rakit, prosesjadi],
  reports,
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
