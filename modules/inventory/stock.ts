/**
 * What the stock documents share on the server: their lines in base units (with the variant of a
 * variant item: the books keep its stock and cost per variant), the stock a warehouse holds at a
 * date (read from the books' moves), and the refusal of stock going below zero with the item, the
 * variant, the warehouse and the missing quantity named.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, fieldError, NUM } from '@niaga/kernel';
import { prepared, rowsOf, type Tx } from '@niaga/kernel/server';
import { dec, type Dec, ZERO } from '@niaga/core';
import { negativeStockAllowed, qtyText, tampil } from '@niaga/ledger';
import { TIPE_STOK, TIPE_VARIAN } from '@niaga/master';
import { itemsOfLines, type StockItem } from '@niaga/master/server';

type Line = Record<string, unknown>;

export interface BaseLine {
  /** Index of the line in the document (for `lines.N.…` refusals). */
  i: number;
  it: StockItem;
  satuan: string;
  konversi: Dec;
  /** Quantity in the item's base unit. */
  qty: Dec;
  /** The books' variant key: the id of the item's `detailvarian` row; 0 (or absent) for an item without variants. */
  varian?: number;
  /** The variant's `iddetailvarian` as the line names it ('' without). */
  kodevarian?: string;
}

/** The books' key of a line's stock: item and variant. */
export const stockKey = (l: { it: { id: number }; varian?: number }) => `${l.it.id}:${l.varian ?? 0}`;

/** A line's item as a move's description names it: code and variant. */
export const itemCode = (l: Pick<BaseLine, 'it' | 'kodevarian'>) => `${l.it.kodeitem}${l.kodevarian ? ` ${l.kodevarian}` : ''}`;

/** A line's item as messages name it: code, name and, for a variant item, its variant. */
export const itemName = (l: Pick<BaseLine, 'it' | 'kodevarian'>) => `${l.it.kodeitem} ${l.it.namaitem}${l.kodevarian ? ` varian ${l.kodevarian}` : ''}`;

