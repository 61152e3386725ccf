/** Balances per account and month, changed by deltas inside the posting transaction. */
import { sql } from 'drizzle-orm';
import { Dec, ZERO } from '@niaga/core';
import type { Tx } from '@niaga/kernel/server';

export class BalanceDelta {
  private readonly m = new Map<string, { akun: number; periode: number; d: Dec; k: Dec }>();
  add(akun: number, periode: number, debet: Dec, kredit: Dec) {
    if (debet.isZero() && kredit.isZero()) return;
    const key = `${akun}:${periode}`;
    const cur = this.m.get(key) ?? { akun, periode, d: ZERO, k: ZERO };
    this.m.set(key, { ...cur, d: cur.d.plus(debet), k: cur.k.plus(kredit) });
  }
  /** Rows of the deltas (key order), for callers that write them in their own statement. */
  rows() {
    return [...this.m.values()].filter((r) => !(r.d.isZero() && r.k.isZero())).sort((a, b) => a.akun - b.akun || a.periode - b.periode);
  }
  /** Writes the deltas in key order (so concurrent postings lock rows in the same order), in one random slot. */
  async flush(tx: Tx) {
    const rows = this.rows();
    this.m.clear();
    if (!rows.length) return;
    await tx.execute(upsertSaldo(rows));
  }
}

export const SALDO_SLOTS = 16;

/** The upsert of balance deltas into one random slot. */
export function upsertSaldo(rows: { akun: number; periode: number; d: Dec; k: Dec }[]) {
  const slot = Math.floor(Math.random() * SALDO_SLOTS);
  const values = sql.join(
    rows.map((r) => sql`(${r.akun}, ${r.periode}, ${slot}, ${r.d.toFixed(2)}::numeric, ${r.k.toFixed(2)}::numeric)`),
    sql`, `,
  );
  return sql`insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) values ${values}
             on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit`;
}
