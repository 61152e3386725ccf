/**
 * What the Shopee adapter reads (shopee.ts): a shop's listings (items and their models), orders in
 * detail with their fees, and pushes (signature checked first). Server only.
 */
import { MpError, type MpListing, type MpOrder, type MpPush, type ShopAuth } from '../adapter';
import type { ShopeeClient } from './client';
import { pushSign, sameSign } from './sign';
import { baseInfoReply, chunks, escrowReply, iso, itemListReply, modelListReply, orderDetailReply, parseReply, priceOf, pushBody, SHOPEE_LIMITS, stockOf } from './wire';

/** Every listing of the shop (all pages), a variant item as one listing per model. */
export async function listings({ call }: ShopeeClient, shop: ShopAuth): Promise<MpListing[]> {
  const ids: string[] = [];
  for (let offset = 0; ; ) {
    const path = '/api/v2/product/get_item_list';
    const r = parseReply(itemListReply, await call('GET', path, { shop, query: { offset, page_size: SHOPEE_LIMITS.itemPage, item_status: ['NORMAL', 'UNLIST'] } }), path).response;
    ids.push(...r.item.map((i) => i.item_id));
    if (!r.has_next_page) break;
    if (r.next_offset <= offset) throw new MpError('malformed', 'Data yang diterima bermasalah: halaman produk Shopee tidak maju.');
    offset = r.next_offset;
  }
  const out: MpListing[] = [];
  for (const part of chunks([...new Set(ids)], SHOPEE_LIMITS.baseInfo)) {
    const path = '/api/v2/product/get_item_base_info';
    const r = parseReply(baseInfoReply, await call('GET', path, { shop, query: { item_id_list: part.join(',') } }), path).response;
    for (const it of r.item_list) {
      if (!it.has_model) {
        out.push({ item_id: it.item_id, model_id: '0', sku: it.item_sku, nama: it.item_name, isvarian: false, harga: priceOf(it.price_info), stok: stockOf(it.stock_info_v2) });
        continue;
      }
      const mp = '/api/v2/product/get_model_list';
      const m = parseReply(modelListReply, await call('GET', mp, { shop, query: { item_id: it.item_id } }), mp).response;
      for (const md of m.model) {
        const name = md.model_name || md.tier_index.map((t, i) => m.tier_variation[i]?.option_list[t]?.option ?? '').filter(Boolean).join(', ');
        out.push({
          item_id: it.item_id,
          model_id: md.model_id,
          sku: md.model_sku,
          nama: name ? `${it.item_name} (${name})` : it.item_name,
          isvarian: true,
          harga: priceOf(md.price_info),
          stok: stockOf(md.stock_info_v2),
        });
      }
    }
  }
  return out;
}

/** Orders in detail, 50 a call; a paid order's fees from its escrow detail. */
export async function orderDetail({ call }: ShopeeClient, shop: ShopAuth, nos: string[]): Promise<MpOrder[]> {
  const out: MpOrder[] = [];
  for (const part of chunks([...new Set(nos)], SHOPEE_LIMITS.orderDetail)) {
    const path = '/api/v2/order/get_order_detail';
    const fields = 'buyer_username,item_list,recipient_address,shipping_carrier,total_amount,actual_shipping_fee,estimated_shipping_fee,package_list';
    const r = parseReply(orderDetailReply, await call('GET', path, { shop, query: { order_sn_list: part.join(','), response_optional_fields: fields } }), path).response;
    for (const o of r.order_list) {
      let fees = { komisi: '0', layanan: '0', lain: '0' };
      if (!['UNPAID', 'CANCELLED', 'IN_CANCEL'].includes(o.order_status)) {
        const ep = '/api/v2/payment/get_escrow_detail';
        const inc = parseReply(escrowReply, await call('GET', ep, { shop, query: { order_sn: o.order_sn } }), ep).response.order_income;
        fees = { komisi: inc.commission_fee ?? '0', layanan: inc.service_fee ?? '0', lain: inc.seller_transaction_fee ?? '0' };
      }
      out.push({
        no_order_mp: o.order_sn,
        status: o.order_status,
        tanggal: iso(o.create_time),
        update_time: o.update_time,
        buyer: o.buyer_username || o.recipient_address?.name || '',
        shipping: {
          kurir: o.shipping_carrier,
          resi: o.package_list?.find((p) => p.tracking_number)?.tracking_number ?? '',
          alamat: o.recipient_address?.full_address ?? '',
          ongkir: o.actual_shipping_fee ?? o.estimated_shipping_fee ?? '0',
        },
        fees,
        total: o.total_amount ?? '0',
        lines: o.item_list.map((l) => ({
          item_id: l.item_id,
          model_id: l.model_id,
          sku: l.model_sku || l.item_sku,
          nama: l.model_name ? `${l.item_name} (${l.model_name})` : l.item_name,
          jumlah: l.model_quantity_purchased,
          harga: l.model_discounted_price ?? l.model_original_price ?? '0',
        })),
      });
    }
  }
  return out;
}

/** A push as received: its signature over the callback URL and the raw body, then its code. */
export function readPush({ ready }: ShopeeClient, url: string, rawBody: string, headers: Record<string, string | undefined>): MpPush {
  const c = ready();
  if (!sameSign(headers.authorization, pushSign(c.partnerKey, url, rawBody))) throw new MpError('sign', 'Tanda tangan push Shopee tidak cocok.', false);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new MpError('malformed', 'Data yang diterima bermasalah: push Shopee bukan JSON.');
  }
  const p = parseReply(pushBody, json, 'push');
  const d = p.data;
  const shop_id = p.shop_id ?? (typeof d.shop_id === 'number' || typeof d.shop_id === 'string' ? String(d.shop_id) : '');
  switch (p.code) {
    case 3: {
      const sn = d.ordersn ?? d.order_sn;
      if (typeof sn !== 'string' || !sn || typeof d.status !== 'string') throw new MpError('malformed', 'Data yang diterima bermasalah: push pesanan Shopee tanpa ordersn/status.');
      return { kind: 'order', shop_id, no_order_mp: sn, status: d.status };
    }
    case 1:
      return { kind: 'authorised', shop_id };
    case 2:
      return { kind: 'revoked', shop_id };
    case 12: {
      const soon = Array.isArray(d.shop_expire_soon) ? d.shop_expire_soon.map(String) : [];
      const before = typeof d.expire_before === 'number' ? iso(d.expire_before) : undefined;
      return { kind: 'expiring', shop_id: shop_id || soon[0] || '', ...(before ? { expires: before } : {}) };
    }
    default:
      return { kind: 'other', shop_id, code: p.code };
  }
}
