/**
 * Lazada's wire (Open Platform, ../shared/design/INTEGRATIONS.md): its limits, the shapes of its
 * replies this code relies on (zod; another shape is MpError('malformed'), spec §8 code 2), its
 * error codes as MpError kinds, its dates, its order item statuses in the engine's words, and the
 * XML payload of /product/price_quantity/update. Server only.
 */
import { z } from 'zod';
import { MpError, type MpErrorKind } from '../adapter';
import { decimalText, replyParser } from '../common/wire';

export { chunks, decimalText } from '../common/wire';

/** Lazada's page and batch limits. */
export const LAZADA_LIMITS = { productPage: 50, orderPage: 100, priceQuantity: 50, finance: 500 } as const;

export const parseReply = replyParser('Lazada');

const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform((v) => String(v));
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => decimalText(v));
const count = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform((v) => Number(v));

export const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_expires_in: z.number().int().positive(),
  account: z.string().optional().default(''),
  country_user_info: z.array(z.object({ country: z.string().optional(), seller_id: id, short_code: z.string().optional() })).optional().default([]),
});
export const sellerReply = z.object({
  data: z.object({ name: z.string(), seller_id: id.optional(), short_code: z.string().optional().default(''), logo_url: z.string().optional().default('') }),
});
export const productsReply = z.object({
  data: z.object({
    total_products: count.optional().default(0),
    products: z
      .array(
        z.object({
          item_id: id,
          attributes: z.object({ name: z.string().optional().default('') }).passthrough().optional().default({ name: '' }),
          skus: z.array(
            z
              .object({ SkuId: id, SellerSku: z.string().optional().default(''), quantity: count.optional().default(0), price: money.optional() })
              .passthrough(),
          ),
        }),
      )
      .optional()
      .default([]),
  }),
});
export const ordersReply = z.object({
  data: z.object({ count: count.optional().default(0), orders: z.array(z.object({ order_id: id })).optional().default([]) }),
});
export const orderReply = z.object({
  data: z.object({
    order_id: id,
    created_at: z.string(),
    updated_at: z.string(),
    customer_first_name: z.string().optional().default(''),
    customer_last_name: z.string().optional().default(''),
    address_shipping: z.object({ first_name: z.string().optional(), address1: z.string().optional(), city: z.string().optional() }).partial().optional(),
    price: money.optional(),
    shipping_fee: money.optional(),
  }),
});
/**
 * /finance/transaction/details/get: the seller's account transactions of an order (its statement
 * lines). `amount` is signed (a fee negative), sometimes with thousands' commas. *Unverified*
 * beyond the fields read: `fee_name` and `amount`.
 */
export const financeReply = z.object({
  data: z.array(
    z.object({
      fee_name: z.string().optional().default(''),
      transaction_type: z.string().optional().default(''),
      amount: z.union([z.number(), z.string().regex(/^-?[\d,]+(\.\d+)?$/)]).transform((v) => decimalText(typeof v === 'string' ? v.replace(/,/g, '') : v)),
    }),
  ),
});
export const orderItemsReply = z.object({
  data: z.array(
    z.object({
      order_item_id: id,
      product_id: id,
      sku_id: id,
      sku: z.string().optional().default(''),
      name: z.string().optional().default(''),
      variation: z.string().optional().default(''),
      item_price: money,
      paid_price: money.optional(),
      status: z.string().min(1),
      shipment_provider: z.string().optional().default(''),
      tracking_code: z.string().optional().default(''),
      updated_at: z.string().optional(),
    }),
  ),
});
export const pushBody = z.object({
  seller_id: z.union([z.string(), z.number()]).transform((v) => String(v)),
  message_type: z.number().int(),
  data: z.record(z.string(), z.unknown()).optional().default({}),
  timestamp: z.number().optional(),
});

// ---- errors ----
const ERROR_KINDS: [RegExp, MpErrorKind][] = [
  [/signature|timestamp/i, 'sign'],
  [/calllimit|call_limit|throttl|busy|servicetimeout|serviceunavailable/i, 'busy'],
  [/accesstoken|refreshtoken|invalidcode|illegalcode|appkey|permission|auth|accessdenied/i, 'auth'],
  [/parameter|param|notfound|not_found|notexist/i, 'param'],
];

