/**
 * The access names of spec §2 written out by hand, as modules/admin/access-names.ts held them
 * before they were derived from the module manifests: title, matrix group and actions, in matrix
 * order. Test data only: users.test.ts checks that the derived list equals it.
 */
import { STANDARD_AKSI, type AccessName } from '@niaga/admin/access-names';
import type { Aksi } from '@niaga/kernel';

const ALL = STANDARD_AKSI;
const VIEW: readonly Aksi[] = ['mopen', 'mprint', 'mexport'];
const OPEN: readonly Aksi[] = ['mopen'];
const PROCESS: readonly Aksi[] = ['mopen', 'madd', 'mdelete', 'mprint'];
const SETTING: readonly Aksi[] = ['mopen', 'medit'];

const n = (grup: string, aksi: readonly string[]) => (modul: string, judul: string): AccessName => ({ modul, judul, grup, aksi });

const nums = (prefix: string, count: number, title: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ modul: `${prefix}${String(i + 1).padStart(3, '0')}`, judul: title(i) }));

const HT = ['Hutang Belum Lunas', 'Umur Hutang', 'Kartu Hutang', 'Mutasi Hutang', 'Hutang per Transaksi', 'Pembayaran Hutang'];
const PT = ['Piutang Belum Lunas', 'Umur Piutang', 'Kartu Piutang', 'Mutasi Piutang', 'Piutang per Transaksi', 'Pembayaran Piutang', 'Piutang per Sales / Wilayah'];
const BL = ['Pesanan Pembelian', 'Pembelian', 'Retur Pembelian', 'Pembelian per Item'];
const JL = [
  'Pesanan Penjualan',
  'Penjualan',
  'Retur Penjualan',
  'Penjualan per Item',
  'Penjualan per Supplier',
  'Penjualan per Wilayah Pelanggan',
  'Komisi Sales per Transaksi',
  'Komisi Sales per Pembayaran',
  'Pembayaran Kartu',
  'Pembayaran E-Money',
  'Grafik Item Terlaris',
  'Grafik Penjualan Harian',
  'Grafik Penjualan Bulanan',
  'Grafik Penjualan per Pelanggan',
  'Point Pelanggan',
];
const PRKT = ['Pesanan Perakitan', 'Perakitan', 'Proses Barang Jadi', 'Perakitan per Item', 'Barang Jadi per Item'];
const PERS = ['Item Masuk', 'Item Keluar', 'Transfer Item', 'Pesanan Transfer', 'Stok Opname', 'Mutasi Stok', 'Slow Moving', 'Saldo Stok', 'Nilai Persediaan'];

const sections: AccessName[] = [
  ['mSMaster', 'Menu Master Data'],
  ['mSPembelian', 'Menu Pembelian'],
  ['mSPenjualan', 'Menu Penjualan'],
  ['mSPerakitan', 'Menu Perakitan'],
  ['mSPersediaan', 'Menu Persediaan'],
  ['mSAkuntansi', 'Menu Akuntansi'],
  ['mSLaporan', 'Menu Laporan'],
  ['mSPengaturan', 'Menu Pengaturan'],
  ['mSPengaturanEcommerce', 'Menu E-commerce'],
].map(([m, t]) => n('Menu', OPEN)(m, t));

const umum = n('Umum', OPEN);
const master = n('Master Data', ALL);
const beli = n('Pembelian', ALL);
const jual = n('Penjualan', ALL);
const rakit = n('Perakitan', ALL);
const stok = n('Persediaan', ALL);
const akun = n('Akuntansi', ALL);
const atur = n('Pengaturan', SETTING);
const lap = n('Laporan', VIEW);

