/**
 * The receipt (struk) of a till sale — doctypes `kasir` (KSR) and `jual` (JL) — laid out as text
 * lines of exactly the paper's width (spec §9 printer defaults: 32 columns on 58 mm paper, 48 on
 * 80 mm; footer thank-you text). The same lines go to the POS printer service (ESC/POS: the
 * `ReceiptLine` shape of @niaga/core/receipt, `POST /print {lines}`) and, as an HTML page, to the browser's printer.
 * Isomorphic: no DOM, no Node. Amounts are decimal strings, never floats. See docs/receipts.md.
 */
import { dec, formatId, type DecInput } from '@niaga/core/money';
import type { Align, ReceiptLine } from '@niaga/core/receipt';

export type { Align };
/** One printed line: `ReceiptLine` (@niaga/core/receipt, the printer service's shape: text, align, bold, double). */
export type StrukLine = ReceiptLine;

/** A line of the sale (`namaitem` is passed alongside; decimals as strings, e.g. '15000.00'). */
export interface StrukItem {
  kodeitem: string;
  namaitem?: string | null;
  satuan: string;
  iddetailvarian?: string | number | null;
  jumlah: string;
  harga: string;
  diskon1?: string | null;
  diskon2?: string | null;
  diskon3?: string | null;
  diskon4?: string | null;
  total: string;
  /** Set on a free or redeemed promo line: printed with 'PROMO'. */
  idpromo?: string | number | null;
}

/** The header of a `kasir` / `jual` sale as the receipt needs it (`namasupel` is passed alongside). */
export interface StrukSale {
  notransaksi: string;
  /** yyyy-MM-dd */
  tanggal: string;
  /** HH:mm:ss */
  jam?: string | null;
  /** The cashier. */
  userid?: string | null;
  kodesupel: string;
  namasupel?: string | null;
  kodegudang?: string | null;
  kodesales?: string | null;
  subtotal: string;
  /** Document discount in percent (the `Potongan` line shows it). */
  diskon?: string | null;
  potongan?: string | null;
  /** N (no PPN), I (included), E (excluded). */
  tipeppn?: string | null;
  dpp?: string | null;
  ppn?: string | null;
  pembulatan?: string | null;
  total: string;
  tunai?: string | null;
  bayarkartu?: string | null;
  kodebank?: string | null;
  nokartu?: string | null;
  bayaremoney?: string | null;
  kodeemoney?: string | null;
  deposit?: string | null;
  /** QRIS paid and its referensi (issue 38, @niaga/payment): printed under the payments. */
  bayarqris?: string | null;
  refqris?: string | null;
  /** A bill to pay later: its dynamic QRIS, printed as a QR code by the printer service (ESC/POS GS ( k). */
  qris?: string | null;
  /** Points redeemed and what they paid. */
  pointpakai?: string | null;
  bayarpoint?: string | null;
  dibayar?: string | null;
  kredit?: string | null;
  kembali?: string | null;
  pointdapat?: string | null;
  lines: StrukItem[];
  /**
   * Lines of a sale that is a service rather than goods (a PPOB purchase: the customer number, the
   * status, the serial number / PLN token), printed label left, value right in a block of their own
   * after the payments; `bold` for what the customer must read (the token).
   */
  info?: StrukInfo[];
}

/** One line of `StrukSale.info`; an empty label prints the value alone (wrapped), e.g. a note. */
export interface StrukInfo {
  label: string;
  value: string;
  bold?: boolean;
}

export interface StrukPerusahaan {
  namaperusahaan: string;
  alamat1?: string | null;
  kota?: string | null;
  telepon?: string | null;
  npwp?: string | null;
  /** Older name of `alamat1`, still accepted. */
  alamat?: string | null;
}

export interface StrukOptions {
  /** Characters per line: 32 for 58 mm paper, 48 for 80 mm. */
  kolom: number;
  perusahaan: StrukPerusahaan;
  /**
   * The closing text (may hold newlines); undefined or '' gives `FOOTER_DEFAULT`. null leaves it out:
   * the printer service then prints its own configured footer (setting `footer`).
   */
  footer?: string | null;
  /** A reprint: marked 'CETAK ULANG' under the company header. */
  ulang?: boolean;
}

