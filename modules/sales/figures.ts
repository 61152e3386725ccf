/**
 * Sale figures, one code for the browser (live totals of the till and of /kasirad) and the server
 * (which recomputes them and refuses a sale whose figures differ): line totals after the cascading
 * discounts, the document discount, PPN per tax kind of the items (rounded at the document total,
 * ACCOUNTING.md §3), the round-up amount, payments, credit and change.
 */
import { dec, formatAmount, pisahPajak, round, sum, type Dec } from '@niaga/core';
import { num, type Values } from '@niaga/kernel';
import { diskonBertingkat } from '@niaga/core';

/** The spec's default tax percent (§9), used only for a tax kind outside 0/11/12/1112. */
export const PAJAK_DEFAULT = '10';

/** PPN modes of a sale: N none, I prices include PPN, E PPN added on top (company setting Tipe Pajak 0/1/2). */
export const TIPE_PPN = [
  { value: 'N', label: 'Non PPN' },
  { value: 'I', label: 'Include (harga termasuk PPN)' },
  { value: 'E', label: 'Exclude (PPN ditambahkan)' },
];
/** Company setting tipepajak ('0' Non, '1' Include, '2' Exclude) → the sale's tipeppn. */
export const tipePpnDari = (tipepajak: unknown) => ({ '1': 'I', '2': 'E' })[String(tipepajak)] ?? 'N';

const rows = (d: Values) => ((d.lines as Values[] | undefined) ?? []).filter(Boolean);

/** A line's amount: quantity × price after its up to 4 cascading discounts, to 2 decimals. */
export const lineTotal = (l: Values): Dec => round(diskonBertingkat(num(l.jumlah).times(num(l.harga)), [l.diskon1, l.diskon2, l.diskon3, l.diskon4].map((x) => num(x))));

export const subtotalOf = (d: Values) => sum(rows(d).map((l) => lineTotal(l)));
/** The document discount: percent of the subtotal. */
export const potonganOf = (d: Values) => round(subtotalOf(d).times(num(d.diskon)).div(100));

/**
 * DPP and PPN of the sale: the lines after the document discount, grouped by their item's tax kind,
 * each group split once (Include takes PPN out, Exclude adds it), so rounding happens per kind at
 * the document total.
 */
export function pajakOf(d: Values): { dpp: Dec; ppn: Dec } {
  // The sale's figures ask for it many times over the same values (DPP, PPN, total, credit,
  // change, the rules, the server's check): the last answer is kept for its inputs.
  const key = pajakKey(d);
  if (lastPajak?.key === key) return lastPajak.value;
  const value = computePajak(d);
  lastPajak = { key, value };
  return value;
}

let lastPajak: { key: string; value: { dpp: Dec; ppn: Dec } } | null = null;

/** Everything `pajakOf` reads, as one text (JSON: two inputs give the same text only when they give the same figures). */
const pajakKey = (d: Values): string => JSON.stringify([d.tipeppn, d.diskon, ...rows(d).map((l) => [l.jumlah, l.harga, l.diskon1, l.diskon2, l.diskon3, l.diskon4, l.jenispajak])]);

function computePajak(d: Values): { dpp: Dec; ppn: Dec } {
  const sub = subtotalOf(d);
  const net = sub.minus(potonganOf(d));
  const groups = new Map<string, Dec>();
  for (const l of rows(d)) {
    const k = String(l.jenispajak ?? '1112') || '1112';
    groups.set(k, (groups.get(k) ?? dec(0)).plus(lineTotal(l)));
  }
  // The document discount spread over the kinds in proportion; the last kind takes the rest.
  const kinds = [...groups.keys()].sort();
  let left = net;
  let dpp = dec(0);
  let ppn = dec(0);
  kinds.forEach((k, i) => {
    const part = i === kinds.length - 1 ? left : sub.isZero() ? dec(0) : round(net.times(groups.get(k)!).div(sub));
    left = left.minus(part);
    const s = pisahPajak(part, String(d.tipeppn ?? 'N'), k, PAJAK_DEFAULT);
    dpp = dpp.plus(s.dpp);
    ppn = ppn.plus(s.ppn);
  });
  return { dpp: round(dpp), ppn: round(ppn) };
}

/** What the customer owes: DPP + PPN + the round-up amount. */
export const totalOf = (d: Values) => {
  const t = pajakOf(d);
  return t.dpp.plus(t.ppn).plus(num(d.pembulatan));
};
/** Everything tendered: cash, card, e-money, QRIS, deposit and redeemed points. */
export const dibayarOf = (d: Values) => num(d.tunai).plus(num(d.bayarkartu)).plus(num(d.bayaremoney)).plus(num(d.bayarqris)).plus(num(d.deposit)).plus(num(d.bayarpoint));
/** The part left on credit (a receivable). */
export const kreditOf = (d: Values) => atLeastZero(totalOf(d).minus(dibayarOf(d)));
/** The change handed back (only cash can exceed what is owed). */
export const kembaliOf = (d: Values) => atLeastZero(dibayarOf(d).minus(totalOf(d)));

function atLeastZero(v: Dec): Dec {
  return v.isNegative() ? dec(0) : v;
}

/** Card, e-money, deposit and points beyond the total: the server's refusal (the rule of the sale), which the till shows at once. */
export const NON_TUNAI_LEBIH = 'Pembayaran kartu, e-money, QRIS, deposit dan point tidak boleh melebihi total; kembalian hanya dari tunai.';
/**
 * Whether card, e-money, deposit and points together pay more than the total (change comes from
 * cash only). A negative total is a wrong line (its own rule names it), not too much paid.
 */
export const nonTunaiLebih = (d: Values) =>
  !totalOf(d).isNegative() && num(d.bayarkartu).plus(num(d.bayaremoney)).plus(num(d.bayarqris)).plus(num(d.deposit)).plus(num(d.bayarpoint)).gt(totalOf(d));

/** A sale paying more by deposit than the customer holds: the server's refusal, which the till shows before sending. */
export const depositKurang = (kodesupel: string, saldo: Dec, deposit: Dec) => {
  const rp = formatAmount;
  return `Deposit pelanggan ${kodesupel} hanya ${rp(saldo.isNegative() ? dec(0) : saldo)}; tidak cukup untuk ${rp(deposit)}.`;
};
