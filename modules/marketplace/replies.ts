/**
 * The replies of the marketplace acts the screens read (merge.ts: infomerge_toped), declared once:
 * the act annotates its handler with it and /home's banner imports it. Isomorphic: types only.
 */

/** A connected marketplace shop. */
export interface TokoMarketplace {
  shop_id: string;
  namatoko: string;
  ShopURL: string;
  domain_mp: string;
  MarketplaceID: number;
  logo: string;
  marketplace: string;
}

/** `infomerge_toped`: the Tokopedia shops to merge into their new home. */
export interface InfoMergeReply {
  tbl_marketplace: TokoMarketplace[];
}
