/**
 * The receipt of a sale (spec §9 printer defaults: 32 columns on 58 mm paper, 48 on 80 mm; footer
 * thank-you text), as lines: the same lines go to the POS printer service (ESC/POS, its
 * `ReceiptLine` shape) and, as HTML, to the browser's printer. Isomorphic: no DOM, no Node.
 */
import { dec } from '@niaga/core';

export type Align = 'left' | 'center' | 'right';
export interface StrukLine {
  text: string;
  align?: Align;
  bold?: boolean;
  double?: boolean;
}
export interface StrukSale {
  notransaksi: string;
  tanggal: string;
  jam?: string | null;
  userid?: string | null;
  kodesupel: string;
  namasupel?: string | null;
  subtotal: string;
  potongan?: string;
  tipeppn?: string;
  dpp?: string;
  ppn?: string;
  pembulatan?: string;
  total: string;
  tunai?: string;
  bayarkartu?: string;
  kodebank?: string | null;
  bayaremoney?: string;
  kodeemoney?: string | null;
  deposit?: string;
  kredit?: string;
  kembali?: string;
  pointdapat?: string;
  lines: Array<{ kodeitem: string; namaitem?: string; satuan: string; jumlah: string; harga: string; total: string; diskon1?: string; diskon2?: string; diskon3?: string; diskon4?: string; idpromo?: string | null }>;
}
export interface StrukOptions {
  kolom: number;
  perusahaan: { namaperusahaan: string; alamat?: string; telepon?: string };
  /** The closing text; null leaves it to the printer service, which prints its own configured footer. */
  footer?: string | null;
  ulang?: boolean;
}

export const FOOTER_DEFAULT = 'Terima kasih atas kunjungan anda';

/** 1.500.000 — the fraction only when there is one (1.234,5). */
export function angka(v: string | number | null | undefined): string {
  const d = dec(v ?? 0);
  const neg = d.isNegative();
  const [int, frac] = d.abs().toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const f = frac.replace(/0+$/, '');
  return `${neg ? '-' : ''}${grouped}${f ? `,${f}` : ''}`;
}
const qtyText = (v: string) => angka(dec(v).toFixed(4));

/** Left and right text on one line of `kolom` columns (the right part wins when it does not fit). */
export function kiriKanan(kiri: string, kanan: string, kolom: number): string {
  const room = kolom - kanan.length - 1;
  if (room <= 0) return kanan.slice(-kolom);
  const k = kiri.length > room ? kiri.slice(0, room) : kiri;
  return k + ' '.repeat(kolom - k.length - kanan.length) + kanan;
}

/** Words wrapped to `kolom` columns (a word longer than a line is cut). */
export function bungkus(text: string, kolom: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
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
  if (line) out.push(line);
  return out.length ? out : [''];
}

const tgl = (t: string, jam?: string | null) => `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)}${jam ? ` ${jam}` : ''}`;

export function strukLines(sale: StrukSale, o: StrukOptions): StrukLine[] {
  const k = o.kolom;
  const rule: StrukLine = { text: '-'.repeat(k) };
  const lr = (a: string, b: string, bold = false): StrukLine => ({ text: kiriKanan(a, b, k), bold });
  const out: StrukLine[] = [];
  out.push(...bungkus(o.perusahaan.namaperusahaan, k).map((t) => ({ text: t, align: 'center' as const, bold: true })));
  if (o.perusahaan.alamat) out.push(...bungkus(o.perusahaan.alamat, k).map((t) => ({ text: t, align: 'center' as const })));
  if (o.perusahaan.telepon) out.push({ text: `Telp. ${o.perusahaan.telepon}`, align: 'center' });
  if (o.ulang) out.push({ text: 'CETAK ULANG', align: 'center', bold: true });
  out.push(rule, lr('No.', sale.notransaksi), lr('Tanggal', tgl(sale.tanggal, sale.jam)));
  if (sale.userid) out.push(lr('Kasir', sale.userid));
  out.push(lr('Pelanggan', sale.namasupel || sale.kodesupel), rule);
  for (const l of sale.lines) {
    out.push(...bungkus(l.namaitem || l.kodeitem, k).map((t) => ({ text: t })));
    out.push(lr(`  ${qtyText(l.jumlah)} ${l.satuan} x ${angka(l.harga)}`, angka(l.total)));
    const disk = [l.diskon1, l.diskon2, l.diskon3, l.diskon4].filter((d) => d && dec(d).gt(0)).map((d) => `${angka(d)}%`);
    if (disk.length) out.push({ text: `  Disk ${disk.join('+')}` });
    if (l.idpromo) out.push({ text: `  PROMO ${l.idpromo}` });
  }
  out.push(rule, lr('Subtotal', angka(sale.subtotal)));
  if (dec(sale.potongan ?? 0).gt(0)) out.push(lr('Potongan', `-${angka(sale.potongan)}`));
  if (sale.tipeppn && sale.tipeppn !== 'N') out.push(lr(sale.tipeppn === 'I' ? 'DPP (termasuk PPN)' : 'DPP', angka(sale.dpp)), lr('PPN', angka(sale.ppn)));
  if (dec(sale.pembulatan ?? 0).gt(0)) out.push(lr('Pembulatan', angka(sale.pembulatan)));
  out.push(lr('TOTAL', angka(sale.total), true));
  const pays: Array<[string, string | undefined]> = [
    ['Tunai', sale.tunai],
    [`Kartu${sale.kodebank ? ` ${sale.kodebank}` : ''}`, sale.bayarkartu],
    [`E-Money${sale.kodeemoney ? ` ${sale.kodeemoney}` : ''}`, sale.bayaremoney],
    ['Deposit', sale.deposit],
    ['Kredit', sale.kredit],
  ];
  for (const [label, v] of pays) if (v && dec(v).gt(0)) out.push(lr(label, angka(v)));
  out.push(lr('Kembali', angka(sale.kembali ?? 0), true));
  if (sale.pointdapat && dec(sale.pointdapat).gt(0)) out.push(lr('Point didapat', angka(sale.pointdapat)));
  out.push(rule);
  if (o.footer !== null) out.push(...bungkus(o.footer || FOOTER_DEFAULT, k).map((t) => ({ text: t, align: 'center' as const })));
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A whole HTML page of the receipt for the browser's printer on 58 or 80 mm paper. */
export function strukHtml(sale: StrukSale, o: Omit<StrukOptions, 'kolom'> & { lebarMm: 58 | 80; logo?: string }): string {
  const kolom = o.lebarMm === 80 ? 48 : 32;
  const rows = strukLines(sale, { ...o, kolom })
    .map((l) => `<div class="l ${l.align ?? 'left'}${l.bold ? ' b' : ''}">${esc(l.text) || '&nbsp;'}</div>`)
    .join('\n');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${esc(sale.notransaksi)}</title>
<style>@page{size:${o.lebarMm}mm auto;margin:0}body{margin:0;padding:2mm;width:${o.lebarMm - 4}mm;font:${o.lebarMm === 80 ? 12 : 11}px/1.25 'Courier New',monospace}
.l{white-space:pre}.center{text-align:center}.right{text-align:right}.b{font-weight:700}img{display:block;margin:0 auto 2mm;max-width:100%}</style></head>
<body>${o.logo ? `<img src="${esc(o.logo)}" alt="">` : ''}
${rows}
</body></html>`;
}
