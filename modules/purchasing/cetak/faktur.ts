/**
 * The printed purchasing documents (A4 PDF, pdfkit): purchase invoices `beli`, purchase orders
 * `pesanbeli` and purchase returns `returbeli` share one invoice layout — the company header
 * (logo, name, address), the title, the supplier on the left and number / date / due date /
 * warehouse on the right, the lines (item code and name, quantity, unit, price, discounts,
 * amount), then the figures of the document in a column on the right (for a purchase: subtotal,
 * document discount, DPP, PPN, shipping and other costs, total, cash, deposit used and credit),
 * the note and the signature boxes. What differs per document is declared in `LAYOUTS`.
 */
import PDFDocument from 'pdfkit';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { dec, formatId } from '@niaga/core';

type Rec = Record<string, unknown>;

export interface FakturCompany {
  nama: string;
  alamat: string[];
  logo?: Buffer | null;
  digits?: { umum: number; qty: number };
}

export interface FakturSupplier {
  kodesupel: string;
  namasupel: string;
  alamat: string;
  kota: string;
  telepon: string;
}

/** What one document type prints: its title, the header facts, which line columns, which figures. */
export interface FakturLayout {
  title: string;
  /** Header facts on the right, after No. and Tanggal: [label, field]; empty values are left out. */
  facts: Array<[string, string]>;
  /** The figures under the lines: [label, field, shown only when not zero]. */
  totals: Array<[string, string, boolean?]>;
  /** The line amounts carry the 4 cascading discounts. */
  discounts: boolean;
  /** The signature boxes. */
  signatures: string[];
}

const TIPE_PPN: Record<string, string> = { N: 'Non PPN', I: 'PPN Include', E: 'PPN Exclude' };

export const LAYOUTS: Record<'beli' | 'pesanbeli' | 'returbeli', FakturLayout> = {
  beli: {
    title: 'FAKTUR PEMBELIAN',
    facts: [
      ['Jatuh Tempo', 'jatuhtempo'],
      ['No. Faktur Supplier', 'nofaktur'],
      ['Gudang', 'kodegudang'],
      ['PPN', 'tipeppn'],
    ],
    totals: [
      ['Subtotal', 'subtotal'],
      ['Diskon', 'potongan'],
      ['DPP', 'dpp'],
      ['PPN', 'ppn'],
      ['Ongkos Kirim', 'biayakirim'],
      ['Biaya Lain', 'biayalain'],
      ['Total', 'total'],
      ['Tunai', 'tunai'],
      ['Deposit Dipakai', 'deposit', true],
      ['Kredit', 'kredit'],
    ],
    discounts: true,
    signatures: ['Dibuat oleh', 'Diperiksa oleh', 'Supplier'],
  },
  pesanbeli: {
    title: 'PESANAN PEMBELIAN',
    facts: [
      ['Tanggal Kirim', 'tglkirim'],
      ['Gudang', 'kodegudang'],
    ],
    totals: [['Total', 'total']],
    discounts: true,
    signatures: ['Dipesan oleh', 'Disetujui oleh', 'Supplier'],
  },
  returbeli: {
    title: 'RETUR PEMBELIAN',
    facts: [
      ['No. Pembelian', 'nobeli'],
      ['Gudang', 'kodegudang'],
      ['PPN', 'tipeppn'],
    ],
    totals: [
      ['Subtotal', 'subtotal'],
      ['PPN', 'ppn'],
      ['Total', 'total'],
    ],
    discounts: false,
    signatures: ['Dibuat oleh', 'Diperiksa oleh', 'Supplier'],
  },
};

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = 36;

