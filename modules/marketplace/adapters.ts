/**
 * The adapter of each marketplace (adapter.ts), by name. Shopee and Lazada today; TiktokShop comes
 * with their issues (a shop of those cannot be connected until then). Server only.
 */
import { MpError, type MarketplaceAdapter } from './adapter';
import type { Marketplace } from './shops';
import { shopeeAdapter } from './shopee/shopee';
import { lazadaAdapter } from './lazada/lazada';

const shopee = shopeeAdapter();
const lazada = lazadaAdapter();

/** The marketplaces a shop can be connected to now. */
export const SUPPORTED: readonly Marketplace[] = ['Shopee', 'Lazada'];

export function adapterFor(m: Marketplace): MarketplaceAdapter {
  if (m === 'Shopee') return shopee;
  if (m === 'Lazada') return lazada;
  throw new MpError('config', `Integrasi ${m} belum tersedia.`, false);
}

export type AdapterFor = typeof adapterFor;
