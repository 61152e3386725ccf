/**
 * The spec's route catalogue (§2), written out by hand as it was before the catalogue was derived
 * from the module manifests: every non-doctype screen and every doctype route the spec names, with
 * its title, access name and section. Test data only: catalog.test.ts checks that the catalogue
 * derived from the declarations equals it. Do not import it from product code.
 */
import type { CatalogRoute, Section } from './catalog';
type Entry = [path: string, title: string, access?: string];

function group(section: Section, entries: Entry[]): CatalogRoute[] {
  return entries.map(([path, title, access]) => (access ? { path, title, access, section } : { path, title, section }));
}

/** List, add and edit screens of one access name: `/listX`-style paths are given explicitly. */
function trio(access: string | undefined, title: string, list: string, add: string, edit: string): Entry[] {
  return [
    [list, title, access],
    [add, `Tambah ${title}`, access],
    [edit, `Ubah ${title}`, access],
  ];
}

// §2.1 Authentication and system
const sistem: CatalogRoute[] = [
  { path: '/login-form', title: 'Login', section: 'sistem', public: true },
  { path: '/lupapw-form', title: 'Lupa Password', section: 'sistem', public: true },
  { path: '/gantipw-form', title: 'Ganti Password', section: 'sistem', public: true, query: ['prs', 'rst'] },
  ...group('sistem', [
    ['/startingdb', 'Pengaturan Awal Database'],
    ['/home', 'Beranda'],
    ['/listinfo', 'Info Update'],
    ['/infosistem', 'Informasi Sistem'],
    ['/listbackup', 'Backup Data'],
    ['/restorebackup', 'Restore Backup'],
    ['/pengaturandb', 'Pengaturan Database'],
    ['/infodetail', 'Detail Info'],
  ]),
];

// §2.6 Master data
const master = group('master', [
  ['/listitem', 'Item', 'mItem'],
  ['/itemad', 'Tambah Item', 'mItem'],
  ['/itemed', 'Ubah Item', 'mItem'],
  ['/itemdup', 'Duplikat Item', 'mItem'],
  ['/itemadv2', 'Tambah Item (Mode Mudah)', 'mItem'],
  ['/itemedv2', 'Ubah Item (Mode Mudah)', 'mItem'],
  ['/itemdupv2', 'Duplikat Item (Mode Mudah)', 'mItem'],
  ['/itemadmp', 'Tambah Item Marketplace', 'mItem'],
  ['/itemedmp', 'Ubah Item Marketplace', 'mItem'],
  ['/itemadmp2', 'Tambah Item Marketplace 2', 'mItem'],
  ['/itemedmp2', 'Ubah Item Marketplace 2', 'mItem'],
  ['/kartustok', 'Kartu Stok', 'mKartuStok'],
  ['/datasheet', 'Datasheet Item', 'mItemDS'],
  ['/imdatasheet', 'Import Datasheet Item', 'mItemDS'],
  ...trio('mPelanggan', 'Pelanggan', '/listpel', '/pelad', '/peled'),
  ['/listpelverifikasi', 'Verifikasi Pelanggan', 'mPelanggan'],
  ['/pelverifikasi', 'Proses Verifikasi Pelanggan', 'mPelanggan'],
  ...trio('mSupplier', 'Supplier', '/listsupp', '/suppad', '/supped'),
  ...trio('mSales', 'Sales', '/listsales', '/salesad', '/salesed'),
  ['/listgruppel', 'Grup Pelanggan', 'mGroupPel'],
  ...trio('mWilayah', 'Wilayah', '/willist', '/wilad', '/wiled'),
  ...trio('mWilayah', 'Sub Wilayah', '/subwillist', '/subwilad', '/subwiled'),
  ['/pointpel', 'Setting Point Pelanggan', 'mSettingPoint'],
  ...trio('mMerek', 'Merek', '/listmerek', '/merekad', '/mereked'),
  ...trio('mJenis', 'Jenis', '/listjenis', '/jenisad', '/jenised'),
  ['/listsubjenis', 'Sub Jenis', 'mJenis'],
  ...trio('mBank', 'Bank', '/listbank', '/bankad', '/banked'),
  ...trio('mEmoney', 'E-Money', '/listemoney', '/emoneyad', '/emoneyed'),
  ...trio('mVarian', 'Varian', '/listvarian', '/varianad', '/varianed'),
  ...trio('mGudang', 'Gudang / Departemen', '/listdept', '/deptad', '/depted'),
  ...trio('mOngkir', 'Ongkos Kirim', '/listongkir', '/ongkirad', '/ongkired'),
  ['/listalamatkirim', 'Alamat Kirim'],
  ...trio('mDiskonPer', 'Diskon Periode', '/diskonperiodelist', '/diskonperiodead', '/diskonperiodeed'),
  ...trio('mPromosi', 'Periode Promo', '/periodepromolist', '/periodepromoad', '/periodepromoed'),
  ...trio('mPromosiTebus', 'Promo Tebus Murah', '/periodepromotebuslist', '/periodepromotebusad', '/periodepromotebused'),
]);

