/**
 * The fake TikTok Shop's data and shop calls (test-only): shops with their cipher and warehouses,
 * products with SKUs, orders a test creates and moves, and the API calls that read or change them
 * (shops, warehouses, products search, inventory and price updates, orders search and detail) with
 * TikTok Shop's page limits and refusals. FakeTiktok (fake-tiktok.ts) adds the HTTP server, the
 * signature, timestamps and tokens, the authorisation page and pushes. Stock is what the last
 * inventory update set (orders do not take stock here).
 */
import { randomBytes } from 'node:crypto';
import { FakeBase } from '../../common/fake-base';
import { TIKTOK_CODES } from '../wire';

export interface FakeTtsSku {
  id: string;
  seller_sku: string;
  /** Option text, e.g. "Merah". */
  option: string;
  price: number;
  stock: number;
}
export interface FakeTtsProduct {
  id: string;
  title: string;
  status: 'ACTIVATE' | 'DRAFT' | 'DELETED';
  skus: FakeTtsSku[];
}
export interface FakeTtsOrder {
  id: string;
  /** TikTok Shop's word: UNPAID, AWAITING_SHIPMENT, …, CANCELLED. */
  status: string;
  create_time: number;
  update_time: number;
  buyer: string;
  /** One line item per unit, as TikTok Shop lists them. */
  units: { product_id: string; sku_id: string; seller_sku: string; product_name: string; sku_name: string; price: number }[];
  shipping_fee: number;
  /** Its settlement (fees as positive rupiah), once booked: the finance statement transactions. */
  settlement?: { commission: number; transaction: number; other: number; at: number };
  /** A return (reverse order) of the whole order: its type and status. */
  ret?: { id: string; type: string; status: string };
}
export interface FakeTtsShop {
  id: string;
  name: string;
  code: string;
  cipher: string;
  region: string;
  warehouses: { id: string; type: 'SALES_WAREHOUSE' | 'RETURN_WAREHOUSE'; is_default: boolean }[];
  products: FakeTtsProduct[];
  orders: Map<string, FakeTtsOrder>;
}
export type NewFakeProduct = { id?: string; title: string; status?: FakeTtsProduct['status']; skus: Array<Partial<FakeTtsSku> & { seller_sku: string }> };
export type Json = Record<string, unknown>;

/** A refusal as TikTok Shop answers it: HTTP status and `{code ≠ 0, message}`. */
export class TtsRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const bad = (message: string) => new TtsRefusal(400, TIKTOK_CODES.badParam, message);

function pageOf<T>(all: T[], q: URLSearchParams, max: number): { page: T[]; next_page_token: string } {
  const size = Number(q.get('page_size'));
  if (!Number.isInteger(size) || size < 1 || size > max) throw bad(`page_size must be 1..${max}.`);
  const tok = q.get('page_token') ?? '';
  const from = tok ? Number(Buffer.from(tok, 'base64url').toString()) : 0;
  if (!Number.isInteger(from) || from < 0) throw bad('Invalid page_token.');
  const page = all.slice(from, from + size);
  return { page, next_page_token: from + size < all.length ? Buffer.from(String(from + size)).toString('base64url') : '' };
}

export abstract class FakeTiktokCatalogue extends FakeBase {
  private nextId = 7_000_000_000_000_000 + Math.floor(Math.random() * 1e15);
  readonly shops = new Map<string, FakeTtsShop>();
  /** Every inventory update that took effect, in order. */
  readonly stockLog: { shop_id: string; product_id: string; sku_id: string; warehouse_id: string; stock: number }[] = [];

  protected id(): string {
    return String(this.nextId++);
  }

