// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/**
 * System (spec §2.10 Pengaturan): backups per company (/listbackup, /restorebackup), database
 * settings (/pengaturandb) and system information (/infosistem). No doctypes: its screens are
 * bespoke (modules/system/screens), declared below. Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// Backups, database settings, system information (issue 20): one lazily loaded chunk. The home,
// news and report-menu screens are the web shell's own; their routes are declared here.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'system',
  section: 'pengaturan',
  screens: [
    { path: '/home', title: 'Beranda', section: 'sistem' },
    { path: '/listinfo', title: 'Info Update', section: 'sistem' },
    { path: '/infodetail', title: 'Detail Info', section: 'sistem' },
    { path: '/infosistem', title: 'Informasi Sistem', section: 'sistem', load: screen('InfoSistem') },
    { path: '/listbackup', title: 'Backup Data', section: 'sistem', load: screen('ListBackup') },
    { path: '/restorebackup', title: 'Restore Backup', section: 'sistem', load: screen('RestoreBackup') },
    { path: '/pengaturandb', title: 'Pengaturan Database', section: 'sistem', load: screen('PengaturanDb') },
    { path: '/menulaporan', title: 'Menu Laporan', section: 'laporan' },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/menulaporan', sequence: 10 },
    { route: '/listbackup', section: 'pengaturan', sequence: 140, title: 'Backup Database' },
    { route: '/pengaturandb', section: 'pengaturan', sequence: 250 },
    { route: '/infosistem', section: 'pengaturan', sequence: 260, title: 'Info Sistem' },
  ],
});
