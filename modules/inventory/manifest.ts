/**
 * The inventory module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import itemmasuk from './item-masuk/item-masuk';
import itemkeluar from './item-keluar/item-keluar';
import { pesantransfer, transferitem } from './transfer/transfer';
import saldoawalitem from './saldo-awal/saldo-awal';
import opname from './opname/opname';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [itemmasuk, itemkeluar, pesantransfer, transferitem, saldoawalitem, opname],
  reports,
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
