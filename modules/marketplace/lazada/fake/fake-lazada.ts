/**
 * A local fake of Lazada Open Platform (../shared/design/INTEGRATIONS.md "Lazada Open Platform";
 * docs/marketplace.md "The fake Lazada"): a real HTTP server on 127.0.0.1 that enforces what Lazada
 * does — the app key, `sign_method` sha256, the UPPERCASE sign over the path and every parameter
 * (query and form), the timestamp (ms) window, codes single-use and short-lived, access tokens bound
 * to their seller and expiring, refresh tokens spent by a refresh, at most 50 SKUs a
 * price_quantity/update (an XML payload), pages of at most 50 products and 100 orders — and answers
 * errors as Lazada does: `{code ≠ "0", type, message, request_id}`. API and token calls are both
 * under `<url>/rest` (`env()`); the seller's authorisation page is `<url>/oauth/authorize`
 * (choose a shop, press "Authorize": redirect to `redirect_uri?code=…`). Signed pushes
 * (Authorization = HMAC-SHA256(app secret, app key + body)). Never used by the server itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { esc, sendHtml } from '../../common/fake-http';
import { lazadaPushSign, lazadaSign, sameSign } from '../sign';
import type { LazadaConfig } from '../lazada';
import { FakeLazadaCatalogue } from './fake-lazada-catalogue';
import { ACCESS_SECONDS, CODE_SECONDS, LazadaRefusal, REFRESH_SECONDS, WINDOW_SECONDS, type FakeLzSeller, type Grant, type Json } from './fake-lazada-model';

export { ACCESS_SECONDS, CODE_SECONDS, REFRESH_SECONDS, WINDOW_SECONDS } from './fake-lazada-model';
export type { FakeLzOrder, FakeLzProduct, FakeLzSeller, FakeLzSku, NewFakeLzProduct } from './fake-lazada-model';
export { lazadaDate } from './fake-lazada-catalogue';

export interface FakeLazadaOptions {
  appKey?: string;
  appSecret?: string;
  windowSeconds?: number;
}

type Handler = (this: FakeLazada, seller: FakeLzSeller | null, params: Record<string, string>) => Json;

export class FakeLazada extends FakeLazadaCatalogue {
  readonly appKey: string;
  readonly appSecret: string;
  readonly windowSeconds: number;
  private busyLeft = 0;
  private codes = new Map<string, Grant>();
  private access = new Map<string, Grant>();
  private refresh = new Map<string, Grant>();
  /** Calls answered, by API path (refused ones too), and the refusals by code. */
  readonly calls = new Map<string, number>();
  readonly refusals: { path: string; code: string; message: string }[] = [];

  constructor(opts: FakeLazadaOptions = {}) {
    super();
    this.appKey = opts.appKey ?? String(100_000 + Math.floor(Math.random() * 800_000));
    this.appSecret = opts.appSecret ?? randomBytes(16).toString('hex');
    this.windowSeconds = opts.windowSeconds ?? WINDOW_SECONDS;
  }

  static async start(opts: FakeLazadaOptions = {}): Promise<FakeLazada> {
    const f = new FakeLazada(opts);
    await f.listen();
    return f;
  }
  /** What the adapter needs to call this fake (`lazadaAdapter(() => fake.config(), fake.nowMs)`). */
  config(): LazadaConfig {
    return { apiUrl: `${this.url}/rest`, authUrl: `${this.url}/rest`, appKey: this.appKey, appSecret: this.appSecret, timeoutMs: 10_000, pollMinutes: 30 };
  }
  /** The env variables a server uses to reach this fake. */
  env(): Record<'LAZADA_API_URL' | 'LAZADA_AUTH_URL' | 'LAZADA_APP_KEY' | 'LAZADA_APP_SECRET', string> {
    return { LAZADA_API_URL: `${this.url}/rest`, LAZADA_AUTH_URL: `${this.url}/rest`, LAZADA_APP_KEY: this.appKey, LAZADA_APP_SECRET: this.appSecret };
  }

  /** `ApiCallLimit` for the next `n` calls (true: until switched off). */
  setBusy(n: number | boolean): void {
    this.busyLeft = n === true ? Infinity : n === false ? 0 : n;
  }

  // ---- codes and tokens ----
  /** A code as the authorisation page gives it (for tests without a browser). */
  issueCode(seller_id: string): string {
    this.seller(seller_id);
    const code = `0_${this.appKey}_${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { seller_id, expires: this.now() + CODE_SECONDS, used: false });
    return code;
  }
  /** Ends every access token of a seller now. */
  expireAccessTokens(seller_id: string): void {
    for (const g of this.access.values()) if (g.seller_id === seller_id) g.expires = this.now() - 1;
  }
  /** The seller revokes the app: every token of the seller stops working. */
  revoke(seller_id: string): void {
    for (const m of [this.access, this.refresh]) for (const [k, g] of m) if (g.seller_id === seller_id) m.delete(k);
  }

  // ---- pushes ----
  /** Sends a signed push (Authorization = hex HMAC-SHA256(app secret, app key + body)) to `url`. */
  async push(url: string, body: Json | string, opts: { sign?: string } = {}): Promise<{ status: number; body: string }> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: opts.sign ?? lazadaPushSign(this.appKey, this.appSecret, raw) }, body: raw, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  }
  /** The trade order message (message_type 0) of an order's first item as it is now. */
  pushOrder(url: string, seller_id: string, order_id: string) {
    const o = this.seller(seller_id).orders.get(order_id);
    if (!o) throw new Error(`pesanan ${order_id} tidak ada`);
    const i = o.items[0];
    return this.push(url, {
      seller_id,
      message_type: 0,
      data: { order_status: i.status, trade_order_id: o.order_id, trade_order_line_id: i.order_item_id, status_update_time: i.updated_at },
      timestamp: this.nowMs(),
      site: 'lazada_id',
    });
  }

  // ---- HTTP ----
  protected async handle(req: IncomingMessage, res: ServerResponse, u: URL, raw: string) {
    if (req.method === 'GET' && u.pathname === '/oauth/authorize') return this.authPage(u, res);
    if (req.method === 'GET' && u.pathname === '/oauth/authorize/confirm') return this.authConfirm(u, res);
    const path = u.pathname.replace(/^\/rest(?=\/)/, '');
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
    const reply = (body: Json) => {
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify({ code: '0', request_id: randomBytes(8).toString('hex'), ...body }));
    };
    try {
      const route = u.pathname.startsWith('/rest/') ? ROUTES[path] : undefined;
      if (!route) throw new LazadaRefusal('InvalidApiPath', `The specified API path ${u.pathname} is invalid.`);
      if (route.method !== req.method) throw new LazadaRefusal('InvalidParameter', `${path} expects ${route.method}.`);
      const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(raw)) : {};
      const params: Record<string, string> = { ...Object.fromEntries(u.searchParams), ...form };
      const seller = this.check(path, params, route.shop);
      if (this.busyLeft > 0) {
        this.busyLeft--;
        throw new LazadaRefusal('ApiCallLimit', 'The request has exceeded the limit of API calls. Please try again later.', undefined, 'ISP');
      }
      const own = Object.fromEntries(Object.entries(params).filter(([k]) => !['app_key', 'timestamp', 'sign_method', 'sign', 'access_token'].includes(k)));
      return reply(route.fn.call(this, seller, own));
    } catch (err) {
      if (!(err instanceof LazadaRefusal)) throw err;
      this.refusals.push({ path, code: err.code, message: err.message });
      return reply({ code: err.code, type: err.type, message: err.message, ...(err.detail ? { detail: err.detail } : {}) });
    }
  }

  /** app_key, sign_method, the timestamp window (ms) and the sign; for shop calls the access token. */
  private check(path: string, p: Record<string, string>, shopCall: boolean): FakeLzSeller | null {
    if (p.app_key !== this.appKey) throw new LazadaRefusal('InvalidAppKey', 'Invalid app_key.');
    if (p.sign_method !== 'sha256') throw new LazadaRefusal('InvalidSignatureMethod', 'sign_method must be sha256.');
    const ts = Number(p.timestamp);
    if (!/^\d{13}$/.test(p.timestamp ?? '')) throw new LazadaRefusal('MissingParameter', 'timestamp (milliseconds) is mandatory.');
    if (Math.abs(this.nowMs() - ts) > this.windowSeconds * 1000) throw new LazadaRefusal('InvalidTimestamp', 'The timestamp is too far from the server time.');
    if (!sameSign(p.sign, lazadaSign(this.appSecret, path, p)) || p.sign !== p.sign?.toUpperCase()) throw new LazadaRefusal('IncompleteSignature', 'The request signature does not conform to platform standards');
    if (!shopCall) return null;
    const g = p.access_token ? this.access.get(p.access_token) : undefined;
    if (!g) throw new LazadaRefusal('IllegalAccessToken', 'The specified access token is invalid or expired');
    if (g.expires <= this.now()) throw new LazadaRefusal('IllegalAccessToken', 'The specified access token is invalid or expired');
    return this.seller(g.seller_id);
  }

  private grant(seller_id: string): Json {
    const access_token = `50000${randomBytes(20).toString('hex')}`;
    const refresh_token = `50001${randomBytes(20).toString('hex')}`;
    this.access.set(access_token, { seller_id, expires: this.now() + ACCESS_SECONDS, used: false });
    this.refresh.set(refresh_token, { seller_id, expires: this.now() + REFRESH_SECONDS, used: false });
    const s = this.seller(seller_id);
    return {
      access_token,
      refresh_token,
      expires_in: ACCESS_SECONDS,
      refresh_expires_in: REFRESH_SECONDS,
      country: 'id',
      account_platform: 'seller_center',
      account: `${s.short_code.toLowerCase()}@contoh.id`,
      country_user_info: [{ country: 'id', user_id: String(Number(seller_id) + 1), seller_id, short_code: s.short_code }],
    };
  }

  tokenCreate(p: Record<string, string>): Json {
    const g = p.code ? this.codes.get(p.code) : undefined;
    if (!p.code) throw new LazadaRefusal('MissingParameter', 'The input parameter "code" that is mandatory for processing this request is not supplied.');
    if (!g || g.used || g.expires <= this.now()) throw new LazadaRefusal('InvalidCode', 'Invalid authorization code');
    g.used = true;
    return this.grant(g.seller_id);
  }

  tokenRefresh(p: Record<string, string>): Json {
    const g = p.refresh_token ? this.refresh.get(p.refresh_token) : undefined;
    if (!g || g.used || g.expires <= this.now()) throw new LazadaRefusal('IllegalRefreshToken', 'The specified refresh token is invalid or expired');
    g.used = true;
    return this.grant(g.seller_id);
  }

  // ---- the seller's page ----
  private authPage(u: URL, res: ServerResponse) {
    const q = u.searchParams;
    const html = (status: number, body: string) => sendHtml(res, status, 'Lazada Open Platform (fake)', body);
    const fail = (code: string, msg: string) => {
      this.refusals.push({ path: '/oauth/authorize', code, message: msg });
      return html(400, `<h1>Authorization failed</h1><p id="error">${esc(code)}: ${esc(msg)}</p>`);
    };
    if (q.get('client_id') !== this.appKey) return fail('InvalidAppKey', 'client_id is not a known app.');
    if (q.get('response_type') !== 'code') return fail('InvalidParameter', 'response_type must be code.');
    const redirect = q.get('redirect_uri') ?? '';
    if (!/^https?:\/\//.test(redirect)) return fail('InvalidParameter', 'redirect_uri is required.');
    const options = [...this.sellers.values()].map((s, i) => `<label><input type="radio" name="seller_id" value="${s.seller_id}"${i === 0 ? ' checked' : ''}> ${esc(s.name)} (${s.seller_id})</label><br>`).join('');
    return html(
      200,
      `<h1>Lazada: authorize app ${esc(this.appKey)}</h1><form method="get" action="/oauth/authorize/confirm">` +
        `<input type="hidden" name="redirect_uri" value="${esc(redirect)}">${options}<button type="submit">Authorize</button></form>`,
    );
  }

  private authConfirm(u: URL, res: ServerResponse) {
    const seller_id = u.searchParams.get('seller_id') ?? '';
    const redirect = u.searchParams.get('redirect_uri') ?? '';
    if (!this.sellers.has(seller_id) || !/^https?:\/\//.test(redirect)) return sendHtml(res, 400, 'Lazada (fake)', '<p id="error">bad seller or redirect_uri</p>');
    const to = new URL(redirect);
    to.searchParams.set('code', this.issueCode(seller_id));
    res.writeHead(302, { location: to.toString() });
    res.end();
  }
}

const ROUTES: Record<string, { method: 'GET' | 'POST'; shop: boolean; fn: Handler }> = {
  '/auth/token/create': { method: 'POST', shop: false, fn: function (_s, p) { return this.tokenCreate(p); } },
  '/auth/token/refresh': { method: 'POST', shop: false, fn: function (_s, p) { return this.tokenRefresh(p); } },
  '/seller/get': { method: 'GET', shop: true, fn: function (s) { return this.sellerGet(s!); } },
  '/products/get': { method: 'GET', shop: true, fn: function (s, p) { return this.products(s!, p); } },
  '/product/price_quantity/update': { method: 'POST', shop: true, fn: function (s, p) { return this.priceQuantity(s!, p); } },
  '/orders/get': { method: 'GET', shop: true, fn: function (s, p) { return this.orders(s!, p); } },
  '/order/get': { method: 'GET', shop: true, fn: function (s, p) { return this.orderGet(s!, p); } },
  '/order/items/get': { method: 'GET', shop: true, fn: function (s, p) { return this.orderItems(s!, p); } },
  '/finance/transaction/details/get': { method: 'GET', shop: true, fn: function (s, p) { return this.financeDetails(s!, p); } },
};
