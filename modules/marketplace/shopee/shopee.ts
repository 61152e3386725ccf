/**
 * The Shopee adapter (Open Platform v2; ../shared/design/INTEGRATIONS.md "Shopee Open Platform v2"):
 * every call signed (sign.ts) with a fresh timestamp, sent with node's fetch and a timeout, its
 * reply checked against the shape this code relies on (else MpError('malformed')), Shopee's
 * `{error, message, request_id}` turned into an MpError of the right kind. Configuration is read
 * at each call: SHOPEE_API_URL (default the production host), SHOPEE_PARTNER_ID,
 * SHOPEE_PARTNER_KEY, SHOPEE_TIMEOUT_MS (default 20000). Tokens are passed in and never logged
 * (an MpError's message and detail never hold one). Server only.
 */
import { z } from 'zod';
import {
  MpError,
  type MarketplaceAdapter,
  type MpListing,
  type MpOrder,
  type MpPush,
  type PriceUpdate,
  type PushResult,
  type ShopAuth,
  type ShopInfo,
  type ShopTokens,
  type StockUpdate,
  type MpErrorKind,
} from '../adapter';
import { pushSign, sameSign, shopeeSign } from './sign';

export const SHOPEE_PRODUCTION = 'https://partner.shopeemobile.com';
export const SHOPEE_SANDBOX = 'https://openplatform.sandbox.test-stable.shopee.sg';

export interface ShopeeConfig {
  apiUrl: string;
  partnerId: string;
  partnerKey: string;
  timeoutMs: number;
}

export function shopeeConfigFromEnv(env: Record<string, string | undefined> = process.env): ShopeeConfig {
  const t = Number(env.SHOPEE_TIMEOUT_MS);
  return {
    apiUrl: (env.SHOPEE_API_URL?.trim() || SHOPEE_PRODUCTION).replace(/\/+$/, ''),
    partnerId: env.SHOPEE_PARTNER_ID?.trim() ?? '',
    partnerKey: env.SHOPEE_PARTNER_KEY?.trim() ?? '',
    timeoutMs: Number.isFinite(t) && t > 0 ? t : 20_000,
  };
}

/** Shopee's page and batch limits. */
export const SHOPEE_LIMITS = { itemPage: 100, baseInfo: 50, orderPage: 100, orderDetail: 50 } as const;

// ---- reply shapes (only what this code reads; everything else passes) ----
const id = z.union([z.number(), z.string().regex(/^\d+$/)]).transform((v) => String(v));
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => decimalText(v));
const tokenReply = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expire_in: z.number().int().positive() });
const shopInfoReply = z.object({ shop_name: z.string(), expire_time: z.number().optional() });
const profileReply = z.object({ response: z.object({ shop_logo: z.string().optional(), shop_name: z.string().optional() }) });
const itemListReply = z.object({
  response: z.object({
    item: z.array(z.object({ item_id: id })).optional().default([]),
    has_next_page: z.boolean(),
    next_offset: z.number().int().nonnegative().optional().default(0),
  }),
});
const priceInfo = z.array(z.object({ current_price: money.optional(), original_price: money })).optional();
const stockInfo = z
  .object({
    summary_info: z.object({ total_available_stock: z.number().int() }).partial().optional(),
    seller_stock: z.array(z.object({ stock: z.number().int() })).optional(),
  })
  .optional();
const baseInfoReply = z.object({
  response: z.object({
    item_list: z.array(
      z.object({
        item_id: id,
        item_name: z.string(),
        item_sku: z.string().optional().default(''),
        has_model: z.boolean().optional().default(false),
        price_info: priceInfo,
        stock_info_v2: stockInfo,
      }),
    ),
  }),
});
const modelListReply = z.object({
  response: z.object({
    tier_variation: z.array(z.object({ name: z.string().optional(), option_list: z.array(z.object({ option: z.string() })).optional().default([]) })).optional().default([]),
    model: z.array(
      z.object({
        model_id: id,
        model_sku: z.string().optional().default(''),
        model_name: z.string().optional(),
        tier_index: z.array(z.number().int()).optional().default([]),
        price_info: priceInfo,
        stock_info_v2: stockInfo,
      }),
    ),
  }),
});
const pushReply = z.object({
  response: z.object({
    success_list: z.array(z.object({ model_id: id })).optional().default([]),
    failure_list: z.array(z.object({ model_id: id, failed_reason: z.string().optional().default('') })).optional().default([]),
  }),
});
const orderListReply = z.object({
  response: z.object({
    more: z.boolean(),
    next_cursor: z.string().optional().default(''),
    order_list: z.array(z.object({ order_sn: z.string().min(1) })).optional().default([]),
  }),
});
const orderDetailReply = z.object({
  response: z.object({
    order_list: z.array(
      z.object({
        order_sn: z.string().min(1),
        order_status: z.string().min(1),
        create_time: z.number().int(),
        update_time: z.number().int(),
        buyer_username: z.string().optional().default(''),
        shipping_carrier: z.string().optional().default(''),
        total_amount: money.optional(),
        actual_shipping_fee: money.optional(),
        estimated_shipping_fee: money.optional(),
        recipient_address: z.object({ name: z.string().optional(), full_address: z.string().optional() }).optional(),
        package_list: z.array(z.object({ tracking_number: z.string().optional() })).optional(),
        item_list: z.array(
          z.object({
            item_id: id,
            item_name: z.string().optional().default(''),
            item_sku: z.string().optional().default(''),
            model_id: id,
            model_name: z.string().optional().default(''),
            model_sku: z.string().optional().default(''),
            model_quantity_purchased: z.number().int().nonnegative(),
            model_discounted_price: money.optional(),
            model_original_price: money.optional(),
          }),
        ),
      }),
    ),
  }),
});
const escrowReply = z.object({
  response: z.object({
    order_income: z.object({ commission_fee: money.optional(), service_fee: money.optional(), seller_transaction_fee: money.optional() }),
  }),
});
const pushBody = z.object({ code: z.number().int(), shop_id: id.optional(), timestamp: z.number().optional(), data: z.record(z.string(), z.unknown()).optional().default({}) });

