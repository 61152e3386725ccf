/**
 * What the pricing engine (@niaga/core pricing) needs from the company's books, read in few
 * queries: the period discounts, free-item promos and total-spend promos of some items (active
 * rows only; the engine decides the period), the items' unit and variant prices, their group
 * prices and quantity tiers, and the customer's price level and group.
 */
import { sql, type SQL } from 'drizzle-orm';
import { prepared, rowsOf, inList, type Tx } from '@niaga/kernel/server';
import type { DiskonRow, PromoRow, TebusRow } from '@niaga/core';

const d = (c: string) => sql.raw(`to_char(${c}, 'YYYY-MM-DD')`);
const W = sql.raw('w1, w2, w3, w4, w5, w6, w7');

/** The select of active period discounts, of the given items when `items` is given (by priority). */
const diskonSelect = (items?: string[]) =>
  sql`select iddiskon, tipeper, ${d('tgldari')} as tgldari, ${d('tglsampai')} as tglsampai, jamdari, jamsampai, prioritas, ${W}, stsact, stsvcr,
             kodeitem, satuan, opsidiskon, kgruppel, diskon1::text as diskon1, diskon2::text as diskon2, diskon3::text as diskon3, diskon4::text as diskon4, iddetailvarian
        from diskonperiode where stsact ${items ? sql`and kodeitem in ${inList(items)}` : sql``} order by prioritas, iddiskon`;

/** Active period discounts, of the given items when `items` is given. */
export async function diskonRows(tx: Tx, items?: string[]): Promise<DiskonRow[]> {
  if (items && !items.length) return [];
  return rowsOf<DiskonRow>(tx, diskonSelect(items));
}

/** Active free-item promos (with their option-2 lists), of the given items when given. */
export async function promoRows(tx: Tx, items?: string[]): Promise<PromoRow[]> {
  if (items && !items.length) return [];
  const only = items ? sql`and p.kodeitem in ${inList(items)}` : sql``;
  const rows = await rowsOf<PromoRow & { id: number }>(
    tx,
    sql`select p.id, p.idpromo, p.tipeper, ${d('p.tgldari')} as tgldari, ${d('p.tglsampai')} as tglsampai, p.jamdari, p.jamsampai, p.prioritas, ${sql.raw('p.w1, p.w2, p.w3, p.w4, p.w5, p.w6, p.w7')}, p.stsact,
               p.opsigratis, p.kodeitem, i.namaitem, p.satuanjual, p.jumlahjual::text as jumlahjual, p.kodeitemgr, g.namaitem as namaitemgr, p.satuangratis, p.jumlahgratis::text as jumlahgratis,
               p.harga::text as harga, p.kelipatan, p.tebus, p.iddetailvarianjual, p.iddetailvariangratis
          from periodepromo p left join item i on i.kodeitem = p.kodeitem left join item g on g.kodeitem = p.kodeitemgr
          where p.stsact ${only} order by p.prioritas, p.idpromo`,
  );
  if (!rows.length) return rows;
  const lists = await rowsOf<{ induk: number; kodeitemgr: string; namaitemgr: string; satuangratis: string; jumlahgratis: string; harga: string; tebus: boolean; iddetailvariangratis: string | null }>(
    tx,
    sql`select x.periodepromo_id as induk, x.kodeitemgr, i.namaitem as namaitemgr, x.satuangratis, x.jumlahgratis::text as jumlahgratis, x.harga::text as harga, x.tebus, x.iddetailvariangratis
          from periodepromo_itemgratis x left join item i on i.kodeitem = x.kodeitemgr
          where x.periodepromo_id in ${inList(rows.map((r) => r.id))} order by x.urut`,
  );
  for (const r of rows) r.itemgratis = lists.filter((x) => x.induk === r.id);
  return rows;
}

/** Active total-spend promos. */
export async function tebusRows(tx: Tx): Promise<Array<TebusRow & { namaitemgr: string }>> {
  return rowsOf(
    tx,
    sql`select t.idpromo, t.subtotal::text as subtotal, t.tipeper, ${d('t.tgldari')} as tgldari, ${d('t.tglsampai')} as tglsampai, t.jamdari, t.jamsampai, ${sql.raw('t.w1, t.w2, t.w3, t.w4, t.w5, t.w6, t.w7')}, t.stsact,
               t.kodeitemgr, i.namaitem as namaitemgr, t.satuangratis, t.jumlahgratis::text as jumlahgratis, t.harga::text as harga, t.iddetailvariangratis
          from periodepromotebus t left join item i on i.kodeitem = t.kodeitemgr where t.stsact order by t.subtotal desc, t.idpromo`,
  );
}

