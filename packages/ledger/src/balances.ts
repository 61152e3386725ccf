/**
 * Maintained balances, changed by deltas inside the posting transaction: Σ debit and Σ credit per
 * account and month (gl_saldo) and per account and day (gl_saldo_harian), both written by one
 * statement in the same random slot.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Dec, ZERO } from '@niaga/core';
import type { Tx } from '@niaga/kernel/server';
import { periodeOf } from './dates';

export interface DeltaRow {
  akun: number;
  tanggal: string;
  d: Dec;
  k: Dec;
}

export class BalanceDelta {
  private readonly m = new Map<string, DeltaRow>();
  add(akun: number, tanggal: string, debet: Dec, kredit: Dec) {
    if (debet.isZero() && kredit.isZero()) return;
    const key = `${akun}:${tanggal}`;
    const cur = this.m.get(key) ?? { akun, tanggal, d: ZERO, k: ZERO };
    this.m.set(key, { ...cur, d: cur.d.plus(debet), k: cur.k.plus(kredit) });
  }
  /** Rows of the deltas per account and day (key order), for callers that write them in their own statement. */
  rows(): DeltaRow[] {
    return [...this.m.values()]
      .filter((r) => !(r.d.isZero() && r.k.isZero()))
      .sort((a, b) => a.akun - b.akun || (a.tanggal < b.tanggal ? -1 : a.tanggal > b.tanggal ? 1 : 0));
  }
  /** The rows (as `rows`), then forgotten: the caller writes them in its own statement. */
  take(): DeltaRow[] {
    const rows = this.rows();
    this.m.clear();
    return rows;
  }
  /** Writes the deltas in key order (so concurrent postings lock rows in the same order), in one random slot. */
  async flush(tx: Tx) {
    const rows = this.rows();
    this.m.clear();
    if (!rows.length) return;
    const slot = randomSlot();
    await tx.execute(sql`with h as (${upsertHarian(rows, slot)}) ${upsertSaldo(rows, slot)}`);
  }
}

export const SALDO_SLOTS = 16;
export const randomSlot = () => Math.floor(Math.random() * SALDO_SLOTS);

/** The upsert of balance deltas into the monthly balances, one slot (rows summed per month). */
export function upsertSaldo(rows: DeltaRow[], slot = randomSlot()): SQL {
  const month = new Map<string, { akun: number; periode: number; d: Dec; k: Dec }>();
  for (const r of rows) {
    const periode = periodeOf(r.tanggal);
    const key = `${r.akun}:${periode}`;
    const cur = month.get(key) ?? { akun: r.akun, periode, d: ZERO, k: ZERO };
    month.set(key, { ...cur, d: cur.d.plus(r.d), k: cur.k.plus(r.k) });
  }
  const values = sql.join(
    [...month.values()].map((r) => sql`(${r.akun}::int, ${r.periode}::int, ${slot}::smallint, ${r.d.toFixed(2)}::numeric, ${r.k.toFixed(2)}::numeric)`),
    sql`, `,
  );
  return sql`insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) values ${values}
             on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit`;
}

/** The upsert of balance deltas into the daily balances, one slot. */
export function upsertHarian(rows: DeltaRow[], slot = randomSlot()): SQL {
  const values = sql.join(
    rows.map((r) => sql`(${r.akun}::int, ${r.tanggal}::date, ${slot}::smallint, ${r.d.toFixed(2)}::numeric, ${r.k.toFixed(2)}::numeric)`),
    sql`, `,
  );
  return sql`insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) values ${values}
             on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`;
}
