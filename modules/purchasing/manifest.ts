/** Purchasing and payables (spec §2.7 Pembelian, Bayar Hutang; deposits to suppliers): one line per doctype. Isomorphic. */
import { defineModule, type ScreenDecl } from '@niaga/kernel';
import pesanbeli from './pesan-beli/pesan-beli';
import beli from './beli/beli';
import returbeli from './retur-beli/retur-beli';
import bayarhutang from './bayar-hutang/bayar-hutang';
import depositsup from './deposit-sup/deposit-sup';
import saldoawalhutang from './saldo-awal-hutang/saldo-awal-hutang';
import { reports } from './reports/reports';

// Purchasing (issue 13): the purchase price history, the returned item lines.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineModule({
  name: 'purchasing',
  section: 'pembelian',
  doctypes: [pesanbeli, beli, returbeli, bayarhutang, depositsup, saldoawalhutang],
  reports,
  screens: [
    { path: '/listitemrb', title: 'Item Retur Pembelian', access: 'mReturBeli', load: screen('ListItemRB') },
    { path: '/historyhb', title: 'History Harga Beli', access: 'mHistoryHB', load: screen('HistoryHB') },
  ] satisfies ScreenDecl[],
  // The printed invoice layout of a purchasing document (a PDF in a new tab): the kit's 'cetak'.
  rowActions: { beli: ['cetak'], pesanbeli: ['cetak'], returbeli: ['cetak'] },
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/pesanbelilist', sequence: 10 },
    { route: '/belilist', sequence: 20 },
    { route: '/returbelilist', sequence: 30, group: 'Retur' },
    { route: '/returbeliad', sequence: 40, group: 'Retur', title: 'Retur Pembelian Baru' },
    { route: '/listitemrb', sequence: 60, group: 'Retur' },
    { route: '/historyhb', sequence: 70 },
    { route: '/bayarhutanglist', sequence: 80, group: 'Bayar Hutang' },
    { route: '/depositlistsup', section: 'akuntansi', sequence: 70, group: 'Deposit' },
    { route: '/saldoawalhutang', section: 'akuntansi', sequence: 150, group: 'Lainnya' },
  ],
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
