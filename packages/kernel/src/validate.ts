/**
 * Validation derived from field declarations: the same zod schema checks a form in the browser
 * and a payload on the server, with Indonesian messages.
 */
import { z } from 'zod';
import type { FieldSpec } from './fields';
import { LINK_FIELD, LINK_SOURCE_FIELD, namesSource, REMAINING_FIELD, type ChildMeta, type DoctypeMeta } from './doctype';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * A yes/no value as clients send it (true/false, 1/0, '1'/'0', 'true'/'false') → boolean. Missing
 * or null gives `dflt`, unless `required`.
 */
export function yesNo(label: string, opts: { dflt?: boolean; required?: boolean } = {}) {
  const wire = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], {
    error: `${label} harus bernilai ya/tidak`,
  });
  const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
  if (opts.required) return wire.transform(yes);
  return wire
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null ? (opts.dflt ?? false) : yes(v)));
}

/** Schema of one field's wire value, normalised (trimmed, uppercased, decimal as string). */
export function fieldSchema(f: FieldSpec): z.ZodType {
  const L = f.label;
  switch (f.kind) {
    case 'code':
    case 'text':
    case 'select': {
      return z
        .union([z.string(), z.null(), z.undefined()], { error: `${L} harus berupa teks` })
        .transform((v) => (v ?? '').trim())
        // Left out or blank: the declared default, as for numbers.
        .transform((v) => (v === '' && typeof f.default === 'string' ? f.default : v))
        .transform((v) => (f.upper ? v.toUpperCase() : v))
        .superRefine((v, ctx) => {
        if (v === '') {
          if (f.required) ctx.addIssue({ code: 'custom', message: `${L} wajib diisi` });
          return;
        }
        if (f.max !== undefined && v.length > f.max) ctx.addIssue({ code: 'custom', message: `${L} maksimal ${f.max} karakter` });
        if (f.pattern && !new RegExp(f.pattern.source).test(v)) ctx.addIssue({ code: 'custom', message: f.pattern.message });
        if (f.options && !f.options.some((o) => o.value === v)) ctx.addIssue({ code: 'custom', message: `${L} tidak ada dalam pilihan` });
        });
    }
    case 'flag':
      return yesNo(L, { dflt: Boolean(f.default ?? false) });
    case 'int':
      return z
        .union([z.number(), z.string(), z.null(), z.undefined()], { error: `${L} harus berupa angka bulat` })
        .transform((v, ctx) => {
          if (v === null || v === undefined || v === '') {
            if (f.required && f.default === undefined) ctx.addIssue({ code: 'custom', message: `${L} wajib diisi` });
            return f.default === undefined ? null : Number(f.default);
          }
          const n = typeof v === 'number' ? v : Number(v.trim());
          if (!Number.isSafeInteger(n)) {
            ctx.addIssue({ code: 'custom', message: `${L} harus berupa angka bulat` });
            return z.NEVER;
          }
          if (f.min !== undefined && n < f.min) ctx.addIssue({ code: 'custom', message: `${L} minimal ${f.min}` });
          if (f.maxValue !== undefined && n > f.maxValue) ctx.addIssue({ code: 'custom', message: `${L} maksimal ${f.maxValue}` });
          return n;
        });
    case 'decimal':
      return z
        .union([z.string(), z.number(), z.null(), z.undefined()], { error: `${L} harus berupa angka` })
        .transform((v, ctx) => {
          if (v === null || v === undefined || v === '') {
            if (f.required && f.default === undefined) ctx.addIssue({ code: 'custom', message: `${L} wajib diisi` });
            return f.default === undefined ? null : String(f.default);
          }
          const s = typeof v === 'number' ? String(v) : v.trim();
          if (!DECIMAL.test(s)) {
            ctx.addIssue({ code: 'custom', message: `${L} harus berupa angka` });
            return z.NEVER;
          }
          const [int, frac = ''] = s.replace('-', '').split('.');
          const scale = f.scale ?? 2;
          if (frac.length > scale) ctx.addIssue({ code: 'custom', message: `${L} maksimal ${scale} angka desimal` });
          if (int.replace(/^0+/, '').length > (f.precision ?? 18) - scale)
            ctx.addIssue({ code: 'custom', message: `${L} terlalu besar` });
          return s;
        });
    case 'time':
      return z
        .union([z.string(), z.null(), z.undefined()], { error: `${L} harus berupa jam` })
        .transform((v, ctx) => {
          const s = (v ?? '').trim().slice(0, 5) || (typeof f.default === 'string' ? f.default : '');
          if (s === '') {
            if (f.required) ctx.addIssue({ code: 'custom', message: `${L} wajib diisi` });
            return '';
          }
          if (!TIME.test(s)) ctx.addIssue({ code: 'custom', message: `${L} bukan jam yang valid (JJ:MM)` });
          return s;
        });
    case 'date':
      return z
        .union([z.string(), z.null(), z.undefined()], { error: `${L} harus berupa tanggal` })
        .transform((v, ctx) => {
          const s = (v ?? '').trim();
          if (s === '') {
            if (f.required) ctx.addIssue({ code: 'custom', message: `${L} wajib diisi` });
            return null;
          }
          if (!isRealDate(s)) ctx.addIssue({ code: 'custom', message: `${L} bukan tanggal yang valid (TTTT-BB-HH)` });
          return s;
        });
  }
}