const tampil = (iso: unknown) => {
  const s = String(iso ?? '').slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}` : '';
};
const isPngOrJpeg = (b: Buffer) => (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);

/** "10% + 5%" of a line's cascading discounts (empty without any). */
export function diskonText(l: Rec): string {
  return [1, 2, 3, 4]
    .map((n) => dec(String(l[`diskon${n}`] ?? '0')))
    .filter((d) => !d.isZero())
    .map((d) => `${formatId(d, d.isInteger() ? 0 : 2)}%`)
    .join(' + ');
}

/** A fact's printed value: dates as dd/mm/yyyy, the PPN mode by name, a warehouse with its name. */
function factValue(doc: Rec, field: string): string {
  const v = doc[field];
  if (v === null || v === undefined || v === '') return '';
  if (field === 'jatuhtempo' || field === 'tglkirim') return tampil(v);
  if (field === 'tipeppn') return TIPE_PPN[String(v)] ?? String(v);
  const nama = doc[`${field}_nama`];
  return nama ? `${String(v)} ${String(nama)}` : String(v);
}

/** The PDF being written, its usable width and bottom, and the company's number formats. */
interface Sheet {
  pdf: PDFKit.PDFDocument;
  W: number;
  bottom: number;
  money: (v: unknown) => string;
  qty: (v: unknown) => string;
}

/** Company header: logo, name and address on the left, the title on the right, a rule. Returns the y below. */
function companyHead({ pdf, W }: Sheet, layout: FakturLayout, company: FakturCompany): number {
  let y = MARGIN;
  let x = MARGIN;
  const logo = company.logo && isPngOrJpeg(company.logo) ? company.logo : null;
  if (logo) {
    try {
      pdf.image(logo, MARGIN, y, { fit: [70, 46] });
      x = MARGIN + 78;
    } catch {
      x = MARGIN;
    }
  }
  pdf.font(BOLD).fontSize(14).fillColor('#000').text(company.nama, x, y, { width: W - (x - MARGIN) - 190, lineBreak: false });
  pdf.font(FONT).fontSize(8.5).fillColor('#333');
  let ay = y + 18;
  for (const a of company.alamat.filter(Boolean).slice(0, 3)) {
    pdf.text(a, x, ay, { width: W - (x - MARGIN) - 190, lineBreak: false });
    ay += 11;
  }
  pdf.font(BOLD).fontSize(15).fillColor('#000').text(layout.title, MARGIN + W - 190, y, { width: 190, align: 'right', lineBreak: false });
  y = Math.max(ay, y + (logo ? 48 : 34)) + 4;
  pdf.moveTo(MARGIN, y).lineTo(MARGIN + W, y).lineWidth(1.2).stroke('#000');
  return y + 10;
}

/** Supplier on the left, the document's facts on the right, from `top`. Returns the y below both. */
function supplierAndFacts({ pdf, W }: Sheet, layout: FakturLayout, supplier: FakturSupplier, doc: Rec, top: number): number {
  let y = top;
  pdf.font(FONT).fontSize(8.5).fillColor('#555').text('Supplier', MARGIN, y, { lineBreak: false });
  y += 12;
  pdf.font(BOLD).fontSize(10).fillColor('#000').text(`${supplier.namasupel || String(doc.kodesupel_nama ?? '')}`, MARGIN, y, { width: W / 2 - 10, lineBreak: false });
  y += 13;
  pdf.font(FONT).fontSize(9);
  for (const l of [`Kode: ${supplier.kodesupel}`, supplier.alamat, supplier.kota, supplier.telepon ? `Telp. ${supplier.telepon}` : ''].filter(Boolean)) {
    pdf.text(l, MARGIN, y, { width: W / 2 - 10, lineBreak: false });
    y += 11;
  }
  let fy = top;
  const facts: Array<[string, string]> = [
    ['No.', String(doc.notransaksi ?? '')],
    ['Tanggal', tampil(doc.tanggal)],
    ...layout.facts.map(([label, f]): [string, string] => [label, factValue(doc, f)]),
  ].filter(([, v]) => v !== '') as Array<[string, string]>;
  const fx = MARGIN + W / 2 + 20;
  for (const [label, v] of facts) {
    pdf.font(FONT).fontSize(9).fillColor('#555').text(label, fx, fy, { width: 95, lineBreak: false });
    pdf.font(label === 'No.' ? BOLD : FONT).fillColor('#000').text(`: ${v}`, fx + 95, fy, { width: W / 2 - 115, lineBreak: false });
    fy += 12;
  }
  return Math.max(y, fy) + 10;
}

/** The lines' table from `top`, its head repeated on every page. Returns the y below it. */
function linesTable(sheet: Sheet, layout: FakturLayout, doc: Rec, top: number): number {
  const { pdf, W, bottom, money, qty } = sheet;
  let y = top;
  const cols = [
    { label: 'No', w: 22, right: true },
    { label: 'Kode Item', w: 70, right: false },
    { label: 'Nama Item', w: 0, right: false },
    { label: 'Jumlah', w: 48, right: true },
    { label: 'Satuan', w: 40, right: false },
    { label: 'Harga', w: 70, right: true },
    ...(layout.discounts ? [{ label: 'Diskon', w: 60, right: true }] : []),
    { label: 'Total', w: 80, right: true },
  ];
  cols[2].w = W - cols.reduce((t, c) => t + c.w, 0);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? BOLD : FONT).fontSize(8.5).fillColor('#000');
    let cx = MARGIN;
    cells.forEach((t, i) => {
      const c = cols[i];
      pdf.text(t, cx + 3, y + 3, { width: c.w - 6, align: c.right ? 'right' : 'left', lineBreak: false, ellipsis: true, height: 11 });
      cx += c.w;
    });
    y += 15;
  };
  const head = () => {
    pdf.rect(MARGIN, y, W, 15).fill('#e8ecf1');
    row(
      cols.map((c) => c.label),
      true,
    );
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + W, y).lineWidth(0.6).stroke('#555');
  };
  head();
  const lines = (doc.lines as Rec[] | undefined) ?? [];
  lines.forEach((l, i) => {
    if (y + 15 > bottom) {
      pdf.addPage();
      y = MARGIN;
      head();
    }
    row(
      [
        String(i + 1),
        String(l.kodeitem ?? ''),
        l.varian_nama ? `${String(l.kodeitem_nama ?? '')} · ${String(l.varian_nama)}` : String(l.kodeitem_nama ?? ''),
        qty(l.jumlah),
        String(l.satuan ?? ''),
        money(l.harga),
        ...(layout.discounts ? [diskonText(l)] : []),
        money(l.total),
      ],
      false,
    );
  });
  pdf.moveTo(MARGIN, y).lineTo(MARGIN + W, y).lineWidth(0.6).stroke('#555');
  return y + 8;
}

/** The figures, right-aligned under the amount column; the note on the left (on a new page when they do not fit). Returns the y below the figures. */
function totalsAndNote({ pdf, W, bottom, money }: Sheet, layout: FakturLayout, doc: Rec, top: number): number {
  let y = top;
  const totals = layout.totals.filter(([, f, whenSet]) => !whenSet || !dec(String(doc[f] ?? '0')).isZero());
  if (y + totals.length * 13 + 90 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  const ty = y;
  const lx = MARGIN + W - 250;
  for (const [label, f] of totals) {
    const strong = f === 'total' || f === 'kredit';
    const text = label === 'Diskon' && !dec(String(doc.diskon ?? '0')).isZero() ? `Diskon ${formatId(String(doc.diskon), dec(String(doc.diskon)).isInteger() ? 0 : 2)}%` : label;
    if (f === 'total') pdf.moveTo(lx, y - 2).lineTo(MARGIN + W, y - 2).lineWidth(0.5).stroke('#777');
    pdf.font(strong ? BOLD : FONT).fontSize(9).fillColor('#000').text(text, lx, y, { width: 140, lineBreak: false });
    pdf.text(money(doc[f]), lx + 140, y, { width: 110 - 3, align: 'right', lineBreak: false });
    y += 13;
  }
  if (doc.keterangan) {
    pdf.font(FONT).fontSize(8.5).fillColor('#555').text('Keterangan:', MARGIN, ty, { lineBreak: false });
    pdf.fillColor('#000').text(String(doc.keterangan), MARGIN, ty + 11, { width: W - 270 });
  }
  return y;
}

/** The signature boxes, side by side, below `top` and whatever pdfkit wrote last. */
function signatures({ pdf, W }: Sheet, layout: FakturLayout, top: number) {
  const y = Math.max(top, pdf.y) + 24;
  const sw = W / layout.signatures.length;
  layout.signatures.forEach((s, i) => {
    pdf.font(FONT).fontSize(9).fillColor('#000').text(s, MARGIN + i * sw, y, { width: sw, align: 'center', lineBreak: false });
    pdf
      .moveTo(MARGIN + i * sw + 20, y + 52)
      .lineTo(MARGIN + (i + 1) * sw - 20, y + 52)
      .lineWidth(0.5)
      .stroke('#000');
  });
}

/** Every page's footer: the document and print time, "Halaman X dari Y". */
function footers({ pdf, W }: Sheet, text: string) {
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pdf.page.margins.bottom = 0;
    pdf.font(FONT).fontSize(7).fillColor('#555');
    pdf.text(text, MARGIN, pdf.page.height - MARGIN - 8, { width: W / 2, lineBreak: false });
    pdf.text(`Halaman ${i + 1} dari ${range.count}`, MARGIN + W / 2, pdf.page.height - MARGIN - 8, { width: W / 2, align: 'right', lineBreak: false });
  }
}

/**
 * Writes the document `doc` (a `_get` record with the names beside its codes: header fields and
 * `lines` with `kodeitem_nama`) as an A4 PDF at `file`.
 */
export async function writeFaktur(file: string, layout: FakturLayout, company: FakturCompany, supplier: FakturSupplier, doc: Rec, printed: string): Promise<void> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${layout.title} ${String(doc.notransaksi)}`, Author: company.nama, Producer: 'Niaga' } });
  const out = createWriteStream(file);
  pdf.pipe(out);
  const sheet: Sheet = {
    pdf,
    W: pdf.page.width - 2 * MARGIN,
    bottom: pdf.page.height - MARGIN - 16,
    money: (v: unknown) => formatId(String(v ?? '0'), company.digits?.umum ?? 2),
    qty: (v: unknown) => {
      const d = dec(String(v ?? '0'));
      return formatId(d, d.isInteger() ? 0 : Math.max(company.digits?.qty ?? 2, 0));
    },
  };
  let y = companyHead(sheet, layout, company);
  y = supplierAndFacts(sheet, layout, supplier, doc, y);
  y = linesTable(sheet, layout, doc, y);
  y = totalsAndNote(sheet, layout, doc, y);
  signatures(sheet, layout, y);
  footers(sheet, `${layout.title} ${String(doc.notransaksi)} · dicetak ${printed}`);
  pdf.end();
  await once(out, 'finish');
}
