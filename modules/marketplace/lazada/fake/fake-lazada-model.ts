/**
 * The fake Lazada's data (sellers, products, orders of per-unit items), its constants and its
 * refusal, shared by fake-lazada-catalogue.ts and fake-lazada.ts. Test-only.
 */
/** Lifetimes the fake gives (Lazada's reply names them: the adapter reads them from there). */
export const ACCESS_SECONDS = 7 * 24 * 3600;
export const REFRESH_SECONDS = 30 * 24 * 3600;
export const CODE_SECONDS = 30 * 60;
/** How far a call's timestamp may be from Lazada's clock (unverified: an option of the fake). */
export const WINDOW_SECONDS = 5 * 60;

export interface FakeLzSku {
  SkuId: string;
  SellerSku: string;
  variation: string;
  price: number;
  quantity: number;
}
export interface FakeLzProduct {
  item_id: string;
  name: string;
  skus: FakeLzSku[];
}
export interface FakeLzOrderItem {
  order_item_id: string;
  product_id: string;
  sku_id: string;
  sku: string;
  name: string;
  variation: string;
  price: number;
  status: string;
  updated_at: number;
}
/** One line of the seller's account statement for an order (a fee negative). */
export interface FakeLzTransaction {
  fee_name: string;
  amount: number;
  /** Unix seconds: when it was booked. */
  at: number;
}
export interface FakeLzOrder {
  order_id: string;
  /** Its finance transactions (/finance/transaction/details/get): none until `settle`. */
  finance?: FakeLzTransaction[];
  created_at: number;
  updated_at: number;
  buyer: string;
  shipping_fee: number;
  items: FakeLzOrderItem[];
}
export interface FakeLzSeller {
  seller_id: string;
  name: string;
  short_code: string;
  logo: string;
  products: FakeLzProduct[];
  orders: Map<string, FakeLzOrder>;
}
export type NewFakeLzProduct = { name: string; sku?: string; price?: number; stock?: number; skus?: Array<{ sku: string; variation?: string; price?: number; stock?: number }> };
export type Json = Record<string, unknown>;
export interface Grant {
  seller_id: string;
  expires: number;
  used: boolean;
}

/** An error reply: `{code, type, message, request_id}` (ISV: the caller's fault; ISP: Lazada's). */
export class LazadaRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: Json[],
    readonly type: 'ISV' | 'ISP' = 'ISV',
  ) {
    super(message);
  }
}
