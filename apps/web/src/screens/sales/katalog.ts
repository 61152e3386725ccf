/**
 * The till's catalogue (issue 11): the active items with their units, barcodes, price levels and
 * variant combinations, fetched a page at a time from `item_katalog` and decoded from its columnar
 * pages (one array per field) into items, with lookups by code and by barcode, so the till can find
 * a scanned code without asking the server. Decimals stay strings.
 */
import { callOk } from '../../api';

export interface KatalogUnit {
  satuan: string;
  konversi: string;
  barcode: string;
  hargajual1: string;
  hargajual2: string;
  hargajual3: string;
  hargajual4: string;
}
export interface KatalogVarian {
  iddetailvarian: string;
  nilai1: string;
  nilai2: string;
  barcode: string;
  /** '0' means the unit's price. */
  hargajual1: string;
  hargajual2: string;
  hargajual3: string;
  hargajual4: string;
}
export interface KatalogItem {
  id: number;
  kodeitem: string;
  namaitem: string;
  tipe: string;
  satuan: string;
  jenispajak: string;
  timbangan: boolean;
  bulat: boolean;
  opsibulat: string;
  nilaibulat: string;
  units: KatalogUnit[];
  varian: KatalogVarian[];
}

type Cols = Record<string, unknown[]>;
/** The columns of a page: one array per field; units and combinations name their item by its id. */
export interface KatalogColumns {
  item: Cols;
  satuan: Cols;
  varian: Cols;
}
/** One page as `item_katalog` answers it. */
export interface KatalogPage {
  /** The columns as JSON text. */
  katalog: string;
  jumlah: number;
  /** `setelah` for the next page; null on the last. */
  berikut: number | null;
}

const HARGA = ['hargajual1', 'hargajual2', 'hargajual3', 'hargajual4'] as const;
const str = (c: Cols, k: string, i: number) => String(c[k]?.[i] ?? '');

/** The items of one page, each with its units and active combinations in their order. */
export function decodeKatalog(page: KatalogPage): KatalogItem[] {
  const { item, satuan, varian } = JSON.parse(page.katalog) as KatalogColumns;
  const ids = (item.id ?? []) as number[];
  const byId = new Map<number, KatalogItem>();
  const items = ids.map((id, i) => {
    const it: KatalogItem = {
      id,
      kodeitem: str(item, 'kodeitem', i),
      namaitem: str(item, 'namaitem', i),
      tipe: str(item, 'tipe', i),
      satuan: str(item, 'satuan', i),
      jenispajak: str(item, 'jenispajak', i),
      timbangan: item.timbangan[i] === 1,
      bulat: item.bulat[i] === 1,
      opsibulat: str(item, 'opsibulat', i),
      nilaibulat: str(item, 'nilaibulat', i),
      units: [],
      varian: [],
    };
    byId.set(id, it);
    return it;
  });
  const prices = (c: Cols, i: number) => Object.fromEntries(HARGA.map((k) => [k, str(c, k, i)])) as Record<(typeof HARGA)[number], string>;
  ((satuan.id ?? []) as number[]).forEach((id, i) =>
    byId.get(id)?.units.push({ satuan: str(satuan, 'satuan', i), konversi: str(satuan, 'konversi', i), barcode: str(satuan, 'barcode', i), ...prices(satuan, i) }),
  );
  ((varian.id ?? []) as number[]).forEach((id, i) =>
    byId.get(id)?.varian.push({ iddetailvarian: str(varian, 'iddetailvarian', i), nilai1: str(varian, 'nilai1', i), nilai2: str(varian, 'nilai2', i), barcode: str(varian, 'barcode', i), ...prices(varian, i) }),
  );
  return items;
}

/** What a code typed or scanned names: an item, with the unit or the combination its barcode chose. */
export interface KatalogHit {
  item: KatalogItem;
  satuan?: string;
  iddetailvarian?: string;
}

export class Katalog {
  readonly byCode = new Map<string, KatalogItem>();
  readonly byBarcode = new Map<string, KatalogHit>();

  constructor(readonly items: KatalogItem[] = []) {
    for (const it of items) this.add(it);
  }

  add(it: KatalogItem) {
    this.byCode.set(it.kodeitem, it);
    for (const u of it.units) if (u.barcode) this.byBarcode.set(u.barcode, { item: it, satuan: u.satuan });
    for (const v of it.varian) {
      if (v.barcode) this.byBarcode.set(v.barcode, { item: it, iddetailvarian: v.iddetailvarian });
      this.byBarcode.set(v.iddetailvarian, { item: it, iddetailvarian: v.iddetailvarian });
    }
  }

  /** As the server's exact search: the item code, then a unit's or a combination's barcode (or its id). */
  find(code: string): KatalogHit | null {
    const text = code.trim();
    const it = this.byCode.get(text.toUpperCase());
    if (it) return { item: it };
    return this.byBarcode.get(text) ?? this.byBarcode.get(text.toUpperCase()) ?? null;
  }
}

export type FetchPage = (setelah: number, limit: number) => Promise<KatalogPage>;
const fetchPage: FetchPage = (setelah, limit) => callOk<KatalogPage>('item_katalog', { setelah, limit });

/** The whole catalogue, page after page (`onProgress` gets the items read so far). */
export async function loadKatalog(opts: { limit?: number; fetch?: FetchPage; onProgress?: (n: number) => void } = {}): Promise<Katalog> {
  const get = opts.fetch ?? fetchPage;
  const katalog = new Katalog();
  let setelah = 0;
  for (;;) {
    const page = await get(setelah, opts.limit ?? 10_000);
    for (const it of decodeKatalog(page)) {
      katalog.items.push(it);
      katalog.add(it);
    }
    opts.onProgress?.(katalog.items.length);
    if (page.berikut === null) return katalog;
    setelah = page.berikut;
  }
}
