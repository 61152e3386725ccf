/**
 * What the pricing engine (@niaga/core pricing) needs from the company's books, read in few
 * queries: the period discounts, free-item promos and total-spend promos of some items (active
 * rows only; the engine decides the period), the items' unit and variant prices, their group
 * prices, and the customer's price level and group.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, inList, type Tx } from '@niaga/kernel/server';
import type { DiskonRow, PromoRow, TebusRow } from '@niaga/core';

const d = (c: string) => sql.raw(`to_char(${c}, 'YYYY-MM-DD')`);
const W = sql.raw('w1, w2, w3, w4, w5, w6, w7');

/** Active period discounts, of the given items when `items` is given. */
export async function diskonRows(tx: Tx, items?: string[]): Promise<DiskonRow[]> {
  if (items && !items.length) return [];
  const only = items ? sql`and kodeitem in ${inList(items)}` : sql``;
  return rowsOf<DiskonRow>(
    tx,
    sql`select iddiskon, tipeper, ${d('tgldari')} as tgldari, ${d('tglsampai')} as tglsampai, jamdari, jamsampai, prioritas, ${W}, stsact, stsvcr,
               kodeitem, satuan, opsidiskon, kgruppel, diskon1::text as diskon1, diskon2::text as diskon2, diskon3::text as diskon3, diskon4::text as diskon4, iddetailvarian
          from diskonperiode where stsact ${only} order by prioritas, iddiskon`,
  );
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
  kodeitem: string;
  namaitem: string;
  tipe: string;
  jenispajak: string;
  hargabeli: string;
  /** The base unit. */
  satuan: string;
  timbangan: boolean;
  units: Map<string, Harga4 & { konversi: string; barcode: string | null }>;
  varian: Map<string, Harga4>;
  grup: Array<{ kgruppel: string; satuan: string; hargajual: string }>;
}

const H = sql.raw('hargajual1::text as hargajual1, hargajual2::text as hargajual2, hargajual3::text as hargajual3, hargajual4::text as hargajual4');

/** Items read in a transaction: a sale's check and its posting read them once. */
const seen = new WeakMap<Tx, Map<string, ItemHarga>>();

/** Items with their unit prices, variant prices and group prices (read once per transaction). */
export async function itemHarga(tx: Tx, codes: string[]): Promise<Map<string, ItemHarga>> {
  const known = seen.get(tx) ?? new Map<string, ItemHarga>();
  seen.set(tx, known);
  const all = [...new Set(codes.filter(Boolean))];
  const wanted = all.filter((k) => !known.has(k));
  const done = () => new Map(all.filter((k) => known.has(k)).map((k) => [k, known.get(k)!]));
  if (!wanted.length) return done();
  const items = await rowsOf<{ id: number; kodeitem: string; namaitem: string; tipe: string; jenispajak: string; hargabeli: string; satuan: string; timbangan: boolean }>(
    tx,
    sql`select id, kodeitem, namaitem, tipe, jenispajak, hargabeli::text as hargabeli, satuan, timbangan from item where kodeitem in ${inList(wanted)}`,
  );
  if (!items.length) return done();
  const ids = inList(items.map((i) => i.id));
  const [units, vars, grup] = [
    await rowsOf<Harga4 & { item_id: number; satuan: string; konversi: string; barcode: string | null }>(tx, sql`select item_id, satuan, konversi::text as konversi, barcode, ${H} from satuanitem where item_id in ${ids} order by urut`),
    await rowsOf<Harga4 & { item_id: number; iddetailvarian: string }>(tx, sql`select item_id, iddetailvarian, ${H} from detailvarian where item_id in ${ids}`),
    await rowsOf<{ item_id: number; kgruppel: string; satuan: string; hargajual: string }>(tx, sql`select item_id, kgruppel, satuan, hargajual::text as hargajual from hargagruppel where item_id in ${ids}`),
  ];
  for (const i of items)
    known.set(i.kodeitem, {
      ...i,
      units: new Map(units.filter((u) => u.item_id === i.id).map((u) => [u.satuan, u])),
      varian: new Map(vars.filter((v) => v.item_id === i.id).map((v) => [v.iddetailvarian, v])),
      grup: grup.filter((g) => g.item_id === i.id),
    });
  return done();
}

/** A customer's price level and group. */
export async function pelangganHarga(tx: Tx, kodesupel: string): Promise<{ levelharga: string; kgruppel: string | null; namasupel: string } | null> {
  const [p] = await rowsOf<{ levelharga: string; kgruppel: string | null; namasupel: string }>(tx, sql`select levelharga, kgruppel, namasupel from pelanggan where kodesupel = ${kodesupel}`);
  return p ?? null;
}

/** The company's date and time now ('yyyy-MM-dd', 'HH:mm:ss') in its head office's time zone. */
export async function companyNow(tx: Tx): Promise<{ tanggal: string; jam: string }> {
  const [r] = await rowsOf<{ t: string }>(
    tx,
    sql`select to_char(now() at time zone coalesce((select timezone from kantor order by pusat desc, id limit 1), 'Asia/Jakarta'), 'YYYY-MM-DD HH24:MI:SS') as t`,
  );
  const [tanggal, jam] = r.t.split(' ');
  return { tanggal, jam };
}
