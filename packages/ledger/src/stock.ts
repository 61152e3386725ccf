/** The stock ledger inside a posting: locking, re-costing from a point in time, stock checks. */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, Dec, ZERO } from '@niaga/core';
import { apply, costOne, type CostState } from './cost';
import { BalanceDelta } from './balances';
import { periodeOf, tampil } from './dates';

export interface ItemKey {
  item: number;
  varian: number;
}
export const keyOf = (k: ItemKey) => `${k.item}:${k.varian}`;

export interface Point {
  tanggal: string;
  id: number;
}

interface MoveRow {
  id: number;
  tanggal: string;
  gudang_id: number;
  qty: string;
  nilai: string;
  metode: 'T' | 'R' | 'P';
  pasangan_id: number | null;
  perkiraan_id: number | null;
  lawan_id: number | null;
  saldo_qty: string;
  saldo_nilai: string;
}

/** Locks the items' cost rows (creating them), in key order so that concurrent postings queue. */
export async function lockItems(tx: Tx, keys: ItemKey[]) {
  const sorted = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort((a, b) => a.item - b.item || a.varian - b.varian);
  if (!sorted.length) return;
  const values = sql.join(sorted.map((k) => sql`(${k.item}, ${k.varian})`), sql`, `);
  await tx.execute(sql`insert into stok_item (item_id, iddetailvarian) values ${values} on conflict do nothing`);
  for (const k of sorted) await tx.execute(sql`select 1 from stok_item where item_id = ${k.item} and iddetailvarian = ${k.varian} for update`);
}

/** The item's state just before `point` (null: before everything). */
export async function stateBefore(tx: Tx, k: ItemKey, point: Point | null): Promise<CostState> {
  if (!point) return { qty: ZERO, nilai: ZERO, avg: ZERO };
  const before = sql`item_id = ${k.item} and iddetailvarian = ${k.varian} and not batal and (tanggal, id) < (${point.tanggal}::date, ${point.id}::bigint)`;
  const [last] = await rowsOf<{ saldo_qty: string; saldo_nilai: string }>(
    tx,
    sql`select saldo_qty, saldo_nilai from stok_mutasi where ${before} order by tanggal desc, id desc limit 1`,
  );
  if (!last) return { qty: ZERO, nilai: ZERO, avg: ZERO };
  const qty = dec(last.saldo_qty);
  const nilai = dec(last.saldo_nilai);
  if (qty.gt(0)) return { qty, nilai, avg: nilai.div(qty) };
  const [pos] = await rowsOf<{ saldo_qty: string; saldo_nilai: string }>(
    tx,
    sql`select saldo_qty, saldo_nilai from stok_mutasi where ${before} and saldo_qty > 0 order by tanggal desc, id desc limit 1`,
  );
  return { qty, nilai, avg: pos ? dec(pos.saldo_nilai).div(dec(pos.saldo_qty)) : ZERO };
}

const sides = (v: Dec): [Dec, Dec] => (v.gt(0) ? [v, ZERO] : [ZERO, v.neg()]);

/** Moves the derived journal lines of a move from its old value to its new one. */
async function syncLines(tx: Tx, m: MoveRow, oldV: Dec, newV: Dec, delta: BalanceDelta) {
  if (m.perkiraan_id === null || oldV.eq(newV)) return;
  const periode = periodeOf(m.tanggal);
  const [od, ok] = sides(oldV);
  const [nd, nk] = sides(newV);
  await tx.execute(
    sql`update gl_baris set debet = ${nd.toFixed(2)}, kredit = ${nk.toFixed(2)} where mutasi_id = ${m.id} and perkiraan_id = ${m.perkiraan_id} and not batal`,
  );
  delta.add(m.perkiraan_id, periode, nd.minus(od), nk.minus(ok));
  if (m.lawan_id !== null) {
    await tx.execute(
      sql`update gl_baris set debet = ${nk.toFixed(2)}, kredit = ${nd.toFixed(2)} where mutasi_id = ${m.id} and perkiraan_id = ${m.lawan_id} and not batal`,
    );
    delta.add(m.lawan_id, periode, nk.minus(ok), nd.minus(od));
  }
}

export interface RecostResult {
  /** Moves that were already there before this posting and came after the point. */
  later: boolean;
  changed: number;
}

/**
 * Re-costs an item from `point` (null: from its first move): every live move at or after it gets
 * its value and running state again, and derived lines follow. Stops early once the state meets
 * the stored state again (unless `full`). `fresh` are the ids of moves written by this posting.
 */
