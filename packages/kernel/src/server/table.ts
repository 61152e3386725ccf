/**
 * The database tables of a doctype, derived from its declaration (one source of column types):
 * the main table and one table per child table (`<parent>_id`, `urut`, the row fields, and what the
 * kernel keeps: `idsumber` on rows that take from another document's rows, `sisa` on rows others
 * take from). Indexes follow the declaration: unique fields (optional ones among non-empty
 * values), searched codes by prefix, searched texts by trigram, filters, fields marked `indexed`,
 * the parent id.
 *
 * Derived once per declaration (`recordTables` is memoised), so every caller — the acts, the
 * module's own rules, the schema drizzle-kit reads — holds the same table objects.
 */
import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { LINK_FIELD, LINK_SOURCE_FIELD, namesSource, REMAINING_FIELD, type ChildMeta, type DoctypeMeta } from '../doctype';
import type { FieldSpec } from '../fields';
import { registerDoctype } from './registry';

export function column(name: string, f: FieldSpec): PgColumnBuilderBase {
  switch (f.kind) {
    case 'code':
    case 'text':
    case 'select':
    case 'time':
      return varchar(name, { length: f.max ?? 255 })
        .notNull()
        .default(typeof f.default === 'string' ? f.default : '');
    case 'flag':
      return boolean(name).notNull().default(Boolean(f.default ?? false));
    case 'int': {
      const c = integer(name);
      return f.default !== undefined ? c.notNull().default(Number(f.default)) : f.required ? c.notNull() : c;
    }
    case 'decimal': {
      const c = numeric(name, { precision: f.precision ?? 18, scale: f.scale ?? 2 });
      if (f.compute) return c.notNull().default('0');
      return f.default !== undefined ? c.notNull().default(String(f.default)) : f.required ? c.notNull() : c;
    }
    case 'date': {
      const c = date(name, { mode: 'string' });
      return f.required ? c.notNull() : c;
    }
  }
}

/** A derived table: its columns by field name (the declaration, not TypeScript, knows them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DerivedTable = PgTableWithColumns<any>;

export interface RecordTables {
  main: DerivedTable;
  /** By child table key (`lines`, `satuanitem`). */
  children: Record<string, DerivedTable>;
}

/** The column of a child table naming its parent record. */
export const parentColumn = (meta: Pick<DoctypeMeta, 'name'>) => `${meta.name}_id`;

type Cols = Record<string, PgColumn>;
/** Columns as the index builder sees them (with operator classes). */
type IxCols = Record<string, ExtraConfigColumn>;

/** Indexes a declaration asks for on one table (main or child). */
function indexes(tableName: string, fields: Record<string, FieldSpec>, t: IxCols, opts: { key?: string; search?: string[]; filters?: string[]; few?: boolean } = {}) {
  const out = [];
  const done = new Set<string>();
  for (const [k, f] of Object.entries(fields)) {
    if (!f.unique) continue;
    done.add(k);
    const ix = uniqueIndex(`${tableName}_${k}_key`).on(t[k]);
    // An optional unique field (a barcode) is unique among the records that have one.
    out.push(k === opts.key || f.required || (f.kind !== 'code' && f.kind !== 'text') ? ix : ix.where(sql`${sql.identifier(k)} <> ''`));
  }
  // A table that stays small (`rows: 'few'`): its unique keys and `indexed` fields only.
  if (opts.few) return [...out, ...Object.keys(fields).filter((k) => fields[k].indexed && !done.has(k)).map((k) => index(`${tableName}_${k}_idx`).on(t[k]))];
  for (const k of opts.search ?? []) {
    const f = fields[k];
    // Searched codes by prefix: a unique code's own index serves `like 'X%'` only under the C
    // collation (PGlite), not under a PostgreSQL server's usual en_US.UTF-8.
    if (f.kind === 'code') out.push(index(`${tableName}_${k}_awalan`).on(t[k].op('varchar_pattern_ops')));
    // Searched text by trigram. New entries wait in the GIN index's pending list, which every search
    // reads through; only (auto)vacuum empties it, and PGlite has no autovacuum: after 100,000 item
    // inserts the item names' list was 161 pages and a search's index scan 40× slower. Kept at
    // the minimum, 64 kB (the inserting statement then moves it into the index).
    else if (f.kind === 'text' && !f.unique) out.push(index(`${tableName}_${k}_trgm`).using('gin', t[k].op('gin_trgm_ops')).with({ gin_pending_list_limit: 64 }));
  }
  for (const k of opts.search ?? []) done.add(k);
  // Filters, and references (so a record in use is found at once when it is to be deleted). Not a
  // filter over a flag (aktif, timbangan): a list reads in its key's order a page at a time and
  // checks the flag on the way, and an index over two values matches a large share of the table,
  // which PostgreSQL reads rather than it — each was one more relation per company for no query
  // (issue 43, docs/operations.md "Many companies"). `indexed` still asks for one.
  const lowCardinality = (k: string) => fields[k]?.kind === 'flag' && !fields[k].ref && !fields[k].indexed;
  const plain = [...(opts.filters ?? []).filter((k) => !lowCardinality(k)), ...Object.keys(fields).filter((k) => fields[k].ref || fields[k].indexed)];
  for (const k of [...new Set(plain)]) if (!done.has(k)) out.push(index(`${tableName}_${k}_idx`).on(t[k]));
  return out;
}

