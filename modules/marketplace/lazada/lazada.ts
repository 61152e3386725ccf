/**
 * The Lazada adapter (Lazada Open Platform; ../shared/design/INTEGRATIONS.md "Lazada Open Platform"):
 * every call signed (sign.ts: UPPERCASE hex over the path and the sorted parameters), sent by
 * client.ts, its reply checked against the shape this code relies on (else MpError('malformed')),
 * `code` ≠ "0" turned into an MpError of the right kind. Configuration is read at each call:
 * LAZADA_API_URL, LAZADA_AUTH_URL, LAZADA_APP_KEY, LAZADA_APP_SECRET, LAZADA_TIMEOUT_MS,
 * LAZADA_POLL_MINUTES. Tokens are passed in and never logged. Server only.
 */
import type { z } from 'zod';
import { MpError, type MarketplaceAdapter, type PriceUpdate, type PushResult, type ShopAuth, type ShopInfo, type ShopTokens, type StockUpdate } from '../adapter';
import { lazadaClient, lazadaConfigFromEnv, type LazadaClient, type LazadaConfig } from './client';
import { listings, orderDetail, readPush } from './reads';
import { chunks, LAZADA_LIMITS, lazadaTime, ordersReply, parseReply, priceQuantityXml, sellerReply, tokenReply } from './wire';

export { LAZADA_API_PRODUCTION, LAZADA_AUTH_PRODUCTION, lazadaConfigFromEnv, type LazadaConfig } from './client';
export { LAZADA_LIMITS } from './wire';

export interface LazadaAdapter extends MarketplaceAdapter {
  /** Calls made since start, by path. */
  readonly calls: Map<string, number>;
}

type Sku = { key: string; item_id: string; sku_id: string; quantity?: number; price?: string };

/**
 * One price_quantity/update of at most 50 SKUs. A refusal of the batch's content (param) is split
 * in halves until the refused SKUs stand alone: one bad SKU never holds back the others. Busy,
 * network, auth and sign refusals throw (the worker retries the batch).
 */
async function pushSkus({ call }: LazadaClient, shop: ShopAuth, skus: Sku[], out: PushResult): Promise<void> {
  const path = '/product/price_quantity/update';
  try {
    await call('POST', path, { shop, params: { payload: priceQuantityXml(skus) } });
    out.ok.push(...skus.map((s) => s.key));
  } catch (err) {
    if (!(err instanceof MpError) || err.retriable || ['auth', 'sign', 'config', 'malformed'].includes(err.kind)) throw err;
    if (skus.length === 1) return void out.failed.push({ key: skus[0].key, msg: err.message });
    const half = Math.ceil(skus.length / 2);
    await pushSkus({ call } as LazadaClient, shop, skus.slice(0, half), out);
    await pushSkus({ call } as LazadaClient, shop, skus.slice(half), out);
  }
}

