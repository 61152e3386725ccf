/**
 * The TikTok Shop adapter (Partner API 202309; ../shared/design/INTEGRATIONS.md "TikTok Shop"), which
 * also serves Tokopedia shops (merged into TikTok Shop). Every API call is signed (sign.ts) with a
 * fresh timestamp and carries the shop's access token (header) and cipher (`shop_cipher`); the cipher
 * and the shop's default sales warehouse are read once per shop (`/authorization/202309/shops`,
 * `/logistics/202309/warehouses`) and kept in memory (read again when TikTok Shop refuses the
 * cipher). Replies are checked against the fields the code reads (zod: else
 * MpError('malformed')); `code ≠ 0` is an MpError of its kind. Configuration is read at each call:
 * TIKTOK_API_URL, TIKTOK_AUTH_URL, TIKTOK_APP_KEY, TIKTOK_APP_SECRET, TIKTOK_TIMEOUT_MS. Tokens are
 * passed in and never logged. Server only.
 */
import { MpError, type MarketplaceAdapter, type PriceUpdate, type PushResult, type ShopAuth, type StockUpdate } from '../adapter';
import { tiktokClient, tiktokConfigFromEnv, type CallOpts, type TiktokConfig } from './client';
import { listings, orderDetail, readPush } from './reads';
import { emptyReply, orderSearchReply, parseReply, shopsReply, TIKTOK_CODES, TIKTOK_LIMITS, warehousesReply } from './wire';

export { TIKTOK_AUTH_PRODUCTION, TIKTOK_PRODUCTION, tiktokConfigFromEnv, type TiktokConfig } from './client';

export interface TiktokAdapter extends MarketplaceAdapter {
  readonly calls: Map<string, number>;
}

interface ShopKeys {
  cipher: string;
  warehouse: string;
}

const byItem = <T extends { item_id: string }>(xs: T[]) => {
  const m = new Map<string, T[]>();
  for (const x of xs) m.set(x.item_id, [...(m.get(x.item_id) ?? []), x]);
  return m;
};

