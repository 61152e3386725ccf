/**
 * One manifest per module (isomorphic): its doctypes (masters and documents) and the menu section
 * their routes belong to. The web derives its routes and generic screens from the manifests
 * (apps/web/src/routes/modules.ts); the server derives tables, schema and acts from the server
 * manifest built on it (server/module.ts). A module's bespoke screens live in the module
 * (modules/<m>/screens/) and are declared here by route, each loaded lazily: the manifest stays
 * isomorphic (the server never calls `load`), and the web's router is built from the manifests.
 */
import type { DoctypeMeta, MenuPlace, Section } from './doctype';

export type { MenuPlace, Section } from './doctype';

/** A report declaration as the manifest carries it (the report package gives the full shape). */
export interface ReportEntry {
  /** Access name (spec §2.9, e.g. mLapBB001). */
  access: string;
  title: string;
}

/**
 * A screen of the module that is not a doctype's generic list or form: its route with its title,
 * access name (spec §2) and menu section. `load` gives the bespoke screen, loaded when first
 * opened (`() => import('./screens').then((m) => ({ default: m.KartuStok }))`); without it the
 * route is planned and shows "Belum tersedia".
 */
export interface ScreenDecl {
  path: string;
  /** Required, but for the bespoke screen of a doctype's route (which keeps the doctype's title). */
  title?: string;
  /** Module access name (spec §2); absent where the spec gives none. */
  access?: string;
  /** The menu section of the route (default: the module's). */
  section?: Section;
  /** Reachable without a session (login, forgot and change password). */
  public?: boolean;
  /** Query parameters the screen reads, as the spec names them. */
  query?: string[];
  /** The screen's component (a React component; the web's router renders it). */
  load?: () => Promise<{ default: unknown }>;
  /**
   * The screen renders before the modules' declarations (doctype fields, report columns) are
   * loaded: it imports what it needs of them itself, and waits for the rest where it uses the
   * generic kit's pickers (the till, issue 36 item 5). Every other screen waits for them.
   */
  light?: boolean;
}

/**
 * An action of a doctype's generic list beyond Ubah and Hapus (Cetak Struk, Kirim WA on the sales lists):
 * label, icon name, the key that runs it on a focused row, and the work (which loads its code
 * lazily). The web turns the icon name into its icon (apps: @niaga/ui/app).
 */
export interface RowActionDecl {
  name: string;
  label: string;
  icon: 'printer' | 'whatsapp' | 'pengingat';
  key: string;
  run(row: Record<string, unknown>, meta: DoctypeMeta): Promise<string | void>;
}

/** A menu entry of a route the module declares (a screen, or a doctype's add route). */
export interface MenuDecl extends MenuPlace {
  route: string;
}

/**
 * An access name of the module (spec §2) as the rights matrix shows it: its place in its matrix
 * group (`sequence`, lower first). Title, group and actions default to those of the doctype,
 * report or screen that checks the name (a doctype's title and rights, a report's title with
 * open, print and export). A doctype's or report's name needs no line: it is added at the end of
 * its group.
 */
export interface AccessDecl {
  name: string;
  sequence: number;
  title?: string;
  /** The matrix group ('Umum', 'Master Data', … 'Pengaturan'); default: the section's. */
  group?: string;
  actions?: readonly string[];
}

/**
 * A transaction code (spec §3) whose numbers can be formatted, with its place on the numbering
 * screens (`sequence`, lower first). Title defaults to the title of the module's document with
 * that code; group 'sp' for order documents (surat pesanan, /settingnomorsp), else 'trs'. A
 * document's code with no line is added by itself at the end.
 */
export interface CodeDecl {
  code: string;
  sequence: number;
  title?: string;
  group?: 'trs' | 'sp';
}

export interface ModuleManifest {
  /** The module's folder name (`master`, `accounting`, `inventory`). */
  name: string;
  /** The section its doctype routes belong to. */
  section: Section;
  /** Every doctype declared by the module: one line each. */
  doctypes: readonly DoctypeMeta[];
  /** Its reports (`report()` of @niaga/report): one line each. */
  reports?: readonly ReportEntry[];
  /** Its transaction codes on the numbering screens (its documents' are added by themselves). */
  codes?: readonly CodeDecl[];
  /** Its access names for the rights matrix (doctypes' and reports' are added by themselves). */
  access?: readonly AccessDecl[];
  /** Its menu entries (a doctype's list may instead say its place in its declaration, `menu`). */
  menu?: readonly MenuDecl[];
  /** Its screens beyond the doctypes' generic lists and forms, by route: one line each. */
  screens?: readonly ScreenDecl[];
  /**
   * Row actions of its doctypes' generic lists, by doctype name: its own, or one of the web kit's
   * by name ('cetak': the document's printed layout as a PDF in a new tab).
   */
  rowActions?: Readonly<Record<string, readonly (RowActionDecl | 'cetak')[]>>;
}

/**
 * A module's light head (modules/<m>/head.ts): what the web's shell needs of its manifest — its
 * name, section, screens (with their lazy `load`), menu lines and row actions; not its doctypes,
 * reports, access lines and codes (the rights matrix and the numbering screens read those from
 * the full list). The web's shell, menu and router start from the heads; the full manifest
 * (modules/<m>/manifest.ts) spreads its head and adds the declarations, which the web loads when
 * a screen needs them (issue 36 item 5; docs/architecture.md "A lighter first page").
 */
export type ModuleHead = Omit<ModuleManifest, 'doctypes' | 'reports' | 'access' | 'codes'>;

export const defineHead = <H extends ModuleHead>(h: H): H => h;

/**
 * What the shell knows of a doctype before its declaration loads: its name, title, access name,
 * routes and menu place (the menu and the route registry need no more). Derived from the full
 * manifests (modules/all/summary.gen.ts, checked by modules/all/light.test.ts), never written by hand.
 */
export type DoctypeHead = Pick<DoctypeMeta, 'name' | 'title' | 'access' | 'routes' | 'menu'>;

/** A module as the shell sees it: its head with the light lines of its doctypes and reports. */
export interface LightManifest extends ModuleHead {
  doctypes: readonly DoctypeHead[];
  reports?: readonly ReportEntry[];
}

export const defineModule = <M extends ModuleManifest>(m: M): M => {
  const names = new Set<string>();
  for (const d of m.doctypes) {
    if (names.has(d.name)) throw new Error(`modul ${m.name}: doctype '${d.name}' dua kali`);
    names.add(d.name);
  }
  return m;
};
