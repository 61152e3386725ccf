/**
 * The light lines of every module's doctypes and reports (what the web's shell, menu and router
 * need of them: names, titles, access names, routes, menu places), derived from the
 * full manifests. `npm run modules:summary` writes them to ./summary.gen.ts for the web's first
 * load; ./light.test.ts fails when that file is not what the manifests give (one source of truth:
 * the manifests).
 */
import { type DoctypeHead, type ModuleManifest, type ReportEntry } from '@niaga/kernel';

export interface ModuleSummary {
  doctypes: DoctypeHead[];
  reports: ReportEntry[];
}

/** A doctype's light line. */
export function doctypeHead(d: ModuleManifest['doctypes'][number]): DoctypeHead {
  const out: DoctypeHead = { name: d.name, title: d.title, access: d.access, routes: { ...d.routes } };
  if (d.menu) out.menu = { ...d.menu };
  return out;
}

/** Every module's light doctype and report lines, by module name. */
export function summarize(manifests: readonly ModuleManifest[]): Record<string, ModuleSummary> {
  return Object.fromEntries(
    manifests.map((m) => [m.name, { doctypes: m.doctypes.map(doctypeHead), reports: (m.reports ?? []).map((r) => ({ access: r.access, title: r.title })) }]),
  );
}
