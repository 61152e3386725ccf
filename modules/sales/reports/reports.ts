/**
 * Sales reports over the sale documents `jual` (JL) and `kasir` (KSR) (spec §2.9 mLapJL…: the
 * numbers of modules/admin/access-names.ts), gross profit (mLapLabaJual) and the detail profit
 * analysis (mLapLabaDetail): declarations, isomorphic. A sale's value is its DPP (after line and
 * document discounts, without PPN) — what the books credit to Penjualan.
 */
import { col, param, report } from '@niaga/report';

const GROUP = 'Penjualan';
const periode = param.rentang('Periode', 'bulanini');
const sumber = param.pilihan('Sumber', [
  { value: '', label: 'Semua (Penjualan dan Kasir)' },
  { value: 'JL', label: 'Penjualan (JL)' },
  { value: 'KSR', label: 'Kasir (KSR)' },
]);
const top = param.pilihan('Tampilkan', [
  { value: '10', label: '10 teratas' },
  { value: '20', label: '20 teratas' },
  { value: '50', label: '50 teratas' },
]);

export const penjualan = report({
  access: 'mLapJL002',
  title: 'Laporan Penjualan',
  group: GROUP,
  description: 'Penjualan dan penjualan kasir dalam suatu periode per transaksi: nilai, PPN, total dan cara bayar.',
  params: { periode, sumber, pelanggan: param.supel('Pelanggan', 'pelanggan') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Pelanggan', 10),
    col.teks('kodesales', 'Sales', 7),
    col.uang('subtotal', 'Subtotal', 13),
    col.uang('potongan', 'Potongan', 12),
    col.uang('dpp', 'DPP', 13),
    col.uang('ppn', 'PPN', 12),
    col.uang('total', 'Total', 13),
    col.uang('tunai', 'Tunai', 13),
    col.uang('nontunai', 'Kartu/E-Money', 13),
    col.uang('kredit', 'Kredit', 13),
  ],
  orientation: 'landscape',
});

const itemCols = [col.teks('kodeitem', 'Item', 12), col.teks('namaitem', 'Nama Item', 26), col.teks('satuan', 'Satuan', 7), col.angka('jumlah', 'Jumlah', 11), col.uang('nilai', 'Nilai Penjualan', 15)];

export const penjualanPerItem = report({
  access: 'mLapJL004',
  title: 'Laporan Penjualan per Item',
  group: GROUP,
  description: 'Jumlah (satuan dasar) dan nilai penjualan (DPP) per item dalam suatu periode.',
  params: { periode, sumber },
  columns: [...itemCols, col.persen('persen', '% Nilai')],
});

export const penjualanPerSupplier = report({
  access: 'mLapJL005',
  title: 'Laporan Penjualan per Supplier',
  group: GROUP,
  description: 'Nilai penjualan (DPP) item per supplier utama item, dalam suatu periode.',
  params: { periode, sumber },
  columns: [col.teks('kodesupel', 'Supplier', 12), col.teks('namasupel', 'Nama Supplier', 28), col.bulat('item', 'Item', 7), col.uang('nilai', 'Nilai Penjualan', 15), col.persen('persen', '% Nilai')],
});

export const penjualanPerWilayah = report({
  access: 'mLapJL006',
  title: 'Laporan Penjualan per Wilayah Pelanggan',
  group: GROUP,
  description: 'Jumlah transaksi, nilai (DPP) dan total penjualan per wilayah pelanggan dalam suatu periode.',
  params: { periode, sumber },
  columns: [col.teks('kodewilayah', 'Wilayah', 10), col.teks('namawilayah', 'Nama Wilayah', 26), col.bulat('transaksi', 'Transaksi', 9), col.uang('dpp', 'Nilai (DPP)', 15), col.uang('total', 'Total', 15)],
});

const payCols = (kode: string, label: string) => [
  col.teks('notransaksi', 'No. Transaksi', 16),
  col.tanggal('tanggal'),
  col.teks('kodesupel', 'Pelanggan', 10),
  col.teks(kode, label, 10),
  col.teks('nokartu', 'No. Kartu', 14),
  col.uang('total', 'Total Penjualan', 14),
  col.uang('bayar', 'Dibayar', 14),
];

export const pembayaranKartu = report({
  access: 'mLapJL009',
  title: 'Laporan Pembayaran Kartu',
  group: GROUP,
  description: 'Penjualan yang dibayar dengan kartu debit/kredit dalam suatu periode, per bank.',
  params: { periode },
  columns: payCols('kodebank', 'Bank'),
});

export const pembayaranEmoney = report({
  access: 'mLapJL010',
  title: 'Laporan Pembayaran E-Money',
  group: GROUP,
  description: 'Penjualan yang dibayar dengan e-money dalam suatu periode, per penyedia.',
  params: { periode },
  columns: payCols('kodeemoney', 'E-Money').filter((c) => c.key !== 'nokartu'),
});

