/** What the accounting reports share: date ranges and months, class labels and order, amounts as text. */
import type { Dec } from '@niaga/core';
import { lastDay, periodeOf, ymd } from '@niaga/ledger';
import type { ParamValues } from '@niaga/report';
import { KELOMPOK } from '../perkiraan/perkiraan';
import * as R from './reports';

export type Range = { dari: string; sampai: string };
export const rangeOf = (p: ParamValues, k = 'periode') => p[k] as Range;
export const KLABEL = R.KELOMPOK_LABEL;
export const KORDER = KELOMPOK.map((k) => k.value);
const BULAN_PENDEK = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
export const monthLabel = (periode: number) => `${BULAN_PENDEK[(periode % 100) - 1]} ${Math.floor(periode / 100)}`;
export const monthStart = (t: string) => `${t.slice(0, 8)}01`;
export const monthEnd = (t: string) => ymd(Number(t.slice(0, 4)), Number(t.slice(5, 7)), lastDay(Number(t.slice(0, 4)), Number(t.slice(5, 7))));
const nextPeriode = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
export const s2 = (d: Dec) => d.toFixed(2);
export const pos = (d: Dec) => (d.gt(0) ? s2(d) : '0.00');
export const neg = (d: Dec) => (d.lt(0) ? s2(d.neg()) : '0.00');

/** The same day a year earlier (29 Feb → 28 Feb). */
export function yearBefore(t: string): string {
  const y = Number(t.slice(0, 4)) - 1;
  const m = Number(t.slice(5, 7));
  return ymd(y, m, Math.min(Number(t.slice(8, 10)), lastDay(y, m)));
}

/** Months (yyyymm) from the month of `dari` to that of `sampai`. */
export function months(dari: string, sampai: string): number[] {
  const out: number[] = [];
  for (let p = periodeOf(dari); p <= periodeOf(sampai); p = nextPeriode(p)) out.push(p);
  return out;
}

export const startOf = (p: number) => ymd(Math.floor(p / 100), p % 100, 1);
export const endOf = (p: number) => ymd(Math.floor(p / 100), p % 100, lastDay(Math.floor(p / 100), p % 100));

/** Difference and percentage of a comparison. */
export function compare(ini: Dec, lalu: Dec) {
  const selisih = ini.minus(lalu);
  return { ini: s2(ini), lalu: s2(lalu), selisih: s2(selisih), persen: lalu.isZero() ? '' : selisih.div(lalu.abs()).times(100).toFixed(1) };
}
