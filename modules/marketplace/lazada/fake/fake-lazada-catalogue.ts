/**
 * The fake Lazada's catalogue and orders: its clock, the sellers, products (one SKU each, or several
 * for variants) and orders (one order item per unit, each with its own status) that a test creates
 * and moves, and the shop calls of the API that read or change them (/seller/get, /products/get,
 * /product/price_quantity/update, /orders/get, /order/get, /order/items/get). FakeLazada
 * (fake-lazada.ts) adds the HTTP server, the app's signing and tokens, the authorisation page and
 * pushes on top. Test-only.
 */
import { LazadaRefusal, type FakeLzOrder, type FakeLzProduct, type FakeLzSeller, type FakeLzSku, type Json, type NewFakeLzProduct } from './fake-lazada-model';
import { FakeBase } from '../../common/fake-base';

const pad = (n: number) => String(n).padStart(2, '0');
/** Unix seconds as Lazada writes them: '2026-12-06 08:00:00 +0700'. */
export function lazadaDate(unix: number): string {
  const d = new Date((unix + 7 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0700`;
}
/** Lazada's ISO 8601 parameter → Unix seconds (NaN when it is not one). */
const unixParam = (s: string | undefined) => (s && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/.test(s) ? Date.parse(s) / 1000 : NaN);

export abstract class FakeLazadaCatalogue extends FakeBase {
  /** Ids start at random: sellers of fakes of earlier runs (in a kept database) never share one. */
  private nextId = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  readonly sellers = new Map<string, FakeLzSeller>();
  /** Every quantity update that took effect, in order. */
  readonly stockLog: { seller_id: string; item_id: string; sku_id: string; quantity: number }[] = [];

  // ---- data ----
  addSeller(s: { seller_id?: string; name: string; logo?: string; items?: NewFakeLzProduct[] }): FakeLzSeller {
    const seller_id = s.seller_id ?? String(this.id());
    const seller: FakeLzSeller = { seller_id, name: s.name, short_code: `ID${seller_id.slice(-6)}`, logo: s.logo ?? '', products: [], orders: new Map() };
    this.sellers.set(seller_id, seller);
    for (const it of s.items ?? []) this.addProduct(seller_id, it);
    return seller;
  }

  /** A product; without `skus` it has one SKU of its own `sku`, price and stock. */
  addProduct(seller_id: string, p: NewFakeLzProduct): FakeLzProduct {
    const skus = p.skus ?? [{ sku: p.sku ?? '', price: p.price, stock: p.stock }];
    const product: FakeLzProduct = {
      item_id: String(this.id()),
      name: p.name,
      skus: skus.map((s) => ({ SkuId: String(this.id()), SellerSku: s.sku, variation: s.variation ?? '', price: s.price ?? p.price ?? 0, quantity: s.stock ?? p.stock ?? 0 })),
    };
    this.seller(seller_id).products.push(product);
    return product;
  }

  /** Quantity of a SKU (the product's first when not named), as Lazada holds it now. */
  stockOf(seller_id: string, item_id: string, sku_id?: string): number {
    return this.sku(seller_id, item_id, sku_id).quantity;
  }
  priceOf(seller_id: string, item_id: string, sku_id?: string): number {
    return this.sku(seller_id, item_id, sku_id).price;
  }

  /** A new order, one order item per unit (default status 'pending': paid, to pack). */
  addOrder(seller_id: string, o: { order_id?: string; status?: string; buyer?: string; lines: Array<{ item_id: string; sku_id?: string; qty: number; price?: number }>; shipping_fee?: number }): FakeLzOrder {
    const seller = this.seller(seller_id);
    const t = this.now();
    const order: FakeLzOrder = { order_id: o.order_id ?? String(this.id()), created_at: t, updated_at: t, buyer: o.buyer ?? 'Pembeli Uji', shipping_fee: o.shipping_fee ?? 9000, items: [] };
    for (const l of o.lines) {
      const s = this.sku(seller_id, l.item_id, l.sku_id);
      const product = seller.products.find((p) => p.item_id === l.item_id)!;
      for (let i = 0; i < l.qty; i++)
        order.items.push({ order_item_id: String(this.id()), product_id: l.item_id, sku_id: s.SkuId, sku: s.SellerSku, name: product.name, variation: s.variation, price: l.price ?? s.price, status: o.status ?? 'pending', updated_at: t });
    }
    seller.orders.set(order.order_id, order);
    return order;
  }

  /** Moves the order's items (all, or the first `units`) to `status`; their update time becomes Lazada's now. */
  /**
   * Books an order's statement: the item price credit and the given fees (default: Commission 5 %,
   * Payment Fee 2 % of the units' price), as negative amounts; the order's update time is not moved.
   */
  settle(seller_id: string, order_id: string, fees?: Array<{ fee_name: string; amount: number }>): FakeLzOrder {
    const o = this.seller(seller_id).orders.get(order_id);
    if (!o) throw new Error(`pesanan ${order_id} tidak ada`);
    const price = o.items.reduce((a, i) => a + i.price, 0);
    const given = fees ?? [
      { fee_name: 'Commission', amount: -Math.round(price * 0.05) },
      { fee_name: 'Payment Fee', amount: -Math.round(price * 0.02) },
    ];
    o.finance = [{ fee_name: 'Item Price Credit', amount: price, at: this.now() }, ...given.map((f) => ({ ...f, amount: -Math.abs(f.amount), at: this.now() }))];
    return o;
  }

  financeDetails(s: FakeLzSeller, q: Record<string, string>): Json {
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (!q.start_time || !q.end_time) throw new LazadaRefusal('MissingParameter', 'The input parameter "start_time"/"end_time" that is mandatory for processing this request is not supplied.');
    if (!day.test(q.start_time) || !day.test(q.end_time)) throw new LazadaRefusal('InvalidParameter', 'start_time and end_time are dates (YYYY-MM-DD).');
    const offset = Number(q.offset ?? 0);
    const limit = Number(q.limit ?? 500);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 500) throw new LazadaRefusal('InvalidParameter', 'limit should be between 1 and 500.');
    const from = Date.parse(`${q.start_time}T00:00:00+07:00`) / 1000;
    const to = Date.parse(`${q.end_time}T23:59:59+07:00`) / 1000;
    const rows = [...s.orders.values()]
      .filter((o) => !q.trade_order_id || o.order_id === q.trade_order_id)
      .flatMap((o) => (o.finance ?? []).filter((t) => t.at >= from && t.at <= to).map((t) => ({ o, t })));
    return {
      data: rows.slice(offset, offset + limit).map(({ o, t }) => ({
        order_no: o.order_id,
        transaction_date: lazadaDate(t.at).slice(0, 10),
        transaction_type: t.amount < 0 ? 'Fees' : 'Orders-Sales',
        fee_name: t.fee_name,
        amount: t.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        paid_status: 'Not paid',
        statement: `${lazadaDate(t.at).slice(0, 10)} - ${lazadaDate(t.at + 7 * 86400).slice(0, 10)}`,
      })),
    };
  }

  setOrderStatus(seller_id: string, order_id: string, status: string, units?: number): FakeLzOrder {
    const o = this.seller(seller_id).orders.get(order_id);
    if (!o) throw new Error(`pesanan ${order_id} tidak ada`);
    for (const it of o.items.slice(0, units ?? o.items.length)) {
      it.status = status;
      it.updated_at = this.now();
    }
    o.updated_at = this.now();
    return o;
  }

  // ---- lookups ----
  protected id(): number {
    return this.nextId++ * 7 + 3;
  }
  protected seller(seller_id: string): FakeLzSeller {
    const s = this.sellers.get(String(seller_id));
    if (!s) throw new Error(`seller ${seller_id} tidak ada di fake Lazada`);
    return s;
  }
  protected sku(seller_id: string, item_id: string, sku_id?: string): FakeLzSku {
    const p = this.seller(seller_id).products.find((x) => x.item_id === String(item_id));
    const s = sku_id ? p?.skus.find((x) => x.SkuId === String(sku_id)) : p?.skus[0];
    if (!s) throw new Error(`SKU ${item_id}/${sku_id ?? ''} tidak ada`);
    return s;
  }

  // ---- the shop calls of the API (routed by FakeLazada) ----
  sellerGet(s: FakeLzSeller): Json {
    return { data: { name: s.name, seller_id: Number(s.seller_id), short_code: s.short_code, logo_url: s.logo, location: 'Jakarta', verified: true } };
  }

  products(s: FakeLzSeller, q: Record<string, string>): Json {
    const offset = Number(q.offset ?? 0);
    const limit = Number(q.limit ?? 10);
    if (!q.filter) throw new LazadaRefusal('MissingParameter', 'The input parameter "filter" that is mandatory for processing this request is not supplied.');
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 50) throw new LazadaRefusal('InvalidParameter', 'limit should be between 1 and 50.');
    const page = s.products.slice(offset, offset + limit);
    return {
      data: {
        total_products: s.products.length,
        products: page.map((p) => ({
          item_id: Number(p.item_id),
          primary_category: 10000,
          attributes: { name: p.name, brand: 'No Brand' },
          skus: p.skus.map((k) => ({ SkuId: Number(k.SkuId), SellerSku: k.SellerSku, ShopSku: `${p.item_id}_ID-${k.SkuId}`, quantity: k.quantity, Available: k.quantity, price: k.price, special_price: 0, Status: 'active', ...(k.variation ? { variation: k.variation } : {}) })),
        })),
      },
    };
  }

  /** The XML payload: every SKU must exist (else nothing is applied), at most 50, Quantity a whole number ≥ 0, Price > 0. */
  priceQuantity(s: FakeLzSeller, q: Record<string, string>): Json {
    const payload = q.payload;
    if (!payload) throw new LazadaRefusal('MissingParameter', 'The input parameter "payload" that is mandatory for processing this request is not supplied.');
    if (!/^(<\?xml[^>]*\?>)?\s*<Request>\s*<Product>\s*<Skus>[\s\S]*<\/Skus>\s*<\/Product>\s*<\/Request>\s*$/.test(payload)) throw new LazadaRefusal('InvalidParameter', 'Invalid payload: not a Request/Product/Skus document.');
    const skus = [...payload.matchAll(/<Sku>([\s\S]*?)<\/Sku>/g)].map((m) => {
      const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(m[1])?.[1];
      return { item_id: tag('ItemId'), sku_id: tag('SkuId'), seller_sku: tag('SellerSku'), quantity: tag('Quantity'), price: tag('Price') };
    });
    if (!skus.length) throw new LazadaRefusal('InvalidParameter', 'Invalid payload: no Sku.');
    if (skus.length > 50) throw new LazadaRefusal('InvalidParameter', 'Too many SKUs in one request: at most 50.');
    const detail: Json[] = [];
    const apply: Array<() => void> = [];
    for (const x of skus) {
      const p = s.products.find((pp) => pp.item_id === x.item_id);
      const k = p?.skus.find((kk) => (x.sku_id ? kk.SkuId === x.sku_id : kk.SellerSku === x.seller_sku));
      const why = !k ? 'SKU not found' : x.quantity === undefined && x.price === undefined ? 'Quantity or Price is required' : x.quantity !== undefined && !/^\d+$/.test(x.quantity) ? 'Invalid Quantity' : x.price !== undefined && !(Number(x.price) > 0) ? 'Invalid Price' : '';
      if (why) detail.push({ field: 'SkuId', message: why, seller_sku: k?.SellerSku ?? x.seller_sku ?? '' });
      else
        apply.push(() => {
          if (x.quantity !== undefined) {
            k!.quantity = Number(x.quantity);
            this.stockLog.push({ seller_id: s.seller_id, item_id: p!.item_id, sku_id: k!.SkuId, quantity: k!.quantity });
          }
          if (x.price !== undefined) k!.price = Number(x.price);
        });
    }
    if (detail.length) throw new LazadaRefusal('InvalidParameter', `${detail.length} SKU(s) refused.`, detail);
    for (const f of apply) f();
    return {};
  }

  orders(s: FakeLzSeller, q: Record<string, string>): Json {
    const after = unixParam(q.update_after ?? q.created_after);
    if (!Number.isFinite(after)) throw new LazadaRefusal('MissingParameter', 'Either created_after or update_after is mandatory (ISO 8601).');
    const before = q.update_before ? unixParam(q.update_before) : Infinity;
    if (Number.isNaN(before)) throw new LazadaRefusal('InvalidParameter', 'update_before is not ISO 8601.');
    const offset = Number(q.offset ?? 0);
    const limit = Number(q.limit ?? 100);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100) throw new LazadaRefusal('InvalidParameter', 'limit should be between 1 and 100.');
    const field = q.update_after ? 'updated_at' : 'created_at';
    const all = [...s.orders.values()].filter((o) => o[field] >= after && o[field] <= before).sort((a, b) => a[field] - b[field] || a.order_id.localeCompare(b.order_id));
    const page = all.slice(offset, offset + limit);
    return { data: { count: page.length, countTotal: all.length, orders: page.map((o) => this.header(o)) } };
  }

  private header(o: FakeLzOrder): Json {
    const price = o.items.reduce((a, i) => a + i.price, 0);
    return {
      order_id: Number(o.order_id),
      order_number: Number(o.order_id),
      created_at: lazadaDate(o.created_at),
      updated_at: lazadaDate(o.updated_at),
      customer_first_name: o.buyer,
      customer_last_name: '',
      address_shipping: { first_name: o.buyer, address1: 'Jl. Contoh No. 2', city: 'Jakarta' },
      price: price.toFixed(2),
      shipping_fee: o.shipping_fee,
      items_count: o.items.length,
      statuses: [...new Set(o.items.map((i) => i.status))],
    };
  }

  private order(s: FakeLzSeller, q: Record<string, string>): FakeLzOrder {
    if (!q.order_id) throw new LazadaRefusal('MissingParameter', 'The input parameter "order_id" that is mandatory for processing this request is not supplied.');
    const o = s.orders.get(q.order_id);
    if (!o) throw new LazadaRefusal('E0108', 'Invalid Order ID');
    return o;
  }

  orderGet(s: FakeLzSeller, q: Record<string, string>): Json {
    return { data: this.header(this.order(s, q)) };
  }

  orderItems(s: FakeLzSeller, q: Record<string, string>): Json {
    const o = this.order(s, q);
    return {
      data: o.items.map((i) => ({
        order_item_id: Number(i.order_item_id),
        order_id: Number(o.order_id),
        product_id: Number(i.product_id),
        sku_id: i.sku_id,
        sku: i.sku,
        name: i.name,
        variation: i.variation,
        item_price: i.price,
        paid_price: i.price,
        currency: 'IDR',
        status: i.status,
        shipment_provider: ['shipped', 'delivered'].includes(i.status) ? 'LEX ID' : '',
        tracking_code: ['shipped', 'delivered'].includes(i.status) ? `LXID${i.order_item_id}` : '',
        created_at: lazadaDate(o.created_at),
        updated_at: lazadaDate(i.updated_at),
      })),
    };
  }
}
