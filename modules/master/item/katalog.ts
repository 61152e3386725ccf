/**
 * The catalogue a till keeps (issue 11 and 14): `item_katalog` for the master, the same pages as
 * the sales module's `kasir_katalog` (docs/items.md "Till catalogue").
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, rowsOf, type ActDef, type Tx } from '@niaga/kernel/server';
import { LEVEL_HARGA } from './item';

const HARGA = LEVEL_HARGA.map((n) => `hargajual${n}`);

export const CATALOG_PAGE = 10_000;

/** The item fields of a catalogue page, in its `item` columns. */
const CATALOG_ITEM = ['kodeitem', 'namaitem', 'tipe', 'satuan', 'jenispajak', 'timbangan', 'bulat', 'opsibulat', 'nilaibulat'] as const;
const CATALOG_UNIT = ['satuan', 'konversi', 'barcode', ...HARGA] as const;
const CATALOG_VARIANT = ['iddetailvarian', 'nilai1', 'nilai2', 'barcode', ...HARGA] as const;
const CATALOG_GROUP = ['kgruppel', 'satuan', 'hargajual'] as const;

/**
 * `item_katalog`: the catalogue a till keeps (active items with their units, barcodes, price levels
 * and active variant combinations), a page at a time in the items' id order: `setelah` is the
 * `berikut` of the previous page. A page is columnar (one array per field; the n-th entries of a
 * part's arrays are its n-th row):
 * - `item`: id, kodeitem, namaitem, tipe, satuan, jenispajak, timbangan (0/1), bulat (0/1),
 *   opsibulat, nilaibulat;
 * - `satuan`: id (the item's), satuan, konversi, barcode, hargajual1..4, in the item's unit order;
 * - `varian`: id (the item's), iddetailvarian, nilai1, nilai2, barcode, hargajual1..4;
 * - `grup`: id (the item's), kgruppel, satuan, hargajual (the prices per customer group).
 * Decimals are strings without trailing zeros ("1.5", "12"). The database builds the page's JSON
 * in one statement (the items by id after the last page's, their units and combinations by the
 * range of those ids through the child tables' item index, so every page costs the same) and the
 * act hands that text on as `katalog` unread: the server neither parses nor re-writes 10,000
 * items' values, the till parses the page once (apps/web/src/screens/sales/katalog.ts).
 */
export function itemCatalogAct(generic: ActDef): ActDef {
  return defineAct({
    name: 'item_katalog',
    module: generic.module,
    access: generic.access,
    summary:
      'Katalog item untuk kasir, per halaman urut id: setelah (berikut halaman sebelumnya, 0 = awal), limit (maks. 20.000) → katalog (teks JSON) {item: {id, kodeitem, namaitem, tipe, satuan, jenispajak, timbangan, bulat, opsibulat, nilaibulat}, satuan: {id, satuan, konversi, barcode, hargajual1..4}, varian: {id, iddetailvarian, nilai1, nilai2, barcode, hargajual1..4}, grup: {id, kgruppel, satuan, hargajual}} (satu larik per field; id di satuan/varian/grup = id item), jumlah, berikut (untuk halaman berikut, null bila habis).',
    schema: z.object({
      setelah: z.coerce.number({ error: 'setelah harus berupa angka' }).int().min(0).default(0),
      limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1).max(20_000).default(CATALOG_PAGE),
    }),
    async handler(ctx, p) {
      const { katalog, jumlah, terakhir } = await catalogPage(ctx.tx, p.setelah, p.limit);
      return { katalog, jumlah, berikut: jumlah === p.limit ? terakhir : null };
    },
  });
}

/** One page: `katalog` is its JSON text (the server passes the database's text on unread). */
export interface CatalogPage {
  katalog: string;
  jumlah: number;
  /** The last item's id (null when none). */
  terakhir: number | null;
}

const DECIMAL = new Set(['konversi', 'nilaibulat', 'hargajual', ...HARGA]);
const FLAG = new Set(['timbangan', 'bulat']);
/** `json_build_object('f', json_agg(f), …)` over rows already in order: one array per field. */
const columns = (fields: readonly string[]) =>
  sql.raw(`json_build_object(${fields.map((f) => `'${f}', coalesce(json_agg(${DECIMAL.has(f) ? `trim_scale(${f})::text` : FLAG.has(f) ? `${f}::int` : f}), '[]')`).join(', ')})`);

export async function catalogPage(tx: Tx, after: number, limit: number): Promise<CatalogPage> {
  const within = sql`item_id between (select min(id) from p) and (select max(id) from p) and item_id in (select id from p)`;
  const [row] = await rowsOf<CatalogPage>(
    tx,
    sql`
      with p as materialized (select id, ${sql.raw(CATALOG_ITEM.join(', '))} from item where aktif and id > ${after} order by id limit ${limit})
      select (select count(*)::int from p) as jumlah, (select max(id) from p) as terakhir, json_build_object(
        'item', (select ${columns(['id', ...CATALOG_ITEM])} from (select * from p order by id) x),
        'satuan', (select ${columns(['id', ...CATALOG_UNIT])} from (select item_id as id, ${sql.raw(CATALOG_UNIT.join(', '))} from satuanitem where ${within} order by item_id, urut) x),
        'varian', (select ${columns(['id', ...CATALOG_VARIANT])} from (select item_id as id, ${sql.raw(CATALOG_VARIANT.join(', '))} from detailvarian where aktif and ${within} order by item_id, urut) x),
        'grup', (select ${columns(['id', ...CATALOG_GROUP])} from (select item_id as id, ${sql.raw(CATALOG_GROUP.join(', '))} from hargagruppel where ${within} order by item_id, urut) x)
      )::text as katalog`,
  );
  return row;
}