const idSchema = z.union([z.number().int().positive(), z.undefined(), z.null()], { error: 'id harus berupa angka bulat positif' });

/**
 * Schema of one child row: its declared fields, its `id` when it already exists (kept, so rows
 * keep their identity across edits), `idsumber` when the table links to another document's
 * rows (and `jenissumber`, the source's doctype, when it links to several). What the server keeps (`urut`, `sisa`) may come back from a `_get` and is dropped.
 */
export function rowSchema(c: ChildMeta) {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, f] of Object.entries(c.fields)) shape[k] = fieldSchema(f);
  const extra: Record<string, z.ZodType> = {
    id: idSchema.optional(),
    urut: z.unknown().optional(),
    [REMAINING_FIELD]: z.unknown().optional(),
    ...namesOf(c.fields),
  };
  // Optional as a key: a row typed in (not taken from another document) may leave it out.
  if (c.linksTo) extra[LINK_FIELD] = z.union([z.coerce.number().int().positive(), z.null(), z.undefined(), z.literal('')], { error: 'idsumber harus berupa angka' }).transform((v) => (v === '' || v === undefined ? null : v)).optional();
  if (c.linksTo && namesSource(c)) {
    const jenis = c.linksTo.sources.map((s) => s.doctype);
    extra[LINK_SOURCE_FIELD] = z
      .union([z.enum(jenis as [string, ...string[]]), z.null(), z.undefined(), z.literal('')], { error: `jenissumber harus salah satu dari: ${jenis.join(', ')}` })
      .transform((v) => (v === '' || v === undefined ? null : v))
      .optional();
  }
  return strictRecord(shape, `Baris ${c.title} harus berupa objek`, `Field ${c.title} tidak dikenal`, extra).transform((r) => dropKept(r as Record<string, unknown>, c.fields));
}

/** The names a `_get` puts beside reference codes (`<field>_nama`): accepted back, and dropped. */
function namesOf(fields: Record<string, FieldSpec>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).filter(([, f]) => f.ref).map(([k]) => [`${k}_nama`, z.unknown().optional()]));
}

function dropKept(r: Record<string, unknown>, fields: Record<string, FieldSpec>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (k !== 'urut' && k !== REMAINING_FIELD && !(k.endsWith('_nama') && fields[k.slice(0, -5)]?.ref)) out[k] = v;
  return out;
}

/**
 * Schema of a record to save: every declared field, plus `id` when editing, its child tables
 * (arrays of rows; a table left out is not changed when editing), plus `extra` non-column fields
 * (e.g. a password); unknown keys refused.
 */
export function recordSchema(meta: Pick<DoctypeMeta, 'title' | 'fields'> & Partial<Pick<DoctypeMeta, 'tables'>>, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { id: idSchema };
  for (const [k, f] of Object.entries(meta.fields)) shape[k] = fieldSchema(f);
  const tables: Record<string, z.ZodType> = {};
  for (const [k, c] of Object.entries(meta.tables ?? {}))
    tables[k] = z
      .array(rowSchema(c), { error: `${c.title} harus berupa daftar baris` })
      .max(c.max, `${c.title} maksimal ${c.max} baris`)
      .optional();
  return strictRecord(shape, `Data ${meta.title} harus berupa objek`, 'Field tidak dikenal', { ...tables, ...namesOf(meta.fields), ...extra }).transform((r) =>
    dropKept(r as Record<string, unknown>, meta.fields),
  );
}

/**
 * An object with exactly the keys of `shape` and `extra` (others refused with `unknownLabel: a, b`).
 * A missing key of `shape` is read as null, so each field applies its own default or 'wajib diisi'
 * rule; `extra` keys keep their own optionality.
 */
export function strictRecord(shape: Record<string, z.ZodType>, notObject: string, unknownLabel: string, extra: Record<string, z.ZodType> = {}) {
  const object = z.strictObject({ ...shape, ...extra }, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `${unknownLabel}: ${iss.keys.join(', ')}` : notObject),
  });
  const fill = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? { ...Object.fromEntries(Object.keys(shape).map((k) => [k, null])), ...(v as object) }
      : v;
  return z.preprocess(fill, object);
}

/** Turns zod issues into `{field: message}` and one readable sentence. */
export function explain(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const iss of error.issues) {
    const key = iss.path.length ? iss.path.join('.') : '_';
    if (!(key in fields)) fields[key] = iss.message;
  }
  return { message: `Data tidak valid: ${Object.values(fields).join('; ')}.`, fields };
}
