/**
 * The bespoke screens of catalogue routes, by path, and whether a route has a screen at all.
 * One registry: the router renders from it (AppRoutes) and the menu marks from it the entries
 * that still open "Belum tersedia" (SideMenu). Each screen group is its own lazily loaded chunk,
 * except the login form, which is in the first bundle so that nothing typed right after the page
 * loads is lost (issue 18). Row actions that a doctype's generic list shows beside Ubah and Hapus
 * are declared here too (`rowActions`, by doctype name).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { IMPORTS, importRoute } from '@niaga/master/import/kinds';
import LoginScreen from '../screens/LoginScreen';
import { findRoute } from './registry';
import type { RowAction } from '../doctype/rowActions';
import { openDocumentPdf } from '../document/printPdf';

const LupaPwScreen = lazy(() => import('../screens/LupaPwScreen'));
const GantiPwScreen = lazy(() => import('../screens/GantiPwScreen'));
const StartingDbScreen = lazy(() => import('../screens/StartingDbScreen'));
const ListInfo = lazy(() => import('../screens/ListInfo'));
const InfoDetail = lazy(() => import('../screens/InfoDetail'));
const Home = lazy(() => import('../screens/Home'));
// Users, rights and settings (issue 4): one chunk of admin screens.
const admin = (name: keyof typeof import('../screens/admin')) => lazy(() => import('../screens/admin').then((m) => ({ default: m[name] })));
// The accounting screens (issue 5).
const accounting = (name: keyof typeof import('../screens/accounting')) => lazy(() => import('../screens/accounting').then((m) => ({ default: m[name] })));
// Stock (issue 21): the stock card.
const inventory = (name: keyof typeof import('../screens/inventory')) => lazy(() => import('../screens/inventory').then((m) => ({ default: m[name] })));
// Fixed assets (issue 17): the depreciation process.
const assets = (name: keyof typeof import('../screens/assets')) => lazy(() => import('../screens/assets').then((m) => ({ default: m[name] })));
// Purchasing (issue 13): the purchase price history, the returned item lines.
const purchasing = (name: keyof typeof import('../screens/purchasing')) => lazy(() => import('../screens/purchasing').then((m) => ({ default: m[name] })));
// Master data (issue 11): the item screens.
const master = (name: keyof typeof import('../screens/master')) => lazy(() => import('../screens/master').then((m) => ({ default: m[name] })));
// Master-data imports (issue 11): one screen for every /importdata… kind except sales documents.
const ImportData = lazy(() => import('../screens/master/import/ImportData'));
const importScreens = Object.fromEntries(IMPORTS.map((k) => [importRoute(k), ImportData]));
// Backups, database settings, system information (issue 20).
const system = (name: keyof typeof import('../screens/system')) => lazy(() => import('../screens/system').then((m) => ({ default: m[name] })));
// The cashier (issue 14): the till in modes 2 and 3, the mode-3 edit of a till sale, the price
// terminal, the customer points repair.
const sales = (name: keyof typeof import('../screens/sales')) => lazy(() => import('../screens/sales').then((m) => ({ default: m[name] })));
// Not in the till's chunk: the document form and the points repair load only when opened.
const KasirEditMode3 = lazy(() => import('../screens/sales/KasirEdit'));
const PerbaikanPointPel = lazy(() => import('../screens/sales/PerbaikanPointPel'));
// Free returns (issues 13, 15): the mode-2 add and edit routes of returjual and returbeli on the document form.
const returFlex = (name: keyof typeof import('../screens/shared/ReturFlex')) => lazy(() => import('../screens/shared/ReturFlex').then((m) => ({ default: m[name] })));
// Sales back office (issue 15): tax invoices, price history, points report, payment info.
const salesInfo = {
  EksporFaktur: lazy(() => import('../screens/sales/info/EksporFaktur')),
  HistoryHJ: lazy(() => import('../screens/sales/info/HistoryHJ')),
  PointPenjualan: lazy(() => import('../screens/sales/info/PointPenjualan')),
  InfoPayment: lazy(() => import('../screens/sales/info/InfoPayment')),
};
// Reports (issue 12): the menu; the report screen itself is generic (AppRoutes).
const MenuLaporan = lazy(() => import('../report/MenuLaporan'));

/** Bespoke screens of catalogue routes, by path. */
export const screens: Record<string, ComponentType | LazyExoticComponent<ComponentType>> = {
  '/login-form': LoginScreen,
  '/lupapw-form': LupaPwScreen,
  '/gantipw-form': GantiPwScreen,
  '/startingdb': StartingDbScreen,
  '/home': Home,
  '/listinfo': ListInfo,
  '/infodetail': InfoDetail,
  '/userad': admin('UserAdd'),
  '/usered': admin('UserEdit'),
  '/aksesuser': admin('AksesUser'),
  '/aksesuserkelompokad': admin('GroupAdd'),
  '/aksesuserkelompoked': admin('GroupEdit'),
  '/dataperusahaan': admin('DataPerusahaan'),
  '/pengaturanumum': admin('PengaturanUmum'),
  '/settingnomortrs': admin('SettingNomorTrs'),
  '/settingnomorsp': admin('SettingNomorSp'),
  '/logaktivitas': admin('LogAktivitas'),
  '/modulterbuka': admin('ModulTerbuka'),
  '/pengaturanwebsite': admin('PengaturanWebsite'),
  '/miniprinter': admin('MiniPrinter'),
  '/pengaturanapisistem': admin('PengaturanApiSistem'),
  '/dataperkiraan': accounting('DataPerkiraan'),
  '/bukubesar': accounting('BukuBesar'),
  '/settingperkiraan': accounting('SettingPerkiraan'),
  '/prosestahunan': accounting('ProsesTahunan'),
  // Cheques/giro (issues 13, 15): one screen for the three payment types; BP answers "belum tersedia" until bayarpiutang exists.
  '/stsbghutad': accounting('StatusGiro'),
  '/stsbgkomisislsad': accounting('StatusGiro'),
  '/stsbgpiutad': accounting('StatusGiro'),
  '/kartustok': inventory('KartuStok'),
  '/stokminimum': inventory('StokMinimum'),
  '/perbaikansaldo': inventory('PerbaikanSaldo'),
  '/datasheet': inventory('Datasheet'),
  '/prosespenyusutan': assets('ProsesPenyusutan'),
  '/historyhb': purchasing('HistoryHB'),
  '/listitemrb': purchasing('ListItemRB'),
  '/returjualflexad': returFlex('ReturJualFlexAdd'),
  '/returjualflexed': returFlex('ReturJualFlexEdit'),
  '/returbeliflexad': returFlex('ReturBeliFlexAdd'),
  '/returbeliflexed': returFlex('ReturBeliFlexEdit'),
  '/kasiradmode2': sales('Kasir'),
  '/kasiradmode3': sales('KasirMode3'),
  '/kasiredmode3': KasirEditMode3,
  '/terminalharga': sales('TerminalHarga'),
  '/depositsaldo': sales('DepositSaldo'),
  '/perbaikanpointpel': PerbaikanPointPel,
  '/eksporcsv': salesInfo.EksporFaktur,
  '/historyhj': salesInfo.HistoryHJ,
  '/pointpenjualanlist': salesInfo.PointPenjualan,
  '/infopayment': salesInfo.InfoPayment,
  '/menulaporan': MenuLaporan,
  '/listpelverifikasi': master('ListPelVerifikasi'),
  '/pelverifikasi': master('PelVerifikasi'),
  '/itemad': master('ItemAdd'),
  '/itemed': master('ItemEdit'),
  '/itemdup': master('ItemDup'),
  '/itemadv2': master('ItemAddV2'),
  '/itemedv2': master('ItemEditV2'),
  '/itemdupv2': master('ItemDupV2'),
  ...importScreens,
  '/listbackup': system('ListBackup'),
  '/restorebackup': system('RestoreBackup'),
  '/pengaturandb': system('PengaturanDb'),
  '/infosistem': system('InfoSistem'),
};

