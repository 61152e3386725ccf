/**
 * A record in the form and on the wire: header fields and child-table rows. Pure (no React), so
 * the conversions, blank-row rules and live figures are tested in node. The figures come from the
 * declaration's own computed fields (`computeRecord`, the same code the server runs).
 */
import { computeRecord, checkRules, LINK_FIELD, LINK_SOURCE_FIELD, namesSource, REMAINING_FIELD, type ChildMeta, type DoctypeMeta, type FieldSpec, type Refusal } from '@niaga/kernel';
import { toFormValue, toWireValue, type FormValue, type WireValue } from '../doctype/values';

export type FormRow = Record<string, FormValue> & { id?: number | null; [LINK_FIELD]?: number | null; [LINK_SOURCE_FIELD]?: string | null };
export type FormRecord = Record<string, FormValue | FormRow[]>;
export type WireRow = Record<string, WireValue>;

/** Fields a person types in a child row (kept and hidden ones are not shown). */
export const visibleFields = (c: ChildMeta) => Object.entries(c.fields).filter(([, f]) => !f.hidden);

/** A new empty row: the declared defaults as the widgets hold them. */
export function emptyRow(c: ChildMeta): FormRow {
  return Object.fromEntries(Object.entries(c.fields).map(([k, f]) => [k, toFormValue(f, f.default === undefined ? undefined : f.default)]));
}

/** A saved row (from `_get`) as form values, keeping its id, link and the names beside its codes. */
export function rowToValues(c: ChildMeta, row: WireRow): FormRow {
  const out: FormRow = Object.fromEntries(Object.entries(c.fields).map(([k, f]) => [k, toFormValue(f, row[k] ?? undefined)]));
  if (row.id !== undefined && row.id !== null) out.id = Number(row.id);
  if (row[LINK_FIELD] !== undefined && row[LINK_FIELD] !== null) out[LINK_FIELD] = Number(row[LINK_FIELD]);
  if (namesSource(c) && row[LINK_SOURCE_FIELD]) out[LINK_SOURCE_FIELD] = String(row[LINK_SOURCE_FIELD]);
  for (const [k, v] of Object.entries(row)) if (k.endsWith('_nama')) out[k] = v as FormValue;
  return out;
}

const isBlankValue = (f: FieldSpec, v: FormValue): boolean => {
  if (f.compute || f.hidden || f.kind === 'flag') return true;
  if (f.kind === 'decimal' || f.kind === 'int') return v === null || v === undefined || v === '' || Number(v) === 0 || (f.default !== undefined && String(v) === String(f.default));
  if (f.kind === 'select' && f.default !== undefined) return v === undefined || v === null || v === '' || v === f.default;
  return v === null || v === undefined || String(v).trim() === '';
};

/** Whether a row is still empty (nothing typed): such rows are not sent. */
export const isBlankRow = (c: ChildMeta, row: FormRow | undefined): boolean => !row || (!row.id && Object.entries(c.fields).every(([k, f]) => isBlankValue(f, row[k])));

/**
 * Whether a row taken from another document takes nothing (its quantity 0 or empty): it is left out
 * of the record as the server leaves it out — a return of some of a sale's lines sets the others to 0.
 */
export const isUntakenRow = (c: ChildMeta, row: FormRow | undefined): boolean => {
  if (!row || !c.linksTo || !row[LINK_FIELD]) return false;
  const q = row[c.linksTo.qty];
  return q === null || q === undefined || String(q).trim() === '' || Number(q) === 0;
};

/** The rows of a table as the save payload carries them (blank rows dropped), with their form index. */
export function rowsToWire(c: ChildMeta, rows: FormRow[] | undefined): { index: number; row: WireRow }[] {
  return (rows ?? [])
    .map((r, index) => ({ index, r }))
    .filter(({ r }) => !isBlankRow(c, r) && !isUntakenRow(c, r))
    .map(({ index, r }) => {
      const row: WireRow = Object.fromEntries(Object.entries(c.fields).filter(([, f]) => !f.hidden).map(([k, f]) => [k, toWireValue(f, r[k])]));
      if (r.id) row.id = r.id;
      if (c.linksTo && r[LINK_FIELD]) row[LINK_FIELD] = r[LINK_FIELD];
      if (namesSource(c) && r[LINK_FIELD] && r[LINK_SOURCE_FIELD]) row[LINK_SOURCE_FIELD] = r[LINK_SOURCE_FIELD];
      return { index, row };
    });
}

