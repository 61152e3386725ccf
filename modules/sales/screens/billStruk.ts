/**
 * A receipt made in the browser from the till's bill, before the server has the sale: the figures
 * from the pricing engine the server checks with (saleDoc). Two uses: an offline sale's receipt
 * (offline/offlineSale.ts) and the pay-later bill (tagihan, issue 38) that carries the dynamic
 * QRIS for the buyer to scan from the paper. Pure: no DOM, no network.
 */
import { dec } from '@niaga/core';
import { lineTotal } from '../figures';
import type { StrukSale } from '../receipt/receipt';
import { saleDoc, type Bill, type Payment, type TillSettings } from './till';

/** What the bill's receipt shows at the top instead of a number (the sale has none until it is paid). */
export const TAGIHAN = 'TAGIHAN (belum dibayar)';

export interface BillHead {
  notransaksi: string;
  /** yyyy-MM-dd */
  tanggal: string;
  /** HH:mm:ss */
  jam: string;
  userid: string;
  kodegudang: string;
}

/** The bill's receipt with the payment `pay` (change or credit from it). */
export function billStruk(bill: Bill, settings: TillSettings, pay: Payment, head: BillHead): StrukSale {
  const d = saleDoc(bill, settings);
  const lines = bill.lines.map((l) => ({ ...l, total: lineTotal(l as unknown as Parameters<typeof lineTotal>[0]).toFixed(2) }));
  const subtotal = lines.reduce((s, l) => s.plus(dec(l.total)), dec(0));
  const paid = ['tunai', 'bayarkartu', 'bayaremoney', 'deposit', 'bayarpoint'].reduce((s, k) => s.plus(dec(pay[k as keyof Payment] || 0)), dec(0));
  const beda = paid.minus(d.total);
  return {
    ...head,
    kodesupel: bill.customer.kodesupel,
    namasupel: bill.customer.namasupel,
    subtotal: subtotal.toFixed(2),
    diskon: '0',
    tipeppn: d.tipeppn,
    dpp: d.dpp.toFixed(2),
    ppn: d.ppn.toFixed(2),
    pembulatan: d.pembulatan,
    total: d.total.toFixed(2),
    tunai: dec(pay.tunai || 0).toFixed(2),
    dibayar: paid.toFixed(2),
    kembali: (beda.isNegative() ? dec(0) : beda).toFixed(2),
    kredit: (beda.isNegative() ? beda.neg() : dec(0)).toFixed(2),
    lines,
  };
}

/** The QRIS of a pay-later bill, as `qris_buat` gave it. */
export interface TagihanQris {
  qris: string;
  referensi: string;
  nominal: string;
}

/**
 * The pay-later bill (tagihan): the bill's lines and figures, no payment yet, and the dynamic QRIS
 * for `q.nominal` (what is left after card, e-money, deposit and points; cash pays any rest),
 * printed as a QR code with its referensi under "Scan QRIS untuk membayar".
 */
export function tagihanStruk(bill: Bill, settings: TillSettings, q: TagihanQris, head: Omit<BillHead, 'notransaksi'>): StrukSale {
  const s = billStruk(bill, settings, { tunai: '', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '', bayarpoint: '' }, { ...head, notransaksi: TAGIHAN });
  return { ...s, tunai: null, dibayar: null, kembali: null, kredit: null, bayarqris: q.nominal, refqris: q.referensi, qris: q.qris };
}