/** Sales lists (till and back office): the receipt of a saved sale again, marked CETAK ULANG. */
const cetakStruk: RowAction = {
  name: 'cetakstruk',
  label: 'Cetak Struk',
  icon: <PrinterOutlined />,
  key: 'P',
  run: (row, meta) => import('../screens/sales/reprint').then((m) => m.cetakStruk(meta.name as 'kasir' | 'jual', row.id)),
};

/** The printed invoice layout of a purchasing document (a PDF in a new tab; document/printPdf.ts). */
const cetakPdf: RowAction = {
  name: 'cetak',
  label: 'Cetak',
  icon: <PrinterOutlined />,
  key: 'P',
  run: (row, meta) => openDocumentPdf(meta.name, row.id),
};

/** Row actions of generic lists beyond Ubah and Hapus, by doctype name (doctype/rowActions.ts). */
export const rowActions: Record<string, readonly RowAction[]> = {
  kasir: [cetakStruk],
  jual: [cetakStruk],
  beli: [cetakPdf],
  pesanbeli: [cetakPdf],
  returbeli: [cetakPdf],
};

/**
 * Whether a path opens a working screen: a bespoke one, a report, or a doctype's generic list and
 * form. Everything else shows "Belum tersedia" (and is marked "segera" in the menu).
 */
export function hasScreen(path: string): boolean {
  if (screens[path]) return true;
  const r = findRoute(path);
  return !!(r && (r.report || r.doctype));
}
