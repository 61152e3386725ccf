/**
 * Receivables (spec §2.9 mLapPT001–007), sales orders, returns and commissions (mLapJL001, 003,
 * 007, 008) and customer deposits (mLapDepoPel): declarations, isomorphic. mLapPT001–006 are the
 * open-item reports the payables use too (@niaga/purchasing/reports/open-items), with the
 * receivable side's words; mLapPT007 groups the outstanding per salesperson or per region.
 */
import { col, param, report, type ParamValues } from '@niaga/report';
import { AGE_COLUMNS, openItemReports, type OpenItemWords } from '@niaga/purchasing';

const GROUP = 'Penjualan';
const periode = param.rentang('Periode', 'bulanini');
const pelanggan = param.supel('Pelanggan', 'pelanggan');

export const PIUTANG_WORDS: OpenItemWords = {
  kata: 'Piutang',
  kontak: 'Pelanggan',
  doctype: 'pelanggan',
  access: ['mLapPT001', 'mLapPT002', 'mLapPT003', 'mLapPT004', 'mLapPT005', 'mLapPT006'],
  faktur: 'Penjualan kredit (JL, KSR) dan saldo awal piutang',
  bayar: 'BP',
  bertambah: 'debet',
};
export const piutang = openItemReports(PIUTANG_WORDS);

export const piutangPerSales = report({
  access: 'mLapPT007',
  title: 'Laporan Piutang per Sales / Wilayah',
  group: 'Piutang',
  description: 'Sisa piutang pada suatu tanggal per sales (dari penjualannya, atau sales pelanggan) atau per wilayah pelanggan, menurut umur.',
  params: {
    tanggal: param.tanggal('Per Tanggal'),
    per: param.pilihan('Kelompok', [
      { value: 'sales', label: 'Per sales' },
      { value: 'wilayah', label: 'Per wilayah' },
    ]),
  },
  columns: (p: ParamValues) => [col.teks('kode', p.per === 'wilayah' ? 'Wilayah' : 'Sales', 10), col.teks('nama', 'Nama', 22), col.bulat('faktur', 'Faktur', 7), ...AGE_COLUMNS],
  orientation: 'landscape',
});

export const pesananPenjualan = report({
  access: 'mLapJL001',
  title: 'Laporan Pesanan Penjualan',
  group: GROUP,
  description: 'Pesanan penjualan (OJ) dalam suatu periode: jumlah dipesan, sudah dikirim/dijual dan sisa yang masih terbuka.',
  params: { periode, pelanggan, terbuka: param.flag('Hanya yang masih ada sisa') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Pelanggan', 10),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('jumlah', 'Dipesan', 9),
    col.angka('terjual', 'Terjual', 9),
    col.angka('sisa', 'Sisa', 9),
    col.teks('satuan', 'Satuan', 7),
    col.uang('harga', 'Harga', 13),
    col.uang('nilaisisa', 'Nilai Sisa', 14),
  ],
  orientation: 'landscape',
});

export const returPenjualan = report({
  access: 'mLapJL003',
  title: 'Laporan Retur Penjualan',
  group: GROUP,
  description: 'Retur penjualan (RJ) dalam suatu periode: item, jumlah, harga, nilai (DPP) dan apakah memotong piutang.',
  params: { periode, pelanggan },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Pelanggan', 10),
    col.teks('nojual', 'No. Penjualan', 16),
    col.teks('kodeitem', 'Item', 12),
    col.teks('namaitem', 'Nama Item', 22),
    col.angka('jumlah', 'Jumlah', 9),
    col.teks('satuan', 'Satuan', 7),
    col.uang('harga', 'Harga', 13),
    col.uang('total', 'Total', 14),
    col.teks('potong', 'Potong Piutang', 8),
  ],
  orientation: 'landscape',
});

const sales = param.ref('Sales', 'sales');

export const komisiPerTransaksi = report({
  access: 'mLapJL007',
  title: 'Laporan Komisi Sales per Transaksi',
  group: GROUP,
  description: 'Per penjualan (JL, KSR) dengan sales dalam suatu periode: DPP, komisi, komisi pelunasan dari pembayaran piutangnya, diambil kembali oleh retur, dibayar dan sisa komisi.',
  params: { periode, sales, terbuka: param.flag('Hanya yang belum lunas') },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodesupel', 'Pelanggan', 10),
    col.uang('dpp', 'DPP', 14),
    col.uang('komisi', 'Komisi', 13),
    col.uang('komisibayar', 'Kom. Pelunasan', 13),
    col.uang('retur', 'Retur', 12),
    col.uang('dibayar', 'Dibayar', 13),
    col.uang('sisa', 'Sisa', 13),
  ],
  orientation: 'landscape',
});

export const komisiPerPembayaran = report({
  access: 'mLapJL008',
  title: 'Laporan Komisi Sales per Pembayaran',
  group: GROUP,
  description: 'Pembayaran komisi sales (BKS) dalam suatu periode, per penjualan yang komisinya dibayar.',
  params: { periode, sales },
  columns: [
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.tanggal('tanggal'),
    col.teks('kodeacckas', 'Kas/Bank', 9),
    col.teks('nojual', 'No. Penjualan', 16),
    col.tanggal('tgljual', 'Tgl. Jual'),
    col.uang('komisi', 'Komisi', 13),
    col.uang('bayar', 'Dibayar', 14),
  ],
  orientation: 'landscape',
});

export const depositPelanggan = report({
  access: 'mLapDepoPel',
  title: 'Laporan Deposit Pelanggan',
  group: 'Piutang',
  description: 'Deposit pelanggan (DP) dan pemakaiannya di penjualan dan pembayaran piutang: saldo awal, mutasi dan saldo per pelanggan.',
  params: { periode, pelanggan },
  columns: [col.tanggal('tanggal'), col.teks('notransaksi', 'No. Transaksi', 16), col.teks('keterangan', 'Keterangan', 28), col.uang('masuk', 'Deposit', 14), col.uang('pakai', 'Dipakai', 14), col.uang('saldo', 'Saldo', 15)],
});

export const receivableReports = [...Object.values(piutang), piutangPerSales, pesananPenjualan, returPenjualan, komisiPerTransaksi, komisiPerPembayaran, depositPelanggan];
