/**
 * The offline till's store (issue 39), IndexedDB through `idb`, one database per company
 * (`niaga-kasir-luring-<company>`):
 * - `antrian`: the sales made offline, each with its idempotency key (`idem`, the key), its place in
 *   line (`urut`), the `kasir_save` payload and the receipt as printed; `status` 'menunggu' (to be
 *   sent) or 'ditolak' (the server refused it: `alasan`, kept until fixed and sent again). A sale is
 *   written here before its receipt prints, and deleted only once the server has it.
 * - `blok`: this cashier's block of numbers on this device (`kasir_blok`), with the next number to use.
 * - `kredit`: the customers' credit figures (`kasir_kredit`: limit, open receivable) as last read
 *   online, one record: offline credit sales are judged by them (kredit.ts).
 * A sale and the number it takes are written in one transaction: a number is never used twice.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StrukSale } from '../print';
import type { KeptKredit } from './kredit';

export interface QueuedSale {
  idem: string;
  urut: number;
  userid: string;
  compname: string;
  /** The kasir_save payload as it will be sent (with `luring`, and `notransaksi` when numbered from the block). */
  payload: Record<string, unknown>;
  struk: StrukSale;
  status: 'menunggu' | 'ditolak';
  alasan?: string;
  /** When it was sold (ISO). */
  dibuat: string;
}

export interface KeptBlock {
  /** userid + '|' + compname */
  kunci: string;
  id: number;
  sebelum: string;
  digit: number;
  berikut: number;
  akhir: number;
  /** The block's first counter (kept since the shift close gives back a partly used block's rest). */
  awal?: number;
}

interface LuringDB extends DBSchema {
  antrian: { key: string; value: QueuedSale; indexes: { urut: number } };
  blok: { key: string; value: KeptBlock };
  kredit: { key: string; value: KeptKredit };
}

const dbs = new Map<string, Promise<IDBPDatabase<LuringDB>>>();

export function luringDb(company: string): Promise<IDBPDatabase<LuringDB>> {
  let d = dbs.get(company);
  if (!d) {
    d = openDB<LuringDB>(`niaga-kasir-luring-${company}`, 2, {
      upgrade(db, old) {
        if (old < 1) {
          db.createObjectStore('antrian', { keyPath: 'idem' }).createIndex('urut', 'urut');
          db.createObjectStore('blok', { keyPath: 'kunci' });
        }
        // Version 2: the credit figures (a till opened before keeps its queue and block).
        if (old < 2) db.createObjectStore('kredit', { keyPath: 'kunci' });
      },
    });
    dbs.set(company, d);
  }
  return d;
}

export const blockKey = (userid: string, compname: string) => `${userid}|${compname}`;

/** The block's number `n`: its prefix and the counter padded to its digits (as the server formats it). */
export const numberOf = (b: Pick<KeptBlock, 'sebelum' | 'digit'>, n: number) => b.sebelum + String(n).padStart(b.digit, '0');

/**
 * Queues a sale made offline, numbered from the block when it has a number left (else without a
 * number: the server gives it when the sale arrives). One transaction: the number and the sale.
 * Returns the number given ('' when the block ran out).
 */
export async function queueSale(company: string, s: Omit<QueuedSale, 'urut' | 'status'>, numbered: boolean): Promise<string> {
  const db = await luringDb(company);
  const tx = db.transaction(['antrian', 'blok'], 'readwrite');
  const blocks = tx.objectStore('blok');
  const b = numbered ? await blocks.get(blockKey(s.userid, s.compname)) : undefined;
  let nomor = '';
  const payload = { ...s.payload };
  if (b && b.berikut <= b.akhir) {
    nomor = numberOf(b, b.berikut);
    payload.notransaksi = nomor;
    payload.luring = { ...(payload.luring as object), blok: b.id };
    await blocks.put({ ...b, berikut: b.berikut + 1 });
  }
  const q = tx.objectStore('antrian');
  const last = await q.index('urut').openCursor(null, 'prev');
  await q.put({ ...s, payload, struk: { ...s.struk, notransaksi: nomor || s.struk.notransaksi }, urut: (last?.value.urut ?? 0) + 1, status: 'menunggu' });
  await tx.done;
  return nomor;
}

/** The queued sales in the order they were made. */
export async function queued(company: string): Promise<QueuedSale[]> {
  return (await luringDb(company)).getAllFromIndex('antrian', 'urut');
}

export async function putQueued(company: string, s: QueuedSale): Promise<void> {
  await (await luringDb(company)).put('antrian', s);
}

export async function dropQueued(company: string, idem: string): Promise<void> {
  await (await luringDb(company)).delete('antrian', idem);
}

export async function keptBlock(company: string, userid: string, compname: string): Promise<KeptBlock | undefined> {
  return (await luringDb(company)).get('blok', blockKey(userid, compname));
}

export async function keepBlock(company: string, b: KeptBlock): Promise<void> {
  await (await luringDb(company)).put('blok', b);
}

export async function keptKredit(company: string): Promise<KeptKredit | undefined> {
  return (await luringDb(company)).get('kredit', 'kredit');
}

export async function keepKredit(company: string, k: KeptKredit): Promise<void> {
  await (await luringDb(company)).put('kredit', k);
}

export async function dropBlock(company: string, userid: string, compname: string): Promise<void> {
  await (await luringDb(company)).delete('blok', blockKey(userid, compname));
}
