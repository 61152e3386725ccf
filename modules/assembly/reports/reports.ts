/** Assembly reports (spec §2.9 mLapPRKT001–005): declarations, isomorphic. */
import { col, param, report } from '@niaga/report';

const GROUP = 'Perakitan';
const periode = { periode: param.rentang('Periode', 'bulanini') };

export const pesananRakit = report({
  access: 'mLapPRKT001',
  title: 'Laporan Pesanan Perakitan',
  group: GROUP,
  description: 'Pesanan perakitan dalam suatu periode: item rakitan, jumlah dipesan dan sisa yang belum dirakit.',
  params: periode,
  columns: [col.teks('notransaksi', 'No. Transaksi', 16), col.tanggal('tanggal'), col.teks('kodegudang', 'Gudang', 8), col.teks('kodeitem', 'Item', 12), col.teks('namaitem', 'Nama Item', 24), col.angka('jumlah', 'Jumlah', 10), col.angka('sisa', 'Sisa', 10), col.teks('satuan', 'Satuan', 8)],
});

export const rakit = report({
  access: 'mLapPRKT002',
  title: 'Laporan Perakitan',
  group: GROUP,
  description: 'Proses perakitan dalam suatu periode: item rakitan dan komponen yang dikeluarkan.',
  params: periode,
  columns: [col.teks('kodeitem', 'Komponen', 12), col.teks('namaitem', 'Nama Komponen', 26), col.angka('jumlah', 'Jumlah', 10), col.teks('satuan', 'Satuan', 8)],
});

export const prosesJadi = report({
  access: 'mLapPRKT003',
  title: 'Laporan Proses Barang Jadi',
  group: GROUP,
  description: 'Barang jadi yang masuk dalam suatu periode: jumlah, nilai dari barang dalam proses, per transaksi.',
  params: periode,
  columns: [col.teks('notransaksi', 'No. Transaksi', 16), col.tanggal('tanggal'), col.teks('kodeitem', 'Item', 12), col.teks('namaitem', 'Nama Item', 24), col.angka('jumlah', 'Jumlah', 10), col.teks('satuan', 'Satuan', 8), col.uang('nilai', 'Nilai Proses', 15)],
});

export const rakitPerItem = report({
  access: 'mLapPRKT004',
  title: 'Laporan Perakitan per Item',
  group: GROUP,
  description: 'Jumlah yang dirakit per item rakitan dalam suatu periode, dan sisa yang belum menjadi barang jadi.',
  params: periode,
  columns: [col.teks('kodeitem', 'Item', 12), col.teks('namaitem', 'Nama Item', 26), col.angka('proses', 'Jumlah Proses', 8), col.angka('jumlah', 'Jumlah Dirakit', 12), col.angka('sisa', 'Belum Jadi', 12), col.teks('satuan', 'Satuan', 8)],
});

export const jadiPerItem = report({
  access: 'mLapPRKT005',
  title: 'Laporan Barang Jadi per Item',
  group: GROUP,
  description: 'Barang jadi per item dalam suatu periode: jumlah dan nilai dari barang dalam proses.',
  params: periode,
  columns: [col.teks('kodeitem', 'Item', 12), col.teks('namaitem', 'Nama Item', 26), col.angka('jumlah', 'Jumlah', 12), col.teks('satuan', 'Satuan', 8), col.uang('nilai', 'Nilai Proses', 15)],
});

export const reports = [pesananRakit, rakit, prosesJadi, rakitPerItem, jadiPerItem];
