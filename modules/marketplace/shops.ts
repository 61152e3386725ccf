/** The marketplaces a shop can be on (spec §3 Marketplace shop: marketplace). Isomorphic. */
export const MARKETPLACES = ['Tokopedia', 'Shopee', 'Lazada', 'TiktokShop'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];
