/**
 * A local fake of TikTok Shop's Partner API 202309 (real HTTP on 127.0.0.1) for tests and the browser
 * test. It enforces what the real one does (../shared/design/INTEGRATIONS.md): the app_key, the
 * sign of every call (path, sorted parameters, raw body), the 5-minute timestamp window, the access
 * token in `x-tts-access-token` bound to its shop and its lifetime, the shop's `shop_cipher` on shop
 * calls, codes single-use (10 minutes), refresh tokens single-use, page limits, and its error shape
 * `{code ≠ 0, message, request_id}`. It serves the seller's authorisation page (`/oauth/authorize`:
 * choose a shop, "Authorize") that sends the browser to the app's registered redirect URL
 * (`redirectUri`, as set in Partner Center) with `code` and `state`, and sends signed pushes.
 * API and auth host are the same server. Never used by the server itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { esc, sendHtml } from '../../common/fake-http';
import { sameSign, tiktokPushSign, tiktokSign } from '../sign';
import type { TiktokConfig } from '../client';
import { TIKTOK_CODES as C } from '../wire';
import { FakeTiktokCatalogue, TtsRefusal, type FakeTtsShop, type Json } from './fake-tiktok-catalogue';

export { TtsRefusal } from './fake-tiktok-catalogue';
export type { FakeTtsOrder, FakeTtsProduct, FakeTtsShop, FakeTtsSku, NewFakeProduct } from './fake-tiktok-catalogue';

export const ACCESS_SECONDS = 7 * 24 * 3600;
export const REFRESH_SECONDS = 60 * 24 * 3600;
export const CODE_SECONDS = 10 * 60;
export const WINDOW_SECONDS = 5 * 60;

interface Grant {
  shop_id: string;
  expires: number;
  used: boolean;
}

export interface FakeTiktokOptions {
  appKey?: string;
  appSecret?: string;
  /** The redirect URL registered for the app (TikTok Shop sends the seller there, never to a URL of the request). */
  redirectUri?: string;
}

type Handler = (this: FakeTiktok, a: { q: URLSearchParams; body: Json; shop: FakeTtsShop; id: string }) => Json;
const ROUTES: [string, RegExp, boolean, Handler][] = [
  ['GET', /^\/authorization\/202309\/shops$/, false, function (a) { return { shops: [a.shop].map((s) => ({ id: s.id, name: s.name, region: s.region, seller_type: 'LOCAL', cipher: s.cipher, code: s.code })) }; }],
  ['GET', /^\/logistics\/202309\/warehouses$/, true, function (a) { return this.warehouses(a.shop); }],
  ['POST', /^\/product\/202309\/products\/search$/, true, function (a) { return this.productsSearch(a.shop, a.q); }],
  ['POST', /^\/product\/202309\/products\/(\d+)\/inventory\/update$/, true, function (a) { return this.inventoryUpdate(a.shop, a.id, a.body); }],
  ['POST', /^\/product\/202309\/products\/(\d+)\/prices\/update$/, true, function (a) { return this.pricesUpdate(a.shop, a.id, a.body); }],
  ['POST', /^\/order\/202309\/orders\/search$/, true, function (a) { return this.ordersSearch(a.shop, a.q, a.body); }],
  ['GET', /^\/order\/202309\/orders$/, true, function (a) { return this.ordersDetail(a.shop, a.q); }],
  ['GET', /^\/finance\/202309\/orders\/(\d+)\/statement_transactions$/, true, function (a) { return this.statementTransactions(a.shop, a.id); }],
  ['POST', /^\/return_refund\/202309\/returns\/search$/, true, function (a) { return this.returnsSearch(a.shop, a.body); }],
];

export class FakeTiktok extends FakeTiktokCatalogue {
  readonly appKey: string;
  readonly appSecret: string;
  redirectUri: string;
  private busyLeft = 0;
  private codes = new Map<string, Grant>();
  private access = new Map<string, Grant>();
  private refresh = new Map<string, Grant>();
  /** Calls answered, by path (refused ones too), and the refusals. */
  readonly calls = new Map<string, number>();
  readonly refusals: { path: string; code: number; message: string }[] = [];

  constructor(opts: FakeTiktokOptions = {}) {
    super();
    this.appKey = opts.appKey ?? randomBytes(5).toString('hex');
    this.appSecret = opts.appSecret ?? randomBytes(20).toString('hex');
    this.redirectUri = opts.redirectUri ?? '';
  }

  static async start(opts: FakeTiktokOptions = {}): Promise<FakeTiktok> {
    const f = new FakeTiktok(opts);
    await f.listen();
    return f;
  }

