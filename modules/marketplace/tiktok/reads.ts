/**
 * What the TikTok Shop adapter reads (tiktok.ts): a shop's listings (products and their SKUs), orders
 * in detail, and pushes (signature checked first). Server only.
 */
import { MpError, type MpListing, type MpOrder, type MpOrderLine, type MpPush } from '../adapter';
import { chunks, iso } from '../common/wire';
import { sameSign } from '../common/sign';
import type { CallOpts, TiktokClient } from './client';
import { tiktokPushSign } from './sign';
import { orderDetailReply, parseReply, productsReply, pushBody, returnsReply, RETURN_DONE, statementReply, STATUS_OF, TIKTOK_LIMITS } from './wire';
import { num } from '@niaga/kernel';

/** A call on one shop (its token and cipher added by the adapter). */
export type ShopCall = (method: 'GET' | 'POST', path: string, opts?: CallOpts) => Promise<Record<string, unknown>>;

/** Every listing of the shop (all pages), one per SKU: model_id is the SKU id (TikTok Shop always has one). */
export async function listings(call: ShopCall): Promise<MpListing[]> {
  const out: MpListing[] = [];
  const path = '/product/202309/products/search';
  for (let page = ''; ; ) {
    const query: Record<string, string | number> = { page_size: TIKTOK_LIMITS.productPage };
    if (page) query.page_token = page;
    const r = parseReply(productsReply, await call('POST', path, { query, body: { status: 'ALL' } }), path).data;
    for (const p of r.products) {
      if (p.status === 'DELETED') continue;
      for (const s of p.skus) {
        const option = s.sales_attributes.map((a) => a.value_name ?? '').filter(Boolean).join(', ');
        out.push({
          item_id: p.id,
          model_id: s.id,
          sku: s.seller_sku,
          nama: option ? `${p.title} (${option})` : p.title,
          isvarian: p.skus.length > 1,
          harga: s.price?.sale_price ?? s.price?.tax_exclusive_price ?? '0',
          stok: s.inventory.reduce((a, x) => a + x.quantity, 0),
          tts: { productid: p.id, itemid: s.id, parentid: p.skus.length > 1 ? p.id : '' },
        });
      }
    }
    if (!r.next_page_token) break;
    if (r.next_page_token === page) throw new MpError('malformed', 'Data yang diterima bermasalah: halaman produk TikTok Shop tidak maju.');
    page = r.next_page_token;
  }
  return out;
}

/** Orders in detail, 50 a call. TikTok Shop lists one line item per unit: lines of one SKU at one price are joined. */
export async function orderDetail(call: ShopCall, nos: string[]): Promise<MpOrder[]> {
  const out: MpOrder[] = [];
  const path = '/order/202309/orders';
  for (const part of chunks([...new Set(nos)], TIKTOK_LIMITS.orderDetail)) {
    const r = parseReply(orderDetailReply, await call('GET', path, { query: { ids: part.join(',') } }), path).data;
    for (const o of r.orders) {
      const status = STATUS_OF[o.status];
      if (!status) throw new MpError('malformed', `Data yang diterima bermasalah: status pesanan TikTok Shop tidak dikenal (${o.status}).`);
      const lines = new Map<string, MpOrderLine>();
      for (const l of o.line_items) {
        const harga = l.sale_price ?? l.original_price ?? '0';
        const key = `${l.product_id}:${l.sku_id}:${harga}`;
        const had = lines.get(key);
        if (had) had.jumlah += 1;
        else lines.set(key, { item_id: l.product_id, model_id: l.sku_id, sku: l.seller_sku, nama: l.sku_name ? `${l.product_name} (${l.sku_name})` : l.product_name, jumlah: 1, harga });
      }
      out.push({
        no_order_mp: o.id,
        status,
        tanggal: iso(o.create_time),
        update_time: o.update_time,
        buyer: o.recipient_address?.name || o.buyer_email,
        shipping: { kurir: o.shipping_provider, resi: o.tracking_number, alamat: o.recipient_address?.full_address ?? '', ongkir: o.payment?.shipping_fee ?? '0' },
        // The fees are in TikTok Shop's finance statements, not on the order: read below for a paid order.
        fees: { komisi: '0', layanan: '0', lain: '0' },
        total: o.payment?.total_amount ?? '0',
        lines: [...lines.values()],
      });
    }
  }
  await returnsAndFees(call, out);
  return out;
}

