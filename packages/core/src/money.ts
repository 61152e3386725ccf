/**
 * Exact decimal arithmetic for money and quantities (decimal.js). Never floats: values travel as
 * strings ('1500.00'), are computed as Dec and written back with a fixed scale.
 */
import Decimal from 'decimal.js';

/** Decimal with 40 significant digits and half-up rounding (PER-11/PJ/2025 art. 129 rounds half up). */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = InstanceType<typeof Dec>;
export type DecInput = string | number | Dec;

/** Money scale (rupiah with sen) and quantity scale used by the ledger tables. */
export const MONEY_SCALE = 2;
export const QTY_SCALE = 4;

export const dec = (v: DecInput | null | undefined): Dec => new Dec(v === null || v === undefined || v === '' ? 0 : v);
export const ZERO = new Dec(0);

/** Rounds half up to `scale` places. */
export const round = (v: DecInput, scale = MONEY_SCALE): Dec => dec(v).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);

/** Fixed-scale text of a value, rounded half up: money('1.005') → '1.01'. */
export const money = (v: DecInput, scale = MONEY_SCALE): string => round(v, scale).toFixed(scale);
export const quantity = (v: DecInput, scale = QTY_SCALE): string => round(v, scale).toFixed(scale);

export const sum = (values: DecInput[]): Dec => values.reduce<Dec>((s, v) => s.plus(dec(v)), ZERO);

/** Whether the text is a decimal number (optionally signed) with at most `scale` fraction digits. */
export function isDecimal(s: string, scale = MONEY_SCALE): boolean {
  const m = /^-?\d+(?:\.(\d+))?$/.exec(s.trim());
  return !!m && (m[1]?.length ?? 0) <= scale;
}

/** id-ID display: 1.234.567,50 */
export function formatId(v: DecInput, scale = MONEY_SCALE): string {
  const [i, f] = round(v, scale).abs().toFixed(scale).split('.');
  const neg = dec(v).isNegative() && !round(v, scale).isZero();
  return `${neg ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
}

/** An amount in a message: Indonesian digits, the cents only when there are any (366.240,09; 300.000). */
export const formatAmount = (v: DecInput): string => formatId(v, 2).replace(/,00$/, '');
