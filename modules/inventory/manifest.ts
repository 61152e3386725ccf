/** Stock (spec §2.8 Persediaan): one line per doctype. Isomorphic. */
import { defineModule, type ScreenDecl } from '@niaga/kernel';
import itemmasuk from './item-masuk/item-masuk';
import itemkeluar from './item-keluar/item-keluar';
import { pesantransfer, transferitem } from './transfer/transfer';
import saldoawalitem from './saldo-awal/saldo-awal';
import opname from './opname/opname';
import { reports } from './reports/reports';

// The bespoke stock screens (issue 21): one lazily loaded chunk.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineModule({
  name: 'inventory',
  section: 'persediaan',
  doctypes: [itemmasuk, itemkeluar, pesantransfer, transferitem, saldoawalitem, opname],
  reports,
  screens: [
    { path: '/kartustok', title: 'Kartu Stok', access: 'mKartuStok', section: 'master', load: screen('KartuStok') },
    { path: '/datasheet', title: 'Datasheet Item', access: 'mItemDS', section: 'master', load: screen('Datasheet') },
    { path: '/stokminimum', title: 'Stok Minimum', access: 'mStokMin', load: screen('StokMinimum') },
    { path: '/perbaikansaldo', title: 'Perbaikan Saldo', load: screen('PerbaikanSaldo') },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/kartustok', sequence: 20 },
    { route: '/datasheet', sequence: 30 },
    { route: '/itemmasuklist', sequence: 10 },
    { route: '/itemkeluarlist', sequence: 20 },
    { route: '/pesanitemtransferlist', sequence: 30 },
    { route: '/itemtransferlist', sequence: 40 },
    { route: '/saldoawal', sequence: 50 },
    { route: '/opnameae', sequence: 60 },
    { route: '/stokminimum', sequence: 70 },
    { route: '/perbaikansaldo', sequence: 80 },
  ],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mKartuStok', sequence: 20, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mItemMasuk', sequence: 10 },
    { name: 'mItemKeluar', sequence: 20 },
    { name: 'mPesanTransfer', sequence: 30 },
    { name: 'mTransferItem', sequence: 40 },
    { name: 'mSAItem', sequence: 50 },
    { name: 'mStokOpname', sequence: 60 },
    { name: 'mStokMin', sequence: 70, actions: ['mopen', 'medit'] },
    { name: 'mPerbaikanSaldo', sequence: 80, title: 'Perbaikan Saldo (cek dan hitung ulang buku)', group: 'Persediaan', actions: ['mopen', 'medit'] },
    { name: 'mLapPERS001', sequence: 430 },
    { name: 'mLapPERS002', sequence: 440 },
    { name: 'mLapPERS003', sequence: 450 },
    { name: 'mLapPERS004', sequence: 460 },
    { name: 'mLapPERS005', sequence: 470 },
    { name: 'mLapPERS006', sequence: 480 },
    { name: 'mLapPERS007', sequence: 490 },
    { name: 'mLapPERS008', sequence: 500 },
    { name: 'mLapPERS009', sequence: 510 },
  ],
  // Its transaction codes on the numbering screens, by sequence (modules/admin/transaction-codes.ts).
  codes: [
    { code: 'OT', sequence: 30, group: 'sp' },
    { code: 'IM', sequence: 190 },
    { code: 'IK', sequence: 200 },
    { code: 'TR', sequence: 210 },
    { code: 'OP', sequence: 220 },
    { code: 'SA', sequence: 230 },
  ],
});
