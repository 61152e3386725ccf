/** The default chart of accounts seeded at /startingdb (ACCOUNTING.md §1). Codes are editable. */
export interface ChartRow {
  kodeacc: string;
  namaacc: string;
  induk: string;
  grup: boolean;
  kelompok: string;
  tipe: string;
  saldonormal: 'D' | 'K';
}

const g = (kodeacc: string, namaacc: string, induk: string, kelompok: string, saldonormal: 'D' | 'K'): ChartRow => ({
  kodeacc,
  namaacc,
  induk,
  grup: true,
  kelompok,
  tipe: 'LAIN',
  saldonormal,
});
const a = (kodeacc: string, namaacc: string, induk: string, kelompok: string, tipe: string, saldonormal: 'D' | 'K'): ChartRow => ({
  kodeacc,
  namaacc,
  induk,
  grup: false,
  kelompok,
  tipe,
  saldonormal,
});

export const DEFAULT_CHART: ChartRow[] = [
  g('1-0000', 'ASET', '', '1', 'D'),
  g('1-1000', 'Aset Lancar', '1-0000', '1', 'D'),
  a('1-1100', 'Kas', '1-1000', '1', 'KAS', 'D'),
  a('1-1110', 'Kas Kecil', '1-1000', '1', 'KAS', 'D'),
  a('1-1200', 'Bank', '1-1000', '1', 'BANK', 'D'),
  // The shops' balance at the marketplaces (what a platform owes the seller after its fees; issue 37).
  a('1-1210', 'Saldo Marketplace', '1-1000', '1', 'BANK', 'D'),
  a('1-1300', 'Piutang Usaha', '1-1000', '1', 'PIUTANG', 'D'),
  a('1-1310', 'Piutang Giro', '1-1000', '1', 'LAIN', 'D'),
  a('1-1320', 'Piutang Kartu/EDC dan E-Money', '1-1000', '1', 'LAIN', 'D'),
  // QRIS received and not yet settled by the acquirer or gateway (issue 38, docs/payments.md).
  a('1-1330', 'Kliring QRIS', '1-1000', '1', 'LAIN', 'D'),
  a('1-1400', 'Persediaan Barang', '1-1000', '1', 'PERSEDIAAN', 'D'),
  a('1-1450', 'Barang Dalam Proses', '1-1000', '1', 'LAIN', 'D'),
  a('1-1500', 'PPN Masukan', '1-1000', '1', 'LAIN', 'D'),
  a('1-1600', 'Uang Muka Pembelian', '1-1000', '1', 'LAIN', 'D'),
  a('1-1700', 'Deposit PPOB', '1-1000', '1', 'LAIN', 'D'),
  g('1-2000', 'Aset Tetap', '1-0000', '1', 'D'),
  a('1-2100', 'Tanah', '1-2000', '1', 'ASET_TETAP', 'D'),
  a('1-2200', 'Bangunan', '1-2000', '1', 'ASET_TETAP', 'D'),
  a('1-2300', 'Kendaraan', '1-2000', '1', 'ASET_TETAP', 'D'),
  a('1-2400', 'Peralatan', '1-2000', '1', 'ASET_TETAP', 'D'),
  g('1-2900', 'Akumulasi Penyusutan', '1-2000', '1', 'K'),
  a('1-2920', 'Akumulasi Penyusutan Bangunan', '1-2900', '1', 'ASET_TETAP', 'K'),
  a('1-2930', 'Akumulasi Penyusutan Kendaraan', '1-2900', '1', 'ASET_TETAP', 'K'),
  a('1-2940', 'Akumulasi Penyusutan Peralatan', '1-2900', '1', 'ASET_TETAP', 'K'),
  g('2-0000', 'KEWAJIBAN', '', '2', 'K'),
  g('2-1000', 'Kewajiban Lancar', '2-0000', '2', 'K'),
  a('2-1100', 'Hutang Usaha', '2-1000', '2', 'HUTANG', 'K'),
  a('2-1110', 'Hutang Giro', '2-1000', '2', 'LAIN', 'K'),
  a('2-1200', 'PPN Keluaran', '2-1000', '2', 'LAIN', 'K'),
  a('2-1300', 'Uang Muka Penjualan', '2-1000', '2', 'LAIN', 'K'),
  a('2-1400', 'Hutang Komisi Sales', '2-1000', '2', 'LAIN', 'K'),
  a('2-1500', 'Hutang Konsinyasi', '2-1000', '2', 'LAIN', 'K'),
  g('3-0000', 'EKUITAS', '', '3', 'K'),
  a('3-1000', 'Modal', '3-0000', '3', 'MODAL', 'K'),
  a('3-2000', 'Ekuitas Saldo Awal', '3-0000', '3', 'MODAL', 'K'),
  a('3-3000', 'Laba Ditahan', '3-0000', '3', 'MODAL', 'K'),
  a('3-4000', 'Laba Tahun Berjalan', '3-0000', '3', 'MODAL', 'K'),
  g('4-0000', 'PENDAPATAN', '', '4', 'K'),
  a('4-1000', 'Penjualan', '4-0000', '4', 'PENDAPATAN', 'K'),
  a('4-1100', 'Retur Penjualan', '4-0000', '4', 'PENDAPATAN', 'D'),
  a('4-1200', 'Potongan Penjualan', '4-0000', '4', 'PENDAPATAN', 'D'),
  a('4-2000', 'Pendapatan PPOB', '4-0000', '4', 'PENDAPATAN', 'K'),
  a('4-9000', 'Pendapatan Lain / Pembulatan', '4-0000', '4', 'PENDAPATAN', 'K'),
  g('5-0000', 'HARGA POKOK PENJUALAN', '', '5', 'D'),
  a('5-1000', 'Harga Pokok Penjualan', '5-0000', '5', 'HPP', 'D'),
  a('5-1100', 'Potongan Pembelian', '5-0000', '5', 'HPP', 'K'),
  a('5-1200', 'Selisih Persediaan', '5-0000', '5', 'HPP', 'D'),
  g('6-0000', 'BEBAN', '', '6', 'D'),
  g('6-1000', 'Beban Operasional', '6-0000', '6', 'D'),
  a('6-1100', 'Beban Gaji', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1200', 'Beban Sewa', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1300', 'Beban Listrik, Air dan Telepon', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1400', 'Beban Komisi Sales', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1500', 'Beban Penyusutan', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1600', 'Beban Ongkos Kirim', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1700', 'Beban Biaya Marketplace', '6-1000', '6', 'BEBAN', 'D'),
  a('6-1900', 'Beban Lain-lain', '6-1000', '6', 'BEBAN', 'D'),
];
