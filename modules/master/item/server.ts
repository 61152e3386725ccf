import { eq, inArray, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import type { RecordOf, SavedOf } from '@niaga/kernel';
import { colsOf, inList, recordTables, referencedChildRow, referencedRow, rowsOf, serverOf, type Tx } from '@niaga/kernel/server';
import itemMeta, { LEVEL_HARGA, variantIds } from './item';
import { itemsChanged, priceChangeOf, pricesChanged } from './price-listeners';

/**
 * Items on the server: the base unit always has its row in satuanitem with konversi 1; a variant
 * combination without an id gets one made from the item code; a barcode is used once across all
 * units and variants of all items.
 */
export const itemServer = serverOf(itemMeta, {
  async beforeSave(ctx, rec, old) {
    const [e] = await prepareItems(ctx.tx, [rec], old?.id ?? null);
    if (e) throw e;
    await itemsChanged(ctx.tx);
    if (!old) return;
    await keepVariantsInUse(ctx.tx, rec, old);
    keepTiktokIds(rec, old);
    // An edit of a selling price tells the price listeners (a new item has no price to follow yet).
    const change = priceChangeOf(rec, old);
    if (change) await pricesChanged(ctx.tx, [change]);
  },
  async beforeSaveMany(ctx, recs) {
    const refused = await prepareItems(ctx.tx, recs, null);
    if (!refused.some(Boolean)) await itemsChanged(ctx.tx);
    return refused;
  },
  beforeDelete: (ctx) => itemsChanged(ctx.tx),
});

/** An item as its `_save` takes it (the declaration's fields and child rows). */
type ItemRecord = RecordOf<typeof itemMeta>;

/**
 * A variant (a `detailvarian` row) the edit leaves out is refused (42) while the books still count
 * it: stock in a warehouse, or live stock moves (its id is the books' key of the variant).
 */
async function keepVariantsInUse(tx: Tx, rec: ItemRecord, old: SavedOf<typeof itemMeta>) {
  const kept = new Set((rec.detailvarian ?? []).map((v) => v.iddetailvarian ?? ''));
  const gone = (old.detailvarian ?? []).filter((v) => !kept.has(v.iddetailvarian));
  if (!gone.length) return;
  const ids = gone.map((v) => Number(v.id));
  const used = await rowsOf<{ id: number; qty: string; notransaksi: string | null }>(
    tx,
    sql`select v.id, coalesce((select sum(qty) from v_stok_gudang where item_id = ${old.id} and iddetailvarian = v.id), 0)::numeric(20,4)::text as qty,
               (select notransaksi from v_stok_mutasi where item_id = ${old.id} and iddetailvarian = v.id and not batal order by tanggal desc, id desc limit 1) as notransaksi
        from unnest(${`{${ids.join(',')}}`}::int[]) as v(id)`,
  );
  for (const u of used) {
    const v = gone.find((g) => Number(g.id) === Number(u.id))!;
    const name = `Varian ${v.iddetailvarian} item ${old.kodeitem} ${old.namaitem}`;
    if (Number(u.qty) !== 0)
      throw new ActError(NUM.IN_USE, `${name} masih mempunyai stok ${u.qty.replace(/\.?0+$/, '')} ${old.satuan} sehingga tidak dapat dihapus.`, { fields: { detailvarian: 'Varian masih mempunyai stok' } });
    if (u.notransaksi)
      throw new ActError(NUM.IN_USE, `${name} sudah dipakai di mutasi stok ${u.notransaksi} sehingga tidak dapat dihapus.`, { fields: { detailvarian: 'Varian sudah dipakai di mutasi stok' } });
  }
}

/**
 * The TikTok Shop ids of a combination (productid_tts, itemid_tts, parentid_tts) are the
 * marketplace's (its mapping writes them): an edit that leaves them out or empty keeps the stored ones.
 */
function keepTiktokIds(rec: ItemRecord, old: SavedOf<typeof itemMeta>) {
  const before = new Map((old.detailvarian ?? []).map((v) => [v.iddetailvarian, v]));
  for (const v of rec.detailvarian ?? []) {
    const o = before.get(v.iddetailvarian ?? '');
    if (!o) continue;
    for (const f of ['productid_tts', 'itemid_tts', 'parentid_tts'] as const) if (!v[f] && o[f]) v[f] = o[f];
  }
}

/** The base unit's row and the variants' ids filled in, then the barcodes of all the items checked at once. */
async function prepareItems(tx: Tx, recs: ItemRecord[], selfId: number | null): Promise<(ActError | undefined)[]> {
  for (const rec of recs) {
    const units = rec.satuanitem ?? [];
    if (!units.some((u) => u.satuan === rec.satuan)) {
      const zero = Object.fromEntries(LEVEL_HARGA.map((n) => [`hargajual${n}`, '0']));
      rec.satuanitem = [{ satuan: rec.satuan, konversi: '1.0000', barcode: '', ...zero } as ItemRecord['satuanitem'][number], ...units];
    }
    const variants = rec.detailvarian ?? [];
    variantIds(rec.kodeitem, variants).forEach((id, i) => (variants[i].iddetailvarian = id));
  }
  return checkBarcodes(tx, recs, selfId);
}

/**
 * A barcode names one thing: a unit's barcode may not be a variant's, in this item or another (one
 * query each way for all the items; `selfId`: the item being edited, whose own rows do not count).
 */
async function checkBarcodes(tx: Tx, recs: ItemRecord[], selfId: number | null): Promise<(ActError | undefined)[]> {
  const rows = (rec: ItemRecord, t: 'satuanitem' | 'detailvarian') => (rec[t] ?? []).map((r, i) => ({ i, b: r.barcode ?? '' })).filter((x) => x.b);
  const units = recs.map((r) => rows(r, 'satuanitem'));
  const variants = recs.map((r) => rows(r, 'detailvarian'));
  const fields = recs.map((): Record<string, string> => ({}));
  // Among the items given: a unit's barcode of this item or of another one.
  const unitCodes = new Map(units.flatMap((list, n) => list.map((u) => [u.b, { n, i: u.i }] as const)));
  recs.forEach((rec, n) => {
    for (const v of variants[n]) {
      const u = unitCodes.get(v.b);
      if (!u) continue;
      const owner = recs[u.n];
      fields[n][`detailvarian.${v.i}.barcode`] =
        u.n === n
          ? `Baris ${v.i + 1}: Barcode '${v.b}' sudah dipakai satuan ${owner.satuanitem[u.i].satuan} item ini.`
          : `Baris ${v.i + 1}: Barcode '${v.b}' sudah dipakai di Item ${owner.kodeitem}.`;
    }
  });
  const others = selfId ?? 0;
  const find = async (list: { i: number; b: string }[][], table: 'detailvarian' | 'satuanitem') => {
    const codes = [...new Set(list.flat().map((x) => x.b))];
    if (!codes.length) return new Map<string, string>();
    const hits = await rowsOf<{ barcode: string; kodeitem: string }>(
      tx,
      sql`select d.barcode, i.kodeitem from ${sql.identifier(table)} d join item i on i.id = d.item_id where d.barcode in ${inList(codes)} and d.item_id <> ${others}`,
    );
    return new Map(hits.map((h) => [h.barcode, h.kodeitem]));
  };
  const inVariants = await find(units, 'detailvarian');
  units.forEach((list, n) => {
    for (const u of list) if (inVariants.has(u.b)) fields[n][`satuanitem.${u.i}.barcode`] ??= `Baris ${u.i + 1}: Barcode '${u.b}' sudah dipakai varian Item ${inVariants.get(u.b)}.`;
  });
  const inUnits = await find(variants, 'satuanitem');
  variants.forEach((list, n) => {
    for (const v of list) if (inUnits.has(v.b)) fields[n][`detailvarian.${v.i}.barcode`] ??= `Baris ${v.i + 1}: Barcode '${v.b}' sudah dipakai di Item ${inUnits.get(v.b)}.`;
  });
  return fields.map((f) => {
    const msgs = Object.values(f);
    return msgs.length ? new ActError(NUM.DUPLICATE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields: f }) : undefined;
  });
}

