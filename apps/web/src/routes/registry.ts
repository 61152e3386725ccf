/**
 * Every route the router registers: the catalogue's screens plus each doctype's list, add and
 * edit screens. Pure data (no React) so it can be tested in node.
 */
import type { DoctypeHead, LightManifest, ReportEntry } from '@niaga/kernel';
import { reportRoute } from '@niaga/report/route';
import { catalog, type CatalogRoute } from './catalog';
import { lightManifests, type Section } from './modules';

export type RouteKind = 'screen' | 'list' | 'add' | 'edit' | 'report';

export interface RouteDef {
  path: string;
  title: string;
  access?: string;
  section: Section;
  public?: boolean;
  kind: RouteKind;
  /**
   * For doctype routes: the doctype's light line (the generic screens take its full declaration,
   * by name, once the modules' declarations are loaded: ./PrivateRoutes.tsx).
   */
  doctype?: DoctypeHead;
  /** For report routes (/menulap…): the report's light line (its declaration loads with the screen). */
  report?: ReportEntry;
}

export function doctypeRoutes(doctypes: readonly DoctypeHead[], section: Section): RouteDef[] {
  const out: RouteDef[] = [];
  for (const d of doctypes) {
    const base = { access: d.access, section, doctype: d };
    out.push({ ...base, path: d.routes.list, title: d.title, kind: 'list' });
    if (d.routes.add) out.push({ ...base, path: d.routes.add, title: `Tambah ${d.title}`, kind: 'add' });
    if (d.routes.edit) out.push({ ...base, path: d.routes.edit, title: `Ubah ${d.title}`, kind: 'edit' });
  }
  return out;
}

/** The screens of reports: /menulap<name> (spec §2.9 names them "/menulap… screens"). */
export const reportRoutes = (reports: readonly ReportEntry[]): RouteDef[] =>
  reports.map((d) => ({ path: reportRoute(d.access), title: d.title, access: d.access, section: 'laporan', kind: 'report', report: d }));

export function buildRoutes(cat: readonly CatalogRoute[], modules: readonly LightManifest[], reports: readonly ReportEntry[] = []): RouteDef[] {
  const fromCatalog: RouteDef[] = cat.map((r) => ({ ...r, kind: 'screen' }));
  const fromDoctypes = modules.flatMap((m) => doctypeRoutes(m.doctypes, m.section));
  return [...fromCatalog, ...fromDoctypes, ...reportRoutes(reports)];
}

export const routes: RouteDef[] = buildRoutes(catalog, lightManifests, lightManifests.flatMap((m) => m.reports ?? []));

const byPath = new Map(routes.map((r) => [r.path, r]));

export const findRoute = (path: string): RouteDef | undefined => byPath.get(path);

/** Title of a path for the header and the document title. */
export const titleOf = (path: string): string => byPath.get(path)?.title ?? 'Niaga';

/** The list route of a doctype (where its form returns to). */
export const listRouteOf = (d: Pick<DoctypeHead, 'routes'>): string => d.routes.list;
