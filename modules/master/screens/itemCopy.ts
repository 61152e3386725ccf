/**
 * Duplikat item (/itemdup, /itemdupv2; web only): the copy a new item starts from, and its prices
 * by quantity (`hargajumlah`) as they are sent. A copy's combinations (`detailvarian`) start without
 * ids: the save names them from the new code (`variantIds`), which is typed after the copy starts.
 * So a tier keeps the source's variant id in the form, and at the save names the copy's
 * combination with the same variant values (varian1/nilai1, varian2/nilai2) under the id it will
 * get; a copy that is no variant item any more has no combinations, and its tiers name none (they
 * apply to the item). A tier whose combination the copy left out keeps the source's id, which the
 * save refuses on its cell (not a combination of this item) until it is cleared or deleted.
 */
import { childTableOf } from '@niaga/kernel';
import item, { TIPE_VARIAN } from '../item/item';
import { variantIds } from '../item/item';
import type { Row, WireValue } from '@niaga/ui/doctype/values';

type Rec = Record<string, unknown>;

/** A copy of a saved item (an `item_get` answer) as a new item starts: no ids, no code, no barcodes, no variant ids. */
export function duplicateOf(data: Rec): Row {
  const row = { ...((data.tbl_item as Row[] | undefined)?.[0] ?? {}) } as Record<string, WireValue | Record<string, WireValue>[]>;
  delete row.id;
  row.kodeitem = '';
  for (const c of Object.values(item.tables)) {
    const rows = ((data[childTableOf(c)] as Record<string, WireValue>[] | undefined) ?? []).map((r) => {
      const { id: _id, urut: _urut, ...rest } = r;
      if ('barcode' in rest) rest.barcode = '';
      // The combinations get new ids (made from the new code); the tiers name them at the save (copyTiers).
      if (c.key === 'detailvarian') rest.iddetailvarian = '';
      return rest;
    });
    row[c.key] = rows;
  }
  return row as unknown as Row;
}

const text = (v: unknown) => String(v ?? '').trim().toUpperCase();
/** A combination's variant values, as one key. */
const combination = (v: Rec) => [v.varian1, v.nilai1, v.varian2, v.nilai2].map(text).join('\u0001');

/**
 * The copy's prices by quantity as they are sent: `data` the source item (`item_get`), `copy` the
 * copy's save payload (its code, type, combinations and tiers). A tier naming one of the source's
 * combinations names the copy's with the same values (as the save will id it); none when the copy
 * has no combinations; kept as it is otherwise (already the copy's, or one the save refuses).
 */
export function copyTiers(data: Rec, copy: Rec): Rec[] {
  const source = new Map(((data[childTableOf(item.tables.detailvarian)] as Rec[] | undefined) ?? []).map((v) => [text(v.iddetailvarian), combination(v)]));
  const variants = ((copy.detailvarian as Rec[] | undefined) ?? []).filter(Boolean);
  const made = String(copy.tipe) === TIPE_VARIAN ? variantIds(text(copy.kodeitem), variants) : [];
  const ids = new Map(made.map((id, i) => [combination(variants[i]), id]));
  return ((copy.hargajumlah as Rec[] | undefined) ?? []).map((t) => {
    const id = text(t.iddetailvarian);
    if (!id || made.includes(id) || !source.has(id)) return t;
    if (!made.length) return { ...t, iddetailvarian: '' };
    const now = ids.get(source.get(id)!);
    return now ? { ...t, iddetailvarian: now } : t;
  });
}