export async function recostFrom(tx: Tx, k: ItemKey, point: Point | null, delta: BalanceDelta, opts: { full?: boolean; fresh?: Set<number> } = {}): Promise<RecostResult> {
  let state = await stateBefore(tx, k, point);
  const after = point ? sql`and (tanggal, id) >= (${point.tanggal}::date, ${point.id}::bigint)` : sql``;
  const moves = await rowsOf<MoveRow>(
    tx,
    sql`select id, tanggal, gudang_id, qty, nilai, metode, pasangan_id, perkiraan_id, lawan_id, saldo_qty, saldo_nilai
        from stok_mutasi where item_id = ${k.item} and iddetailvarian = ${k.varian} and not batal ${after} order by tanggal, id`,
  );
  const values = new Map<number, Dec>();
  let later = false;
  let changed = 0;
  let reachedEnd = true;
  for (const raw of moves) {
    const m = { ...raw, id: Number(raw.id), pasangan_id: raw.pasangan_id === null ? null : Number(raw.pasangan_id) };
    const isFresh = opts.fresh?.has(m.id) ?? false;
    if (!isFresh) later = true;
    let pair: Dec | undefined;
    if (m.pasangan_id !== null) {
      pair = values.get(m.pasangan_id);
      if (pair === undefined) {
        const [p] = await rowsOf<{ nilai: string }>(tx, sql`select nilai from stok_mutasi where id = ${m.pasangan_id}`);
        pair = dec(p?.nilai ?? 0);
      }
    }
    const oldV = dec(m.nilai);
    const newV = costOne(state, { id: m.id, qty: m.qty, nilai: m.nilai, metode: m.metode, pasangan_id: m.pasangan_id }, pair);
    state = apply(state, dec(m.qty), newV);
    values.set(m.id, newV);
    const same = oldV.eq(newV) && state.qty.eq(dec(m.saldo_qty)) && state.nilai.eq(dec(m.saldo_nilai));
    if (!same) {
      changed++;
      await tx.execute(
        sql`update stok_mutasi set nilai = ${newV.toFixed(2)}, saldo_qty = ${state.qty.toFixed(4)}, saldo_nilai = ${state.nilai.toFixed(2)} where id = ${m.id}`,
      );
      await syncLines(tx, m, oldV, newV, delta);
    } else if (!opts.full && !isFresh && state.qty.gt(0)) {
      // Same value and same running state as before: every later move keeps its value too.
      reachedEnd = false;
      break;
    }
  }
  if (reachedEnd)
    await tx.execute(
      sql`update stok_item set qty = ${state.qty.toFixed(4)}, nilai = ${state.nilai.toFixed(2)} where item_id = ${k.item} and iddetailvarian = ${k.varian}`,
    );
  return { later, changed };
}

/** Whether the company allows negative stock (konfigurasi 'izinstokminus' = '1'). */
export async function negativeStockAllowed(tx: Tx): Promise<boolean> {
  try {
    const [r] = await rowsOf<{ nilai: string }>(tx, sql`select nilai from konfigurasi where nama = 'izinstokminus'`);
    return r?.nilai === '1';
  } catch {
    return false;
  }
}

/**
 * Refuses when an item's stock in a warehouse goes below zero at any moment from `from` on
 * (a back-dated out move, or the reversal of an in move, can do that to later dates).
 */
export async function assertStock(tx: Tx, k: ItemKey, gudang: number, from: string, later: boolean) {
  const rows = later
    ? await rowsOf<{ tanggal: string; run: string }>(
        tx,
        sql`select tanggal, run from (
              select tanggal, id, sum(qty) over (order by tanggal, id) as run from stok_mutasi
              where item_id = ${k.item} and iddetailvarian = ${k.varian} and gudang_id = ${gudang} and not batal) x
            where tanggal >= ${from}::date and run < 0 order by tanggal, id limit 1`,
      )
    : await rowsOf<{ tanggal: string; run: string }>(
        tx,
        sql`select ${from}::text as tanggal, qty as run from stok_gudang where item_id = ${k.item} and iddetailvarian = ${k.varian} and gudang_id = ${gudang} and qty < 0`,
      );
  if (!rows.length) return;
  const [names] = await rowsOf<{ kodeitem: string; kodegudang: string }>(
    tx,
    sql`select (select kodeitem from item where id = ${k.item}) as kodeitem, (select kodegudang from gudang where id = ${gudang}) as kodegudang`,
  );
  const varian = k.varian ? ` (varian ${k.varian})` : '';
  throw new ActError(
    NUM.RULE,
    `Stok item ${names?.kodeitem ?? k.item}${varian} di gudang ${names?.kodegudang ?? gudang} tidak mencukupi: menjadi ${dec(rows[0].run).toFixed()} pada ${tampil(String(rows[0].tanggal).slice(0, 10))}.`,
  );
}
