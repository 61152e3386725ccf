/**
 * The accounting reports of spec §2.9 (mLapJur, mLapKAS, mLapBB, mLapLR) and the chart of
 * accounts and profit chart of its report coverage, declared once. Isomorphic: the web imports
 * this file (`@niaga/accounting/reports/reports`) for the menu, the parameter forms and the
 * tables; their queries are in ./server.ts.
 */
import { col, param, report, type ColumnSpec, type ParamValues } from '@niaga/report';
import { whenManifestsRegistered } from '@niaga/kernel';
import { buildTransactionCodes } from '@niaga/admin/transaction-codes';
import { KELOMPOK } from '../perkiraan/perkiraan';

const GROUP = 'Akuntansi';

/**
 * Journal source codes: the posting documents and the ledger's own (opening balances, closing).
 * The transaction codes come from every module (admin/transaction-codes.ts), known once the module
 * list is registered; this array is filled in place then, so the reports below hold it already.
 */
export const SUMBER: Array<{ value: string; label: string }> = [];
whenManifestsRegistered((list) => {
  SUMBER.splice(
    0,
    SUMBER.length,
    ...buildTransactionCodes(list)
      .filter((c) => c.grup === 'trs')
      .map((c) => ({ value: c.kode, label: `${c.kode} · ${c.judul}` })),
    { value: 'SAA', label: 'SAA · Saldo Awal Perkiraan' },
    { value: 'SAH', label: 'SAH · Saldo Awal Hutang' },
    { value: 'SAP', label: 'SAP · Saldo Awal Piutang' },
    { value: 'TB', label: 'TB · Tutup Buku' },
  );
});

/** Views of the balance sheet and profit and loss: one column, per month, against the year before. */
export const TAMPILAN = [
  { value: 'standar', label: 'Standar' },
  { value: 'bulanan', label: 'Perbandingan per bulan' },
  { value: 'tahunlalu', label: 'Dibanding tahun lalu' },
];

export const KELOMPOK_LABEL: Record<string, string> = Object.fromEntries(KELOMPOK.map((k) => [k.value, k.label]));

const akunCols = (): ColumnSpec[] => [col.teks('kodeacc', 'Kode', 9), col.teks('namaacc', 'Nama Perkiraan', 26)];

/**
 * The value columns of a comparative view. Monthly columns are named m<yyyymm>; their labels come
 * with the server's answer (it knows the fiscal year), the declaration gives the other views.
 */
export function comparativeColumns(p: ParamValues, single: string): ColumnSpec[] {
  if (p.tampilan === 'tahunlalu')
    return [col.uang('ini', 'Tahun Ini'), col.uang('lalu', 'Tahun Lalu'), col.uang('selisih', 'Selisih'), col.persen('persen', '%')];
  return [col.uang('nilai', single)];
}

export const dataJurnal = report({
  access: 'mLapJur001',
  title: 'Laporan Data Jurnal',
  group: GROUP,
  description: 'Semua baris jurnal dalam periode, per transaksi, dengan total debet dan kredit.',
  params: {
    periode: param.rentang('Periode', 'bulanini'),
    sumber: param.pilihanBanyak('Jenis Transaksi', SUMBER),
    semua: param.flag('Tampilkan transaksi yang dibatalkan'),
  },
  columns: [
    col.tanggal('tanggal'),
    col.teks('notransaksi', 'No. Transaksi', 15),
    col.teks('sumber', 'Jenis', 5),
    col.teks('kodeacc', 'Perkiraan', 8),
    col.teks('namaacc', 'Nama Perkiraan', 18),
    col.teks('keterangan', 'Keterangan', 26),
    col.uang('debet', 'Debet'),
    col.uang('kredit', 'Kredit'),
  ],
  orientation: 'landscape',
});

export const analisaJurnal = report({
  access: 'mLapJur002',
  title: 'Laporan Analisa Jurnal',
  group: GROUP,
  description: 'Mutasi debet dan kredit per jenis transaksi dan perkiraan dalam periode.',
  params: { periode: param.rentang('Periode', 'bulanini'), sumber: param.pilihanBanyak('Jenis Transaksi', SUMBER) },
  columns: [...akunCols(), col.bulat('jurnal', 'Jml Jurnal'), col.uang('debet', 'Debet'), col.uang('kredit', 'Kredit')],
});

