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
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pushSign, sameSign, shopeeSign } from '../sign';
import type { ShopeeConfig } from '../shopee';

export const ACCESS_SECONDS = 4 * 3600;
export const REFRESH_SECONDS = 30 * 24 * 3600;
export const CODE_SECONDS = 10 * 60;
export const WINDOW_SECONDS = 5 * 60;
export const AUTH_DAYS = 365;

export interface FakeModel {
  model_id: number;
  sku: string;
  /** Option text, e.g. "Merah, L". */
  name: string;
  price: number;
  stock: number;
}
export interface FakeItem {
  item_id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: 'NORMAL' | 'UNLIST';
  models: FakeModel[];
}
export interface FakeOrderLine {
  item_id: number;
  model_id: number;
  qty: number;
  price: number;
}
export interface FakeOrder {
  order_sn: string;
  status: string;
  create_time: number;
  update_time: number;
  buyer: string;
  lines: FakeOrderLine[];
  shipping_fee: number;
  commission_fee: number;
  service_fee: number;
}
export interface FakeShop {
  shop_id: number;
  name: string;
  logo: string;
  items: FakeItem[];
  orders: Map<string, FakeOrder>;
  /** Authorisation end (Unix seconds), 0 until authorised. */
  expire_time: number;
  auth_time: number;
}

/** An item as a test gives it: ids, prices and stocks default. */
export type NewFakeItem = Omit<Partial<FakeItem>, 'models'> & { name: string; models?: Array<Partial<FakeModel> & { sku: string }> };

type Json = Record<string, unknown>;
interface Grant {
  shop_id: number;
  expires: number;
  used: boolean;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeShopeeOptions {
  partnerId?: number;
  partnerKey?: string;
  /** Delay (ms) before answering access_token/get: widens the window of a refresh race in tests. */
  refreshDelayMs?: number;
}

export class FakeShopee {
  readonly partnerId: number;
  readonly partnerKey: string;
  url = '';
  private server: Server | null = null;
  private offset = 0;
  private busyLeft = 0;
  /** Ids start at random: shops of fakes of earlier runs (in a kept database) never share one. */
  private nextId = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  readonly shops = new Map<number, FakeShop>();
  private codes = new Map<string, Grant>();
  private access = new Map<string, Grant>();
  private refresh = new Map<string, Grant>();
  /** Calls answered, by path (refused ones too), and the refusals by error. */
  readonly calls = new Map<string, number>();
  readonly refusals: { path: string; error: string; message: string }[] = [];
  /** Every stock update that took effect, in order (benchmarks compare with the changes). */
  readonly stockLog: { shop_id: number; item_id: number; model_id: number; stock: number }[] = [];
  refreshDelayMs: number;

  constructor(opts: FakeShopeeOptions = {}) {
    this.partnerId = opts.partnerId ?? 2_000_000 + Math.floor(Math.random() * 900_000);
    this.partnerKey = opts.partnerKey ?? randomBytes(32).toString('hex');
    this.refreshDelayMs = opts.refreshDelayMs ?? 0;
  }

  static async start(opts: FakeShopeeOptions = {}): Promise<FakeShopee> {
    const f = new FakeShopee(opts);
    await f.listen();
    return f;
  }

