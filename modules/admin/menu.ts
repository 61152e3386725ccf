/**
 * The side menu of spec §2.5: sections, groups and entries with their routes, titles and access
 * names (spec §2.6–2.10), derived from the module manifests (`menu`, and a doctype's own `menu`
 * place); the spec's menu stays as a test (apps/server/test/menu.spec-list.ts). Isomorphic: the
 * server computes permissions from it (authactmenu, GetAllowAccessMenu), the web renders the menu
 * from it. No server imports here.
 */
import { registeredHeads, type LightManifest, type MenuPlace, type Section } from '@niaga/kernel';

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

/** The sections of the menu, in order: their flag, title and the routes' section (`Section`) they hold. */
const SECTION_SKELETON: Array<Omit<MenuSection, 'children'> & { section: Section }> = [
  { key: 'mSMaster', title: 'Master Data', section: 'master' },
  { key: 'mSPembelian', title: 'Pembelian', section: 'pembelian' },
  { key: 'mSPenjualan', title: 'Penjualan', section: 'penjualan' },
  { key: 'mSPerakitan', title: 'Perakitan', section: 'perakitan' },
  { key: 'mSPersediaan', title: 'Persediaan', section: 'persediaan' },
  { key: 'mSAkuntansi', title: 'Akuntansi', section: 'akuntansi' },
  { key: 'mSLaporan', title: 'Laporan', accessPrefix: 'mLap', section: 'laporan' },
  { key: 'mSPengaturan', title: 'Pengaturan', section: 'pengaturan' },
  { key: 'mSPengaturanEcommerce', title: 'E-commerce', section: 'ecommerce' },
];

/**
 * The menu of a module list: every entry a manifest declares (`menu`) and every doctype list
 * that says its place (`menu` in its declaration), each under its section, by `sequence`; a group
 * stands where its first entry does. Titles and access names default to the route's.
 */
export function buildSections(manifests: readonly LightManifest[]): MenuSection[] {
  const route = new Map<string, { title: string; access?: string; section: Section }>();
  const placed: Array<MenuPlace & { route: string; module: string }> = [];
  for (const m of manifests) {
    for (const d of m.doctypes) {
      route.set(d.routes.list, { title: d.title, access: d.access, section: m.section });
      if (d.routes.add) route.set(d.routes.add, { title: `Tambah ${d.title}`, access: d.access, section: m.section });
      if (d.menu) placed.push({ ...d.menu, route: d.routes.list, module: m.name });
    }
    for (const s of m.screens ?? []) if (!route.has(s.path) && s.title) route.set(s.path, { title: s.title, access: s.access, section: s.section ?? m.section });
    for (const x of m.menu ?? []) placed.push({ ...x, module: m.name });
  }
  const entries = placed.map((x) => {
    const r = route.get(x.route);
    if (!r) throw new Error(`menu modul ${x.module}: rute ${x.route} tidak dideklarasikan`);
    const access = x.access === null ? undefined : (x.access ?? r.access);
    const entry: MenuEntry = access ? { title: x.title ?? r.title, route: x.route, access } : { title: x.title ?? r.title, route: x.route };
    return { entry, group: x.group, section: x.section ?? r.section, sequence: x.sequence };
  });
  return SECTION_SKELETON.map(({ section, ...s }) => {
    const children: MenuItem[] = [];
    for (const x of entries.filter((e) => e.section === section).sort((a, b) => a.sequence - b.sequence)) {
      if (!x.group) children.push(x.entry);
      else {
        let g = children.find((c): c is MenuGroup => isGroup(c) && c.title === x.group);
        if (!g) children.push((g = { title: x.group, children: [] }));
        g.children.push(x.entry);
      }
    }
    return { ...s, children };
  });
}

let derived: MenuSection[] | null = null;

/**
 * The menu's sections, derived once from the registered module list (@niaga/modules, or on the
 * web at first its light heads, @niaga/modules/light: the menu reads nothing else of a doctype).
 */
export function menuSections(): MenuSection[] {
  return (derived ??= buildSections(registeredHeads()));
}

export const isGroup = (m: MenuItem): m is MenuGroup => 'children' in m;

/** Every entry of a section, groups flattened. */
export const sectionEntries = (s: MenuSection): MenuEntry[] => s.children.flatMap((c) => (isGroup(c) ? c.children : [c]));

/** Access names of a section's entries. */
export const sectionModules = (s: MenuSection): string[] => [...new Set(sectionEntries(s).flatMap((x) => (x.access ? [x.access] : [])))];

/** Every access name the menu knows (sections, entries, module flags). */
export const menuAccessNames = (): string[] => [...new Set([...menuSections().flatMap((s) => [s.key, ...sectionModules(s)]), ...MODULE_FLAGS, 'mTerminalHarga'])].sort();

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
  const sections = Object.fromEntries(menuSections().map((s) => [`aut_${s.key}`, sectionAllowed(s, allowed)])) as Record<`aut_${SectionKey}`, boolean>;
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
  const penjualan = sectionAllowed(menuSections().find((s) => s.key === 'mSPenjualan')!, allowed);
  if (!penjualan && has(allowed, 'mSTerminalHarga')) out.push(TERMINAL_HARGA);
  if (!penjualan && has(allowed, 'mSKasir')) out.push(KASIR);
  const entryOk = (x: MenuEntry) => !x.access || has(allowed, x.access);
  for (const s of menuSections()) {
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
  for (const s of menuSections()) for (const x of sectionEntries(s)) if (x.route === route) return x.title;
  return undefined;
}
