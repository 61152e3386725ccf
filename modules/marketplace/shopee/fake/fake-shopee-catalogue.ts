/**
 * The fake Shopee's catalogue and orders: its clock, the shops, listings and orders a test creates and
 * moves, and the shop calls of the API that read or change them (shop info, items, models, stock,
 * price, orders, escrow). FakeShopee (fake-shopee.ts) adds the HTTP server, the partner's sign and
 * tokens, the authorisation page and pushes on top. Test-only.
 */
import { randomBytes } from 'node:crypto';
import { FakeBase } from '../../common/fake-base';
import { Refusal, intParam, listParam, type FakeItem, type FakeOrder, type FakeShop, type Json, type NewFakeItem } from './fake-shopee-model';

export abstract class FakeShopeeCatalogue extends FakeBase {
  /** Ids start at random: shops of fakes of earlier runs (in a kept database) never share one. */
  private nextId = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  readonly shops = new Map<number, FakeShop>();
  /** Every stock update that took effect, in order (benchmarks compare with the changes). */
  readonly stockLog: { shop_id: number; item_id: number; model_id: number; stock: number }[] = [];

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

  // ---- lookups ----
  protected id(): number {
    return this.nextId++ * 7 + 3;
  }
  protected shop(shop_id: number): FakeShop {
    const s = this.shops.get(Number(shop_id));
    if (!s) throw new Error(`toko ${shop_id} tidak ada di fake Shopee`);
    return s;
  }
  protected item(shop_id: number, item_id: number): FakeItem {
    const it = this.shop(shop_id).items.find((i) => i.item_id === item_id);
    if (!it) throw new Error(`item ${item_id} tidak ada`);
    return it;
  }

  // ---- the shop calls of the API (routed by FakeShopee) ----
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
