/**
 * The till's catalogue in memory (docs/kasir.md "Scan-to-line"): the pages of `kasir_katalog`
 * indexed by item code, unit barcode and variant barcode or id, so a scan of a known code adds its
 * line without a round trip. It answers an exact code the way the server's `kasir_item` does: the
 * item code first (upper case), then a unit's barcode (that unit), then a variant's barcode or id
 * (that variant). Pure; the till falls back to `kasir_item` for what it does not hold.
 */
import type { TillItem } from './till';

type H4 = [string, string, string, string];
/** A row of `kasir_katalog` (compact: units, variants and group prices as arrays). */
export interface KatalogRow {
  kodeitem: string;
  namaitem: string;
  tipe: string;
  satuan: string;
  jenispajak: string;
  timbangan: boolean;
  /** [satuan, konversi, barcode, hargajual1..4] */
  u: Array<[string, string, string | null, ...H4]> | null;
  /** [iddetailvarian, nilai1, nilai2, barcode, hargajual1..4] */
  v: Array<[string, string, string, string | null, ...H4]> | null;
  /** [kgruppel, satuan, hargajual] */
  g: Array<[string, string, string]> | null;
}

export interface Found {
  item: TillItem;
  /** The unit whose barcode was scanned. */
  satuan: string | null;
  /** The variant whose barcode or id was scanned. */
  iddetailvarian: string | null;
}

/** A catalogue row as the till's item (the shape `kasir_item` gives, without the cost). */
export function tillItemOf(r: KatalogRow): TillItem {
  return {
    kodeitem: r.kodeitem,
    namaitem: r.namaitem,
    tipe: String(r.tipe),
    jenispajak: String(r.jenispajak),
    satuan: r.satuan,
    timbangan: Boolean(r.timbangan),
    units: (r.u ?? []).map(([satuan, konversi, barcode, hargajual1, hargajual2, hargajual3, hargajual4]) => ({ satuan, konversi, barcode: barcode || null, hargajual1, hargajual2, hargajual3, hargajual4 })),
    varian: (r.v ?? []).map(([iddetailvarian, , , , hargajual1, hargajual2, hargajual3, hargajual4]) => ({ iddetailvarian, hargajual1, hargajual2, hargajual3, hargajual4 })),
    grup: (r.g ?? []).map(([kgruppel, satuan, hargajual]) => ({ kgruppel, satuan, hargajual })),
  };
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

  /** Adds a page of `kasir_katalog`. */
  add(rows: KatalogRow[]) {
    for (const r of rows) {
      this.put(tillItemOf(r));
      for (const v of r.v ?? []) if (v[3]) this.byVarian.set(v[3], { kodeitem: r.kodeitem, iddetailvarian: v[0] });
    }
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
