/**
 * The sales module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
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

export default defineModule({
  ...head,
  doctypes: [kasir, jual, pesanjual, returjual, saldoawalpiutang, bayarpiutang, depositpel, bayarkomisi, datapengiriman, nsfp],
  reports: [...reports, ...infoReports, ...receivableReports],
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
