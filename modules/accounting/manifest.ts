/** Accounting (spec §2.8): one line per doctype. Isomorphic: the web reads it too. */
import { defineModule, type ScreenDecl } from '@niaga/kernel';
import perkiraan from './perkiraan/perkiraan';
import kasmasuk from './kas-masuk/kas-masuk';
import kaskeluar from './kas-keluar/kas-keluar';
import kastransfer from './kas-transfer/kas-transfer';
import jurnal from './jurnal/jurnal';
import saldoawalakun from './saldo-awal/saldo-awal';
import catatantransaksi from './catatan/catatan';
import { reports } from './reports/reports';

// The bespoke accounting screens (issue 5): one lazily loaded chunk.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineModule({
  name: 'accounting',
  section: 'akuntansi',
  doctypes: [perkiraan, saldoawalakun, catatantransaksi, kasmasuk, kaskeluar, kastransfer, jurnal],
  reports,
  screens: [
    { path: '/dataperkiraan', load: screen('DataPerkiraan') },
    { path: '/settingperkiraan', title: 'Setting Perkiraan', access: 'mSettingAkun', load: screen('SettingPerkiraan') },
    { path: '/bukubesar', title: 'Buku Besar', access: 'mBukuBesar', load: screen('BukuBesar') },
    { path: '/prosestahunan', title: 'Proses Tahunan', access: 'mProsesTahun', load: screen('ProsesTahunan') },
    // Cheques/giro (issues 13, 15): one screen for the three payment types.
    { path: '/stsbghutad', title: 'Status Cek/Giro Hutang', section: 'pembelian', load: screen('StatusGiro') },
    { path: '/stsbgpiutad', title: 'Status Cek/Giro Piutang', section: 'penjualan', load: screen('StatusGiro') },
    { path: '/stsbgkomisislsad', title: 'Status Cek/Giro Komisi Sales', section: 'penjualan', load: screen('StatusGiro') },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/stsbghutad', sequence: 90, group: 'Bayar Hutang', title: 'Status Giro Hutang' },
    { route: '/stsbgpiutad', sequence: 140, group: 'Bayar Piutang', title: 'Status Giro Piutang' },
    { route: '/stsbgkomisislsad', sequence: 160, group: 'Komisi Sales', title: 'Status Giro Komisi' },
    { route: '/dataperkiraan', sequence: 10, title: 'Data Perkiraan' },
    { route: '/kasmasuklist', sequence: 20 },
    { route: '/kaskeluarlist', sequence: 30 },
    { route: '/kastransferlist', sequence: 40 },
    { route: '/jurnallist', sequence: 50 },
    { route: '/bukubesar', sequence: 60 },
    { route: '/prosestahunan', sequence: 130 },
    { route: '/saldoawalperkiraan', sequence: 140, group: 'Lainnya' },
    { route: '/settingperkiraan', sequence: 170, group: 'Lainnya' },
    { route: '/catatantrasanksilist', sequence: 180, group: 'Lainnya' },
  ],
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
