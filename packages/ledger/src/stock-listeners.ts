/**
 * Listeners of committed stock changes: every posting, reversal and repost that moves stock tells
 * them which (item, variant, warehouse) counts it changed, inside its own transaction, after the
 * counts are written (so a listener reading `v_stok_gudang` sees the new figure, and what it writes
 * commits or rolls back with the document). The marketplace engine writes its outbox rows here
 * (modules/marketplace, docs/marketplace.md). A listener must be cheap — it runs in every till
 * sale — and must not call anything outside the database.
 */
import type { Tx } from '@niaga/kernel/server';

/** One stock count that changed: the books' ids of the item, its variant (0: none) and the warehouse. */
export interface StockChange {
  item: number;
  varian: number;
  gudang: number;
}

export type StockListener = (tx: Tx, changes: StockChange[]) => Promise<void>;

const listeners = new Set<StockListener>();

/** Registers a listener of every stock change; returns its removal. */
export function onStockChanged(fn: StockListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Tells the listeners (each change once). */
export async function stockChanged(tx: Tx, changes: StockChange[]): Promise<void> {
  if (!listeners.size || !changes.length) return;
  const seen = new Map<string, StockChange>();
  for (const c of changes) seen.set(`${c.item}:${c.varian}:${c.gudang}`, { item: Number(c.item), varian: Number(c.varian), gudang: Number(c.gudang) });
  const unique = [...seen.values()];
  for (const l of listeners) await l(tx, unique);
}
