/**
 * One manifest per module (isomorphic): its doctypes (masters and documents) and the menu section
 * their routes belong to. The web derives its routes and generic screens from the manifests
 * (apps/web/src/routes/modules.ts); the server derives tables, schema and acts from the server
 * manifest built on it (server/module.ts). Bespoke screens are web code and live in
 * apps/web/src/screens/<module>/, listed by route in that folder's index.
 */
import type { DoctypeMeta } from './doctype';

/** Menu sections of spec §2.5; also the lazy-loading group of a screen. */
export type Section = 'sistem' | 'master' | 'pembelian' | 'penjualan' | 'perakitan' | 'persediaan' | 'akuntansi' | 'laporan' | 'pengaturan' | 'ecommerce';

/** A report declaration as the manifest carries it (the report package gives the full shape). */
export interface ReportEntry {
  /** Access name (spec §2.9, e.g. mLapBB001). */
  access: string;
  title: string;
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
}

export const defineModule = <M extends ModuleManifest>(m: M): M => {
  const names = new Set<string>();
  for (const d of m.doctypes) {
    if (names.has(d.name)) throw new Error(`modul ${m.name}: doctype '${d.name}' dua kali`);
    names.add(d.name);
  }
  return m;
};
