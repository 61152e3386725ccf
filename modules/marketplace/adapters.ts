/**
 * The adapter of each marketplace (adapter.ts), by name: Shopee and TiktokShop (which serves
 * Tokopedia shops too: they are connected again through it); Lazada comes with its issue (a shop of those cannot be connected until then). Server only.
 */
import { MpError, type MarketplaceAdapter } from './adapter';
import type { Marketplace } from './shops';
import { shopeeAdapter } from './shopee/shopee';
import { tiktokAdapter } from './tiktok/tiktok';

const shopee = shopeeAdapter();
const tiktok = tiktokAdapter();

/** The marketplaces a shop can be connected to now. */
export const SUPPORTED: readonly Marketplace[] = ['Shopee', 'TiktokShop'];

export function adapterFor(m: Marketplace): MarketplaceAdapter {
  if (m === 'Shopee') return shopee;
  if (m === 'TiktokShop') return tiktok;
  throw new MpError('config', `Integrasi ${m} belum tersedia.`, false);
}

export type AdapterFor = typeof adapterFor;
