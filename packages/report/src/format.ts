/**
 * Cell text as every renderer shows it (screen table, PDF): money in id-ID with the company's
 * Digit Umum ("1.234.567" for a new company, "1.234.567,50" when a value has cents), quantities
 * with Digit Kuantitas and no trailing zeros, dates dd/MM/yyyy, whole numbers grouped,
 * percentages with one decimal. Decimals travel as strings and are formatted digit by digit, so
 * no float ever rounds a money value.
 */
import type { ColumnFormat } from './declare';

const group = (intPart: string) => intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A wire decimal ("-1234567.5") in id-ID with `scale` decimals ("-1.234.567,50"); half-up is the server's business. */
export function formatNumber(value: unknown, scale: number): string {
  if (value === null || value === undefined || value === '') return '';
  const s = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(scale) : '') : String(value).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m) return s;
  const [, sign, rawInt, rawFrac = ''] = m;
  const frac = scale > 0 ? rawFrac.padEnd(scale, '0').slice(0, scale) : '';
  const intPart = group(rawInt.replace(/^0+(?=\d)/, '') || '0');
  const zero = /^0*$/.test(rawInt) && /^0*$/.test(frac);
  return `${sign && !zero ? '-' : ''}${intPart}${frac ? `,${frac}` : ''}`;
}

/** The company's digit settings (Pengaturan Umum): Digit Umum for money, Digit Kuantitas for quantities. */
export interface Digits {
  umum: number;
  qty: number;
}

/** Without the company's settings: two decimals, as the stored scale. */
export const STORED_DIGITS: Digits = { umum: 2, qty: 2 };

/**
 * How many decimals a wire decimal shows: `digits`, unless it has a nonzero fraction beyond them
 * within `scale` — then that fraction (`trim`: only its significant digits, else `scale`). A
 * setting of 0 shows 15000 as "15.000" but never hides the cents of 15000.50.
 */
export function shownDecimals(value: unknown, digits: number, scale = 2, trim = false): number {
  const m = /^-?\d*(?:\.(\d*))?$/.exec(typeof value === 'number' ? String(value) : String(value ?? '').trim());
  const significant = (m?.[1] ?? '').slice(0, Math.max(scale, digits)).replace(/0+$/, '');
  if (significant.length <= digits) return digits;
  return trim ? significant.length : Math.max(scale, digits);
}

/** A wire decimal with the decimals `shownDecimals` gives. */
export function formatFigure(value: unknown, digits: number, scale = 2, trim = false): string {
  if (value === null || value === undefined || value === '') return '';
  return formatNumber(value, shownDecimals(value, digits, scale, trim));
}

/** The decimals of a report column's value: money with Digit Umum, quantities with Digit Kuantitas. */
export function cellDecimals(value: unknown, format: ColumnFormat, digits: Digits = STORED_DIGITS): number | null {
  switch (format) {
    case 'uang':
      return shownDecimals(value, digits.umum, 2);
    case 'angka':
      return shownDecimals(value, digits.qty, 4, true);
    case 'bulat':
      return 0;
    default:
      return null;
  }
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export function formatDate(value: unknown): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(value);
}

export function formatCell(value: unknown, format: ColumnFormat, digits: Digits = STORED_DIGITS): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'uang':
    case 'angka':
    case 'bulat':
      return value === '' ? '' : formatNumber(value, cellDecimals(value, format, digits) ?? 2);
    case 'persen':
      return value === '' ? '' : `${formatNumber(value, 1)}%`;
    case 'tanggal':
      return formatDate(value);
    default:
      return String(value);
  }
}

/** Numbers align right. */
export const isNumeric = (format: ColumnFormat) => format === 'uang' || format === 'angka' || format === 'bulat' || format === 'persen';
