/**
 * Validation derived from field declarations: the same zod schema checks a form in the browser
 * and a payload on the server, with Indonesian messages.
 */
import { z } from 'zod';
import { FORMULA_START, formulaMessage } from '@niaga/core';
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

/** A field's check as a plain function: its normalised value, or INVALID once `say` was told why. */
type Say = (message: string) => void;
type Check<T = unknown> = (v: unknown, say: Say) => T | typeof INVALID;
const INVALID = Symbol('invalid');

/** What a field that may start with + or - still refuses (a formula's = or @). */
const SIGNED_FORMULA = /^[=@\t\r]/;

const YES_NO = new Set<unknown>([true, false, 0, 1, '0', '1', 'true', 'false']);
const yesNoCheck =
  (label: string, opts: { dflt?: boolean; required?: boolean }): Check<boolean> =>
  (v, say) => {
    if ((v === undefined || v === null) && !opts.required) return opts.dflt ?? false;
    if (!YES_NO.has(v)) return refused(say, `${label} harus bernilai ya/tidak`);
    return v === true || v === 1 || v === '1' || v === 'true';
  };

/** Says why, and gives INVALID (a value of the wrong type: nothing more is checked). */
function refused(say: Say, message: string): typeof INVALID {
  say(message);
  return INVALID;
}

/** A plain check as a zod schema (one step): what the forms and the acts' own fields use. */
const asSchema = <T>(check: Check<T>) =>
  // Optional as a key of an object (zod would refuse it left out): the check says what that means.
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      const out = check(v, (message) => ctx.addIssue({ code: 'custom', message }));
      return out === INVALID ? z.NEVER : out;
    });

/**
 * A yes/no value as clients send it (true/false, 1/0, '1'/'0', 'true'/'false') → boolean. Missing
 * or null gives `dflt`, unless `required`.
 */
export function yesNo(label: string, opts: { dflt?: boolean; required?: boolean } = {}) {
  return asSchema(yesNoCheck(label, opts));
}

/** Schema of one field's wire value, normalised (trimmed, uppercased, decimal as string). */
export function fieldSchema(f: FieldSpec): z.ZodType {
  return asSchema(fieldCheck(f));
}

/**
 * The check of one field's wire value. Each field is one function (its type and its rules): a
 * payload's fields are checked on every save, and a zod chain of a union, transforms and a
 * refinement per field cost many times more.
 */
function fieldCheck(f: FieldSpec): Check {
  const L = f.label;
  switch (f.kind) {
    case 'code':
    case 'text':
    case 'select': {
      const pattern = f.pattern ? new RegExp(f.pattern.source) : null;
      return (raw, say) => {
        // A code sent as a JSON number (`tipeper: 1`, as API clients do) is that code as text.
        if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
        if (raw !== null && raw !== undefined && typeof raw !== 'string') return refused(say, `${L} harus berupa teks`);
        let v = (raw ?? '').trim();
        // Left out or blank: the declared default, as for numbers.
        if (v === '' && typeof f.default === 'string') v = f.default;
        if (f.upper) v = v.toUpperCase();
        if (v === '') {
          if (f.required) say(`${L} wajib diisi`);
          return v;
        }
        if (f.max !== undefined && v.length > f.max) say(`${L} maksimal ${f.max} karakter`);
        if (pattern && !pattern.test(v)) say(f.pattern!.message);
        else if (f.kind !== 'select' && (f.signed ? SIGNED_FORMULA : FORMULA_START).test(v)) say(formulaMessage(L));
        if (f.options && !f.options.some((o) => o.value === v)) say(`${L} tidak ada dalam pilihan`);
        return v;
      };
    }
    case 'flag':
      return yesNoCheck(L, { dflt: Boolean(f.default ?? false) });
    case 'int':
      return (v, say) => {
        if (v !== null && v !== undefined && typeof v !== 'number' && typeof v !== 'string') return refused(say, `${L} harus berupa angka bulat`);
        if (v === null || v === undefined || v === '') {
          if (f.required && f.default === undefined) say(`${L} wajib diisi`);
          return f.default === undefined ? null : Number(f.default);
        }
        const n = typeof v === 'number' ? v : Number(v.trim());
        if (!Number.isSafeInteger(n)) return refused(say, `${L} harus berupa angka bulat`);
        if (f.min !== undefined && n < f.min) say(`${L} minimal ${f.min}`);
        if (f.maxValue !== undefined && n > f.maxValue) say(`${L} maksimal ${f.maxValue}`);
        return n;
      };
    case 'decimal':
      return (v, say) => {
        if (v !== null && v !== undefined && typeof v !== 'number' && typeof v !== 'string') return refused(say, `${L} harus berupa angka`);
        if (v === null || v === undefined || v === '') {
          if (f.required && f.default === undefined) say(`${L} wajib diisi`);
          return f.default === undefined ? null : String(f.default);
        }
        const s = typeof v === 'number' ? String(v) : v.trim();
        if (!DECIMAL.test(s)) return refused(say, `${L} harus berupa angka`);
        const [int, frac = ''] = s.replace('-', '').split('.');
        const scale = f.scale ?? 2;
        if (frac.length > scale) say(`${L} maksimal ${scale} angka desimal`);
        if (int.replace(/^0+/, '').length > (f.precision ?? 18) - scale) say(`${L} terlalu besar`);
        return s;
      };
    case 'time':
      return (v, say) => {
        if (v !== null && v !== undefined && typeof v !== 'string') return refused(say, `${L} harus berupa jam`);
        const s = (v ?? '').trim().slice(0, 5) || (typeof f.default === 'string' ? f.default : '');
        if (s === '') {
          if (f.required) say(`${L} wajib diisi`);
          return '';
        }
        if (!TIME.test(s)) say(`${L} bukan jam yang valid (JJ:MM)`);
        return s;
      };
    case 'date':
      return (v, say) => {
        if (v !== null && v !== undefined && typeof v !== 'string') return refused(say, `${L} harus berupa tanggal`);
        const s = (v ?? '').trim();
        if (s === '') {
          if (f.required) say(`${L} wajib diisi`);
          return null;
        }
        if (!isRealDate(s)) say(`${L} bukan tanggal yang valid (TTTT-BB-HH)`);
        return s;
      };
  }
}