/** The TikTok Shop adapter; `config` is read at every call (default from env), `now` in ms. */
export function tiktokAdapter(config: () => TiktokConfig = () => tiktokConfigFromEnv(), now: () => number = () => Date.now()): TiktokAdapter {
  const client = tiktokClient(config, now);
  const { calls, missing, ready, call, tokenCall } = client;
  const keys = new Map<string, ShopKeys>();

  async function shopsOf(token: string) {
    const path = '/authorization/202309/shops';
    return parseReply(shopsReply, await call('GET', path, { token }), path).data.shops;
  }

  async function keysOf(shop: ShopAuth): Promise<ShopKeys> {
    const had = keys.get(shop.shop_id);
    if (had) return had;
    const s = (await shopsOf(shop.access_token)).find((x) => x.id === shop.shop_id);
    if (!s) throw new MpError('auth', `Toko TikTok Shop ${shop.shop_id} tidak ada dalam otorisasi ini.`, false);
    const wp = '/logistics/202309/warehouses';
    const ws = parseReply(warehousesReply, await call('GET', wp, { token: shop.access_token, cipher: s.cipher }), wp).data.warehouses.filter((w) => w.type !== 'RETURN_WAREHOUSE');
    const w = ws.find((x) => x.is_default) ?? ws[0];
    if (!w) throw new MpError('param', 'Toko TikTok Shop belum punya gudang penjualan.', false);
    const k = { cipher: s.cipher, warehouse: w.id };
    keys.set(shop.shop_id, k);
    return k;
  }

  /** A shop call with its cipher; a refused cipher is read again once. */
  async function shopCall(shop: ShopAuth, method: 'GET' | 'POST', path: string, opts: CallOpts = {}) {
    for (let attempt = 0; ; attempt++) {
      const k = await keysOf(shop);
      try {
        return await call(method, path, { ...opts, token: shop.access_token, cipher: k.cipher });
      } catch (err) {
        if (attempt || !(err instanceof MpError) || err.detail.error !== String(TIKTOK_CODES.invalidCipher)) throw err;
        keys.delete(shop.shop_id);
      }
    }
  }

  /** One product's update: every SKU ok, or every SKU failed with TikTok Shop's message; retriable and auth failures throw. */
  async function pushProduct(shop: ShopAuth, path: string, item_id: string, body: unknown, skus: string[], out: PushResult) {
    try {
      parseReply(emptyReply, await shopCall(shop, 'POST', path, { body }), path);
      for (const s of skus) out.ok.push(`${item_id}:${s}`);
    } catch (err) {
      if (err instanceof MpError && (err.retriable || err.kind === 'auth' || err.kind === 'sign' || err.kind === 'config')) throw err;
      const msg = err instanceof Error ? err.message : String(err);
      for (const s of skus) out.failed.push({ key: `${item_id}:${s}`, msg });
    }
  }

  return {
    marketplace: 'TiktokShop',
    calls,
    shopFromTokens: true,
    missingConfig: missing,

    // Spec §7.6: no callback path appended — TikTok Shop sends the seller to the redirect URL
    // registered in Partner Center (PUBLIC_URL/mp/callback/TiktokShop); `state` carries our link.
    authUrl(_redirect, state = '') {
      const c = ready();
      return `${c.authUrl}/oauth/authorize?${new URLSearchParams({ app_key: c.appKey, state }).toString()}`;
    },

    async exchangeCode(code, shop_id) {
      const t = await tokenCall('/api/v2/token/get', { auth_code: code, grant_type: 'authorized_code' });
      const shops = await shopsOf(t.access_token);
      const s = shops.find((x) => x.id === shop_id) ?? shops.find((x) => x.region === 'ID') ?? shops[0];
      if (!s) throw new MpError('auth', 'Otorisasi TikTok Shop tidak memuat toko.', false);
      keys.delete(s.id);
      return { ...t, shop_id: s.id };
    },

    refresh: (_shop_id, refresh_token) => tokenCall('/api/v2/token/refresh', { refresh_token, grant_type: 'refresh_token' }),

    async shopInfo(shop) {
      const s = (await shopsOf(shop.access_token)).find((x) => x.id === shop.shop_id);
      if (!s) throw new MpError('auth', `Toko TikTok Shop ${shop.shop_id} tidak ada dalam otorisasi ini.`, false);
      return { namatoko: s.name || `TikTok Shop ${s.id}`, shopurl: '', domain_mp: 'shop.tiktok.com', logo: '', shop_code: s.code };
    },

    listings: (shop) => listings((method, path, opts) => shopCall(shop, method, path, opts)),

    async updateStock(shop, updates: StockUpdate[]) {
      const out: PushResult = { ok: [], failed: [] };
      for (const [item_id, list] of byItem(updates)) {
        for (const u of list) if (!Number.isInteger(u.stock) || u.stock < 0) throw new MpError('param', `Stok ${item_id}:${u.model_id} tidak valid: ${u.stock}`, false);
        const { warehouse } = await keysOf(shop);
        const body = { skus: list.map((u) => ({ id: u.model_id, inventory: [{ warehouse_id: warehouse, quantity: u.stock }] })) };
        await pushProduct(shop, `/product/202309/products/${item_id}/inventory/update`, item_id, body, list.map((u) => u.model_id), out);
      }
      return out;
    },

    async updatePrice(shop, updates: PriceUpdate[]) {
      const out: PushResult = { ok: [], failed: [] };
      for (const [item_id, list] of byItem(updates)) {
        for (const u of list) if (!/^\d+(\.\d+)?$/.test(u.price)) throw new MpError('param', `Harga ${item_id}:${u.model_id} tidak valid: ${u.price}`, false);
        const body = { skus: list.map((u) => ({ id: u.model_id, price: { amount: u.price, currency: 'IDR' } })) };
        await pushProduct(shop, `/product/202309/products/${item_id}/prices/update`, item_id, body, list.map((u) => u.model_id), out);
      }
      return out;
    },

    async orderList(shop, range) {
      const path = '/order/202309/orders/search';
      const query: Record<string, string | number> = { page_size: TIKTOK_LIMITS.orderPage, sort_field: 'update_time' };
      if (range.cursor) query.page_token = range.cursor;
      const r = parseReply(orderSearchReply, await shopCall(shop, 'POST', path, { query, body: { update_time_ge: range.from, update_time_lt: range.to + 1 } }), path).data;
      if (r.next_page_token && r.next_page_token === range.cursor) throw new MpError('malformed', 'Data yang diterima bermasalah: halaman pesanan TikTok Shop tidak maju.');
      return { orders: r.orders.map((o) => o.id), next: r.next_page_token };
    },

    orderDetail: (shop, nos) => orderDetail((method, path, opts) => shopCall(shop, method, path, opts), nos),

    readPush: (_url, rawBody, headers) => readPush(client, rawBody, headers),
  };
}