/** A whole record as the save payload carries it, and for each table which form row each sent row is. */
export function recordToWire(meta: DoctypeMeta, values: FormRecord, opts: { skip?: string[] } = {}): { payload: Record<string, unknown>; sent: Record<string, number[]> } {
  const payload: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(meta.fields)) {
    if (opts.skip?.includes(k) || f.hidden) continue;
    payload[k] = toWireValue(f, values[k] as FormValue);
  }
  const sent: Record<string, number[]> = {};
  for (const c of Object.values(meta.tables)) {
    const rows = rowsToWire(c, values[c.key] as FormRow[] | undefined);
    payload[c.key] = rows.map((r) => r.row);
    sent[c.key] = rows.map((r) => r.index);
  }
  // Computed figures are sent as the declaration computes them now (the form may hold old ones);
  // the server computes them again and refuses a figure that differs.
  return { payload: computeRecord(meta, payload), sent };
}

/** The live figures of the record in the form: computed fields of header and rows (wire values). */
export function liveFigures(meta: DoctypeMeta, values: FormRecord): { header: Record<string, unknown>; rows: Record<string, Record<string, unknown>[]>; sent: Record<string, number[]> } {
  const { payload, sent } = recordToWire(meta, values);
  const rec = computeRecord(meta, payload);
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const c of Object.values(meta.tables)) {
    // Computed cells of every form row, blank ones included (they show 0).
    const all = (values[c.key] as FormRow[] | undefined) ?? [];
    const byIndex = new Map((sent[c.key] ?? []).map((formIndex, i) => [formIndex, (rec[c.key] as Record<string, unknown>[])[i]]));
    rows[c.key] = all.map((_, i) => byIndex.get(i) ?? {});
  }
  return { header: rec, rows, sent };
}

/** Record-level refusals of the declaration's rules on the record as it stands (shown before saving). */
export function liveRefusals(meta: DoctypeMeta, values: FormRecord): Refusal[] {
  const { payload } = recordToWire(meta, values);
  return checkRules(meta, computeRecord(meta, payload));
}

/**
 * A refusal's field (`lines.3.jumlah`, `kodeacc`) as an antd form field name, mapping a sent row's
 * index back to its row in the form; null when the form has no such field.
 */
export function formFieldOf(meta: DoctypeMeta, path: string, sent: Record<string, number[]>): (string | number)[] | null {
  const m = /^(\w+)\.(\d+)\.(\w+)$/.exec(path);
  if (m) {
    const c = meta.tables[m[1]];
    const formIndex = sent[m[1]]?.[Number(m[2])];
    if (!c || formIndex === undefined || !(m[3] in c.fields)) return null;
    return [m[1], formIndex, m[3]];
  }
  return path in meta.fields ? [path] : null;
}

/**
 * Rows taken from another document (`linksTo`: a purchase from an order, a return from a
 * purchase): each of its rows that still has something remaining (`sisa`) becomes a new row with
 * the fields both tables have, what `linksTo.take` gives from the source document (`given`, per
 * source row), the remaining quantity, and `idsumber` naming the source row (and `jenissumber` its
 * doctype, `source`, when the table takes from several).
 */
export function takenRows(c: ChildMeta, sourceRows: WireRow[], source?: string, given?: Array<Record<string, unknown>>): FormRow[] {
  if (!c.linksTo) return [];
  const qty = c.linksTo.qty;
  return sourceRows
    .map((s, i) => ({ s, extra: given?.[i] }))
    .filter(({ s }) => Number(s[REMAINING_FIELD] ?? 0) > 0)
    .map(({ s, extra }) => {
      const wire: WireRow = {};
      // Hidden fields too (a sale line's tax kind from its order line); computed ones are recomputed.
      for (const k of Object.keys(c.fields)) if (k in s && !c.fields[k].compute) wire[k] = s[k];
      for (const [k, v] of Object.entries(extra ?? {})) if (k in c.fields) wire[k] = v as WireRow[string];
      for (const [k, v] of Object.entries(s)) if (k.endsWith('_nama')) wire[k] = v;
      wire[qty] = s[REMAINING_FIELD];
      wire[LINK_FIELD] = s.id;
      if (namesSource(c)) wire[LINK_SOURCE_FIELD] = source ?? c.linksTo!.sources[0].doctype;
      return rowToValues(c, wire);
    });
}
