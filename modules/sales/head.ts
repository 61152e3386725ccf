// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Sales at the till and in the back office (spec §2.7 Penjualan): one line per doctype. Isomorphic. */
import { defineHead, type RowActionDecl, type ScreenDecl } from '@niaga/kernel';

// The cashier (issue 14): the till in modes 2 and 3 is one lazily loaded chunk. Not in the till's
// chunk: the price terminal, deposits, the mode-3 edit (the document form), the points repair, the
// free returns and the back-office screens (issue 15) load only when opened.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));
const returFlex = (name: keyof typeof import('./screens/ReturFlex')) => () => import('./screens/ReturFlex').then((m) => ({ default: m[name] }));

/** Sales lists (till and back office): the receipt of a saved sale again, marked CETAK ULANG. */
const cetakStruk: RowActionDecl = {
  name: 'cetakstruk',
  label: 'Cetak Struk',
  icon: 'printer',
  key: 'P',
  run: (row, meta) => import('./screens/reprint').then((m) => m.cetakStruk(meta.name as 'kasir' | 'jual', row.id as number)),
};

/**
 * Sales lists: the row's document to the customer's WhatsApp (`wa_kirim`, to the customer's
 * telephone): the till's receipt, the invoice, the invoice's receivable reminder.
 */
const kirimWa = (jenis: 'struk' | 'faktur' | 'pengingat', label: string, key: string): RowActionDecl => ({
  name: `kirimwa${jenis}`,
  label,
  icon: jenis === 'pengingat' ? 'pengingat' : 'whatsapp',
  key,
  run: (row, meta) => import('./screens/kirimWa').then((m) => m.kirimWa(jenis, meta.name as 'kasir' | 'jual', row.id as number)),
});

export default defineHead({
  name: 'sales',
  section: 'penjualan',
  screens: [
    // The till renders without the modules' declarations (its pickers wait for them: TillPicker).
    { path: '/kasiradmode2', load: screen('Kasir'), light: true },
    { path: '/kasiradmode3', title: 'Kasir (Mode 3)', access: 'mJual', load: screen('KasirMode3'), light: true },
    { path: '/kasiredmode3', title: 'Ubah Transaksi Kasir (Mode 3)', access: 'mJual', load: () => import('./screens/KasirEdit') },
    { path: '/terminalharga', title: 'Terminal Harga', access: 'mTerminalHarga', load: () => import('./screens/TerminalHarga') },
    { path: '/depositsaldo', title: 'Saldo Deposit', section: 'akuntansi', load: () => import('./screens/DepositSaldo') },
    { path: '/perbaikanpointpel', title: 'Perbaikan Point Pelanggan', load: () => import('./screens/PerbaikanPointPel') },
    { path: '/kasirluringlist', title: 'Penjualan Kasir Luring', access: 'mJual', load: () => import('./screens/KasirLuring') },
    { path: '/infopayment', title: 'Info Pembayaran', load: () => import('./screens/info/InfoPayment') },
    { path: '/historyhj', title: 'History Harga Jual', access: 'mHistoryHJ', load: () => import('./screens/info/HistoryHJ') },
    { path: '/pointpenjualanlist', title: 'Point Penjualan', access: 'mLaporanPoint', load: () => import('./screens/info/PointPenjualan') },
    { path: '/eksporcsv', title: 'Ekspor Faktur Pajak (CSV/XML)', load: () => import('./screens/info/EksporFaktur') },
    { path: '/pengaturanwa', title: 'Pengaturan WhatsApp', access: 'mSettingUmum', section: 'pengaturan', load: () => import('./screens/PengaturanWa') },
    // Free returns (issues 13, 15): the mode-2 add and edit routes of returjual and returbeli on the
    // document form. One screen file serves both; the purchase side is declared here because sales
    // sits above purchasing (it imports returbeli, purchasing may not import returjual).
    { path: '/returjualflexad', title: 'Tambah Retur Penjualan Fleksibel', access: 'mReturJual', load: returFlex('ReturJualFlexAdd') },
    { path: '/returjualflexed', title: 'Ubah Retur Penjualan Fleksibel', access: 'mReturJual', load: returFlex('ReturJualFlexEdit') },
    { path: '/returbeliflexad', title: 'Tambah Retur Pembelian Fleksibel', access: 'mReturBeli', section: 'pembelian', load: returFlex('ReturBeliFlexAdd') },
    { path: '/returbeliflexed', title: 'Ubah Retur Pembelian Fleksibel', access: 'mReturBeli', section: 'pembelian', load: returFlex('ReturBeliFlexEdit') },
  ] satisfies ScreenDecl[],
  rowActions: {
    kasir: [cetakStruk, kirimWa('struk', 'Kirim Struk WA', 'W')],
    jual: [cetakStruk, kirimWa('faktur', 'Kirim Faktur WA', 'W'), kirimWa('pengingat', 'Kirim Pengingat Piutang WA', 'G')],
  },
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/returbeliflexad', sequence: 50, group: 'Retur', title: 'Retur Pembelian Fleksibel' },
    { route: '/pesanjuallist', sequence: 10 },
    { route: '/kasirlist', sequence: 40 },
    { route: '/kasirlistmode2', sequence: 50, title: 'Kasir' },
    { route: '/kasirluringlist', sequence: 55, title: 'Kasir Luring (Stok Minus)' },
    { route: '/returjuallist', sequence: 60, group: 'Retur' },
    { route: '/returjualad', sequence: 70, group: 'Retur', title: 'Retur Penjualan Baru' },
    { route: '/returjualflexad', sequence: 80, group: 'Retur', title: 'Retur Penjualan Fleksibel' },
    { route: '/pointpenjualanlist', sequence: 90, group: 'Point' },
    { route: '/perbaikanpointpel', sequence: 100, group: 'Point' },
    { route: '/historyhj', sequence: 110 },
    { route: '/datapengirimanlist', sequence: 120, access: null },
    { route: '/bayarpiutanglist', sequence: 130, group: 'Bayar Piutang' },
    { route: '/bayarkomisislslist', sequence: 150, group: 'Komisi Sales' },
    { route: '/eksporcsv', sequence: 170, group: 'Faktur Pajak', title: 'Ekspor Faktur Pajak' },
    { route: '/nsfplist', sequence: 180, group: 'Faktur Pajak' },
    { route: '/terminalharga', sequence: 190 },
    { route: '/depositlistpel', section: 'akuntansi', sequence: 80, group: 'Deposit' },
    { route: '/depositsaldo', sequence: 90, group: 'Deposit' },
    { route: '/saldoawalpiutang', section: 'akuntansi', sequence: 160, group: 'Lainnya' },
  ],
});
