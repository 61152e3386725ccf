/**
 * What the marketplace engine needs of a platform (issue 37; ../shared/design/INTEGRATIONS.md).
 * One adapter per marketplace (Shopee first; Lazada and TikTok Shop later) turns the platform's own
 * calls, signatures and shapes into these; the engine (connection, mapping, stock and price pushes,
 * orders) never sees a platform's wire format. Server only.
 *
 * Rules every adapter keeps: no call inside a database transaction (the engine calls adapters from
 * its workers and from acts only after their transaction has committed); tokens are passed in, never
 * logged; a platform's error becomes an `MpError`; a reply that does not have the shape the contract
 * promises is `MpError('malformed')` (spec §8 code 2 'Data yang diterima bermasalah').
 */
import type { Marketplace } from './shops';

/** Tokens of one shop as the platform issued them (plain text: the engine seals them at rest). */
export interface ShopTokens {
  access_token: string;
  refresh_token: string;
  /** When the access token expires (ISO time). */
  access_expires: string;
  /** When the authorisation itself ends (ISO date/time), when the platform says; else ''. */
  auth_expires: string;
  /** The shop the tokens are for, when the platform names it with them rather than in the redirect (Lazada's seller_id; TikTok Shop: from its shop list). */
  shop_id?: string;
}

/** A shop's identity and its current access token, given to every shop call. */
export interface ShopAuth {
  shop_id: string;
  access_token: string;
}

export interface ShopInfo {
  namatoko: string;
  shopurl: string;
  domain_mp: string;
  logo: string;
  /** When the seller's authorisation of this app ends (ISO time), when the platform says (added for the connect flow). */
  auth_expires?: string;
  /** The platform's code of the shop (spec ShopCode), when it has one. */
  shop_code?: string;
}

/** One sellable listing on the platform: an item without variants (model_id '0') or one model. */
export interface MpListing {
  item_id: string;
  /** '0' for an item without variants. */
  model_id: string;
  sku: string;
  nama: string;
  isvarian: boolean;
  /** Price as a decimal string (rupiah). */
  harga: string;
  stok: number;
  /** TikTok Shop's ids (spec ProductID_TTS, ItemID_TTS, ParentID_TTS: '' when not a variant). */
  tts?: { productid: string; itemid: string; parentid: string };
}

export interface StockUpdate {
  item_id: string;
  model_id: string;
  stock: number;
}

export interface PriceUpdate {
  item_id: string;
  model_id: string;
  /** Decimal string. */
  price: string;
}

/** Per-listing outcome of a push; `key` is `item_id:model_id`. */
export interface PushResult {
  ok: string[];
  failed: { key: string; msg: string }[];
}

export interface MpOrderLine {
  item_id: string;
  model_id: string;
  sku: string;
  nama: string;
  jumlah: number;
  /** Unit price the buyer paid, decimal string. */
  harga: string;
}

/** An order as the platform describes it, normalised. `status` is the platform's own status word. */
export interface MpOrder {
  no_order_mp: string;
  status: string;
  /** Created (ISO time). */
  tanggal: string;
  /** Last update (Unix seconds): a late, older copy never overwrites a newer one. */
  update_time: number;
  buyer: string;
  shipping: { kurir: string; resi: string; alamat: string; ongkir: string };
  /** Platform fees taken from the seller's income, decimal strings. */
  fees: { komisi: string; layanan: string; lain: string };
  /** What the buyer paid in all, decimal string. */
  total: string;
  lines: MpOrderLine[];
}

/** What a push (webhook) told us, after its signature was checked. A push is a hint: fetch by API. */
export type MpPush =
  | { kind: 'order'; shop_id: string; no_order_mp: string; status: string }
  | { kind: 'authorised' | 'revoked' | 'expiring'; shop_id: string; expires?: string }
  | { kind: 'other'; shop_id: string; code: number };

export type MpErrorKind = 'auth' | 'sign' | 'param' | 'busy' | 'malformed' | 'network' | 'config' | 'other';

/** A platform call that failed. `retriable`: busy (throttled), network and 5xx; never auth/param. */
export class MpError extends Error {
  constructor(
    readonly kind: MpErrorKind,
    message: string,
    readonly retriable = kind === 'busy' || kind === 'network',
    /** The platform's own error code and request id, for the log (never a token). */
    readonly detail: { error?: string; request_id?: string; status?: number } = {},
  ) {
    super(message);
    this.name = 'MpError';
  }
}

export interface MarketplaceAdapter {
  readonly marketplace: Marketplace;
  /** null when the adapter can run; else the Indonesian message saying which env variable to set. */
  missingConfig(): string | null;
  /** True when the platform's redirect carries no shop_id: the callback takes the shop from the tokens (`ShopTokens.shop_id`): Lazada, TikTok Shop. */
  readonly shopFromTokens?: boolean;
  /**
   * How often the poll may ask this platform for orders (ms), when it asks to be asked less often
   * than the engine's POLL_MS (Lazada: its push is the main path); a failed poll waits twice as long
   * each time, up to 8 times.
   */
  pollIntervalMs?(): number;
  /**
   * The platform's authorisation page for a seller, which sends the browser back to `redirect`;
   * `state` is our sealed link info, for a platform that returns to a fixed, registered URL instead.
   */
  authUrl(redirect: string, state?: string): string;
  /** Single-use code (from the redirect) → tokens. */
  exchangeCode(code: string, shop_id: string): Promise<ShopTokens>;
  /** A refresh token (single use on Shopee) → a new pair. */
  refresh(shop_id: string, refresh_token: string): Promise<ShopTokens>;
  shopInfo(shop: ShopAuth): Promise<ShopInfo>;
  /** Every listing of the shop (all pages), variants as one listing per model. */
  listings(shop: ShopAuth): Promise<MpListing[]>;
  updateStock(shop: ShopAuth, updates: StockUpdate[]): Promise<PushResult>;
  updatePrice(shop: ShopAuth, updates: PriceUpdate[]): Promise<PushResult>;
  /** Order numbers updated in [from, to] (Unix seconds), one page; `cursor` '' for the first. */
  orderList(shop: ShopAuth, range: { from: number; to: number; cursor: string }): Promise<{ orders: string[]; next: string }>;
  orderDetail(shop: ShopAuth, nos: string[]): Promise<MpOrder[]>;
  /**
   * A push as received: `url` is the callback URL the platform was given (PUBLIC_URL + path),
   * `rawBody` the exact bytes. Throws MpError('sign') when the signature does not hold.
   */
  readPush(url: string, rawBody: string, headers: Record<string, string | undefined>): MpPush;
}

/** Gives a connected shop's valid access token, refreshing first when it is near expiry (one refresh at a time per shop). */
export type AccessFor = (marketplace: Marketplace, shop_id: string) => Promise<ShopAuth>;
