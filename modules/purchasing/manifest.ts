/**
 * The purchasing module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import pesanbeli from './pesan-beli/pesan-beli';
import beli from './beli/beli';
import returbeli from './retur-beli/retur-beli';
import bayarhutang from './bayar-hutang/bayar-hutang';
import depositsup from './deposit-sup/deposit-sup';
import saldoawalhutang from './saldo-awal-hutang/saldo-awal-hutang';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [pesanbeli, beli, returbeli, bayarhutang, depositsup, saldoawalhutang],
  reports,
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mPesanBeli', sequence: 10 },
    { name: 'mBeli', sequence: 20 },
    { name: 'mReturBeli', sequence: 30 },
    { name: 'mHistoryHB', sequence: 40, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mBayarHutang', sequence: 50 },
    { name: 'mDepositKeSupplier', sequence: 70, group: 'Akuntansi' },
    { name: 'mLapHT001', sequence: 60 },
    { name: 'mLapHT002', sequence: 70 },
    { name: 'mLapHT003', sequence: 80 },
    { name: 'mLapHT004', sequence: 90 },
    { name: 'mLapHT005', sequence: 100 },
    { name: 'mLapHT006', sequence: 110 },
    { name: 'mLapBL001', sequence: 190 },
    { name: 'mLapBL002', sequence: 200 },
    { name: 'mLapBL003', sequence: 210 },
    { name: 'mLapBL004', sequence: 220 },
    { name: 'mLapDepoSup', sequence: 670 },
  ],
  // Its transaction codes on the numbering screens, by sequence (modules/admin/transaction-codes.ts).
  codes: [
    { code: 'OB', sequence: 10, group: 'sp' },
    { code: 'BL', sequence: 40 },
    { code: 'RB', sequence: 50 },
    { code: 'KI', sequence: 100, title: 'Konsinyasi Masuk' },
    { code: 'RKI', sequence: 110, title: 'Retur Konsinyasi Masuk' },
    { code: 'BH', sequence: 150 },
    { code: 'DB', sequence: 280 },
    { code: 'SAH', sequence: 300 },
  ],
});
