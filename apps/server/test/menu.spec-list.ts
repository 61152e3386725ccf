/**
 * The side menu of spec §2.5 written out by hand, as modules/admin/menu.ts held it before the menu
 * was derived from the module manifests: sections, groups and entries with their routes, titles
 * and access names. Test data only: access.test.ts checks that the derived menu equals it.
 */
import type { MenuEntry, MenuGroup, MenuSection } from '@niaga/admin/menu';

const e = (title: string, route: string, access?: string): MenuEntry => (access ? { title, route, access } : { title, route });
const g = (title: string, ...children: MenuEntry[]): MenuGroup => ({ title, children });

const SHARE = ['content', 'banner', 'label', 'topcollection', 'specialmerek', 'specialproduct', 'blog', 'kategori', 'service', 'item', 'subscriber'];
const SHARE_TITLE: Record<string, string> = {
  content: 'Konten',
  banner: 'Banner',
  label: 'Label',
  topcollection: 'Top Collection',
  specialmerek: 'Merek Spesial',
  specialproduct: 'Produk Spesial',
  blog: 'Blog',
  kategori: 'Kategori',
  service: 'Layanan',
  item: 'Item',
  subscriber: 'Subscriber',
};
const IMPORTS: Array<[string, string]> = [
  ['supplier', 'Supplier'],
  ['pelanggan', 'Pelanggan'],
  ['sales', 'Sales'],
  ['itemone', 'Item (Satu Satuan)'],
  ['itemsatuan', 'Item Multi Satuan'],
  ['itemjumlah', 'Item Harga Jumlah'],
  ['itemlevel', 'Item Harga Level'],
  ['itemvarianjumlah', 'Item Varian Harga Jumlah'],
  ['itemvarianlevel', 'Item Varian Harga Level'],
  ['penjualan', 'Penjualan'],
];