  addShop(s: { id?: string; name: string; region?: string; products?: NewFakeProduct[] }): FakeTtsShop {
    const shop: FakeTtsShop = {
      id: s.id ?? this.id(),
      name: s.name,
      code: `IDLC${randomBytes(3).toString('hex').toUpperCase()}`,
      cipher: `ROW_${randomBytes(12).toString('base64url')}`,
      region: s.region ?? 'ID',
      warehouses: [
        { id: this.id(), type: 'RETURN_WAREHOUSE', is_default: false },
        { id: this.id(), type: 'SALES_WAREHOUSE', is_default: true },
      ],
      products: [],
      orders: new Map(),
    };
    this.shops.set(shop.id, shop);
    for (const p of s.products ?? []) this.addProduct(shop.id, p);
    return shop;
  }

  addProduct(shop_id: string, p: NewFakeProduct): FakeTtsProduct {
    const prod: FakeTtsProduct = {
      id: p.id ?? this.id(),
      title: p.title,
      status: p.status ?? 'ACTIVATE',
      skus: p.skus.map((s) => ({ id: s.id ?? this.id(), seller_sku: s.seller_sku, option: s.option ?? '', price: s.price ?? 0, stock: s.stock ?? 0 })),
    };
    this.shop(shop_id).products.push(prod);
    return prod;
  }

  shop(id: string): FakeTtsShop {
    const s = this.shops.get(String(id));
    if (!s) throw new TtsRefusal(404, TIKTOK_CODES.notFound, `Shop ${id} not found.`);
    return s;
  }
  private product(shop: FakeTtsShop, id: string): FakeTtsProduct {
    const p = shop.products.find((x) => x.id === id && x.status !== 'DELETED');
    if (!p) throw new TtsRefusal(404, TIKTOK_CODES.notFound, `Product ${id} not found.`);
    return p;
  }
  sku(shop_id: string, sku_id: string): FakeTtsSku {
    for (const p of this.shop(shop_id).products) for (const s of p.skus) if (s.id === sku_id) return s;
    throw new Error(`sku ${sku_id} tidak ada`);
  }
  stockOf = (shop_id: string, sku_id: string) => this.sku(shop_id, sku_id).stock;
  priceOf = (shop_id: string, sku_id: string) => this.sku(shop_id, sku_id).price;

  /** A new order (default AWAITING_SHIPMENT, i.e. paid): one line item per unit, at the SKU's price unless given. */
  addOrder(shop_id: string, o: { id?: string; status?: string; buyer?: string; lines: Array<{ sku_id: string; qty: number; price?: number }>; shipping_fee?: number }): FakeTtsOrder {
    const shop = this.shop(shop_id);
    const units: FakeTtsOrder['units'] = [];
    for (const l of o.lines) {
      const p = shop.products.find((x) => x.skus.some((s) => s.id === l.sku_id));
      if (!p) throw new Error(`sku ${l.sku_id} tidak ada`);
      const s = p.skus.find((x) => x.id === l.sku_id)!;
      for (let i = 0; i < l.qty; i++) units.push({ product_id: p.id, sku_id: s.id, seller_sku: s.seller_sku, product_name: p.title, sku_name: s.option, price: l.price ?? s.price });
    }
    const t = this.now();
    const order: FakeTtsOrder = { id: o.id ?? `57${this.id().slice(2)}`, status: o.status ?? 'AWAITING_SHIPMENT', create_time: t, update_time: t, buyer: o.buyer ?? 'Pembeli Uji', units, shipping_fee: o.shipping_fee ?? 9000 };
    shop.orders.set(order.id, order);
    return order;
  }

  setOrderStatus(shop_id: string, id: string, status: string): FakeTtsOrder {
    const o = this.shop(shop_id).orders.get(id);
    if (!o) throw new Error(`pesanan ${id} tidak ada`);
    o.status = status;
    o.update_time = Math.max(this.now(), o.update_time + 1);
    return o;
  }

  /** Books the order's settlement (default: commission 5 %, transaction fee 2 % of its goods); its update time does not move. */
  settle(shop_id: string, id: string, fees?: { commission: number; transaction: number; other?: number }): FakeTtsOrder {
    const o = this.shop(shop_id).orders.get(id);
    if (!o) throw new Error(`pesanan ${id} tidak ada`);
    const goods = o.units.reduce((a, u) => a + u.price, 0);
    const f = fees ?? { commission: Math.round(goods * 0.05), transaction: Math.round(goods * 0.02) };
    o.settlement = { commission: f.commission, transaction: f.transaction, other: f.other ?? 0, at: this.now() };
    return o;
  }

