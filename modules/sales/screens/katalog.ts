/**
 * The till's catalogue in memory (issue 11 and 14; docs/kasir.md "Scan-to-line"): the active items
 * with their units, barcodes, price levels, variant combinations, customer-group prices and prices
 * by quantity (`hargajumlah`: the till re-prices a line when its quantity changes), as
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
  /** Prices by quantity: satuan, iddetailvarian ('' = every combination), jumlahdari, hargajual. */
  hargajumlah?: Cols;
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

/**
 * A block as the till holds it: its columns as parsed, and for each child part where each item's
 * rows start (`from[i]` .. `from[i + 1]`) and which item each row belongs to. Codes are found by
 * binary search in the block's `cari` (row numbers sorted by the code, from the server): a load
 * parses, nothing more; an item is made into a TillItem only when a scan finds it.
 */
interface Block {
  versi: string;
  /** When it was set (later than an item `put` before it, earlier than one after). */
  seq: number;
  cols: KatalogColumns;
  cari: Record<string, number[]>;
  from: Record<Part, Int32Array>;
  owner: Record<Part, Int32Array>;
}
const PARTS = ['satuan', 'varian', 'grup', 'hargajumlah'] as const;
type Part = (typeof PARTS)[number];

/** The TillItem of row `i` of a block: what `kasir_item` gives, without the cost. */
function itemOf(b: Block, i: number): TillItem {
  const { item, satuan, varian, grup } = b.cols;
  const tiers = b.cols.hargajumlah ?? {};
  const rows = (part: Part) => {
    const out: number[] = [];
    for (let j = b.from[part][i]; j < b.from[part][i + 1]; j++) out.push(j);
    return out;
  };
  return {
    kodeitem: str(item, 'kodeitem', i),
    namaitem: str(item, 'namaitem', i),
    tipe: str(item, 'tipe', i),
    jenispajak: str(item, 'jenispajak', i),
    satuan: str(item, 'satuan', i),
    timbangan: item.timbangan?.[i] === 1,
    units: rows('satuan').map((j) => ({ satuan: str(satuan, 'satuan', j), konversi: str(satuan, 'konversi', j), barcode: str(satuan, 'barcode', j) || null, ...prices(satuan, j) })),
    varian: rows('varian').map((j) => ({ iddetailvarian: str(varian, 'iddetailvarian', j), ...prices(varian, j) })),
    grup: rows('grup').map((j) => ({ kgruppel: str(grup, 'kgruppel', j), satuan: str(grup, 'satuan', j), hargajual: str(grup, 'hargajual', j) })),
    hargajumlah: rows('hargajumlah').map((j) => ({ satuan: str(tiers, 'satuan', j), iddetailvarian: str(tiers, 'iddetailvarian', j), jumlahdari: str(tiers, 'jumlahdari', j), hargajual: str(tiers, 'hargajual', j) })),
  };
}

/**
 * A block's columns (its JSON text) with, per child part, each item's first row and each row's
 * item: the rows come in the items' id order, so one pass. One more part of the catalogue (a
 * child table in KATALOG_PARTS on the server) is one more name in PARTS, its rows in itemOf, and
 * a field of TillItem.
 */
function parseBlock(versi: string, seq: number, json: string): Block {
  const { cari, ...cols } = JSON.parse(json) as KatalogColumns & { cari?: Record<string, number[]> };
  const ids = (cols.item.id ?? []) as number[];
  const from = {} as Block['from'];
  const owner = {} as Block['owner'];
  for (const part of PARTS) {
    const pid = (cols[part]?.id ?? []) as number[];
    const f = new Int32Array(ids.length + 1);
    const o = new Int32Array(pid.length);
    // Both in id order: item i's rows start at the first row whose id is not below its id.
    let i = 0;
    for (let j = 0; j < pid.length; j++) {
      while (i < ids.length && ids[i] < pid[j]) f[++i] = j;
      o[j] = i < ids.length && ids[i] === pid[j] ? i : -1;
    }
    while (i < ids.length) f[++i] = pid.length;
    from[part] = f;
    owner[part] = o;
  }
  return { versi, seq, cols, cari: cari ?? {}, from, owner };
}

/** Compares as the server sorted (`collate "C"`: by code point). */
const byCodePoint = (a: string, b: string) => {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length < b.length ? -1 : 1;
};

