/** Stock reports (spec §2.9 mLapPERS001–009): declarations, isomorphic. */
import { col, param, report, type ParamValues } from '@niaga/report';

const GROUP = 'Persediaan';
const periode = param.rentang('Periode', 'bulanini');

const docColumns = [
  col.teks('notransaksi', 'No. Transaksi', 16),
  col.tanggal('tanggal'),
  col.teks('kodegudang', 'Gudang', 8),
  col.teks('kodeitem', 'Item', 12),
  col.teks('namaitem', 'Nama Item', 24),
  col.angka('jumlah', 'Jumlah', 10),
  col.teks('satuan', 'Satuan', 8),
];

export const itemMasuk = report({
  access: 'mLapPERS001',
  title: 'Laporan Item Masuk',
  group: GROUP,
  description: 'Item masuk (IM) dalam suatu periode: item, jumlah, harga dan nilai per transaksi.',
  params: { periode, gudang: param.gudang() },
  columns: [...docColumns, col.uang('harga', 'Harga', 13), col.uang('total', 'Total', 15)],
  orientation: 'landscape',
});

export const itemKeluar = report({
  access: 'mLapPERS002',
  title: 'Laporan Item Keluar',
  group: GROUP,
  description: 'Item keluar (IK) dalam suatu periode: item, jumlah dan nilainya pada harga pokok rata-rata per transaksi, dengan perkiraan lawannya.',
  params: { periode, gudang: param.gudang() },
  columns: [...docColumns, col.teks('kodeacc', 'Perkiraan', 10), col.uang('nilai', 'Nilai (HPP)', 14)],
  orientation: 'landscape',
});

export const transferItem = report({
  access: 'mLapPERS003',
  title: 'Laporan Transfer Item',
  group: GROUP,
  description: 'Transfer item (TR) antar gudang dalam suatu periode.',
  params: { periode, gudang: param.gudang('Gudang (asal atau tujuan)') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodegudang', 'Dari', 8),
    col.teks('kodegudangtujuan', 'Ke', 8),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 24),
    col.angka('jumlah', 'Jumlah', 10),
    col.teks('satuan', 'Satuan', 8),
  ],
  orientation: 'landscape',
});

export const pesananTransfer = report({
  access: 'mLapPERS004',
  title: 'Laporan Pesanan Transfer',
  group: GROUP,
  description: 'Pesanan transfer (OT) dalam suatu periode: jumlah dipesan, sudah ditransfer dan sisa.',
  params: { periode, terbuka: param.flag('Hanya yang masih ada sisa') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodegudang', 'Dari', 8),
    col.teks('kodegudangtujuan', 'Ke', 8),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('jumlah', 'Dipesan', 10),
    col.angka('terkirim', 'Ditransfer', 10),
    col.angka('sisa', 'Sisa', 10),
    col.teks('satuan', 'Satuan', 8),
  ],
  orientation: 'landscape',
});

export const stokOpname = report({
  access: 'mLapPERS005',
  title: 'Laporan Stok Opname',
  group: GROUP,
  description: 'Stok opname (OP) dalam suatu periode: stok sistem, jumlah fisik, selisih dan nilai selisih.',
  params: { periode, gudang: param.gudang() },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodegudang', 'Gudang', 8),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('stok', 'Stok Sistem', 10),
    col.angka('jumlah', 'Fisik', 10),
    col.angka('selisih', 'Selisih', 10),
    col.teks('satuan', 'Satuan', 8),
    col.uang('nilai', 'Nilai Selisih', 14),
  ],
  orientation: 'landscape',
});

/** The item, its variant (a variant item, type 7, has its stock per variant) and its name. */
const itemHead = (nama = 24) => [col.teks('kodeitem', 'Item', 12), col.teks('varian', 'Varian', 14), col.teks('namaitem', 'Nama Item', nama - 8), col.teks('satuan', 'Satuan', 7)];

/** With a warehouse only quantities: the value is kept company-wide (moving average), as on the stock card. */
const mutasiColumns = (p: ParamValues) => {
  const head = itemHead();
  if (p.gudang) return [...head, col.angka('awal', 'Awal', 11), col.angka('masuk', 'Masuk', 11), col.angka('keluar', 'Keluar', 11), col.angka('akhir', 'Akhir', 11)];
  return [
    ...head,
    col.angka('awal', 'Qty Awal', 10),
    col.uang('awaln', 'Nilai Awal', 14),
    col.angka('masuk', 'Qty Masuk', 10),
    col.uang('masukn', 'Nilai Masuk', 14),
    col.angka('keluar', 'Qty Keluar', 10),
    col.uang('keluarn', 'Nilai Keluar', 14),
    col.angka('akhir', 'Qty Akhir', 10),
    col.uang('akhirn', 'Nilai Akhir', 14),
  ];
};

export const mutasiStok = report({
  access: 'mLapPERS006',
  title: 'Laporan Mutasi Stok',
  group: GROUP,
  description: 'Mutasi stok per item dalam suatu periode: saldo awal, masuk, keluar dan saldo akhir, jumlah dan nilai (sama dengan kartu stok).',
  params: { periode, gudang: param.gudang('Gudang (kosong: semua, dengan nilai)'), semua: param.flag('Tampilkan item tanpa saldo dan mutasi') },
  columns: mutasiColumns,
  orientation: 'landscape',
});

export const slowMoving = report({
  access: 'mLapPERS007',
  title: 'Laporan Slow Moving',
  group: GROUP,
  description: 'Item yang masih ada stoknya tetapi tidak terjual dalam N hari terakhir sampai suatu tanggal.',
  params: {
    tanggal: param.tanggal('Per Tanggal'),
    hari: param.pilihan('Tidak terjual selama', [
      { value: '30', label: '30 hari' },
      { value: '60', label: '60 hari' },
      { value: '90', label: '90 hari' },
      { value: '180', label: '180 hari' },
      { value: '365', label: '365 hari' },
    ], '90'),
  },
  columns: [
    ...itemHead(26),
    col.angka('stok', 'Stok', 10),
    col.uang('nilai', 'Nilai Stok', 14),
    col.tanggal('jualterakhir', 'Terakhir Terjual'),
    col.bulat('hari', 'Hari', 7),
  ],
});

export const saldoStok = report({
  access: 'mLapPERS008',
  title: 'Laporan Saldo Stok',
  group: GROUP,
  description: 'Stok setiap item per gudang pada suatu tanggal.',
  params: { tanggal: param.tanggal('Per Tanggal'), gudang: param.gudang() },
  columns: [col.teks('kodegudang', 'Gudang', 8), ...itemHead(28), col.angka('stok', 'Stok', 12)],
});

export const nilaiPersediaan = report({
  access: 'mLapPERS009',
  title: 'Laporan Nilai Persediaan',
  group: GROUP,
  description: 'Jumlah, harga pokok rata-rata dan nilai persediaan setiap item pada suatu tanggal.',
  params: { tanggal: param.tanggal('Per Tanggal') },
  columns: [...itemHead(28), col.angka('stok', 'Stok', 12), col.uang('hpp', 'HPP Rata-rata', 14), col.uang('nilai', 'Nilai', 15)],
});

export const reports = [itemMasuk, itemKeluar, transferItem, pesananTransfer, stokOpname, mutasiStok, slowMoving, saldoStok, nilaiPersediaan];
