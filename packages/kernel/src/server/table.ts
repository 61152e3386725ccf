/** The database table of a doctype, derived from its field declarations (one source of column types). */
import { boolean, date, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { DoctypeMeta } from '../doctype';
import type { FieldSpec } from '../fields';
import { registerReferrers, registerRefTarget } from './refs';

export function column(name: string, f: FieldSpec): PgColumnBuilderBase {
  switch (f.kind) {
    case 'code':
    case 'text':
    case 'select':
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
      return f.default !== undefined ? c.notNull().default(String(f.default)) : f.required ? c.notNull() : c;
    }
    case 'date': {
      const c = date(name, { mode: 'string' });
      return f.required ? c.notNull() : c;
    }
  }
}

export function tableFor(meta: DoctypeMeta) {
  const cols: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const [k, f] of Object.entries(meta.fields)) cols[k] = column(k, f);
  cols.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  cols.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  const uniques = Object.entries(meta.fields).filter(([, f]) => f.unique).map(([k]) => k);
  const table = pgTable(meta.name, cols, (t) => uniques.map((k) => uniqueIndex(`${meta.name}_${k}_key`).on(t[k])));
  // Other doctypes may reference this one by its key (FieldSpec.ref).
  registerRefTarget(meta, table);
  registerReferrers(meta.fields, table, meta.title, meta.key);
  return table;
}
