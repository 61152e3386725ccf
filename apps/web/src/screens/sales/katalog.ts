/**
 * The till's catalogue in memory (issue 11 and 14; docs/kasir.md "Scan-to-line"): the active items
 * with their units, barcodes, price levels, variant combinations, customer-group prices and prices by
 * quantity (`hargajumlah`, the till re-prices a line when its quantity changes), read a
 * page at a time (`kasir_katalog` for a cashier, the same page as the master's `item_katalog`) and
 * decoded from its columnar pages (one array per field), then indexed by item code, unit barcode
 * and variant barcode or id, so a scan of a known code adds its line without a round trip. It
 * answers an exact code the way the server's `kasir_item` does: the item code first (upper case),
 * then a unit's barcode (that unit), then a variant's barcode or id (that variant). The till falls
 * back to `kasir_item` for what it does not hold; the server still judges every price at the save.
 * Decimals stay strings.
 */
import type { TillItem } from './till';

type Cols = Record<string, unknown[]>;
/** The columns of a page: one array per field; units, combinations, group prices and quantity tiers name their item by its id. */
export interface KatalogColumns {
  item: Cols;
  satuan: Cols;
  varian: Cols;
  grup: Cols;
  /** Prices by quantity: satuan, iddetailvarian ('' = every combination), jumlahdari, hargajual. */
  hargajumlah?: Cols;
}
/** One page as `item_katalog` / `kasir_katalog` answer it. */
export interface KatalogPage {
  /** The columns as JSON text. */
  katalog: string;
  jumlah: number;
  /** `setelah` for the next page; null on the last. */
  berikut: number | null;
}

const HARGA = ['hargajual1', 'hargajual2', 'hargajual3', 'hargajual4'] as const;
const str = (c: Cols, k: string, i: number) => String(c[k]?.[i] ?? '');
const prices = (c: Cols, i: number) => Object.fromEntries(HARGA.map((k) => [k, str(c, k, i)])) as Record<(typeof HARGA)[number], string>;

/** The items of one page as the till's items (the shape `kasir_item` gives, without the cost), with the combinations' barcodes. */
export function decodeKatalog(page: KatalogPage): Array<{ item: TillItem; barcodeVarian: Array<[string, string]> }> {
  const { item, satuan, varian, grup, hargajumlah } = JSON.parse(page.katalog) as KatalogColumns;
  const byId = new Map<number, { item: TillItem; barcodeVarian: Array<[string, string]> }>();
  const out = ((item.id ?? []) as number[]).map((id, i) => {
    const it = {
      item: {
        kodeitem: str(item, 'kodeitem', i),
        namaitem: str(item, 'namaitem', i),
        tipe: str(item, 'tipe', i),
        jenispajak: str(item, 'jenispajak', i),
        satuan: str(item, 'satuan', i),
        timbangan: item.timbangan?.[i] === 1,
        units: [],
        varian: [],
        grup: [],
        hargajumlah: [],
      } as TillItem,
      barcodeVarian: [] as Array<[string, string]>,
    };
    byId.set(id, it);
    return it;
  });
  ((satuan?.id ?? []) as number[]).forEach((id, i) => {
    const barcode = str(satuan, 'barcode', i);
    byId.get(id)?.item.units.push({ satuan: str(satuan, 'satuan', i), konversi: str(satuan, 'konversi', i), barcode: barcode || null, ...prices(satuan, i) });
  });
  ((varian?.id ?? []) as number[]).forEach((id, i) => {
    const it = byId.get(id);
    if (!it) return;
    const iddetailvarian = str(varian, 'iddetailvarian', i);
    it.item.varian.push({ iddetailvarian, ...prices(varian, i) });
    const barcode = str(varian, 'barcode', i);
    if (barcode) it.barcodeVarian.push([barcode, iddetailvarian]);
  });
  ((grup?.id ?? []) as number[]).forEach((id, i) => byId.get(id)?.item.grup.push({ kgruppel: str(grup, 'kgruppel', i), satuan: str(grup, 'satuan', i), hargajual: str(grup, 'hargajual', i) }));
  ((hargajumlah?.id ?? []) as number[]).forEach((id, i) =>
    byId.get(id)?.item.hargajumlah?.push({ satuan: str(hargajumlah!, 'satuan', i), iddetailvarian: str(hargajumlah!, 'iddetailvarian', i), jumlahdari: str(hargajumlah!, 'jumlahdari', i), hargajual: str(hargajumlah!, 'hargajual', i) }),
  );
  return out;
}

export interface Found {
  item: TillItem;
  /** The unit whose barcode was scanned. */
  satuan: string | null;
  /** The variant whose barcode or id was scanned. */
  iddetailvarian: string | null;
}

export class Katalog {
  private byCode = new Map<string, TillItem>();
  private byBarcode = new Map<string, { kodeitem: string; satuan: string }>();
  private byVarian = new Map<string, { kodeitem: string; iddetailvarian: string }>();
  /** Every page has been read. */
  complete = false;

  get size() {
    return this.byCode.size;
  }

  /** Adds a page of the catalogue; returns its number of items. */
  addPage(page: KatalogPage): number {
    const items = decodeKatalog(page);
    for (const { item, barcodeVarian } of items) {
      this.put(item);
      for (const [barcode, iddetailvarian] of barcodeVarian) this.byVarian.set(barcode, { kodeitem: item.kodeitem, iddetailvarian });
    }
    return items.length;
  }

  /** An item as the server gave it (kasir_item): it replaces the catalogue's copy. */
  put(item: TillItem) {
    this.byCode.set(item.kodeitem, item);
    for (const u of item.units) if (u.barcode) this.byBarcode.set(u.barcode, { kodeitem: item.kodeitem, satuan: u.satuan });
    for (const v of item.varian) this.byVarian.set(v.iddetailvarian, { kodeitem: item.kodeitem, iddetailvarian: v.iddetailvarian });
  }

  /** The item of an exact code, unit barcode or variant barcode/id; null when the catalogue does not hold it. */
  find(text: string): Found | null {
    const code = text.trim();
    if (!code) return null;
    const upper = code.toUpperCase();
    const item = this.byCode.get(upper);
    if (item) return { item, satuan: null, iddetailvarian: null };
    const b = this.byBarcode.get(code);
    const ofBarcode = b && this.byCode.get(b.kodeitem);
    if (b && ofBarcode) return { item: ofBarcode, satuan: b.satuan, iddetailvarian: null };
    const v = this.byVarian.get(code) ?? this.byVarian.get(upper);
    const ofVarian = v && this.byCode.get(v.kodeitem);
    if (v && ofVarian) return { item: ofVarian, satuan: null, iddetailvarian: v.iddetailvarian };
    return null;
  }
}

export type FetchPage = (setelah: number, limit: number) => Promise<KatalogPage>;

/**
 * Reads the whole catalogue into `katalog`, page after page (`onProgress` gets the items read so
 * far); stops early when `stopped()` says so. Marks it complete after the last page.
 */
export async function loadKatalog(katalog: Katalog, fetch: FetchPage, opts: { limit?: number; onProgress?: (n: number) => void; stopped?: () => boolean } = {}): Promise<Katalog> {
  let setelah = 0;
  let n = 0;
  while (!opts.stopped?.()) {
    const page = await fetch(setelah, opts.limit ?? 5000);
    n += katalog.addPage(page);
    opts.onProgress?.(n);
    if (page.berikut === null) {
      katalog.complete = true;
      break;
    }
    setelah = page.berikut;
  }
  return katalog;
}
