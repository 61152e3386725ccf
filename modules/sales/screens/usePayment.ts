/**
 * The till's payment (Kasir.tsx): F10 opens it with the cash asked filled with the total; card,
 * e-money, deposit and points leave less cash asked; what the sale's rules refuse is shown at once.
 */
import { useState } from 'react';
import { dec, type Dec } from '@niaga/core';
import { depositKurang, NON_TUNAI_LEBIH } from '../figures';
import { callOk } from '@niaga/ui/api';
import { emptyPay, type AppApi, type Asking, type Found } from './kasirShared';
import type { Done } from './SaleDone';
import { pointValue, saleDoc, takeTebus, type Bill, type Customer, type Payment, type PromoCache, type TillItem, type TillSettings } from './till';
import type { DepositSaldoReply } from '@niaga/accounting/doctypes';
import type { PointPelReply } from '../replies';

export function usePayment(t: {
  bill: Bill;
  setBill: (b: Bill) => void;
  doc: ReturnType<typeof saleDoc> | null;
  total: Dec;
  umum: Customer | null;
  cfg: Record<string, string>;
  settings: TillSettings | null;
  items: { current: Map<string, TillItem> };
  itemFor: (code: string) => Promise<Found | null>;
  setAsking: (a: Asking) => void;
  message: AppApi['message'];
}) {
  const { bill, setBill, doc, total, umum, cfg, settings, items, itemFor, setAsking, message } = t;
  const [paying, setPaying] = useState(false);
  /** The customer's deposit balance (depositsaldopel), asked when payment opens. */
  const [depositSaldo, setDepositSaldo] = useState<string | null>(null);
  /** The customer's point balance and what one point pays (getpointpel), asked when payment opens. */
  const [pointInfo, setPointInfo] = useState<{ point: string; nilaipoint: string } | null>(null);
  const [pay, setPay] = useState<Payment>(emptyPay);
  // The sale just saved, with its receipt (shown on screen: ReceiptView).
  const [done, setDone] = useState<Done | null>(null);

  const openPay = () => {
    if (!bill.lines.length || !doc) return;
    // No customer chosen: the walk-in buyer, the company's general customer.
    const customer = bill.customer.kodesupel ? bill.customer : umum;
    if (!customer) {
      message.warning(cfg.pelangganumum ? 'Pilih pelanggan dulu (F6).' : 'Pilih pelanggan dulu (F6): Pelanggan Umum Default belum diatur di Pengaturan Umum.');
      return setAsking('customer');
    }
    if (customer !== bill.customer) setBill({ ...bill, customer });
    setPay({ ...emptyPay(), tunai: total.toFixed() });
    setDone(null);
    setPaying(true);
    setPointInfo(null);
    setDepositSaldo(null);
    const kodesupel = customer.kodesupel;
    void callOk<DepositSaldoReply>('depositsaldopel', { kodesupel }).then(
      (r) => {
        const d = r.tbl_depositsaldo?.[0];
        if (d && d.kodesupel === kodesupel) setDepositSaldo(d.saldo);
      },
      () => setDepositSaldo(null),
    );
    void callOk<PointPelReply>('getpointpel', { kodesupel }).then(
      (r) => {
        const p = r.tbl_point?.[0];
        if (p && p.kodesupel === kodesupel && dec(p.point).gte(1) && dec(p.nilaipoint).gt(0)) setPointInfo({ point: p.point, nilaipoint: p.nilaipoint });
      },
      () => setPointInfo(null),
    );
  };

  /** The cash asked: what card, e-money, deposit and points leave of the total. */
  const cashLeft = (p: Payment) => {
    const left = total.minus(dec(p.bayarkartu || 0)).minus(dec(p.bayaremoney || 0)).minus(dec(p.bayarqris || 0)).minus(dec(p.deposit || 0)).minus(dec(p.bayarpoint || 0));
    return (left.isNegative() ? dec(0) : left).toFixed();
  };
  /** A QRIS paid (QrisLine): the payment with it, the cash asked what is left. */
  const withQris = (q: { referensi: string; nominal: string }): Payment => {
    const next = { ...pay, bayarqris: q.nominal, refqris: q.referensi };
    return { ...next, tunai: cashLeft(next) };
  };

  /** Points typed: what they pay, and the cash asked becomes what is left. */
  const usePointsFor = (v: string) => {
    if (!pointInfo) return;
    const points = dec(v || 0).floor().clamp(0, dec(pointInfo.point).floor());
    const bayarpoint = pointValue(points.toFixed(), pointInfo.nilaipoint);
    const next = { ...pay, pointpakai: points.isZero() ? '' : points.toFixed(), bayarpoint: points.isZero() ? '' : bayarpoint };
    setPay({ ...next, tunai: cashLeft(next) });
  };

  /** Deposit typed: the cash asked becomes what is left; more than the balance is refused (the server's words). */
  const depositFor = (v: string) => {
    const next = { ...pay, deposit: v };
    setPay({ ...next, tunai: cashLeft(next) });
  };
  const depositSalah = depositSaldo !== null && dec(pay.deposit || 0).gt(dec(depositSaldo)) ? depositKurang(bill.customer.kodesupel, dec(depositSaldo), dec(pay.deposit || 0)) : null;

  /** A total-spend promo taken at payment: its item at the redeem price; the cash asked follows the new total. */
  const takeOffer = async (t: PromoCache['tebus'][number]) => {
    const it = items.current.get(t.kodeitemgr) ?? (await itemFor(t.kodeitemgr))?.item;
    if (!it || !settings) return;
    const b = takeTebus(bill, t, it);
    setBill(b);
    setPay({ ...pay, tunai: saleDoc(b, settings).total.toFixed() });
  };

  /** What the payment dialog refuses at once (the sale's own rules): a negative amount; card, e-money, deposit and points over the total. */
  const bayarSalah = (() => {
    const amounts: Array<[keyof Payment, string]> = [['tunai', 'Tunai'], ['bayarkartu', 'Kartu'], ['bayaremoney', 'E-Money'], ['deposit', 'Deposit']];
    for (const [k, label] of amounts) if (dec(pay[k] || 0).isNegative()) return `${label} tidak boleh negatif.`;
    const nonTunai = dec(pay.bayarkartu || 0).plus(dec(pay.bayaremoney || 0)).plus(dec(pay.bayarqris || 0)).plus(dec(pay.deposit || 0)).plus(dec(pay.bayarpoint || 0));
    return nonTunai.gt(total) ? NON_TUNAI_LEBIH : null;
  })();

  const paid = dec(pay.tunai || 0).plus(dec(pay.bayarkartu || 0)).plus(dec(pay.bayaremoney || 0)).plus(dec(pay.bayarqris || 0)).plus(dec(pay.deposit || 0)).plus(dec(pay.bayarpoint || 0));
  const kembali = paid.minus(total);

  /** Closes the payment (Kembali, or the done sale: the next customer). */
  const closePay = () => {
    setPaying(false);
    setDone(null);
  };

  return { paying, setPaying, depositSaldo, pointInfo, pay, setPay, done, setDone, openPay, withQris, cashLeft, usePointsFor, depositFor, depositSalah, takeOffer, bayarSalah, paid, kembali, closePay };
}

export type TillPayment = ReturnType<typeof usePayment>;