/** The engine's statuses of an order with a sale: its returns and fees are read. */
const PAID_WORDS = new Set(['READY_TO_SHIP', 'PROCESSED', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED']);

/**
 * What TikTok Shop keeps beside the order, for the paid ones: returns (the reverse API, one search
 * per 50 orders: a completed return of the goods makes the order TO_RETURN, whose sale the import
 * returns as Shopee's TO_RETURN) and fees (the order's statement transactions: the platform
 * commission → komisi, the transaction fee → layanan, the other fees and taxes → lain; none until
 * TikTok Shop settles it — a later import of the order brings them, orders/import.ts).
 */
async function returnsAndFees(call: ShopCall, orders: MpOrder[]) {
  const paid = orders.filter((o) => PAID_WORDS.has(o.status));
  for (const part of chunks(paid, TIKTOK_LIMITS.returnsSearch)) {
    const path = '/return_refund/202309/returns/search';
    const r = parseReply(returnsReply, await call('POST', path, { body: { order_ids: part.map((o) => o.no_order_mp) } }), path).data;
    const back = new Set(r.return_orders.filter((x) => x.return_type !== 'REFUND_ONLY' && RETURN_DONE.has(x.return_status)).map((x) => x.order_id));
    for (const o of part) if (back.has(o.no_order_mp)) o.status = 'TO_RETURN';
  }
  for (const o of paid) {
    const path = `/finance/202309/orders/${o.no_order_mp}/statement_transactions`;
    const st = parseReply(statementReply, await call('GET', path), path).data.statement_transactions;
    const minus = (v: string | undefined) => num(v ?? '0').neg();
    const komisi = st.reduce((a, t) => a.plus(minus(t.fee_tax_breakdown?.fee?.platform_commission_amount)), num(0));
    const layanan = st.reduce((a, t) => a.plus(minus(t.fee_tax_breakdown?.fee?.transaction_fee_amount)), num(0));
    const all = st.reduce((a, t) => a.plus(minus(t.fee_tax_amount)), num(0));
    const lain = all.minus(komisi).minus(layanan);
    o.fees = { komisi: komisi.toString(), layanan: layanan.toString(), lain: (lain.isNegative() ? num(0) : lain).toString() };
  }
}

/** TikTok Shop's push types this code reads (*unverified* numbers: 1 order status, 6 deauthorised, 7 authorisation expiring). */
export const PUSH_TYPES = { order: 1, deauthorised: 6, expiring: 7 } as const;

/** A push as received: Authorization = HMAC(app secret, app_key + raw body), then its type. */
export function readPush({ ready }: TiktokClient, rawBody: string, headers: Record<string, string | undefined>): MpPush {
  const c = ready();
  if (!sameSign(headers.authorization, tiktokPushSign(c.appSecret, c.appKey, rawBody))) throw new MpError('sign', 'Tanda tangan push TikTok Shop tidak cocok.', false);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new MpError('malformed', 'Data yang diterima bermasalah: push TikTok Shop bukan JSON.');
  }
  const p = parseReply(pushBody, json, 'push');
  const d = p.data;
  const shop_id = p.shop_id ?? '';
  switch (p.type) {
    case PUSH_TYPES.order: {
      const no = d.order_id;
      if (typeof no !== 'string' || !no || typeof d.order_status !== 'string') throw new MpError('malformed', 'Data yang diterima bermasalah: push pesanan TikTok Shop tanpa order_id/order_status.');
      return { kind: 'order', shop_id, no_order_mp: no, status: STATUS_OF[d.order_status] ?? d.order_status };
    }
    case PUSH_TYPES.deauthorised:
      return { kind: 'revoked', shop_id };
    case PUSH_TYPES.expiring: {
      const t = typeof d.expire_time === 'number' ? iso(d.expire_time) : undefined;
      return { kind: 'expiring', shop_id, ...(t ? { expires: t } : {}) };
    }
    default:
      return { kind: 'other', shop_id, code: p.type };
  }
}
