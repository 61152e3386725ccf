// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it —
// its screens with their lazy loaders, its menu lines and row actions. The full manifest
// (./manifest.ts) spreads it and adds the doctypes, reports, access names and codes.
/** Master data (spec §2.6): one line per doctype. Isomorphic: the web reads it too. */
import { defineHead, type ScreenDecl, type Section } from '@niaga/kernel';
import { IMPORTS, importAccess, importRoute } from './import/kinds';

// Master data (issue 11): the item screens, one lazily loaded chunk. Imports (issue 11): one screen
// for every /importdata… and /im… kind (./import/kinds.ts), its own chunk.
const screen = (name: keyof typeof import('./screens')) => () => import('./screens').then((m) => ({ default: m[name] }));
const ImportData = () => import('./screens/import/ImportData');
const IMPORT_SECTION: Record<string, Section> = { SAH: 'pembelian', SAP: 'penjualan', SA: 'persediaan', OP: 'persediaan', DS: 'master' };
const IMPORT_SCREENS: ScreenDecl[] = IMPORTS.map((k) => ({
  path: importRoute(k),
  title: k.route ? `Import ${k.title}` : `Import Data ${k.title}`,
  access: importAccess(k),
  section: IMPORT_SECTION[k.kode] ?? 'pengaturan',
  load: ImportData,
}));

export default defineHead({
  name: 'master',
  section: 'master',
  screens: [
    { path: '/itemad', load: screen('ItemAdd') },
    { path: '/itemed', load: screen('ItemEdit') },
    { path: '/itemdup', title: 'Duplikat Item', access: 'mItem', load: screen('ItemDup') },
    { path: '/itemadv2', title: 'Tambah Item (Mode Mudah)', access: 'mItem', load: screen('ItemAddV2') },
    { path: '/itemedv2', title: 'Ubah Item (Mode Mudah)', access: 'mItem', load: screen('ItemEditV2') },
    { path: '/itemdupv2', title: 'Duplikat Item (Mode Mudah)', access: 'mItem', load: screen('ItemDupV2') },
    { path: '/listpelverifikasi', title: 'Verifikasi Pelanggan', access: 'mPelanggan', load: screen('ListPelVerifikasi') },
    { path: '/pelverifikasi', title: 'Proses Verifikasi Pelanggan', access: 'mPelanggan', load: screen('PelVerifikasi') },
    ...IMPORT_SCREENS,
  ] satisfies ScreenDecl[],
  // Its entries in the side menu (spec §2.5), by section and sequence (modules/admin/menu.ts).
  menu: [
    { route: '/listitem', sequence: 10 },
    { route: '/listsupp', sequence: 40 },
    { route: '/listpel', sequence: 50 },
    { route: '/listsales', sequence: 60 },
    { route: '/listgruppel', sequence: 70 },
    { route: '/willist', sequence: 80, group: 'Wilayah' },
    { route: '/subwillist', sequence: 90, group: 'Wilayah' },
    { route: '/diskonperiodelist', sequence: 100, group: 'Diskon & Promosi' },
    { route: '/periodepromolist', sequence: 110, group: 'Diskon & Promosi', title: 'Promosi' },
    { route: '/periodepromotebuslist', sequence: 120, group: 'Diskon & Promosi', title: 'Promosi Tebus Murah' },
    { route: '/pointpel', sequence: 130, group: 'Data Lainnya', title: 'Point Pelanggan' },
    { route: '/listmerek', sequence: 150, group: 'Data Lainnya' },
    { route: '/listjenis', sequence: 160, group: 'Data Lainnya' },
    { route: '/listsubjenis', sequence: 170, group: 'Data Lainnya' },
    { route: '/listvarian', sequence: 180, group: 'Data Lainnya' },
    { route: '/listbank', sequence: 190, group: 'Data Lainnya' },
    { route: '/listemoney', sequence: 200, group: 'Data Lainnya' },
    { route: '/listongkir', sequence: 210, group: 'Data Lainnya' },
    { route: '/listdept', sequence: 220, group: 'Data Lainnya', title: 'Gudang / Dept' },
    { route: '/listgrupaset', section: 'akuntansi', sequence: 110, group: 'Aset' },
    { route: '/importdatasupplier', sequence: 150, group: 'Import Data', title: 'Import Supplier' },
    { route: '/importdatapelanggan', sequence: 160, group: 'Import Data', title: 'Import Pelanggan' },
    { route: '/importdatasales', sequence: 170, group: 'Import Data', title: 'Import Sales' },
    { route: '/importdataitemone', sequence: 180, group: 'Import Data', title: 'Import Item (Satu Satuan)' },
    { route: '/importdataitemsatuan', sequence: 190, group: 'Import Data', title: 'Import Item Multi Satuan' },
    { route: '/importdataitemjumlah', sequence: 200, group: 'Import Data', title: 'Import Item Harga Jumlah' },
    { route: '/importdataitemlevel', sequence: 210, group: 'Import Data', title: 'Import Item Harga Level' },
    { route: '/importdataitemvarianjumlah', sequence: 220, group: 'Import Data', title: 'Import Item Varian Harga Jumlah' },
    { route: '/importdataitemvarianlevel', sequence: 230, group: 'Import Data', title: 'Import Item Varian Harga Level' },
    // Sales from another system (kind PJ): the import screen of every kind, posted as `jual`.
    { route: '/importdatapenjualan', sequence: 240, group: 'Import Data', title: 'Import Penjualan' },
  ],
});
