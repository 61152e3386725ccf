/** Reading the item mapping on the server (orders find the item of an order line by it). */
import { and, eq } from 'drizzle-orm';
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
  const t = itemmpTable();
  const c = colsOf(t);
  const shop = [eq(c.marketplace, marketplace), eq(c.shop_id, shop_id)];
  if (listing.item_id) {
    const [m] = await tx
      .select()
      .from(t)
      .where(eq(c.kunci, mappingKey({ marketplace, shop_id, item_id: listing.item_id, model_id: listing.model_id })))
      .limit(1);
    if (m) return m.kodeitem ? (m as Mapping) : null;
  }
  if (listing.sku) {
    const [m] = await tx
      .select()
      .from(t)
      .where(and(...shop, eq(c.sku, listing.sku)))
      .orderBy(c.id)
      .limit(1);
    if (m?.kodeitem) return m as Mapping;
  }
  return null;
}
