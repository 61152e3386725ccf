/** The PPOB report (issue 41): sales by day, product and status. Declaration, isomorphic. */
import { col, param, report } from '@niaga/report';

export const laporanPpob = report({
  access: 'mLapPPOB',
  title: 'Laporan Penjualan PPOB',
  group: 'Penjualan',
  description: 'Penjualan PPOB (pulsa, paket data, token PLN) per hari, produk dan status: jumlah transaksi, harga jual, modal (dari Deposit PPOB) dan margin. Yang gagal sudah dibatalkan dan tidak menambah total.',
  params: {
    periode: param.rentang('Periode', 'bulanini'),
    status: param.pilihan('Status', [
      { value: '', label: 'Semua' },
      { value: 'Sukses', label: 'Sukses' },
      { value: 'Pending', label: 'Pending' },
      { value: 'Gagal', label: 'Gagal' },
    ]),
  },
  columns: [
    col.tanggal('tanggal', 'Tanggal'),
    col.teks('sku', 'Kode', 10),
    col.teks('nama', 'Produk', 24),
    col.teks('status', 'Status', 8),
    col.angka('jumlah', 'Jumlah', 7),
    col.uang('jual', 'Penjualan', 14),
    col.uang('modal', 'Modal', 14),
    col.uang('margin', 'Margin', 14),
  ],
});

export const reports = [laporanPpob];
