/**
 * The replies of the marketplace acts the screens read, declared once: each act annotates its
 * handler with its reply (merge.ts infomerge_toped, read by /home's banner; connect.ts verifikasi_url
 * and pengaturanmarketplace_show, engine/acts.ts itemmp_tarik, read by /pengaturanmp; engine/acts.ts
 * mp_get_logsync and orders/acts.ts mp_get_logorder, read by popup 3; orders/acts.ts mp_historyorder,
 * read by /historypesanmarketplace), and its screen imports it with `import type`, so the two cannot
 * drift. Isomorphic: types only.
 */
import type { Marketplace } from './shops';

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

/** A shop of /pengaturanmp: its connection, settings and warning (spec §9). Tokens are never sent. */
export interface TokoPengaturan extends TokoMarketplace {
  dept: string;
  aktifharga: boolean;
  levelharga: number;
  shop_code: string;
  /** The authorisation's end (YYYY-MM-DD), null when the platform gave none. */
  tgl_expired: string | null;
  /** The authorisation ends within 7 days or has ended, or the platform refused the shop. */
  Warning: boolean;
  /** 'aktif' or 'perlu_hubung_ulang'. */
  status: string;
  /** Why the shop needs attention, '' when none. */
  pesan: string;
  /** When the access token expires (ISO), null when unknown. */
  token_exp: string | null;
}

/** `pengaturanmarketplace_show`: the company's shops. */
export interface PengaturanMarketplaceReply {
  tbl_marketplace: TokoPengaturan[];
}

/** `verifikasi_url` (and its `_lazada`, `_tiktokshop`): the platform's authorisation page to open. */
export interface VerifikasiUrlReply {
  tbl_info: Array<{ url: string; encryptedinfo: string; marketplace: Marketplace }>;
}

/** A listing `itemmp_tarik` pulled: mapped (kodeitem, msg 'Dipetakan' / 'Sudah dipetakan') or not (kodeitem '', msg why). */
export interface ItemTarikRow {
  item_id: string;
  /** '0' for an item without variants. */
  model_id: string;
  sku: string;
  namaitem: string;
  isvarian: boolean;
  kodeitem: string;
  msg: string;
}

/** `itemmp_tarik`: the shop's listings mapped to our items by SKU, and those that matched none. */
export interface ItemTarikReply {
  tbl_info_success: ItemTarikRow[];
  tbl_info_failed: ItemTarikRow[];
}

/** `mp_get_logorder` (popup 3, Log Get Order): the last order pull of a shop; all empty when none yet. */
export interface LogOrderReply {
  /** num: 0, 2 when the platform's answer was malformed, 1 when the pull failed (msg). */
  tbl_info_tanggal: Array<{ tanggal: string; sumber: string; msg: string; num: number }>;
  tbl_info_success: Array<{ no_order_mp: string }>;
  /** A failed pull as a whole comes first, with no_order_mp ''. */
  tbl_info_failed: Array<{ no_order_mp: string; msg: string }>;
}

/** A row of the sync log (mp_synclog) as `mp_get_logsync` gives it. */
export interface SyncLogRow {
  sku: string;
  kodeitem: string;
  item_id: string;
  model_id: string;
  /** 'stok', 'harga' or 'tarik'. */
  jenis: string;
  /** The figure sent (stock or price), as text. */
  nilai: string;
  msg: string;
  /** YYYY-MM-DD HH:MM:SS. */
  tanggal_sync: string;
}

/** `mp_get_logsync` (popup 3, Log Sync Data): a shop's last 24 hours of sync up to its last; all empty when none yet. */
export interface LogSyncReply {
  tbl_info_success: SyncLogRow[];
  tbl_info_failed: SyncLogRow[];
  /** The last sync (spec: tanggal_sync, where mp_get_logorder says tanggal). */
  tbl_info_tanggal: Array<{ tanggal_sync: string }>;
}

/** An order of /historypesanmarketplace: completed, cancelled or returned. */
export interface HistoryOrderRow {
  id: number;
  notransaksi: string;
  /** YYYY-MM-DD. */
  tanggal: string;
  marketplace: string;
  shop_id: string;
  no_order_mp: string;
  buyer: string;
  status: string;
  /** Decimal string. */
  total: string;
  nojual: string;
  noretur: string;
}

/** `mp_historyorder`: a page of the orders done with, and the count. */
export interface HistoryOrderReply {
  tbl_pesananmp: HistoryOrderRow[];
  query_data: Array<{ totrec: number; totpage: number }>;
}
