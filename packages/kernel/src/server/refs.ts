/**
 * References between doctypes (FieldSpec.ref): every table made by `tableFor` registers itself as
 * a target under its doctype name, and its reference columns (and those of document lines) as
 * referrers. Saving a record or document checks that each referenced code exists, one query per
 * referenced doctype, and refuses with the field (or line cell) named; a referenced record cannot
 * be deleted or have its code changed while in use.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DoctypeMeta } from '../doctype';
import type { FieldSpec } from '../fields';
import { ActError, NUM } from '../errors';
import type { Tx } from './db';

interface Target {
  table: PgTable;
  key: PgColumn;
}

const targets = new Map<string, Target>();

/** A column that holds codes of a doctype: the table it is in, and what to call a row there. */
interface Referrer {
  table: PgTable;
  column: PgColumn;
  /** The referring doctype's title (Item, Kas Masuk). */
  title: string;
  /** The column naming the referring row (its key, or the document number). */
  label: PgColumn | null;
}
const referrers = new Map<string, Referrer[]>();

export function registerRefTarget(meta: Pick<DoctypeMeta, 'name' | 'key'>, table: PgTable): void {
  const key = (getTableColumns(table) as Record<string, PgColumn>)[meta.key];
  if (key) targets.set(meta.name, { table, key });
}

/**
 * Registers the reference columns of a table (a doctype's, or a document's lines table), so that
 * a referenced record is not deleted or re-coded while in use. `label` names the referring row.
 */
export function registerReferrers(fields: Record<string, FieldSpec>, table: PgTable, title: string, label: string | null): void {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  for (const [k, f] of Object.entries(fields)) {
    if (!f.ref || !cols[k]) continue;
    const list = referrers.get(f.ref.doctype) ?? [];
    list.push({ table, column: cols[k], title, label: label && cols[label] ? cols[label] : null });
    referrers.set(f.ref.doctype, list);
  }
}

/**
 * Throws number 42 when a code of `doctype` is still referenced somewhere, naming the first use:
 * "Satuan 'PCS' masih dipakai di Item BRG01 sehingga tidak dapat dihapus."
 */
export async function assertNotReferenced(tx: Tx, doctype: string, title: string, code: string, doing: 'dihapus' | 'diubah kodenya'): Promise<void> {
  for (const r of referrers.get(doctype) ?? []) {
    const [hit] = (await tx
      .select({ label: r.label ?? r.column })
      .from(r.table)
      .where(eq(r.column, code))
      .limit(1)) as { label: unknown }[];
    if (hit)
      throw new ActError(NUM.IN_USE, `${title} '${code}' masih dipakai di ${r.title}${r.label ? ` ${String(hit.label)}` : ''} sehingga tidak dapat ${doing}.`);
  }
}

export interface RefSource {
  fields: Record<string, FieldSpec>;
  records: Record<string, unknown>[];
  /** The name a problem is reported under: the field, or `lines.<i>.<field>` for a line. */
  path: (index: number, field: string) => string;
}

/**
 * Checks the referenced codes of some records; throws number 15 with `data.fields` naming every
 * unknown code. A reference to a doctype no table registered is a declaration error.
 */
export async function checkRefs(tx: Tx, sources: RefSource[]): Promise<void> {
  const wanted = new Map<string, Set<string>>();
  const uses: { doctype: string; code: string; path: string; label: string }[] = [];
  for (const src of sources) {
    const refFields = Object.entries(src.fields).filter(([, f]) => f.ref);
    if (!refFields.length) continue;
    src.records.forEach((rec, i) => {
      for (const [k, f] of refFields) {
        const v = rec[k];
        if (typeof v !== 'string' || v === '') continue;
        const doctype = f.ref!.doctype;
        if (!targets.has(doctype)) throw new Error(`field ${k} merujuk doctype '${doctype}' yang tabelnya tidak terdaftar`);
        if (!wanted.has(doctype)) wanted.set(doctype, new Set());
        wanted.get(doctype)!.add(v);
        uses.push({ doctype, code: v, path: src.path(i, k), label: f.label });
      }
    });
  }
  if (!uses.length) return;
  const found = new Map<string, Set<string>>();
  for (const [doctype, codes] of wanted) {
    const t = targets.get(doctype)!;
    const rows = (await tx.select({ k: t.key }).from(t.table).where(inArray(t.key, [...codes]))) as { k: string }[];
    found.set(doctype, new Set(rows.map((r) => r.k)));
  }
  const fields: Record<string, string> = {};
  for (const u of uses) if (!found.get(u.doctype)!.has(u.code)) fields[u.path] ??= `${u.label} '${u.code}' tidak ditemukan.`;
  const messages = Object.values(fields);
  if (messages.length) throw new ActError(NUM.INVALID, messages.length === 1 ? messages[0] : `${messages[0]} (dan ${messages.length - 1} lainnya)`, { fields });
}
