/**
 * Monthly depreciation of one asset (ACCOUNTING.md §6, PMK 72/2023), pure and isomorphic. The rule
 * (docs/accounting.md §10):
 * - Depreciation starts in the month of acquisition (a full month, whatever the day) and runs for
 *   `umur` × 12 months; month k = 0 is the acquisition month.
 * - Straight line (GL): every month round(cost × rate / 12) to whole sen; the last month of the
 *   useful life takes what is left, so the asset ends at exactly zero.
 * - Declining balance (SM): the asset's years count from the acquisition month (months 0–11 are
 *   year 1); every month of year y takes round(book value at the start of year y × rate / 12); the
 *   last month of the useful life writes off the remaining book value.
 * - Never more than the remaining book value; nothing after the useful life.
 */
import { dec, round, ZERO, type Dec } from '@niaga/core';

export interface AssetTerms {
  /** Acquisition cost. */
  harga: string;
  /** Acquisition date 'YYYY-MM-DD'. */
  tanggal: string;
  /** Useful life in years. */
  umur: number;
  /** Yearly rate in percent ('25.00'). */
  tarif: string;
  /** 'GL' straight line, 'SM' declining balance. */
  metode: string;
}

/** Months since year 0 of 'YYYY-MM' or 'YYYY-MM-DD'. */
export const monthIndex = (tanggal: string): number => Number(tanggal.slice(0, 4)) * 12 + Number(tanggal.slice(5, 7)) - 1;

/** The schedule: the amount of every month of the useful life from the acquisition month (the first `months` only, when given). */
export function depreciationSchedule(a: AssetTerms, months?: number): Dec[] {
  const n = a.umur * 12;
  const upto = Math.min(n, months ?? n);
  const cost = dec(a.harga);
  const rate = dec(a.tarif).div(100).div(12);
  const out: Dec[] = [];
  let booked = ZERO;
  let yearStart = cost;
  for (let k = 0; k < upto; k++) {
    const left = cost.minus(booked);
    if (a.metode === 'SM' && k % 12 === 0) yearStart = left;
    let v = k === n - 1 ? left : round((a.metode === 'SM' ? yearStart : cost).times(rate));
    if (v.gt(left)) v = left;
    if (v.isNegative()) v = ZERO;
    out.push(v);
    booked = booked.plus(v);
  }
  return out;
}

/** The amount of one month ('YYYY-MM'); zero before acquisition and after the useful life. */
export function monthlyDepreciation(a: AssetTerms, periode: string): Dec {
  const k = monthIndex(periode) - monthIndex(a.tanggal);
  if (k < 0 || k >= a.umur * 12) return ZERO;
  return depreciationSchedule(a, k + 1)[k];
}

/** What the schedule has written off in the months before `periode` ('YYYY-MM'). */
export function accumulatedBefore(a: AssetTerms, periode: string): Dec {
  const k = Math.max(0, monthIndex(periode) - monthIndex(a.tanggal));
  const schedule = depreciationSchedule(a, k);
  let s = ZERO;
  for (const v of schedule) s = s.plus(v);
  return s;
}
