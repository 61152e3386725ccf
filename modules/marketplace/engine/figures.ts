/**
 * The figures a push sends, read at send time (never when the change was queued: a late send or a
 * retry sends the stock as it is now, so the newest figure always wins).
 *
 * Stock: the item's (or its variant's) quantity in the shop's warehouse (`dept`; empty: every
 * warehouse), in base units, whole units only, through the allocation: tipealokasi 'persen' →
 * floor(stock × nominalalokasi / 100); 'nominal' → min(stock, nominalalokasi); never below 0.
 * Price: the shop's price level (`levelharga` 1–4) of the item's base unit, or of the variant.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import { num } from '@niaga/kernel';
import type { ListingKey } from './enqueue';

export interface ListingFigure {
  marketplace: string;
  shop_id: string;
  item_id: string;
  model_id: string;
  sku: string;
  kodeitem: string;
  /** Our item no longer exists (deleted or renamed): nothing is sent for it. */
  missing: boolean;
  stock: number;
  price: string;
  aktifharga: boolean;
}

/** The allocated stock: see the file's comment. */
export function allocate(stock: string | number, tipe: string, nominal: string | number): number {
  const s = num(stock).floor();
  if (s.lte(0)) return 0;
  const n = num(nominal);
  const out = tipe === 'nominal' ? (n.floor().lt(s) ? n.floor() : s) : s.times(n).div(100).floor();
  return out.isNegative() ? 0 : out.toNumber();
}

/** The current figures of every active mapping of the given platform items. */
export async function figuresOf(tx: Tx, listings: ListingKey[]): Promise<ListingFigure[]> {
  // Once each (a stock row and a price row name the same item).
  const keys = [...new Map(listings.map((k) => [`${k.marketplace}/${k.shop_id}/${k.item_id}`, k])).values()];
  if (!keys.length) return [];
  const rows = await rowsOf<{
    marketplace: string;
    shop_id: string;
    item_id: string;
    model_id: string;
    sku: string;
    kodeitem: string;
    tipealokasi: string;
    nominal: string;
    aktifharga: boolean;
    ada: boolean;
    stok: string;
    harga: string | null;
  }>(
    tx,
    sql`select m.marketplace, m.shop_id, m.item_id, m.model_id, m.sku, m.kodeitem, m.tipealokasi, m.nominalalokasi::text as nominal, t.aktifharga,
               i.id is not null as ada,
               coalesce((select sum(s.qty) from v_stok_gudang s left join gudang g on g.id = s.gudang_id
                          where s.item_id = i.id and (m.iddetailvarian = '' or s.iddetailvarian = dv.id) and (t.dept = '' or g.kodegudang = t.dept)), 0)::text as stok,
               (case greatest(1, least(4, t.levelharga))
                  when 2 then coalesce(dv.hargajual2, su.hargajual2) when 3 then coalesce(dv.hargajual3, su.hargajual3)
                  when 4 then coalesce(dv.hargajual4, su.hargajual4) else coalesce(dv.hargajual1, su.hargajual1) end)::text as harga
        from itemmp m
        join (values ${valuesList(keys.map((k) => [k.marketplace, k.shop_id, k.item_id]))}) as k(marketplace, shop_id, item_id)
          on m.marketplace = k.marketplace and m.shop_id = k.shop_id and m.item_id = k.item_id
        join marketplace_toko t on t.marketplace = m.marketplace and t.shop_id = m.shop_id
        left join item i on i.kodeitem = m.kodeitem
        left join detailvarian dv on m.iddetailvarian <> '' and dv.item_id = i.id and dv.iddetailvarian = m.iddetailvarian
        left join satuanitem su on su.item_id = i.id and su.satuan = i.satuan
        where m.aktifsync and m.kodeitem <> ''
        order by m.marketplace, m.shop_id, m.item_id, m.model_id`,
  );
  return rows.map((r) => ({
    marketplace: r.marketplace,
    shop_id: r.shop_id,
    item_id: r.item_id,
    model_id: r.model_id,
    sku: r.sku,
    kodeitem: r.kodeitem,
    missing: !r.ada,
    stock: allocate(r.stok, r.tipealokasi, r.nominal),
    price: num(r.harga ?? 0).toFixed(2),
    aktifharga: Boolean(r.aktifharga),
  }));
}
