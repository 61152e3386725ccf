/**
 * /itemadmp2 and /itemedmp2 (spec §2.6 "marketplace items", §3 "Variant"): the item mapping form for
 * one model of a variant listing — the doctype `itemmp` (the same record, acts and server checks as
 * /itemadmp and /itemedmp), declared for a variant: the item is chosen among the variant items
 * (type 7), its combination (`iddetailvarian`, the picker offers the chosen item's combinations
 * only; the server checks it belongs to the item) is required, and the mapping is saved as a
 * variant's (`isvarian`). A variant listing is one such mapping per model (docs/marketplace.md).
 * For TikTok Shop the listing's ids may be left empty: the server takes them from the combination's
 * TikTok ids (detailvarian ProductID_TTS / ItemID_TTS, written by Tarik Item; itemmp/variant-tts.ts).
 */
import type { DoctypeMeta } from '@niaga/kernel';
import FormScreen, { type FormExtras } from '@niaga/ui/doctype/FormScreen';
import itemmp from '../itemmp/itemmp';

const f = itemmp.fields;

/** itemmp as the variant forms show it. */
export const itemmpVarian: DoctypeMeta = {
  ...itemmp,
  title: 'Item Marketplace Varian',
  routes: { list: itemmp.routes.list, add: '/itemadmp2', edit: '/itemedmp2' },
  fields: {
    ...f,
    kodeitem: { ...f.kodeitem, required: true, ref: { ...f.kodeitem.ref!, where: { tipe: '7' }, message: '{label}: item {code} {name} bukan barang varian.' } },
    iddetailvarian: { ...f.iddetailvarian, label: 'Varian', required: true },
    // Empty for TikTok Shop: taken from the combination's TikTok ids (the file's comment).
    item_id: { ...f.item_id, label: 'Item ID (produk)' },
    model_id: { ...f.model_id, label: 'Model ID (varian di marketplace)' },
    isvarian: { ...f.isvarian, default: true, hidden: true },
  },
};

const extras: FormExtras = { payload: () => ({ isvarian: true }) };

export function ItemMpVarianAdd() {
  return <FormScreen meta={itemmpVarian} mode="add" extras={extras} />;
}

export function ItemMpVarianEdit() {
  return <FormScreen meta={itemmpVarian} mode="edit" extras={extras} />;
}
