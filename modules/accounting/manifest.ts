/**
 * The accounting module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import perkiraan from './perkiraan/perkiraan';
import kasmasuk from './kas-masuk/kas-masuk';
import kaskeluar from './kas-keluar/kas-keluar';
import kastransfer from './kas-transfer/kas-transfer';
import jurnal from './jurnal/jurnal';
import saldoawalakun from './saldo-awal/saldo-awal';
import catatantransaksi from './catatan/catatan';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [perkiraan, saldoawalakun, catatantransaksi, kasmasuk, kaskeluar, kastransfer, jurnal],
  reports,
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mDaftarPerkiraan', sequence: 10, title: 'Data Perkiraan' },
    { name: 'mKasMasuk', sequence: 20 },
    { name: 'mKasKeluar', sequence: 30 },
    { name: 'mKasTransfer', sequence: 40 },
    { name: 'mJurnal', sequence: 50 },
    { name: 'mBukuBesar', sequence: 60, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mProsesTahun', sequence: 120, actions: ['mopen', 'madd', 'mdelete', 'mprint'] },
    { name: 'mSAAkun', sequence: 130, title: 'Saldo Awal Perkiraan / Hutang / Piutang' },
    { name: 'mSettingAkun', sequence: 140, actions: ['mopen', 'medit'] },
    { name: 'mCatatanTransaksi', sequence: 150 },
    { name: 'mLapJur001', sequence: 520 },
    { name: 'mLapJur002', sequence: 530 },
    { name: 'mLapBB001', sequence: 540 },
    { name: 'mLapBB002', sequence: 550 },
    { name: 'mLapBB003', sequence: 560 },
    { name: 'mLapLR001', sequence: 570 },
    { name: 'mLapLR002', sequence: 580 },
    { name: 'mLapLR003', sequence: 590 },
    { name: 'mLapKAS001', sequence: 600 },
    { name: 'mLapKAS002', sequence: 610 },
    { name: 'mLapKAS003', sequence: 620 },
    { name: 'mLapPerkiraan', sequence: 630 },
    { name: 'mLapGrafikLaba', sequence: 640 },
  ],
  // Its transaction codes on the numbering screens, by sequence (modules/admin/transaction-codes.ts).
  codes: [
    { code: 'KM', sequence: 320 },
    { code: 'KK', sequence: 330 },
    { code: 'KT', sequence: 340 },
    { code: 'JU', sequence: 350 },
  ],
});
