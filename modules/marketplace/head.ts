// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/**
 * Marketplaces (spec §2.10 Pengaturan Marketplace, §3 Marketplace shop, §7.6): the company's shops on
 * Tokopedia, Shopee, Lazada and TiktokShop. Today it holds the shop register and the Tokopedia
 * merge information of /home (issue 16); connecting shops, item mapping and order sync come with
 * the marketplace wave on the same table; `itemmp` maps the shops' listings to our items, `pesananmp`
 * keeps their orders (issue 37): both declared in the full manifest. Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

// The E-commerce share screens (spec §2.5) are the online store's: modules/store.

// Connecting shops (issue 37): one lazily loaded chunk (modules/marketplace/screens).
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));

export default defineHead({
  name: 'marketplace',
  section: 'pengaturan',
  // Planned screens (spec §2.7, §2.10): "Belum tersedia" until built.
  screens: [
    // The orders' list and view are pesananmp's generic screens; the history is the same list of the orders that are done.
    { path: '/historypesanmarketplace', title: 'History Pesanan Marketplace', access: 'mHistoryOrderMarketplace', section: 'penjualan', load: () => import('./screens/HistoryPesanan') },
    { path: '/pengaturanmp', title: 'Pengaturan Marketplace', access: 'mSettingMP', load: screen('PengaturanMp') },
    // The variant mapping forms (spec §2.6 /itemadmp2, /itemedmp2): itemmp's form for one model of a variant listing.
    { path: '/itemadmp2', title: 'Tambah Item Marketplace 2', access: 'mItem', section: 'master', load: screen('ItemMpVarianAdd') },
    { path: '/itemedmp2', title: 'Ubah Item Marketplace 2', access: 'mItem', section: 'master', load: screen('ItemMpVarianEdit') },
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/pesanmarketplacelist', sequence: 20, group: 'Marketplace', section: 'penjualan' },
    { route: '/historypesanmarketplace', sequence: 30, group: 'Marketplace' },
    { route: '/pengaturanmp', sequence: 70 },
  ],
});