/** The variants of the variant items among `items`: `${item id}:${iddetailvarian}` → the books' key (detailvarian.id). */
export async function variantsOf(tx: Tx, items: Pick<StockItem, 'id' | 'tipe'>[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = items.filter((it) => it.tipe === TIPE_VARIAN).map((it) => it.id);
  if (!ids.length) return out;
  const rows = await rowsOf<{ id: number; item_id: number; iddetailvarian: string }>(
    tx,
    sql`select id, item_id, iddetailvarian from detailvarian where item_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  for (const v of rows) out.set(`${v.item_id}:${v.iddetailvarian}`, Number(v.id));
  return out;
}

/**
 * The books' variant key of an item and the variant a line names (0 for an item without
 * variants), or why it cannot be: a variant item needs its variant, one of its own; other items none.
 */
export function variantKey(it: Pick<StockItem, 'id' | 'kodeitem' | 'namaitem' | 'tipe'>, kodevarian: string, variants: Map<string, number>): number | string {
  if (it.tipe === TIPE_VARIAN) {
    if (!kodevarian) return `item ${it.kodeitem} ${it.namaitem} adalah barang varian; pilih variannya (stok dicatat per varian).`;
    return variants.get(`${it.id}:${kodevarian}`) ?? `varian '${kodevarian}' bukan varian item ${it.kodeitem} ${it.namaitem}.`;
  }
  return kodevarian ? `item ${it.kodeitem} ${it.namaitem} tidak mempunyai varian; kosongkan variannya.` : 0;
}

/**
 * The document's lines with their items, their variants and their quantity in base units;
 * refused on their cell: a non-stock item, a variant item without its variant (or with one not
 * its own), a variant named on an item without variants.
 */
export async function baseLines(tx: Tx, lines: Line[]): Promise<BaseLine[]> {
  const items = await itemsOfLines(tx, lines);
  const variants = await variantsOf(tx, [...items.values()]);
  return lines.map((l, i) => {
    const it = items.get(String(l.kodeitem));
    if (!it) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: Item '${String(l.kodeitem)}' tidak ditemukan.`, NUM.INVALID);
    if (!TIPE_STOK.includes(it.tipe)) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: item ${it.kodeitem} ${it.namaitem} bukan barang persediaan; stoknya tidak dicatat.`);
    const kodevarian = String(l.iddetailvarian ?? '').trim().toUpperCase();
    const varian = variantKey(it, kodevarian, variants);
    if (typeof varian === 'string') throw fieldError(`lines.${i}.iddetailvarian`, `Baris ${i + 1}: ${varian}`, NUM.INVALID);
    const konversi = dec(it.konversi.get(String(l.satuan)) ?? '1');
    return { i, it, satuan: String(l.satuan), konversi, qty: dec(String(l.jumlah)).times(konversi), varian, kodevarian };
  });
}

/** Quantity display: 1.234,5 (no trailing zeros); the ledger's, as stock moves' descriptions show it. */
export { qtyText };

/** Whether the company allows negative stock: the setting Izinkan Stok Minus of /pengaturanumum, as the ledger reads it. */
export { negativeStockAllowed };

/**
 * The stock of items (per variant: keyed by `stockKey`) in a warehouse on a date (moves up to and
 * including that date), in base units, leaving out the live moves of one document (the one being edited: its old version is
 * reversed when the new one is posted). Read from the warehouse's count (`v_stok_gudang`, the sum of
 * the live moves) less the live moves after the date and the document's own up to it — so the
 * cost does not grow with an item's history.
 */
export async function stockOn(
  tx: Tx,
  r: { items: { it: { id: number }; varian?: number }[]; gudang: number; tanggal: string; sumber: string; notransaksi?: string },
): Promise<Map<string, Dec>> {
  const out = new Map<string, Dec>(r.items.map((l) => [stockKey(l), ZERO]));
  if (!r.items.length) return out;
  const ids = [...new Set(r.items.map((l) => l.it.id))];
  const rows = await rowsOf<StockRow>(
    tx,
    prepared(stockSelect({ items: sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, gudang: sql`${r.gudang}`, tanggal: r.tanggal, sumber: r.sumber, notransaksi: r.notransaksi })),
  );
  return stockMap(out, rows);
}

/** A row of `stockSelect`. */
export interface StockRow {
  item_id: number;
  iddetailvarian: number;
  qty: string;
}

/** `stockOn`'s map from the rows of `stockSelect` (keys not read stay as given: zero). */
export function stockMap(out: Map<string, Dec>, rows: StockRow[]): Map<string, Dec> {
  for (const x of rows) {
    const k = `${x.item_id}:${x.iddetailvarian}`;
    if (out.has(k)) out.set(k, dec(x.qty));
  }
  return out;
}

/**
 * The select `stockOn` reads (item_id, iddetailvarian, qty), for a caller that sends it with its
 * own look-ups: `items` an SQL list of item ids (`(1, 2)` or `(select id …)`), `gudang` the
 * warehouse id as SQL.
 */
export function stockSelect(r: { items: SQL; gudang: SQL; tanggal: string; sumber: string; notransaksi?: string }): SQL {
  const own = r.notransaksi
    ? sql`- coalesce((select sum(m.qty) from v_stok_mutasi m
                      where m.jurnal_id in (select j.id from v_gl_jurnal j where j.sumber = ${r.sumber} and j.notransaksi = ${r.notransaksi} and j.status = 0)
                        and m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.gudang_id = g.gudang_id and not m.batal and m.tanggal <= ${r.tanggal}::date), 0)`
    : sql``;
  return sql`select g.item_id, g.iddetailvarian, sum(g.qty
              - coalesce((select sum(m.qty) from v_stok_mutasi m
                          where m.item_id = g.item_id and m.iddetailvarian = g.iddetailvarian and m.tanggal > ${r.tanggal}::date and m.gudang_id = g.gudang_id and not m.batal), 0)
              ${own})::text as qty
        from v_stok_gudang g where g.item_id in ${r.items} and g.gudang_id = ${r.gudang}
        group by g.item_id, g.iddetailvarian`;
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
  const stock = await stockOn(tx, { items: r.lines, gudang: r.gudang, tanggal: r.tanggal, sumber: r.sumber, notransaksi: r.notransaksi });
  refuseShort(r, stock);
}

/** `assertAvailable`'s judgement, given the stock `stockOn` gives for the lines' items. */
export function refuseShort(r: { lines: BaseLine[]; kodegudang: string; tanggal: string }, stock: Map<string, Dec>): void {
  const asked = new Map<string, Dec>();
  for (const l of r.lines) {
    const k = stockKey(l);
    const want = (asked.get(k) ?? ZERO).plus(l.qty);
    asked.set(k, want);
    const ada = stock.get(k) ?? ZERO;
    if (want.gt(ada)) {
      const kurang = want.minus(ada);
      const unit = l.it.satuan;
      throw new ActError(
        NUM.RULE,
        `Baris ${l.i + 1}: stok item ${itemName(l)} di gudang ${r.kodegudang} tidak mencukupi pada ${tampil(r.tanggal)}: tersedia ${qtyText(ada)} ${unit}, diminta ${qtyText(want)} ${unit}, kurang ${qtyText(kurang)} ${unit}.`,
        { fields: { [`lines.${l.i}.jumlah`]: `Stok kurang ${qtyText(kurang)} ${unit}` } },
      );
    }
  }
}

