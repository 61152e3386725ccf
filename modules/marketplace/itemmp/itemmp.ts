import { code, decimal, doctype, flag, int, num, refuse, select, text } from '@niaga/kernel';
import { MARKETPLACES } from '../shops';

/** How much of the warehouse's stock a listing shows (spec §3 item mapping: TipeAlokasi). */
export const TIPE_ALOKASI = [
  { value: 'persen', label: 'Persen dari stok' },
  { value: 'nominal', label: 'Jumlah tetap' },
];

/** The key of a mapping: one per listing (an item without variants, or one model) of a shop. */
export const mappingKey = (v: { marketplace?: unknown; shop_id?: unknown; item_id?: unknown; model_id?: unknown }) =>
  [v.marketplace, v.shop_id, v.item_id, v.model_id || '0'].map((x) => String(x ?? '')).join('/');

/**
 * Marketplace item mapping (spec §3 "Marketplace item mapping"; /itemadmp, /itemedmp under mItem):
 * one listing of a shop (the platform's item_id, and model_id for a variant, '0' without) ↔ one of
 * our items (kodeitem, and iddetailvarian for a variant item's combination). What the engine pushes:
 * the stock the allocation gives (tipealokasi 'persen': floor(stock × nominalalokasi / 100);
 * 'nominal': min(stock, nominalalokasi)) — a new mapping takes 100 % — and, when the shop's
 * `aktifharga` is on, the price of the shop's level. `aktifsync` off: nothing is pushed. A listing
 * pulled by itemmp_tarik whose SKU matched none of our items keeps an empty kodeitem and its status
 * says so, until someone maps it. Unique per (marketplace, shop_id, item_id, model_id): `kunci`.
 */
export default doctype({
  name: 'itemmp',
  title: 'Item Marketplace',
  access: 'mItem',
  key: 'kunci',
  nameField: 'namaitem',
  routes: { list: '/listitemmp', add: '/itemadmp', edit: '/itemedmp' },
  fields: {
    kunci: code('Kunci', 250).computed((d) => mappingKey(d)).unique('Listing ini sudah dipetakan.').hidden(),
    marketplace: select('Marketplace', MARKETPLACES.map((m) => ({ value: m, label: m }))).default('Shopee'),
    marketplaceid: int('MarketplaceID').default(0),
    shop_id: code('Shop ID', 60),
    // Required (the server refuses an empty one), except that a TikTok Shop mapping of a combination
    // may leave it to the combination's TikTok ids (itemmp/variant-tts.ts: /itemadmp2).
    item_id: code('Item ID', 40).optional().indexed(),
    model_id: code('Model ID', 40).default('0'),
    kodeitem: code('Kode Item', 30).upper().optional().ref('item').indexed(),
    // One combination of the variant item `kodeitem` (its detailvarian row), or empty: the item's whole stock.
    iddetailvarian: code('ID Varian', 40).upper().optional().ref('detailvarian', { within: 'kodeitem' }),
    sku: text('SKU', 100).optional().indexed(),
    namaitem: text('Nama Item', 255).optional(),
    isvarian: flag('Varian', false),
    aktifsync: flag('Aktif Sync', true),
    hargajual: decimal('Harga Jual').digits('harga').default('0'),
    tipealokasi: select('Tipe Alokasi', TIPE_ALOKASI).default('persen'),
    nominalalokasi: decimal('Nominal Alokasi', 18, 4).digits('qty').default('100'),
    status: text('Status', 100).optional().default('**edit'),
    /**
     * TikTok Shop's ids of the listing (spec §3 ProductID_TTS, ItemID_TTS, ParentID_TTS; empty on
     * other marketplaces): the product, its SKU, and the product again as the parent of a SKU of a
     * product with several SKUs (a variant). Written by itemmp_tarik.
     */
    productid_tts: code('ProductID TTS', 40).optional(),
    itemid_tts: code('ItemID TTS', 40).optional(),
    parentid_tts: code('ParentID TTS', 40).optional(),
    /**
     * Mapped to one of our items (kept by the server on every save: engine/acts.ts itemmpServer): the
     * list's filter "Terpetakan: tidak" is the screen to fix what itemmp_tarik could not match.
     */
    terpetakan: flag('Terpetakan', false).hidden(),
  },
  rules: [
    (d) => !num(d.nominalalokasi).isNegative() || refuse('nominalalokasi', 'Nominal alokasi tidak boleh negatif.'),
    (d) => d.tipealokasi !== 'persen' || num(d.nominalalokasi).lte(100) || refuse('nominalalokasi', 'Alokasi persen paling banyak 100.'),
  ],
  list: {
    columns: ['marketplace', 'shop_id', 'sku', 'kodeitem', 'namaitem', 'terpetakan', 'aktifsync', 'tipealokasi', 'nominalalokasi', 'status'],
    search: ['sku', 'kodeitem', 'namaitem'],
    sort: { field: 'sku', dir: 'asc' },
    filters: ['marketplace', 'shop_id', 'terpetakan', 'aktifsync'],
  },
});