  /** What the adapter needs to call this fake (`tiktokAdapter(() => fake.config(), fake.nowMs)`). */
  config(): TiktokConfig {
    return { apiUrl: this.url, authUrl: this.url, appKey: this.appKey, appSecret: this.appSecret, timeoutMs: 10_000 };
  }
  /** The env variables a server uses to reach this fake. */
  env(): Record<'TIKTOK_API_URL' | 'TIKTOK_AUTH_URL' | 'TIKTOK_APP_KEY' | 'TIKTOK_APP_SECRET', string> {
    return { TIKTOK_API_URL: this.url, TIKTOK_AUTH_URL: this.url, TIKTOK_APP_KEY: this.appKey, TIKTOK_APP_SECRET: this.appSecret };
  }

  /** Code 36009004 (HTTP 429) for the next `n` calls (true: until switched off). */
  setBusy(n: number | boolean): void {
    this.busyLeft = n === true ? Infinity : n === false ? 0 : n;
  }

  /** A code as the authorisation page gives it (for tests without a browser). */
  issueCode(shop_id: string): string {
    this.shop(shop_id);
    const code = randomBytes(16).toString('base64url');
    this.codes.set(code, { shop_id, expires: this.now() + CODE_SECONDS, used: false });
    return code;
  }
  expireAccessTokens(shop_id: string): void {
    for (const g of this.access.values()) if (g.shop_id === shop_id) g.expires = this.now() - 1;
  }
  /** The seller deauthorises the app: every token of the shop stops working. */
  revoke(shop_id: string): void {
    for (const m of [this.access, this.refresh]) for (const [k, g] of m) if (g.shop_id === shop_id) m.delete(k);
  }

