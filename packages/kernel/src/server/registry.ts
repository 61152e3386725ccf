/**
 * What the kernel knows of every declared doctype once its tables are derived (table.ts): the
 * declaration and its tables by name; who may be referred to (a doctype by its key, a child
 * table's row by its `rowKey` within its parent); which columns refer to them (so a record in use
 * is not deleted or re-coded); which child tables take from which (document links).
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LINK_FIELD, type ChildMeta, type DoctypeMeta } from '../doctype';
import type { FieldSpec } from '../fields';
import type { RecordTables } from './table';

type Cols = Record<string, PgColumn>;
export const colsOf = (t: PgTable) => getTableColumns(t) as Cols;

export interface Registered {
  meta: DoctypeMeta;
  tables: RecordTables;
}
const doctypes = new Map<string, Registered>();

export interface Target {
  title: string;
  table: PgTable;
  /** The column the reference holds (a doctype's key, a child row's rowKey). */
  key: PgColumn;
  /** Columns for `where` conditions and the fields they come from. */
  fields: Record<string, FieldSpec>;
  /** The target's name column (shown beside codes). */
  name: PgColumn | null;
  /** Child-table targets: the parent table, the parent's key and the link column. */
  parent?: { table: PgTable; key: PgColumn; id: PgColumn; fk: PgColumn; title: string };
}
const targets = new Map<string, Target>();

export interface Referrer {
  table: PgTable;
  column: PgColumn;
  /** The referring doctype's title (Item, Kas Masuk). */
  title: string;
  /** The column naming the referring record (its key or document number), or via its parent. */
  label: PgColumn | null;
  parent?: { table: PgTable; id: PgColumn; fk: PgColumn; label: PgColumn };
  /** For references `within` a parent key: the referring table's column holding that key. */
  within?: PgColumn;
}
const referrers = new Map<string, Referrer[]>();

export interface Linker {
  meta: DoctypeMeta;
  child: ChildMeta;
  table: PgTable;
  parent: PgTable;
}
/** Child tables that take from rows of `<doctype>.<child>`. */
const linkers = new Map<string, Linker[]>();

export function registerDoctype(meta: DoctypeMeta, tables: RecordTables): void {
  doctypes.set(meta.name, { meta, tables });
  const main = colsOf(tables.main);
  if (main[meta.key]) targets.set(meta.name, { title: meta.title, table: tables.main, key: main[meta.key], fields: meta.fields, name: meta.nameField ? main[meta.nameField] : null });
  addReferrers(meta.fields, tables.main, meta.title, main[meta.key] ?? null);
  for (const c of Object.values(meta.tables)) {
    const t = tables.children[c.key];
    const cols = colsOf(t);
    const fk = cols[`${meta.name}_id`];
    const parent = { table: tables.main, id: main.id, fk, label: main[meta.key] };
    if (c.rowKey)
      targets.set(c.table, {
        title: c.title,
        table: t,
        key: cols[c.rowKey],
        fields: c.fields,
        name: null,
        parent: { table: tables.main, key: main[meta.key], id: main.id, fk, title: meta.title },
      });
    addReferrers(c.fields, t, meta.title, null, parent);
    for (const s of c.linksTo?.sources ?? []) {
      const k = `${s.doctype}.${s.child}`;
      linkers.set(k, [...(linkers.get(k) ?? []).filter((l) => l.meta.name !== meta.name), { meta, child: c, table: t, parent: tables.main }]);
    }
  }
}

function addReferrers(fields: Record<string, FieldSpec>, table: PgTable, title: string, label: PgColumn | null, parent?: Referrer['parent']) {
  const cols = colsOf(table);
  for (const [k, f] of Object.entries(fields)) {
    if (!f.ref || !cols[k]) continue;
    const list = (referrers.get(f.ref.doctype) ?? []).filter((r) => r.column !== cols[k]);
    list.push({ table, column: cols[k], title, label, parent, within: f.ref.within && cols[f.ref.within] ? cols[f.ref.within] : undefined });
    referrers.set(f.ref.doctype, list);
  }
}

/** Documents whose saves post to the books (they declare a posting on the server). */
const posting = new Set<string>();
export const registerPosting = (name: string) => void posting.add(name);
/** Every registered document that posts: the ledger's invariants check each against its postings. */
export const postingDoctypes = (): DoctypeMeta[] => [...posting].map((n) => doctypes.get(n)?.meta).filter((m): m is DoctypeMeta => !!m);

/** A registered doctype, by name. */
export const registered = (name: string): Registered | undefined => doctypes.get(name);
export const allRegistered = (): Registered[] => [...doctypes.values()];
export const targetOf = (name: string): Target | undefined => targets.get(name);
export const referrersOf = (name: string): Referrer[] => referrers.get(name) ?? [];
export const linkersOf = (doctype: string, child: string): Linker[] => linkers.get(`${doctype}.${child}`) ?? [];
/** The id column of link rows. */
export const linkColumn = (t: PgTable) => colsOf(t)[LINK_FIELD];

/** The doctypes whose declarations refer to `name` (for the pick act's rights). */
export function referringDoctypes(name: string): DoctypeMeta[] {
  const out: DoctypeMeta[] = [];
  for (const { meta } of doctypes.values()) {
    const all = [meta.fields, ...Object.values(meta.tables).map((c) => c.fields)];
    if (all.some((fs) => Object.values(fs).some((f) => f.ref?.doctype === name))) out.push(meta);
  }
  return out;
}
