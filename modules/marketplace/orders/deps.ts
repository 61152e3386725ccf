/**
 * What the order side is given rather than knowing (issue 37): the platforms' adapters, the shops'
 * access (`AccessFor`, from the connection side) and the item mapping (`mappingOf`, from the sync
 * engine). The server wires them once at start (`configureOrders`); tests give scripted ones.
 */
import type { Tx } from '@niaga/kernel/server';
import type { AccessFor, MarketplaceAdapter } from '../adapter';
import type { Marketplace } from '../shops';
import { mappingOf } from '../itemmp/mapping';
import { adapterFor } from '../adapters';

/** Our item for a platform listing: its code and, for a variant, the variant id; null when not mapped. */
export interface MappedItem {
  kodeitem: string;
  iddetailvarian?: string | null;
  satuan?: string | null;
}

export type MappingLookup = (tx: Tx, marketplace: Marketplace, shop_id: string, key: { item_id: string; model_id: string; sku: string }) => Promise<MappedItem | null>;

export interface OrderDeps {
  /** Adapters given in place of the server's own (adapters.ts): tests, a staging platform. */
  adapters: Partial<Record<Marketplace, MarketplaceAdapter>>;
  accessFor: AccessFor | null;
  mapping: MappingLookup;
  /** This server's public origin (PUBLIC_URL): a push's signature covers the callback URL the platform was given. */
  publicUrl: () => string;
}

/** The sync engine's item mapping (itemmp): by item_id/model_id, else by SKU; its unit is the item's own. */
const byItemmp: MappingLookup = async (tx, marketplace, shop_id, key) => {
  const m = await mappingOf(tx, marketplace, shop_id, key);
  return m ? { kodeitem: m.kodeitem, iddetailvarian: m.iddetailvarian || null } : null;
};

let deps: OrderDeps = { adapters: {}, accessFor: null, mapping: byItemmp, publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') };

export function configureOrders(d: Partial<OrderDeps>): void {
  deps = { ...deps, ...d, adapters: { ...deps.adapters, ...(d.adapters ?? {}) } };
}

export const orderDeps = (): OrderDeps => deps;

/** The adapter of a marketplace: the one configured, else the server's own (adapters.ts); null when there is none. */
export function adapterOf(m: Marketplace): MarketplaceAdapter | null {
  const given = deps.adapters[m];
  if (given) return given;
  try {
    return adapterFor(m);
  } catch {
    return null;
  }
}
