import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { catalog } from './catalog';
import { plannedScreens } from './catalog.planned';
import { routes } from './registry';
// The full module list (the web's registry is built from the light one: what it derives must be the full list's).
import { allDoctypes, manifests } from '@niaga/modules';
import { reportRoute } from '@niaga/report';
import { HOME, KASIR, TERMINAL_HARGA, menuSections, sectionEntries, visibleMenu } from '@niaga/admin/menu';

const allReports = manifests.flatMap((m) => m.reports ?? []);

/**
 * The routes of spec §2.1–§2.10, written out from the spec's text (abbreviations such as
 * "/bayarhutanglist, ad, ed" expanded). Kept independent of the catalogue on purpose.
 */
const trio = (list: string, stem: string) => [list, `/${stem}ad`, `/${stem}ed`];
const SPEC_ROUTES: string[] = [
  // §2.1
  '/login-form', '/lupapw-form', '/gantipw-form', '/startingdb', '/home', '/listinfo', '/infosistem',
  '/listbackup', '/restorebackup', '/pengaturandb', '/infodetail',
  // §2.6
  '/listitem', '/itemad', '/itemed', '/itemdup', '/itemadv2', '/itemedv2', '/itemdupv2', '/itemadmp', '/itemedmp',
  '/itemadmp2', '/itemedmp2',
  '/listpel', '/pelad', '/peled', '/listpelverifikasi', '/pelverifikasi',
  '/listsupp', '/suppad', '/supped', '/listsales', '/salesad', '/salesed', '/listgruppel',
  '/willist', '/wilad', '/wiled', '/subwillist', '/subwilad', '/subwiled', '/pointpel',
  '/listsatuan', '/satuanad', '/satuaned', '/listmerek', '/merekad', '/mereked',
  '/listjenis', '/jenisad', '/jenised', '/listsubjenis', '/listbank', '/bankad', '/banked',
  '/listemoney', '/emoneyad', '/emoneyed', '/listvarian', '/varianad', '/varianed',
  '/listdept', '/deptad', '/depted', '/listongkir', '/ongkirad', '/ongkired', '/listalamatkirim', '/listgrupaset',
  '/diskonperiodelist', '/diskonperiodead', '/diskonperiodeed', '/periodepromolist', '/periodepromoad', '/periodepromoed',
  '/periodepromotebuslist', '/periodepromotebusad', '/periodepromotebused',
  // §2.7 purchasing and payments
  '/pesanbelilist', '/pesanbeliad', '/pesanbelied', '/belilist', '/beliad', '/belied',
  '/returbelilist', '/returbeliad', '/returbelied', '/returbeliflexad', '/returbeliflexed', '/listitemrb', '/historyhb',
  ...trio('/bayarhutanglist', 'bayarhutang'), ...trio('/bayarpiutanglist', 'bayarpiutang'),
  ...trio('/bayarkomisislslist', 'bayarkomisisls'),
  '/stsbghutad', '/stsbgpiutad', '/stsbgkomisislsad',
  '/saldoawalhutang', '/saldoawalpiutang', '/saldoawalperkiraan', '/imsaldoawalhutang', '/imsaldoawalpiutang',
  // §2.7 sales
  ...trio('/pesanjuallist', 'pesanjual'), '/infopayment', '/historypesanmarketplace', '/pesanmarketplacelist',
  '/pesanmarketplaceed', '/kasirlist', '/kasirad', '/kasired', '/kasirlistmode2', '/kasiradmode2', '/kasiredmode2',
  '/kasiradmode3', '/kasiredmode3', '/returjuallist', '/returjualad', '/returjualed', '/returjualflexad', '/returjualflexed',
  '/historyhj', '/datapengirimanlist', '/datapengirimaned', '/pointpenjualanlist', '/terminalharga', '/eksporcsv',
  '/perbaikanpointpel',
  // §2.8 assembly, stock, accounting
  '/pesanrakitan', '/pesanrakitad', '/pesanrakited', '/prosesrakitan', '/prosesrakitad', '/prosesrakited',
  '/prosesrakitanjadi', '/prosesrakitjadiad', '/prosesrakitjadied',
  ...trio('/itemmasuklist', 'itemmasuk'), ...trio('/itemkeluarlist', 'itemkeluar'), ...trio('/itemtransferlist', 'itemtransfer'),
  ...trio('/pesanitemtransferlist', 'pesanitemtransfer'),
  '/saldoawal', '/imsaldoawal', '/opnameae', '/imopname', '/stokminimum', '/kartustok', '/datasheet', '/imdatasheet',
  '/perbaikansaldo',
  '/dataperkiraan', '/dataperkiraanad', '/dataperkiraaned', '/settingperkiraan',
  ...trio('/kaskeluarlist', 'kaskeluar'), ...trio('/kasmasuklist', 'kasmasuk'), ...trio('/kastransferlist', 'kastransfer'),
  ...trio('/jurnallist', 'jurnal'),
  '/listdataaset', '/dataasetad', '/dataaseted', '/prosespenyusutan', '/bukubesar', '/prosestahunan', '/catatantrasanksilist',
  '/depositlistsup', '/depositadsup', '/depositedsup', '/depositlistpel', '/depositadpel', '/depositedpel', '/depositsaldo',
  // §2.9
  '/menulaporan',
  // §2.10
  '/listuser', '/userad', '/usered', '/aksesuser', '/aksesuserkelompokad', '/aksesuserkelompoked',
  '/pengaturanumum', '/pengaturanwebsite', '/pengaturanppob', '/pengaturanmp', '/pengaturanapisistem', '/dataperusahaan',
  '/miniprinter', '/settingnomorsp', '/settingnomortrs', '/logaktivitas', '/modulterbuka', '/paymentgateway', '/pengaturanwa',
  ...['supplier', 'pelanggan', 'sales', 'itemone', 'itemsatuan', 'itemjumlah', 'itemlevel', 'itemvarianjumlah',
    'itemvarianlevel', 'penjualan'].map((s) => `/importdata${s}`),
  // §2.5 e-commerce
  '/daftarniagashare', '/shareinfo',
  ...['content', 'banner', 'blog', 'kategori', 'service'].flatMap((k) => [`/listshare${k}`, `/share${k}ad`, `/share${k}ed`]),
  ...['label', 'topcollection', 'specialmerek', 'specialproduct', 'item', 'subscriber'].map((k) => `/listshare${k}`),
  // Not in the spec: the tax invoice serial number ranges (issue 35, docs/tax.md "NSFP").
  '/nsfplist', '/nsfpad', '/nsfped',
  // Not in the spec: the list of marketplace item mappings, beside /itemadmp and /itemedmp (issue 37, docs/marketplace.md).
  '/listitemmp',
  // Not in the spec: selling PPOB at the till (issue 41, docs/ppob.md).
  '/kasirppob',
  // Not in the spec: the offline till's report (issue 39, docs/kasir.md).
  '/kasirluringlist',
  // Not in the spec: the online store's orders (issue 42, docs/store.md).
  '/listsharepesanan',
];

