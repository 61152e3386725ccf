/**
 * Shopee's client: every call signed (sign.ts) with a fresh timestamp, sent with node's fetch and a
 * timeout, Shopee's `{error, message, request_id}` turned into an MpError of the right kind, and
 * the configuration read at each call. Tokens are passed in and never logged. Server only.
 */
import type { z } from 'zod';
import { MpError, type PushResult, type ShopAuth, type ShopTokens } from '../adapter';
import { fetchJson } from '../common/wire';
import { shopeeSign } from './sign';
import { kindOf, parseReply, pushReply, type tokenReply } from './wire';

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

/** The signed calls of one adapter; `config` is read at every call, `now` in ms. */
export function shopeeClient(config: () => ShopeeConfig, now: () => number) {
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
    const { status, body } = await fetchJson('Shopee', `${c.apiUrl}${path}?${q.toString()}`, path, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
    }, c.timeoutMs);
    const res = { status };
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

  return { calls, ready, missing, call, tokens, pushItem, byItem };
}

export type ShopeeClient = ReturnType<typeof shopeeClient>;
