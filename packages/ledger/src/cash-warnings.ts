/**
 * The warning before a posting takes a cash or bank account below zero (docs/accounting.md §
 * "Saldo kas minus"): not a rule of the books — a new shop that has not entered its opening cash
 * yet, or a payment entered before the takings that cover it, is told and asked to confirm.
 */
import { sql } from 'drizzle-orm';
import { LATE_NUMBER, rowsOf, type PostingRef, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount, ZERO, type Dec } from '@niaga/core';
import { refKey, resolveAccounts, type Account } from './accounts';
import type { DocumentPosting } from './books';
import { balancesAt } from './views';
import { tampil } from './dates';

/** Account types whose balance should not go below zero. */
const CASH = new Set(['KAS', 'BANK']);

/**
 * For each cash or bank account the posting takes money from (its lines net to a credit there):
 * the account's balance at the end of the document's date — every live posting up to that date,
 * this document's own earlier version left out, this posting counted — when it is below zero, as
 * one sentence per account.
 */
export async function cashWarnings(tx: Tx, ref: Pick<PostingRef, 'sumber' | 'notransaksi' | 'tanggal' | 'fresh'>, posting: DocumentPosting): Promise<string[]> {
  const lines = posting.lines ?? [];
  if (!lines.length) return [];
  const accounts = await resolveAccounts(tx, lines.map((l) => l.akun));
  const net = new Map<number, { a: Account; v: Dec }>();
  for (const l of lines) {
    const a = accounts.get(refKey(l.akun));
    if (!a || !CASH.has(a.tipe)) continue;
    const cur = net.get(a.id) ?? { a, v: ZERO };
    cur.v = cur.v.plus(dec(String(l.debet ?? 0))).minus(dec(String(l.kredit ?? 0)));
    net.set(a.id, cur);
  }
  const out = [...net.values()].filter((x) => x.v.isNegative());
  if (!out.length) return [];
  const ids = out.map((x) => x.a.id);
  const saldo = await balancesAt(tx, ids, ref.tanggal);
  // An edit: the document's live posting is in the balance already, and this one replaces it.
  const own = new Map<number, string>();
  if (!ref.fresh && ref.notransaksi !== LATE_NUMBER)
    for (const r of await rowsOf<{ perkiraan_id: number; v: string }>(
      tx,
      sql`select b.perkiraan_id, sum(b.debet - b.kredit)::text as v from gl_jurnal j join gl_baris b on b.jurnal_id = j.id
          where j.sumber = ${ref.sumber} and j.notransaksi = ${ref.notransaksi} and j.status = 0 and b.tanggal <= ${ref.tanggal}::date
            and b.perkiraan_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by 1`,
    ))
      own.set(Number(r.perkiraan_id), r.v);
  const warnings: string[] = [];
  for (const { a, v } of out) {
    const after = dec(saldo.get(a.id) ?? '0').minus(dec(own.get(a.id) ?? '0')).plus(v);
    if (after.isNegative()) warnings.push(`Saldo ${a.kodeacc} ${a.namaacc} menjadi ${formatAmount(after)} per ${tampil(ref.tanggal)} setelah transaksi ini.`);
  }
  return warnings;
}
