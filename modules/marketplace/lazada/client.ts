/**
 * Lazada's client: every call carries app_key, timestamp (ms), sign_method sha256 (and the shop's
 * access_token), signed (sign.ts) over the path and every parameter; sent with node's fetch and a
 * timeout (common/http.ts); a reply whose `code` is not "0" becomes an MpError of the right kind.
 * The token calls go to the auth host, the rest to the API host. Configuration is read at each
 * call. Tokens are passed in and never logged. Server only.
 */
import { MpError, type ShopAuth } from '../adapter';
import { requestJson } from '../common/http';
import { lazadaSign } from './sign';
import { kindOf } from './wire';

export const LAZADA_API_PRODUCTION = 'https://api.lazada.co.id/rest';
export const LAZADA_AUTH_PRODUCTION = 'https://auth.lazada.com/rest';

export interface LazadaConfig {
  /** The API host (Indonesia: https://api.lazada.co.id/rest). */
  apiUrl: string;
  /** The auth host (https://auth.lazada.com/rest): tokens there, the seller's page at its /oauth/authorize. */
  authUrl: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
  /** How often the orders are polled (minutes): the push is the main path. */
  pollMinutes: number;
}

const num = (v: string | undefined, dflt: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : dflt;
};

export function lazadaConfigFromEnv(env: Record<string, string | undefined> = process.env): LazadaConfig {
  return {
    apiUrl: (env.LAZADA_API_URL?.trim() || LAZADA_API_PRODUCTION).replace(/\/+$/, ''),
    authUrl: (env.LAZADA_AUTH_URL?.trim() || LAZADA_AUTH_PRODUCTION).replace(/\/+$/, ''),
    appKey: env.LAZADA_APP_KEY?.trim() ?? '',
    appSecret: env.LAZADA_APP_SECRET?.trim() ?? '',
    timeoutMs: num(env.LAZADA_TIMEOUT_MS, 20_000),
    pollMinutes: num(env.LAZADA_POLL_MINUTES, 30),
  };
}

export type Params = Record<string, string | number>;

/** The signed calls of one adapter; `config` is read at every call, `now` in ms. */
export function lazadaClient(config: () => LazadaConfig, now: () => number) {
  const calls = new Map<string, number>();

  function missing(): string | null {
    const c = config();
    const lack = [!c.appKey && 'LAZADA_APP_KEY', !c.appSecret && 'LAZADA_APP_SECRET'].filter(Boolean);
    return lack.length
      ? `Lazada belum dikonfigurasi: atur ${lack.join(' dan ')} (App Key dan App Secret dari Lazada Open Platform, dan LAZADA_API_URL / LAZADA_AUTH_URL bila bukan host Indonesia) di server, lalu mulai ulang server.`
      : null;
  }
  function ready(): LazadaConfig {
    const m = missing();
    if (m) throw new MpError('config', m, false);
    return config();
  }

  /** One call: system parameters in the query, a POST's own parameters as a form; all of them signed. */
  async function call(method: 'GET' | 'POST', path: string, opts: { params?: Params; shop?: ShopAuth; host?: 'api' | 'auth' } = {}): Promise<Record<string, unknown>> {
    const c = ready();
    const system: Record<string, string> = { app_key: c.appKey, timestamp: String(Math.floor(now())), sign_method: 'sha256' };
    if (opts.shop) system.access_token = opts.shop.access_token;
    const own: Record<string, string> = Object.fromEntries(Object.entries(opts.params ?? {}).map(([k, v]) => [k, String(v)]));
    const sign = lazadaSign(c.appSecret, path, { ...system, ...own });
    const query = new URLSearchParams({ ...system, ...(method === 'GET' ? own : {}), sign });
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const base = opts.host === 'auth' ? c.authUrl : c.apiUrl;
    const { status, body } = await requestJson(
      'Lazada',
      path,
      `${base}${path}?${query.toString()}`,
      method === 'POST' ? { method, headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }, body: new URLSearchParams(own).toString() } : { method },
      c.timeoutMs,
    );
    const request_id = typeof body.request_id === 'string' ? body.request_id : undefined;
    const code = body.code === undefined ? '' : String(body.code);
    if (code !== '0') {
      const type = typeof body.type === 'string' ? body.type : '';
      const kind = code ? kindOf(code, type) : status >= 500 ? 'other' : 'malformed';
      const msg = typeof body.message === 'string' && body.message ? body.message : code || `HTTP ${status}`;
      if (!code && kind === 'malformed') throw new MpError('malformed', `Data yang diterima bermasalah: balasan Lazada ${path} tanpa code.`, false, { request_id, status });
      throw new MpError(kind, `Lazada menolak ${path}: ${msg} (${code || status}).`, kind === 'busy' || status >= 500, { error: code, request_id, status });
    }
    return body;
  }

  return { calls, ready, missing, call, now };
}

export type LazadaClient = ReturnType<typeof lazadaClient>;
