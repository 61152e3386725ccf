/**
 * Conversions between wire records (what `N_get` returns and `N_save` takes) and form values
 * (what the antd widgets hold). Pure: testable in node.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { DoctypeMeta, FieldSpec } from '@niaga/kernel';
import { WIRE_DATE } from '../format';

export type WireValue = string | number | boolean | null;
export type FormValue = string | number | boolean | Dayjs | null | undefined;
export type Row = { id: number } & Record<string, WireValue>;

/** A wire value as the widget of its field holds it. */
export function toFormValue(f: FieldSpec, v: WireValue | undefined): FormValue {
  switch (f.kind) {
    case 'flag':
      return v === undefined || v === null ? Boolean(f.default ?? false) : v === true || v === 1 || v === '1';
    case 'int':
      return v === undefined || v === null || v === '' ? null : Number(v);
    case 'decimal':
      return v === undefined || v === null || v === '' ? null : String(v);
    case 'date': {
      if (typeof v !== 'string' || v === '') return null;
      const d = dayjs(v.slice(0, 10), WIRE_DATE, true);
      return d.isValid() ? d : null;
    }
    case 'select':
      // An empty select shows its placeholder rather than an empty choice.
      return v === undefined || v === null || v === '' ? undefined : String(v);
    default:
      return v === undefined || v === null ? '' : String(v);
  }
}

/** A widget's value as the wire carries it (before the zod schema normalises it). */
export function toWireValue(f: FieldSpec, v: FormValue): WireValue {
  switch (f.kind) {
    case 'flag':
      return v === true;
    case 'int':
      return v === undefined || v === null || v === '' ? null : Number(v);
    case 'decimal':
      return v === undefined || v === null || v === '' ? null : String(v);
    case 'date':
      return dayjs.isDayjs(v) ? v.format(WIRE_DATE) : typeof v === 'string' && v ? v : null;
    default:
      return v === undefined || v === null ? '' : String(v);
  }
}

/** Initial values of an add form: the declared defaults. */
export function defaultValues(meta: DoctypeMeta): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(meta.fields).map(([k, f]) => [k, toFormValue(f, f.default === undefined ? undefined : f.default)]),
  );
}

export function rowToValues(meta: DoctypeMeta, row: Partial<Row>): Record<string, FormValue> {
  const out: Record<string, FormValue> = Object.fromEntries(Object.entries(meta.fields).map(([k, f]) => [k, toFormValue(f, row[k])]));
  // The names beside the codes the record refers to (`<field>_nama` of a `_get`) ride along for the pickers.
  for (const [k, v] of Object.entries(row)) if (k.endsWith('_nama') && typeof v === 'string') out[k] = v;
  return out;
}

export function valuesToWire(meta: DoctypeMeta, values: Record<string, FormValue>): Record<string, WireValue> {
  return Object.fromEntries(Object.entries(meta.fields).map(([k, f]) => [k, toWireValue(f, values[k])]));
}

/** The rows table of a doctype reply: `tbl_<name>`. */
export const tableOf = (meta: DoctypeMeta) => `tbl_${meta.name}` as const;