/** The Lazada adapter; `config` is read at every call (default from env), `now` in ms. */
export function lazadaAdapter(config: () => LazadaConfig = () => lazadaConfigFromEnv(), now: () => number = () => Date.now()): LazadaAdapter {
  const client = lazadaClient(config, now);
  const { calls, ready, missing, call } = client;

  const tokens = (r: z.output<typeof tokenReply>): ShopTokens & { shop_id: string } => {
    const seller = r.country_user_info.find((u) => (u.country ?? '').toLowerCase() === 'id') ?? r.country_user_info[0];
    return {
      access_token: r.access_token,
      refresh_token: r.refresh_token,
      access_expires: new Date(now() + r.expires_in * 1000).toISOString(),
      // The seller's authorisation lasts as long as its refresh token.
      auth_expires: new Date(now() + r.refresh_expires_in * 1000).toISOString(),
      shop_id: seller?.seller_id ?? '',
    };
  };

  const update = async (shop: ShopAuth, skus: Sku[]): Promise<PushResult> => {
    const out: PushResult = { ok: [], failed: [] };
    for (const part of chunks(skus, LAZADA_LIMITS.priceQuantity)) await pushSkus(client, shop, part, out);
    return out;
  };

  return {
    marketplace: 'Lazada',
    calls,
    missingConfig: missing,
    shopFromTokens: true,
    pollIntervalMs: () => config().pollMinutes * 60_000,

    authUrl(redirect) {
      const c = ready();
      const q = new URLSearchParams({ response_type: 'code', force_auth: 'true', redirect_uri: redirect, client_id: c.appKey });
      return `${new URL(c.authUrl).origin}/oauth/authorize?${q.toString()}`;
    },

    async exchangeCode(code, shop_id) {
      const t = tokens(parseReply(tokenReply, await call('POST', '/auth/token/create', { host: 'auth', params: { code } }), '/auth/token/create'));
      if (!t.shop_id) throw new MpError('malformed', 'Data yang diterima bermasalah: token Lazada tanpa seller_id.');
      if (shop_id && shop_id !== t.shop_id) throw new MpError('auth', `Kode otorisasi Lazada milik toko ${t.shop_id}, bukan ${shop_id}.`, false);
      return t;
    },

    async refresh(shop_id, refresh_token) {
      const t = tokens(parseReply(tokenReply, await call('POST', '/auth/token/refresh', { host: 'auth', params: { refresh_token } }), '/auth/token/refresh'));
      if (t.shop_id && t.shop_id !== shop_id) throw new MpError('auth', `Token Lazada yang diperbarui milik toko ${t.shop_id}, bukan ${shop_id}.`, false);
      return t;
    },

    async shopInfo(shop) {
      const s = parseReply(sellerReply, await call('GET', '/seller/get', { shop }), '/seller/get').data;
      return {
        namatoko: s.name || `Lazada ${shop.shop_id}`,
        shopurl: s.short_code ? `https://www.lazada.co.id/shop/${s.short_code.toLowerCase()}` : 'https://www.lazada.co.id',
        domain_mp: 'lazada.co.id',
        logo: s.logo_url,
      } satisfies ShopInfo;
    },

    listings: (shop) => listings(client, shop),

    updateStock(shop, updates: StockUpdate[]) {
      for (const u of updates) if (!Number.isInteger(u.stock) || u.stock < 0) throw new MpError('param', `Stok ${u.item_id}:${u.model_id} tidak valid: ${u.stock}`, false);
      return update(shop, updates.map((u) => ({ key: `${u.item_id}:${u.model_id}`, item_id: u.item_id, sku_id: u.model_id, quantity: u.stock })));
    },

    updatePrice(shop, updates: PriceUpdate[]) {
      for (const u of updates) if (!/^\d+(\.\d+)?$/.test(u.price)) throw new MpError('param', `Harga ${u.item_id}:${u.model_id} tidak valid: ${u.price}`, false);
      return update(shop, updates.map((u) => ({ key: `${u.item_id}:${u.model_id}`, item_id: u.item_id, sku_id: u.model_id, price: u.price })));
    },

    async orderList(shop, range) {
      const path = '/orders/get';
      const offset = range.cursor ? Number(range.cursor) : 0;
      if (!Number.isInteger(offset) || offset < 0) throw new MpError('param', `Cursor pesanan Lazada tidak valid: ${range.cursor}`, false);
      const params = { update_after: lazadaTime(range.from), update_before: lazadaTime(range.to), sort_by: 'updated_at', sort_direction: 'ASC', offset, limit: LAZADA_LIMITS.orderPage };
      const r = parseReply(ordersReply, await call('GET', path, { shop, params }), path).data;
      const full = r.orders.length >= LAZADA_LIMITS.orderPage;
      return { orders: r.orders.map((o) => o.order_id), next: full ? String(offset + r.orders.length) : '' };
    },

    orderDetail: (shop, nos) => orderDetail(client, shop, nos),
    readPush: (_url, rawBody, headers) => readPush(client, rawBody, headers),
  };
}
