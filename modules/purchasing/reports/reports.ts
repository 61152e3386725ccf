/** Payables (spec §2.9 mLapHT001–006), purchasing (mLapBL001–004) and supplier deposits (mLapDepoSup): declarations, isomorphic. */
import { col, param, report, type ParamValues } from '@niaga/report';
import { openItemReports, type OpenItemWords } from './open-items';

const HUTANG = 'Hutang';
const BELI = 'Pembelian';
const periode = param.rentang('Periode', 'bulanini');
const supplier = param.supel('Supplier', 'supplier');

/** mLapHT001–006: the open-item reports of the payables side (shared with the receivables). */
export const HUTANG_WORDS: OpenItemWords = {
  kata: 'Hutang',
  kontak: 'Supplier',
  doctype: 'supplier',
  access: ['mLapHT001', 'mLapHT002', 'mLapHT003', 'mLapHT004', 'mLapHT005', 'mLapHT006'],
  faktur: 'Faktur pembelian dan saldo awal hutang',
  bayar: 'BH',
  bertambah: 'kredit',
};
export const hutang = openItemReports(HUTANG_WORDS);

export const pesananPembelian = report({
  access: 'mLapBL001',
  title: 'Laporan Pesanan Pembelian',
  group: BELI,
  description: 'Pesanan pembelian (OB) dalam suatu periode: jumlah dipesan, sudah diterima dan sisa yang masih terbuka.',
  params: { periode, supplier, terbuka: param.flag('Hanya yang masih ada sisa') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Supplier', 10),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('jumlah', 'Dipesan', 9),
    col.angka('diterima', 'Diterima', 9),
    col.angka('sisa', 'Sisa', 9),
    col.teks('satuan', 'Satuan', 7),
    col.uang('harga', 'Harga', 13),
    col.uang('nilaisisa', 'Nilai Sisa', 14),
  ],
  orientation: 'landscape',
});

export const pembelian = report({
  access: 'mLapBL002',
  title: 'Laporan Pembelian',
  group: BELI,
  description: 'Pembelian (BL) dalam suatu periode: per transaksi atau per supplier, dengan PPN, tunai, deposit dan kredit.',
  params: {
    periode,
    supplier,
    tampilan: param.pilihan('Tampilan', [
      { value: 'transaksi', label: 'Per transaksi' },
      { value: 'supplier', label: 'Per supplier' },
    ]),
  },
  columns: (p: ParamValues) =>
    p.tampilan === 'supplier'
      ? [col.teks('kodesupel', 'Supplier', 12), col.teks('namasupel', 'Nama Supplier', 26), col.bulat('faktur', 'Faktur', 7), col.uang('dpp', 'DPP', 14), col.uang('ppn', 'PPN', 13), col.uang('total', 'Total', 15), col.uang('kredit', 'Kredit', 14)]
      : [
          col.teks('notransaksi', 'No. Transaksi', 16),
          col.tanggal('tanggal'),
          col.teks('kodesupel', 'Supplier', 10),
          col.teks('nofaktur', 'No. Faktur', 12),
          col.uang('subtotal', 'Subtotal', 14),
          col.uang('potongan', 'Potongan', 12),
          col.uang('ppn', 'PPN', 12),
          col.uang('biaya', 'Biaya', 12),
          col.uang('total', 'Total', 14),
          col.uang('tunai', 'Tunai', 13),
          col.uang('deposit', 'Deposit', 12),
          col.uang('kredit', 'Kredit', 14),
        ],
  orientation: 'landscape',
});

export const returPembelian = report({
  access: 'mLapBL003',
  title: 'Laporan Retur Pembelian',
  group: BELI,
  description: 'Retur pembelian (RB) dalam suatu periode: item, jumlah, harga, dan apakah memotong hutang.',
  params: { periode, supplier },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Supplier', 10),
    col.teks('nobeli', 'No. Pembelian', 16),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('jumlah', 'Jumlah', 9),
    col.teks('satuan', 'Satuan', 7),
    col.uang('harga', 'Harga', 13),
    col.uang('total', 'Total', 14),
    col.teks('potong', 'Potong Hutang', 8),
  ],
  orientation: 'landscape',
});

export const pembelianPerItem = report({
  access: 'mLapBL004',
  title: 'Laporan Pembelian per Item',
  group: BELI,
  description: 'Jumlah (satuan dasar) dan nilai pembelian per item dalam suatu periode, dikurangi retur.',
  params: { periode, supplier },
  columns: [
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 26),
    col.teks('satuan', 'Satuan', 7),
    col.angka('jumlah', 'Jumlah Beli', 11),
    col.uang('nilai', 'Nilai Beli', 15),
    col.angka('retur', 'Jumlah Retur', 11),
    col.uang('nilairetur', 'Nilai Retur', 14),
    col.angka('bersih', 'Jumlah Bersih', 11),
    col.uang('nilaibersih', 'Nilai Bersih', 15),
  ],
  orientation: 'landscape',
});

export const depositSupplier = report({
  access: 'mLapDepoSup',
  title: 'Laporan Deposit Supplier',
  group: HUTANG,
  description: 'Deposit ke supplier (DB) dan pemakaiannya di pembelian: saldo awal, mutasi dan saldo per supplier.',
  params: { periode, supplier },
  columns: [col.tanggal('tanggal'), col.teks('notransaksi', 'No. Transaksi', 16), col.teks('keterangan', 'Keterangan', 28), col.uang('masuk', 'Deposit', 14), col.uang('pakai', 'Dipakai', 14), col.uang('saldo', 'Saldo', 15)],
});

export const reports = [...Object.values(hutang), pesananPembelian, pembelian, returPembelian, pembelianPerItem, depositSupplier];
