/** Master data (spec §2.6): one line per doctype. Isomorphic: the web reads it too. */
import { defineModule, type ScreenDecl, type Section } from '@niaga/kernel';
import { IMPORTS, importAccess, importRoute } from './import/kinds';
import satuan from './satuan/satuan';
import item from './item/item';
import gudang from './gudang/gudang';
import varian from './varian/varian';
import gruppel from './gruppel/gruppel';
import wilayah from './wilayah/wilayah';
import subwilayah from './subwilayah/subwilayah';
import sales from './sales/sales';
import pelanggan from './pelanggan/pelanggan';
import supplier from './supplier/supplier';
import alamatkirim from './alamatkirim/alamatkirim';
import merek from './merek/merek';
import jenis from './jenis/jenis';
import subjenis from './subjenis/subjenis';
import bank from './bank/bank';
import emoney from './emoney/emoney';
import ongkir from './ongkir/ongkir';
import grupaset from './grupaset/grupaset';
import pointpel from './pointpel/pointpel';
import diskonperiode from './diskonperiode/diskonperiode';
import periodepromo from './periodepromo/periodepromo';
import periodepromotebus from './periodepromotebus/periodepromotebus';
import { reports } from './reports/reports';

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

export default defineModule({
  name: 'master',
  section: 'master',
  doctypes: [
    satuan,
    item,
    gudang,
    varian,
    gruppel,
    wilayah,
    subwilayah,
    sales,
    pelanggan,
    supplier,
    alamatkirim,
    merek,
    jenis,
    subjenis,
    bank,
    emoney,
    ongkir,
    grupaset,
    pointpel,
    diskonperiode,
    periodepromo,
    periodepromotebus,
  ],
  reports,
  screens: [
    { path: '/itemad', load: screen('ItemAdd') },
    { path: '/itemed', load: screen('ItemEdit') },
    { path: '/itemdup', title: 'Duplikat Item', access: 'mItem', load: screen('ItemDup') },
    { path: '/itemadv2', title: 'Tambah Item (Mode Mudah)', access: 'mItem', load: screen('ItemAddV2') },
    { path: '/itemedv2', title: 'Ubah Item (Mode Mudah)', access: 'mItem', load: screen('ItemEditV2') },
    { path: '/itemdupv2', title: 'Duplikat Item (Mode Mudah)', access: 'mItem', load: screen('ItemDupV2') },
    { path: '/itemadmp2', title: 'Tambah Item Marketplace 2', access: 'mItem' },
    { path: '/itemedmp2', title: 'Ubah Item Marketplace 2', access: 'mItem' },
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
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mItem', sequence: 10 },
    { name: 'mItemDS', sequence: 30, title: 'Datasheet Item', actions: ['mopen', 'madd', 'medit', 'mdelete', 'mprint', 'mexport'] },
    { name: 'mSupplier', sequence: 40 },
    { name: 'mPelanggan', sequence: 50 },
    { name: 'mSales', sequence: 60 },
    { name: 'mGroupPel', sequence: 70 },
    { name: 'mWilayah', sequence: 80 },
    { name: 'mDiskonPer', sequence: 90 },
    { name: 'mPromosi', sequence: 100, title: 'Promosi' },
    { name: 'mPromosiTebus', sequence: 110, title: 'Promosi Tebus Murah' },
    { name: 'mSettingPoint', sequence: 120, title: 'Point Pelanggan' },
    { name: 'mSatuan', sequence: 130 },
    { name: 'mMerek', sequence: 140 },
    { name: 'mJenis', sequence: 150 },
    { name: 'mVarian', sequence: 160 },
    { name: 'mBank', sequence: 170 },
    { name: 'mEmoney', sequence: 180 },
    { name: 'mOngkir', sequence: 190 },
    { name: 'mGudang', sequence: 200, title: 'Gudang / Dept' },
    { name: 'mGrupAset', sequence: 100, group: 'Akuntansi' },
    { name: 'mLapMstrItem', sequence: 10 },
    { name: 'mLapMstrItemLengkap', sequence: 20 },
    { name: 'mLapMstrSupplier', sequence: 30 },
    { name: 'mLapMstrPelanggan', sequence: 40 },
    { name: 'mLapMstrSales', sequence: 50 },
    { name: 'mImportData', sequence: 110, title: 'Import Data', actions: ['mopen', 'madd'] },
  ],
});
