/**
 * What the Lazada adapter reads (lazada.ts): a shop's products (one listing per SKU, matched to our
 * items by seller SKU), orders in detail (the order and its items: one item per unit, each with its
 * own status, joined here into lines with quantities), and pushes (signature checked first).
 * Server only.
 */
import { num } from '@niaga/kernel';
import { MpError, type MpListing, type MpOrder, type MpOrderLine, type MpPush, type ShopAuth } from '../adapter';
import { iso } from '../common/wire';
import type { LazadaClient } from './client';
import { lazadaPushSign, sameSign } from './sign';
import { financeReply, LAZADA_LIMITS, orderItemsReply, orderReply, orderStatus, parseReply, productsReply, pushBody, statusWord, unixOf } from './wire';

/** The attributes of a SKU that name its variant. */
const VARIANT_KEYS = ['color_family', 'size', 'variation'];

/** Every product of the shop (all pages of /products/get), one listing per SKU. */
export async function listings({ call }: LazadaClient, shop: ShopAuth): Promise<MpListing[]> {
  const out: MpListing[] = [];
  const path = '/products/get';
  for (let offset = 0; ; offset += LAZADA_LIMITS.productPage) {
    const r = parseReply(productsReply, await call('GET', path, { shop, params: { filter: 'all', offset, limit: LAZADA_LIMITS.productPage } }), path).data;
    for (const p of r.products)
      for (const s of p.skus) {
        const variant = p.skus.length > 1 ? VARIANT_KEYS.map((k) => s[k]).filter((v) => typeof v === 'string' && v).join(', ') : '';
        out.push({ item_id: p.item_id, model_id: s.SkuId, sku: s.SellerSku, nama: variant ? `${p.attributes.name} (${variant})` : p.attributes.name, isvarian: p.skus.length > 1, harga: s.price ?? '0', stok: s.quantity });
      }
    if (r.products.length < LAZADA_LIMITS.productPage || offset + LAZADA_LIMITS.productPage >= r.total_products) break;
  }
  return out;
}

/** The engine's statuses of an order with a sale (its fees are read then). */
const PAID_WORDS = new Set(['READY_TO_SHIP', 'PROCESSED', 'SHIPPED', 'COMPLETED', 'TO_RETURN']);
/** Jakarta's day of a Unix time (the finance call's dates). */
const jakartaDay = (unix: number) => new Date((unix + 7 * 3600) * 1000).toISOString().slice(0, 10);

/**
 * An order's fees from Lazada's finance transactions (`/finance/transaction/details/get` with
 * `trade_order_id`, from the order's day to today): every negative amount is a fee — "Commission"
 * → komisi, "Payment Fee" → layanan, the others (shipping paid by the seller, vouchers co-funded,
 * penalties) → lain; positive ones (the item price credit) are not. Empty until Lazada books them
 * (the order's later imports bring them: orders/import.ts posts fees that come after the sale).
 */
async function feesOf({ call, now }: LazadaClient, shop: ShopAuth, no: string, created: number): Promise<MpOrder['fees']> {
  const path = '/finance/transaction/details/get';
  const sum = { komisi: num(0), layanan: num(0), lain: num(0) };
  for (let offset = 0; ; offset += LAZADA_LIMITS.finance) {
    const params = { trade_order_id: no, start_time: jakartaDay(created), end_time: jakartaDay(Math.floor(now() / 1000)), limit: LAZADA_LIMITS.finance, offset };
    const rows = parseReply(financeReply, await call('GET', path, { shop, params }), path).data;
    for (const t of rows) {
      const a = num(t.amount);
      if (!a.isNegative()) continue;
      const k = /commission/i.test(t.fee_name) ? 'komisi' : /payment fee/i.test(t.fee_name) ? 'layanan' : 'lain';
      sum[k] = sum[k].plus(a.abs());
    }
    if (rows.length < LAZADA_LIMITS.finance) break;
  }
  return { komisi: sum.komisi.toString(), layanan: sum.layanan.toString(), lain: sum.lain.toString() };
}

