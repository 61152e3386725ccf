/**
 * A stock move's description (`StockMove.keterangan`, the stock card's Keterangan), one wording
 * for every document that moves stock: the item's code and, for a variant item, its variant; the
 * quantity in the line's unit; the unit. A document adds its own words around it ("Saldo awal …",
 * "Komponen …", "… UTM → CAB").
 */
import { formatId, type Dec } from '@niaga/core';

/** Quantity display: 1.234,5 (no trailing zeros). */
export const qtyText = (v: Dec) => formatId(v, 4).replace(/,?0+$/, '');

/** `jumlah`: a decimal (shown as `qtyText`) or a text shown as it is. */
export const moveText = (kodeitem: string, varian: string | null | undefined, jumlah: Dec | string, satuan: string) =>
  `${kodeitem}${varian ? ` ${varian}` : ''} ${typeof jumlah === 'string' ? jumlah : qtyText(jumlah)} ${satuan}`;
