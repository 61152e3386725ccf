/**
 * The adapter of each marketplace (adapter.ts), by name: Shopee, Lazada and TiktokShop (which
 * serves Tokopedia shops too: they are connected again through it). Server only.
 */
import { MpError, type MarketplaceAdapter } from './adapter';
import type { Marketplace } from './shops';
import { shopeeAdapter } from './shopee/shopee';
import { lazadaAdapter } from './lazada/lazada';
import { tiktokAdapter } from './tiktok/tiktok';

const shopee = shopeeAdapter();
const lazada = lazadaAdapter();
const tiktok = tiktokAdapter();

/** The marketplaces a shop can be connected to now. */
export const SUPPORTED: readonly Marketplace[] = ['Shopee', 'Lazada', 'TiktokShop'];

export function adapterFor(m: Marketplace): MarketplaceAdapter {
  if (m === 'Shopee') return shopee;
  if (m === 'Lazada') return lazada;
  if (m === 'TiktokShop') return tiktok;
  throw new MpError('config', `Integrasi ${m} belum tersedia.`, false);
}

export type AdapterFor = typeof adapterFor;
