/**
 * Computed fields and rules of a declaration, one code for the browser (live totals, messages
 * before saving) and the server (which computes again and refuses a figure that differs).
 * Values are wire values: decimals as strings, flags as booleans, dates 'YYYY-MM-DD'.
 */
import { dec, Dec, sum } from '@niaga/core';
import type { DoctypeMeta, Refusal } from './doctype';
import type { FieldSpec, Values } from './fields';

/** A decimal of a wire value; empty and unreadable values count as 0. */
export function num(v: unknown): Dec {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return dec(0);
  try {
    const d = dec(v as string);
    return d.isFinite() ? d : dec(0);
  } catch {
    return dec(0);
  }
}

/** Σ of one field over rows. */
export const sumOf = (rows: unknown, field: string): Dec => sum(((rows as Values[] | undefined) ?? []).map((r) => num(r?.[field])));

/** A computed result as its field's wire value (decimals rounded half up to the field's scale). */
export function asWire(f: FieldSpec, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (f.kind) {
    case 'decimal':
      return num(v).toDecimalPlaces(f.scale ?? 2, Dec.ROUND_HALF_UP).toFixed(f.scale ?? 2);
    case 'int':
      return Math.round(Number(num(v).toString()));
    case 'flag':
      return Boolean(v);
    default:
      return String(v);
  }
}

const rowsOf = (rec: Values, key: string) => ((rec[key] as Values[] | undefined) ?? []).filter((r) => r && typeof r === 'object');

/**
 * The record with every computed field filled: each child row's computed fields first (in
 * declaration order, each seeing the ones before), then the header's. Returns a new object.
 */
export function computeRecord(meta: Pick<DoctypeMeta, 'fields' | 'tables'>, rec: Values): Values {
  const out: Values = { ...rec };
  for (const [key, t] of Object.entries(meta.tables)) {
    const computed = Object.entries(t.fields).filter(([, f]) => f.compute);
    if (!(key in rec)) continue;
    out[key] = rowsOf(rec, key).map((row) => {
      const r: Values = { ...row };
      for (const [k, f] of computed) r[k] = asWire(f, f.compute!(r, out));
      return r;
    });
  }
  for (const [k, f] of Object.entries(meta.fields)) if (f.compute) out[k] = asWire(f, f.compute(out, out));
  return out;
}

const same = (f: FieldSpec, a: unknown, b: unknown) => {
  if (f.kind === 'decimal' || f.kind === 'int') return num(a).eq(num(b));
  return String(a ?? '') === String(b ?? '');
};

/**
 * Where a record as sent differs from the same record computed: one refusal per computed field
 * that was sent (not null) with another figure. Fields left out are simply filled.
 */
export function computedMismatches(meta: Pick<DoctypeMeta, 'fields' | 'tables'>, sent: Values, computed: Values, fmt: (f: FieldSpec, v: unknown) => string = (_, v) => String(v)): Refusal[] {
  const out: Refusal[] = [];
  for (const [key, t] of Object.entries(meta.tables)) {
    const sentRows = rowsOf(sent, key);
    const compRows = rowsOf(computed, key);
    for (const [k, f] of Object.entries(t.fields)) {
      if (!f.compute) continue;
      sentRows.forEach((row, i) => {
        const v = row[k];
        if (v !== null && v !== undefined && v !== '' && !same(f, v, compRows[i]?.[k]))
          out.push({ field: `${key}.${i}.${k}`, message: `Baris ${i + 1}: ${f.label} ${fmt(f, v)} tidak sesuai perhitungan (seharusnya ${fmt(f, compRows[i]?.[k])}).` });
      });
    }
  }
  for (const [k, f] of Object.entries(meta.fields)) {
    if (!f.compute) continue;
    const v = sent[k];
    if (v !== null && v !== undefined && v !== '' && !same(f, v, computed[k]))
      out.push({ field: k, message: `${f.label} ${fmt(f, v)} tidak sesuai perhitungan (seharusnya ${fmt(f, computed[k])}).` });
  }
  return out;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The refusals of a (computed) record: fields required only in some cases, child-table row
 * rules, then record rules. Row rules name their row's field; it is reported as `<table>.<i>.<field>`.
 */
export function checkRules(meta: Pick<DoctypeMeta, 'fields' | 'tables' | 'rules'>, rec: Values): Refusal[] {
  const out: Refusal[] = [];
  for (const [k, f] of Object.entries(meta.fields)) if (f.requiredWhen?.(rec, rec) && blank(rec[k])) out.push({ field: k, message: `${f.label} wajib diisi` });
  for (const [key, t] of Object.entries(meta.tables)) {
    rowsOf(rec, key).forEach((row, i) => {
      for (const [k, f] of Object.entries(t.fields))
        if (f.requiredWhen?.(row, rec) && blank(row[k])) out.push({ field: `${key}.${i}.${k}`, message: `Baris ${i + 1}: ${f.label} wajib diisi` });
      for (const rule of t.rules) {
        const r = rule(row, i, rec);
        if (r && typeof r === 'object') out.push({ field: r.field ? `${key}.${i}.${r.field}` : undefined, message: r.message });
      }
    });
  }
  for (const rule of meta.rules) {
    const r = rule(rec);
    if (r && typeof r === 'object') out.push(r);
  }
  return out;
}