/** A JSON number (or numeric text) of money as a decimal string, never passing through arithmetic. */
export function decimalText(v: number | string): string {
  if (typeof v === 'string') return v.replace(/^(-?\d+)\.(\d*?)0+$/, (_m, a: string, b: string) => (b ? `${a}.${b}` : a));
  if (!Number.isFinite(v)) throw new MpError('malformed', 'Data yang diterima bermasalah: angka tidak valid');
  // The shortest text that reads back as the same double: what Shopee wrote (15000, 15000.5).
  const s = String(v);
  return /e/i.test(s) ? v.toFixed(2).replace(/\.?0+$/, '') : s;
}

const ERROR_KINDS: [RegExp, MpErrorKind][] = [
  [/sign/i, 'sign'],
  [/busy|too_many|rate_limit|throttl/i, 'busy'],
  [/auth|token|permission|shop_not_authori|no_linked|invalid_partner/i, 'auth'],
  [/param|invalid|not_found|not_exist/i, 'param'],
];

function kindOf(error: string): MpErrorKind {
  for (const [re, k] of ERROR_KINDS) if (re.test(error)) return k;
  return 'other';
}

function parseReply<S extends z.ZodType>(schema: S, body: unknown, path: string): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) {
    const where = r.error.issues[0]?.path.join('.') ?? '';
    throw new MpError('malformed', `Data yang diterima bermasalah: balasan Shopee ${path} tidak sesuai (${where || 'isi'})`, false, {
      request_id: (body as { request_id?: string } | null)?.request_id,
    });
  }
  return r.data;
}

const chunks = <T,>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const iso = (unix: number) => new Date(unix * 1000).toISOString();

export interface ShopeeAdapter extends MarketplaceAdapter {
  /** Calls made since start, by path (benchmarks print the request count). */
  readonly calls: Map<string, number>;
}

