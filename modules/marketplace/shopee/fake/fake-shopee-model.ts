/**
 * The fake Shopee's data (shops, listings, orders), its constants, its refusal and the query-parameter
 * helpers, shared by fake-shopee-catalogue.ts and fake-shopee.ts. Test-only.
 */
export const ACCESS_SECONDS = 4 * 3600;
export const REFRESH_SECONDS = 30 * 24 * 3600;
export const CODE_SECONDS = 10 * 60;
export const WINDOW_SECONDS = 5 * 60;
export const AUTH_DAYS = 365;

export interface FakeModel {
  model_id: number;
  sku: string;
  /** Option text, e.g. "Merah, L". */
  name: string;
  price: number;
  stock: number;
}
export interface FakeItem {
  item_id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: 'NORMAL' | 'UNLIST';
  models: FakeModel[];
}
export interface FakeOrderLine {
  item_id: number;
  model_id: number;
  qty: number;
  price: number;
}
export interface FakeOrder {
  order_sn: string;
  status: string;
  create_time: number;
  update_time: number;
  buyer: string;
  lines: FakeOrderLine[];
  shipping_fee: number;
  commission_fee: number;
  service_fee: number;
}
export interface FakeShop {
  shop_id: number;
  name: string;
  logo: string;
  items: FakeItem[];
  orders: Map<string, FakeOrder>;
  /** Authorisation end (Unix seconds), 0 until authorised. */
  expire_time: number;
  auth_time: number;
}

/** An item as a test gives it: ids, prices and stocks default. */
export type NewFakeItem = Omit<Partial<FakeItem>, 'models'> & { name: string; models?: Array<Partial<FakeModel> & { sku: string }> };

export type Json = Record<string, unknown>;
export interface Grant {
  shop_id: number;
  expires: number;
  used: boolean;
}

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function intParam(q: URLSearchParams, name: string, dflt: number): number {
  const v = q.get(name);
  if (v === null || v === '') return dflt;
  if (!/^-?\d+$/.test(v)) throw new Refusal(400, 'error_param', `${name} should be an integer.`);
  return Number(v);
}
export function listParam(q: URLSearchParams, name: string, max: number): string[] {
  const xs = q.getAll(name).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
  if (!xs.length) throw new Refusal(400, 'error_param', `${name} is required.`);
  if (xs.length > max) throw new Refusal(400, 'error_param', `${name} accepts at most ${max}.`);
  return xs;
}
