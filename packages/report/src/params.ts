/**
 * Report parameters: defaults relative to today, validation (zod, Indonesian messages, the same
 * in the form and on the server), and the parameters as printed on a report.
 */
import { z } from 'zod';
import type { ParamSpec, ParamValues, ReportDecl } from './declare';
import { formatDate } from './format';

export const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The default value of a parameter for `today` ('YYYY-MM-DD'). */
export function defaultValue(spec: ParamSpec, today: string): unknown {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  switch (spec.kind) {
    case 'tanggal':
      switch (spec.default) {
        case 'awalbulan':
          return ymd(y, m, 1);
        case 'akhirbulan':
          return ymd(y, m, lastDay(y, m));
        case 'awaltahun':
          return ymd(y, 1, 1);
        case 'akhirbulanlalu':
          return ymd(prev.y, prev.m, lastDay(prev.y, prev.m));
        default:
          return today;
      }
    case 'rentang':
      switch (spec.default) {
        case 'tahunini':
          return { dari: ymd(y, 1, 1), sampai: today };
        case 'hariini':
          return { dari: today, sampai: today };
        case 'bulanlalu':
          return { dari: ymd(prev.y, prev.m, 1), sampai: ymd(prev.y, prev.m, lastDay(prev.y, prev.m)) };
        default:
          return { dari: ymd(y, m, 1), sampai: today };
      }
    case 'periode':
      return spec.default === 'bulanlalu' ? `${prev.y}-${pad(prev.m)}` : today.slice(0, 7);
    case 'tahun':
      return y;
    case 'rentangakun':
      return { dari: '', sampai: '' };
    case 'flag':
      return spec.default === true;
    case 'pilihan':
      return spec.multiple ? [] : (spec.default ?? spec.options?.[0]?.value ?? '');
    default:
      return '';
  }
}

