import { eq, inArray, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { colsOf, inList, recordTables, rowsOf, type DoctypeServer, type Tx } from '@niaga/kernel/server';
import itemMeta, { LEVEL_HARGA } from './item';

/**
 * Items on the server: the base unit always has its row in satuanitem with konversi 1; a variant
 * combination without an id gets one made from the item code; a barcode is used once across all
 * units and variants of all items.
 */
export const itemServer: DoctypeServer = {
  async beforeSave(ctx, rec, old) {
    const units = (rec.satuanitem as Record<string, unknown>[]) ?? [];
    if (!units.some((u) => u.satuan === rec.satuan)) {
      const zero = Object.fromEntries(LEVEL_HARGA.map((n) => [`hargajual${n}`, '0']));
      rec.satuanitem = [{ satuan: rec.satuan, konversi: '1.0000', barcode: '', ...zero }, ...units];
    }
    const variants = (rec.detailvarian as Record<string, unknown>[]) ?? [];
    const taken = new Set(variants.map((v) => String(v.iddetailvarian ?? '')).filter(Boolean));
    let n = 0;
    for (const v of variants) {
      if (v.iddetailvarian) continue;
      let id: string;
      do id = `${String(rec.kodeitem)}-V${++n}`.slice(0, 40);
      while (taken.has(id));
      taken.add(id);
      v.iddetailvarian = id;
    }
    await checkBarcodes(ctx.tx, rec, old?.id ?? null);
  },
};

/** A barcode names one thing: a unit's barcode may not be a variant's, in this item or another. */
async function checkBarcodes(tx: Tx, rec: Record<string, unknown>, selfId: number | null) {
  const units = ((rec.satuanitem as Record<string, unknown>[]) ?? []).map((r, i) => ({ i, b: String(r.barcode ?? '') })).filter((x) => x.b);
  const variants = ((rec.detailvarian as Record<string, unknown>[]) ?? []).map((r, i) => ({ i, b: String(r.barcode ?? '') })).filter((x) => x.b);
  const fields: Record<string, string> = {};
  const unitCodes = new Map(units.map((u) => [u.b, u.i]));
  for (const v of variants)
    if (unitCodes.has(v.b)) fields[`detailvarian.${v.i}.barcode`] = `Baris ${v.i + 1}: Barcode '${v.b}' sudah dipakai satuan ${String(((rec.satuanitem as Record<string, unknown>[])[unitCodes.get(v.b)!]).satuan)} item ini.`;
  const others = selfId ?? 0;
  if (units.length) {
    const hits = await rowsOf<{ barcode: string; kodeitem: string }>(
      tx,
      sql`select d.barcode, i.kodeitem from detailvarian d join item i on i.id = d.item_id where d.barcode in ${inList(units.map((u) => u.b))} and d.item_id <> ${others}`,
    );
    for (const h of hits) {
      const u = units.find((x) => x.b === h.barcode)!;
      fields[`satuanitem.${u.i}.barcode`] ??= `Baris ${u.i + 1}: Barcode '${h.barcode}' sudah dipakai varian Item ${h.kodeitem}.`;
    }
  }
  if (variants.length) {
    const hits = await rowsOf<{ barcode: string; kodeitem: string }>(
      tx,
      sql`select s.barcode, i.kodeitem from satuanitem s join item i on i.id = s.item_id where s.barcode in ${inList(variants.map((u) => u.b))} and s.item_id <> ${others}`,
    );
    for (const h of hits) {
      const v = variants.find((x) => x.b === h.barcode)!;
      fields[`detailvarian.${v.i}.barcode`] ??= `Baris ${v.i + 1}: Barcode '${h.barcode}' sudah dipakai di Item ${h.kodeitem}.`;
    }
  }
  const msgs = Object.values(fields);
  if (msgs.length) throw new ActError(NUM.DUPLICATE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
}

export interface StockItem {
  id: number;
  kodeitem: string;
  namaitem: string;
  tipe: string;
  satuan: string;
  /** Base units in one of each unit. */
  konversi: Map<string, string>;
}

/** Items by code with their units' conversions, in one query (documents convert lines to base units). */
export async function itemsByCode(tx: Tx, codes: string[]): Promise<Map<string, StockItem>> {
  const out = new Map<string, StockItem>();
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return out;
  const { main, children } = recordTables(itemMeta);
  const rows = await tx
    .select({ id: colsOf(main).id, kodeitem: colsOf(main).kodeitem, namaitem: colsOf(main).namaitem, tipe: colsOf(main).tipe, satuan: colsOf(main).satuan, unit: colsOf(children.satuanitem).satuan, konversi: colsOf(children.satuanitem).konversi })
    .from(main)
    .leftJoin(children.satuanitem, eq(colsOf(children.satuanitem).item_id, colsOf(main).id))
    .where(inArray(colsOf(main).kodeitem, wanted));
  for (const r of rows as Record<string, unknown>[]) {
    const k = String(r.kodeitem);
    const it = out.get(k) ?? { id: Number(r.id), kodeitem: k, namaitem: String(r.namaitem), tipe: String(r.tipe), satuan: String(r.satuan), konversi: new Map<string, string>([[String(r.satuan), '1']]) };
    if (r.unit) it.konversi.set(String(r.unit), String(r.konversi));
    out.set(k, it);
  }
  return out;
}
