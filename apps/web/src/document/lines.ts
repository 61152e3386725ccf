/**
 * Pure helpers of the document form (header + lines): which fields are account codes, money sums
 * without floats, running totals and the payload of `<name>_save`. Testable in node.
 */
import type { DocumentMeta } from '@niaga/kernel';
import { toFormValue, toWireValue, type FormValue, type WireValue } from '../doctype/values';

/** A decimal string ("-1234.5") as an integer count of 10^-scale units; null when unreadable. */
export function toUnits(v: unknown, scale = 2): bigint | null {
  if (v === null || v === undefined || v === '') return 0n;
  const s = String(v).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = (m[3] ?? '').padEnd(scale, '0');
  if (frac.length > scale && /[1-9]/.test(frac.slice(scale))) return null;
  const n = BigInt((m[2] || '0') + frac.slice(0, scale));
  return m[1] ? -n : n;
}

/** Units back to a wire decimal with `scale` digits ("1234.50"). */
export function fromUnits(n: bigint, scale = 2): string {
  const neg = n < 0n;
  const s = (neg ? -n : n).toString().padStart(scale + 1, '0');
  const body = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
  return `${neg ? '-' : ''}${body}`;
}

/** Σ of decimal strings (unreadable values count as 0). */
export function sumDecimals(values: unknown[], scale = 2): string {
  return fromUnits(values.reduce<bigint>((a, v) => a + (toUnits(v, scale) ?? 0n), 0n), scale);
}

/** The decimal line fields, each with its column total. */
export function lineTotals(meta: DocumentMeta, lines: Record<string, FormValue>[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!meta.lines) return out;
  for (const [k, f] of Object.entries(meta.lines.fields)) if (f.kind === 'decimal') out[k] = sumDecimals((lines ?? []).map((l) => l?.[k]), f.scale ?? 2);
  return out;
}

/** A journal-like document: lines with both debit and credit; its difference must be 0. */
export const isBalanced = (meta: DocumentMeta) => !!meta.lines && 'debet' in meta.lines.fields && 'kredit' in meta.lines.fields;

/** Debit − credit of a journal's lines ("0.00" when balanced). */
export function selisih(totals: Record<string, string>): string {
  return fromUnits((toUnits(totals.debet) ?? 0n) - (toUnits(totals.kredit) ?? 0n));
}

/**
 * The header total a document derives from its lines (the server computes it again): the column
 * of `jumlah`, else of `debet`, else the first decimal column. Null when the document has no lines
 * or no header `total`.
 */
export function derivedTotal(meta: DocumentMeta, totals: Record<string, string>): string | null {
  if (!meta.lines || !('total' in meta.fields)) return null;
  const key = 'jumlah' in totals ? 'jumlah' : 'debet' in totals ? 'debet' : Object.keys(totals)[0];
  return key ? totals[key] : null;
}

/** Header fields the person does not type: the number (given by the server) and a derived total. */
export function isReadOnlyHeader(meta: DocumentMeta, name: string): boolean {
  return name === 'notransaksi' || (name === 'total' && derivedTotal(meta, lineTotals(meta, [])) !== null);
}

/** A new empty line: the declared defaults as the widgets hold them. */
export function emptyLine(meta: DocumentMeta): Record<string, FormValue> {
  if (!meta.lines) return {};
  return Object.fromEntries(Object.entries(meta.lines.fields).map(([k, f]) => [k, toFormValue(f, f.default === undefined ? undefined : f.default)]));
}

/** A saved line (from `_get`) as form values. */
export function lineToValues(meta: DocumentMeta, row: Record<string, WireValue>): Record<string, FormValue> {
  if (!meta.lines) return {};
  return Object.fromEntries(Object.entries(meta.lines.fields).map(([k, f]) => [k, toFormValue(f, row[k] ?? undefined)]));
}

/** Whether a line is still empty (all text blank, all amounts 0): such lines are not sent. */
export function isBlankLine(meta: DocumentMeta, l: Record<string, FormValue> | undefined): boolean {
  if (!meta.lines || !l) return true;
  return Object.entries(meta.lines.fields).every(([k, f]) => {
    const v = l[k];
    if (f.kind === 'decimal') return (toUnits(v, f.scale ?? 2) ?? 1n) === 0n;
    if (f.kind === 'flag') return true;
    return v === null || v === undefined || String(v).trim() === '';
  });
}

/** The lines of the save payload: blank lines dropped, values as the wire carries them. */
export function linesToWire(meta: DocumentMeta, lines: Record<string, FormValue>[] | undefined): { index: number; line: Record<string, WireValue> }[] {
  if (!meta.lines) return [];
  const fields = meta.lines.fields;
  return (lines ?? [])
    .map((l, index) => ({ index, l }))
    .filter(({ l }) => !isBlankLine(meta, l))
    .map(({ index, l }) => ({ index, line: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, toWireValue(f, l[k])])) }));
}
