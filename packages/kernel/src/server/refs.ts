/**
 * References between doctypes (FieldSpec.ref): saving checks that each referenced record exists
 * and meets the reference's conditions (`where`; `within` a parent: a line's unit among that
 * line's item's units) — one statement for every referenced doctype — and refuses with the field or cell
 * named; a record in use is not deleted or re-coded (number 42, naming where it is used).
 */
import { and, eq, getTableColumns, inArray, Param, SQL, sql, StringChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { optionLabel, type FieldSpec, type WhereValue } from '../fields';
import { ActError, NUM } from '../errors';
import { rowsOf, type Tx } from './db';
import { colsOf, referrersOf, targetOf, type Target } from './registry';

/**
 * Throws number 42 when a code of `doctype` is still referenced somewhere, naming the first use:
 * "Satuan 'PCS' masih dipakai di Item BRG01 sehingga tidak dapat dihapus." `within`: for a child
 * row target, the parent key the code belongs to (a unit of one item).
 */
export async function assertNotReferenced(tx: Tx, doctype: string, title: string, code: string, doing: 'dihapus' | 'diubah kodenya', within?: string): Promise<void> {
  for (const r of referrersOf(doctype)) {
    if (within !== undefined && !r.within) continue;
    const conds: SQL[] = [eq(r.column, code)];
    if (within !== undefined && r.within) conds.push(eq(r.within, within));
    const label = r.parent ? r.parent.label : (r.label ?? r.column);
    const q = r.parent
      ? tx.select({ label }).from(r.table).innerJoin(r.parent.table, eq(r.parent.fk, r.parent.id))
      : tx.select({ label }).from(r.table);
    const [hit] = (await q.where(and(...conds)).limit(1)) as { label: unknown }[];
    if (hit) throw new ActError(NUM.IN_USE, `${title} '${code}' masih dipakai di ${r.title} ${String(hit.label)} sehingga tidak dapat ${doing}.`);
  }
}

/**
 * The rows a save's reference check read (every column), per referenced doctype and code, kept for
 * the rest of that transaction: the books take the accounts a document names from here instead
 * of reading them again. Only for the transaction that read them.
 */
const seenRows = new WeakMap<Tx, Map<string, Map<string, Record<string, unknown>>>>();

/** A row of `doctype` with key `code` as this transaction's reference check read it, if it did. */
export function referencedRow(tx: Tx, doctype: string, code: string): Record<string, unknown> | undefined {
  return seenRows.get(tx)?.get(doctype)?.get(code);
}

/** The same for a child-row target: the row `code` of the parent `parentCode` (a unit of an item). */
export function referencedChildRow(tx: Tx, doctype: string, parentCode: string, code: string): Record<string, unknown> | undefined {
  return seenRows.get(tx)?.get(doctype)?.get(`${parentCode}\u0001${code}`);
}

const COL = 'c_';
/** A column's name from its key in the read (`c_namaitem` → `namaitem`), each made once. */
const columnNames = new Map<string, string>();
const columnOf = (k: string) => {
  let name = columnNames.get(k);
  if (name === undefined) columnNames.set(k, (name = k.slice(COL.length)));
  return name;
};

/**
 * A column as the reference check reads it in JSON: numerics and timestamps as text (a JSON number
 * would lose digits; a Date would need the driver), the rest as JSON keeps them (numbers,
 * booleans, strings).
 */
const asJson = (c: PgColumn): SQL => (/Numeric|Timestamp|Decimal/.test(c.columnType) ? sql`${c}::text` : sql`${c}`);

export interface RefSource {
  fields: Record<string, FieldSpec>;
  records: Record<string, unknown>[];
  /** The name a problem is reported under: the field, or `lines.<i>.<field>` for a row. */
  path: (index: number, field: string) => string;
  /** Values of the record the rows belong to (a `within` field may be in the header). */
  header?: Record<string, unknown>;
}

const describe = (t: Target, where: Record<string, WhereValue>) =>
  Object.entries(where)
    .map(([k, v]) => {
      const f = t.fields[k];
      const values = Array.isArray(v) ? v : [v];
      const shown = values.map((x) => (typeof x === 'boolean' ? (x ? 'Ya' : 'Tidak') : f ? optionLabel(f, x) : String(x)));
      return `${f?.label ?? k} harus ${shown.join(' / ')}`;
    })
    .join(', ');

const meets = (row: Record<string, unknown>, where: Record<string, WhereValue>) =>
  Object.entries(where).every(([k, v]) => (Array.isArray(v) ? v.map(String).includes(String(row[k])) : String(row[k]) === String(v)));

interface Use {
  target: string;
  spec: NonNullable<FieldSpec['ref']>;
  label: string;
  code: string;
  within: string | null;
  path: string;
}

/**
 * The reference check of some records in two halves, so that its read can go out in another
 * statement (a document's save reads it with its facts, records.ts): `columns`, the select list
 * (null when nothing is referenced), and `judge`, given the row that select list gave. `key` names
 * the codes checked: two plans with the same key read the same rows.
 */
export interface RefPlan {
  key: string;
  columns: SQL | null;
  judge(tx: Tx, row: Record<string, unknown> | undefined): void;
}

/**
 * Checks the referenced codes of some records; throws number 15 with `data.fields` naming every
 * unknown or unfit code. A reference to a doctype no table registered is a declaration error.
 */
export async function checkRefs(tx: Tx, sources: RefSource[]): Promise<void> {
  const plan = planRefs(tx, sources);
  if (!plan.columns) return;
  const [got] = await rowsOf<Record<string, unknown>>(tx, sql`select ${plan.columns}`);
  plan.judge(tx, got);
}

/** The codes `sources` reference (targets, codes, parents, cells): the key of their check (RefPlan.key). */
export function refKeyOf(sources: RefSource[]): string {
  return keyOfUses(usesOf(sources));
}

const keyOfUses = (uses: Use[]) => uses.map((u) => `${u.target}\u0001${u.code}\u0001${u.within ?? ''}\u0001${u.path}`).join('\u0002');

function usesOf(sources: RefSource[]): Use[] {
  const uses: Use[] = [];
  for (const src of sources) {
    const refFields = Object.entries(src.fields).filter(([, f]) => f.ref);
    if (!refFields.length) continue;
    src.records.forEach((rec, i) => {
      for (const [k, f] of refFields) {
        const v = rec[k];
        if (typeof v !== 'string' || v === '') continue;
        const spec = f.ref!;
        if (!targetOf(spec.doctype)) throw new Error(`field ${k} merujuk '${spec.doctype}' yang tabelnya tidak terdaftar`);
        const within = spec.within ? String(rec[spec.within] ?? src.header?.[spec.within] ?? '') : null;
        uses.push({ target: spec.doctype, spec, label: f.label, code: v, within, path: src.path(i, k) });
      }
    });
  }
  return uses;
}

export function planRefs(tx: Tx, sources: RefSource[]): RefPlan {
  const uses = usesOf(sources);
  const key = keyOfUses(uses);
  if (!uses.length) return { key, columns: null, judge: () => {} };
  const fields: Record<string, string> = {};
  const byTarget = new Map<string, Use[]>();
  for (const u of uses) {
    const list = byTarget.get(u.target);
    if (list) list.push(u);
    else byTarget.set(u.target, [u]);
  }
  // One select per referenced doctype, all sent as one statement (each as a JSON array of rows).
  const reads: Array<{ name: string; t: Target; list: Use[]; query: SQL }> = [];
  for (const [name, list] of byTarget) {
    const t = targetOf(name)!;
    const whereCols = [...new Set(list.flatMap((u) => Object.keys(u.spec.where ?? {})))].sort();
    const codes = [...new Set(list.map((u) => u.code))];
    // Only the rows of the parents named (a row of another parent is never the one a use finds).
    const withins = t.parent ? [...new Set(list.map((u) => u.within))] : [];
    const byParent = !!t.parent && !withins.includes(null);
    const shape = readShape(tx, name, t, whereCols, byParent);
    const query = new SQL([new StringChunk(shape[0]), new Param(codes), new StringChunk(shape[1]), ...(byParent ? [new Param(withins), new StringChunk(shape[2])] : [])]);
    reads.push({ name, t, list, query });
  }
  const columns = sql.join(
    reads.map((r, n) => sql`(select coalesce(json_agg(x), '[]'::json) from (${r.query}) x) as ${sql.identifier(`ref_t${n}`)}`),
    sql`, `,
  );
  return { key, columns, judge: (tx2, got) => judgeRefs(tx2, reads, fields, got ?? {}) };
}

function judgeRefs(tx: Tx, reads: Array<{ name: string; t: Target; list: Use[] }>, fields: Record<string, string>, got: Record<string, unknown>): void {
  for (const [n, { name, t, list }] of reads.entries()) {
    const rows = (got[`ref_t${n}`] ?? []) as Record<string, unknown>[];
    // Kept by code (a child row by its parent's code and its own).
    if (!seenRows.has(tx)) seenRows.set(tx, new Map());
    const byCode = new Map<string, Record<string, unknown>>();
    for (const r of rows) {
      const row: Record<string, unknown> = {};
      for (const k in r) if (k.startsWith(COL)) row[columnOf(k)] = r[k];
      byCode.set(t.parent ? `${String(r.p)}\u0001${String(r.k)}` : String(r.k), row);
    }
    seenRows.get(tx)!.set(name, byCode);
    // The rows by code, in the order read, so that each use looks up its own and not every row.
    const byKey = new Map<unknown, Record<string, unknown>[]>();
    for (const r of rows) {
      const same = byKey.get(r.k);
      if (same) same.push(r);
      else byKey.set(r.k, [r]);
    }
    for (const u of list) {
      const found = (byKey.get(u.code) ?? []).filter((r) => !t.parent || r.p === u.within);
      if (!found.length) {
        fields[u.path] ??= t.parent ? `${u.label} '${u.code}' tidak ada pada ${t.parent.title} ${u.within ?? ''}.`.replace(/ \.$/, '.') : `${u.label} '${u.code}' tidak ditemukan.`;
        continue;
      }
      const where = u.spec.where;
      if (where && !found.some((r) => meets(r, where)))
        fields[u.path] ??= (u.spec.message ?? `{label} '{code}' tidak dapat dipilih: ${describe(t, where)}.`)
          .replace('{label}', u.label)
          .replace('{code}', u.code)
          .replace('{name}', String(found[0].nama ?? ''));
    }
  }
  const messages = Object.values(fields);
  if (messages.length) throw new ActError(NUM.INVALID, messages.length === 1 ? messages[0] : `${messages[0]} (dan ${messages.length - 1} lainnya)`, { fields });
}

/**
 * The text of a target's read, built once per shape (target, the columns its conditions need,
 * whether parents are named) and cut where its codes (and parents) go: the codes as one array
 * parameter (`= any(…)`), so that the text is the same whatever their count. Every column of the
 * target (a child-row target's too: the units of the lines' items), so that what the save does
 * next (its posting) needs not read the rows again.
 */
const shapes = new Map<string, string[]>();
function readShape(tx: Tx, name: string, t: Target, whereCols: string[], byParent: boolean): string[] {
  const key = `${name}\u0001${whereCols.join(',')}\u0001${byParent ? 1 : 0}`;
  const known = shapes.get(key);
  if (known) return known;
  const cols = colsOf(t.table);
  const pick: Record<string, SQL.Aliased> = {};
  const add = (alias: string, c: PgColumn) => void (pick[alias] = asJson(c).as(alias));
  add('k', t.key);
  for (const c of whereCols) add(c, cols[c]);
  if (t.name) add('nama', t.name);
  const codes = sql`${t.key} = any(${sql.placeholder('codes')})`;
  let query: SQL;
  for (const [k, c] of Object.entries(getTableColumns(t.table))) add(COL + k, c);
  if (t.parent) {
    add('p', t.parent.key);
    const cond = byParent ? sql`${codes} and ${t.parent.key} = any(${sql.placeholder('withins')})` : codes;
    query = tx.select(pick).from(t.table).innerJoin(t.parent.table, eq(t.parent.fk, t.parent.id)).where(cond).getSQL();
  } else {
    query = tx.select(pick).from(t.table).where(codes).getSQL();
  }
  const built = (tx as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
  const parts = built.sql.split(/\$(?:1|2)\b/);
  if (built.params.length !== (byParent ? 2 : 1) || parts.length !== built.params.length + 1) throw new Error(`rujukan ${name}: bentuk query tidak terduga`);
  shapes.set(key, parts);
  return parts;
}

/** SQL condition of a reference's `where` on its target's table (for pickers). */
export function whereSql(t: Target, where: Record<string, WhereValue> | undefined): SQL | undefined {
  if (!where) return undefined;
  const cols = colsOf(t.table);
  const conds = Object.entries(where).map(([k, v]) => (Array.isArray(v) ? inArray(cols[k], v as (string | number)[]) : eq(cols[k], v as string | number | boolean)));
  return conds.length ? and(...conds) : undefined;
}