// §2.7 Purchasing and payments
const pembelian = group('pembelian', [
  ...trio('mPesanBeli', 'Pesanan Pembelian', '/pesanbelilist', '/pesanbeliad', '/pesanbelied'),
  ...trio('mBeli', 'Pembelian', '/belilist', '/beliad', '/belied'),
  ...trio('mReturBeli', 'Retur Pembelian', '/returbelilist', '/returbeliad', '/returbelied'),
  ['/returbeliflexad', 'Tambah Retur Pembelian Fleksibel', 'mReturBeli'],
  ['/returbeliflexed', 'Ubah Retur Pembelian Fleksibel', 'mReturBeli'],
  ['/listitemrb', 'Item Retur Pembelian', 'mReturBeli'],
  ['/historyhb', 'History Harga Beli', 'mHistoryHB'],
  ...trio('mBayarHutang', 'Pembayaran Hutang', '/bayarhutanglist', '/bayarhutangad', '/bayarhutanged'),
  ['/stsbghutad', 'Status Cek/Giro Hutang'],
  ['/saldoawalhutang', 'Saldo Awal Hutang', 'mSAAkun'],
  ['/imsaldoawalhutang', 'Import Saldo Awal Hutang', 'mSAAkun'],
]);

// §2.7 Sales
const penjualan = group('penjualan', [
  ...trio('mPesanJual', 'Pesanan Penjualan', '/pesanjuallist', '/pesanjualad', '/pesanjualed'),
  ['/infopayment', 'Info Pembayaran'],
  ['/historypesanmarketplace', 'History Pesanan Marketplace', 'mHistoryOrderMarketplace'],
  ['/pesanmarketplacelist', 'Pesanan Marketplace', 'mPesananMarketplace'],
  ['/pesanmarketplaceed', 'Ubah Pesanan Marketplace', 'mPesananMarketplace'],
  ...trio('mJual', 'Penjualan', '/kasirlist', '/kasirad', '/kasired'),
  ['/kasirlistmode2', 'Kasir', 'mJual'],
  ['/kasiradmode2', 'Kasir', 'mJual'],
  ['/kasiredmode2', 'Ubah Transaksi Kasir', 'mJual'],
  ['/kasiradmode3', 'Kasir (Mode 3)', 'mJual'],
  ['/kasiredmode3', 'Ubah Transaksi Kasir (Mode 3)', 'mJual'],
  // Not in the spec (issue 41): PPOB at the till (docs/ppob.md).
  ['/kasirppob', 'Kasir PPOB', 'mJual'],
  // Not in the spec (issue 39): the offline till's sales received, stock below zero and void block numbers (docs/kasir.md).
  ['/kasirluringlist', 'Penjualan Kasir Luring', 'mJual'],
  ...trio('mReturJual', 'Retur Penjualan', '/returjuallist', '/returjualad', '/returjualed'),
  ['/returjualflexad', 'Tambah Retur Penjualan Fleksibel', 'mReturJual'],
  ['/returjualflexed', 'Ubah Retur Penjualan Fleksibel', 'mReturJual'],
  ['/historyhj', 'History Harga Jual', 'mHistoryHJ'],
  ['/datapengirimanlist', 'Data Pengiriman'],
  ['/datapengirimaned', 'Ubah Data Pengiriman'],
  ['/pointpenjualanlist', 'Point Penjualan', 'mLaporanPoint'],
  ['/perbaikanpointpel', 'Perbaikan Point Pelanggan'],
  ['/terminalharga', 'Terminal Harga', 'mTerminalHarga'],
  ['/eksporcsv', 'Ekspor Faktur Pajak (CSV/XML)'],
  ...trio('mBayarPiutang', 'Pembayaran Piutang', '/bayarpiutanglist', '/bayarpiutangad', '/bayarpiutanged'),
  ['/stsbgpiutad', 'Status Cek/Giro Piutang'],
  ...trio('mBayarKomisiSls', 'Pembayaran Komisi Sales', '/bayarkomisislslist', '/bayarkomisislsad', '/bayarkomisislsed'),
  ['/stsbgkomisislsad', 'Status Cek/Giro Komisi Sales'],
  ['/saldoawalpiutang', 'Saldo Awal Piutang', 'mSAAkun'],
  ['/imsaldoawalpiutang', 'Import Saldo Awal Piutang', 'mSAAkun'],
]);

