/**
 * Every module access name of spec §2 with its title, the group the rights matrix shows it under,
 * and the actions that mean something for it. Isomorphic: the web draws the matrix of
 * /aksesuser, /aksesuserkelompokad and /aksesuserkelompoked from it; the server accepts rights
 * only for these names and actions (rights.ts). A test checks that every access name an act or
 * the menu uses is here.
 *
 * The spec names the report families mLapBL* and mLapJL* without their numbers; the numbers
 * below follow the spec's list of report coverage, in its order. Its accounting coverage names
 * a chart-of-accounts report and a profit chart without access names: mLapPerkiraan and
 * mLapGrafikLaba here.
 */
import { AKSI, registeredManifests, type Aksi, type ModuleManifest, type Section } from '@niaga/kernel';
import { menuSections } from './menu';

export interface AccessName {
  modul: string;
  judul: string;
  grup: string;
  /** Actions of this name, in matrix order. */
  aksi: readonly string[];
}

/** Standard actions and their matrix headings. */
export const AKSI_LABEL: Record<Aksi, string> = {
  mopen: 'Buka',
  madd: 'Tambah',
  medit: 'Ubah',
  mdelete: 'Hapus',
  mprint: 'Cetak',
  mexport: 'Ekspor',
};
export const STANDARD_AKSI = Object.keys(AKSI) as Aksi[];

const ALL = STANDARD_AKSI;
const VIEW: readonly Aksi[] = ['mopen', 'mprint', 'mexport'];
const OPEN: readonly Aksi[] = ['mopen'];
const SETTING: readonly Aksi[] = ['mopen', 'medit'];

/** The matrix groups in order ('Menu': the menu's section flags, from menu.ts). */
export const ACCESS_GROUPS = ['Menu', 'Umum', 'Master Data', 'Pembelian', 'Penjualan', 'Perakitan', 'Persediaan', 'Akuntansi', 'Laporan', 'Pengaturan'] as const;

const GROUP_OF: Record<Section, string> = {
  sistem: 'Umum',
  master: 'Master Data',
  pembelian: 'Pembelian',
  penjualan: 'Penjualan',
  perakitan: 'Perakitan',
  persediaan: 'Persediaan',
  akuntansi: 'Akuntansi',
  laporan: 'Laporan',
  pengaturan: 'Pengaturan',
  ecommerce: 'Pengaturan',
};

/**
 * What an access name is when its module says no more: the title, matrix group and actions of
 * the first doctype that checks it (its rights: every action, or open and edit for settings),
 * else of the first report (open, print, export), else of the first screen (open).
 */
type Default = Omit<AccessName, 'modul'> & { from: 'doctype' | 'report' | 'screen' };

export function accessDefaults(manifests: readonly ModuleManifest[]): Map<string, Default> {
  const out = new Map<string, Default>();
  for (const m of manifests)
    for (const d of m.doctypes) if (!out.has(d.access)) out.set(d.access, { judul: d.title, grup: GROUP_OF[m.section], aksi: d.rights === 'settings' ? SETTING : ALL, from: 'doctype' });
  for (const m of manifests) for (const r of m.reports ?? []) if (!out.has(r.access)) out.set(r.access, { judul: r.title, grup: 'Laporan', aksi: VIEW, from: 'report' });
  for (const m of manifests)
    for (const s of m.screens ?? []) if (s.access && !out.has(s.access)) out.set(s.access, { judul: s.title ?? '', grup: GROUP_OF[s.section ?? m.section], aksi: OPEN, from: 'screen' });
  return out;
}

/**
 * The access names of a module list, in matrix order: the menu's section flags, then every
 * module's declared names (`access`) by group and sequence, each doctype's and report's name not
 * declared at the end of its group.
 */
export function buildAccessNames(manifests: readonly ModuleManifest[], sections: ReadonlyArray<{ key: string; title: string }>): AccessName[] {
  const defaults = accessDefaults(manifests);
  const named = new Map<string, AccessName & { sequence: number }>();
  for (const m of manifests)
    for (const a of m.access ?? []) {
      if (named.has(a.name)) throw new Error(`nama akses ${a.name} dideklarasikan dua kali (modul ${m.name})`);
      const d = defaults.get(a.name);
      const judul = a.title ?? d?.judul;
      const grup = a.group ?? d?.grup;
      if (!judul || !grup) throw new Error(`nama akses ${a.name} (modul ${m.name}) tanpa judul atau grup`);
      named.set(a.name, { modul: a.name, judul, grup, aksi: a.actions ?? d?.aksi ?? OPEN, sequence: a.sequence });
    }
  for (const [modul, { from, ...d }] of defaults) if (!named.has(modul) && from !== 'screen') named.set(modul, { modul, ...d, sequence: Infinity });
  const order = (g: string) => {
    const i = ACCESS_GROUPS.indexOf(g as (typeof ACCESS_GROUPS)[number]);
    if (i < 0) throw new Error(`grup akses '${g}' tidak dikenal`);
    return i;
  };
  const rest = [...named.values()].sort((x, y) => order(x.grup) - order(y.grup) || x.sequence - y.sequence).map(({ sequence: _s, ...a }) => a);
  return [...sections.map((s) => ({ modul: s.key, judul: `Menu ${s.title}`, grup: 'Menu', aksi: OPEN })), ...rest];
}

let derived: { list: AccessName[]; byName: Map<string, AccessName> } | null = null;
const registry = () => {
  if (!derived) {
    const list = buildAccessNames(registeredManifests(), menuSections());
    derived = { list, byName: new Map(list.map((a) => [a.modul, a])) };
  }
  return derived;
};

/** Every access name, derived once from the registered module list (@niaga/modules). */
export const accessNames = (): AccessName[] => registry().list;

export const accessName = (modul: string): AccessName | undefined => registry().byName.get(modul);

/** Groups of the matrix in their order, each with its names. */
export function accessMatrix(): Array<{ grup: string; modul: AccessName[] }> {
  const out: Array<{ grup: string; modul: AccessName[] }> = [];
  for (const a of accessNames()) {
    let g = out.find((x) => x.grup === a.grup);
    if (!g) out.push((g = { grup: a.grup, modul: [] }));
    g.modul.push(a);
  }
  return out;
}