/** The row of `part` whose `field` is `key`, by binary search in the block's sorted row numbers; -1 when none. */
function lookup(b: Block, part: string, field: string, key: string): number {
  const order = b.cari[`${part}.${field}`];
  const values = b.cols[part as keyof KatalogColumns]?.[field] as string[] | undefined;
  if (!order || !values) return -1;
  let lo = 0;
  let hi = order.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = byCodePoint(values[order[mid]], key);
    if (c === 0) return order[mid];
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
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

type Given<T> = T & { seq: number };

export class Katalog {
  private blocks = new Map<number, Block>();
  /** Items as the server gave them (`put`), by code; and their units' barcodes and combinations. */
  private given = new Map<string, Given<{ item: TillItem }>>();
  private givenBarcode = new Map<string, Given<{ kodeitem: string; value: string }>>();
  private givenVarian = new Map<string, Given<{ kodeitem: string; value: string }>>();
  /** Items already made from their block rows, by block and row (cleared when a block changes). */
  private made = new Map<string, TillItem>();
  private seq = 0;
  private items = 0;
  /** Every block has been read. */
  complete = false;

  /** The number of items the blocks hold. */
  get size() {
    return this.items;
  }

  /** The versions of the blocks held: what a load tells the server (`punya`). */
  versions(): Record<string, string> {
    return Object.fromEntries([...this.blocks].map(([b, { versi }]) => [String(b), versi]));
  }

  /** Sets block `blok` to its JSON `json` (replacing its previous version); returns its number of items. */
  setBlock(blok: number, versi: string, json: string): number {
    this.dropBlock(blok);
    const b = parseBlock(versi, ++this.seq, json);
    this.blocks.set(blok, b);
    const n = ((b.cols.item.id ?? []) as unknown[]).length;
    this.items += n;
    return n;
  }

  /** Forgets block `blok`. */
  dropBlock(blok: number) {
    const b = this.blocks.get(blok);
    if (!b) return;
    this.blocks.delete(blok);
    this.items -= ((b.cols.item.id ?? []) as unknown[]).length;
    this.made.clear();
  }

  /** An item as the server gave it (kasir_item): it replaces the catalogue's copy (until a newer block comes). */
  put(item: TillItem) {
    const seq = ++this.seq;
    this.given.set(item.kodeitem, { item, seq });
    for (const u of item.units) if (u.barcode) this.givenBarcode.set(u.barcode, { kodeitem: item.kodeitem, value: u.satuan, seq });
    for (const v of item.varian) this.givenVarian.set(v.iddetailvarian, { kodeitem: item.kodeitem, value: v.iddetailvarian, seq });
  }

  /** The row of `part` whose `field` is `key` in the blocks: the block, the row. */
  private search(part: string, field: string, key: string): { blok: number; b: Block; row: number } | null {
    for (const [blok, b] of this.blocks) {
      const row = lookup(b, part, field, key);
      if (row >= 0) return { blok, b, row };
    }
    return null;
  }

  /** The item a code names now: the newer of the blocks' and the server's. */
  private byItemCode(code: string): TillItem | null {
    const hit = this.search('item', 'kodeitem', code);
    const g = this.given.get(code);
    if (g && (!hit || g.seq > hit.b.seq)) return g.item;
    if (!hit) return null;
    const key = `${hit.blok}/${hit.row}`;
    let it = this.made.get(key);
    if (!it) this.made.set(key, (it = itemOf(hit.b, hit.row)));
    return it;
  }

  /** What a unit barcode, or a combination's barcode or id, names: the item's code and the unit or combination. */
  private target(part: 'satuan' | 'varian', fields: string[], key: string, given: Map<string, Given<{ kodeitem: string; value: string }>>, value: string): { kodeitem: string; value: string } | null {
    let hit: { b: Block; row: number } | null = null;
    for (const f of fields) if ((hit = this.search(part, f, key))) break;
    const g = given.get(key);
    if (g && (!hit || g.seq > hit.b.seq)) return g;
    if (!hit || hit.b.owner[part][hit.row] < 0) return null;
    return { kodeitem: str(hit.b.cols.item, 'kodeitem', hit.b.owner[part][hit.row]), value: str(hit.b.cols[part], value, hit.row) };
  }

  /** The item of an exact code, unit barcode or variant barcode/id; null when the catalogue does not hold it. */
  find(text: string): Found | null {
    const code = text.trim();
    if (!code) return null;
    const upper = code.toUpperCase();
    const item = this.byItemCode(upper);
    if (item) return { item, satuan: null, iddetailvarian: null };
    const b = this.target('satuan', ['barcode'], code, this.givenBarcode, 'satuan');
    const ofBarcode = b && this.byItemCode(b.kodeitem);
    if (b && ofBarcode) return { item: ofBarcode, satuan: b.value, iddetailvarian: null };
    const v = this.target('varian', ['barcode', 'iddetailvarian'], code, this.givenVarian, 'iddetailvarian') ?? this.target('varian', ['iddetailvarian'], upper, this.givenVarian, 'iddetailvarian');
    const ofVarian = v && this.byItemCode(v.kodeitem);
    if (v && ofVarian) return { item: ofVarian, satuan: null, iddetailvarian: v.value };
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
