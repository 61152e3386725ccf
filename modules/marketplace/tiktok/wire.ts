/**
 * TikTok Shop's wire (Partner API 202309): its limits, its error codes as MpError kinds, the shapes of
 * its replies this code relies on (zod; a reply of another shape is MpError('malformed'), spec §8
 * code 2), and its order statuses in the engine's words. Server only; shared with the fake.
 *
 * The numeric codes are *unverified* against the live platform (INTEGRATIONS.md gives only
 * `code ≠ 0`): a code not in the table is classed by the HTTP status and the message's words.
 */
import { z } from 'zod';
import type { MpErrorKind } from '../adapter';
import { decimalText, replyParser } from '../common/wire';

export const TIKTOK_LIMITS = { productPage: 100, orderPage: 50, orderDetail: 50, returnsSearch: 50 } as const;

/** The error codes the adapter tells apart (and the fake answers). */
export const TIKTOK_CODES = {
  invalidSign: 106001,
  badTimestamp: 106002,
  invalidAppKey: 106005,
  invalidToken: 105001,
  expiredToken: 105002,
  invalidCipher: 106011,
  badParam: 36009003,
  tooMany: 36009004,
  notFound: 36009005,
  badAuthCode: 36004004,
  badRefreshToken: 36004005,
} as const;

const KIND_OF_CODE = new Map<number, MpErrorKind>([
  [TIKTOK_CODES.invalidSign, 'sign'],
  [TIKTOK_CODES.badTimestamp, 'sign'],
  [TIKTOK_CODES.invalidAppKey, 'auth'],
  [TIKTOK_CODES.invalidToken, 'auth'],
  [TIKTOK_CODES.expiredToken, 'auth'],
  [TIKTOK_CODES.invalidCipher, 'param'],
  [TIKTOK_CODES.badParam, 'param'],
  [TIKTOK_CODES.tooMany, 'busy'],
  [TIKTOK_CODES.notFound, 'param'],
  [TIKTOK_CODES.badAuthCode, 'auth'],
  [TIKTOK_CODES.badRefreshToken, 'auth'],
]);

export function kindOfCode(code: number, status: number, message: string): MpErrorKind {
  const k = KIND_OF_CODE.get(code);
  if (k) return k;
  if (status === 429 || /too many|rate limit|busy/i.test(message)) return 'busy';
  if (/sign/i.test(message)) return 'sign';
  if (status === 401 || status === 403 || /token|auth|permission/i.test(message)) return 'auth';
  if (status >= 500) return 'other';
  return /param|invalid|not.?found|not exist/i.test(message) ? 'param' : 'other';
}

/** The engine's order words (orders/import.ts) for TikTok Shop's statuses. */
export const STATUS_OF: Record<string, string> = {
  UNPAID: 'UNPAID',
  ON_HOLD: 'READY_TO_SHIP',
  AWAITING_SHIPMENT: 'READY_TO_SHIP',
  PARTIALLY_SHIPPING: 'PROCESSED',
  AWAITING_COLLECTION: 'PROCESSED',
  IN_TRANSIT: 'SHIPPED',
  DELIVERED: 'TO_CONFIRM_RECEIVE',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
};

// ---- reply shapes (only what this code reads; everything else passes) ----
const id = z.union([z.number(), z.string().regex(/^\d+$/)]).transform((v) => String(v));
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => decimalText(v));
const envelope = <S extends z.ZodType>(data: S) => z.object({ code: z.literal(0), data });

export const tokenReply = envelope(
  z.object({
    access_token: z.string().min(1),
    refresh_token: z.string().min(1),
    access_token_expire_in: z.number().int().positive(),
    refresh_token_expire_in: z.number().int().positive().optional(),
    seller_name: z.string().optional().default(''),
  }),
);
export const shopsReply = envelope(
  z.object({ shops: z.array(z.object({ id, name: z.string(), region: z.string().optional().default(''), cipher: z.string().min(1), code: z.string().optional().default('') })).default([]) }),
);
export const warehousesReply = envelope(
  z.object({ warehouses: z.array(z.object({ id, type: z.string().optional().default(''), is_default: z.boolean().optional().default(false), effect_status: z.string().optional().default('') })).default([]) }),
);
const sku = z.object({
  id,
  seller_sku: z.string().optional().default(''),
  price: z.object({ tax_exclusive_price: money.optional(), sale_price: money.optional() }).optional(),
  inventory: z.array(z.object({ warehouse_id: id.optional(), quantity: z.number().int() })).optional().default([]),
  sales_attributes: z.array(z.object({ value_name: z.string().optional() })).optional().default([]),
});
export const productsReply = envelope(
  z.object({
    products: z.array(z.object({ id, title: z.string(), status: z.string().optional().default(''), skus: z.array(sku) })).optional().default([]),
    next_page_token: z.string().optional().default(''),
  }),
);
export const emptyReply = envelope(z.unknown());
export const orderSearchReply = envelope(
  z.object({ orders: z.array(z.object({ id: z.string().min(1) })).optional().default([]), next_page_token: z.string().optional().default('') }),
);
export const orderDetailReply = envelope(
  z.object({
    orders: z.array(
      z.object({
        id: z.string().min(1),
        status: z.string().min(1),
        create_time: z.number().int(),
        update_time: z.number().int(),
        buyer_email: z.string().optional().default(''),
        shipping_provider: z.string().optional().default(''),
        tracking_number: z.string().optional().default(''),
        recipient_address: z.object({ name: z.string().optional(), full_address: z.string().optional() }).optional(),
        payment: z.object({ total_amount: money.optional(), shipping_fee: money.optional() }).optional(),
        line_items: z.array(
          z.object({
            product_id: id,
            sku_id: id,
            seller_sku: z.string().optional().default(''),
            product_name: z.string().optional().default(''),
            sku_name: z.string().optional().default(''),
            sale_price: money.optional(),
            original_price: money.optional(),
          }),
        ),
      }),
    ),
  }),
);
/**
 * GET /finance/202309/orders/{id}/statement_transactions: the order's settlement lines (*unverified*
 * beyond the fields read): `fee_tax_amount` (all fees and taxes, negative) and its breakdown's
 * platform commission and transaction fee. Empty until TikTok Shop settles the order.
 */
export const statementReply = envelope(
  z.object({
    statement_transactions: z
      .array(
        z.object({
          fee_tax_amount: money.optional(),
          fee_tax_breakdown: z.object({ fee: z.object({ platform_commission_amount: money.optional(), transaction_fee_amount: money.optional() }).optional() }).optional(),
        }),
      )
      .optional()
      .default([]),
  }),
);
/** POST /return_refund/202309/returns/search {order_ids}: the orders' returns (reverse orders). */
export const returnsReply = envelope(
  z.object({ return_orders: z.array(z.object({ order_id: id, return_type: z.string().optional().default(''), return_status: z.string() })).optional().default([]) }),
);
/**
 * A return whose goods come back to the seller (*unverified* words): the order is TO_RETURN in the
 * engine's words, whose sale is returned as Shopee's TO_RETURN is. A refund without return
 * (REFUND_ONLY) takes no goods back: left to the seller.
 */
export const RETURN_DONE = new Set(['RETURN_OR_REFUND_REQUEST_COMPLETE']);
export const pushBody = z.object({ type: z.number().int(), shop_id: id.optional(), timestamp: z.number().optional(), data: z.record(z.string(), z.unknown()).optional().default({}) });

export const parseReply = replyParser('TikTok Shop');
