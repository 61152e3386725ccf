/**
 * Output-tax invoices (ACCOUNTING.md §3–4, /eksporcsv, docs/tax.md "Figures"): a sale with PPN
 * (back office `jual` JL and till `kasir` KSR, tipeppn Include or Exclude) becomes one tax invoice
 * whose lines carry, each on its own and with the 2 decimals Coretax's template takes (half up):
 *
 * - TaxBase (DPP): the sale's DPP of the line's tax kind spread over its lines by their amounts in
 *   sen, the last line taking the rest, so the lines sum to the sale's DPP (its revenue);
 * - Price: the unit price without PPN (Include: harga × 100/(100 + r)), raised when needed so that
 *   Price × Qty is whole sen and not below TaxBase (`linePrice`); TotalDiscount = Price × Qty −
 *   TaxBase, exactly;
 * - OtherTaxBase (DPP nilai lain): round(TaxBase × 11/12) under code 04 (kind 1112, PMK 131/2024),
 *   else TaxBase; VATRate 12 for 1112 and 12, 11 for 11, 0 for 0; VAT = round(OtherTaxBase ×
 *   VATRate %) — never a share of the sale's rounding: the invoice's PPN is the sum of its lines.
 *
 * Pure: the same figures for the check on screen, the CSV, the XML, tests and the bench.
 */
import { dec, Dec, pisahPajak, round, sum, tarifEfektif, ZERO } from '@niaga/core';
import { lineTotal, PAJAK_DEFAULT } from '../figures';

/** Tax transaction codes (spec §3 "Tax transaction codes"). */
export const KODE_TRANSAKSI = [
  { value: '01', label: '01 Kepada pihak yang bukan pemungut PPN' },
  { value: '02', label: '02 Kepada pemungut PPN instansi pemerintah' },
  { value: '03', label: '03 Kepada pemungut PPN selain instansi pemerintah' },
  { value: '04', label: '04 DPP nilai lain' },
  { value: '05', label: '05 Besaran tertentu' },
  { value: '06', label: '06 Kepada pemegang paspor luar negeri' },
  { value: '07', label: '07 PPN tidak dipungut / ditanggung pemerintah' },
  { value: '08', label: '08 Dibebaskan dari pengenaan PPN' },
  { value: '09', label: '09 Aktiva yang tujuan semula tidak untuk diperjualbelikan' },
  { value: '10', label: '10 Penyerahan lainnya' },
] as const;
export type KodeTransaksi = (typeof KODE_TRANSAKSI)[number]['value'];
/** Codes whose invoices carry a 0 % rate and need AddInfo and FacilityStamp (ACCOUNTING.md §4). */
export const KODE_FASILITAS = ['07', '08'];

export type SaleLine = {
  urut: number;
  kodeitem: string;
  namaitem: string;
  satuan: string;
  jumlah: string;
  harga: string;
  diskon1: string;
  diskon2: string;
  diskon3: string;
  diskon4: string;
  jenispajak: string;
  /** The item's goods/service mark: A goods, B services. */
  barangjasa: string;
};

export interface Buyer {
  kodesupel: string;
  namasupel: string;
  npwp: string;
  nik: string;
  email: string;
  telepon: string;
  jalan: string;
  blok: string;
  nomor: string;
  rt: string;
  rw: string;
  kelurahan: string;
  kecamatan: string;
  kota: string;
  provinsi: string;
  kodepos: string;
}

export interface Sale {
  tipe: 'JL' | 'KSR';
  notransaksi: string;
  tanggal: string;
  tipeppn: string;
  diskon: string;
  dpp: string;
  ppn: string;
  buyer: Buyer | null;
  lines: SaleLine[];
}

export interface InvoiceLine {
  opt: 'A' | 'B';
  kodeitem: string;
  nama: string;
  satuan: string;
  qty: string;
  price: string;
  gross: string;
  discount: string;
  taxBase: string;
  otherTaxBase: string;
  vatRate: string;
  vat: string;
}

