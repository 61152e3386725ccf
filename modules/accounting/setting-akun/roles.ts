/**
 * Account roles (ACCOUNTING.md §1, /settingperkiraan mSettingAkun): postings name a role, the
 * company binds each role to an account. `kode` is the default account of the seeded chart.
 */
export interface AccountRole {
  peran: string;
  label: string;
  kode: string;
  /** Account types the role may be bound to (empty: any detail account). */
  tipe?: string[];
}

export const ROLES: AccountRole[] = [
  { peran: 'kas', label: 'Kas', kode: '1-1100', tipe: ['KAS'] },
  { peran: 'kaskecil', label: 'Kas Kecil', kode: '1-1110', tipe: ['KAS'] },
  { peran: 'bank', label: 'Bank', kode: '1-1200', tipe: ['BANK'] },
  { peran: 'piutang', label: 'Piutang Usaha', kode: '1-1300', tipe: ['PIUTANG'] },
  { peran: 'piutanggiro', label: 'Piutang Giro', kode: '1-1310' },
  { peran: 'piutangedc', label: 'Piutang Kartu/EDC dan E-Money', kode: '1-1320' },
  // QRIS payments until the settlement (issue 38; @niaga/payment PERAN_QRIS).
  { peran: 'kliringqris', label: 'Kliring QRIS', kode: '1-1330' },
  { peran: 'persediaan', label: 'Persediaan Barang', kode: '1-1400', tipe: ['PERSEDIAAN'] },
  { peran: 'barangdalamproses', label: 'Barang Dalam Proses (Perakitan)', kode: '1-1450' },
  { peran: 'ppnmasukan', label: 'PPN Masukan', kode: '1-1500' },
  { peran: 'uangmukabeli', label: 'Uang Muka Pembelian', kode: '1-1600' },
  { peran: 'depositppob', label: 'Deposit PPOB', kode: '1-1700' },
  { peran: 'hutang', label: 'Hutang Usaha', kode: '2-1100', tipe: ['HUTANG'] },
  { peran: 'hutanggiro', label: 'Hutang Giro', kode: '2-1110' },
  { peran: 'ppnkeluaran', label: 'PPN Keluaran', kode: '2-1200' },
  { peran: 'uangmukajual', label: 'Uang Muka Penjualan', kode: '2-1300' },
  { peran: 'hutangkomisi', label: 'Hutang Komisi Sales', kode: '2-1400' },
  { peran: 'hutangkonsinyasi', label: 'Hutang Konsinyasi', kode: '2-1500' },
  { peran: 'modal', label: 'Modal', kode: '3-1000', tipe: ['MODAL'] },
  { peran: 'ekuitassaldoawal', label: 'Ekuitas Saldo Awal', kode: '3-2000', tipe: ['MODAL'] },
  { peran: 'labaditahan', label: 'Laba Ditahan', kode: '3-3000', tipe: ['MODAL'] },
  { peran: 'lababerjalan', label: 'Laba Tahun Berjalan', kode: '3-4000', tipe: ['MODAL'] },
  { peran: 'penjualan', label: 'Penjualan', kode: '4-1000' },
  { peran: 'returpenjualan', label: 'Retur Penjualan', kode: '4-1100' },
  { peran: 'potonganpenjualan', label: 'Potongan Penjualan', kode: '4-1200' },
  { peran: 'pendapatanppob', label: 'Pendapatan PPOB', kode: '4-2000' },
  { peran: 'pembulatan', label: 'Pendapatan Lain / Pembulatan', kode: '4-9000' },
  { peran: 'hpp', label: 'Harga Pokok Penjualan', kode: '5-1000' },
  { peran: 'potonganpembelian', label: 'Potongan Pembelian', kode: '5-1100' },
  { peran: 'selisihpersediaan', label: 'Selisih Persediaan', kode: '5-1200' },
  { peran: 'bebankomisi', label: 'Beban Komisi Sales', kode: '6-1400' },
  { peran: 'bebanpenyusutan', label: 'Beban Penyusutan', kode: '6-1500' },
  { peran: 'ongkoskirim', label: 'Beban Ongkos Kirim', kode: '6-1600' },
  // Marketplace orders (issue 37): paid into the shop's balance at the platform, its fees an expense.
  { peran: 'saldomarketplace', label: 'Saldo Marketplace', kode: '1-1210', tipe: ['BANK'] },
  { peran: 'biayamarketplace', label: 'Beban Biaya Marketplace', kode: '6-1700' },
];

export type RoleName = (typeof ROLES)[number]['peran'];