// §2.8 Assembly
const perakitan = group('perakitan', [
  ...trio('mPesanRakit', 'Pesanan Perakitan', '/pesanrakitan', '/pesanrakitad', '/pesanrakited'),
  ...trio('mRakit', 'Proses Perakitan', '/prosesrakitan', '/prosesrakitad', '/prosesrakited'),
  ...trio('mProsesJadi', 'Proses Barang Jadi', '/prosesrakitanjadi', '/prosesrakitjadiad', '/prosesrakitjadied'),
]);

// §2.8 Stock
const persediaan = group('persediaan', [
  ...trio('mItemMasuk', 'Item Masuk', '/itemmasuklist', '/itemmasukad', '/itemmasuked'),
  ...trio('mItemKeluar', 'Item Keluar', '/itemkeluarlist', '/itemkeluarad', '/itemkeluared'),
  ...trio('mTransferItem', 'Transfer Item', '/itemtransferlist', '/itemtransferad', '/itemtransfered'),
  ...trio('mPesanTransfer', 'Pesanan Transfer Item', '/pesanitemtransferlist', '/pesanitemtransferad', '/pesanitemtransfered'),
  ['/saldoawal', 'Saldo Awal Item', 'mSAItem'],
  ['/imsaldoawal', 'Import Saldo Awal Item', 'mSAItem'],
  ['/opnameae', 'Stok Opname', 'mStokOpname'],
  ['/imopname', 'Import Stok Opname', 'mStokOpname'],
  ['/stokminimum', 'Stok Minimum', 'mStokMin'],
  ['/perbaikansaldo', 'Perbaikan Saldo'],
]);

// §2.8 Accounting
const akuntansi = group('akuntansi', [
  ...trio('mDaftarPerkiraan', 'Data Perkiraan', '/dataperkiraan', '/dataperkiraanad', '/dataperkiraaned'),
  ['/settingperkiraan', 'Setting Perkiraan', 'mSettingAkun'],
  ...trio('mKasMasuk', 'Kas Masuk', '/kasmasuklist', '/kasmasukad', '/kasmasuked'),
  ...trio('mKasKeluar', 'Kas Keluar', '/kaskeluarlist', '/kaskeluarad', '/kaskeluared'),
  ...trio('mKasTransfer', 'Kas Transfer', '/kastransferlist', '/kastransferad', '/kastransfered'),
  ...trio('mJurnal', 'Jurnal', '/jurnallist', '/jurnalad', '/jurnaled'),
  ['/bukubesar', 'Buku Besar', 'mBukuBesar'],
  ...trio('mDepositKeSupplier', 'Deposit Supplier', '/depositlistsup', '/depositadsup', '/depositedsup'),
  ...trio('mDepositPelanggan', 'Deposit Pelanggan', '/depositlistpel', '/depositadpel', '/depositedpel'),
  ['/depositsaldo', 'Saldo Deposit'],
  ...trio('mDataAset', 'Data Aset', '/listdataaset', '/dataasetad', '/dataaseted'),
  ['/listgrupaset', 'Grup Aset', 'mGrupAset'],
  ['/prosespenyusutan', 'Proses Penyusutan', 'mPenyusutan'],
  ['/prosestahunan', 'Proses Tahunan', 'mProsesTahun'],
  ['/saldoawalperkiraan', 'Saldo Awal Perkiraan', 'mSAAkun'],
  ['/catatantrasanksilist', 'Catatan Transaksi', 'mCatatanTransaksi'],
]);

