/**
 * TikTok Shop's client: every API call signed (sign.ts) with a fresh timestamp (seconds), the access
 * token in the `x-tts-access-token` header and the shop's cipher in `shop_cipher`; the token calls
 * on the auth host (`/api/v2/token/get`, `/api/v2/token/refresh`, app_key + app_secret in the
 * query, as TikTok Shop defines them). A reply with `code ≠ 0` becomes an MpError of its kind.
 * Configuration is read at each call. Tokens are passed in and never logged. Server only.
 */
import { MpError, type ShopTokens } from '../adapter';
import { requestJson } from '../common/http';
import { tiktokSign } from './sign';
import { kindOfCode, parseReply, tokenReply } from './wire';

export const TIKTOK_PRODUCTION = 'https://open-api.tiktokglobalshop.com';
export const TIKTOK_AUTH_PRODUCTION = 'https://auth.tiktok-shops.com';

export interface TiktokConfig {
  apiUrl: string;
  authUrl: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
}

export function tiktokConfigFromEnv(env: Record<string, string | undefined> = process.env): TiktokConfig {
  const t = Number(env.TIKTOK_TIMEOUT_MS);
  return {
    apiUrl: (env.TIKTOK_API_URL?.trim() || TIKTOK_PRODUCTION).replace(/\/+$/, ''),
    authUrl: (env.TIKTOK_AUTH_URL?.trim() || TIKTOK_AUTH_PRODUCTION).replace(/\/+$/, ''),
    appKey: env.TIKTOK_APP_KEY?.trim() ?? '',
    appSecret: env.TIKTOK_APP_SECRET?.trim() ?? '',
    timeoutMs: Number.isFinite(t) && t > 0 ? t : 20_000,
  };
}

/** Where a call goes: the API host with a shop's token (and cipher), or the auth host. */
export interface CallOpts {
  query?: Record<string, string | number>;
  body?: unknown;
  /** The access token (header x-tts-access-token). */
  token?: string;
  cipher?: string;
}

export function tiktokClient(config: () => TiktokConfig, now: () => number) {
  const calls = new Map<string, number>();

  function missing(): string | null {
    const c = config();
    const lack = [!c.appKey && 'TIKTOK_APP_KEY', !c.appSecret && 'TIKTOK_APP_SECRET'].filter(Boolean);
    return lack.length
      ? `TikTok Shop belum dikonfigurasi: atur ${lack.join(' dan ')} (dari TikTok Shop Partner Center, dan TIKTOK_API_URL/TIKTOK_AUTH_URL bila bukan host produksi) di server, lalu mulai ulang server.`
      : null;
  }
  function ready(): TiktokConfig {
    const m = missing();
    if (m) throw new MpError('config', m, false);
    return config();
  }

  /** Throws the MpError of a reply whose code is not 0. */
  function check(path: string, status: number, b: Record<string, unknown>): Record<string, unknown> {
    const request_id = typeof b.request_id === 'string' ? b.request_id : undefined;
    if (typeof b.code !== 'number') {
      if (status >= 500) throw new MpError('other', `TikTok Shop sedang bermasalah (HTTP ${status}, ${path}).`, true, { status, request_id });
      throw new MpError('malformed', `Data yang diterima bermasalah: balasan TikTok Shop ${path} tanpa code.`, false, { status, request_id });
    }
    if (b.code !== 0) {
      const msg = typeof b.message === 'string' && b.message ? b.message : `code ${b.code}`;
      const kind = kindOfCode(b.code, status, msg);
      throw new MpError(kind, `TikTok Shop menolak ${path}: ${msg} (${b.code}).`, kind === 'busy' || status >= 500, { error: String(b.code), request_id, status });
    }
    return b;
  }

  /** A signed API call. */
  async function call(method: 'GET' | 'POST', path: string, opts: CallOpts = {}): Promise<Record<string, unknown>> {
    const c = ready();
    const q: Record<string, string> = { app_key: c.appKey, timestamp: String(Math.floor(now() / 1000)) };
    if (opts.cipher) q.shop_cipher = opts.cipher;
    for (const [k, v] of Object.entries(opts.query ?? {})) q[k] = String(v);
    const raw = method === 'POST' ? JSON.stringify(opts.body ?? {}) : '';
    const params = new URLSearchParams({ ...q, sign: tiktokSign(c.appSecret, path, q, raw) });
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.token) headers['x-tts-access-token'] = opts.token;
    const { status, body } = await requestJson('TikTok Shop', path, `${c.apiUrl}${path}?${params.toString()}`, { method, headers, body: method === 'POST' ? raw : undefined }, c.timeoutMs);
    return check(path, status, body);
  }

  /** A token call on the auth host (not signed: app_key and app_secret in the query). */
  async function tokenCall(path: string, query: Record<string, string>): Promise<ShopTokens> {
    const c = ready();
    const params = new URLSearchParams({ app_key: c.appKey, app_secret: c.appSecret, ...query });
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const { status, body } = await requestJson('TikTok Shop', path, `${c.authUrl}${path}?${params.toString()}`, { method: 'GET' }, c.timeoutMs);
    const d = parseReply(tokenReply, check(path, status, body), path).data;
    return {
      access_token: d.access_token,
      refresh_token: d.refresh_token,
      access_expires: new Date(expiry(d.access_token_expire_in, now())).toISOString(),
      auth_expires: '',
    };
  }

  return { calls, missing, ready, call, tokenCall };
}

/**
 * TikTok Shop gives `access_token_expire_in` as the moment of expiry (Unix seconds); a small number
 * is read as seconds from now (*unverified*: both forms appear in public SDKs).
 */
export const expiry = (v: number, nowMs: number) => (v > 1e9 ? v * 1000 : nowMs + v * 1000);

export type TiktokClient = ReturnType<typeof tiktokClient>;
