/**
 * What the generic screens know of the application around them: every doctype (references and
 * pickers name their target by name), every report, and the row actions of the generic lists.
 * The kit sits below the modules and may not import their manifests, so the app registers them
 * when they load (`registerModules`). The web starts from the light module list and names how to
 * load the full one (`registerModuleLoader`, apps/web/src/routes/modules.ts); a screen that needs
 * the declarations waits for `modulesReady()` before it renders (the router does it for every
 * screen but the till's; the till's pickers do it themselves). The arrays and the record are
 * filled in place: importers hold the same objects.
 */
import { createElement, type ReactNode } from 'react';
import { BellOutlined, PrinterOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { DoctypeMeta, ModuleManifest, RowActionDecl } from '@niaga/kernel';
import type { ReportDecl } from '@niaga/report';
import type { RowAction } from './doctype/rowActions';
import { openDocumentPdf } from './document/printPdf';

/** Every doctype of every module, in the manifests' order. */
export const allDoctypes: DoctypeMeta[] = [];
/** Every report of every module. */
export const allReports: ReportDecl[] = [];
/** Row actions of generic lists beyond Ubah and Hapus, by doctype name (doctype/rowActions.ts). */
export const rowActions: Record<string, readonly RowAction[]> = {};

const ICONS: Record<RowActionDecl['icon'], () => ReactNode> = {
  printer: () => createElement(PrinterOutlined),
  whatsapp: () => createElement(WhatsAppOutlined),
  pengingat: () => createElement(BellOutlined),
};

/** The kit's own row actions, which a manifest names. */
const KIT_ACTIONS: Record<'cetak', () => RowAction> = {
  /** The printed layout of a document (a PDF in a new tab; document/printPdf.ts), opened at once so no pop-up blocker holds it. */
  cetak: () => ({ name: 'cetak', label: 'Cetak', icon: ICONS.printer(), key: 'P', run: (row, meta) => openDocumentPdf(meta.name, row.id) }),
};

const rowAction = (a: RowActionDecl | 'cetak'): RowAction => (typeof a === 'string' ? KIT_ACTIONS[a]() : { ...a, icon: ICONS[a.icon]() });

/** Registers the modules' declarations (once; a second call with the same list changes nothing). */
export function registerModules(manifests: readonly ModuleManifest[]): void {
  allDoctypes.length = 0;
  allReports.length = 0;
  for (const k of Object.keys(rowActions)) delete rowActions[k];
  for (const m of manifests) {
    allDoctypes.push(...m.doctypes);
    allReports.push(...((m.reports ?? []) as ReportDecl[]));
    for (const [doctype, acts] of Object.entries(m.rowActions ?? {}))
      rowActions[doctype] = [...(rowActions[doctype] ?? []), ...acts.map(rowAction)];
  }
}

let loader: (() => Promise<readonly ModuleManifest[]>) | null = null;
let ready: Promise<void> | null = null;

/** How the full module list is loaded (the web: a lazy import of @niaga/modules). */
export function registerModuleLoader(load: () => Promise<readonly ModuleManifest[]>): void {
  loader = load;
}

/**
 * Resolves once the modules' declarations are registered: at once when they are (a test that
 * registered them itself), else after loading them once with the registered loader.
 */
export function modulesReady(): Promise<void> {
  if (allDoctypes.length) return Promise.resolve();
  if (!loader) return Promise.reject(new Error('daftar modul belum terdaftar: registerModules atau registerModuleLoader dulu'));
  return (ready ??= loader().then(registerModules, (e: unknown) => {
    ready = null;
    throw e;
  }));
}
