// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Accounting (spec §2.8): one line per doctype. Isomorphic: the web reads it too. */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// The bespoke accounting screens (issue 5): one lazily loaded chunk.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'accounting',
  section: 'akuntansi',
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
});