export interface StrukHtmlOptions extends Omit<StrukOptions, 'kolom'> {
  lebarMm: 58 | 80;
  /** The shop's logo as a data URL (data:image/png;base64,…); anything else is ignored. */
  logo?: string | null;
  /** A pay-later bill's QR drawn as an image (a data URL of the `qr` line's text); without it the line is blank. */
  qrGambar?: string | null;
}

export const FOOTER_DEFAULT = 'Terima kasih atas kunjungan Anda';
/** Columns per paper width. */
export const KOLOM: Record<58 | 80, number> = { 58: 32, 80: 48 };

/** Indonesian number: 1.500.000 — the fraction only when it is not zero (1,25; 1.234,5). */
export function angka(v: DecInput | null | undefined): string {
  const [int, frac = ''] = formatId(dec(v), 4).split(',');
  const f = frac.replace(/0+$/, '');
  return f ? `${int},${f}` : int;
}

/** Left and right text on one line of exactly `kolom` columns (the right part wins when it does not fit). */
export function kiriKanan(kiri: string, kanan: string, kolom: number): string {
  const room = kolom - kanan.length - 1;
  if (room <= 0) return kanan.slice(-kolom);
  const k = kiri.length > room ? kiri.slice(0, room) : kiri;
  return k + ' '.repeat(kolom - k.length - kanan.length) + kanan;
}

/**
 * Left and right text in `kolom` columns, nothing cut: when both do not fit on one line, the left
 * text is wrapped (keeping its indent) and the right text goes right-aligned on the last line, or
 * on a line of its own.
 */
export function kiriKananBaris(kiri: string, kanan: string, kolom: number): string[] {
  if (kiri.length + 1 + kanan.length <= kolom) return [kiriKanan(kiri, kanan, kolom)];
  const indent = /^ */.exec(kiri)![0].slice(0, Math.max(0, kolom - 1));
  const rows = bungkus(kiri.slice(indent.length), kolom - indent.length).map((r) => indent + r);
  const last = rows[rows.length - 1];
  if (last.length + 1 + kanan.length <= kolom) rows[rows.length - 1] = kiriKanan(last, kanan, kolom);
  else rows.push(kanan.length >= kolom ? kanan.slice(-kolom) : kanan.padStart(kolom));
  return rows;
}

/** Words wrapped to `kolom` columns (a word longer than a line is cut); each `\n` starts a new line. */
export function bungkus(text: string, kolom: number): string[] {
  const out: string[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const w of para.split(/\s+/).filter(Boolean)) {
      for (let word = w; word.length; ) {
        const piece = word.slice(0, kolom);
        word = word.slice(kolom);
        if (!line) line = piece;
        else if (line.length + 1 + piece.length <= kolom) line += ` ${piece}`;
        else {
          out.push(line);
          line = piece;
        }
      }
    }
    out.push(line);
  }
  // Blank lines at the ends are dropped; inside they are kept.
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  while (out.length > 1 && out[0] === '') out.shift();
  return out;
}

type Rec = Record<string, unknown>;
const textOf = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

/**
 * A saved sale's receipt from its header and lines as read back (names beside codes:
 * `<field>_nama`): the reprint from the sales lists (screens/reprint.ts, from `<doctype>_get`) and
 * the PDF of a WhatsApp link (whatsapp/dokumen.ts, from the record on the server).
 */
export function strukFrom(head: Rec, lines: Rec[]): StrukSale {
  const h = Object.fromEntries(Object.entries(head).filter(([, v]) => !Array.isArray(v)).map(([k, v]) => [k, textOf(v)])) as Record<string, string | null>;
  return {
    ...h,
    notransaksi: h.notransaksi ?? '',
    tanggal: (h.tanggal ?? '').slice(0, 10),
    kodesupel: h.kodesupel ?? '',
    namasupel: h.kodesupel_nama || null,
    subtotal: h.subtotal ?? '0',
    total: h.total ?? '0',
    lines: lines.map((l) => ({
      kodeitem: String(l.kodeitem ?? ''),
      namaitem: textOf(l.kodeitem_nama) || String(l.kodeitem ?? ''),
      satuan: String(l.satuan ?? ''),
      jumlah: String(l.jumlah ?? '0'),
      harga: String(l.harga ?? '0'),
      diskon1: textOf(l.diskon1),
      diskon2: textOf(l.diskon2),
      diskon3: textOf(l.diskon3),
      diskon4: textOf(l.diskon4),
      total: String(l.total ?? '0'),
      idpromo: textOf(l.idpromo) || null,
    })),
  } as StrukSale;
}