export interface Invoice {
  tipe: 'JL' | 'KSR';
  notransaksi: string;
  tanggal: string;
  trxCode: KodeTransaksi;
  buyer: Buyer;
  /** The buyer's full address (alamatLengkap). */
  address: string;
  /** The buyer's NPWP as 16 digits ('' when none). */
  npwp16: string;
  lines: InvoiceLine[];
  dpp: string;
  dppLain: string;
  /** The invoice's PPN: the sum of its lines' VAT. */
  ppn: string;
  /** The sale's PPN as posted (PPN Keluaran); ppn − ppnBuku is the rounding difference (docs/tax.md). */
  ppnBuku: string;
}

export interface Rejected {
  tipe: string;
  notransaksi: string;
  tanggal: string;
  kodesupel: string;
  /** Why the sale cannot be exported, in Indonesian (several reasons joined by '; '). */
  alasan: string;
}

export interface Options {
  kodetransaksi: KodeTransaksi;
}

const cents = (v: Dec) => round(v, 2);
const digits = (s: string | null | undefined) => String(s ?? '').replace(/\D/g, '');

/** VATRate of a tax kind (the rate e-Faktur and Coretax show; 1112 is 12 % on DPP nilai lain). */
export const vatRateOf = (jenispajak: string) => ({ '0': '0', '11': '11', '12': '12', '1112': '12' })[jenispajak] ?? PAJAK_DEFAULT;

/**
 * The buyer's NPWP as 16 digits: a 16-digit NPWP as it is, a 15-digit one with a leading 0
 * (PMK 112/2022); anything else ''.
 */
export function npwp16(npwp: string | null | undefined): string {
  const d = digits(npwp);
  if (d.length === 16) return d;
  if (d.length === 15) return `0${d}`;
  return '';
}