export interface Harga4 {
  hargajual1: string;
  hargajual2: string;
  hargajual3: string;
  hargajual4: string;
}
export interface ItemHarga {
  id: number;
  kodeitem: string;
  namaitem: string;
  tipe: string;
  jenispajak: string;
  hargabeli: string;
  /** The base unit. */
  satuan: string;
  timbangan: boolean;
  units: Map<string, Harga4 & { konversi: string; barcode: string | null }>;
  /** Variants by their code: prices, the row id the books key stock by (`v_stok_item.iddetailvarian`) and their own cost. */
  varian: Map<string, Harga4 & { id: number; hpp: string | null }>;
  grup: Array<{ kgruppel: string; satuan: string; hargajual: string }>;
  /** Prices by quantity (`hargajumlah`): from `jumlahdari` of `satuan` (of combination `iddetailvarian`, '' = every one). */
  hargajumlah: Array<{ satuan: string; iddetailvarian: string; jumlahdari: string; hargajual: string }>;
  /** Cost of one base unit: the moving average of its stock (no variant), else its purchase price. */
  hpp: string;
}

const H = sql.raw('hargajual1::text as hargajual1, hargajual2::text as hargajual2, hargajual3::text as hargajual3, hargajual4::text as hargajual4');

/** Rows of a select as one JSON array (every numeric is cast to text in the select, so no float). */
const agg = (q: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${q}) x)`;

type ItemRow = Omit<ItemHarga, 'units' | 'varian' | 'grup' | 'hargajumlah' | 'hpp'>;
interface ItemRows {
  items: ItemRow[];
  units: Array<Harga4 & { item_id: number; satuan: string; konversi: string; barcode: string | null }>;
  vars: Array<Harga4 & { item_id: number; iddetailvarian: string; id: number; hpp: string | null }>;
  grup: Array<{ item_id: number; kgruppel: string; satuan: string; hargajual: string }>;
  tier: Array<{ item_id: number; satuan: string; iddetailvarian: string; jumlahdari: string; hargajual: string }>;
  cost: Array<{ item_id: number; hpp: string }>;
}

/** The five parts of some items' prices, as columns of one select. */
function itemColumns(codes: string[]): SQL {
  const ids = sql`(select id from item where kodeitem in ${inList(codes)})`;
  return sql`${agg(sql`select id, kodeitem, namaitem, tipe, jenispajak, hargabeli::text as hargabeli, satuan, timbangan from item where kodeitem in ${inList(codes)}`)} as items,
    ${agg(sql`select item_id, satuan, konversi::text as konversi, barcode, ${H} from satuanitem where item_id in ${ids} order by item_id, urut`)} as units,
    ${agg(sql`select d.item_id, d.id, d.iddetailvarian::text as iddetailvarian, ${H},
                   (select round(s.nilai / s.qty, 4)::text from v_stok_item s where s.item_id = d.item_id and s.iddetailvarian = d.id and s.qty > 0) as hpp
                 from detailvarian d where d.item_id in ${ids}`)} as vars,
    ${agg(sql`select item_id, kgruppel, satuan, hargajual::text as hargajual from hargagruppel where item_id in ${ids}`)} as grup,
    ${agg(sql`select item_id, satuan, iddetailvarian, jumlahdari::text as jumlahdari, hargajual::text as hargajual from hargajumlah where item_id in ${ids} order by item_id, urut`)} as tier,
    ${agg(sql`select item_id, round(nilai / qty, 4)::text as hpp from v_stok_item where item_id in ${ids} and iddetailvarian = 0 and qty > 0`)} as cost`;
}

/** Items read in a transaction: a sale's check and its posting read them once. */
const seen = new WeakMap<Tx, Map<string, ItemHarga>>();

function remember(tx: Tx, r: ItemRows) {
  const known = seen.get(tx) ?? new Map<string, ItemHarga>();
  seen.set(tx, known);
  for (const i of r.items)
    known.set(i.kodeitem, {
      ...i,
      id: Number(i.id),
      units: new Map(r.units.filter((u) => u.item_id === i.id).map((u) => [u.satuan, u])),
      varian: new Map(r.vars.filter((v) => v.item_id === i.id).map((v) => [v.iddetailvarian, { ...v, id: Number(v.id) }])),
      grup: r.grup.filter((g) => g.item_id === i.id),
      hargajumlah: r.tier.filter((t) => t.item_id === i.id),
      hpp: r.cost.find((c) => c.item_id === i.id)?.hpp ?? i.hargabeli,
    });
  return known;
}

/** Items with their unit prices, variant prices and group prices: one statement, once per transaction. */
export async function itemHarga(tx: Tx, codes: string[]): Promise<Map<string, ItemHarga>> {
  const known = seen.get(tx);
  const all = [...new Set(codes.filter(Boolean))];
  const wanted = all.filter((k) => !known?.has(k));
  const got = wanted.length ? remember(tx, (await rowsOf<ItemRows>(tx, sql`select ${itemColumns(wanted)}`))[0]) : (known ?? new Map<string, ItemHarga>());
  return new Map(all.filter((k) => got.has(k)).map((k) => [k, got.get(k)!]));
}

/** What a sale's check needs, read in one statement (see `saleData`). */
export interface SaleData {
  /** The company's date and time now. */
  now: { tanggal: string; jam: string };
  pelanggan: { levelharga: string; kgruppel: string | null; namasupel: string; jatuhtempo: number; point: string } | null;
  items: Map<string, ItemHarga>;
  diskon: DiskonRow[];
  /** Settings by name (only those stored). */
  config: Map<string, string>;
  /** The customer's point rule on the sale's date; null when none. */
  point: PointRule | null;
}

/** The company's date and time ('yyyy-MM-dd HH:mm:ss') in its head office's time zone. */
const NOW = sql`to_char(now() at time zone coalesce((select timezone from kantor order by pusat desc, id limit 1), 'Asia/Jakarta'), 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * A customer's point rule on a date, as one JSON value {nominal, nilaipoint} (rupiah of sale per
 * point earned; rupiah one point pays when redeemed), or null: the active rule of the customer's
 * group valid on that date, else the active rule for every group (empty group); several: the first
 * by code. A scalar select.
 */
