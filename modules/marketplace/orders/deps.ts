/**
 * What the order side is given rather than knowing (issue 37): the platforms' adapters and the
 * shops' access come from the engine's one provision (`provideMarketplace`, engine/deps.ts); the
 * item mapping is the engine's `mappingOf` (itemmp); the public origin is PUBLIC_URL. Tests may
 * replace the mapping and the origin (`configureOrders`).
 */
import type { Tx } from '@niaga/kernel/server';
import type { AccessFor, MarketplaceAdapter } from '../adapter';
import type { Marketplace } from '../shops';
import { mappingOf } from '../itemmp/mapping';
import { engineDeps } from '../engine/deps';

/** Our item for a platform listing: its code and, for a variant, the variant id; null when not mapped. */
export interface MappedItem {
  kodeitem: string;
  iddetailvarian?: string | null;
  /** The unit sold (default: the item's own unit). */
  satuan?: string | null;
}

export type MappingLookup = (tx: Tx, marketplace: Marketplace, shop_id: string, key: { item_id: string; model_id: string; sku: string }) => Promise<MappedItem | null>;

export interface OrderDeps {
  mapping: MappingLookup;
  /** This server's public origin (PUBLIC_URL): a push's signature covers the callback URL the platform was given. */
  publicUrl: () => string;
}

/** The sync engine's item mapping (itemmp): by item_id/model_id, else by SKU; its unit is the item's own. */
const byItemmp: MappingLookup = async (tx, marketplace, shop_id, key) => {
  const m = await mappingOf(tx, marketplace, shop_id, key);
  return m ? { kodeitem: m.kodeitem, iddetailvarian: m.iddetailvarian || null } : null;
};

let deps: OrderDeps = { mapping: byItemmp, publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') };

export function configureOrders(d: Partial<OrderDeps>): void {
  deps = { ...deps, ...d };
}

export const orderDeps = (): OrderDeps => deps;

/** The adapter of a marketplace as provided to the engine; null when there is none. */
export const adapterOf = (m: Marketplace): MarketplaceAdapter | null => engineDeps()?.adapter(m) ?? null;

/** The shops' access as provided to the engine; null when none is. */
export const accessOf = (): AccessFor | null => engineDeps()?.accessFor ?? null;
