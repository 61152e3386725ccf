/**
 * A local fake of Shopee Open Platform v2 (real HTTP on 127.0.0.1) for tests, benchmarks and the
 * browser test. It enforces what the real one does (../shared/design/INTEGRATIONS.md): the sign on
 * every call, the 5-minute timestamp window, codes single-use and 10 minutes, refresh tokens
 * single-use (30 days), access tokens of 4 hours, offsets and cursors, page and batch limits, and
 * — when switched on — throttling (`error_busy`). Its clock can be moved (`advance`); an adapter
 * under test takes `fake.nowMs` as its clock so that its timestamps move with it. It serves the
 * seller's authorisation page (/api/v2/shop/auth_partner: choose a shop, press "Authorize") that
 * redirects to `redirect?code=…&shop_id=…`, holds shops with listings and orders that a test
 * creates and moves, and sends signed pushes. Stock is what update_stock last set (orders do not
 * take stock here). Never used by the server itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { esc, sendHtml } from '../../common/fake-http';
import { pushSign, sameSign, shopeeSign } from '../sign';
import type { ShopeeConfig } from '../shopee';
import { FakeShopeeCatalogue } from './fake-shopee-catalogue';
import { ACCESS_SECONDS, AUTH_DAYS, CODE_SECONDS, REFRESH_SECONDS, Refusal, WINDOW_SECONDS, type FakeShop, type Grant, type Json } from './fake-shopee-model';

export { ACCESS_SECONDS, AUTH_DAYS, CODE_SECONDS, REFRESH_SECONDS, WINDOW_SECONDS } from './fake-shopee-model';
export type { FakeItem, FakeModel, FakeOrder, FakeOrderLine, FakeShop, NewFakeItem } from './fake-shopee-model';

export interface FakeShopeeOptions {
  partnerId?: number;
  partnerKey?: string;
  /** Delay (ms) before answering access_token/get: widens the window of a refresh race in tests. */
  refreshDelayMs?: number;
  /** Delay (ms) before answering update_stock: a drain that takes a while (a server killed in the middle of it). */
  stockDelayMs?: number;
}

export class FakeShopee extends FakeShopeeCatalogue {
  readonly partnerId: number;
  readonly partnerKey: string;
  private busyLeft = 0;
  private codes = new Map<string, Grant>();
  private access = new Map<string, Grant>();
  private refresh = new Map<string, Grant>();
  /** Calls answered, by path (refused ones too), and the refusals by error. */
  readonly calls = new Map<string, number>();
  readonly refusals: { path: string; error: string; message: string }[] = [];
  refreshDelayMs: number;
  stockDelayMs: number;

  constructor(opts: FakeShopeeOptions = {}) {
    super();
    this.partnerId = opts.partnerId ?? 2_000_000 + Math.floor(Math.random() * 900_000);
    this.partnerKey = opts.partnerKey ?? randomBytes(32).toString('hex');
    this.refreshDelayMs = opts.refreshDelayMs ?? 0;
    this.stockDelayMs = opts.stockDelayMs ?? 0;
  }

  static async start(opts: FakeShopeeOptions = {}): Promise<FakeShopee> {
    const f = new FakeShopee(opts);
    await f.listen();
    return f;
  }

  /** What the adapter needs to call this fake (`shopeeAdapter(() => fake.config(), fake.nowMs)`). */
  config(): ShopeeConfig {
    return { apiUrl: this.url, partnerId: String(this.partnerId), partnerKey: this.partnerKey, timeoutMs: 10_000 };
  }
  /** The env variables a server uses to reach this fake. */
  env(): Record<'SHOPEE_API_URL' | 'SHOPEE_PARTNER_ID' | 'SHOPEE_PARTNER_KEY', string> {
    return { SHOPEE_API_URL: this.url, SHOPEE_PARTNER_ID: String(this.partnerId), SHOPEE_PARTNER_KEY: this.partnerKey };
  }

  /** `error_busy` for the next `n` calls (Infinity: until switched off with 0). */
  setBusy(n: number | boolean): void {
    this.busyLeft = n === true ? Infinity : n === false ? 0 : n;
  }