/** The Shopee adapter; `config` is read at every call (default from env), `now` in ms. */
export function shopeeAdapter(config: () => ShopeeConfig = () => shopeeConfigFromEnv(), now: () => number = () => Date.now()): ShopeeAdapter {
  const calls = new Map<string, number>();

  function ready(): ShopeeConfig {
    const c = config();
    if (!c.partnerId || !c.partnerKey) throw new MpError('config', missing()!, false);
    return c;
  }
  function missing(): string | null {
    const c = config();
    const lack = [!c.partnerId && 'SHOPEE_PARTNER_ID', !c.partnerKey && 'SHOPEE_PARTNER_KEY'].filter(Boolean);
    if (!lack.length && !/^\d+$/.test(c.partnerId)) return 'SHOPEE_PARTNER_ID harus berupa angka (Partner ID dari Shopee Open Platform).';
    return lack.length
      ? `Shopee belum dikonfigurasi: atur ${lack.join(' dan ')} (dari Shopee Open Platform, dan SHOPEE_API_URL bila bukan host produksi) di server, lalu mulai ulang server.`
      : null;
  }

  async function call(method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string | number | string[]>; body?: unknown; shop?: ShopAuth } = {}): Promise<Record<string, unknown>> {
    const c = ready();
    const timestamp = Math.floor(now() / 1000);
    const q = new URLSearchParams({ partner_id: c.partnerId, timestamp: String(timestamp), sign: shopeeSign(c.partnerKey, c.partnerId, path, timestamp, opts.shop) });
    if (opts.shop) {
      q.set('access_token', opts.shop.access_token);
      q.set('shop_id', opts.shop.shop_id);
    }
    for (const [k, v] of Object.entries(opts.query ?? {})) for (const x of Array.isArray(v) ? v : [v]) q.append(k, String(x));
    calls.set(path, (calls.get(path) ?? 0) + 1);
    let res: Response;
    try {
      res = await fetch(`${c.apiUrl}${path}?${q.toString()}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
        signal: AbortSignal.timeout(c.timeoutMs),
      });
    } catch (err) {
      const why = (err as Error).name === 'TimeoutError' ? `tidak menjawab dalam ${c.timeoutMs / 1000} detik` : 'tidak dapat dihubungi';
      throw new MpError('network', `Shopee ${why} (${path}).`, true);
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (res.status >= 500) throw new MpError('other', `Shopee sedang bermasalah (HTTP ${res.status}, ${path}).`, true, { status: res.status });
      throw new MpError('malformed', `Data yang diterima bermasalah: balasan Shopee ${path} bukan JSON (HTTP ${res.status}).`, false, { status: res.status });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new MpError('malformed', `Data yang diterima bermasalah: balasan Shopee ${path} bukan objek.`);
    const b = body as { error?: unknown; message?: unknown; request_id?: unknown };
    const request_id = typeof b.request_id === 'string' ? b.request_id : undefined;
    if (typeof b.error === 'string' && b.error !== '') {
      const kind = kindOf(b.error);
      const msg = typeof b.message === 'string' && b.message ? b.message : b.error;
      throw new MpError(kind, `Shopee menolak ${path}: ${msg} (${b.error}).`, kind === 'busy' || res.status >= 500, { error: b.error, request_id, status: res.status });
    }
    if (res.status >= 500) throw new MpError('other', `Shopee sedang bermasalah (HTTP ${res.status}, ${path}).`, true, { status: res.status, request_id });
    if (res.status >= 400) throw new MpError('other', `Shopee menolak ${path} (HTTP ${res.status}).`, false, { status: res.status, request_id });
    return body as Record<string, unknown>;
  }

  const tokens = (r: z.output<typeof tokenReply>): ShopTokens => ({
    access_token: r.access_token,
    refresh_token: r.refresh_token,
    access_expires: new Date(now() + r.expire_in * 1000).toISOString(),
    auth_expires: '',
  });

  /** One item's update (stock or price): per-model results; a refused call fails its models, a retriable one throws. */
  async function pushItem(shop: ShopAuth, path: string, item_id: string, body: unknown, models: string[], out: PushResult) {
    try {
      const r = parseReply(pushReply, await call('POST', path, { shop, body }), path).response;
      const failed = new Map(r.failure_list.map((f) => [f.model_id, f.failed_reason || 'ditolak Shopee']));
      for (const m of models) {
        const key = `${item_id}:${m}`;
        if (failed.has(m)) out.failed.push({ key, msg: failed.get(m)! });
        else if (r.success_list.some((s) => s.model_id === m)) out.ok.push(key);
        else out.failed.push({ key, msg: 'Shopee tidak mengonfirmasi perubahan' });
      }
    } catch (err) {
      if (err instanceof MpError && (err.retriable || err.kind === 'auth' || err.kind === 'sign' || err.kind === 'config')) throw err;
      const msg = err instanceof Error ? err.message : String(err);
      for (const m of models) out.failed.push({ key: `${item_id}:${m}`, msg });
    }
  }

  const byItem = <T extends { item_id: string; model_id: string }>(xs: T[]) => {
    const m = new Map<string, T[]>();
    for (const x of xs) m.set(x.item_id, [...(m.get(x.item_id) ?? []), x]);
    return m;
  };

  const stockOf = (s: z.output<typeof stockInfo>): number => {
    if (s?.seller_stock?.length) return s.seller_stock.reduce((a, x) => a + x.stock, 0);
    return s?.summary_info?.total_available_stock ?? 0;
  };
  const priceOf = (p: z.output<typeof priceInfo>): string => p?.[0]?.original_price ?? '0';

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

    async listings(shop) {
      const ids: string[] = [];
      for (let offset = 0; ; ) {
        const path = '/api/v2/product/get_item_list';
        const r = parseReply(itemListReply, await call('GET', path, { shop, query: { offset, page_size: SHOPEE_LIMITS.itemPage, item_status: ['NORMAL', 'UNLIST'] } }), path).response;
        ids.push(...r.item.map((i) => i.item_id));
        if (!r.has_next_page) break;
        if (r.next_offset <= offset) throw new MpError('malformed', 'Data yang diterima bermasalah: halaman produk Shopee tidak maju.');
        offset = r.next_offset;
      }
      const out: MpListing[] = [];
      for (const part of chunks([...new Set(ids)], SHOPEE_LIMITS.baseInfo)) {
        const path = '/api/v2/product/get_item_base_info';
        const r = parseReply(baseInfoReply, await call('GET', path, { shop, query: { item_id_list: part.join(',') } }), path).response;
        for (const it of r.item_list) {
          if (!it.has_model) {
            out.push({ item_id: it.item_id, model_id: '0', sku: it.item_sku, nama: it.item_name, isvarian: false, harga: priceOf(it.price_info), stok: stockOf(it.stock_info_v2) });
            continue;
          }
          const mp = '/api/v2/product/get_model_list';
          const m = parseReply(modelListReply, await call('GET', mp, { shop, query: { item_id: it.item_id } }), mp).response;
          for (const md of m.model) {
            const name = md.model_name || md.tier_index.map((t, i) => m.tier_variation[i]?.option_list[t]?.option ?? '').filter(Boolean).join(', ');
            out.push({
              item_id: it.item_id,
              model_id: md.model_id,
              sku: md.model_sku,
              nama: name ? `${it.item_name} (${name})` : it.item_name,
              isvarian: true,
              harga: priceOf(md.price_info),
              stok: stockOf(md.stock_info_v2),
            });
          }
        }
      }
      return out;
    },

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

    async orderDetail(shop, nos) {
      const out: MpOrder[] = [];
      for (const part of chunks([...new Set(nos)], SHOPEE_LIMITS.orderDetail)) {
        const path = '/api/v2/order/get_order_detail';
        const fields = 'buyer_username,item_list,recipient_address,shipping_carrier,total_amount,actual_shipping_fee,estimated_shipping_fee,package_list';
        const r = parseReply(orderDetailReply, await call('GET', path, { shop, query: { order_sn_list: part.join(','), response_optional_fields: fields } }), path).response;
        for (const o of r.order_list) {
          let fees = { komisi: '0', layanan: '0', lain: '0' };
          if (!['UNPAID', 'CANCELLED', 'IN_CANCEL'].includes(o.order_status)) {
            const ep = '/api/v2/payment/get_escrow_detail';
            const inc = parseReply(escrowReply, await call('GET', ep, { shop, query: { order_sn: o.order_sn } }), ep).response.order_income;
            fees = { komisi: inc.commission_fee ?? '0', layanan: inc.service_fee ?? '0', lain: inc.seller_transaction_fee ?? '0' };
          }
          out.push({
            no_order_mp: o.order_sn,
            status: o.order_status,
            tanggal: iso(o.create_time),
            update_time: o.update_time,
            buyer: o.buyer_username || o.recipient_address?.name || '',
            shipping: {
              kurir: o.shipping_carrier,
              resi: o.package_list?.find((p) => p.tracking_number)?.tracking_number ?? '',
              alamat: o.recipient_address?.full_address ?? '',
              ongkir: o.actual_shipping_fee ?? o.estimated_shipping_fee ?? '0',
            },
            fees,
            total: o.total_amount ?? '0',
            lines: o.item_list.map((l) => ({
              item_id: l.item_id,
              model_id: l.model_id,
              sku: l.model_sku || l.item_sku,
              nama: l.model_name ? `${l.item_name} (${l.model_name})` : l.item_name,
              jumlah: l.model_quantity_purchased,
              harga: l.model_discounted_price ?? l.model_original_price ?? '0',
            })),
          });
        }
      }
      return out;
    },

    readPush(url, rawBody, headers): MpPush {
      const c = ready();
      if (!sameSign(headers.authorization, pushSign(c.partnerKey, url, rawBody))) throw new MpError('sign', 'Tanda tangan push Shopee tidak cocok.', false);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new MpError('malformed', 'Data yang diterima bermasalah: push Shopee bukan JSON.');
      }
      const p = parseReply(pushBody, json, 'push');
      const d = p.data;
      const shop_id = p.shop_id ?? (typeof d.shop_id === 'number' || typeof d.shop_id === 'string' ? String(d.shop_id) : '');
      switch (p.code) {
        case 3: {
          const sn = d.ordersn ?? d.order_sn;
          if (typeof sn !== 'string' || !sn || typeof d.status !== 'string') throw new MpError('malformed', 'Data yang diterima bermasalah: push pesanan Shopee tanpa ordersn/status.');
          return { kind: 'order', shop_id, no_order_mp: sn, status: d.status };
        }
        case 1:
          return { kind: 'authorised', shop_id };
        case 2:
          return { kind: 'revoked', shop_id };
        case 12: {
          const soon = Array.isArray(d.shop_expire_soon) ? d.shop_expire_soon.map(String) : [];
          const before = typeof d.expire_before === 'number' ? iso(d.expire_before) : undefined;
          return { kind: 'expiring', shop_id: shop_id || soon[0] || '', ...(before ? { expires: before } : {}) };
        }
        default:
          return { kind: 'other', shop_id, code: p.code };
      }
    },
  };
}