/** Every parameter's default for `today`. */
export function defaults(decl: ReportDecl, today: string): ParamValues {
  return Object.fromEntries(Object.entries(decl.params).map(([k, s]) => [k, defaultValue(s, today)]));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => {
  if (!DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m) && y >= 1900 && y <= 2200;
};

function tanggal(label: string) {
  return z.string({ error: `${label} harus berupa tanggal` }).trim().refine(validDate, `${label} bukan tanggal yang valid (TTTT-BB-HH)`);
}

const CODE = /^[A-Za-z0-9\-_./]*$/;
const code = (label: string) =>
  z
    .string({ error: `${label} harus berupa kode` })
    .trim()
    .max(30, `${label} maksimal 30 karakter`)
    .regex(CODE, `${label} hanya boleh berisi huruf, angka, dan tanda - _ . /`)
    .transform((v) => v.toUpperCase());

/** The zod schema of one parameter (a missing value takes the default for `today`). */
export function paramSchema(spec: ParamSpec, today: string): z.ZodType {
  const L = spec.label;
  const dflt = defaultValue(spec, today);
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  switch (spec.kind) {
    case 'tanggal':
      return z.preprocess((v) => (missing(v) ? dflt : v), tanggal(L));
    case 'rentang':
      return z.preprocess(
        (v) => (missing(v) ? dflt : v),
        z
          .object({ dari: tanggal(`${L}: tanggal dari`), sampai: tanggal(`${L}: tanggal sampai`) }, { error: `${L} harus berisi tanggal dari dan sampai` })
          .refine((r) => r.dari <= r.sampai, { message: 'Tanggal dari tidak boleh setelah tanggal sampai.' }),
      );
    case 'periode':
      return z.preprocess(
        (v) => (missing(v) ? dflt : v),
        z
          .string({ error: `${L} harus berupa bulan` })
          .trim()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${L} bukan bulan yang valid (TTTT-BB)`),
      );
    case 'tahun':
      return z.preprocess((v) => (missing(v) ? dflt : v), z.coerce.number({ error: `${L} harus berupa angka` }).int(`${L} harus berupa tahun`).min(1900, `${L} tidak valid`).max(2200, `${L} tidak valid`));
    case 'akun':
    case 'ref': {
      const c = code(L);
      return spec.required
        ? z.preprocess((v) => (v === undefined || v === null ? '' : v), c.refine((v) => v !== '', `${L} wajib diisi`))
        : z.preprocess((v) => (v === undefined || v === null ? '' : v), c);
    }
    case 'rentangakun':
      return z.preprocess(
        (v) => (missing(v) ? dflt : v),
        z
          .object({ dari: z.preprocess((v) => v ?? '', code(`${L}: dari`)), sampai: z.preprocess((v) => v ?? '', code(`${L}: sampai`)) }, { error: `${L} harus berisi kode dari dan sampai` })
          .refine((r) => !r.dari || !r.sampai || r.dari <= r.sampai, { message: `${L}: kode dari tidak boleh setelah kode sampai.` }),
      );
    case 'pilihan': {
      const values = (spec.options ?? []).map((o) => o.value);
      const one = z.string({ error: `${L} harus dipilih` }).refine((v) => values.includes(v), `${L} tidak dikenal; pilih salah satu: ${values.join(', ')}`);
      return spec.multiple ? z.preprocess((v) => (missing(v) ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(one, { error: `${L} harus berupa daftar` }).max(values.length)) : z.preprocess((v) => (missing(v) ? dflt : v), one);
    }
    case 'flag':
      return z.preprocess(
        (v) => (missing(v) ? dflt : v),
        z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], { error: `${L} harus bernilai ya/tidak` }).transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
      );
  }
}

/** The parameters of a report as one object schema; unknown keys are dropped. */
export function paramsSchema(decl: ReportDecl, today: string): z.ZodType<ParamValues> {
  const shape = Object.fromEntries(Object.entries(decl.params).map(([k, s]) => [k, paramSchema(s, today)]));
  return z.preprocess((v) => (v === undefined || v === null || v === '' ? {} : v), z.object(shape, { error: 'Parameter laporan harus berupa objek' })) as z.ZodType<ParamValues>;
}

/** A month 'YYYY-MM' as people read it: "Januari 2026". */
export const monthName = (periode: string) => `${BULAN[Number(periode.slice(5, 7)) - 1]} ${periode.slice(0, 4)}`;

/** The parameters as printed on a report and its files: label and value in words. */
export function describeParams(decl: ReportDecl, values: ParamValues): Array<{ label: string; nilai: string }> {
  const out: Array<{ label: string; nilai: string }> = [];
  for (const [k, s] of Object.entries(decl.params)) {
    const v = values[k];
    let nilai = '';
    switch (s.kind) {
      case 'tanggal':
        nilai = formatDate(String(v ?? ''));
        break;
      case 'rentang': {
        const r = (v ?? {}) as { dari?: string; sampai?: string };
        nilai = `${formatDate(r.dari ?? '')} s/d ${formatDate(r.sampai ?? '')}`;
        break;
      }
      case 'periode':
        nilai = v ? monthName(String(v)) : '';
        break;
      case 'rentangakun': {
        const r = (v ?? {}) as { dari?: string; sampai?: string };
        nilai = !r.dari && !r.sampai ? 'Semua' : `${r.dari || 'awal'} s/d ${r.sampai || 'akhir'}`;
        break;
      }
      case 'pilihan': {
        const label = (x: unknown) => s.options?.find((o) => o.value === x)?.label ?? String(x ?? '');
        nilai = Array.isArray(v) ? (v.length ? v.map(label).join(', ') : 'Semua') : label(v);
        break;
      }
      case 'flag':
        nilai = v ? 'Ya' : 'Tidak';
        break;
      default:
        nilai = v === undefined || v === null || v === '' ? 'Semua' : String(v);
    }
    out.push({ label: s.label, nilai });
  }
  return out;
}
