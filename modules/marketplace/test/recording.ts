/** A recording adapter for the engine's tests and the bench: keeps every push, answers as told. */
import type { MarketplaceAdapter, MpListing, PriceUpdate, PushResult, ShopAuth, StockUpdate } from '../adapter';
import { depsOf, type EngineDeps } from '../server';

export interface Recorded {
  shop_id: string;
  kind: 'stok' | 'harga';
  updates: (StockUpdate | PriceUpdate)[];
}

export interface Recording {
  adapter: MarketplaceAdapter;
  deps: EngineDeps;
  calls: Recorded[];
  /** The last stock sent per `item_id:model_id` of a shop. */
  lastStock(shop_id?: string): Map<string, number>;
  lastPrice(shop_id?: string): Map<string, string>;
  /** Replaces how a push answers (throw to fail the call; the default: every listing ok). */
  onPush: (kind: 'stok' | 'harga', shop: ShopAuth, updates: (StockUpdate | PriceUpdate)[]) => Promise<PushResult> | PushResult;
  listings: MpListing[];
}

const allOk = (updates: { item_id: string; model_id: string }[]): PushResult => ({ ok: updates.map((u) => `${u.item_id}:${u.model_id}`), failed: [] });

export function recordingAdapter(): Recording {
  const rec: Recording = {
    calls: [],
    listings: [],
    // Set below, once `rec` exists.
    adapter: null as unknown as MarketplaceAdapter,
    deps: null as unknown as EngineDeps,
    onPush: (_k: 'stok' | 'harga', _s: ShopAuth, u: (StockUpdate | PriceUpdate)[]) => allOk(u),
    lastStock(shop_id?: string) {
      const out = new Map<string, number>();
      for (const c of rec.calls) if (c.kind === 'stok' && (!shop_id || c.shop_id === shop_id)) for (const u of c.updates as StockUpdate[]) out.set(`${u.item_id}:${u.model_id}`, u.stock);
      return out;
    },
    lastPrice(shop_id?: string) {
      const out = new Map<string, string>();
      for (const c of rec.calls) if (c.kind === 'harga' && (!shop_id || c.shop_id === shop_id)) for (const u of c.updates as PriceUpdate[]) out.set(`${u.item_id}:${u.model_id}`, u.price);
      return out;
    },
  };
  const push = async (kind: 'stok' | 'harga', shop: ShopAuth, updates: (StockUpdate | PriceUpdate)[]) => {
    const r = await rec.onPush(kind, shop, updates);
    rec.calls.push({ shop_id: shop.shop_id, kind, updates });
    return r;
  };
  rec.adapter = {
    marketplace: 'Shopee',
    missingConfig: () => null,
    authUrl: () => 'http://fake/auth',
    exchangeCode: () => Promise.reject(new Error('tidak dipakai')),
    refresh: () => Promise.reject(new Error('tidak dipakai')),
    shopInfo: () => Promise.reject(new Error('tidak dipakai')),
    listings: async () => rec.listings,
    updateStock: (shop, updates) => push('stok', shop, updates),
    updatePrice: (shop, updates) => push('harga', shop, updates),
    orderList: async () => ({ orders: [], next: '' }),
    orderDetail: async () => [],
    readPush: () => ({ kind: 'other', shop_id: '', code: 0 }),
  };
  rec.deps = depsOf([rec.adapter], () => async (_m, shop_id) => ({ shop_id, access_token: 'token-uji' }));
  return rec;
}
