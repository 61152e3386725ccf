/**
 * The cart's lines looked up live in the store's company (issue 42, ordering): the item must be one
 * the store shows (itemDetail, the storefront's own rule), with the unit and variant asked for;
 * its price of the store's level now, beside the price seen when it was put in the cart; and, for
 * an item kept in stock, whether the stock covers every line of it. Server only.
 */
import type { Dec } from '@niaga/core';
import { num } from '@niaga/kernel';
import type { Tx } from '@niaga/kernel/server';
import { itemDetail, type Store } from '../storefront/data';
import { rupiah } from '../storefront/html';
import type { CartLine } from './cart';

export interface LiveLine {
  line: CartLine;
  namaitem: string;
  /** Live price per unit ('' when the item is no longer sold). */
  harga: string;
  jumlah: Dec;
  /** The line's amount at the live price. */
  subtotal: Dec;
  /** Why the line cannot be ordered ('' when it can). */
  masalah: string;
  /** The price changed since it was put in the cart. */
  berubah: boolean;
}

const qtyText = (d: Dec) => d.toFixed();

/** Every line of the cart, live; stock is checked over all lines of one item (or variant). */
export async function liveLines(tx: Tx, s: Store, cart: CartLine[]): Promise<LiveLine[]> {
  const out: LiveLine[] = [];
  // Stock asked for, in base units, per item or variant, and what there is.
  const asked = new Map<string, { need: Dec; have: Dec; nama: string; satuan: string; idx: number[] }>();
  for (const line of cart) {
    const it = await itemDetail(tx, s, line.k);
    const jumlah = num(line.q);
    if (!it) {
      out.push({ line, namaitem: line.k, harga: '', jumlah, subtotal: num(0), masalah: `Produk ${line.k} tidak dijual di toko ini.`, berubah: false });
      continue;
    }
    const unit = it.units.find((u) => u.satuan === line.s);
    const variant = line.v ? it.variants.find((v) => v.iddetailvarian === line.v) : undefined;
    const nama = variant ? `${it.namaitem} ${variant.nama || variant.iddetailvarian}` : it.namaitem;
    if (!unit || (line.v && (!variant || line.s !== it.satuan)) || (!line.v && it.variants.length)) {
      out.push({ line, namaitem: nama, harga: '', jumlah, subtotal: num(0), masalah: `${nama}: pilihan satuan atau varian tidak tersedia.`, berubah: false });
      continue;
    }
    const harga = variant ? variant.harga : unit.harga;
    out.push({ line, namaitem: nama, harga, jumlah, subtotal: jumlah.times(num(harga)), masalah: '', berubah: !num(harga).eq(num(line.h)) });
    const stok = variant ? variant.stok : it.stok;
    if (stok === null) continue;
    const key = `${it.kodeitem}\n${line.v}`;
    const a = asked.get(key) ?? { need: num(0), have: num(stok), nama, satuan: it.satuan, idx: [] };
    a.need = a.need.plus(jumlah.times(num(unit.konversi)));
    a.idx.push(out.length - 1);
    asked.set(key, a);
  }
  for (const a of asked.values()) {
    if (a.need.lte(a.have)) continue;
    const msg = a.have.lte(0)
      ? `Stok ${a.nama} habis.`
      : `Stok ${a.nama} tidak cukup: tersisa ${qtyText(a.have)} ${a.satuan}, dipesan ${qtyText(a.need)} ${a.satuan}.`;
    for (const i of a.idx) out[i].masalah = msg;
  }
  return out;
}

export const totalOf = (lines: LiveLine[]) => lines.reduce((t, l) => t.plus(l.subtotal), num(0));
export const money = (d: Dec | string) => rupiah(num(d).toFixed(2));
