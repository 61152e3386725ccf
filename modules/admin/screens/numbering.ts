/**
 * Number formats on the web: the kernel's own composition (@niaga/kernel numbering.ts, the one the
 * server numbers with), plus the choices and helpers of /settingnomortrs and /settingnomorsp.
 */
import type { NumberFormat } from '@niaga/kernel';
export { formatNumber, formatProblem, type NumberFormat } from '@niaga/kernel';

export const PEMISAH_OPTIONS = [
  { value: '-', label: '-' },
  { value: '/', label: '/' },
  { value: '.', label: '.' },
  { value: '', label: '(tanpa)' },
];
export const TAHUN_OPTIONS = [
  { value: 'YY', label: 'YY' },
  { value: 'YYYY', label: 'YYYY' },
  { value: '', label: '(tanpa)' },
];

/** The counter of an example number (its trailing digits), 1 when it has none. */
export const counterOf = (contoh: string | undefined) => Number(/(\d+)$/.exec(contoh ?? '')?.[1] ?? 1) || 1;

export const sameFormat = (a: NumberFormat, b: NumberFormat) =>
  a.awalan === b.awalan && a.pakaikantor === b.pakaikantor && a.tahun === b.tahun && a.bulan === b.bulan && a.digit === b.digit && a.pemisah === b.pemisah && a.gabungperiode === b.gabungperiode;
