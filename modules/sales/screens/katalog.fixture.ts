/** Tests' blocks: columns with the `cari` the server adds (each looked-up field's rows sorted by code point, empty values left out). */
import type { KatalogColumns } from './katalog';

const KEYS: Array<[keyof KatalogColumns, string]> = [
  ['item', 'kodeitem'],
  ['satuan', 'barcode'],
  ['varian', 'iddetailvarian'],
  ['varian', 'barcode'],
];
const cp = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
};

/** The rows of `values` that are not empty, sorted by their value. */
export const sortedRows = (values: unknown[]) =>
  values
    .map((v, i) => [String(v ?? ''), i] as const)
    .filter(([v]) => v !== '')
    .sort(([a], [b]) => cp(a, b))
    .map(([, i]) => i);

/** A block's JSON as the server writes it. */
export const blockJson = (cols: KatalogColumns) => JSON.stringify({ ...cols, cari: Object.fromEntries(KEYS.map(([part, f]) => [`${part}.${f}`, sortedRows(cols[part]?.[f] ?? [])])) });
