// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Users and rights (spec §2.10): the doctypes of the users module. Isomorphic. */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// Users, rights and settings (issue 4): one lazily loaded chunk. The login, password and first
// start screens are the web shell's own (the login form is in the first bundle); declared here.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'admin',
  section: 'pengaturan',
  screens: [
    { path: '/login-form', title: 'Login', section: 'sistem', public: true },
    { path: '/lupapw-form', title: 'Lupa Password', section: 'sistem', public: true },
    { path: '/gantipw-form', title: 'Ganti Password', section: 'sistem', public: true, query: ['prs', 'rst'] },
    { path: '/startingdb', title: 'Pengaturan Awal Database', section: 'sistem' },
    { path: '/userad', load: screen('UserAdd') },
    { path: '/usered', load: screen('UserEdit') },
    { path: '/aksesuser', load: screen('AksesUser') },
    { path: '/aksesuserkelompokad', load: screen('GroupAdd') },
    { path: '/aksesuserkelompoked', load: screen('GroupEdit') },
    { path: '/pengaturanumum', title: 'Pengaturan Umum', access: 'mSettingUmum', load: screen('PengaturanUmum') },
    { path: '/pengaturanwebsite', title: 'Pengaturan Tema', load: screen('PengaturanWebsite') },
    { path: '/pengaturanapisistem', title: 'Pengaturan API Sistem', access: 'mSettingApi', load: screen('PengaturanApiSistem') },
    { path: '/dataperusahaan', title: 'Data Perusahaan', access: 'mDtPerusahaan', load: screen('DataPerusahaan') },
    { path: '/miniprinter', title: 'Mini Printer', load: screen('MiniPrinter') },
    { path: '/settingnomorsp', title: 'Setting Nomor SP', load: screen('SettingNomorSp') },
    { path: '/settingnomortrs', title: 'Setting Nomor Transaksi', access: 'mSettingNoTrs', load: screen('SettingNomorTrs') },
    { path: '/logaktivitas', title: 'Log Aktivitas', access: 'mLogAktivitas', load: screen('LogAktivitas') },
    { path: '/modulterbuka', title: 'Modul Terbuka', access: 'mListResetModulOL', load: screen('ModulTerbuka') },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/aksesuser', sequence: 10, title: 'Akses User' },
    { route: '/listuser', sequence: 20, title: 'Data User' },
    { route: '/pengaturanwebsite', sequence: 30, title: 'Tema Website' },
    { route: '/pengaturanumum', sequence: 40 },
    { route: '/dataperusahaan', sequence: 50 },
    { route: '/miniprinter', sequence: 90 },
    { route: '/settingnomorsp', sequence: 100, title: 'Setting Nomor Surat Pesanan' },
    { route: '/settingnomortrs', sequence: 110 },
    { route: '/logaktivitas', sequence: 120 },
    { route: '/modulterbuka', sequence: 130 },
  ],
});
