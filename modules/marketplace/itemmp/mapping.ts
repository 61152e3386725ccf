/** Reading the item mapping on the server (orders find the item of an order line by it). */
import { and, eq, inArray, or } from 'drizzle-orm';
import { colsOf, recordTables, type Tx } from '@niaga/kernel/server';
import itemmpMeta, { mappingKey } from './itemmp';
import type { Marketplace } from '../shops';

/** The mapping table (derived from the declaration). */
export const itemmpTable = () => recordTables(itemmpMeta).main;

/** One mapping as stored. */
export interface Mapping {
  id: number;
  marketplace: string;
  marketplaceid: number;
  shop_id: string;
  item_id: string;
  model_id: string;
  kodeitem: string;
  iddetailvarian: string;
  sku: string;
  namaitem: string;
  isvarian: boolean;
  aktifsync: boolean;
  hargajual: string;
  tipealokasi: string;
  nominalalokasi: string;
  status: string;
}

/**
 * The mapping of one listing of a shop: by the platform's (item_id, model_id) first, else by SKU
 * (a listing the shop created after the last itemmp_tarik). Null when none, or when the mapping
 * has no item yet (a listing whose SKU matched none of ours): the caller holds the line with a
 * message until someone maps it.
 */
export async function mappingOf(
  tx: Tx,
  marketplace: Marketplace | string,
  shop_id: string,
  listing: { item_id?: string; model_id?: string; sku?: string },
): Promise<Mapping | null> {
  return (await mappingsOf(tx, marketplace, shop_id, [listing]))[0];
}

/** The mappings of several listings of one shop (each as `mappingOf` finds it), in one statement. */
export async function mappingsOf(
  tx: Tx,
  marketplace: Marketplace | string,
  shop_id: string,
  listings: { item_id?: string; model_id?: string; sku?: string }[],
): Promise<(Mapping | null)[]> {
  const keyOf = (l: { item_id?: string; model_id?: string }) => mappingKey({ marketplace, shop_id, item_id: l.item_id, model_id: l.model_id });
  const kunci = [...new Set(listings.filter((l) => l.item_id).map(keyOf))];
  const skus = [...new Set(listings.map((l) => l.sku ?? '').filter(Boolean))];
  if (!kunci.length && !skus.length) return listings.map(() => null);
  const t = itemmpTable();
  const c = colsOf(t);
  const rows = (await tx
    .select()
    .from(t)
    .where(or(...(kunci.length ? [inArray(c.kunci, kunci)] : []), ...(skus.length ? [and(eq(c.marketplace, marketplace), eq(c.shop_id, shop_id), inArray(c.sku, skus))] : [])))
    .orderBy(c.id)) as (Mapping & { kunci: string })[];
  const byKunci = new Map<string, Mapping>();
  const bySku = new Map<string, Mapping>();
  for (const r of rows) {
    byKunci.set(r.kunci, r);
    // By SKU: the shop's first mapping (by id) with it, as one ordered read by SKU takes it.
    if (r.marketplace === marketplace && r.shop_id === shop_id && r.sku && !bySku.has(r.sku)) bySku.set(r.sku, r);
  }
  return listings.map((l) => {
    // By the platform's ids first: found, it decides (no item yet: null).
    const m = l.item_id ? byKunci.get(keyOf(l)) : undefined;
    if (m) return m.kodeitem ? m : null;
    const s = l.sku ? bySku.get(l.sku) : undefined;
    return s?.kodeitem ? s : null;
  });
}