export interface StockItem {
  id: number;
  kodeitem: string;
  namaitem: string;
  tipe: string;
  satuan: string;
  /** Base units in one of each unit. */
  konversi: Map<string, string>;
  /** Purchase price per base unit (itemsByCode only). */
  hargabeli?: string;
}

/** Items by code with their units' conversions, in one query (documents convert lines to base units). */
export async function itemsByCode(tx: Tx, codes: string[]): Promise<Map<string, StockItem>> {
  const out = new Map<string, StockItem>();
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return out;
  const { main, children } = recordTables(itemMeta);
  const rows = await tx
    .select({ id: colsOf(main).id, kodeitem: colsOf(main).kodeitem, namaitem: colsOf(main).namaitem, tipe: colsOf(main).tipe, satuan: colsOf(main).satuan, hargabeli: colsOf(main).hargabeli, unit: colsOf(children.satuanitem).satuan, konversi: colsOf(children.satuanitem).konversi })
    .from(main)
    .leftJoin(children.satuanitem, eq(colsOf(children.satuanitem).item_id, colsOf(main).id))
    .where(inArray(colsOf(main).kodeitem, wanted));
  for (const r of rows as Record<string, unknown>[]) {
    const k = String(r.kodeitem);
    const it = out.get(k) ?? { id: Number(r.id), kodeitem: k, namaitem: String(r.namaitem), tipe: String(r.tipe), satuan: String(r.satuan), hargabeli: String(r.hargabeli), konversi: new Map<string, string>([[String(r.satuan), '1']]) };
    if (r.unit) it.konversi.set(String(r.unit), String(r.konversi));
    out.set(k, it);
  }
  return out;
}

/**
 * The items of a document's lines, with the conversion of each line's unit: taken from the rows
 * the save's reference check read in this transaction (every column of each item and of each
 * line's unit of that item), so that the posting reads nothing — the conversion map then holds
 * the base unit and the units the lines name; read with `itemsByCode` (every unit) when any of
 * them was not read there.
 */
export async function itemsOfLines(tx: Tx, lines: { kodeitem?: unknown; satuan?: unknown }[]): Promise<Map<string, StockItem>> {
  const out = new Map<string, StockItem>();
  for (const l of lines) {
    const code = String(l.kodeitem ?? '');
    const unit = String(l.satuan ?? '');
    const r = referencedRow(tx, 'item', code);
    const u = referencedChildRow(tx, 'satuanitem', code, unit);
    if (!r || !u) return itemsByCode(tx, lines.map((x) => String(x.kodeitem)));
    const it = out.get(code) ?? { id: Number(r.id), kodeitem: code, namaitem: String(r.namaitem), tipe: String(r.tipe), satuan: String(r.satuan), konversi: new Map([[String(r.satuan), '1']]) };
    it.konversi.set(unit, String(u.konversi));
    out.set(code, it);
  }
  return out;
}