/** The full address from its parts, as e-Faktur's ALAMAT_LENGKAP and Coretax's BuyerAdress. */
export function alamatLengkap(b: Buyer): string {
  const parts = [
    b.jalan,
    b.blok ? `Blok ${b.blok}` : '',
    b.nomor ? `No. ${b.nomor}` : '',
    b.rt || b.rw ? `RT ${b.rt || '-'}/RW ${b.rw || '-'}` : '',
    b.kelurahan ? `Kel. ${b.kelurahan}` : '',
    b.kecamatan ? `Kec. ${b.kecamatan}` : '',
    b.kota,
    b.provinsi,
    b.kodepos,
  ];
  return parts
    .map((p) => String(p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** Spreads `total` over `weights` in sen (2 decimals), the last taking the rest: the lines' DPP sums to the kind's. */
function spread(total: Dec, weights: Dec[]): Dec[] {
  const all = sum(weights);
  let left = total;
  return weights.map((w, i) => {
    const part = i === weights.length - 1 ? left : all.isZero() ? ZERO : cents(total.times(w).div(all));
    left = left.minus(part);
    return part;
  });
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The line's Price (2 decimals) such that Price × Qty has at most 2 decimals and is not below the
 * line's DPP: the unit price without PPN rounded half up, raised when needed to the next price whose
 * product with the quantity is in whole sen (a quantity of 1.235 KG takes prices in steps of Rp 2)
 * and to DPP ÷ Qty (a sale's DPP rounded up by a sen is never more than the gross), so that
 * TotalDiscount = Price × Qty − TaxBase is exact, in sen, and never below 0.
 */
export function linePrice(unit: Dec, qty: Dec, taxBase: Dec): Dec {
  const price = cents(unit);
  if (!qty.gt(0)) return price;
  const k = qty.decimalPlaces();
  const pow = 10n ** BigInt(k);
  const scaled = BigInt(qty.times(dec(10).pow(k)).toFixed(0));
  // Price in sen must be a multiple of `step` for Price × Qty to be whole sen.
  const step = dec((pow / gcd(scaled, pow)).toString());
  const need = Dec.max(price, taxBase.div(qty)).times(100);
  return need.div(step).ceil().times(step).div(100);
}

/**
 * The invoice lines of a sale (figures per line, see the file's comment), and the sale's DPP and
 * PPN as figures.ts computes them (pajakOf: the same split per kind), to compare with what is stored.
 * `kode`: the transaction code (04 alone writes DPP nilai lain = 11/12 × DPP).
 */
export function invoiceLines(s: Sale, kode: KodeTransaksi = '04'): { lines: InvoiceLine[]; dpp: Dec; ppn: Dec } {
  const amounts = s.lines.map((l) => lineTotal(l));
  const sub = sum(amounts);
  const net = sub.minus(round(sub.times(dec(s.diskon)).div(100)));
  const kindOf = (l: SaleLine) => l.jenispajak || '1112';
  const kinds = [...new Set(s.lines.map(kindOf))].sort();
  const out: InvoiceLine[] = new Array(s.lines.length);
  let dppAll = ZERO;
  let ppnAll = ZERO;
  // The document discount is spread over the kinds as pajakOf does, so each kind's DPP is the sale's.
  let leftNet = net;
  kinds.forEach((k, ki) => {
    const idx: number[] = [];
    s.lines.forEach((l, i) => kindOf(l) === k && idx.push(i));
    const groupAmounts = idx.map((i) => amounts[i]);
    const groupAmount = sum(groupAmounts);
    const part = ki === kinds.length - 1 ? leftNet : sub.isZero() ? ZERO : round(net.times(groupAmount).div(sub));
    leftNet = leftNet.minus(part);
    const split = pisahPajak(part, s.tipeppn, k, PAJAK_DEFAULT);
    dppAll = dppAll.plus(split.dpp);
    ppnAll = ppnAll.plus(split.ppn);
    const bases = spread(cents(split.dpp), groupAmounts);
    const rate = dec(vatRateOf(k));
    const r = tarifEfektif(k, PAJAK_DEFAULT);
    idx.forEach((li, j) => {
      const l = s.lines[li];
      const taxBase = bases[j];
      const otherTaxBase = kode === '04' && k === '1112' ? cents(taxBase.times(11).div(12)) : taxBase;
      // Each line on its own (never a share of the sale's rounding): the invoice's PPN is the sum of its lines.
      const vat = cents(otherTaxBase.times(rate).div(100));
      const qty = dec(l.jumlah);
      const price = linePrice(s.tipeppn === 'I' ? dec(l.harga).times(100).div(dec(100).plus(r)) : dec(l.harga), qty, taxBase);
      const gross = price.times(qty);
      out[li] = {
        opt: l.barangjasa === 'B' ? 'B' : 'A',
        kodeitem: l.kodeitem,
        nama: l.namaitem || l.kodeitem,
        satuan: l.satuan,
        qty: qty.toString(),
        price: price.toFixed(2),
        gross: gross.toFixed(2),
        discount: gross.minus(taxBase).toFixed(2),
        taxBase: taxBase.toFixed(2),
        otherTaxBase: otherTaxBase.toFixed(2),
        vatRate: rate.toFixed(0),
        vat: vat.toFixed(2),
      };
    });
  });
  return { lines: out, dpp: round(dppAll), ppn: round(ppnAll) };
}

/** Why a sale cannot be a tax invoice under the chosen code ([] when it can). */
export function reasonsOf(s: Sale, lines: InvoiceLine[], o: Options): string[] {
  const why: string[] = [];
  const b = s.buyer;
  if (!b) why.push('pelanggan tidak ditemukan');
  else {
    if (!npwp16(b.npwp) && !/^\d{16}$/.test(digits(b.nik))) {
      why.push(b.npwp ? `NPWP pelanggan ${b.kodesupel} tidak valid (harus 15 atau 16 angka)` : `pelanggan ${b.kodesupel} belum memiliki NPWP atau NIK`);
    }
    if (!String(b.namasupel ?? '').trim()) why.push(`nama pelanggan ${b.kodesupel} kosong`);
    if (!String(b.jalan ?? '').trim()) why.push(`alamat pelanggan ${b.kodesupel} (Jalan) belum diisi`);
  }
  const fasilitas = KODE_FASILITAS.includes(o.kodetransaksi);
  lines.forEach((l, i) => {
    const src = s.lines[i];
    const label = `baris ${i + 1} (${src.kodeitem})`;
    if (fasilitas && l.vatRate !== '0') why.push(`${label} dikenai PPN ${l.vatRate}%; kode transaksi ${o.kodetransaksi} hanya untuk tarif 0%`);
    if (!fasilitas && l.vatRate === '0') why.push(`${label} bertarif 0%; kode transaksi ${o.kodetransaksi} tidak boleh bertarif 0% (gunakan 07 atau 08)`);
    if (o.kodetransaksi === '04' && src.jenispajak !== '1112' && l.vatRate !== '0')
      why.push(`${label} berjenis pajak ${src.jenispajak === '12' ? '12% (Mewah)' : `${src.jenispajak}%`}; kode transaksi 04 hanya untuk DPP nilai lain (11/12 x 12% Non Mewah)`);
    // Outside 04 the DPP nilai lain is the DPP: a 11/12 line would be taxed 12% of its DPP, not the 11% the sale charged.
    if (!fasilitas && o.kodetransaksi !== '04' && (src.jenispajak || '1112') === '1112')
      why.push(`${label} berjenis pajak 11/12 x 12% (Non Mewah); kode transaksi ${o.kodetransaksi} tidak memakai DPP nilai lain (gunakan 04)`);
  });
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => Number(a) - Number(b));
  if (rates.length > 1) why.push(`tarif PPN campuran (${rates.map((r) => `${r}%`).join(' dan ')}) dalam satu faktur; satu faktur satu tarif`);
  if (!s.lines.length) why.push('penjualan tanpa baris');
  return why;
}

/**
 * Sales to invoices: each sale with PPN becomes an invoice, or a rejected row with its reasons.
 * Sales without PPN (Non PPN, or nothing taxable) are not tax invoices and are counted only.
 */
export function buildInvoices(sales: Iterable<Sale>, o: Options): { faktur: Invoice[]; ditolak: Rejected[]; nonppn: number } {
  const faktur: Invoice[] = [];
  const ditolak: Rejected[] = [];
  let nonppn = 0;
  for (const s of sales) {
    if (s.tipeppn !== 'I' && s.tipeppn !== 'E') {
      nonppn++;
      continue;
    }
    const { lines, ...t } = invoiceLines(s, o.kodetransaksi);
    const why = reasonsOf(s, lines, o);
    // The sale's own figures must come out: a stored sale whose DPP or PPN differs from its lines is refused.
    if (!t.ppn.eq(dec(s.ppn)) || !t.dpp.eq(dec(s.dpp))) why.push(`DPP/PPN tersimpan (${s.dpp}/${s.ppn}) berbeda dengan baris penjualan (${t.dpp.toFixed(2)}/${t.ppn.toFixed(2)})`);
    if (why.length) {
      ditolak.push({ tipe: s.tipe, notransaksi: s.notransaksi, tanggal: s.tanggal, kodesupel: s.buyer?.kodesupel ?? '', alasan: why.join('; ') });
      continue;
    }
    faktur.push({
      tipe: s.tipe,
      notransaksi: s.notransaksi,
      tanggal: s.tanggal,
      trxCode: o.kodetransaksi,
      buyer: s.buyer!,
      address: alamatLengkap(s.buyer!),
      npwp16: npwp16(s.buyer!.npwp),
      lines,
      dpp: sum(lines.map((l) => dec(l.taxBase))).toFixed(2),
      dppLain: sum(lines.map((l) => dec(l.otherTaxBase))).toFixed(2),
      ppn: sum(lines.map((l) => dec(l.vat))).toFixed(2),
      ppnBuku: dec(s.ppn).toFixed(2),
    });
  }
  return { faktur, ditolak, nonppn };
}