  async listen(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(port, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((ok) => s.close(() => ok()));
  }

  /** What the adapter needs to call this fake (`shopeeAdapter(() => fake.config(), fake.nowMs)`). */
  config(): ShopeeConfig {
    return { apiUrl: this.url, partnerId: String(this.partnerId), partnerKey: this.partnerKey, timeoutMs: 10_000 };
  }
  /** The env variables a server uses to reach this fake. */
  env(): Record<'SHOPEE_API_URL' | 'SHOPEE_PARTNER_ID' | 'SHOPEE_PARTNER_KEY', string> {
    return { SHOPEE_API_URL: this.url, SHOPEE_PARTNER_ID: String(this.partnerId), SHOPEE_PARTNER_KEY: this.partnerKey };
  }

  // ---- clock ----
  /** Shopee's time (Unix seconds). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }
  /** Shopee's time in milliseconds: the clock to give an adapter under test. */
  readonly nowMs = (): number => Date.now() + this.offset * 1000;
  /** Moves Shopee's clock forward (codes and tokens age; the timestamp window moves with it). */
  advance(seconds: number): void {
    this.offset += seconds;
  }

  /** `error_busy` for the next `n` calls (Infinity: until switched off with 0). */
  setBusy(n: number | boolean): void {
    this.busyLeft = n === true ? Infinity : n === false ? 0 : n;
  }

  // ---- data ----
  addShop(s: { shop_id?: number; name: string; logo?: string; items?: NewFakeItem[] }): FakeShop {
    const shop: FakeShop = { shop_id: s.shop_id ?? this.id(), name: s.name, logo: s.logo ?? '', items: [], orders: new Map(), expire_time: 0, auth_time: 0 };
    this.shops.set(shop.shop_id, shop);
    for (const it of s.items ?? []) this.addItem(shop.shop_id, it);
    return shop;
  }

  addItem(shop_id: number, it: NewFakeItem): FakeItem {
    const item: FakeItem = {
      item_id: it.item_id ?? this.id(),
      name: it.name,
      sku: it.sku ?? '',
      price: it.price ?? 0,
      stock: it.stock ?? 0,
      status: it.status ?? 'NORMAL',
      models: (it.models ?? []).map((m) => ({ model_id: m.model_id ?? this.id(), sku: m.sku, name: m.name ?? m.sku, price: m.price ?? it.price ?? 0, stock: m.stock ?? 0 })),
    };
    this.shop(shop_id).items.push(item);
    return item;
  }

  /** Stock of an item (model 0) or of one model, as Shopee holds it now. */
  stockOf(shop_id: number, item_id: number | string, model_id: number | string = 0): number {
    const it = this.item(shop_id, Number(item_id));
    if (Number(model_id) === 0) return it.stock;
    const m = it.models.find((x) => x.model_id === Number(model_id));
    if (!m) throw new Error(`model ${model_id} tidak ada`);
    return m.stock;
  }
  priceOf(shop_id: number, item_id: number | string, model_id: number | string = 0): number {
    const it = this.item(shop_id, Number(item_id));
    return Number(model_id) === 0 ? it.price : it.models.find((x) => x.model_id === Number(model_id))!.price;
  }

  /** A new order (default READY_TO_SHIP, i.e. paid); lines price at the listing's price unless given. */
  addOrder(shop_id: number, o: { order_sn?: string; status?: string; buyer?: string; lines: Array<{ item_id: number; model_id?: number; qty: number; price?: number }>; shipping_fee?: number; commission_fee?: number; service_fee?: number }): FakeOrder {
    const shop = this.shop(shop_id);
    const t = this.now();
    const lines = o.lines.map((l) => ({ item_id: l.item_id, model_id: l.model_id ?? 0, qty: l.qty, price: l.price ?? this.priceOf(shop_id, l.item_id, l.model_id ?? 0) }));
    const order: FakeOrder = {
      order_sn: o.order_sn ?? `${new Date(t * 1000).toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`,
      status: o.status ?? 'READY_TO_SHIP',
      create_time: t,
      update_time: t,
      buyer: o.buyer ?? 'pembeli_uji',
      lines,
      shipping_fee: o.shipping_fee ?? 10000,
      commission_fee: o.commission_fee ?? Math.round(lines.reduce((a, l) => a + l.price * l.qty, 0) * 0.05),
      service_fee: o.service_fee ?? 1000,
    };
    shop.orders.set(order.order_sn, order);
    return order;
  }

  /** Moves an order to `status` (its update_time becomes Shopee's now). */
  setOrderStatus(shop_id: number, order_sn: string, status: string): FakeOrder {
    const o = this.shop(shop_id).orders.get(order_sn);
    if (!o) throw new Error(`pesanan ${order_sn} tidak ada`);
    o.status = status;
    o.update_time = this.now();
    return o;
  }

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
  private id(): number {
    return this.nextId++ * 7 + 3;
  }
  private shop(shop_id: number): FakeShop {
    const s = this.shops.get(Number(shop_id));
    if (!s) throw new Error(`toko ${shop_id} tidak ada di fake Shopee`);
    return s;
  }
  private item(shop_id: number, item_id: number): FakeItem {
    const it = this.shop(shop_id).items.find((i) => i.item_id === item_id);
    if (!it) throw new Error(`item ${item_id} tidak ada`);
    return it;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', 'http://fake');
    const path = u.pathname;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
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
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><meta charset="utf-8"><title>Shopee Open Platform (fake)</title></head><body>${body}</body></html>`);
    };
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

  shopInfo(shop: FakeShop): Json {
    return { shop_name: shop.name, region: 'ID', status: 'NORMAL', is_cb: false, auth_time: shop.auth_time, expire_time: shop.expire_time };
  }

  itemList(shop: FakeShop, q: URLSearchParams): Json {
    const offset = intParam(q, 'offset', 0);
    const size = intParam(q, 'page_size', NaN);
    if (!(size >= 1 && size <= 100)) throw new Refusal(400, 'error_param', 'page_size should be between 1 and 100.');
    const statuses = q.getAll('item_status');
    if (!statuses.length) throw new Refusal(400, 'error_param', 'item_status is required.');
    const all = shop.items.filter((i) => statuses.includes(i.status));
    const page = all.slice(offset, offset + size);
    const more = offset + size < all.length;
    return { response: { item: page.map((i) => ({ item_id: i.item_id, item_status: i.status, update_time: this.now() })), total_count: all.length, has_next_page: more, next_offset: more ? offset + size : 0 } };
  }

  baseInfo(shop: FakeShop, q: URLSearchParams): Json {
    const ids = listParam(q, 'item_id_list', 50).map(Number);
    const list = shop.items.filter((i) => ids.includes(i.item_id));
    return {
      response: {
        item_list: list.map((i) => ({
          item_id: i.item_id,
          item_name: i.name,
          item_sku: i.sku,
          item_status: i.status,
          has_model: i.models.length > 0,
          ...(i.models.length
            ? {}
            : { price_info: [{ currency: 'IDR', original_price: i.price, current_price: i.price }], stock_info_v2: { summary_info: { total_available_stock: i.stock, total_reserved_stock: 0 }, seller_stock: [{ location_id: 'IDZ', stock: i.stock }] } }),
        })),
      },
    };
  }

  modelList(shop: FakeShop, q: URLSearchParams): Json {
    const it = shop.items.find((i) => i.item_id === intParam(q, 'item_id', NaN));
    if (!it) throw new Refusal(400, 'error_item_not_found', 'Item not found.');
    return {
      response: {
        tier_variation: [{ name: 'Varian', option_list: it.models.map((m) => ({ option: m.name })) }],
        model: it.models.map((m, i) => ({
          model_id: m.model_id,
          model_sku: m.sku,
          tier_index: [i],
          price_info: [{ currency: 'IDR', original_price: m.price, current_price: m.price }],
          stock_info_v2: { summary_info: { total_available_stock: m.stock, total_reserved_stock: 0 }, seller_stock: [{ location_id: 'IDZ', stock: m.stock }] },
        })),
      },
    };
  }

  /** update_stock / update_price: one item, a list of models (model_id 0: the item without variants). */
  private perModel(shop: FakeShop, b: Json, listKey: 'stock_list' | 'price_list', apply: (target: { stock: number; price: number }, entry: Json, model_id: number) => string | null): Json {
    const it = shop.items.find((i) => i.item_id === Number(b.item_id));
    if (!it) throw new Refusal(400, 'error_item_not_found', 'Item not found.');
    const list = b[listKey];
    if (!Array.isArray(list) || !list.length) throw new Refusal(400, 'error_param', `${listKey} is required.`);
    const success_list: Json[] = [];
    const failure_list: Json[] = [];
    for (const e of list as Json[]) {
      const model_id = Number(e.model_id ?? 0);
      const target = model_id === 0 ? (it.models.length ? null : it) : (it.models.find((m) => m.model_id === model_id) ?? null);
      const why = target ? apply(target, e, model_id) : 'model not found';
      if (why) failure_list.push({ model_id, failed_reason: why });
      else success_list.push({ model_id });
    }
    return { response: { success_list, failure_list } };
  }

  updateStock(shop: FakeShop, b: Json): Json {
    return this.perModel(shop, b, 'stock_list', (t, e, model_id) => {
      const ss = e.seller_stock;
      const n = Array.isArray(ss) ? Number((ss[0] as Json | undefined)?.stock) : NaN;
      if (!Number.isInteger(n) || n < 0) return 'invalid stock';
      t.stock = n;
      this.stockLog.push({ shop_id: shop.shop_id, item_id: Number(b.item_id), model_id, stock: n });
      return null;
    });
  }

  updatePrice(shop: FakeShop, b: Json): Json {
    return this.perModel(shop, b, 'price_list', (t, e) => {
      const p = Number(e.original_price);
      if (!Number.isFinite(p) || p <= 0) return 'invalid price';
      t.price = p;
      return null;
    });
  }

  orderList(shop: FakeShop, q: URLSearchParams): Json {
    const field = q.get('time_range_field');
    if (field !== 'create_time' && field !== 'update_time') throw new Refusal(400, 'error_param', 'time_range_field should be create_time or update_time.');
    const from = intParam(q, 'time_from', NaN);
    const to = intParam(q, 'time_to', NaN);
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Refusal(400, 'error_param', 'time_from and time_to are required.');
    if (to - from > 15 * 86400) throw new Refusal(400, 'error_param', 'The time range should not exceed 15 days.');
    const size = intParam(q, 'page_size', NaN);
    if (!(size >= 1 && size <= 100)) throw new Refusal(400, 'error_param', 'page_size should be between 1 and 100.');
    const cursor = q.get('cursor') ?? '';
    let offset = 0;
    if (cursor) {
      const m = /^c(\d+)$/.exec(cursor);
      if (!m) throw new Refusal(400, 'error_param', 'Invalid cursor.');
      offset = Number(m[1]);
    }
    const status = q.get('order_status');
    const all = [...shop.orders.values()]
      .filter((o) => o[field] >= from && o[field] <= to && (!status || o.status === status))
      .sort((a, b) => a[field] - b[field] || a.order_sn.localeCompare(b.order_sn));
    const page = all.slice(offset, offset + size);
    const more = offset + size < all.length;
    return { response: { more, next_cursor: more ? `c${offset + size}` : '', order_list: page.map((o) => ({ order_sn: o.order_sn, order_status: o.status })) } };
  }

  orderDetail(shop: FakeShop, q: URLSearchParams): Json {
    const sns = listParam(q, 'order_sn_list', 50);
    const list = sns.map((sn) => shop.orders.get(sn)).filter((o): o is FakeOrder => !!o);
    return {
      response: {
        order_list: list.map((o) => ({
          order_sn: o.order_sn,
          order_status: o.status,
          region: 'ID',
          currency: 'IDR',
          create_time: o.create_time,
          update_time: o.update_time,
          buyer_username: o.buyer,
          shipping_carrier: 'SPX Standard',
          estimated_shipping_fee: o.shipping_fee,
          actual_shipping_fee: o.shipping_fee,
          total_amount: o.lines.reduce((a, l) => a + l.price * l.qty, 0) + o.shipping_fee,
          recipient_address: { name: 'Pembeli Uji', phone: '******89', full_address: 'Jl. Contoh No. 1, Jakarta' },
          package_list: [{ package_number: `P${o.order_sn}`, tracking_number: ['SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED'].includes(o.status) ? `SPXID${o.order_sn}` : '' }],
          item_list: o.lines.map((l) => {
            const it = shop.items.find((i) => i.item_id === l.item_id);
            const m = it?.models.find((x) => x.model_id === l.model_id);
            return {
              item_id: l.item_id,
              item_name: it?.name ?? '',
              item_sku: it?.sku ?? '',
              model_id: l.model_id,
              model_name: m?.name ?? '',
              model_sku: m?.sku ?? '',
              model_quantity_purchased: l.qty,
              model_original_price: l.price,
              model_discounted_price: l.price,
            };
          }),
        })),
      },
    };
  }

  escrow(shop: FakeShop, q: URLSearchParams): Json {
    const o = shop.orders.get(q.get('order_sn') ?? '');
    if (!o) throw new Refusal(400, 'error_param', 'Order not found.');
    const sub = o.lines.reduce((a, l) => a + l.price * l.qty, 0);
    return { response: { order_sn: o.order_sn, order_income: { commission_fee: o.commission_fee, service_fee: o.service_fee, seller_transaction_fee: 0, escrow_amount: sub - o.commission_fee - o.service_fee } } };
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

function intParam(q: URLSearchParams, name: string, dflt: number): number {
  const v = q.get(name);
  if (v === null || v === '') return dflt;
  if (!/^-?\d+$/.test(v)) throw new Refusal(400, 'error_param', `${name} should be an integer.`);
  return Number(v);
}
function listParam(q: URLSearchParams, name: string, max: number): string[] {
  const xs = q.getAll(name).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
  if (!xs.length) throw new Refusal(400, 'error_param', `${name} is required.`);
  if (xs.length > max) throw new Refusal(400, 'error_param', `${name} accepts at most ${max}.`);
  return xs;
}
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