/** A problem of a payload at a path (what `explain` keys its fields by). */
interface Issue {
  path: (string | number)[];
  message: string;
}
/** A path as a chain (made into an array only for a problem): an object's or a row's place. */
interface Place {
  up: Place | null;
  key: string | number;
}
const pathOf = (place: Place | null, key: string | number | undefined): (string | number)[] => {
  const out: (string | number)[] = key === undefined ? [] : [key];
  for (let p = place; p; p = p.up) out.unshift(p.key);
  return out;
};
/**
 * The problems of one payload, and where its check is: the value checked now is `key` of the
 * object at `place` (no key: the object itself). One per parse; nothing is made per field.
 */
class Report {
  issues: Issue[] = [];
  place: Place | null = null;
  key: string | number | undefined = undefined;
  readonly say: Say = (message) => void this.issues.push({ path: pathOf(this.place, this.key), message });
}
/** A check of a value where the report says it is: its output (undefined: left out), or INVALID with the problem said. */
type PathCheck = (v: unknown, r: Report) => unknown;

const atPath =
  (check: Check): PathCheck =>
  (v, r) =>
    check(v, r.say);

/** A zod schema (an act's own extra field) as a path check, its issues under the path. */
const fromZod =
  (schema: z.ZodType): PathCheck =>
  (v, r) => {
    const res = schema.safeParse(v);
    if (res.success) return res.data;
    for (const iss of res.error.issues) r.issues.push({ path: [...pathOf(r.place, r.key), ...(iss.path as (string | number)[])], message: iss.message });
    return INVALID;
  };

/** Anything, passed on as sent (left out stays left out). */
const anything: PathCheck = (v) => v;

const isId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
/** `id`: a positive whole number, or nothing (null). */
const idCheck: PathCheck = (v, r) => {
  if (v === undefined || v === null) return null;
  if (isId(v)) return v;
  return refused(r.say, 'id harus berupa angka bulat positif');
};
/** A row's `id`: the same, and a row left without one has none. */
const rowIdCheck: PathCheck = (v, r) => (v === undefined ? undefined : idCheck(v, r));
/** `idsumber`: the source row's id (a whole number, sent as a number or text), or none. */
const sourceIdCheck: PathCheck = (v, r) => {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  const n = Number(v);
  if (Number.isSafeInteger(n) && n > 0) return n;
  return refused(r.say, 'idsumber harus berupa angka');
};

/**
 * A plain object with exactly the keys of `shape` and `extra` (others refused together, `unknownLabel:
 * a, b`, after every other problem). A key of `shape` left out is read as null, so each field
 * applies its own default or 'wajib diisi' rule; a key of `extra` left out stays out.
 */
function objectCheck(shape: Record<string, PathCheck>, extra: Record<string, PathCheck>, notObject: string, unknownLabel: string, after: (r: Record<string, unknown>) => Record<string, unknown>): PathCheck {
  const shapeKeys = Object.keys(shape);
  const extraKeys = Object.keys(extra).filter((k) => !(k in shape));
  return (v, r) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return refused(r.say, notObject);
    const rec = v as Record<string, unknown>;
    const { place, key } = r;
    const here = key === undefined ? place : { up: place, key };
    const before = r.issues.length;
    const out: Record<string, unknown> = {};
    r.place = here;
    for (const k of shapeKeys) {
      r.key = k;
      const x = shape[k](rec[k] ?? null, r);
      if (x !== undefined) out[k] = x;
    }
    for (const k of extraKeys) {
      if (!(k in rec)) continue;
      r.key = k;
      const x = extra[k](rec[k], r);
      if (x !== undefined) out[k] = x;
    }
    r.place = place;
    r.key = key;
    let unknown: string[] | null = null;
    for (const k in rec) if (!(k in shape) && !(k in extra)) (unknown ??= []).push(k);
    if (unknown) r.say(`${unknownLabel}: ${unknown.join(', ')}`);
    return r.issues.length > before ? INVALID : after(out);
  };
}