export const SPEC_SECTIONS: MenuSection[] = [
  {
    key: 'mSMaster',
    title: 'Master Data',
    children: [
      e('Item', '/listitem', 'mItem'),
      e('Kartu Stok', '/kartustok', 'mKartuStok'),
      e('Datasheet Item', '/datasheet', 'mItemDS'),
      e('Supplier', '/listsupp', 'mSupplier'),
      e('Pelanggan', '/listpel', 'mPelanggan'),
      e('Sales', '/listsales', 'mSales'),
      e('Grup Pelanggan', '/listgruppel', 'mGroupPel'),
      g('Wilayah', e('Wilayah', '/willist', 'mWilayah'), e('Sub Wilayah', '/subwillist', 'mWilayah')),
      g(
        'Diskon & Promosi',
        e('Diskon Periode', '/diskonperiodelist', 'mDiskonPer'),
        e('Promosi', '/periodepromolist', 'mPromosi'),
        e('Promosi Tebus Murah', '/periodepromotebuslist', 'mPromosiTebus'),
      ),
      g(
        'Data Lainnya',
        e('Point Pelanggan', '/pointpel', 'mSettingPoint'),
        e('Satuan', '/listsatuan', 'mSatuan'),
        e('Merek', '/listmerek', 'mMerek'),
        e('Jenis', '/listjenis', 'mJenis'),
        e('Sub Jenis', '/listsubjenis', 'mJenis'),
        e('Varian', '/listvarian', 'mVarian'),
        e('Bank', '/listbank', 'mBank'),
        e('E-Money', '/listemoney', 'mEmoney'),
        e('Ongkos Kirim', '/listongkir', 'mOngkir'),
        e('Gudang / Dept', '/listdept', 'mGudang'),
      ),
    ],
  },
  {
    key: 'mSPembelian',
    title: 'Pembelian',
    children: [
      e('Pesanan Pembelian', '/pesanbelilist', 'mPesanBeli'),
      e('Pembelian', '/belilist', 'mBeli'),
      g('Retur', e('Retur Pembelian', '/returbelilist', 'mReturBeli'), e('Retur Pembelian Baru', '/returbeliad', 'mReturBeli'), e('Retur Pembelian Fleksibel', '/returbeliflexad', 'mReturBeli'), e('Item Retur Pembelian', '/listitemrb', 'mReturBeli')),
      e('History Harga Beli', '/historyhb', 'mHistoryHB'),
      g('Bayar Hutang', e('Pembayaran Hutang', '/bayarhutanglist', 'mBayarHutang'), e('Status Giro Hutang', '/stsbghutad')),
    ],
  },
  {
    key: 'mSPenjualan',
    title: 'Penjualan',
    children: [
      e('Pesanan Penjualan', '/pesanjuallist', 'mPesanJual'),
      g('Marketplace', e('Pesanan Marketplace', '/pesanmarketplacelist', 'mPesananMarketplace'), e('History Pesanan Marketplace', '/historypesanmarketplace', 'mHistoryOrderMarketplace')),
      e('Penjualan', '/kasirlist', 'mJual'),
      e('Kasir', '/kasirlistmode2', 'mJual'),
      // Not in the spec (issue 39, docs/kasir.md): the offline till's sales, stock below zero, void block numbers.
      e('Kasir Luring (Stok Minus)', '/kasirluringlist', 'mJual'),
      g('Retur', e('Retur Penjualan', '/returjuallist', 'mReturJual'), e('Retur Penjualan Baru', '/returjualad', 'mReturJual'), e('Retur Penjualan Fleksibel', '/returjualflexad', 'mReturJual')),
      g('Point', e('Point Penjualan', '/pointpenjualanlist', 'mLaporanPoint'), e('Perbaikan Point Pelanggan', '/perbaikanpointpel')),
      e('History Harga Jual', '/historyhj', 'mHistoryHJ'),
      e('Data Pengiriman', '/datapengirimanlist'),
      g('Bayar Piutang', e('Pembayaran Piutang', '/bayarpiutanglist', 'mBayarPiutang'), e('Status Giro Piutang', '/stsbgpiutad')),
      g('Komisi Sales', e('Pembayaran Komisi Sales', '/bayarkomisislslist', 'mBayarKomisiSls'), e('Status Giro Komisi', '/stsbgkomisislsad')),
      g('Faktur Pajak', e('Ekspor Faktur Pajak', '/eksporcsv'), e('Nomor Seri Faktur Pajak', '/nsfplist', 'mNSFP')),
      e('Terminal Harga', '/terminalharga', 'mTerminalHarga'),
    ],
  },
  {
    key: 'mSPerakitan',
    title: 'Perakitan',
    children: [e('Pesanan Perakitan', '/pesanrakitan', 'mPesanRakit'), e('Proses Perakitan', '/prosesrakitan', 'mRakit'), e('Proses Barang Jadi', '/prosesrakitanjadi', 'mProsesJadi')],
  },
  {
    key: 'mSPersediaan',
    title: 'Persediaan',
    children: [
      e('Item Masuk', '/itemmasuklist', 'mItemMasuk'),
      e('Item Keluar', '/itemkeluarlist', 'mItemKeluar'),
      e('Pesanan Transfer Item', '/pesanitemtransferlist', 'mPesanTransfer'),
      e('Transfer Item', '/itemtransferlist', 'mTransferItem'),
      e('Saldo Awal Item', '/saldoawal', 'mSAItem'),
      e('Stok Opname', '/opnameae', 'mStokOpname'),
      e('Stok Minimum', '/stokminimum', 'mStokMin'),
      e('Perbaikan Saldo', '/perbaikansaldo'),
    ],
  },
  {
    key: 'mSAkuntansi',
    title: 'Akuntansi',
    children: [
      e('Data Perkiraan', '/dataperkiraan', 'mDaftarPerkiraan'),
      e('Kas Masuk', '/kasmasuklist', 'mKasMasuk'),
      e('Kas Keluar', '/kaskeluarlist', 'mKasKeluar'),
      e('Kas Transfer', '/kastransferlist', 'mKasTransfer'),
      e('Jurnal Umum', '/jurnallist', 'mJurnal'),
      e('Buku Besar', '/bukubesar', 'mBukuBesar'),
      g('Deposit', e('Deposit ke Supplier', '/depositlistsup', 'mDepositKeSupplier'), e('Deposit Pelanggan', '/depositlistpel', 'mDepositPelanggan'), e('Saldo Deposit', '/depositsaldo')),
      g('Aset', e('Data Aset', '/listdataaset', 'mDataAset'), e('Grup Aset', '/listgrupaset', 'mGrupAset'), e('Proses Penyusutan', '/prosespenyusutan', 'mPenyusutan')),
      e('Proses Tahunan', '/prosestahunan', 'mProsesTahun'),
      g(
        'Lainnya',
        e('Saldo Awal Perkiraan', '/saldoawalperkiraan', 'mSAAkun'),
        e('Saldo Awal Hutang', '/saldoawalhutang', 'mSAAkun'),
        e('Saldo Awal Piutang', '/saldoawalpiutang', 'mSAAkun'),
        e('Setting Perkiraan', '/settingperkiraan', 'mSettingAkun'),
        e('Catatan Transaksi', '/catatantrasanksilist', 'mCatatanTransaksi'),
      ),
    ],
  },
  { key: 'mSLaporan', title: 'Laporan', accessPrefix: 'mLap', children: [e('Menu Laporan', '/menulaporan')] },
  {
    key: 'mSPengaturan',
    title: 'Pengaturan',
    children: [
      e('Akses User', '/aksesuser', 'mUser'),
      e('Data User', '/listuser', 'mUser'),
      e('Tema Website', '/pengaturanwebsite'),
      e('Pengaturan Umum', '/pengaturanumum', 'mSettingUmum'),
      e('Data Perusahaan', '/dataperusahaan', 'mDtPerusahaan'),
      e('Pengaturan PPOB', '/pengaturanppob', 'mSettingPPOB'),
      e('Pengaturan Marketplace', '/pengaturanmp', 'mSettingMP'),
      e('Payment Gateway', '/paymentgateway', 'mPaymentGateway'),
      e('Mini Printer', '/miniprinter'),
      e('Setting Nomor Surat Pesanan', '/settingnomorsp'),
      e('Setting Nomor Transaksi', '/settingnomortrs', 'mSettingNoTrs'),
      e('Log Aktivitas', '/logaktivitas', 'mLogAktivitas'),
      e('Modul Terbuka', '/modulterbuka', 'mListResetModulOL'),
      e('Backup Database', '/listbackup'),
      g('Import Data', ...IMPORTS.map(([k, t]) => e(`Import ${t}`, `/importdata${k}`, 'mImportData'))),
      e('Pengaturan Database', '/pengaturandb'),
      e('Info Sistem', '/infosistem'),
    ],
  },
  {
    key: 'mSPengaturanEcommerce',
    title: 'E-commerce',
    children: [e('Daftar Toko Online', '/daftarniagashare', 'mShare'), e('Info Share', '/shareinfo', 'mShare'), ...SHARE.map((s) => e(`Share ${SHARE_TITLE[s]}`, `/listshare${s}`, 'mShare')),
      // Not in the spec (issue 42, docs/store.md): the orders the online store received.
      e('Pesanan Toko Online', '/listsharepesanan', 'mShare')],
  },
];

