/**
 * The route catalogue: every screen beyond the doctypes' generic lists and forms, each once, with
 * its Indonesian title and the access name where the spec gives one — derived from the screens
 * the module heads declare (`screens`, modules/<m>/head.ts; planned ones without a
 * component show "Belum tersedia"). Doctype list/add/edit routes come from the doctype
 * declarations (./registry.ts), so a new doctype needs no web code. The spec's own list of routes
 * stays only in catalog.test.ts, which checks that the derived routes equal it.
 *
 * Data only: no React here, so node tests can read it.
 */
import { doctypePaths } from '@niaga/modules/light';
import { allDoctypeHeads, allScreens, type Section } from './modules';

export type { Section };

export interface CatalogRoute {
  path: string;
  title: string;
  /** Module access name (spec §2); absent where the spec gives none. */
  access?: string;
  section: Section;
  /** Screens reachable without a session (login, forgot and change password). */
  public?: boolean;
  /** Query parameters the screen reads, as the spec names them. */
  query?: string[];
}

const declared = new Set(doctypePaths(allDoctypeHeads));

/**
 * The catalogue the router registers: every screen a module declares that is not a doctype's
 * route (a bespoke screen of a doctype route keeps the doctype's route, title and access name).
 */
export const catalog: CatalogRoute[] = allScreens
  .filter((s) => !declared.has(s.path))
  .map((s) => {
    if (!s.title) throw new Error(`modul ${s.module}: layar ${s.path} tanpa judul`);
    const r: CatalogRoute = { path: s.path, title: s.title, section: s.section };
    if (s.access) r.access = s.access;
    if (s.public) r.public = true;
    if (s.query) r.query = s.query;
    return r;
  });
