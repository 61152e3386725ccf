/**
 * A sale made while the till is offline (issue 39): its figures from the same pricing engine the
 * server checks with (saleDoc: prices, discounts, promos, PPN, rounding), its receipt made here,
 * and the sale queued in IndexedDB with its idempotency key — before the receipt prints. Loaded
 * lazily by the till (useSaleSave) the first time it sells offline.
 */
import { dec } from '@niaga/core';
import { lineTotal } from '../../figures';
import type { StrukSale } from '../print';
import { saleDoc, type Bill, type Payment, type TillSettings } from '../till';
import { queueSale } from './store';

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
  const d = saleDoc(o.bill, o.settings);
  const lines = o.bill.lines.map((l) => ({ ...l, total: lineTotal(l as unknown as Parameters<typeof lineTotal>[0]).toFixed(2) }));
  const subtotal = lines.reduce((s, l) => s.plus(dec(l.total)), dec(0));
  const p = o.pay;
  const paid = ['tunai', 'bayarkartu', 'bayaremoney', 'deposit', 'bayarpoint'].reduce((s, k) => s.plus(dec(p[k as keyof Payment] || 0)), dec(0));
  const beda = paid.minus(d.total);
  return {
    notransaksi: NOMOR_MENYUSUL,
    tanggal: String(o.payload.tanggal),
    jam,
    userid: o.userid,
    kodesupel: o.bill.customer.kodesupel,
    namasupel: o.bill.customer.namasupel,
    kodegudang: String(o.payload.kodegudang ?? ''),
    subtotal: subtotal.toFixed(2),
    diskon: '0',
    tipeppn: d.tipeppn,
    dpp: d.dpp.toFixed(2),
    ppn: d.ppn.toFixed(2),
    pembulatan: d.pembulatan,
    total: d.total.toFixed(2),
    tunai: dec(p.tunai || 0).toFixed(2),
    dibayar: paid.toFixed(2),
    kembali: (beda.isNegative() ? dec(0) : beda).toFixed(2),
    kredit: (beda.isNegative() ? beda.neg() : dec(0)).toFixed(2),
    lines,
  };
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