export const grafikItemTerlaris = report({
  access: 'mLapJL011',
  title: 'Grafik Item Terlaris',
  group: GROUP,
  description: 'Item dengan penjualan terbanyak dalam suatu periode, menurut jumlah atau nilai, dengan grafik.',
  params: {
    periode,
    urut: param.pilihan('Menurut', [
      { value: 'nilai', label: 'Nilai penjualan' },
      { value: 'jumlah', label: 'Jumlah terjual' },
    ]),
    top,
  },
  columns: [col.bulat('peringkat', 'No.', 5), ...itemCols],
  chart: { type: 'bar', x: 'namaitem', series: [{ key: 'nilai', label: 'Nilai Penjualan' }] },
});

export const grafikHarian = report({
  access: 'mLapJL012',
  title: 'Grafik Penjualan Harian',
  group: GROUP,
  description: 'Penjualan per hari dalam suatu periode: transaksi, nilai (DPP) dan total, dengan grafik.',
  params: { periode },
  columns: [col.tanggal('tanggal'), col.bulat('transaksi', 'Transaksi', 9), col.uang('dpp', 'Nilai (DPP)', 15), col.uang('total', 'Total', 15)],
  chart: { type: 'bar', x: 'tanggal', series: [{ key: 'dpp', label: 'Nilai (DPP)' }, { key: 'total', label: 'Total', type: 'line' }] },
});

export const grafikBulanan = report({
  access: 'mLapJL013',
  title: 'Grafik Penjualan Bulanan',
  group: GROUP,
  description: 'Penjualan per bulan dalam satu tahun: transaksi, nilai (DPP) dan total, dengan grafik.',
  params: { tahun: param.tahun() },
  columns: [col.teks('bulan', 'Bulan', 12), col.bulat('transaksi', 'Transaksi', 9), col.uang('dpp', 'Nilai (DPP)', 15), col.uang('total', 'Total', 15)],
  chart: { type: 'bar', x: 'bulan', series: [{ key: 'dpp', label: 'Nilai (DPP)' }, { key: 'total', label: 'Total', type: 'line' }] },
});

export const grafikPelanggan = report({
  access: 'mLapJL014',
  title: 'Grafik Penjualan per Pelanggan',
  group: GROUP,
  description: 'Pelanggan dengan nilai penjualan terbesar dalam suatu periode, dengan grafik.',
  params: { periode, top },
  columns: [col.bulat('peringkat', 'No.', 5), col.teks('kodesupel', 'Pelanggan', 12), col.teks('namasupel', 'Nama Pelanggan', 26), col.bulat('transaksi', 'Transaksi', 9), col.uang('dpp', 'Nilai (DPP)', 15), col.uang('total', 'Total', 15)],
  chart: { type: 'bar', x: 'namasupel', series: [{ key: 'dpp', label: 'Nilai (DPP)' }] },
});

export const pointPelanggan = report({
  access: 'mLapJL015',
  title: 'Laporan Point Pelanggan',
  group: GROUP,
  description: 'Point pelanggan: didapat dan dipakai di penjualan dalam suatu periode, dan saldo point saat ini.',
  params: { periode, pelanggan: param.supel('Pelanggan', 'pelanggan') },
  columns: [col.teks('kodesupel', 'Pelanggan', 12), col.teks('namasupel', 'Nama Pelanggan', 26), col.bulat('transaksi', 'Transaksi', 9), col.angka('dapat', 'Point Didapat', 12), col.angka('pakai', 'Point Dipakai', 12), col.uang('bayarpoint', 'Nilai Dipakai', 13), col.angka('saldo', 'Saldo Point', 12)],
});

export const labaJual = report({
  access: 'mLapLabaJual',
  title: 'Laporan Laba Kotor Penjualan',
  group: 'Laba',
  description: 'Per transaksi penjualan: nilai penjualan (DPP), harga pokok (HPP dari buku) dan laba kotor.',
  params: { periode, sumber },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Pelanggan', 10),
    col.uang('penjualan', 'Penjualan', 15),
    col.uang('hpp', 'HPP', 15),
    col.uang('laba', 'Laba Kotor', 15),
    col.persen('margin', 'Margin'),
  ],
});

export const labaDetail = report({
  access: 'mLapLabaDetail',
  title: 'Laporan Analisa Laba Detail',
  group: 'Laba',
  description: 'Per item: jumlah terjual, nilai penjualan (DPP), HPP dari buku, laba kotor dan margin; dengan grafik laba per item.',
  params: { periode, sumber },
  columns: [
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 24),
    col.teks('satuan', 'Satuan', 7),
    col.angka('jumlah', 'Jumlah', 10),
    col.uang('penjualan', 'Penjualan', 14),
    col.uang('hpp', 'HPP', 14),
    col.uang('laba', 'Laba Kotor', 14),
    col.persen('margin', 'Margin'),
  ],
  chart: { type: 'bar', x: 'namaitem', series: [{ key: 'penjualan', label: 'Penjualan' }, { key: 'laba', label: 'Laba Kotor' }] },
  orientation: 'landscape',
});

export const reports = [penjualan, penjualanPerItem, penjualanPerSupplier, penjualanPerWilayah, pembayaranKartu, pembayaranEmoney, grafikItemTerlaris, grafikHarian, grafikBulanan, grafikPelanggan, pointPelanggan, labaJual, labaDetail];