  // ---- codes and tokens ----
  /** A code as the authorisation page gives it (for tests without a browser). */
  issueCode(shop_id: number): string {
    this.shop(shop_id);
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { shop_id, expires: this.now() + CODE_SECONDS, used: false });
    return code;
  }

  /** Ends every access token of a shop now (as if 4 hours had passed for them). */
  expireAccessTokens(shop_id: number): void {
    for (const g of this.access.values()) if (g.shop_id === shop_id) g.expires = this.now() - 1;
  }

  /** The seller revokes the app: every token of the shop stops working. */
  revoke(shop_id: number): void {
    for (const m of [this.access, this.refresh]) for (const [k, g] of m) if (g.shop_id === shop_id) m.delete(k);
    this.shop(shop_id).expire_time = 0;
  }

  // ---- pushes ----
  /** Sends a signed push (Authorization = HMAC(partner key, url|body)) to `url`. */
  async push(url: string, body: Json | string, opts: { sign?: string } = {}): Promise<{ status: number; body: string }> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: opts.sign ?? pushSign(this.partnerKey, url, raw) }, body: raw, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  }
  /** Push code 3 (order status) for an order as it is now. */
  pushOrder(url: string, shop_id: number, order_sn: string) {
    const o = this.shop(shop_id).orders.get(order_sn);
    if (!o) throw new Error(`pesanan ${order_sn} tidak ada`);
    return this.push(url, { shop_id, code: 3, timestamp: this.now(), data: { ordersn: o.order_sn, status: o.status, update_time: o.update_time } });
  }

  // ---- HTTP ----
  protected async handle(req: IncomingMessage, res: ServerResponse, u: URL, raw: string) {
    const path = u.pathname;
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
    const reply = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ request_id: randomBytes(8).toString('hex'), error: '', message: '', ...body }));
    };
    try {
      if (req.method === 'GET' && path === '/api/v2/shop/auth_partner') return this.authPage(u, res);
      if (req.method === 'GET' && path === '/api/v2/shop/auth_partner/confirm') return this.authConfirm(u, res);
      const route = ROUTES[`${req.method} ${path}`];
      if (!route) throw new Refusal(404, 'error_not_found', `Wrong path ${req.method} ${path}`);
      let body: Json = {};
      if (req.method === 'POST') {
        try {
          body = JSON.parse(raw || '{}') as Json;
        } catch {
          throw new Refusal(400, 'error_param', 'Body is not JSON.');
        }
      }
      const shop = this.check(u, path, route.shop);
      if (this.busyLeft > 0) {
        this.busyLeft--;
        throw new Refusal(429, 'error_busy', 'The system is busy, please try again later.');
      }
      if (path === '/api/v2/auth/access_token/get' && this.refreshDelayMs) await new Promise((ok) => setTimeout(ok, this.refreshDelayMs));
      if (path === '/api/v2/product/update_stock' && this.stockDelayMs) await new Promise((ok) => setTimeout(ok, this.stockDelayMs));
      return reply(200, route.fn.call(this, { q: u.searchParams, body, shop }));
    } catch (err) {
      if (!(err instanceof Refusal)) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end(`fake shopee: ${(err as Error).message}`);
      }
      this.refusals.push({ path, error: err.error, message: err.message });
      return reply(err.status, { error: err.error, message: err.message });
    }
  }

  /** partner_id, the timestamp window and the sign; for shop calls the access token and shop. */
  private check(u: URL, path: string, shopCall: boolean): FakeShop | null {
    const q = u.searchParams;
    if (q.get('partner_id') !== String(this.partnerId)) throw new Refusal(403, 'error_auth', 'Invalid partner_id.');
    const ts = Number(q.get('timestamp'));
    if (!Number.isInteger(ts)) throw new Refusal(400, 'error_param', 'Missing or invalid timestamp.');
    if (Math.abs(this.now() - ts) > WINDOW_SECONDS) throw new Refusal(403, 'error_sign', 'Invalid timestamp: more than 5 minutes away from server time.');
    const access_token = q.get('access_token') ?? '';
    const shop_id = q.get('shop_id') ?? '';
    if (shopCall && (!access_token || !/^\d+$/.test(shop_id))) throw new Refusal(400, 'error_param', 'access_token and shop_id are required.');
    const want = shopeeSign(this.partnerKey, this.partnerId, path, ts, shopCall ? { access_token, shop_id } : undefined);
    if (!sameSign(q.get('sign') ?? '', want)) throw new Refusal(403, 'error_sign', 'Wrong sign.');
    if (!shopCall) return null;
    const g = this.access.get(access_token);
    if (!g || g.shop_id !== Number(shop_id)) throw new Refusal(403, 'error_auth', 'Invalid access_token.');
    if (g.expires <= this.now()) throw new Refusal(403, 'error_auth', 'Invalid access_token: expired.');
    return this.shop(Number(shop_id));
  }

  private grant(shop_id: number): Json {
    const access_token = randomBytes(16).toString('hex');
    const refresh_token = randomBytes(16).toString('hex');
    this.access.set(access_token, { shop_id, expires: this.now() + ACCESS_SECONDS, used: false });
    this.refresh.set(refresh_token, { shop_id, expires: this.now() + REFRESH_SECONDS, used: false });
    return { access_token, refresh_token, expire_in: ACCESS_SECONDS, partner_id: this.partnerId, shop_id };
  }

  private authPage(u: URL, res: ServerResponse) {
    const q = u.searchParams;
    const html = (status: number, body: string) => sendHtml(res, status, 'Shopee Open Platform (fake)', body);
    try {
      this.check(u, '/api/v2/shop/auth_partner', false);
    } catch (err) {
      this.refusals.push({ path: u.pathname, error: (err as Refusal).error, message: (err as Error).message });
      return html(403, `<h1>Authorization failed</h1><p id="error">${esc((err as Refusal).error)}: ${esc((err as Error).message)}</p>`);
    }
    const redirect = q.get('redirect') ?? '';
    if (!/^https?:\/\//.test(redirect)) return html(400, '<h1>Authorization failed</h1><p id="error">error_param: redirect is required.</p>');
    const shops = [...this.shops.values()];
    const options = shops.map((s, i) => `<label><input type="radio" name="shop_id" value="${s.shop_id}"${i === 0 ? ' checked' : ''}> ${esc(s.name)} (${s.shop_id})</label><br>`).join('');
    return html(
      200,
      `<h1>Authorize partner ${this.partnerId}</h1><form method="get" action="/api/v2/shop/auth_partner/confirm">` +
        `<input type="hidden" name="redirect" value="${esc(redirect)}">${options}<button type="submit">Authorize</button></form>`,
    );
  }

  private authConfirm(u: URL, res: ServerResponse) {
    const shop_id = Number(u.searchParams.get('shop_id'));
    const redirect = u.searchParams.get('redirect') ?? '';
    if (!this.shops.has(shop_id) || !/^https?:\/\//.test(redirect)) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('bad shop or redirect');
    }
    const code = this.issueCode(shop_id);
    const to = new URL(redirect);
    to.searchParams.set('code', code);
    to.searchParams.set('shop_id', String(shop_id));
    res.writeHead(302, { location: to.toString() });
    res.end();
  }

  // ---- the API ----
  tokenGet(b: Json): Json {
    const code = String(b.code ?? '');
    const shop_id = Number(b.shop_id);
    if (Number(b.partner_id) !== this.partnerId) throw new Refusal(400, 'error_param', 'partner_id in body does not match.');
    const g = this.codes.get(code);
    if (!g || g.shop_id !== shop_id) throw new Refusal(403, 'error_auth', 'Invalid code.');
    if (g.used) throw new Refusal(403, 'error_auth', 'Invalid code: already used.');
    if (g.expires <= this.now()) throw new Refusal(403, 'error_auth', 'Invalid code: expired.');
    g.used = true;
    const shop = this.shop(shop_id);
    shop.auth_time = this.now();
    shop.expire_time = this.now() + AUTH_DAYS * 86400;
    return this.grant(shop_id);
  }

  accessTokenGet(b: Json): Json {
    const rt = String(b.refresh_token ?? '');
    const shop_id = Number(b.shop_id);
    if (Number(b.partner_id) !== this.partnerId) throw new Refusal(400, 'error_param', 'partner_id in body does not match.');
    const g = this.refresh.get(rt);
    if (!g || g.shop_id !== shop_id) throw new Refusal(403, 'error_auth', 'Invalid refresh_token.');
    if (g.used) throw new Refusal(403, 'error_auth', 'Invalid refresh_token: already used.');
    if (g.expires <= this.now()) throw new Refusal(403, 'error_auth', 'Invalid refresh_token: expired.');
    g.used = true;
    return this.grant(shop_id);
  }
}

