/**
 * Business documents: a doctype (the header) with lines, a number series and a posting. Declared
 * once, isomorphic; the server derives tables and acts (server/document.ts), the web its screens.
 */
import { doctype, type DoctypeInput, type DoctypeMeta } from './doctype';
import { date, Field, type FieldSpec } from './fields';

export interface DocumentInput extends Omit<DoctypeInput, 'key' | 'fields'> {
  /** Transaction code: number prefix and posting source (KM, KK, KT, JU, BL, JL, …). */
  code: string;
  /** Header fields besides `notransaksi` and `tanggal`, which every document has. */
  fields: Record<string, Field>;
  lines?: { title?: string; fields: Record<string, Field>; min?: number; max?: number };
}

export interface DocumentLines {
  title: string;
  fields: Record<string, FieldSpec>;
  min: number;
  max: number;
}

export interface DocumentMeta extends DoctypeMeta {
  code: string;
  lines: DocumentLines | null;
}

/** The transaction number: given by the server when adding (series code + yymm + sequence). */
export const notransaksiField = () =>
  new Field({ kind: 'code', label: 'No. Transaksi', max: 40, required: false, unique: true, upper: true }).pattern(
    /^[A-Za-z0-9\-_./]+$/,
    'No. Transaksi hanya boleh berisi huruf, angka, dan tanda - _ . /',
  );

export function document(input: DocumentInput): DocumentMeta {
  if (!/^[A-Z]{1,6}$/.test(input.code)) throw new Error(`document ${input.name}: kode '${input.code}' tidak valid`);
  const meta = doctype({
    ...input,
    key: 'notransaksi',
    fields: { notransaksi: notransaksiField(), tanggal: date('Tanggal'), ...input.fields },
    list: { ...input.list, sort: input.list.sort ?? { field: 'tanggal', dir: 'desc' } },
  });
  const lines = input.lines
    ? {
        title: input.lines.title ?? `Detail ${input.title}`,
        fields: Object.fromEntries(Object.entries(input.lines.fields).map(([k, f]) => [k, f.spec])),
        min: input.lines.min ?? 1,
        max: input.lines.max ?? 500,
      }
    : null;
  return { ...meta, code: input.code, lines };
}

export const isDocument = (m: DoctypeMeta): m is DocumentMeta => 'code' in m && 'lines' in m;

/** Wire name of a document's lines table in replies: `tbl_<name>_detail`. */
export const linesTable = (name: string) => `tbl_${name}_detail`;