const count = (paths: string[], p: string) => paths.filter((x) => x === p).length;

describe('route catalogue', () => {
  const registered = routes.map((r) => r.path);

  test('the spec route list itself has no duplicates', () => {
    expect(SPEC_ROUTES.length).toBe(new Set(SPEC_ROUTES).size);
  });

  test('every spec route is registered exactly once', () => {
    const wrong = SPEC_ROUTES.filter((p) => count(registered, p) !== 1).map((p) => `${p} ×${count(registered, p)}`);
    expect(wrong).toEqual([]);
  });

  test('no route is registered twice, and nothing outside the spec is registered (but the /menulap… report screens)', () => {
    expect(registered.length).toBe(new Set(registered).size);
    const reports = new Set(allReports.map((d) => reportRoute(d.access)));
    expect(registered.filter((p) => !SPEC_ROUTES.includes(p) && !reports.has(p))).toEqual([]);
  });

  test('every declared report has its /menulap… screen with its access name and title', () => {
    expect(allReports.length).toBeGreaterThan(10);
    for (const d of allReports) {
      const r = routes.find((x) => x.path === reportRoute(d.access));
      expect(r, d.access).toMatchObject({ kind: 'report', access: d.access, title: d.title, section: 'laporan' });
      expect(r!.path.startsWith('/menulap')).toBe(true);
    }
  });

  test('no doctype route is also in the catalogue', () => {
    const catalogued = new Set(catalog.map((r) => r.path));
    const doctypePaths = allDoctypes.flatMap((d) => [d.routes.list, d.routes.add, d.routes.edit]).filter((p): p is string => !!p);
    expect(doctypePaths.length).toBeGreaterThan(0);
    expect(doctypePaths.filter((p) => catalogued.has(p))).toEqual([]);
  });

  test('the catalogue derived from the manifests equals the spec\'s: every non-doctype screen with its title, access name and section', () => {
    const declared = new Set(allDoctypes.flatMap((d) => [d.routes.list, d.routes.add, d.routes.edit]));
    const planned = plannedScreens.filter((r) => !declared.has(r.path));
    const key = (r: { path: string }) => r.path;
    expect([...catalog].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...planned].sort((a, b) => key(a).localeCompare(key(b))));
  });

  test('a declared doctype uses the access name the spec gives its routes', () => {
    const planned = new Map(plannedScreens.map((r) => [r.path, r.access]));
    const mismatched = allDoctypes.flatMap((d) =>
      [d.routes.list, d.routes.add, d.routes.edit]
        .filter((p): p is string => !!p && planned.get(p) !== undefined && planned.get(p) !== d.access)
        .map((p) => `${d.name} ${p}: ${d.access} ≠ ${planned.get(p)}`),
    );
    expect(mismatched).toEqual([]);
  });

  test('every route has an Indonesian title and a path starting with /', () => {
    for (const r of routes) {
      expect(r.path).toMatch(/^\/[a-z0-9-]+$/);
      expect(r.title.trim()).not.toBe('');
    }
  });

  test('access names given by the spec are kept', () => {
    const access = (p: string) => routes.find((r) => r.path === p)?.access;
    expect(access('/listsatuan')).toBe('mSatuan');
    expect(access('/satuaned')).toBe('mSatuan');
    expect(access('/listitem')).toBe('mItem');
    expect(access('/kasiradmode3')).toBe('mJual');
    expect(access('/importdataitemvarianlevel')).toBe('mImportData');
    expect(access('/listalamatkirim')).toBe('mPelanggan'); // no access name in the spec: a customer's addresses
  });

  test('every menu entry of spec §2.5 points at a registered route', () => {
    const set = new Set(registered);
    const menuPaths = [HOME.route, KASIR.route, TERMINAL_HARGA.route, ...menuSections().flatMap((s) => sectionEntries(s).map((e) => e.route))];
    expect(menuPaths.filter((p) => !set.has(p))).toEqual([]);
    expect(visibleMenu([])[0]).toBe(HOME);
  });

  // When the spec is beside the repo (as in CI: shared/ next to the clone), every literal route
  // written in §2 must be registered.
  const specFile = [
    fileURLToPath(new URL('../../../../../shared/spec/SPEC.md', import.meta.url)),
    fileURLToPath(new URL('../../../../../../shared/spec/SPEC.md', import.meta.url)),
  ].find((f) => existsSync(f));
  test.skipIf(!specFile)('every literal route written in spec §2 is registered', () => {
    const text = readFileSync(specFile!, 'utf8');
    const section2 = text.slice(text.indexOf('## 2. Screens and routes'), text.indexOf('### 2.11'));
    const literal = [...section2.matchAll(/(?<![\w{])\/[a-z][a-z0-9-]*(?![\w{])/g)].map((m) => m[0]);
    const ignore = new Set(['/menulap']); // "/menulap... screens" are not named by the spec
    const set = new Set(registered);
    const missing = [...new Set(literal)].filter((p) => !ignore.has(p) && !set.has(p));
    expect(missing).toEqual([]);
  });
});