export const pointRule = (kodesupel: string, tanggal: string) =>
  sql`select json_build_object('nominal', p.nominal::text, 'nilaipoint', p.nilaipoint::text) from pointpel p
       where p.aktif and (p.tgldari is null or p.tgldari <= ${tanggal}::date) and (p.tglsampai is null or p.tglsampai >= ${tanggal}::date)
         and (p.kgruppel is null or p.kgruppel = '' or p.kgruppel = (select kgruppel from pelanggan where kodesupel = ${kodesupel}))
       order by (p.kgruppel is null or p.kgruppel = ''), p.kodepoint limit 1`;

export interface PointRule {
  nominal: string;
  nilaipoint: string;
}

/**
 * A sale's look-ups in one statement: the company's time, the customer's price level, group and
 * terms, the items' prices (kept for the posting), the items' active period discounts, some
 * settings and the customer's point rule on `tanggal` (points.ts states the rule); with `extra`,
 * a scalar select of the caller's sent with them (its value as `extra`).
 */
export async function saleData(tx: Tx, r: { kodesupel: string; items: string[]; tanggal: string; config: string[]; extra?: SQL }): Promise<SaleData & { extra: unknown }> {
  const codes = [...new Set(r.items.filter(Boolean))];
  const [row] = await rowsOf<ItemRows & { t: string; pel: SaleData['pelanggan']; diskon: DiskonRow[]; config: Record<string, string> | null; point: PointRule | null; extra: unknown }>(
    tx,
    prepared(sql`select ${NOW} as t,
          (select json_build_object('levelharga', levelharga, 'kgruppel', kgruppel, 'namasupel', namasupel, 'jatuhtempo', coalesce(jatuhtempo, 0), 'point', point::text) from pelanggan where kodesupel = ${r.kodesupel}) as pel,
          ${codes.length ? sql`${itemColumns(codes)}, ${agg(diskonSelect(codes))} as diskon` : sql`'[]'::json as items, '[]'::json as units, '[]'::json as vars, '[]'::json as grup, '[]'::json as tier, '[]'::json as cost, '[]'::json as diskon`},
          (select json_object_agg(nama, nilai) from konfigurasi where nama in ${inList(r.config.length ? r.config : [''])}) as config,
          (${pointRule(r.kodesupel, r.tanggal)}) as point${r.extra ? sql`, (${r.extra}) as extra` : sql``}`),
  );
  const [tanggal, jam] = row.t.split(' ');
  const known = remember(tx, row);
  return {
    now: { tanggal, jam },
    pelanggan: row.pel,
    items: new Map(codes.filter((k) => known.has(k)).map((k) => [k, known.get(k)!])),
    diskon: row.diskon,
    config: new Map(Object.entries(row.config ?? {})),
    point: row.point,
    extra: row.extra ?? null,
  };
}

/** The company's date and time now ('yyyy-MM-dd', 'HH:mm:ss') in its head office's time zone. */
export async function companyNow(tx: Tx): Promise<{ tanggal: string; jam: string }> {
  const [r] = await rowsOf<{ t: string }>(tx, sql`select ${NOW} as t`);
  const [tanggal, jam] = r.t.split(' ');
  return { tanggal, jam };
}
