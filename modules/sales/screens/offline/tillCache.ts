/**
 * What the till last read at its start (issue 39): the settings, the discounts and promos in force,
 * the warehouse and the general customer, kept in this browser per company, so a till opened
 * without a connection sells with them. The catalogue is kept apart (katalog.ts, IndexedDB).
 */
import { ApiError, CLIENT } from '@niaga/ui/api';
import type { PromoListReply } from '../../replies';
import type { Customer } from '../till';

export interface TillStartKept {
  cfg: Record<string, string>;
  promo: PromoListReply;
  gudang: string;
  umum?: Customer | null;
}

const key = (company: string) => `niaga_kasir_awal_${company}`;

export function keepStart(company: string, s: Partial<TillStartKept>): void {
  try {
    localStorage.setItem(key(company), JSON.stringify({ ...lastStart(company), ...s }));
  } catch {
    // A full storage keeps the last copy.
  }
}

export function lastStart(company: string): TillStartKept | null {
  try {
    return JSON.parse(localStorage.getItem(key(company)) ?? 'null') as TillStartKept | null;
  } catch {
    return null;
  }
}

/** A call that failed for want of a connection (not a refusal by the server). */
export const noConnection = (e: unknown) => e instanceof ApiError && (e.num === CLIENT.CONNECTION || e.num === CLIENT.NO_REPLY || e.num === CLIENT.UNPARSEABLE);

export const BELUM_PERNAH = 'Kasir belum pernah dibuka dengan koneksi di browser ini: sambungkan ke internet untuk membuka kasir pertama kali.';
