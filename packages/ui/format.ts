/**
 * id-ID number and date formatting, in one place. Decimals travel as strings on the wire
 * ("1234.50"); they are formatted digit by digit so no float ever rounds a money value.
 */
import { shownDecimals } from '@niaga/report';

const GROUP = '.';
const DECIMAL = ',';

function groupDigits(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/**
 * Formats a wire decimal ("-1234567.5") as id-ID ("-1.234.567,5").
 * With `scale`, pads or cuts (half-up is the server's business; here we only display) the fraction.
 */
export function formatDecimal(value: string | number | null | undefined, scale?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const s = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m) return s;
  const [, sign, rawInt, rawFrac = ''] = m;
  const intPart = groupDigits(rawInt.replace(/^0+(?=\d)/, '') || '0');
  let frac = rawFrac;
  if (scale !== undefined) frac = frac.padEnd(scale, '0').slice(0, scale);
  return `${sign}${intPart}${frac ? DECIMAL + frac : ''}`;
}

/** Formats an integer with id-ID thousands separators. */
export function formatInt(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDecimal(typeof value === 'number' ? String(Math.trunc(value)) : value);
}

/**
 * Reads what a person typed in id-ID ("1.234,5", "1234,5", "-12") back to a wire decimal
 * ("1234.5"). Returns '' for empty input; keeps a trailing comma's fraction as typed.
 */
export function parseDecimal(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return '';
  const negative = t.startsWith('-');
  const [intRaw, ...rest] = t.replace(/^-/, '').split(DECIMAL);
  const intPart = intRaw.split(GROUP).join('').replace(/\D/g, '');
  const frac = rest.join('').replace(/\D/g, '');
  const body = frac || t.endsWith(DECIMAL) ? `${intPart || '0'}.${frac}` : intPart;
  return body === '' ? (negative ? '-' : '') : `${negative ? '-' : ''}${body}`;
}

/** Yes/no text of a flag, as lists show it. */
export const formatFlag = (value: unknown): string => (value === true || value === 1 || value === '1' ? 'Ya' : 'Tidak');

/** 'YYYY-MM-DD' (wire) → 'dd/MM/yyyy' (spec §9 display format for dates). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** A date as typed, 'dd/MM/yyyy' → wire 'YYYY-MM-DD'; null when it is not a real date (31/02/2026). */
export function parseShownDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Display format of dates for date pickers (dayjs tokens). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Wire format of dates (dayjs tokens). */
export const WIRE_DATE = 'YYYY-MM-DD';

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Avoid exponent notation for big or tiny numbers.
  return Math.abs(n) >= 1e21 || (n !== 0 && Math.abs(n) < 1e-6) ? n.toFixed(20).replace(/\.?0+$/, '') : String(n);
}

/** A timestamp → 'dd/MM/yyyy HH:mm:ss' in local time (spec §9 date-time display format). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/**
 * A wire decimal shown with at least `digits` decimals (the company's digit setting). A fraction
 * beyond them is never hidden: an amount then shows its full `scale` ("1.500,50" with 0 digits);
 * a quantity (`trim`) only the decimals it has ("1,5", "0,125").
 */
export function formatFigure(value: string | number | null | undefined, digits: number, scale = 2, trim = false): string {
  if (value === null || value === undefined || value === '') return '';
  const s = typeof value === 'number' ? numberToPlain(value) : value.trim();
  return /^-?\d*(?:\.\d*)?$/.test(s) ? formatDecimal(s, shownDecimals(s, digits, scale, trim)) : s;
}
