// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Purchasing and payables (spec §2.7 Pembelian, Bayar Hutang; deposits to suppliers): one line per doctype. Isomorphic. */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// Purchasing (issue 13): the purchase price history, the returned item lines.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'purchasing',
  section: 'pembelian',
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
});
