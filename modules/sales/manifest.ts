/** Sales at the till and in the back office (spec §2.7 Penjualan): one line per doctype. Isomorphic. */
import { defineModule, type RowActionDecl, type ScreenDecl } from '@niaga/kernel';
import kasir from './kasir/kasir';
import jual from './jual/jual';
import { reports } from './reports/reports';
import { receivableReports } from './reports/receivables';
import bayarkomisi from './bayar-komisi/bayar-komisi';
import pesanjual from './pesan-jual/pesan-jual';
import returjual from './retur-jual/retur-jual';
import datapengiriman from './pengiriman/pengiriman';
import { reports as infoReports } from './info/reports';
import saldoawalpiutang from './saldo-awal-piutang/saldo-awal-piutang';
import bayarpiutang from './bayar-piutang/bayar-piutang';
import depositpel from './deposit-pel/deposit-pel';
import nsfp from './tax/nsfp';

// The cashier (issue 14): the till in modes 2 and 3 is one lazily loaded chunk. Not in the till's
// chunk: the price terminal, deposits, the mode-3 edit (the document form), the points repair, the
// free returns and the back-office screens (issue 15) load only when opened.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));
const returFlex = (name: keyof typeof import('./screens/ReturFlex')) => () => import('./screens/ReturFlex').then((m) => ({ default: m[name] }));

/** Sales lists (till and back office): the receipt of a saved sale again, marked CETAK ULANG. */
const cetakStruk: RowActionDecl = {
  name: 'cetakstruk',
  label: 'Cetak Struk',
  icon: 'printer',
  key: 'P',
  run: (row, meta) => import('./screens/reprint').then((m) => m.cetakStruk(meta.name as 'kasir' | 'jual', row.id as number)),
};