/** The kind of a Lazada error code (`type` ISP is Lazada's own failure: retriable). */
export function kindOf(code: string, type = ''): MpErrorKind {
  for (const [re, k] of ERROR_KINDS) if (re.test(code)) return k;
  return type === 'ISP' ? 'busy' : 'other';
}

// ---- dates ----
/** Lazada's time ('2026-12-06 08:00:00 +0700', ISO also) → Unix seconds. */
export function unixOf(s: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(s.trim());
  if (!m) throw new MpError('malformed', `Data yang diterima bermasalah: waktu Lazada '${s}' tidak dikenal.`);
  const zone = !m[3] ? '+07:00' : m[3] === 'Z' ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
  const t = Date.parse(`${m[1]}T${m[2]}${zone}`);
  if (!Number.isFinite(t)) throw new MpError('malformed', `Data yang diterima bermasalah: waktu Lazada '${s}' tidak valid.`);
  return Math.floor(t / 1000);
}
/** Unix seconds → Lazada's ISO 8601 in Jakarta time ('2026-12-06T08:00:00+07:00'). */
export const lazadaTime = (unix: number) => `${new Date((unix + 7 * 3600) * 1000).toISOString().slice(0, 19)}+07:00`;

// ---- statuses ----
/**
 * A Lazada order item's status in the engine's words (orders/import.ts: PAID, CANCELLED, RETURNED);
 * a status not listed counts as paid and in process.
 */
const STATUS: Record<string, string> = {
  unpaid: 'UNPAID',
  pending: 'READY_TO_SHIP',
  topack: 'READY_TO_SHIP',
  confirmed: 'READY_TO_SHIP',
  packed: 'PROCESSED',
  repacked: 'PROCESSED',
  ready_to_ship: 'PROCESSED',
  ready_to_ship_pending: 'PROCESSED',
  toship: 'PROCESSED',
  shipped: 'SHIPPED',
  delivered: 'COMPLETED',
  canceled: 'CANCELLED',
  cancelled: 'CANCELLED',
  returned: 'TO_RETURN',
  shipped_back: 'TO_RETURN',
  shipped_back_success: 'TO_RETURN',
  failed: 'TO_RETURN',
  failed_delivery: 'TO_RETURN',
};
const RANK = ['UNPAID', 'READY_TO_SHIP', 'PROCESSED', 'SHIPPED', 'COMPLETED'];
export const statusWord = (s: string) => STATUS[s.trim().toLowerCase()] ?? 'PROCESSED';

/**
 * The order's status from its items' (one item per unit): all cancelled → CANCELLED; else among the
 * units not cancelled, all returned → TO_RETURN, otherwise the least advanced of the others.
 */
export function orderStatus(itemStatuses: string[]): string {
  const words = itemStatuses.map(statusWord);
  const live = words.filter((w) => w !== 'CANCELLED');
  if (!live.length) return 'CANCELLED';
  const kept = live.filter((w) => w !== 'TO_RETURN');
  if (!kept.length) return 'TO_RETURN';
  return RANK[Math.min(...kept.map((w) => RANK.indexOf(w)))];
}

// ---- /product/price_quantity/update ----
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The payload of one price_quantity/update: each SKU by ItemId and SkuId with its Quantity or Price. */
export function priceQuantityXml(skus: Array<{ item_id: string; sku_id: string; quantity?: number; price?: string }>): string {
  const body = skus
    .map(
      (s) =>
        `<Sku><ItemId>${xml(s.item_id)}</ItemId><SkuId>${xml(s.sku_id)}</SkuId>` +
        (s.quantity !== undefined ? `<Quantity>${s.quantity}</Quantity>` : '') +
        (s.price !== undefined ? `<Price>${xml(s.price)}</Price>` : '') +
        '</Sku>',
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" ?><Request><Product><Skus>${body}</Skus></Product></Request>`;
}
