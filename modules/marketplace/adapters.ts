/**
 * The adapter of each marketplace (adapter.ts), by name. Shopee today; Lazada and TiktokShop come
 * with their issues (a shop of those cannot be connected until then). Server only.
 */
import { MpError, type MarketplaceAdapter } from './adapter';
import type { Marketplace } from './shops';
import { shopeeAdapter } from './shopee/shopee';

const shopee = shopeeAdapter();

/** The marketplaces a shop can be connected to now. */
export const SUPPORTED: readonly Marketplace[] = ['Shopee'];

export function adapterFor(m: Marketplace): MarketplaceAdapter {
  if (m === 'Shopee') return shopee;
  throw new MpError('config', `Integrasi ${m} belum tersedia.`, false);
}

export type AdapterFor = typeof adapterFor;
