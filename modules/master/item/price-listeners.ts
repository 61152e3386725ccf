/**
 * Listeners of committed selling-price changes (docs/marketplace.md "Price pushes"): an item's save
 * (the item master, the datasheet import — every path that edits an item's prices goes through
 * `item_save`) tells them which items changed a price of their base unit (`satuanitem.hargajual1..4`
 * of the item's `satuan`) or of a variant combination (`detailvarian.hargajual1..4`), inside its
 * own transaction: what a listener writes commits or rolls back with the item. The marketplace
 * engine writes its price outbox rows here. A listener must not call anything outside the database.
 */
import { num, type Values } from '@niaga/kernel';
import type { Tx } from '@niaga/kernel/server';
import { LEVEL_HARGA } from './item';

/** One item whose selling price changed: its code, whether its base unit's price changed, and the variant combinations whose price changed. */
export interface PriceChange {
  kodeitem: string;
  satuan: boolean;
  varian: string[];
}

export type PriceListener = (tx: Tx, changes: PriceChange[]) => Promise<void>;

const listeners = new Set<PriceListener>();

/** Registers a listener of every selling-price change; returns its removal. */
export function onPriceChanged(fn: PriceListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const samePrices = (a: Values | undefined, b: Values | undefined) => LEVEL_HARGA.every((n) => num(a?.[`hargajual${n}`] ?? 0).eq(num(b?.[`hargajual${n}`] ?? 0)));
const rowsOf = (d: Values, key: string) => ((d[key] as Values[] | undefined) ?? []).filter(Boolean);

/** What an edit changes of an item's selling prices (null: nothing). */
export function priceChangeOf(rec: Values, old: Values): PriceChange | null {
  const base = (d: Values) => rowsOf(d, 'satuanitem').find((u) => u.satuan === d.satuan);
  const satuan = !samePrices(base(rec), base(old));
  const before = new Map(rowsOf(old, 'detailvarian').map((v) => [String(v.iddetailvarian ?? ''), v]));
  const varian = rowsOf(rec, 'detailvarian')
    .filter((v) => !samePrices(v, before.get(String(v.iddetailvarian ?? ''))))
    .map((v) => String(v.iddetailvarian ?? ''))
    .filter(Boolean);
  return satuan || varian.length ? { kodeitem: String(rec.kodeitem ?? ''), satuan, varian } : null;
}

/** Tells the listeners. */
export async function pricesChanged(tx: Tx, changes: PriceChange[]): Promise<void> {
  if (!listeners.size || !changes.length) return;
  for (const l of listeners) await l(tx, changes);
}

/**
 * Listeners of any write to items (a save, new or edited, one by one or in a batch, or a delete;
 * a picture added or removed) or to the kinds and brands that name them (jenis, merek), inside
 * the writing transaction: the storefront bumps its page version here
 * (modules/store/storefront/versi.ts). Same rules as the price listeners.
 */
export type ItemsListener = (tx: Tx) => Promise<void>;
const itemListeners = new Set<ItemsListener>();

/** Registers a listener of every item write; returns its removal. */
export function onItemsChanged(fn: ItemsListener): () => void {
  itemListeners.add(fn);
  return () => itemListeners.delete(fn);
}

/** Tells the item listeners. */
export async function itemsChanged(tx: Tx): Promise<void> {
  for (const l of itemListeners) await l(tx);
}
