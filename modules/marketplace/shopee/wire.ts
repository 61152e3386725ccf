/**
 * Shopee's wire (Open Platform v2): its limits, the shapes of its replies this code relies on (zod;
 * a reply of another shape is MpError('malformed'), spec §8 code 2), its error words as MpError
 * kinds, and money as decimal text. Server only; used by the client and the adapter (shopee.ts).
 */
import { z } from 'zod';
import type { MpErrorKind } from '../adapter';
import { decimalText, replyParser } from '../common/wire';

export { chunks, decimalText, iso } from '../common/wire';

/** Shopee's page and batch limits. */
export const SHOPEE_LIMITS = { itemPage: 100, baseInfo: 50, orderPage: 100, orderDetail: 50 } as const;

// ---- reply shapes (only what this code reads; everything else passes) ----
const id = z.union([z.number(), z.string().regex(/^\d+$/)]).transform((v) => String(v));
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => decimalText(v));
export const tokenReply = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expire_in: z.number().int().positive() });
export const shopInfoReply = z.object({ shop_name: z.string(), expire_time: z.number().optional() });
export const profileReply = z.object({ response: z.object({ shop_logo: z.string().optional(), shop_name: z.string().optional() }) });
export const itemListReply = z.object({
  response: z.object({
    item: z.array(z.object({ item_id: id })).optional().default([]),
    has_next_page: z.boolean(),
    next_offset: z.number().int().nonnegative().optional().default(0),
  }),
});
export const priceInfo = z.array(z.object({ current_price: money.optional(), original_price: money })).optional();
export const stockInfo = z
  .object({
    summary_info: z.object({ total_available_stock: z.number().int() }).partial().optional(),
    seller_stock: z.array(z.object({ stock: z.number().int() })).optional(),
  })
  .optional();
export const baseInfoReply = z.object({
  response: z.object({
    item_list: z.array(
      z.object({
        item_id: id,
        item_name: z.string(),
        item_sku: z.string().optional().default(''),
        has_model: z.boolean().optional().default(false),
        price_info: priceInfo,
        stock_info_v2: stockInfo,
      }),
    ),
  }),
});
export const modelListReply = z.object({
  response: z.object({
    tier_variation: z.array(z.object({ name: z.string().optional(), option_list: z.array(z.object({ option: z.string() })).optional().default([]) })).optional().default([]),
    model: z.array(
      z.object({
        model_id: id,
        model_sku: z.string().optional().default(''),
        model_name: z.string().optional(),
        tier_index: z.array(z.number().int()).optional().default([]),
        price_info: priceInfo,
        stock_info_v2: stockInfo,
      }),
    ),
  }),
});
export const pushReply = z.object({
  response: z.object({
    success_list: z.array(z.object({ model_id: id })).optional().default([]),
    failure_list: z.array(z.object({ model_id: id, failed_reason: z.string().optional().default('') })).optional().default([]),
  }),
});
export const orderListReply = z.object({
  response: z.object({
    more: z.boolean(),
    next_cursor: z.string().optional().default(''),
    order_list: z.array(z.object({ order_sn: z.string().min(1) })).optional().default([]),
  }),
});
export const orderDetailReply = z.object({
  response: z.object({
    order_list: z.array(
      z.object({
        order_sn: z.string().min(1),
        order_status: z.string().min(1),
        create_time: z.number().int(),
        update_time: z.number().int(),
        buyer_username: z.string().optional().default(''),
        shipping_carrier: z.string().optional().default(''),
        total_amount: money.optional(),
        actual_shipping_fee: money.optional(),
        estimated_shipping_fee: money.optional(),
        recipient_address: z.object({ name: z.string().optional(), full_address: z.string().optional() }).optional(),
        package_list: z.array(z.object({ tracking_number: z.string().optional() })).optional(),
        item_list: z.array(
          z.object({
            item_id: id,
            item_name: z.string().optional().default(''),
            item_sku: z.string().optional().default(''),
            model_id: id,
            model_name: z.string().optional().default(''),
            model_sku: z.string().optional().default(''),
            model_quantity_purchased: z.number().int().nonnegative(),
            model_discounted_price: money.optional(),
            model_original_price: money.optional(),
          }),
        ),
      }),
    ),
  }),
});
export const escrowReply = z.object({
  response: z.object({
    order_income: z.object({ commission_fee: money.optional(), service_fee: money.optional(), seller_transaction_fee: money.optional() }),
  }),
});
export const pushBody = z.object({ code: z.number().int(), shop_id: id.optional(), timestamp: z.number().optional(), data: z.record(z.string(), z.unknown()).optional().default({}) });

const ERROR_KINDS: [RegExp, MpErrorKind][] = [
  [/sign/i, 'sign'],
  [/busy|too_many|rate_limit|throttl/i, 'busy'],
  [/auth|token|permission|shop_not_authori|no_linked|invalid_partner/i, 'auth'],
  [/param|invalid|not_found|not_exist/i, 'param'],
];

export function kindOf(error: string): MpErrorKind {
  for (const [re, k] of ERROR_KINDS) if (re.test(error)) return k;
  return 'other';
}

export const parseReply = replyParser('Shopee');


export const stockOf = (s: z.output<typeof stockInfo>): number => {
  if (s?.seller_stock?.length) return s.seller_stock.reduce((a, x) => a + x.stock, 0);
  return s?.summary_info?.total_available_stock ?? 0;
};
export const priceOf = (p: z.output<typeof priceInfo>): string => p?.[0]?.original_price ?? '0';
