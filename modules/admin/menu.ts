/**
 * The side menu of spec §2.5, written once: sections, groups and entries with their routes,
 * titles and access names (spec §2.6–2.10). Isomorphic: the server computes permissions from it
 * (authactmenu, GetAllowAccessMenu), the web renders the menu from it. No server imports here.
 */

export interface MenuEntry {
  title: string;
  route: string;
  /** Module access name checked with action mopen; none means "shown with its section". */
  access?: string;
}

export interface MenuGroup {
  title: string;
  children: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

export type SectionKey =
  | 'mSMaster'
  | 'mSPembelian'
  | 'mSPenjualan'
  | 'mSPerakitan'
  | 'mSPersediaan'
  | 'mSAkuntansi'
  | 'mSLaporan'
  | 'mSPengaturan'
  | 'mSPengaturanEcommerce';

export interface MenuSection {
  /** The section flag (tbl_initauth aut_{key}); also an access name that opens the whole section. */
  key: SectionKey;
  title: string;
  /** Modules whose names start with this also open the section (the report modules mLap…). */
  accessPrefix?: string;
  children: MenuItem[];
}

/** Module flags of tbl_initauth_modul. */
export const MODULE_FLAGS = ['mSKasir', 'mJual', 'mKasLaci', 'mSTerminalHarga'] as const;

export const HOME: MenuEntry = { title: 'Home', route: '/home' };
/** Shown only when the Penjualan section is not permitted but mSTerminalHarga is. */
export const TERMINAL_HARGA: MenuEntry = { title: 'Terminal Harga', route: '/terminalharga', access: 'mSTerminalHarga' };
/** Shown only when the Penjualan section is not permitted but mSKasir is. */
export const KASIR: MenuEntry = { title: 'Kasir', route: '/kasirlistmode2', access: 'mSKasir' };

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

export const SECTIONS: MenuSection[] = [
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
    children: [e('Daftar Toko Online', '/daftarniagashare'), e('Info Share', '/shareinfo'), ...SHARE.map((s) => e(`Share ${SHARE_TITLE[s]}`, `/listshare${s}`))],
  },
];

export const isGroup = (m: MenuItem): m is MenuGroup => 'children' in m;

/** Every entry of a section, groups flattened. */
export const sectionEntries = (s: MenuSection): MenuEntry[] => s.children.flatMap((c) => (isGroup(c) ? c.children : [c]));

/** Access names of a section's entries. */
export const sectionModules = (s: MenuSection): string[] => [...new Set(sectionEntries(s).flatMap((x) => (x.access ? [x.access] : [])))];

/** Every access name the menu knows (sections, entries, module flags). */
export const MENU_ACCESS_NAMES: string[] = [...new Set([...SECTIONS.flatMap((s) => [s.key, ...sectionModules(s)]), ...MODULE_FLAGS, 'mTerminalHarga'])].sort();

/** May open: the access names a user may open, or 'all' for an administrator. */
export type Allowed = 'all' | ReadonlySet<string> | readonly string[];

const has = (a: Allowed, m: string) => a === 'all' || (Array.isArray(a) ? a.includes(m) : (a as ReadonlySet<string>).has(m));
const hasPrefix = (a: Allowed, p: string) => a === 'all' || [...(a as Iterable<string>)].some((m) => m.startsWith(p));

/** Section flag: the section's own name, or any module of the section (or of its prefix). */
export function sectionAllowed(s: MenuSection, allowed: Allowed): boolean {
  if (has(allowed, s.key)) return true;
  if (s.accessPrefix && hasPrefix(allowed, s.accessPrefix)) return true;
  return sectionModules(s).some((m) => has(allowed, m));
}

/** tbl_initauth (nine section flags) and tbl_initauth_modul (four module flags). */
export function initAuth(allowed: Allowed) {
  const sections = Object.fromEntries(SECTIONS.map((s) => [`aut_${s.key}`, sectionAllowed(s, allowed)])) as Record<`aut_${SectionKey}`, boolean>;
  const modules = Object.fromEntries(MODULE_FLAGS.map((m) => [`aut_${m}`, has(allowed, m)])) as Record<`aut_${(typeof MODULE_FLAGS)[number]}`, boolean>;
  return { tbl_initauth: [sections], tbl_initauth_modul: [modules] };
}

export type VisibleItem = MenuEntry | MenuGroup | (Omit<MenuSection, 'children'> & { children: MenuItem[] });

/**
 * The menu a user sees: Home; Terminal Harga and Kasir standalone when Penjualan is not
 * permitted but their module is; each permitted section with its permitted entries (an entry
 * without an access name shows with its section); empty groups dropped.
 */
export function visibleMenu(allowed: Allowed): VisibleItem[] {
  const out: VisibleItem[] = [HOME];
  const penjualan = sectionAllowed(SECTIONS.find((s) => s.key === 'mSPenjualan')!, allowed);
  if (!penjualan && has(allowed, 'mSTerminalHarga')) out.push(TERMINAL_HARGA);
  if (!penjualan && has(allowed, 'mSKasir')) out.push(KASIR);
  const entryOk = (x: MenuEntry) => !x.access || has(allowed, x.access);
  for (const s of SECTIONS) {
    if (!sectionAllowed(s, allowed)) continue;
    const allInSection = has(allowed, s.key);
    const children: MenuItem[] = [];
    for (const c of s.children) {
      if (isGroup(c)) {
        const kids = c.children.filter((x) => allInSection || entryOk(x));
        if (kids.length) children.push({ title: c.title, children: kids });
      } else if (allInSection || entryOk(c)) children.push(c);
    }
    if (children.length) out.push({ key: s.key, title: s.title, accessPrefix: s.accessPrefix, children });
  }
  return out;
}

/** The title of a route in the menu, for the page header. */
export function menuTitle(route: string): string | undefined {
  if (route === HOME.route) return HOME.title;
  for (const s of SECTIONS) for (const x of sectionEntries(s)) if (x.route === route) return x.title;
  return undefined;
}