export const daftarPerkiraan = report({
  access: 'mLapPerkiraan',
  title: 'Laporan Daftar Perkiraan',
  group: GROUP,
  description: 'Bagan perkiraan per kelompok: kode, nama, induk, jenis, tipe, saldo normal.',
  params: {
    kelompok: param.pilihanBanyak('Kelompok', KELOMPOK),
    status: param.pilihan('Status', [
      { value: 'semua', label: 'Semua' },
      { value: 'aktif', label: 'Aktif' },
      { value: 'nonaktif', label: 'Tidak aktif' },
    ]),
  },
  columns: [
    col.teks('kodeacc', 'Kode', 9),
    col.teks('namaacc', 'Nama Perkiraan', 30),
    col.teks('induk', 'Induk', 9),
    col.teks('jenis', 'Jenis', 7),
    col.teks('tipe', 'Tipe', 16),
    col.teks('saldonormal', 'Saldo Normal', 9),
    col.teks('aktif', 'Aktif', 6),
  ],
});

const kasColumns = [
  col.tanggal('tanggal'),
  col.teks('notransaksi', 'No. Transaksi', 15),
  col.teks('uraian', 'Keterangan', 22),
  col.teks('kodeacc', 'Perkiraan', 8),
  col.teks('namaacc', 'Nama Perkiraan', 18),
  col.teks('keterangan', 'Keterangan Baris', 20),
  col.uang('jumlah', 'Jumlah'),
];

export const kasMasuk = report({
  access: 'mLapKAS001',
  title: 'Laporan Kas Masuk',
  group: GROUP,
  description: 'Penerimaan kas dan bank per perkiraan kas/bank, dengan perkiraan lawannya.',
  params: { periode: param.rentang('Periode', 'bulanini'), kas: param.akun('Perkiraan Kas/Bank', 'kasbank', false) },
  columns: kasColumns,
  orientation: 'landscape',
});

export const kasKeluar = report({
  access: 'mLapKAS002',
  title: 'Laporan Kas Keluar',
  group: GROUP,
  description: 'Pengeluaran kas dan bank per perkiraan kas/bank, dengan perkiraan lawannya.',
  params: { periode: param.rentang('Periode', 'bulanini'), kas: param.akun('Perkiraan Kas/Bank', 'kasbank', false) },
  columns: kasColumns,
  orientation: 'landscape',
});

export const kasTransfer = report({
  access: 'mLapKAS003',
  title: 'Laporan Kas Transfer',
  group: GROUP,
  description: 'Pemindahan dana antar perkiraan kas dan bank.',
  params: { periode: param.rentang('Periode', 'bulanini'), kas: param.akun('Perkiraan Kas/Bank', 'kasbank', false) },
  columns: [
    col.tanggal('tanggal'),
    col.teks('notransaksi', 'No. Transaksi', 15),
    col.teks('dari', 'Dari Kas/Bank', 22),
    col.teks('ke', 'Ke Kas/Bank', 22),
    col.teks('keterangan', 'Keterangan', 24),
    col.uang('jumlah', 'Jumlah'),
  ],
  orientation: 'landscape',
});

export const bukuBesar = report({
  access: 'mLapBB001',
  title: 'Laporan Buku Besar',
  group: GROUP,
  description: 'Buku besar per perkiraan: saldo awal, transaksi dengan saldo berjalan, saldo akhir.',
  params: {
    periode: param.rentang('Periode', 'bulanini'),
    akun: param.rentangakun('Perkiraan', 'detail'),
    semua: param.flag('Tampilkan transaksi yang dibatalkan'),
  },
  columns: [
    col.tanggal('tanggal'),
    col.teks('notransaksi', 'No. Transaksi', 15),
    col.teks('sumber', 'Jenis', 5),
    col.teks('keterangan', 'Keterangan', 30),
    col.uang('debet', 'Debet'),
    col.uang('kredit', 'Kredit'),
    col.uang('saldo', 'Saldo'),
  ],
});

export const neracaSaldo = report({
  access: 'mLapBB002',
  title: 'Laporan Neraca Saldo',
  group: GROUP,
  description: 'Neraca saldo (NS): saldo awal, mutasi dan saldo akhir setiap perkiraan, debet dan kredit.',
  params: { periode: param.rentang('Periode', 'bulanini') },
  columns: [
    ...akunCols(),
    col.uang('awal_d', 'Saldo Awal Debet', 14),
    col.uang('awal_k', 'Saldo Awal Kredit', 14),
    col.uang('debet', 'Mutasi Debet', 14),
    col.uang('kredit', 'Mutasi Kredit', 14),
    col.uang('akhir_d', 'Saldo Akhir Debet', 14),
    col.uang('akhir_k', 'Saldo Akhir Kredit', 14),
  ],
  orientation: 'landscape',
});