// §2.9 Reports: the menu; its /menulap… screens are not named in the spec and come with the reports issue.
const laporan = group('laporan', [['/menulaporan', 'Menu Laporan']]);

// §2.10 Admin and settings, imports
const IMPORTS: [suffix: string, title: string][] = [
  ['supplier', 'Supplier'],
  ['pelanggan', 'Pelanggan'],
  ['sales', 'Sales'],
  ['itemone', 'Item (Satu Satuan)'],
  ['itemsatuan', 'Item (Multi Satuan)'],
  ['itemjumlah', 'Item (Harga per Jumlah)'],
  ['itemlevel', 'Item (Harga per Level)'],
  ['itemvarianjumlah', 'Item Varian (Harga per Jumlah)'],
  ['itemvarianlevel', 'Item Varian (Harga per Level)'],
  ['penjualan', 'Penjualan'],
];

const pengaturan = group('pengaturan', [
  ...trio('mUser', 'User', '/listuser', '/userad', '/usered'),
  ['/aksesuser', 'Akses User', 'mUser'],
  ['/aksesuserkelompokad', 'Tambah Kelompok Akses User', 'mUser'],
  ['/aksesuserkelompoked', 'Ubah Kelompok Akses User', 'mUser'],
  ['/pengaturanumum', 'Pengaturan Umum', 'mSettingUmum'],
  ['/pengaturanwebsite', 'Pengaturan Tema'],
  ['/pengaturanppob', 'Pengaturan PPOB', 'mSettingPPOB'],
  ['/pengaturanmp', 'Pengaturan Marketplace', 'mSettingMP'],
  ['/pengaturanapisistem', 'Pengaturan API Sistem', 'mSettingApi'],
  ['/dataperusahaan', 'Data Perusahaan', 'mDtPerusahaan'],
  ['/miniprinter', 'Mini Printer'],
  ['/settingnomorsp', 'Setting Nomor SP'],
  ['/settingnomortrs', 'Setting Nomor Transaksi', 'mSettingNoTrs'],
  ['/logaktivitas', 'Log Aktivitas', 'mLogAktivitas'],
  ['/modulterbuka', 'Modul Terbuka', 'mListResetModulOL'],
  ['/paymentgateway', 'Payment Gateway', 'mPaymentGateway'],
  ['/pengaturanwa', 'Pengaturan WhatsApp', 'mSettingUmum'],
  ...IMPORTS.map(([s, t]): Entry => [`/importdata${s}`, `Import Data ${t}`, 'mImportData']),
]);

// §2.5 E-commerce share screens. The spec names /daftar{product}share and /shareinfo; the share
// list screens are described by content only, so their paths follow the product's list/ad/ed pattern.
const SHARE_EDITABLE: [key: string, title: string][] = [
  ['content', 'Konten'],
  ['banner', 'Banner'],
  ['blog', 'Blog'],
  ['kategori', 'Kategori'],
  ['service', 'Layanan'],
];
const SHARE_LIST_ONLY: [key: string, title: string][] = [
  ['label', 'Label'],
  ['topcollection', 'Top Collection'],
  ['specialmerek', 'Merek Spesial'],
  ['specialproduct', 'Produk Spesial'],
  ['subscriber', 'Subscriber'],
];
const ecommerce = group('ecommerce', [
  ['/daftarniagashare', 'Daftar Niaga Share'],
  ['/shareinfo', 'Info Toko Online', 'mShare'],
  ['/listshareitem', 'Share Item', 'mShare'],
  ...SHARE_EDITABLE.flatMap(([k, t]) => trio(undefined, `Share ${t}`, `/listshare${k}`, `/share${k}ad`, `/share${k}ed`)),
  ...SHARE_LIST_ONLY.map(([k, t]): Entry => [`/listshare${k}`, `Share ${t}`]),
]);

/** Every non-doctype screen the spec names, as planned (before doctype declarations are applied). */
export const plannedScreens: CatalogRoute[] = [
  ...sistem,
  ...master,
  ...pembelian,
  ...penjualan,
  ...perakitan,
  ...persediaan,
  ...akuntansi,
  ...laporan,
  ...pengaturan,
  ...ecommerce,
];