  /** A return of the whole order (default: returned and refunded, complete); the order's update time moves. */
  setReturn(shop_id: string, id: string, status = 'RETURN_OR_REFUND_REQUEST_COMPLETE', type = 'RETURN_AND_REFUND'): FakeTtsOrder {
    const o = this.shop(shop_id).orders.get(id);
    if (!o) throw new Error(`pesanan ${id} tidak ada`);
    o.ret = { id: o.ret?.id ?? `49${this.id().slice(2)}`, type, status };
    o.update_time = Math.max(this.now(), o.update_time + 1);
    return o;
  }

  // ---- the API (shop calls: the token's shop, its cipher checked) ----
  statementTransactions(shop: FakeTtsShop, id: string): Json {
    const o = shop.orders.get(id);
    if (!o) throw new TtsRefusal(404, TIKTOK_CODES.notFound, `Order ${id} not found.`);
    const st = o.settlement;
    if (!st) return { order_id: o.id, currency: 'IDR', statement_transactions: [] };
    const goods = o.units.reduce((a, u) => a + u.price, 0);
    const fee = st.commission + st.transaction + st.other;
    return {
      order_id: o.id,
      currency: 'IDR',
      statement_transactions: [
        {
          id: `7${o.id.slice(1)}`,
          statement_time: st.at,
          revenue_amount: String(goods),
          fee_tax_amount: String(-fee),
          settlement_amount: String(goods - fee),
          fee_tax_breakdown: { fee: { platform_commission_amount: String(-st.commission), transaction_fee_amount: String(-st.transaction) }, tax: {} },
        },
      ],
    };
  }

  returnsSearch(shop: FakeTtsShop, body: Json): Json {
    const ids = body.order_ids;
    if (!Array.isArray(ids) || !ids.length || !ids.every((x) => typeof x === 'string')) throw bad('order_ids is required (a list of order ids).');
    if (ids.length > 50) throw bad('order_ids accepts at most 50.');
    const found = (ids as string[]).map((id) => shop.orders.get(id)).filter((o): o is FakeTtsOrder => !!o?.ret);
    return { next_page_token: '', total_count: found.length, return_orders: found.map((o) => ({ return_id: o.ret!.id, order_id: o.id, return_type: o.ret!.type, return_status: o.ret!.status, update_time: o.update_time })) };
  }

  warehouses(shop: FakeTtsShop): Json {
    return { warehouses: shop.warehouses.map((w) => ({ ...w, name: w.type, effect_status: 'ENABLED' })) };
  }

  productsSearch(shop: FakeTtsShop, q: URLSearchParams): Json {
    const all = shop.products.filter((p) => p.status !== 'DELETED');
    const { page, next_page_token } = pageOf(all, q, 100);
    return {
      total_count: all.length,
      next_page_token,
      products: page.map((p) => ({
        id: p.id,
        title: p.title,
        status: p.status,
        skus: p.skus.map((s) => ({
          id: s.id,
          seller_sku: s.seller_sku,
          price: { currency: 'IDR', tax_exclusive_price: String(s.price), sale_price: String(s.price) },
          inventory: [{ warehouse_id: shop.warehouses.find((w) => w.is_default)!.id, quantity: s.stock }],
          sales_attributes: s.option ? [{ name: 'Varian', value_name: s.option }] : [],
        })),
      })),
    };
  }