/** '2026-11-20' + '10:15:02' → '20/11/2026 10:15:02'. */
export const tanggalJam = (tanggal: string, jam?: string | null) =>
  `${tanggal.slice(8, 10)}/${tanggal.slice(5, 7)}/${tanggal.slice(0, 4)}${jam ? ` ${jam.slice(0, 8)}` : ''}`;

const ada = (v: DecInput | null | undefined) => v !== null && v !== undefined && v !== '' && !dec(v).isZero();

export function strukLines(sale: StrukSale, o: StrukOptions): StrukLine[] {
  const k = o.kolom;
  const out: StrukLine[] = [];
  const center = (text: string | null | undefined, bold = false) => {
    if (text && text.trim()) for (const t of bungkus(text, k)) out.push(bold ? { text: t, align: 'center', bold } : { text: t, align: 'center' });
  };
  const lr = (kiri: string, kanan: string, bold = false) => {
    for (const t of kiriKananBaris(kiri, kanan, k)) out.push(bold ? { text: t, bold } : { text: t });
  };
  const rule = () => out.push({ text: '-'.repeat(k) });

  const p = o.perusahaan;
  center(p.namaperusahaan, true);
  center(p.alamat1 ?? p.alamat);
  center(p.kota);
  if (p.telepon) center(`Telp. ${p.telepon}`);
  if (p.npwp) center(`NPWP ${p.npwp}`);
  if (o.ulang) center('CETAK ULANG', true);
  rule();
  lr('No.', sale.notransaksi);
  lr('Tanggal', tanggalJam(sale.tanggal, sale.jam));
  if (sale.userid) lr('Kasir', sale.userid);
  if (sale.namasupel || sale.kodesupel) lr('Pelanggan', sale.namasupel || sale.kodesupel);
  rule();

  for (const l of sale.lines) {
    for (const t of bungkus(l.namaitem || l.kodeitem, k)) out.push({ text: t });
    lr(`  ${angka(l.jumlah)}${l.satuan ? ` ${l.satuan}` : ''} x ${angka(l.harga)}`, angka(l.total));
    const disk = [l.diskon1, l.diskon2, l.diskon3, l.diskon4].filter((d) => ada(d)).map((d) => `${angka(d)}%`);
    if (disk.length) out.push({ text: `  Disk ${disk.join('+')}` });
    if (l.idpromo !== null && l.idpromo !== undefined && l.idpromo !== '') for (const t of bungkus(`PROMO ${l.idpromo}`, k - 2)) out.push({ text: `  ${t}` });
  }
  rule();

  lr('Subtotal', angka(sale.subtotal));
  if (ada(sale.potongan)) lr(ada(sale.diskon) ? `Potongan ${angka(sale.diskon)}%` : 'Potongan', `-${angka(sale.potongan)}`);
  if (sale.tipeppn && sale.tipeppn !== 'N') {
    lr(sale.tipeppn === 'I' ? 'DPP (termasuk PPN)' : 'DPP', angka(sale.dpp));
    lr('PPN', angka(sale.ppn));
  }
  if (ada(sale.pembulatan)) lr('Pembulatan', angka(sale.pembulatan));
  lr('TOTAL', angka(sale.total), true);

  if (sale.qris) {
    // A pay-later bill (tagihan): nothing paid yet, the QR to pay by, its amount and referensi.
    rule();
    center('Scan QRIS untuk membayar');
    out.push({ text: '', align: 'center', qr: sale.qris });
    if (ada(sale.bayarqris)) lr('QRIS', angka(sale.bayarqris), true);
    if (sale.refqris) for (const t of bungkus(`Ref QRIS ${sale.refqris}`, k)) out.push({ text: t });
  } else {
    const bayar: Array<[string, string | null | undefined]> = [
      ['Tunai', sale.tunai],
      [`Kartu${sale.kodebank ? ` ${sale.kodebank}` : ''}`, sale.bayarkartu],
      [`E-Money${sale.kodeemoney ? ` ${sale.kodeemoney}` : ''}`, sale.bayaremoney],
      ['QRIS', sale.bayarqris],
      ['Deposit', sale.deposit],
      [`Point${ada(sale.pointpakai) ? ` ${angka(sale.pointpakai)}` : ''}`, sale.bayarpoint],
      ['Kredit', sale.kredit],
    ];
    for (const [label, v] of bayar) if (ada(v) && dec(v!).gt(0)) lr(label, angka(v));
    lr('Kembali', angka(sale.kembali ?? 0), true);
    if (ada(sale.pointdapat) && dec(sale.pointdapat!).gt(0)) lr('Point didapat', angka(sale.pointdapat));
    if (sale.refqris) for (const t of bungkus(`Ref QRIS ${sale.refqris}`, k)) out.push({ text: t });
  }
  if (sale.info?.length) {
    rule();
    for (const i of sale.info) {
      if (i.label) lr(i.label, i.value, i.bold);
      else for (const t of bungkus(i.value, k)) out.push(i.bold ? { text: t, bold: true } : { text: t });
    }
  }
  rule();
  if (o.footer !== null) center(o.footer || FOOTER_DEFAULT);
  return out;
}