function childTable(meta: DoctypeMeta, c: ChildMeta, main: PgTable): DerivedTable {
  const fk = parentColumn(meta);
  const mainId = (main as unknown as Cols).id;
  const cols: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    [fk]: integer(fk)
      .notNull()
      .references(() => mainId, { onDelete: 'cascade' }),
    urut: integer('urut').notNull().default(0),
  };
  for (const [k, f] of Object.entries(c.fields)) cols[k] = column(k, f);
  if (c.linksTo) cols[LINK_FIELD] = integer(LINK_FIELD);
  if (namesSource(c)) cols[LINK_SOURCE_FIELD] = varchar(LINK_SOURCE_FIELD, { length: 30 });
  if (c.remaining) cols[REMAINING_FIELD] = numeric(REMAINING_FIELD, { precision: c.fields[c.remaining.qty].precision ?? 18, scale: c.fields[c.remaining.qty].scale ?? 4 }).notNull().default('0');
  cols.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  const lookupField = meta.lookup?.table === c.key ? [meta.lookup.field] : [];
  return pgTable(c.table, cols, (t) => {
    const x = t as unknown as IxCols;
    return [
      index(`${c.table}_induk`).on(x[fk]),
      ...indexes(c.table, c.fields, x, { filters: lookupField.filter((k) => !c.fields[k].unique) }),
      ...c.uniqueWithin.map((k) => uniqueIndex(`${c.table}_${k}_per_induk`).on(x[fk], x[k])),
      ...(c.linksTo ? [index(`${c.table}_${LINK_FIELD}`).on(x[LINK_FIELD]).where(sql`${sql.identifier(LINK_FIELD)} is not null`)] : []),
    ];
  });
}

const derived = new Map<DoctypeMeta, RecordTables>();

/**
 * The tables of a declaration (`main` named after the doctype), or of a hand-written main table
 * (`main` given: the users table keeps its password hash outside the declaration).
 */
export function recordTables(meta: DoctypeMeta, main?: PgTable): RecordTables {
  const known = derived.get(meta);
  if (known) return known;
  const table =
    main ??
    pgTable(
      meta.name,
      {
        id: serial('id').primaryKey(),
        ...Object.fromEntries(Object.entries(meta.fields).map(([k, f]) => [k, column(k, f)])),
        created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
      },
      (t) => [
        ...indexes(meta.name, meta.fields, t as unknown as IxCols, { key: meta.key, search: meta.list.search, filters: meta.list.filters.map((f) => f.field), few: meta.rows === 'few' }),
        ...(meta.indexes ?? []).map((cols) => {
          const ix = t as unknown as IxCols;
          const [first, ...rest] = cols;
          return index(`${meta.name}_${cols.join('_')}_idx`).on(ix[first], ...rest.map((c) => ix[c]));
        }),
      ],
    );
  const children = Object.fromEntries(Object.entries(meta.tables).map(([k, c]) => [k, childTable(meta, c, table)]));
  const tables: RecordTables = { main: table as DerivedTable, children };
  derived.set(meta, tables);
  registerDoctype(meta, tables);
  return tables;
}

/** The main table of a doctype without child tables (kept for the many flat declarations). */
export const tableFor = (meta: DoctypeMeta) => recordTables(meta).main;

/** Every table of a declaration by the name drizzle-kit and backups know it. */
export function tablesByName(meta: DoctypeMeta): Record<string, PgTable> {
  const t = recordTables(meta);
  return { [meta.name]: t.main, ...Object.fromEntries(Object.values(meta.tables).map((c) => [c.table, t.children[c.key]])) };
}
