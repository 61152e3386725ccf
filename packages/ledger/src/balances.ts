/**
 * Maintained balances, changed by deltas inside the posting transaction: Σ debit and Σ credit per
 * account and month (gl_saldo) and per account and day (gl_saldo_harian), both written by one
 * statement in the same random slot; with them Σ stock moves in and out per item, variant,
 * warehouse and month and their count (stok_saldo).
 */
import { sql, type SQL } from 'drizzle-orm';
import { Dec, ZERO } from '@niaga/core';
import { prepared, valuesList, type Tx } from '@niaga/kernel/server';
import { addDays, periodeOf, splitMonths } from './dates';

export interface DeltaRow {
  akun: number;
  tanggal: string;
  d: Dec;
  k: Dec;
}

/** A stock figure's change: in and out, quantity and value (out as positive figures), and the count of moves. */
export interface StockDeltaRow {
  item: number;
  varian: number;
  gudang: number;
  periode: number;
  qm: Dec;
  nm: Dec;
  qk: Dec;
  nk: Dec;
  n: number;
}

export class BalanceDelta {
  private readonly m = new Map<string, DeltaRow>();
  private readonly s = new Map<string, StockDeltaRow>();
  add(akun: number, tanggal: string, debet: Dec, kredit: Dec) {
    if (debet.isZero() && kredit.isZero()) return;
    const key = `${akun}:${tanggal}`;
    const cur = this.m.get(key) ?? { akun, tanggal, d: ZERO, k: ZERO };
    this.m.set(key, { ...cur, d: cur.d.plus(debet), k: cur.k.plus(kredit) });
  }
  /**
   * A live stock move enters (sign 1) or leaves (sign −1) the stock figures of its month: in when
   * its quantity is positive, or zero with a value ≥ 0; out otherwise. Every move counts, one of
   * quantity and value 0 too (a re-costed move leaves at its old value and enters at its new one:
   * its count is unchanged).
   */
  move(m: { item: number; varian: number; gudang: number; tanggal: string; qty: Dec; nilai: Dec }, sign: 1 | -1) {
    const periode = periodeOf(m.tanggal);
    const key = `${m.item}:${m.varian}:${m.gudang}:${periode}`;
    const cur = this.s.get(key) ?? { item: m.item, varian: m.varian, gudang: m.gudang, periode, qm: ZERO, nm: ZERO, qk: ZERO, nk: ZERO, n: 0 };
    const masuk = m.qty.gt(0) || (m.qty.isZero() && !m.nilai.isNegative());
    const q = sign === 1 ? m.qty : m.qty.neg();
    const n = sign === 1 ? m.nilai : m.nilai.neg();
    this.s.set(key, masuk ? { ...cur, qm: cur.qm.plus(q), nm: cur.nm.plus(n), n: cur.n + sign } : { ...cur, qk: cur.qk.minus(q), nk: cur.nk.minus(n), n: cur.n + sign });
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
  /** Rows of the stock figures' deltas (key order), then forgotten: the caller writes them in its own statement. */
  takeStock(): StockDeltaRow[] {
    const stock = [...this.s.values()]
      .filter((r) => !(r.qm.isZero() && r.nm.isZero() && r.qk.isZero() && r.nk.isZero() && r.n === 0))
      .sort((a, b) => a.item - b.item || a.varian - b.varian || a.gudang - b.gudang || a.periode - b.periode);
    this.s.clear();
    return stock;
  }
  /** Writes the deltas in key order (so concurrent postings lock rows in the same order), in one random slot. */
  async flush(tx: Tx) {
    const rows = this.rows();
    const stock = this.takeStock();
    this.m.clear();
    const slot = randomSlot();
    const parts = [...(rows.length ? [upsertHarian(rows, slot), upsertSaldo(rows, slot)] : []), ...(stock.length ? [upsertStok(stock)] : [])];
    if (!parts.length) return;
    const last = parts.pop()!;
    await tx.execute(prepared(parts.length ? sql`with ${sql.join(parts.map((q, i) => sql`${sql.raw(`u${i}`)} as (${q})`), sql`, `)} ${last}` : last));
  }
}

/**
 * The stock figures of the live moves `where` selects, summed per item, variant and warehouse and
 * `by` (e.g. the month), with their count (`mutasi`): what stok_saldo keeps, computed from the moves
 * (rebuild, check, and the days of partial months in reports); `akhir`, the date of the last of them
 * (the rebuild's stok_item.tgl_akhir).
 */
export function stockFiguresOf(where: SQL, by: SQL = sql`(extract(year from tanggal) * 100 + extract(month from tanggal))::int`): SQL {
  const masuk = sql`(qty > 0 or (qty = 0 and nilai >= 0))`;
  return sql`select item_id, iddetailvarian, gudang_id, ${by} as periode,
                    coalesce(sum(qty) filter (where ${masuk}), 0) as qmasuk, coalesce(sum(nilai) filter (where ${masuk}), 0) as nmasuk,
                    coalesce(-sum(qty) filter (where not ${masuk}), 0) as qkeluar, coalesce(-sum(nilai) filter (where not ${masuk}), 0) as nkeluar,
                    count(*)::int as mutasi, max(tanggal) as akhir
             from stok_mutasi where not batal and (${where}) group by 1, 2, 3, 4`;
}

/**
 * The stock figures of a date range, per item, variant and warehouse, not summed across parts:
 * the whole months from stok_saldo, the days of partial months from the live moves. `gudang`: one
 * warehouse only. Every row has `dalam` true; with `sesudah` the rows of every later date follow
 * with `dalam` false (the opening of the range is the current balance less all of them). Sum them
 * per key.
 */
export function stockFigures(dari: string, sampai: string, gudang: number | null = null, opts: { sesudah?: boolean } = {}): SQL {
  const g = gudang === null ? sql`` : sql`and gudang_id = ${gudang}`;
  const parts = (from: string, to: string | null, dalam: boolean): SQL[] => {
    const { months, days } = splitMonths(from, to);
    const out: SQL[] = [];
    if (months)
      out.push(sql`select item_id, iddetailvarian, gudang_id, qmasuk, nmasuk, qkeluar, nkeluar, ${sql.raw(String(dalam))} as dalam from stok_saldo
                   where periode >= ${months.dari} ${months.sampai === null ? sql`` : sql`and periode <= ${months.sampai}`} ${g}`);
    if (days.length)
      out.push(sql`select item_id, iddetailvarian, gudang_id, qmasuk, nmasuk, qkeluar, nkeluar, ${sql.raw(String(dalam))} as dalam
                   from (${stockFiguresOf(sql`(${sql.join(days.map((d) => sql`tanggal between ${d.dari}::date and ${d.sampai}::date`), sql` or `)}) ${g}`, sql`0`)}) d`);
    return out;
  };
  const all = [...parts(dari, sampai, true), ...(opts.sesudah ? parts(addDays(sampai, 1), null, false) : [])];
  if (!all.length) all.push(sql`select 0, 0, 0, 0::numeric, 0::numeric, 0::numeric, 0::numeric, true where false`);
  return sql.join(all, sql` union all `);
}

/** The upsert of stock figure deltas (rows in key order; the items are locked by the posting). */
export function upsertStok(rows: StockDeltaRow[]): SQL {
  const values = valuesList(
    rows.map((r) => [r.item, r.varian, r.gudang, r.periode, r.qm.toFixed(4), r.nm.toFixed(2), r.qk.toFixed(4), r.nk.toFixed(2), r.n]),
    ['::int', '::int', '::int', '::int', '::numeric', '::numeric', '::numeric', '::numeric', '::int'],
  );
  return sql`insert into stok_saldo (item_id, iddetailvarian, gudang_id, periode, qmasuk, nmasuk, qkeluar, nkeluar, mutasi) values ${values}
             on conflict (item_id, iddetailvarian, gudang_id, periode) do update set qmasuk = stok_saldo.qmasuk + excluded.qmasuk, nmasuk = stok_saldo.nmasuk + excluded.nmasuk,
               qkeluar = stok_saldo.qkeluar + excluded.qkeluar, nkeluar = stok_saldo.nkeluar + excluded.nkeluar, mutasi = stok_saldo.mutasi + excluded.mutasi`;
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
  const values = valuesList(
    [...month.values()].map((r) => [r.akun, r.periode, slot, r.d.toFixed(2), r.k.toFixed(2)]),
    ['::int', '::int', '::smallint', '::numeric', '::numeric'],
  );
  return sql`insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit) values ${values}
             on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit`;
}

/** The upsert of balance deltas into the daily balances, one slot. */
export function upsertHarian(rows: DeltaRow[], slot = randomSlot()): SQL {
  const values = valuesList(
    rows.map((r) => [r.akun, r.tanggal, slot, r.d.toFixed(2), r.k.toFixed(2)]),
    ['::int', '::date', '::smallint', '::numeric', '::numeric'],
  );
  return sql`insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit) values ${values}
             on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`;
}
