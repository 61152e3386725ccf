/**
 * The server side of a module manifest: every doctype's tables (derived from its declaration, or
 * hand-written where a doctype keeps columns outside it), its generic acts with the module's rules
 * and posting, the module's own acts and tables. The server composes modules into the act
 * registry and the company schema (apps/server/src/modules.ts); nothing about a doctype is
 * written anywhere else.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ModuleManifest } from '../manifest';
import type { ActDef } from './acts';
import { childPickAct, recordActs, type DoctypeServer } from './records';
import { recordTables, tablesByName, type RecordTables } from './table';
import { checkRoutes, type HttpRoute } from './http-routes';

export interface ServerModuleInput {
  /** Server parts of doctypes by name: rules that read the database, posting, extra fields. */
  doctypes?: Record<string, DoctypeServer>;
  /** Hand-written main tables of doctypes that keep columns outside the declaration (users). */
  mainTables?: Record<string, PgTable>;
  /** Acts beyond the generic ones. */
  acts?: ActDef[];
  /** Tables beyond the doctypes' (by the name the schema exports them under). */
  tables?: Record<string, PgTable>;
  /** The server parts of the manifest's reports (`serverReport()` of @niaga/report/server). */
  reports?: readonly unknown[];
  /** Files other than reports (`ServerFile` of @niaga/report/server), downloaded like report files. */
  files?: readonly unknown[];
  /** HTTP routes outside /api (webhooks, callbacks; http-routes.ts), registered by the server. */
  routes?: HttpRoute[];
}

export interface ServerModule {
  name: string;
  manifest: ModuleManifest;
  /** Every table of the company schema this module owns, by export name. */
  tables: Record<string, PgTable>;
  /** The tables of each doctype, by doctype name. */
  doctypeTables: Record<string, RecordTables>;
  acts: ActDef[];
  /** The server parts of its reports, composed by the server into one report service. */
  reports: readonly unknown[];
  files: readonly unknown[];
  /** Its HTTP routes outside /api (http-routes.ts). */
  routes: HttpRoute[];
}

/** Every module's generic doctype acts by name (`item_save`, `saldoawalhutang_save`): what the imports save through. */
const doctypeActs = new Map<string, ActDef>();
export const doctypeAct = (name: string): ActDef | undefined => doctypeActs.get(name);

export function serverModule(manifest: ModuleManifest, input: ServerModuleInput = {}): ServerModule {
  const known = new Set(manifest.doctypes.map((d) => d.name));
  for (const n of Object.keys(input.doctypes ?? {})) if (!known.has(n)) throw new Error(`modul ${manifest.name}: server untuk doctype '${n}' yang tidak dideklarasikan`);
  const doctypeTables: Record<string, RecordTables> = {};
  const tables: Record<string, PgTable> = { ...(input.tables ?? {}) };
  for (const d of manifest.doctypes) {
    doctypeTables[d.name] = recordTables(d, input.mainTables?.[d.name]);
    for (const [name, t] of Object.entries(tablesByName(d))) tables[name] = t;
  }
  const acts: ActDef[] = [];
  for (const d of manifest.doctypes) {
    const generic = recordActs(d, doctypeTables[d.name], input.doctypes?.[d.name], { module: manifest.name });
    for (const a of generic) doctypeActs.set(a.name, a);
    acts.push(...generic);
    for (const c of Object.values(d.tables)) if (c.rowKey) acts.push(childPickAct(d, doctypeTables[d.name], c, manifest.name));
  }
  acts.push(...(input.acts ?? []));
  const routes = input.routes ?? [];
  checkRoutes(routes, manifest.name);
  return { name: manifest.name, manifest, tables, doctypeTables, acts, reports: input.reports ?? [], files: input.files ?? [], routes };
}