  // ---- pushes ----
  /** Sends a signed push (Authorization = HMAC(app secret, app_key + body)) to `url`. */
  async push(url: string, body: Json | string, opts: { sign?: string } = {}): Promise<{ status: number; body: string }> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: opts.sign ?? tiktokPushSign(this.appSecret, this.appKey, raw) }, body: raw, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  }
  /** Push type 1 (order status change) for an order as it is now. */
  pushOrder(url: string, shop_id: string, order_id: string) {
    const o = this.shop(shop_id).orders.get(order_id);
    if (!o) throw new Error(`pesanan ${order_id} tidak ada`);
    return this.push(url, { type: 1, tts_notification_id: randomBytes(8).toString('hex'), shop_id, timestamp: this.now(), data: { order_id: o.id, order_status: o.status, update_time: o.update_time } });
  }

  // ---- HTTP ----
  protected async handle(req: IncomingMessage, res: ServerResponse, u: URL, raw: string) {
    const path = u.pathname;
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
    const reply = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ request_id: randomBytes(8).toString('hex'), ...body }));
    };
    try {
      if (req.method === 'GET' && path === '/oauth/authorize') return this.authPage(u, res);
      if (req.method === 'GET' && path === '/oauth/authorize/confirm') return this.authConfirm(u, res);
      if (req.method === 'GET' && path === '/api/v2/token/get') return reply(200, { code: 0, message: 'success', data: this.tokenGet(u.searchParams) });
      if (req.method === 'GET' && path === '/api/v2/token/refresh') return reply(200, { code: 0, message: 'success', data: this.tokenRefresh(u.searchParams) });
      const route = ROUTES.find(([m, re]) => m === req.method && re.test(path));
      if (!route) throw new TtsRefusal(404, C.notFound, `Wrong path ${req.method} ${path}`);
      let body: Json = {};
      if (req.method === 'POST') {
        try {
          body = JSON.parse(raw || '{}') as Json;
        } catch {
          throw new TtsRefusal(400, C.badParam, 'Body is not JSON.');
        }
      }
      const shop = this.check(u, path, req.method === 'POST' ? raw : '', req.headers['x-tts-access-token'], route[2]);
      if (this.busyLeft > 0) {
        this.busyLeft--;
        throw new TtsRefusal(429, C.tooMany, 'Too many requests, please try again later.');
      }
      return reply(200, { code: 0, message: 'Success', data: route[3].call(this, { q: u.searchParams, body, shop, id: route[1].exec(path)?.[1] ?? '' }) });
    } catch (err) {
      if (!(err instanceof TtsRefusal)) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end(`fake tiktok: ${(err as Error).message}`);
      }
      this.refusals.push({ path, code: err.code, message: err.message });
      return reply(err.status, { code: err.code, message: err.message });
    }
  }

  /** app_key, timestamp window, sign over path + sorted params + body, the token, and the shop's cipher. */
  private check(u: URL, path: string, raw: string, tokenHeader: string | string[] | undefined, cipherCall: boolean): FakeTtsShop {
    const q = u.searchParams;
    if (q.get('app_key') !== this.appKey) throw new TtsRefusal(401, C.invalidAppKey, 'Invalid app_key.');
    const ts = Number(q.get('timestamp'));
    if (!/^\d{10}$/.test(q.get('timestamp') ?? '')) throw new TtsRefusal(400, C.badTimestamp, 'timestamp (Unix seconds) is required.');
    if (Math.abs(this.now() - ts) > WINDOW_SECONDS) throw new TtsRefusal(401, C.badTimestamp, 'Invalid timestamp: more than 5 minutes away from server time.');
    if (!sameSign(q.get('sign') ?? '', tiktokSign(this.appSecret, path, q, raw))) throw new TtsRefusal(401, C.invalidSign, 'Invalid signature.');
    const token = typeof tokenHeader === 'string' ? tokenHeader : '';
    const g = this.access.get(token);
    if (!g) throw new TtsRefusal(401, C.invalidToken, 'Invalid access token (x-tts-access-token).');
    if (g.expires <= this.now()) throw new TtsRefusal(401, C.expiredToken, 'Access token expired.');
    const shop = this.shop(g.shop_id);
    if (cipherCall) {
      const cipher = q.get('shop_cipher');
      if (!cipher) throw new TtsRefusal(400, C.badParam, 'shop_cipher is required.');
      if (cipher !== shop.cipher) throw new TtsRefusal(400, C.invalidCipher, 'Invalid shop_cipher.');
    }
    return shop;
  }

  private app(q: URLSearchParams, grant: string) {
    const secret = Buffer.from(q.get('app_secret') ?? '');
    const want = Buffer.from(this.appSecret);
    if (q.get('app_key') !== this.appKey || secret.length !== want.length || !timingSafeEqual(secret, want)) throw new TtsRefusal(401, C.invalidAppKey, 'Invalid app_key or app_secret.');
    if (q.get('grant_type') !== grant) throw new TtsRefusal(400, C.badParam, `grant_type must be ${grant}.`);
  }

  private grant(shop_id: string): Json {
    const access_token = `ROW_${randomBytes(24).toString('base64url')}`;
    const refresh_token = `ROW_${randomBytes(24).toString('base64url')}`;
    this.access.set(access_token, { shop_id, expires: this.now() + ACCESS_SECONDS, used: false });
    this.refresh.set(refresh_token, { shop_id, expires: this.now() + REFRESH_SECONDS, used: false });
    const shop = this.shop(shop_id);
    return {
      access_token,
      access_token_expire_in: this.now() + ACCESS_SECONDS,
      refresh_token,
      refresh_token_expire_in: this.now() + REFRESH_SECONDS,
      open_id: `open_${shop.id}`,
      seller_name: shop.name,
      seller_base_region: shop.region,
      user_type: 0,
    };
  }

  tokenGet(q: URLSearchParams): Json {
    this.app(q, 'authorized_code');
    const g = this.codes.get(q.get('auth_code') ?? '');
    if (!g) throw new TtsRefusal(400, C.badAuthCode, 'Invalid auth_code.');
    if (g.used) throw new TtsRefusal(400, C.badAuthCode, 'auth_code already used.');
    if (g.expires <= this.now()) throw new TtsRefusal(400, C.badAuthCode, 'auth_code expired.');
    g.used = true;
    return this.grant(g.shop_id);
  }

  tokenRefresh(q: URLSearchParams): Json {
    this.app(q, 'refresh_token');
    const g = this.refresh.get(q.get('refresh_token') ?? '');
    if (!g) throw new TtsRefusal(400, C.badRefreshToken, 'Invalid refresh_token.');
    if (g.used) throw new TtsRefusal(400, C.badRefreshToken, 'refresh_token already used.');
    if (g.expires <= this.now()) throw new TtsRefusal(400, C.badRefreshToken, 'refresh_token expired.');
    g.used = true;
    return this.grant(g.shop_id);
  }

  private authPage(u: URL, res: ServerResponse) {
    const html = (status: number, body: string) => sendHtml(res, status, 'TikTok Shop Partner (fake)', body);
    const q = u.searchParams;
    if (q.get('app_key') !== this.appKey) return html(400, '<h1>Authorization failed</h1><p id="error">Invalid app_key.</p>');
    if (!/^https?:\/\//.test(this.redirectUri)) return html(400, '<h1>Authorization failed</h1><p id="error">The app has no registered redirect URL.</p>');
    const options = [...this.shops.values()].map((s, i) => `<label><input type="radio" name="shop_id" value="${s.id}"${i === 0 ? ' checked' : ''}> ${esc(s.name)} (${s.region})</label><br>`).join('');
    return html(
      200,
      `<h1>Authorize app ${esc(this.appKey)}</h1><form method="get" action="/oauth/authorize/confirm">` +
        `<input type="hidden" name="state" value="${esc(q.get('state') ?? '')}">${options}<button type="submit">Authorize</button></form>`,
    );
  }

  private authConfirm(u: URL, res: ServerResponse) {
    const shop_id = u.searchParams.get('shop_id') ?? '';
    if (!this.shops.has(shop_id) || !/^https?:\/\//.test(this.redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('bad shop or redirect');
    }
    const to = new URL(this.redirectUri);
    to.searchParams.set('app_key', this.appKey);
    to.searchParams.set('code', this.issueCode(shop_id));
    to.searchParams.set('locale', 'id-ID');
    to.searchParams.set('state', u.searchParams.get('state') ?? '');
    res.writeHead(302, { location: to.toString() });
    res.end();
  }
}
