/**
 * Sending the offline till's sales (issue 39) when the connection is back: in the order they were
 * made, each with its own idempotency key, so a sale whose reply was lost and is sent again is the
 * same sale on the server (the kernel's `idem`: the stored reply, nothing run twice). A sale the
 * server refuses (an item deleted, a closed period, the drawer) is kept with the reason for the
 * supervisor; a lost connection stops the round (the rest wait for the next). One round at a time
 * in this browser (Web Locks across its tabs). Also keeps a block of numbers and the customers'
 * credit figures (kasir_kredit) for the next outage.
 */
import { NUM } from '@niaga/kernel/errors';
import type { SaveReply } from '@niaga/kernel';
import type kasir from '../../kasir/kasir';
import { call, CLIENT } from '@niaga/ui/api';
import type { KasirBlokLepasReply, KasirBlokReply, KasirKreditReply, KasirLuringReply } from '../../replies';
import { dropBlock, dropQueued, keepBlock, keepKredit, keptBlock, putQueued, queued, type QueuedSale } from './store';

/** How many numbers a block holds. */
export const BLOK = 50;

export interface SyncResult {
  terkirim: number;
  ditolak: number;
  /** The connection dropped during the round. */
  putus: boolean;
  /** What went below zero with the sales sent (the server accepted them and reports it). */
  stokminus: string[];
}

const offlineNums = new Set<number>([CLIENT.CONNECTION, CLIENT.NO_REPLY, CLIENT.UNPARSEABLE]);
/** Not the sale's fault — no session (the cashier logs in again), the server's own error, the same key still being processed: sent again later, never marked refused. */
const later = (r: { num: number; msg: string }) =>
  r.num === NUM.NO_SESSION || r.num === NUM.EXPIRED || r.num === NUM.INTERNAL || (r.num === NUM.IDEMPOTENCY && r.msg.includes('sedang diproses'));

async function round(company: string, userid: string): Promise<SyncResult> {
  const res: SyncResult = { terkirim: 0, ditolak: 0, putus: false, stokminus: [] };
  const sent: string[] = [];
  for (const s of await queued(company)) {
    if (s.userid !== userid || s.status !== 'menunggu') continue;
    const r = await call<SaveReply<typeof kasir>>('kasir_save', s.payload, { idem: s.idem });
    if (offlineNums.has(r.num) || later(r)) {
      res.putus = offlineNums.has(r.num);
      break;
    }
    if (r.num === 0) {
      await dropQueued(company, s.idem);
      res.terkirim++;
      sent.push(String(r.data?.notransaksi ?? ''));
    } else {
      await putQueued(company, { ...s, status: 'ditolak', alasan: r.msg || `Ditolak server (${r.num})` });
      res.ditolak++;
    }
  }
  if (sent.length) {
    const l = await call<KasirLuringReply>('kasir_luring_list', { nomor: sent });
    if (l.num === 0) res.stokminus = l.data.tbl_kasir_luring.filter((x) => x.stokminus).map((x) => `${x.notransaksi}: ${x.stokminus}`);
  }
  return res;
}

let running: Promise<SyncResult> | null = null;

/** Sends what is queued, then keeps a block for the next outage (one round; a round already running is joined). */
export function syncQueue(company: string, userid: string, compname: string): Promise<SyncResult> {
  running ??= (async () => {
    const work = async () => {
      const r = await round(company, userid);
      if (!r.putus) {
        await ensureBlock(company, userid, compname).catch(() => undefined);
        await keepCreditFigures(company).catch(() => undefined);
      }
      return r;
    };
    try {
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      return locks ? await locks.request(`niaga-kasir-luring-${company}`, work) : await work();
    } finally {
      running = null;
    }
  })();
  return running;
}

/** A refused sale, fixed (its date, when its period was closed) or not, is sent again with the next round. */
export async function resend(company: string, s: QueuedSale, tanggal?: string): Promise<void> {
  const payload = tanggal ? { ...s.payload, tanggal } : s.payload;
  await putQueued(company, { ...s, payload, struk: tanggal ? { ...s.struk, tanggal } : s.struk, status: 'menunggu', alasan: undefined });
}

/**
 * Keeps a block of numbers for this cashier on this device: reserved (kasir_blok) when there is none
 * or its numbers are used up. A block's unused numbers stay the device's (nothing is given back).
 */
async function ensureBlock(company: string, userid: string, compname: string): Promise<void> {
  const b = await keptBlock(company, userid, compname);
  if (b && b.berikut <= b.akhir) return;
  const r = await call<KasirBlokReply>('kasir_blok', { compname, jumlah: BLOK });
  const n = r.num === 0 ? r.data.tbl_blok[0] : null;
  if (n) await keepBlock(company, { kunci: `${userid}|${compname}`, id: n.id, sebelum: n.sebelum, digit: n.digit, berikut: n.awal, akhir: n.akhir, awal: n.awal });
}

/**
 * At the shift close (online, nothing queued: Tutup Kasir waits for that): a block partly used
 * gives back its unused rest (kasir_blok_lepas: void numbers, listed on /kasirluringlist), and a
 * fresh block is kept for the next outage. A block not used at all is kept as it is. Returns what
 * the cashier is told, or null when nothing was given back.
 */
export async function releaseBlock(company: string, userid: string, compname: string): Promise<string | null> {
  const b = await keptBlock(company, userid, compname);
  if (!b || b.berikut > b.akhir || (b.awal !== undefined && b.berikut <= b.awal)) return null;
  const r = await call<KasirBlokLepasReply>('kasir_blok_lepas', { compname, blok: b.id, berikut: b.berikut });
  if (r.num !== 0) return r.msg;
  await dropBlock(company, userid, compname);
  await ensureBlock(company, userid, compname).catch(() => undefined);
  const l = r.data.tbl_blok_lepas[0];
  return l ? `Sisa blok nomor luring dikembalikan (batal, tidak dipakai): ${l.dari} s/d ${l.sampai}, ${l.jumlah} nomor.` : null;
}

/** The customers' credit figures as of now (kasir_kredit), kept for credit sales made offline (kredit.ts). */
async function keepCreditFigures(company: string): Promise<void> {
  const r = await call<KasirKreditReply>('kasir_kredit', {});
  if (r.num === 0) await keepKredit(company, { kunci: 'kredit', waktu: r.data.waktu, rows: r.data.tbl_kredit });
}