export default defineModule({
  name: 'sales',
  section: 'penjualan',
  doctypes: [kasir, jual, pesanjual, returjual, saldoawalpiutang, bayarpiutang, depositpel, bayarkomisi, datapengiriman, nsfp],
  reports: [...reports, ...infoReports, ...receivableReports],
  screens: [
    { path: '/kasiradmode2', load: screen('Kasir') },
    { path: '/kasiradmode3', title: 'Kasir (Mode 3)', access: 'mJual', load: screen('KasirMode3') },
    { path: '/kasiredmode3', title: 'Ubah Transaksi Kasir (Mode 3)', access: 'mJual', load: () => import('./screens/KasirEdit') },
    { path: '/terminalharga', title: 'Terminal Harga', access: 'mTerminalHarga', load: () => import('./screens/TerminalHarga') },
    { path: '/depositsaldo', title: 'Saldo Deposit', section: 'akuntansi', load: () => import('./screens/DepositSaldo') },
    { path: '/perbaikanpointpel', title: 'Perbaikan Point Pelanggan', load: () => import('./screens/PerbaikanPointPel') },
    { path: '/infopayment', title: 'Info Pembayaran', load: () => import('./screens/info/InfoPayment') },
    { path: '/historyhj', title: 'History Harga Jual', access: 'mHistoryHJ', load: () => import('./screens/info/HistoryHJ') },
    { path: '/pointpenjualanlist', title: 'Point Penjualan', access: 'mLaporanPoint', load: () => import('./screens/info/PointPenjualan') },
    { path: '/eksporcsv', title: 'Ekspor Faktur Pajak (CSV/XML)', load: () => import('./screens/info/EksporFaktur') },
    // Free returns (issues 13, 15): the mode-2 add and edit routes of returjual and returbeli on the
    // document form. One screen file serves both; the purchase side is declared here because sales
    // sits above purchasing (it imports returbeli, purchasing may not import returjual).
    { path: '/returjualflexad', title: 'Tambah Retur Penjualan Fleksibel', access: 'mReturJual', load: returFlex('ReturJualFlexAdd') },
    { path: '/returjualflexed', title: 'Ubah Retur Penjualan Fleksibel', access: 'mReturJual', load: returFlex('ReturJualFlexEdit') },
    { path: '/returbeliflexad', title: 'Tambah Retur Pembelian Fleksibel', access: 'mReturBeli', section: 'pembelian', load: returFlex('ReturBeliFlexAdd') },
    { path: '/returbeliflexed', title: 'Ubah Retur Pembelian Fleksibel', access: 'mReturBeli', section: 'pembelian', load: returFlex('ReturBeliFlexEdit') },
  ] satisfies ScreenDecl[],
  rowActions: { kasir: [cetakStruk], jual: [cetakStruk] },
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/returbeliflexad', sequence: 50, group: 'Retur', title: 'Retur Pembelian Fleksibel' },
    { route: '/pesanjuallist', sequence: 10 },
    { route: '/kasirlist', sequence: 40 },
    { route: '/kasirlistmode2', sequence: 50, title: 'Kasir' },
    { route: '/returjuallist', sequence: 60, group: 'Retur' },
    { route: '/returjualad', sequence: 70, group: 'Retur', title: 'Retur Penjualan Baru' },
    { route: '/returjualflexad', sequence: 80, group: 'Retur', title: 'Retur Penjualan Fleksibel' },
    { route: '/pointpenjualanlist', sequence: 90, group: 'Point' },
    { route: '/perbaikanpointpel', sequence: 100, group: 'Point' },
    { route: '/historyhj', sequence: 110 },
    { route: '/datapengirimanlist', sequence: 120, access: null },
    { route: '/bayarpiutanglist', sequence: 130, group: 'Bayar Piutang' },
    { route: '/bayarkomisislslist', sequence: 150, group: 'Komisi Sales' },
    { route: '/eksporcsv', sequence: 170, group: 'Faktur Pajak', title: 'Ekspor Faktur Pajak' },
    { route: '/nsfplist', sequence: 180, group: 'Faktur Pajak' },
    { route: '/terminalharga', sequence: 190 },
    { route: '/depositlistpel', section: 'akuntansi', sequence: 80, group: 'Deposit' },
    { route: '/depositsaldo', sequence: 90, group: 'Deposit' },
    { route: '/saldoawalpiutang', section: 'akuntansi', sequence: 160, group: 'Lainnya' },
  ],
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mSKasir', sequence: 10, title: 'Kasir (menu dan rute setelah login)', group: 'Umum', actions: ['mopen'] },
    { name: 'mSTerminalHarga', sequence: 20, title: 'Terminal Harga (menu dan rute setelah login)', group: 'Umum', actions: ['mopen'] },
    { name: 'mKasLaci', sequence: 30, title: 'Kas Laci', group: 'Umum', actions: ['mopen'] },
    { name: 'mPesanJual', sequence: 10 },
    { name: 'mJual', sequence: 40, title: 'Penjualan / Kasir' },
    { name: 'mReturJual', sequence: 50 },
    { name: 'mLaporanPoint', sequence: 60, group: 'Penjualan' },
    { name: 'mHistoryHJ', sequence: 70, actions: ['mopen', 'mprint', 'mexport'] },
    { name: 'mBayarPiutang', sequence: 80 },
    { name: 'mBayarKomisiSls', sequence: 90 },
    { name: 'mTerminalHarga', sequence: 100 },
    { name: 'mNSFP', sequence: 110 },
    { name: 'mDepositPelanggan', sequence: 80, group: 'Akuntansi' },
    { name: 'mLapPT001', sequence: 120 },
    { name: 'mLapPT002', sequence: 130 },
    { name: 'mLapPT003', sequence: 140 },
    { name: 'mLapPT004', sequence: 150 },
    { name: 'mLapPT005', sequence: 160 },
    { name: 'mLapPT006', sequence: 170 },
    { name: 'mLapPT007', sequence: 180 },
    { name: 'mLapJL001', sequence: 230 },
    { name: 'mLapJL002', sequence: 240 },
    { name: 'mLapJL003', sequence: 250 },
    { name: 'mLapJL004', sequence: 260 },
    { name: 'mLapJL005', sequence: 270 },
    { name: 'mLapJL006', sequence: 280 },
    { name: 'mLapJL007', sequence: 290 },
    { name: 'mLapJL008', sequence: 300 },
    { name: 'mLapJL009', sequence: 310 },
    { name: 'mLapJL010', sequence: 320 },
    { name: 'mLapJL011', sequence: 330, title: 'Laporan Grafik Item Terlaris' },
    { name: 'mLapJL012', sequence: 340, title: 'Laporan Grafik Penjualan Harian' },
    { name: 'mLapJL013', sequence: 350, title: 'Laporan Grafik Penjualan Bulanan' },
    { name: 'mLapJL014', sequence: 360, title: 'Laporan Grafik Penjualan per Pelanggan' },
    { name: 'mLapJL015', sequence: 370 },
    { name: 'mLapLabaJual', sequence: 650 },
    { name: 'mLapLabaDetail', sequence: 660 },
    { name: 'mLapDepoPel', sequence: 680 },
  ],
  // Its transaction codes on the numbering screens, by sequence (modules/admin/transaction-codes.ts).
  codes: [
    { code: 'OJ', sequence: 20, group: 'sp' },
    { code: 'JL', sequence: 60 },
    { code: 'KSR', sequence: 70 },
    { code: 'RJ', sequence: 80 },
    { code: 'TKT', sequence: 90, title: 'Tukar Tambah' },
    { code: 'KO', sequence: 120, title: 'Konsinyasi Keluar' },
    { code: 'TKO', sequence: 130, title: 'Tagihan Konsinyasi Keluar' },
    { code: 'RKO', sequence: 140, title: 'Retur Konsinyasi Keluar' },
    { code: 'BP', sequence: 160 },
    { code: 'BKS', sequence: 170 },
    { code: 'BPCBG', sequence: 180, title: 'Pencairan Cek/Giro Piutang' },
    { code: 'AP', sequence: 270, title: 'Penukaran Point' },
    { code: 'DP', sequence: 290 },
    { code: 'SAP', sequence: 310 },
  ],
});