type Handler = (this: FakeShopee, a: { q: URLSearchParams; body: Json; shop: FakeShop | null }) => Json;
const ROUTES: Record<string, { shop: boolean; fn: Handler }> = {
  'POST /api/v2/auth/token/get': { shop: false, fn: function (a) { return this.tokenGet(a.body); } },
  'POST /api/v2/auth/access_token/get': { shop: false, fn: function (a) { return this.accessTokenGet(a.body); } },
  'GET /api/v2/shop/get_shop_info': { shop: true, fn: function (a) { return this.shopInfo(a.shop!); } },
  'GET /api/v2/shop/get_profile': { shop: true, fn: function (a) { return { response: { shop_logo: a.shop!.logo, shop_name: a.shop!.name, description: '' } }; } },
  'GET /api/v2/product/get_item_list': { shop: true, fn: function (a) { return this.itemList(a.shop!, a.q); } },
  'GET /api/v2/product/get_item_base_info': { shop: true, fn: function (a) { return this.baseInfo(a.shop!, a.q); } },
  'GET /api/v2/product/get_model_list': { shop: true, fn: function (a) { return this.modelList(a.shop!, a.q); } },
  'POST /api/v2/product/update_stock': { shop: true, fn: function (a) { return this.updateStock(a.shop!, a.body); } },
  'POST /api/v2/product/update_price': { shop: true, fn: function (a) { return this.updatePrice(a.shop!, a.body); } },
  'GET /api/v2/order/get_order_list': { shop: true, fn: function (a) { return this.orderList(a.shop!, a.q); } },
  'GET /api/v2/order/get_order_detail': { shop: true, fn: function (a) { return this.orderDetail(a.shop!, a.q); } },
  'GET /api/v2/payment/get_escrow_detail': { shop: true, fn: function (a) { return this.escrow(a.shop!, a.q); } },
};
