/**
 * The till's catalogue in memory (issue 11 and 14; docs/kasir.md "Scan-to-line"): the active items
 * with their units, barcodes, price levels, variant combinations and customer-group prices, as
 * the server keeps them in blocks of item ids (`kasir_katalog` for a cashier, the same as the
 * master's `item_katalog`; modules/master/item/katalog.ts): a block is columnar JSON (one array
 * per field), gzipped, in base64, with its version. The till keeps the blocks it has (in
 * IndexedDB, `idbStore`), tells the server their versions and gets only the blocks that changed.
 * Decoded, the items are indexed by item code, unit barcode and variant barcode or id, so a scan
 * of a known code adds its line without a round trip. It answers an exact code the way the
 * server's `kasir_item` does: the item code first (upper case), then a unit's barcode (that unit),
 * then a variant's barcode or id (that variant). The till falls back to `kasir_item` for what it
 * does not hold; the server still judges every price at the save. Decimals stay strings.
 */
import type { TillItem } from './till';

type Cols = Record<string, unknown[]>;
/** The columns of a page: one array per field; units, combinations and group prices name their item by its id. */
export interface KatalogColumns {
  item: Cols;
  satuan: Cols;
  varian: Cols;
  grup: Cols;
}
/** A block of the catalogue: `katalog` is its columns' JSON gzipped, in base64. */
export interface KatalogBlok {
  blok: number;
  versi: string;
  jumlah: number;
  katalog: string;
}
/** A load's answer: every block's version, the content of those the till lacks, `lagi` = more to ask for. */
export interface KatalogReply {
  blok: Array<{ blok: number; versi: string; jumlah: number }>;
  isi: KatalogBlok[];
  lagi: 0 | 1;
}

/** base64 → bytes (the browser's own decoder when it has one). */
function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> }).fromBase64;
  if (native) return native(b64);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A block's JSON text from its gzipped base64. */
export async function unpack(b64: string): Promise<string> {
  return new Response(new Blob([fromBase64(b64)]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

const HARGA = ['hargajual1', 'hargajual2', 'hargajual3', 'hargajual4'] as const;
const str = (c: Cols, k: string, i: number) => String(c[k]?.[i] ?? '');
const prices = (c: Cols, i: number) => Object.fromEntries(HARGA.map((k) => [k, str(c, k, i)])) as Record<(typeof HARGA)[number], string>;

type Decoded = { item: TillItem; barcodeVarian: Array<[string, string]> };

/**
 * The items of one block (its columns' JSON text) as the till's items (the shape `kasir_item`
 * gives, without the cost), with the combinations' barcodes. One more part of the catalogue (a
 * child table in KATALOG_PARTS on the server) is one more loop below and a field of TillItem.
 */
export function decodeKatalog(json: string): Decoded[] {
  const { item, satuan, varian, grup } = JSON.parse(json) as KatalogColumns;
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
  return out;
}

export interface Found {
  item: TillItem;
  /** The unit whose barcode was scanned. */
  satuan: string | null;
  /** The variant whose barcode or id was scanned. */
  iddetailvarian: string | null;
}

/** Where a till keeps its blocks between loads (IndexedDB in the browser: `idbStore`). */
export interface KatalogStore {
  all(): Promise<KatalogBlok[]>;
  put(b: KatalogBlok): Promise<void>;
  drop(blok: number): Promise<void>;
}

export class Katalog {
  private byCode = new Map<string, TillItem>();
  private byBarcode = new Map<string, { kodeitem: string; satuan: string }>();
  private byVarian = new Map<string, { kodeitem: string; iddetailvarian: string }>();
  private blocks = new Map<number, { versi: string; items: Decoded[] }>();
  /** Every block has been read. */
  complete = false;

  get size() {
    return this.byCode.size;
  }

  /** The versions of the blocks held: what a load tells the server (`punya`). */
  versions(): Record<string, string> {
    return Object.fromEntries([...this.blocks].map(([b, { versi }]) => [String(b), versi]));
  }

  /** Sets block `blok` to its JSON `json` (replacing the items of its previous version); returns its number of items. */
  setBlock(blok: number, versi: string, json: string): number {
    this.dropBlock(blok);
    const items = decodeKatalog(json);
    for (const { item, barcodeVarian } of items) {
      this.put(item);
      for (const [barcode, iddetailvarian] of barcodeVarian) this.byVarian.set(barcode, { kodeitem: item.kodeitem, iddetailvarian });
    }
    this.blocks.set(blok, { versi, items });
    return items.length;
  }

  /** Forgets block `blok`'s items (those an answer of the server put since are kept). */
  dropBlock(blok: number) {
    const old = this.blocks.get(blok);
    if (!old) return;
    this.blocks.delete(blok);
    for (const { item, barcodeVarian } of old.items) {
      if (this.byCode.get(item.kodeitem) !== item) continue;
      this.byCode.delete(item.kodeitem);
      for (const u of item.units) if (u.barcode && this.byBarcode.get(u.barcode)?.kodeitem === item.kodeitem) this.byBarcode.delete(u.barcode);
      for (const key of [...item.varian.map((v) => v.iddetailvarian), ...barcodeVarian.map(([b]) => b)]) if (this.byVarian.get(key)?.kodeitem === item.kodeitem) this.byVarian.delete(key);
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

export type FetchBlocks = (punya: Record<string, string>) => Promise<KatalogReply>;

/**
 * Reads the catalogue into `katalog`: first the blocks `store` kept, then, from the server, the
 * blocks that changed since (all of them the first time), call after call while it says `lagi`;
 * blocks the server no longer lists are dropped. Keeps what came in `store`. `onProgress` gets the
 * items held so far; stops early when `stopped()` says so. Marks it complete after the last call.
 */
export async function loadKatalog(katalog: Katalog, fetch: FetchBlocks, opts: { store?: KatalogStore; onProgress?: (n: number) => void; stopped?: () => boolean } = {}): Promise<Katalog> {
  const { store } = opts;
  if (store) {
    const kept = await store.all().catch(() => []);
    for (const b of kept) {
      if (opts.stopped?.()) return katalog;
      katalog.setBlock(b.blok, b.versi, await unpack(b.katalog));
    }
    if (kept.length) opts.onProgress?.(katalog.size);
  }
  while (!opts.stopped?.()) {
    const r = await fetch(katalog.versions());
    for (const b of r.isi) {
      katalog.setBlock(b.blok, b.versi, await unpack(b.katalog));
      await store?.put(b).catch(() => undefined);
    }
    const listed = new Set(r.blok.map((b) => String(b.blok)));
    for (const blok of Object.keys(katalog.versions()))
      if (!listed.has(blok)) {
        katalog.dropBlock(Number(blok));
        await store?.drop(Number(blok)).catch(() => undefined);
      }
    opts.onProgress?.(katalog.size);
    if (!r.lagi) {
      katalog.complete = true;
      break;
    }
  }
  return katalog;
}

/** The blocks of one company's catalogue kept in the browser's IndexedDB (database `niaga-katalog-<company>`). */
export function idbStore(company: string): KatalogStore | undefined {
  if (typeof indexedDB === 'undefined' || !company) return undefined;
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(`niaga-katalog-${company}`, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('blok', { keyPath: 'blok' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
  const run = <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
    opened.then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const req = fn(db.transaction('blok', mode).objectStore('blok'));
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
        }),
    );
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<KatalogBlok[]>),
    put: (b) => run('readwrite', (s) => s.put(b)).then(() => undefined),
    drop: (blok) => run('readwrite', (s) => s.delete(blok)).then(() => undefined),
  };
}