export const neracaLajur = report({
  access: 'mLapBB003',
  title: 'Laporan Neraca Lajur',
  group: GROUP,
  description: 'Neraca lajur (NL): neraca saldo, laba rugi dan neraca per tanggal, dengan laba bersih.',
  params: { tanggal: param.tanggal('Per Tanggal', 'hariini') },
  columns: [
    ...akunCols(),
    col.uang('ns_d', 'Neraca Saldo Debet', 14),
    col.uang('ns_k', 'Neraca Saldo Kredit', 14),
    col.uang('lr_d', 'Laba Rugi Debet', 14),
    col.uang('lr_k', 'Laba Rugi Kredit', 14),
    col.uang('nr_d', 'Neraca Debet', 14),
    col.uang('nr_k', 'Neraca Kredit', 14),
  ],
  orientation: 'landscape',
});

export const neraca = report({
  access: 'mLapLR001',
  title: 'Laporan Neraca',
  group: GROUP,
  description: 'Neraca per tanggal: aset, kewajiban dan ekuitas dengan laba yang belum ditutup; per bulan atau dibanding tahun lalu.',
  params: { tanggal: param.tanggal('Per Tanggal', 'hariini'), tampilan: param.pilihan('Tampilan', TAMPILAN) },
  columns: (p) => [...akunCols(), ...comparativeColumns(p, 'Saldo')],
});

export const labaRugi = report({
  access: 'mLapLR002',
  title: 'Laporan Laba Rugi',
  group: GROUP,
  description: 'Pendapatan, harga pokok, laba kotor, beban dan laba bersih dalam periode; per bulan atau dibanding tahun lalu.',
  params: { periode: param.rentang('Periode', 'bulanini'), tampilan: param.pilihan('Tampilan', TAMPILAN) },
  columns: (p) => [...akunCols(), ...comparativeColumns(p, 'Jumlah')],
});

export const labaRugiTahunan = report({
  access: 'mLapLR003',
  title: 'Laporan Laba Rugi s/d Bulan Ini',
  group: GROUP,
  description: 'Laba rugi bulan ini dan sejak awal tahun buku sampai bulan ini; per bulan atau dibanding tahun lalu.',
  params: { bulan: param.periode('Bulan', 'bulanini'), tampilan: param.pilihan('Tampilan', TAMPILAN) },
  columns: (p) =>
    p.tampilan === 'tahunlalu' || p.tampilan === 'bulanan'
      ? [...akunCols(), ...comparativeColumns(p, 'Jumlah')]
      : [...akunCols(), col.uang('bulanini', 'Bulan Ini'), col.uang('sdbulanini', 's/d Bulan Ini')],
});

export const grafikLaba = report({
  access: 'mLapGrafikLaba',
  title: 'Grafik Laba Rugi per Bulan',
  group: GROUP,
  description: 'Pendapatan, harga pokok, beban dan laba bersih setiap bulan tahun buku, dengan grafik.',
  params: { tahun: param.tahun('Tahun Buku') },
  columns: [col.teks('bulan', 'Bulan', 14), col.uang('pendapatan', 'Pendapatan'), col.uang('hpp', 'Harga Pokok Penjualan'), col.uang('beban', 'Beban'), col.uang('laba', 'Laba Bersih')],
  chart: {
    type: 'bar',
    x: 'bulan',
    series: [
      { key: 'pendapatan', label: 'Pendapatan', type: 'bar' },
      { key: 'hpp', label: 'Harga Pokok Penjualan', type: 'bar' },
      { key: 'beban', label: 'Beban', type: 'bar' },
      { key: 'laba', label: 'Laba Bersih', type: 'line' },
    ],
  },
});

/** Every accounting report, in menu order. */
export const reports = [dataJurnal, analisaJurnal, daftarPerkiraan, kasMasuk, kasKeluar, kasTransfer, bukuBesar, neracaSaldo, neracaLajur, neraca, labaRugi, labaRugiTahunan, grafikLaba];
