/**
 * Payment methods that need the network (issue 39): refused while the till is offline. A method
 * joins by adding a rule to `PERLU_JARINGAN` (a QRIS payment through a gateway adds its own); the
 * rule says whether a payment uses it. Cash needs nothing: an offline sale is paid in cash (a short
 * payment is credit on the customer's account, judged against the limit when the sale arrives).
 */
import { dec } from '@niaga/core';
import type { Payment } from '../till';

export interface NeedsNetwork {
  /** The method's name as the cashier knows it. */
  nama: string;
  /** Whether this payment uses it. */
  dipakai: (p: Payment) => boolean;
}

const lebihNol = (v: unknown) => {
  try {
    return dec(String(v ?? '') || 0).gt(0);
  } catch {
    return false;
  }
};

/**
 * The methods refused offline: card terminals, e-money, QRIS (its reference is made and claimed by
 * the server, gateway or not), deposit and points (balances on the server). PPOB is its own screen
 * (/kasirppob), whose acts need the server.
 */
export const PERLU_JARINGAN: NeedsNetwork[] = [
  { nama: 'Kartu', dipakai: (p) => lebihNol(p.bayarkartu) },
  { nama: 'E-Money', dipakai: (p) => lebihNol(p.bayaremoney) },
  { nama: 'QRIS', dipakai: (p) => lebihNol(p.bayarqris) || !!p.refqris },
  { nama: 'Deposit', dipakai: (p) => lebihNol(p.deposit) },
  { nama: 'Point', dipakai: (p) => lebihNol(p.bayarpoint) || lebihNol(p.pointpakai) },
];

/** The refusal of a payment made offline with a method that needs the network; null when it needs none. */
export function ditolakLuring(p: Payment, rules: NeedsNetwork[] = PERLU_JARINGAN): string | null {
  const names = rules.filter((r) => r.dipakai(p)).map((r) => r.nama);
  if (!names.length) return null;
  return `Kasir sedang luring (tanpa koneksi): pembayaran ${names.join(', ')} memerlukan jaringan dan tidak dapat dipakai sekarang. Terima tunai, atau tunggu koneksi kembali.`;
}
