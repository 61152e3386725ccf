/**
 * What the stock documents share on the server: their lines in base units, the stock a warehouse
 * holds at a date (read from the books' moves), and the refusal of stock going below zero with
 * the item, the warehouse and the missing quantity named.
 */
import { sql } from 'drizzle-orm';
import { ActError, fieldError, NUM } from '@niaga/kernel';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, formatId, type Dec, ZERO } from '@niaga/core';
import { negativeStockAllowed, tampil } from '@niaga/ledger';
import { TIPE_STOK } from '@niaga/master';
import { itemsByCode, type StockItem } from '@niaga/master/item/server';

type Line = Record<string, unknown>;

export interface BaseLine {
  /** Index of the line in the document (for `lines.N.…` refusals). */
  i: number;
  it: StockItem;
  satuan: string;
  konversi: Dec;
  /** Quantity in the item's base unit. */
  qty: Dec;
}

/** The document's lines with their items and their quantity in base units; non-stock items refused on their cell. */
export async function baseLines(tx: Tx, lines: Line[]): Promise<BaseLine[]> {
  const items = await itemsByCode(tx, lines.map((l) => String(l.kodeitem)));
  return lines.map((l, i) => {
    const it = items.get(String(l.kodeitem));
    if (!it) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: Item '${String(l.kodeitem)}' tidak ditemukan.`, NUM.INVALID);
    if (!TIPE_STOK.includes(it.tipe)) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: item ${it.kodeitem} ${it.namaitem} bukan barang persediaan; stoknya tidak dicatat.`);
    const konversi = dec(it.konversi.get(String(l.satuan)) ?? '1');
    return { i, it, satuan: String(l.satuan), konversi, qty: dec(String(l.jumlah)).times(konversi) };
  });
}

/** Quantity display: 1.234,5 (no trailing zeros). */
export const qtyText = (v: Dec) => formatId(v, 4).replace(/,?0+$/, '');

/** Whether the company allows negative stock: the setting Izinkan Stok Minus of /pengaturanumum, as the ledger reads it. */
export { negativeStockAllowed };

/**
 * The stock of items in a warehouse on a date (moves up to and including that date), in base
 * units, leaving out the live moves of one document (the one being edited: its old version is
 * reversed when the new one is posted). Read from the warehouse's count (`stok_gudang`, the sum of
 * the live moves) less the live moves after the date and the document's own up to it — so the
 * cost does not grow with an item's history.
 */
export async function stockOn(tx: Tx, r: { items: number[]; gudang: number; tanggal: string; sumber: string; notransaksi?: string }): Promise<Map<number, Dec>> {
  const out = new Map<number, Dec>(r.items.map((id) => [id, ZERO]));
  if (!r.items.length) return out;
  const own = r.notransaksi
    ? sql`- coalesce((select sum(m.qty) from stok_mutasi m
                      where m.jurnal_id in (select j.id from gl_jurnal j where j.sumber = ${r.sumber} and j.notransaksi = ${r.notransaksi} and j.status = 0)
                        and m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.gudang_id = g.gudang_id and not m.batal and m.tanggal <= ${r.tanggal}::date), 0)`
    : sql``;
  const rows = await rowsOf<{ item_id: number; qty: string }>(
    tx,
    sql`select g.item_id, sum(g.qty
              - coalesce((select sum(m.qty) from stok_mutasi m
                          where m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.tanggal > ${r.tanggal}::date and m.gudang_id = g.gudang_id and not m.batal), 0)
              ${own})::text as qty
        from stok_gudang g where g.item_id in (${sql.join(r.items.map((id) => sql`${id}`), sql`, `)}) and g.gudang_id = ${r.gudang}
        group by g.item_id`,
  );
  for (const x of rows) out.set(Number(x.item_id), dec(x.qty));
  return out;
}

/**
 * Refuses lines taking more of an item out of a warehouse than it holds on the document's date,
 * naming the line, the item, the warehouse, what is there, what is asked and what is missing.
 * (The books check again under the item's lock, so concurrent documents cannot overdraw either;
 * a later date going negative is refused by the books too.)
 */
export async function assertAvailable(
  tx: Tx,
  r: { lines: BaseLine[]; gudang: number; kodegudang: string; tanggal: string; sumber: string; notransaksi?: string },
): Promise<void> {
  if (await negativeStockAllowed(tx)) return;
  const stock = await stockOn(tx, { items: r.lines.map((l) => l.it.id), gudang: r.gudang, tanggal: r.tanggal, sumber: r.sumber, notransaksi: r.notransaksi });
  const asked = new Map<number, Dec>();
  for (const l of r.lines) {
    const want = (asked.get(l.it.id) ?? ZERO).plus(l.qty);
    asked.set(l.it.id, want);
    const ada = stock.get(l.it.id) ?? ZERO;
    if (want.gt(ada)) {
      const kurang = want.minus(ada);
      const unit = l.it.satuan;
      throw new ActError(
        NUM.RULE,
        `Baris ${l.i + 1}: stok item ${l.it.kodeitem} ${l.it.namaitem} di gudang ${r.kodegudang} tidak mencukupi pada ${tampil(r.tanggal)}: tersedia ${qtyText(ada)} ${unit}, diminta ${qtyText(want)} ${unit}, kurang ${qtyText(kurang)} ${unit}.`,
        { fields: { [`lines.${l.i}.jumlah`]: `Stok kurang ${qtyText(kurang)} ${unit}` } },
      );
    }
  }
}

