/**
 * What the order side is given rather than knowing (issue 37): the platforms' adapters and the
 * shops' access come from the engine's one provision (`provideMarketplace`, engine/deps.ts) when
 * made, else the server's own adapters (adapters.ts) and each company's token store (connect.ts); the
 * item mapping is the engine's `mappingOf` (itemmp); the public origin is PUBLIC_URL. Tests may
 * replace the mapping and the origin (`configureOrders`).
 */
import type { Company, Database, Tx } from '@niaga/kernel/server';
import type { AccessFor, MarketplaceAdapter } from '../adapter';
import type { Marketplace } from '../shops';
import { mappingsOf } from '../itemmp/mapping';
import { engineDeps } from '../engine/deps';
import { adapterFor } from '../adapters';
import { accessFor } from '../connect';

/** Our item for a platform listing: its code and, for a variant, the variant id; null when not mapped. */
export interface MappedItem {
  kodeitem: string;
  iddetailvarian?: string | null;
  /** The unit sold (default: the item's own unit). */
  satuan?: string | null;
}

export type MappingLookup = (tx: Tx, marketplace: Marketplace, shop_id: string, key: { item_id: string; model_id: string; sku: string }) => Promise<MappedItem | null>;
/** The mappings of several listings of a shop at once (an order's lines: one statement). */
export type MappingsLookup = (tx: Tx, marketplace: Marketplace, shop_id: string, keys: { item_id: string; model_id: string; sku: string }[]) => Promise<(MappedItem | null)[]>;

export interface OrderDeps {
  mapping: MappingLookup;
  /** The same for several lines (the default: itemmp in one statement; a `mapping` configured alone is asked line by line). */
  mappings: MappingsLookup;
  /** This server's public origin (PUBLIC_URL): a push's signature covers the callback URL the platform was given. */
  publicUrl: () => string;
}

/** The sync engine's item mapping (itemmp): by item_id/model_id, else by SKU; its unit is the item's own. */
const byItemmpAll: MappingsLookup = async (tx, marketplace, shop_id, keys) =>
  (await mappingsOf(tx, marketplace, shop_id, keys)).map((m) => (m ? { kodeitem: m.kodeitem, iddetailvarian: m.iddetailvarian || null } : null));
const byItemmp: MappingLookup = async (tx, marketplace, shop_id, key) => (await byItemmpAll(tx, marketplace, shop_id, [key]))[0];

let deps: OrderDeps = { mapping: byItemmp, mappings: byItemmpAll, publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') };

export function configureOrders(d: Partial<OrderDeps>): void {
  const one = d.mapping;
  // A lookup of one line given alone answers for several, line by line.
  const lineByLine: MappingsLookup | undefined = one && !d.mappings ? async (tx, m, s, keys) => { const out = []; for (const k of keys) out.push(await one(tx, m, s, k)); return out; } : undefined;
  deps = { ...deps, ...d, ...(lineByLine ? { mappings: lineByLine } : {}) };
}

export const orderDeps = (): OrderDeps => deps;

/** The adapter of a marketplace: the one provided to the engine, else the server's own (adapters.ts); null when there is none. */
export function adapterOf(m: Marketplace): MarketplaceAdapter | null {
  const provided = engineDeps();
  if (provided) return provided.adapter(m);
  try {
    return adapterFor(m);
  } catch {
    return null;
  }
}

/**
 * A company's access to its shops: the one provided to the engine (tests), else the company's own
 * token store (connect.ts accessFor, refreshing once per shop).
 */
export const accessOf = (db: Database, company: Pick<Company, 'schema_name'>): AccessFor => (engineDeps()?.accessFor ?? accessFor)(db, company.schema_name);
