/**
 * The Shopee adapter (Open Platform v2; ../shared/design/INTEGRATIONS.md "Shopee Open Platform v2"):
 * every call signed (sign.ts) with a fresh timestamp, sent with node's fetch and a timeout, its
 * reply checked against the shape this code relies on (else MpError('malformed')), Shopee's
 * `{error, message, request_id}` turned into an MpError of the right kind. Configuration is read
 * at each call: SHOPEE_API_URL (default the production host), SHOPEE_PARTNER_ID,
 * SHOPEE_PARTNER_KEY, SHOPEE_TIMEOUT_MS (default 20000). Tokens are passed in and never logged
 * (an MpError's message and detail never hold one). Server only.
 */
import { MpError, type MarketplaceAdapter, type PriceUpdate, type PushResult, type ShopInfo, type StockUpdate } from '../adapter';
import { shopeeClient, shopeeConfigFromEnv, type ShopeeConfig } from './client';
import { listings, orderDetail, readPush } from './reads';
import { shopeeSign } from './sign';
import { iso, orderListReply, parseReply, profileReply, SHOPEE_LIMITS, shopInfoReply, tokenReply } from './wire';

export { SHOPEE_PRODUCTION, SHOPEE_SANDBOX, shopeeConfigFromEnv, type ShopeeConfig } from './client';
export { decimalText, SHOPEE_LIMITS } from './wire';

export interface ShopeeAdapter extends MarketplaceAdapter {
  /** Calls made since start, by path (benchmarks print the request count). */
  readonly calls: Map<string, number>;
}

/** The Shopee adapter; `config` is read at every call (default from env), `now` in ms. */
export function shopeeAdapter(config: () => ShopeeConfig = () => shopeeConfigFromEnv(), now: () => number = () => Date.now()): ShopeeAdapter {
  const client = shopeeClient(config, now);
  const { calls, ready, missing, call, tokens, pushItem, byItem } = client;
  return {
    marketplace: 'Shopee',
    calls,
    missingConfig: missing,

    authUrl(redirect) {
      const c = ready();
      const path = '/api/v2/shop/auth_partner';
      const timestamp = Math.floor(now() / 1000);
      const q = new URLSearchParams({ partner_id: c.partnerId, timestamp: String(timestamp), sign: shopeeSign(c.partnerKey, c.partnerId, path, timestamp), redirect });
      return `${c.apiUrl}${path}?${q.toString()}`;
    },

    async exchangeCode(code, shop_id) {
      const c = ready();
      const path = '/api/v2/auth/token/get';
      const body = { code, shop_id: Number(shop_id), partner_id: Number(c.partnerId) };
      return tokens(parseReply(tokenReply, await call('POST', path, { body }), path));
    },

    async refresh(shop_id, refresh_token) {
      const c = ready();
      const path = '/api/v2/auth/access_token/get';
      const body = { refresh_token, shop_id: Number(shop_id), partner_id: Number(c.partnerId) };
      return tokens(parseReply(tokenReply, await call('POST', path, { body }), path));
    },

    async shopInfo(shop) {
      const info = parseReply(shopInfoReply, await call('GET', '/api/v2/shop/get_shop_info', { shop }), '/api/v2/shop/get_shop_info');
      const prof = parseReply(profileReply, await call('GET', '/api/v2/shop/get_profile', { shop }), '/api/v2/shop/get_profile').response;
      return {
        namatoko: info.shop_name || prof.shop_name || `Shopee ${shop.shop_id}`,
        shopurl: `https://shopee.co.id/shop/${shop.shop_id}`,
        domain_mp: 'shopee.co.id',
        logo: prof.shop_logo ?? '',
        ...(info.expire_time ? { auth_expires: iso(info.expire_time) } : {}),
      } satisfies ShopInfo;
    },

    listings: (shop) => listings(client, shop),

    async updateStock(shop, updates: StockUpdate[]) {
      const out: PushResult = { ok: [], failed: [] };
      for (const [item_id, list] of byItem(updates)) {
        for (const u of list) if (!Number.isInteger(u.stock) || u.stock < 0) throw new MpError('param', `Stok ${item_id}:${u.model_id} tidak valid: ${u.stock}`, false);
        const body = { item_id: Number(item_id), stock_list: list.map((u) => ({ model_id: Number(u.model_id), seller_stock: [{ stock: u.stock }] })) };
        await pushItem(shop, '/api/v2/product/update_stock', item_id, body, list.map((u) => u.model_id), out);
      }
      return out;
    },

    async updatePrice(shop, updates: PriceUpdate[]) {
      const out: PushResult = { ok: [], failed: [] };
      for (const [item_id, list] of byItem(updates)) {
        for (const u of list) if (!/^\d+(\.\d+)?$/.test(u.price)) throw new MpError('param', `Harga ${item_id}:${u.model_id} tidak valid: ${u.price}`, false);
        const body = { item_id: Number(item_id), price_list: list.map((u) => ({ model_id: Number(u.model_id), original_price: Number(u.price) })) };
        await pushItem(shop, '/api/v2/product/update_price', item_id, body, list.map((u) => u.model_id), out);
      }
      return out;
    },

    async orderList(shop, range) {
      const path = '/api/v2/order/get_order_list';
      const query: Record<string, string | number> = { time_range_field: 'update_time', time_from: range.from, time_to: range.to, page_size: SHOPEE_LIMITS.orderPage, response_optional_fields: 'order_status' };
      if (range.cursor) query.cursor = range.cursor;
      const r = parseReply(orderListReply, await call('GET', path, { shop, query }), path).response;
      if (r.more && !r.next_cursor) throw new MpError('malformed', 'Data yang diterima bermasalah: daftar pesanan Shopee tanpa cursor berikutnya.');
      return { orders: r.order_list.map((o) => o.order_sn), next: r.more ? r.next_cursor : '' };
    },

    orderDetail: (shop, nos) => orderDetail(client, shop, nos),
    readPush: (url, rawBody, headers) => readPush(client, url, rawBody, headers),
  };
}