export const SPEC_ACCESS_NAMES: AccessName[] = [
  ...sections,
  umum('mSKasir', 'Kasir (menu dan rute setelah login)'),
  umum('mSTerminalHarga', 'Terminal Harga (menu dan rute setelah login)'),
  umum('mKasLaci', 'Kas Laci'),
  umum('mTampilGrafik', 'Grafik Dashboard'),

  master('mItem', 'Item'),
  n('Master Data', VIEW)('mKartuStok', 'Kartu Stok'),
  master('mItemDS', 'Datasheet Item'),
  master('mSupplier', 'Supplier'),
  master('mPelanggan', 'Pelanggan'),
  master('mSales', 'Sales'),
  master('mGroupPel', 'Grup Pelanggan'),
  master('mWilayah', 'Wilayah'),
  master('mDiskonPer', 'Diskon Periode'),
  master('mPromosi', 'Promosi'),
  master('mPromosiTebus', 'Promosi Tebus Murah'),
  n('Master Data', SETTING)('mSettingPoint', 'Point Pelanggan'),
  master('mSatuan', 'Satuan'),
  master('mMerek', 'Merek'),
  master('mJenis', 'Jenis'),
  master('mVarian', 'Varian'),
  master('mBank', 'Bank'),
  master('mEmoney', 'E-Money'),
  master('mOngkir', 'Ongkos Kirim'),
  master('mGudang', 'Gudang / Dept'),

  beli('mPesanBeli', 'Pesanan Pembelian'),
  beli('mBeli', 'Pembelian'),
  beli('mReturBeli', 'Retur Pembelian'),
  n('Pembelian', VIEW)('mHistoryHB', 'History Harga Beli'),
  beli('mBayarHutang', 'Pembayaran Hutang'),

  jual('mPesanJual', 'Pesanan Penjualan'),
  jual('mPesananMarketplace', 'Pesanan Marketplace'),
  n('Penjualan', VIEW)('mHistoryOrderMarketplace', 'History Pesanan Marketplace'),
  jual('mJual', 'Penjualan / Kasir'),
  jual('mReturJual', 'Retur Penjualan'),
  n('Penjualan', VIEW)('mLaporanPoint', 'Point Penjualan'),
  n('Penjualan', VIEW)('mHistoryHJ', 'History Harga Jual'),
  jual('mBayarPiutang', 'Pembayaran Piutang'),
  jual('mBayarKomisiSls', 'Pembayaran Komisi Sales'),
  n('Penjualan', OPEN)('mTerminalHarga', 'Terminal Harga'),
  // Not in the spec (issue 35): the tax invoice serial number ranges of /nsfplist.
  jual('mNSFP', 'Nomor Seri Faktur Pajak'),

  rakit('mPesanRakit', 'Pesanan Perakitan'),
  rakit('mRakit', 'Proses Perakitan'),
  rakit('mProsesJadi', 'Proses Barang Jadi'),

  stok('mItemMasuk', 'Item Masuk'),
  stok('mItemKeluar', 'Item Keluar'),
  stok('mPesanTransfer', 'Pesanan Transfer Item'),
  stok('mTransferItem', 'Transfer Item'),
  stok('mSAItem', 'Saldo Awal Item'),
  stok('mStokOpname', 'Stok Opname'),
  n('Persediaan', SETTING)('mStokMin', 'Stok Minimum'),
  // /perbaikansaldo has no access name in the spec; the accounting module checks this one.
  n('Persediaan', SETTING)('mPerbaikanSaldo', 'Perbaikan Saldo (cek dan hitung ulang buku)'),

  akun('mDaftarPerkiraan', 'Data Perkiraan'),
  akun('mKasMasuk', 'Kas Masuk'),
  akun('mKasKeluar', 'Kas Keluar'),
  akun('mKasTransfer', 'Kas Transfer'),
  akun('mJurnal', 'Jurnal Umum'),
  n('Akuntansi', VIEW)('mBukuBesar', 'Buku Besar'),
  akun('mDepositKeSupplier', 'Deposit ke Supplier'),
  akun('mDepositPelanggan', 'Deposit Pelanggan'),
  akun('mDataAset', 'Data Aset'),
  akun('mGrupAset', 'Grup Aset'),
  n('Akuntansi', PROCESS)('mPenyusutan', 'Proses Penyusutan'),
  n('Akuntansi', PROCESS)('mProsesTahun', 'Proses Tahunan'),
  akun('mSAAkun', 'Saldo Awal Perkiraan / Hutang / Piutang'),
  n('Akuntansi', SETTING)('mSettingAkun', 'Setting Perkiraan'),
  akun('mCatatanTransaksi', 'Catatan Transaksi'),

  lap('mLapMstrItem', 'Laporan Master Item'),
  // The spec's master-list coverage (items in full, suppliers, customers, sales staff) names only mLapMstrItem; the others of its group:
  lap('mLapMstrItemLengkap', 'Laporan Master Item Lengkap'),
  lap('mLapMstrSupplier', 'Laporan Master Supplier'),
  lap('mLapMstrPelanggan', 'Laporan Master Pelanggan'),
  lap('mLapMstrSales', 'Laporan Master Sales'),
  ...nums('mLapHT', HT.length, (i) => `Laporan ${HT[i]}`).map((x) => lap(x.modul, x.judul)),
  ...nums('mLapPT', PT.length, (i) => `Laporan ${PT[i]}`).map((x) => lap(x.modul, x.judul)),
  ...nums('mLapBL', BL.length, (i) => `Laporan ${BL[i]}`).map((x) => lap(x.modul, x.judul)),
  ...nums('mLapJL', JL.length, (i) => `Laporan ${JL[i]}`).map((x) => lap(x.modul, x.judul)),
  ...nums('mLapPRKT', PRKT.length, (i) => `Laporan ${PRKT[i]}`).map((x) => lap(x.modul, x.judul)),
  ...nums('mLapPERS', PERS.length, (i) => `Laporan ${PERS[i]}`).map((x) => lap(x.modul, x.judul)),
  lap('mLapJur001', 'Laporan Data Jurnal'),
  lap('mLapJur002', 'Laporan Analisa Jurnal'),
  lap('mLapBB001', 'Laporan Buku Besar'),
  lap('mLapBB002', 'Laporan Neraca Saldo'),
  lap('mLapBB003', 'Laporan Neraca Lajur'),
  lap('mLapLR001', 'Laporan Neraca'),
  lap('mLapLR002', 'Laporan Laba Rugi'),
  lap('mLapLR003', 'Laporan Laba Rugi s/d Bulan Ini'),
  lap('mLapKAS001', 'Laporan Kas Masuk'),
  lap('mLapKAS002', 'Laporan Kas Keluar'),
  lap('mLapKAS003', 'Laporan Kas Transfer'),
  lap('mLapPerkiraan', 'Laporan Daftar Perkiraan'),
  lap('mLapGrafikLaba', 'Grafik Laba Rugi per Bulan'),
  lap('mLapLabaJual', 'Laporan Laba Kotor Penjualan'),
  lap('mLapLabaDetail', 'Laporan Analisa Laba Detail'),
  lap('mLapDepoSup', 'Laporan Deposit Supplier'),
  lap('mLapDepoPel', 'Laporan Deposit Pelanggan'),
  lap('mLapAset', 'Laporan Aset Tetap'),
  lap('mLapPenyusutan', 'Laporan Penyusutan'),
  // Not in the spec (issue 41): the PPOB sales report.
  lap('mLapPPOB', 'Laporan Penjualan PPOB'),

  n('Pengaturan', ALL)('mUser', 'User dan Akses User'),
  // The online store (modules/store, issue 42): the store registration and its share screens.
  // mexport not in the spec: the subscribers' CSV export (issue 42, docs/store.md).
  n('Pengaturan', ['mopen', 'madd', 'medit', 'mdelete', 'mexport'])('mShare', 'Toko Online'),
  atur('mSettingUmum', 'Pengaturan Umum'),
  atur('mDtPerusahaan', 'Data Perusahaan'),
  atur('mSettingPPOB', 'Pengaturan PPOB'),
  atur('mSettingMP', 'Pengaturan Marketplace'),
  atur('mSettingApi', 'Pengaturan API Sistem'),
  atur('mPaymentGateway', 'Payment Gateway'),
  n('Pengaturan', ['mopen', 'medit', 'mdelete'])('mSettingNoTrs', 'Setting Nomor Transaksi'),
  n('Pengaturan', VIEW)('mLogAktivitas', 'Log Aktivitas'),
  n('Pengaturan', ['mopen', 'mdelete'])('mListResetModulOL', 'Modul Terbuka (reset)'),
  n('Pengaturan', ['mopen', 'madd'])('mImportData', 'Import Data'),
];

