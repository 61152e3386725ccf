/**
 * A sale made while the till is offline (issue 39): its figures from the same pricing engine the
 * server checks with (saleDoc: prices, discounts, promos, PPN, rounding), its receipt made here,
 * and the sale queued in IndexedDB with its idempotency key — before the receipt prints. Loaded
 * lazily by the till (useSaleSave) the first time it sells offline.
 */
import { billStruk } from '../billStruk';
import type { StrukSale } from '../print';
import type { Bill, Payment, TillSettings } from '../till';
import { dec } from '@niaga/core';
import { kreditLuring, type KreditLuring } from './kredit';
import { keptKredit, queued, queueSale } from './store';

/** What the receipt shows when the block of numbers ran out: the number comes when the sale arrives. */
export const NOMOR_MENYUSUL = 'LURING (nomor menyusul)';

export interface OfflineSale {
  company: string;
  userid: string;
  compname: string;
  idem: string;
  bill: Bill;
  settings: TillSettings;
  pay: Payment;
  /** The kasir_save payload (savePayload, compname). */
  payload: Record<string, unknown>;
  /** False when an online attempt with this key may have reached the server: queued as it was sent (no number of the block). */
  numbered: boolean;
  now?: Date;
}

/** The receipt of an offline sale, the figures the server will reckon from the same payload. */
export function offlineStruk(o: OfflineSale, jam: string): StrukSale {
  return billStruk(o.bill, o.settings, o.pay, { notransaksi: NOMOR_MENYUSUL, tanggal: String(o.payload.tanggal), jam, userid: o.userid, kodegudang: String(o.payload.kodegudang ?? '') });
}

/** Queues the sale (numbered from the block while it lasts) and gives its receipt. */
export async function sellOffline(o: OfflineSale): Promise<StrukSale> {
  const now = o.now ?? new Date();
  const jam = now.toTimeString().slice(0, 8);
  const struk = offlineStruk(o, jam);
  const payload = { ...o.payload, luring: { waktu: now.toISOString() } };
  const nomor = await queueSale(o.company, { idem: o.idem, userid: o.userid, compname: o.compname, payload, struk, dibuat: now.toISOString() }, o.numbered);
  return { ...struk, notransaksi: nomor || NOMOR_MENYUSUL };
}

/**
 * A credit sale about to be made offline, judged against the customer's last known credit figures
 * (kept when the till was last online) and the credit of this customer's sales still queued here.
 */
export async function kreditOffline(o: Pick<OfflineSale, 'company' | 'bill' | 'settings' | 'pay' | 'payload' | 'userid'>): Promise<KreditLuring> {
  const kredit = dec(offlineStruk({ ...o, compname: '', idem: '', numbered: true }, '00:00:00').kredit ?? 0);
  if (!kredit.gt(0)) return { tolak: null, info: null };
  const kodesupel = o.bill.customer.kodesupel;
  const antri = (await queued(o.company)).filter((s) => s.struk.kodesupel === kodesupel).reduce((a, s) => a.plus(dec(s.struk.kredit || 0)), dec(0));
  return kreditLuring(await keptKredit(o.company), kodesupel, kredit, antri);
}