  inventoryUpdate(shop: FakeTtsShop, product_id: string, body: Json): Json {
    const p = this.product(shop, product_id);
    const skus = body.skus;
    if (!Array.isArray(skus) || !skus.length) throw bad('skus is required.');
    const changes: [FakeTtsSku, string, number][] = [];
    for (const x of skus as Json[]) {
      const s = p.skus.find((k) => k.id === String(x.id));
      if (!s) throw bad(`SKU ${String(x.id)} does not belong to product ${product_id}.`);
      const inv = x.inventory;
      if (!Array.isArray(inv) || inv.length !== 1) throw bad('inventory must list the warehouse and quantity.');
      const { warehouse_id, quantity } = inv[0] as Json;
      if (!shop.warehouses.some((w) => w.id === String(warehouse_id) && w.type === 'SALES_WAREHOUSE')) throw bad(`Invalid warehouse_id ${String(warehouse_id)}.`);
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > 99_999) throw bad('quantity must be an integer 0..99999.');
      changes.push([s, String(warehouse_id), quantity]);
    }
    for (const [s, w, n] of changes) {
      s.stock = n;
      this.stockLog.push({ shop_id: shop.id, product_id, sku_id: s.id, warehouse_id: w, stock: n });
    }
    return {};
  }

  pricesUpdate(shop: FakeTtsShop, product_id: string, body: Json): Json {
    const p = this.product(shop, product_id);
    const skus = body.skus;
    if (!Array.isArray(skus) || !skus.length) throw bad('skus is required.');
    const changes: [FakeTtsSku, number][] = [];
    for (const x of skus as Json[]) {
      const s = p.skus.find((k) => k.id === String(x.id));
      if (!s) throw bad(`SKU ${String(x.id)} does not belong to product ${product_id}.`);
      const price = x.price as Json | undefined;
      if (!price || typeof price.amount !== 'string' || !/^\d+(\.\d+)?$/.test(price.amount) || price.currency !== 'IDR') throw bad('price.amount (string) and currency IDR are required.');
      changes.push([s, Number(price.amount)]);
    }
    for (const [s, n] of changes) s.price = n;
    return {};
  }

  ordersSearch(shop: FakeTtsShop, q: URLSearchParams, body: Json): Json {
    const ge = body.update_time_ge;
    const lt = body.update_time_lt;
    if (typeof ge !== 'number' || typeof lt !== 'number' || lt <= ge) throw bad('update_time_ge and update_time_lt are required (ge < lt).');
    const all = [...shop.orders.values()].filter((o) => o.update_time >= ge && o.update_time < lt).sort((a, b) => a.update_time - b.update_time || (a.id < b.id ? -1 : 1));
    const { page, next_page_token } = pageOf(all, q, 100);
    return { total_count: all.length, next_page_token, orders: page.map((o) => this.orderJson(o)) };
  }

  ordersDetail(shop: FakeTtsShop, q: URLSearchParams): Json {
    const ids = (q.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length) throw bad('ids is required.');
    if (ids.length > 50) throw bad('ids accepts at most 50.');
    return { orders: ids.map((id) => shop.orders.get(id)).filter((o): o is FakeTtsOrder => !!o).map((o) => this.orderJson(o)) };
  }

  private orderJson(o: FakeTtsOrder): Json {
    const goods = o.units.reduce((a, u) => a + u.price, 0);
    return {
      id: o.id,
      status: o.status,
      create_time: o.create_time,
      update_time: o.update_time,
      buyer_email: `${o.buyer.replace(/\W+/g, '').toLowerCase()}@scs.tiktokw.us`,
      shipping_provider: 'J&T Express',
      tracking_number: o.status === 'AWAITING_SHIPMENT' || o.status === 'UNPAID' ? '' : `JT${o.id.slice(-8)}`,
      recipient_address: { name: o.buyer, full_address: 'Jl. Uji No. 1, Jakarta' },
      payment: { currency: 'IDR', total_amount: String(goods + o.shipping_fee), shipping_fee: String(o.shipping_fee), sub_total: String(goods) },
      line_items: o.units.map((u, i) => ({ id: `${o.id}${i}`, product_id: u.product_id, sku_id: u.sku_id, seller_sku: u.seller_sku, product_name: u.product_name, sku_name: u.sku_name, sale_price: String(u.price), original_price: String(u.price), currency: 'IDR' })),
    };
  }
}
