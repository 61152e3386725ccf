/**
 * Validation derived from field declarations: the same zod schema checks a form in the browser
 * and a payload on the server, with Indonesian messages.
 */
import { z } from 'zod';
import type { FieldSpec } from './fields';
import type { DoctypeMeta } from './doctype';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** Schema of a record to save: every declared field, plus `id` when editing, plus `extra` non-column
 * fields (e.g. a password, document lines); unknown keys refused. */
export function recordSchema(meta: Pick<DoctypeMeta, 'title' | 'fields'>, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = {
    id: z.union([z.number().int().positive(), z.undefined(), z.null()], { error: 'id harus berupa angka bulat positif' }),
  };
  for (const [k, f] of Object.entries(meta.fields)) shape[k] = fieldSchema(f);
  return strictRecord(shape, `Data ${meta.title} harus berupa objek`, 'Field tidak dikenal', extra);
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
