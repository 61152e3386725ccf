/**
 * TikTok Shop's ids on an item's variant rows (spec §3 "Variant": ProductID_TTS, ItemID_TTS,
 * ParentID_TTS on `detailvarian`, as on the mapping `itemmp`). A TikTok Shop listing of one
 * combination is one SKU of a product with several SKUs: the product (`productid_tts`, also the
 * parent, `parentid_tts`) and the SKU (`itemid_tts`). Written here whenever a TikTok Shop mapping
 * names a combination (itemmp_tarik, a save from /itemadmp2 or /itemedmp2); read back
 * - by itemmp_tarik: a TikTok SKU whose id is on a combination maps to it, whatever its seller SKU;
 * - by the mapping's save: a TikTok Shop mapping of a combination given without the listing's ids
 *   (/itemadmp2: shop, item, combination) takes them from the combination, so the stock and price
 *   pushes reach that SKU.
 * The item's own edit keeps them (master item/server.ts).
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import { mappingKey } from './itemmp';

const TIKTOK = 'TiktokShop';

interface MappingIds {
  marketplace?: unknown;
  shop_id?: unknown;
  kunci?: unknown;
  kodeitem?: unknown;
  iddetailvarian?: unknown;
  item_id?: unknown;
  model_id?: unknown;
  productid_tts?: unknown;
  itemid_tts?: unknown;
  parentid_tts?: unknown;
}

const s = (v: unknown) => String(v ?? '');

/** The combinations that carry these TikTok SKU ids: SKU id → our item and combination. */
export async function variantsOfTiktokSkus(tx: Tx, skuIds: string[]): Promise<Map<string, { kodeitem: string; iddetailvarian: string }>> {
  const ids = [...new Set(skuIds.filter(Boolean))];
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ itemid_tts: string; kodeitem: string; iddetailvarian: string }>(
    tx,
    sql`with w(id) as (values ${valuesList(ids.map((x) => [x]), ['::text'])})
        select dv.itemid_tts, i.kodeitem, dv.iddetailvarian from w join detailvarian dv on dv.itemid_tts = w.id join item i on i.id = dv.item_id order by dv.id`,
  );
  const out = new Map<string, { kodeitem: string; iddetailvarian: string }>();
  for (const r of rows) if (!out.has(r.itemid_tts)) out.set(r.itemid_tts, { kodeitem: r.kodeitem, iddetailvarian: r.iddetailvarian });
  return out;
}

/**
 * Before a mapping is saved: a TikTok Shop mapping of a combination without the listing's ids takes
 * them from the combination's row (refused when the combination has none: "Tarik Item" first, or
 * type them); the mapping's own TTS ids follow its listing ids.
 */
export async function fillFromVariant(tx: Tx, rec: MappingIds, selfId: number | null): Promise<void> {
  if (s(rec.marketplace) !== TIKTOK) {
    if (!s(rec.item_id)) throw new ActError(NUM.RULE, 'Item ID harus diisi.', { fields: { item_id: 'Item ID harus diisi' } });
    return;
  }
  if (!s(rec.item_id) && s(rec.iddetailvarian) && s(rec.kodeitem)) {
    const [v] = await rowsOf<{ productid_tts: string; itemid_tts: string; parentid_tts: string }>(
      tx,
      sql`select dv.productid_tts, dv.itemid_tts, dv.parentid_tts from detailvarian dv join item i on i.id = dv.item_id
          where i.kodeitem = ${s(rec.kodeitem)} and dv.iddetailvarian = ${s(rec.iddetailvarian)}`,
    );
    if (v?.productid_tts && v.itemid_tts) {
      Object.assign(rec, { item_id: v.productid_tts, model_id: v.itemid_tts, productid_tts: v.productid_tts, itemid_tts: v.itemid_tts, parentid_tts: v.parentid_tts || v.productid_tts });
      rec.kunci = mappingKey(rec);
      const [taken] = await rowsOf<{ id: number }>(tx, sql`select id from itemmp where kunci = ${s(rec.kunci)} and id <> ${selfId ?? 0}`);
      if (taken) throw new ActError(NUM.RULE, 'Listing ini sudah dipetakan.', { fields: { iddetailvarian: 'Listing varian ini sudah dipetakan' } });
    }
  }
  if (!s(rec.item_id))
    throw new ActError(NUM.RULE, `Item ID harus diisi: varian ${s(rec.iddetailvarian) || '-'} belum mempunyai ID TikTok Shop (Tarik Item dulu, atau isi Item ID dan Model ID).`, {
      fields: { item_id: 'Item ID harus diisi' },
    });
  const model = s(rec.model_id) === '0' ? '' : s(rec.model_id);
  rec.productid_tts = s(rec.productid_tts) || s(rec.item_id);
  rec.itemid_tts = s(rec.itemid_tts) || model;
  if (!s(rec.parentid_tts) && s(rec.iddetailvarian)) rec.parentid_tts = s(rec.item_id);
}

/** After a TikTok Shop mapping of a combination is saved: the combination's row carries its ids. */
export async function stampVariant(tx: Tx, saved: MappingIds): Promise<void> {
  if (s(saved.marketplace) !== TIKTOK || !s(saved.iddetailvarian) || !s(saved.kodeitem) || !s(saved.itemid_tts)) return;
  await tx.execute(sql`update detailvarian dv set productid_tts = ${s(saved.productid_tts)}, itemid_tts = ${s(saved.itemid_tts)}, parentid_tts = ${s(saved.parentid_tts)}
                       from item i where i.id = dv.item_id and i.kodeitem = ${s(saved.kodeitem)} and dv.iddetailvarian = ${s(saved.iddetailvarian)}
                         and (dv.productid_tts, dv.itemid_tts, dv.parentid_tts) is distinct from (${s(saved.productid_tts)}, ${s(saved.itemid_tts)}, ${s(saved.parentid_tts)})`);
}

/** After itemmp_tarik wrote a TikTok Shop shop's mappings: every mapped combination's row carries its listing's ids. */
export async function stampShopVariants(tx: Tx, marketplace: string, shop_id: string): Promise<void> {
  if (marketplace !== TIKTOK) return;
  await tx.execute(sql`update detailvarian dv set productid_tts = m.productid_tts, itemid_tts = m.itemid_tts, parentid_tts = m.parentid_tts
                       from itemmp m join item i on i.kodeitem = m.kodeitem
                       where m.marketplace = ${TIKTOK} and m.shop_id = ${shop_id} and m.iddetailvarian <> '' and m.itemid_tts <> ''
                         and dv.item_id = i.id and dv.iddetailvarian = m.iddetailvarian
                         and (dv.productid_tts, dv.itemid_tts, dv.parentid_tts) is distinct from (m.productid_tts, m.itemid_tts, m.parentid_tts)`);
}
