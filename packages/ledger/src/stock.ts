/** The stock ledger inside a posting: locking, re-costing from a point in time, stock checks. */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { prepared, rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import { dec, Dec, ZERO } from '@niaga/core';
import { apply, costOne, type CostState } from './cost';
import { BalanceDelta } from './balances';
import { tampil } from './dates';

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

/**
 * An item's cost row as its lock returned it: the company-wide quantity and value after its last
 * live move, and `tgl_akhir`, no earlier than that move's date (null: not known).
 */
export interface LockedItem {
  qty: string;
  nilai: string;
  tgl_akhir: string | null;
}

/**
 * Locks the items' cost rows (creating them), in key order so that concurrent postings queue. One
 * statement when every row exists (the usual case: an item sold has been bought), three otherwise.
 * With `ids`, that many new stock-move ids are taken in the same statement, after the locks (so
 * moves are numbered in the order their items were locked), ascending.
 */
export async function lockItems(tx: Tx, keys: ItemKey[], ids = 0): Promise<number[]> {
  return (await lockItemsAfter(tx, keys, ids, null)).ids;
}

/**
 * `lockItems`, with a write sent in the same statement before the locks (`first.with`: CTEs, run
 * once; `first.value`: a value of them returned as `value`) — the posting's journal. Returns each
 * row as locked (`items`, by `keyOf`): a row locked after a wait is read as the transaction it
 * waited on left it (PostgreSQL re-reads a row it locks once that row has changed), so its figures
 * are the item's current ones whatever the statement's snapshot.
 *
 * `whole`: every row locked by this one statement, missing rows created — for a posting whose
 * document takes its number late, its record riding after this statement (afterNext): the number
 * series must be taken after every item's lock, never before a second lock statement (two sales
 * of an item without a cost row yet would each hold what the other waits for). The rows are then
 * locked by an upsert (`on conflict do update`, which locks and returns the newest version of a
 * row even if committed after the statement began), in key order.
 */
export async function lockItemsAfter(
  tx: Tx,
  keys: ItemKey[],
  ids: number,
  first: { with: SQL; value: SQL } | null,
  whole = false,
): Promise<{ ids: number[]; value: unknown; items: Map<string, LockedItem> }> {
  const sorted = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort((a, b) => a.item - b.item || a.varian - b.varian);
  if (!sorted.length) return { ids: [], value: first ? (await rowsOf<{ v: unknown }>(tx, sql`with ${first.with} select ${first.value} as v`))[0]?.v : undefined, items: new Map() };
  const values = valuesList(
    sorted.map((k) => [k.item, k.varian]),
    ['::int', '::int'],
  );
  // Rows are locked as the sort emits them (or, `whole`, as the upsert inserts its values): in key
  // order, like the loop this replaces. The select list is evaluated in order: the locks first, then the ids.
  const rowsLocked = whole
    ? sql`select l.item_id, l.iddetailvarian, l.qty, l.nilai, l.tgl_akhir from u l`
    : sql`select s.item_id, s.iddetailvarian, s.qty, s.nilai, s.tgl_akhir from stok_item s join (values ${values}) as k(item, varian) on s.item_id = k.item and s.iddetailvarian = k.varian
                   order by s.item_id, s.iddetailvarian for update of s`;
  const upsert = sql`u as (insert into stok_item (item_id, iddetailvarian) values ${values}
                   on conflict (item_id, iddetailvarian) do update set qty = stok_item.qty returning item_id, iddetailvarian, qty, nilai, tgl_akhir)`;
  const lock = async (pre: { with: SQL; value: SQL } | null) => {
    const ctes = [...(pre ? [pre.with] : []), ...(whole ? [upsert] : [])];
    const [r] = await rowsOf<{ locked: Array<[number, number, string, string, string | null]> | null; ids: Array<string | number> | null; v?: unknown }>(
      tx,
      prepared(sql`${ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}select (select json_agg(json_build_array(l.item_id, l.iddetailvarian, l.qty::text, l.nilai::text, l.tgl_akhir::text)) from (
                   ${rowsLocked}) l) as locked,
                 ${ids > 0 ? sql`array(select nextval(pg_get_serial_sequence('stok_mutasi', 'id')) from generate_series(1, ${ids}::int))` : sql`null`} as ids
                 ${pre ? sql`, ${pre.value} as v` : sql``}`),
    );
    const items = new Map<string, LockedItem>();
    for (const [item, varian, qty, nilai, tgl_akhir] of (typeof r.locked === 'string' ? JSON.parse(r.locked) : r.locked) ?? [])
      items.set(keyOf({ item: Number(item), varian: Number(varian) }), { qty, nilai, tgl_akhir });
    return { items, ids: (r.ids ?? []).map(Number).sort((a, b) => a - b), value: r.v };
  };
  const once = await lock(first);
  if (once.items.size === sorted.length) return once;
  await tx.execute(sql`insert into stok_item (item_id, iddetailvarian) values ${values} on conflict do nothing`);
  // Ids taken again after every row is locked (the first ones are left unused).
  const again = await lock(null);
  return { ids: again.ids, value: once.value, items: again.items };
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

/** A value as the debit and credit of its journal line. */
export const sides = (v: Dec): [Dec, Dec] => (v.gt(0) ? [v, ZERO] : [ZERO, v.neg()]);

/** Moves the derived journal lines of a move from its old value to its new one. */
async function syncLines(tx: Tx, m: MoveRow, oldV: Dec, newV: Dec, delta: BalanceDelta) {
  if (m.perkiraan_id === null || oldV.eq(newV)) return;
  const [od, ok] = sides(oldV);
  const [nd, nk] = sides(newV);
  await tx.execute(
    sql`update gl_baris set debet = ${nd.toFixed(2)}, kredit = ${nk.toFixed(2)} where mutasi_id = ${m.id} and perkiraan_id = ${m.perkiraan_id} and not batal`,
  );
  delta.add(m.perkiraan_id, m.tanggal, nd.minus(od), nk.minus(ok));
  if (m.lawan_id !== null) {
    await tx.execute(
      sql`update gl_baris set debet = ${nk.toFixed(2)}, kredit = ${nd.toFixed(2)} where mutasi_id = ${m.id} and perkiraan_id = ${m.lawan_id} and not batal`,
    );
    delta.add(m.lawan_id, m.tanggal, nk.minus(ok), nd.minus(od));
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
      if (!oldV.eq(newV)) {
        const mv = { item: k.item, varian: k.varian, gudang: Number(m.gudang_id), tanggal: m.tanggal, qty: dec(m.qty) };
        delta.move({ ...mv, nilai: oldV }, -1);
        delta.move({ ...mv, nilai: newV }, 1);
      }
    } else if (!opts.full && !isFresh && state.qty.gt(0)) {
      // Same value and same running state as before: every later move keeps its value too.
      reachedEnd = false;
      break;
    }
  }
  // At the end of the moves: the item's totals, and the date of its last live move (none: null).
  if (reachedEnd)
    await tx.execute(
      sql`update stok_item set qty = ${state.qty.toFixed(4)}, nilai = ${state.nilai.toFixed(2)},
            tgl_akhir = (select max(tanggal) from stok_mutasi where item_id = ${k.item} and iddetailvarian = ${k.varian} and not batal)
          where item_id = ${k.item} and iddetailvarian = ${k.varian}`,
    );
  return { later, changed };
}

/** The setting as this transaction read it first: a save's checks and its posting read it once. */
const negativeStock = new WeakMap<Tx, boolean>();

/**
 * Tells the books the setting's stored value ('1' allows), read by the caller with its own look-ups
 * in this transaction, so that neither the caller's checks nor the posting read it again.
 */
export function knownNegativeStock(tx: Tx, nilai: string | undefined) {
  negativeStock.set(tx, nilai === '1');
}

/** Whether the company allows negative stock: Izinkan Stok Minus of /pengaturanumum (konfigurasi 'stokminus' = '1'). */
export async function negativeStockAllowed(tx: Tx): Promise<boolean> {
  const known = negativeStock.get(tx);
  if (known !== undefined) return known;
  let allowed = false;
  try {
    const [r] = await rowsOf<{ nilai: string }>(tx, sql`select nilai from konfigurasi where nama = 'stokminus'`);
    allowed = r?.nilai === '1';
  } catch {
    allowed = false;
  }
  negativeStock.set(tx, allowed);
  return allowed;
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
  if (rows.length) await refuseStock(tx, k, gudang, String(rows[0].tanggal), rows[0].run);
}

/** The refusal of a stock that goes below zero: which item, which warehouse, how far, on which day. */
async function refuseStock(tx: Tx, k: ItemKey, gudang: number, tanggal: string, run: string): Promise<never> {
  const [names] = await rowsOf<{ kodeitem: string; kodegudang: string }>(
    tx,
    sql`select (select kodeitem from item where id = ${k.item}) as kodeitem, (select kodegudang from gudang where id = ${gudang}) as kodegudang`,
  );
  const varian = k.varian ? ` (varian ${k.varian})` : '';
  throw new ActError(
    NUM.RULE,
    `Stok item ${names?.kodeitem ?? k.item}${varian} di gudang ${names?.kodegudang ?? gudang} tidak mencukupi: menjadi ${dec(run).toFixed()} pada ${tampil(tanggal.slice(0, 10))}.`,
  );
}

/** A stock move a posting is about to write, as `costAppended` costs it (its id taken already). */
export interface AppendedMove {
  id: number;
  key: ItemKey;
  gudang: number;
  qty: Dec;
  /** The value it was given (the given value of 'T', zero otherwise). */
  nilai: Dec;
  metode: 'T' | 'R' | 'P';
  pasangan_id: number | null;
  perkiraan_id: number | null;
  lawan_id: number | null;
}

/** A move's value and the item's running state after it, costed before the move is written. */
export interface Costed {
  nilai: Dec;
  saldo_qty: Dec;
  saldo_nilai: Dec;
}

/**
 * Costs the moves a posting is about to write, all dated `tanggal`, with a fixed number of
 * statements whatever their count (issue 21: a 50-line document within 2× of a 5-line one), then
 * has `write` write them. One query reads each item's state just before the new moves and whether
 * live moves follow them. The common case — nothing after them — is costed in memory before
 * anything is written, so `write` writes every move and journal line once with its final value
 * (`costed`); the item totals follow in one update. An item with later moves (a back-dated
 * document) is left out of `costed`: written with its given value, then re-costed move by move by
 * `recostFrom`, as before. Last the stock check (unless negative stock is allowed) of every
 * warehouse an out move left.
 */
/** A warehouse count below zero after a posting's write: item, variant, warehouse, quantity. */
export interface ShortRow {
  item: number;
  varian: number;
  gudang: number;
  qty: string;
}

export async function costAppended(
  tx: Tx,
  tanggal: string,
  moves: AppendedMove[],
  delta: BalanceDelta,
  allowNegative: boolean,
  locked: Map<string, LockedItem>,
  write: (costed: Map<number, Costed>, itemTotals: SQL | null, final: boolean, checked: boolean) => Promise<ShortRow[]>,
): Promise<{ recosted: boolean }> {
  const byKey = new Map<string, { key: ItemKey; moves: AppendedMove[]; gudang: Set<number>; pos: number }>();
  for (const m of moves) {
    const e = byKey.get(keyOf(m.key)) ?? { key: m.key, moves: [], gudang: new Set<number>(), pos: byKey.size };
    e.moves.push(m);
    if (m.qty.isNegative()) e.gudang.add(m.gudang);
    byKey.set(keyOf(m.key), e);
  }
  const entries = [...byKey.values()];
  for (const e of entries) e.moves.sort((a, b) => a.id - b.id);
  // The state just before the new moves, as the lock read it: when no live move is dated after
  // them (`tgl_akhir`; one dated the same day has a smaller id, its item locked before), it is the
  // item's totals; the average while stock is not above zero is that of its last moment with stock,
  // which the totals do not keep, so an at-average move then asks the moves.
  const start = new Map<string, CostState>();
  for (const e of entries) {
    const k = locked.get(keyOf(e.key));
    if (!k || k.tgl_akhir === null || k.tgl_akhir > tanggal) continue;
    const qty = dec(k.qty);
    const nilai = dec(k.nilai);
    if (qty.gt(0)) start.set(keyOf(e.key), { qty, nilai, avg: nilai.div(qty) });
    else if (!e.moves.some((m) => m.metode === 'R')) start.set(keyOf(e.key), { qty, nilai, avg: ZERO });
  }
  const asked = entries.filter((e) => !start.has(keyOf(e.key)));
  // The others, from their moves. The new moves are not written yet: every live move at or after
  // their point is a later one.
  const live = sql`m.item_id = k.item and m.iddetailvarian = k.varian and not m.batal`;
  const states = asked.length
    ? await rowsOf<{ item: number; varian: number; saldo_qty: string | null; saldo_nilai: string | null; pos_qty: string | null; pos_nilai: string | null; later: boolean }>(
        tx,
        prepared(sql`select k.item, k.varian, b.saldo_qty, b.saldo_nilai, pos.saldo_qty as pos_qty, pos.saldo_nilai as pos_nilai,
               exists (select 1 from stok_mutasi m where ${live} and (m.tanggal, m.id) >= (${tanggal}::date, k.first)) as later
        from (values ${valuesList(
          asked.map((e) => [e.key.item, e.key.varian, e.moves[0].id]),
          ['::int', '::int', '::bigint'],
        )}) as k(item, varian, first)
        left join lateral (select m.saldo_qty, m.saldo_nilai from stok_mutasi m where ${live} and (m.tanggal, m.id) < (${tanggal}::date, k.first)
                           order by m.tanggal desc, m.id desc limit 1) b on true
        left join lateral (select m.saldo_qty, m.saldo_nilai from stok_mutasi m where b.saldo_qty <= 0 and ${live} and (m.tanggal, m.id) < (${tanggal}::date, k.first) and m.saldo_qty > 0
                           order by m.tanggal desc, m.id desc limit 1) pos on true`),
      )
    : [];
  const later = new Set<(typeof entries)[number]>();
  for (const r of states) {
    const key = keyOf({ item: Number(r.item), varian: Number(r.varian) });
    if (r.later) continue;
    let state: CostState = { qty: ZERO, nilai: ZERO, avg: ZERO };
    if (r.saldo_qty !== null) {
      const qty = dec(r.saldo_qty);
      const nilai = dec(r.saldo_nilai!);
      state = { qty, nilai, avg: qty.gt(0) ? nilai.div(qty) : r.pos_qty !== null ? dec(r.pos_nilai!).div(dec(r.pos_qty)) : ZERO };
    }
    start.set(key, state);
  }

  const costed = new Map<number, Costed>();
  const itemUpdates: unknown[][] = [];
  for (const e of entries) {
    let state = start.get(keyOf(e.key));
    if (!state) {
      later.add(e);
      continue;
    }
    for (const m of e.moves) {
      const pair = m.pasangan_id === null ? undefined : costed.get(m.pasangan_id)?.nilai;
      const nilai = costOne(state, { id: m.id, qty: m.qty.toFixed(), nilai: m.nilai.toFixed(), metode: m.metode, pasangan_id: m.pasangan_id }, pair);
      state = apply(state, m.qty, nilai);
      costed.set(m.id, { nilai, saldo_qty: state.qty, saldo_nilai: state.nilai });
    }
    itemUpdates.push([e.key.item, e.key.varian, state.qty.toFixed(4), state.nilai.toFixed(2)]);
  }
  // The writer sends the item totals with the moves (one statement) and returns the warehouse
  // counts its write left below zero — read only when an out move of an item without later moves
  // is to be checked (`checked`): otherwise nothing waits on the write's reply. Nothing is dated
  // after these items' new moves: their last live move is of this date.
  const checked = !allowNegative && entries.some((e) => e.gudang.size > 0 && !later.has(e));
  const below = await write(
    costed,
    itemUpdates.length
      ? sql`update stok_item s set qty = v.qty, nilai = v.nilai, tgl_akhir = ${tanggal}::date from (values ${valuesList(itemUpdates, ['::int', '::int', '::numeric', '::numeric'])}) as v(item, varian, qty, nilai)
            where s.item_id = v.item and s.iddetailvarian = v.varian`
      : null,
    // No later move to re-cost: the balances' deltas are complete when the moves are written.
    later.size === 0,
    checked,
  );
  const fresh = new Set(moves.map((m) => m.id));
  for (const e of later) await recostFrom(tx, e.key, { tanggal, id: e.moves[0].id }, delta, { fresh });
  if (allowNegative) return { recosted: later.size > 0 };
  // Items without later moves: today's stock of every warehouse an out move left (as the write
  // returned it), the first in the document's order.
  const now = entries.filter((e) => !later.has(e)).flatMap((e) => [...e.gudang].sort((a, b) => a - b).map((g) => ({ pos: e.pos, item: e.key.item, varian: e.key.varian, gudang: g })));
  const short = now
    .map((k) => ({ ...k, qty: below.find((b) => Number(b.item) === k.item && Number(b.varian) === k.varian && Number(b.gudang) === k.gudang)?.qty }))
    .find((k) => k.qty !== undefined && dec(k.qty).isNegative());
  // In the order of the document's lines, as one item after another was checked before.
  for (const e of entries) {
    if (later.has(e)) for (const g of e.gudang) await assertStock(tx, e.key, g, tanggal, true);
    else if (short && Number(short.pos) === e.pos) break;
  }
  if (short) await refuseStock(tx, { item: short.item, varian: short.varian }, short.gudang, tanggal, short.qty!);
  return { recosted: later.size > 0 };
}