/**
 * The body of the printer service's `POST /print` for this receipt: its lines, and `drawer: false`
 * on a reprint and on a pay-later bill (neither opens the cash drawer; a sale's receipt follows the
 * service's `cashdrawer` setting).
 */
export function strukCetak(sale: StrukSale, o: StrukOptions): { lines: StrukLine[]; drawer?: false } {
  const lines = strukLines(sale, o);
  return o.ulang || sale.qris ? { lines, drawer: false } : { lines };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/;

/** Font size for the HTML receipt: Courier's advance is 0.6 em, so `kolom` columns fill 48 / 72 mm of print width. */
const FONT_MM = 2.5;
const LINE_MM = FONT_MM * 1.25;
const LOGO_MM = 20;
/** The printed size of a bill's QR (a phone reads 40 mm from the paper at arm's length). */
const QR_MM = 40;

/**
 * The receipt as a whole HTML document for the browser's printer on 58 or 80 mm paper (meant for a
 * hidden iframe's `srcdoc`, then `contentWindow.print()`): one page exactly as wide as the paper
 * and as long as the receipt (`@page size`), monospace, the lines of `strukLines` at 32 or 48
 * columns, the logo (a data URL) centred on top.
 */
export function strukHtml(sale: StrukSale, o: StrukHtmlOptions): string {
  const kolom = KOLOM[o.lebarMm] ?? KOLOM[58];
  const lines = strukLines(sale, { ...o, kolom });
  const logo = o.logo && DATA_URL.test(o.logo) ? o.logo : null;
  const qr = o.qrGambar && DATA_URL.test(o.qrGambar) ? o.qrGambar : null;
  const rows = lines.map((l) => {
    if (l.qr && qr) return `<img class="qr" src="${esc(qr)}" alt="QRIS" data-qris="${esc(l.qr)}">`;
    const cls = ['l', l.align ?? 'left', l.bold ? 'b' : '', l.double ? 'd' : ''].filter(Boolean).join(' ');
    return `<div class="${cls}">${esc(l.text) || '&nbsp;'}</div>`;
  });
  const tinggi = Math.ceil(8 + lines.reduce((h, l) => h + (l.qr && qr ? QR_MM : (l.double ? 2 : 1) * LINE_MM), 0) + (logo ? LOGO_MM + 2 : 0));
  return [
    '<!doctype html>',
    '<html lang="id"><head><meta charset="utf-8">',
    `<title>Struk ${esc(sale.notransaksi)}</title>`,
    '<style>',
    `@page{size:${o.lebarMm}mm ${tinggi}mm;margin:0}`,
    `html,body{margin:0;padding:0;background:#fff;color:#000}`,
    `body{width:${o.lebarMm}mm;font-family:'Courier New',Courier,monospace;font-size:${FONT_MM}mm;line-height:1.25}`,
    `.struk{width:${kolom}ch;margin:0 auto;padding:3mm 0}`,
    '.l{white-space:pre;overflow:hidden}.left{text-align:left}.center{text-align:center}.right{text-align:right}.b{font-weight:700}.d{font-size:200%}',
    `.logo{display:block;margin:0 auto 2mm;max-width:100%;max-height:${LOGO_MM}mm}`,
    `.qr{display:block;margin:0 auto;width:${QR_MM}mm;height:${QR_MM}mm;image-rendering:pixelated}`,
    '</style></head>',
    '<body><div class="struk">',
    ...(logo ? [`<img class="logo" src="${esc(logo)}" alt="">`] : []),
    ...rows,
    '</div></body></html>',
    '',
  ].join('\n');
}
