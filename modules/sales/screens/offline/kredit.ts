/**
 * A credit sale made offline (issue 39): judged against the customer's last known credit figures —
 * its limit and open receivable as `kasir_kredit` gave them the last time the till was online, kept
 * in IndexedDB (store.ts `kredit`) — plus the credit of the sales still queued here for that
 * customer. Over the limit it is refused in words that say the figures are those of that moment;
 * within it the cashier is told the same. Pure: the figures are passed in.
 */
import { dec, formatAmount, type Dec } from '@niaga/core';
import type { KasirKreditReply } from '../../replies';

/** The figures as kept: when they were read, and every customer with a limit then. */
export interface KeptKredit {
  kunci: 'kredit';
  waktu: string;
  rows: KasirKreditReply['tbl_kredit'];
}

const rp = (v: Dec) => `Rp ${formatAmount(v)}`;
/** "06 Des 10.32": when the figures were read. */
export const perWaktu = (iso: string) => new Date(iso).toLocaleString('id-ID', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

export interface KreditLuring {
  /** The refusal (over the limit), else null. */
  tolak: string | null;
  /** What the cashier is told when it is taken (the figures it was judged by), else null. */
  info: string | null;
}

/**
 * `kredit`: what this sale leaves on the customer's account; `antri`: the credit of this customer's
 * sales still queued offline (not in the server's figure yet).
 */
export function kreditLuring(kept: KeptKredit | undefined, kodesupel: string, kredit: Dec, antri: Dec): KreditLuring {
  if (!kredit.gt(0)) return { tolak: null, info: null };
  if (!kept) return { tolak: null, info: `Limit kredit pelanggan ${kodesupel} belum pernah terbaca di kasir ini: dinilai saat penjualan terkirim.` };
  const per = `per ${perWaktu(kept.waktu)} (angka terakhir yang diketahui, kasir luring)`;
  const row = kept.rows.find((r) => r.kodesupel === kodesupel);
  // Not listed: the customer had no limit then.
  if (!row) return { tolak: null, info: null };
  const limit = dec(row.limitkredit);
  const open = dec(row.piutang);
  const after = open.plus(antri).plus(kredit);
  const parts = `piutang terbuka ${rp(open)}${antri.gt(0) ? ` + penjualan luring belum terkirim ${rp(antri)}` : ''} + penjualan ini ${rp(kredit)} = ${rp(after)}`;
  if (after.gt(limit))
    return {
      tolak: `Limit kredit pelanggan ${row.kodesupel} ${row.namasupel} ${rp(limit)} terlampaui menurut angka ${per}: ${parts}. Terima tunai, atau tunggu koneksi kembali untuk otorisasi supervisor.`,
      info: null,
    };
  return { tolak: null, info: `Kredit ${rp(kredit)} dalam limit kredit ${row.kodesupel} ${rp(limit)} menurut angka ${per}: sisa limit ${rp(limit.minus(after))}.` };
}