/** A child table: a list of rows (left out: unchanged), at most `c.max`. */
function tableCheck(c: ChildMeta, row: PathCheck): PathCheck {
  return (v, r) => {
    if (v === undefined) return undefined;
    if (!Array.isArray(v)) return refused(r.say, `${c.title} harus berupa daftar baris`);
    const { place, key } = r;
    r.place = key === undefined ? place : { up: place, key };
    const rows = v.map((x, i) => {
      r.key = i;
      return row(x, r);
    });
    r.place = place;
    r.key = key;
    if (v.length > c.max) r.say(`${c.title} maksimal ${c.max} baris`);
    return rows;
  };
}

/** A path check as a zod schema: every issue at its path. */
const checkedSchema = (check: PathCheck) =>
  z.unknown().transform((v, ctx): Record<string, unknown> => {
    const r = new Report();
    const out = check(v, r);
    for (const iss of r.issues) ctx.addIssue({ code: 'custom', message: iss.message, path: iss.path });
    return r.issues.length || out === INVALID ? z.NEVER : (out as Record<string, unknown>);
  });

/**
 * One child row: its declared fields, its `id` when it already exists (kept, so rows keep their
 * identity across edits), `idsumber` when the table links to another document's rows (and
 * `jenissumber`, the source's doctype, when it links to several). What the server keeps (`urut`,
 * `sisa`) may come back from a `_get` and is dropped.
 */
function rowCheck(c: ChildMeta): PathCheck {
  const shape: Record<string, PathCheck> = {};
  for (const [k, f] of Object.entries(c.fields)) shape[k] = atPath(fieldCheck(f));
  const extra: Record<string, PathCheck> = { id: rowIdCheck, urut: anything, [REMAINING_FIELD]: anything, ...namesOf(c.fields) };
  // Optional as a key: a row typed in (not taken from another document) may leave it out.
  if (c.linksTo) extra[LINK_FIELD] = sourceIdCheck;
  if (c.linksTo && namesSource(c)) {
    const jenis = c.linksTo.sources.map((s) => s.doctype);
    extra[LINK_SOURCE_FIELD] = (v, r) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      if (typeof v === 'string' && jenis.includes(v)) return v;
      return refused(r.say, `jenissumber harus salah satu dari: ${jenis.join(', ')}`);
    };
  }
  return objectCheck(shape, extra, `Baris ${c.title} harus berupa objek`, `Field ${c.title} tidak dikenal`, (r) => dropKept(r, c.fields));
}

/** Schema of one child row (rowCheck). */
export function rowSchema(c: ChildMeta) {
  return checkedSchema(rowCheck(c));
}

/** The names a `_get` puts beside reference codes (`<field>_nama`): accepted back, and dropped. */
function namesOf(fields: Record<string, FieldSpec>): Record<string, PathCheck> {
  return Object.fromEntries(Object.entries(fields).filter(([, f]) => f.ref).map(([k]) => [`${k}_nama`, anything]));
}

function dropKept(r: Record<string, unknown>, fields: Record<string, FieldSpec>) {
  const out: Record<string, unknown> = {};
  for (const k in r) if (k !== 'urut' && k !== REMAINING_FIELD && !(k.endsWith('_nama') && fields[k.slice(0, -5)]?.ref)) out[k] = r[k];
  return out;
}

/**
 * Schema of a record to save: every declared field, plus `id` when editing, its child tables
 * (arrays of rows; a table left out is not changed when editing), plus `extra` non-column fields
 * (e.g. a password); unknown keys refused. One check of plain functions under one zod step: every
 * save validates its payload, and zod's objects, unions and transforms per field took most of a
 * 10-line purchase's 0.45 ms (and garbage collection after it).
 */
export function recordSchema(meta: Pick<DoctypeMeta, 'title' | 'fields'> & Partial<Pick<DoctypeMeta, 'tables'>>, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, PathCheck> = { id: idCheck };
  for (const [k, f] of Object.entries(meta.fields)) shape[k] = atPath(fieldCheck(f));
  const more: Record<string, PathCheck> = {};
  for (const [k, c] of Object.entries(meta.tables ?? {})) more[k] = tableCheck(c, rowCheck(c));
  Object.assign(more, namesOf(meta.fields));
  for (const [k, s] of Object.entries(extra)) more[k] = fromZod(s);
  // The keys as JSON Schema properties, for the protocol's list of payload fields (docs/protocol.md).
  const properties = Object.fromEntries([...Object.keys(shape), ...Object.keys(more)].map((k) => [k, {}]));
  return checkedSchema(objectCheck(shape, more, `Data ${meta.title} harus berupa objek`, 'Field tidak dikenal', (r) => dropKept(r, meta.fields))).meta({ properties });
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