/** One order: /order/get and /order/items/get; its units joined into lines (same product, SKU and price). */
async function oneOrder(client: LazadaClient, shop: ShopAuth, no: string): Promise<MpOrder> {
  const { call } = client;
  const o = parseReply(orderReply, await call('GET', '/order/get', { shop, params: { order_id: no } }), '/order/get').data;
  const items = parseReply(orderItemsReply, await call('GET', '/order/items/get', { shop, params: { order_id: no } }), '/order/items/get').data;
  if (!items.length) throw new MpError('malformed', `Data yang diterima bermasalah: pesanan Lazada ${no} tanpa item.`);
  const status = orderStatus(items.map((i) => i.status));
  // The units the order still holds: a unit cancelled alone leaves the order (all cancelled: all of them).
  const held = status === 'CANCELLED' ? items : items.filter((i) => statusWord(i.status) !== 'CANCELLED');
  const lines = new Map<string, MpOrderLine>();
  for (const i of held) {
    const key = `${i.product_id}:${i.sku_id}:${i.item_price}`;
    const l = lines.get(key);
    if (l) l.jumlah++;
    else lines.set(key, { item_id: i.product_id, model_id: i.sku_id, sku: i.sku, nama: i.variation ? `${i.name} (${i.variation})` : i.name, jumlah: 1, harga: i.item_price });
  }
  const times = [unixOf(o.updated_at), ...items.filter((i) => i.updated_at).map((i) => unixOf(i.updated_at!))];
  const first = held.find((i) => i.tracking_code || i.shipment_provider) ?? held[0];
  const subtotal = [...lines.values()].reduce((s, l) => s.plus(num(l.harga).times(l.jumlah)), num(0));
  const ongkir = o.shipping_fee ?? '0';
  return {
    no_order_mp: o.order_id,
    status,
    tanggal: iso(unixOf(o.created_at)),
    update_time: Math.max(...times),
    buyer: `${o.customer_first_name} ${o.customer_last_name}`.trim(),
    shipping: {
      kurir: first.shipment_provider,
      resi: first.tracking_code,
      alamat: [o.address_shipping?.address1, o.address_shipping?.city].filter(Boolean).join(', '),
      ongkir,
    },
    // Lazada's fees are in its finance statements, not in the order: read for a paid order.
    fees: PAID_WORDS.has(status) ? await feesOf(client, shop, o.order_id, unixOf(o.created_at)) : { komisi: '0', layanan: '0', lain: '0' },
    total: subtotal.plus(num(ongkir)).toString(),
    lines: [...lines.values()],
  };
}

/** Orders in detail, one after another (two calls each). */
export async function orderDetail(client: LazadaClient, shop: ShopAuth, nos: string[]): Promise<MpOrder[]> {
  const out: MpOrder[] = [];
  for (const no of [...new Set(nos)]) out.push(await oneOrder(client, shop, no));
  return out;
}

/** A push as received: Authorization = hex HMAC-SHA256(app secret, app key + raw body), then its message type. */
export function readPush({ ready }: LazadaClient, rawBody: string, headers: Record<string, string | undefined>): MpPush {
  const c = ready();
  if (!sameSign(headers.authorization, lazadaPushSign(c.appKey, c.appSecret, rawBody))) throw new MpError('sign', 'Tanda tangan push Lazada tidak cocok.', false);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new MpError('malformed', 'Data yang diterima bermasalah: push Lazada bukan JSON.');
  }
  const p = parseReply(pushBody, json, 'push');
  const d = p.data;
  switch (p.message_type) {
    case 0: {
      const no = d.trade_order_id;
      if ((typeof no !== 'string' && typeof no !== 'number') || !String(no) || typeof d.order_status !== 'string') throw new MpError('malformed', 'Data yang diterima bermasalah: push pesanan Lazada tanpa trade_order_id/order_status.');
      return { kind: 'order', shop_id: p.seller_id, no_order_mp: String(no), status: statusWord(d.order_status) };
    }
    case 8: {
      const shop_id = typeof d.seller_id === 'string' || typeof d.seller_id === 'number' ? String(d.seller_id) : p.seller_id;
      return { kind: 'expiring', shop_id, ...(typeof d.auth_expiry_time === 'number' ? { expires: iso(d.auth_expiry_time) } : {}) };
    }
    default:
      return { kind: 'other', shop_id: p.seller_id, code: p.message_type };
  }
}
