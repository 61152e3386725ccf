/**
 * PDF with pdfkit: A4 (landscape when the columns are wide), the company header (name, address,
 * logo when it is PNG or JPEG), the title and the parameters, the table with its header repeated
 * on every page, subtotal and total rows in bold, "Halaman X dari Y" on every page. Rows arrive in
 * chunks; pages are kept until the end only to write their numbers.
 */
import PDFDocument from 'pdfkit';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { DEFAULT_WIDTH, type ColumnSpec, type ReportRow } from '../declare';
import { formatCell, isNumeric, type Digits } from '../format';

export interface CompanyHeader {
  nama: string;
  alamat: string[];
  /** The company logo (PNG or JPEG; other types are left out of PDFs). */
  logo?: Buffer | null;
  /** The company's digit settings for money and quantities (two decimals when absent). */
  digits?: Digits;
}

export interface DocumentInfo {
  title: string;
  company: CompanyHeader;
  params: Array<{ label: string; nilai: string }>;
  notes?: string[];
  columns: ColumnSpec[];
  /** "dd/MM/yyyy HH:mm" and the user, printed in the header. */
  printed: string;
  orientation?: 'portrait' | 'landscape';
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 7.5;
const ROW = 11;
const MARGIN = 28;

const isPngOrJpeg = (b: Buffer) => (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);

type Doc = PDFKit.PDFDocument;
type Font = typeof FONT | typeof BOLD;

/**
 * Cells are written without pdfkit's line wrapper (one per call, the slow part of a big table):
 * the text is measured once, cut with an ellipsis when too wide, and placed left or right.
 * Widths from a per-character table (kerning left out: at most a hair wider than drawn, so a cut
 * is never too late); pdfkit's own measure looks up kerning pairs for every pair of letters.
 */
function cellWriter(doc: Doc) {
  const widths = { [FONT]: new Map<string, number>(), [BOLD]: new Map<string, number>() };
  let current: Font = FONT;
  /** Table font (regular or bold) at the table size. */
  const tableFont = (f: Font) => {
    current = f;
    doc.font(f).fontSize(SIZE);
  };
  const measure = (t: string) => {
    const table = widths[current];
    let w = 0;
    for (const ch of t) {
      let cw = table.get(ch);
      if (cw === undefined) table.set(ch, (cw = doc.widthOfString(ch)));
      w += cw;
    }
    return w;
  };
  const fit = (t: string, w: number): [string, number] => {
    const tw = measure(t);
    if (tw <= w - 2) return [t, tw];
    let lo = 0;
    let hi = t.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (measure(`${t.slice(0, mid)}…`) <= w - 2) lo = mid;
      else hi = mid - 1;
    }
    const cut = `${t.slice(0, lo)}…`;
    return [cut, measure(cut)];
  };
  const cell = (t: string, x: number, y: number, w: number, right: boolean) => {
    if (!t) return;
    const [f, tw] = fit(t, w);
    doc.text(f, right ? x + w - 1 - tw : x + 1, y + 2, { lineBreak: false });
  };
  // A column title too wide for its column goes on two lines, split between words where the wider
  // half is narrowest ("Potong / Piutang"), rather than cut.
  const titleLines = (label: string, w: number): string[] => {
    const words = label.split(' ');
    if (measure(label) <= w - 2 || words.length < 2) return [label];
    let best: string[] = [label];
    let widest = Infinity;
    for (let k = 1; k < words.length; k++) {
      const two = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      const m = Math.max(...two.map(measure));
      if (m < widest) [best, widest] = [two, m];
    }
    return best;
  };
  return { tableFont, cell, titleLines };
}

/** The columns scaled to the usable width, with their x; the first run of text columns holds the label of heads, subtotals and totals. */
function tableColumns(columns: ColumnSpec[], widthChars: number, usable: number) {
  const scale = usable / widthChars;
  const cols = columns.map((c) => ({ ...c, w: (c.width ?? DEFAULT_WIDTH[c.format]) * scale, num: isNumeric(c.format) }));
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w), MARGIN);
  let labelCols = 0;
  while (labelCols < cols.length && !cols[labelCols].num) labelCols++;
  if (labelCols === 0) labelCols = 1;
  const labelW = cols.slice(0, labelCols).reduce((t, c) => t + c.w, 0);
  return { cols, xs, labelCols, labelW };
}

/** First page: company (with its logo), print time, title, parameters and notes. Returns the y below them. */
function firstPageHead(doc: Doc, info: DocumentInfo, usable: number): number {
  let y = MARGIN;
  let textX = MARGIN;
  const logo = info.company.logo && isPngOrJpeg(info.company.logo) ? info.company.logo : null;
  if (logo) {
    try {
      doc.image(logo, MARGIN, y, { fit: [60, 40] });
      textX = MARGIN + 68;
    } catch {
      textX = MARGIN;
    }
  }
  doc.font(BOLD).fontSize(12).fillColor('#000').text(info.company.nama, textX, y, { width: usable - (textX - MARGIN) - 150, lineBreak: false });
  doc.font(FONT).fontSize(7.5).fillColor('#333');
  let ay = y + 15;
  for (const a of info.company.alamat.filter(Boolean).slice(0, 3)) {
    doc.text(a, textX, ay, { width: usable - (textX - MARGIN) - 150, lineBreak: false });
    ay += 9;
  }
  doc.text(`Dicetak: ${info.printed}`, MARGIN + usable - 150, y + 2, { width: 150, align: 'right', lineBreak: false });
  y = Math.max(ay, y + (logo ? 42 : 30)) + 6;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + usable, y).lineWidth(1).stroke('#000');
  y += 8;
  doc.font(BOLD).fontSize(13).fillColor('#000').text(info.title, MARGIN, y, { width: usable, align: 'center', lineBreak: false });
  y += 18;
  doc.font(FONT).fontSize(8).fillColor('#222');
  for (const p of info.params) {
    doc.text(`${p.label}: ${p.nilai}`, MARGIN, y, { width: usable, align: 'center', lineBreak: false });
    y += 10;
  }
  for (const n of info.notes ?? []) {
    doc.text(n, MARGIN, y, { width: usable, align: 'center', lineBreak: false });
    y += 10;
  }
  return y + 6;
}

/** The footer of every page (kept in the buffer until now): the title and "Halaman X dari Y". Returns the page count. */
function pageFooters(doc: Doc, title: string, usable: number, pageH: number): number {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: let pdfkit write there without starting a page.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(7).fillColor('#555');
    doc.text(title, MARGIN, pageH - MARGIN - 8, { width: usable / 2, lineBreak: false, height: 10 });
    doc.text(`Halaman ${i + 1} dari ${range.count}`, MARGIN + usable / 2, pageH - MARGIN - 8, { width: usable / 2, align: 'right', lineBreak: false, height: 10 });
  }
  return range.count;
}

/** The table being written: its columns, the pen's y, the column titles (measured once) and the detail rows' shading. */
class Table {
  y: number;
  private titles: string[][] = [];
  private shaded = false;
  private readonly text: ReturnType<typeof cellWriter>;

  constructor(
    private readonly doc: Doc,
    private readonly info: DocumentInfo,
    private readonly columns: ReturnType<typeof tableColumns>,
    private readonly usable: number,
    y: number,
  ) {
    this.y = y;
    this.text = cellWriter(doc);
  }

  /** The column titles on a shaded band, a line under them. */
  header() {
    const { doc, usable } = this;
    const { cols, xs } = this.columns;
    this.text.tableFont(BOLD);
    if (!this.titles.length) this.titles = cols.map((c) => this.text.titleLines(c.label, c.w));
    const titles = this.titles;
    const lines = Math.max(...titles.map((t) => t.length));
    doc.rect(MARGIN, this.y, usable, ROW * lines + 2).fill('#e8ecf1');
    doc.fillColor('#000');
    cols.forEach((c, i) => titles[i].forEach((t, j) => this.text.cell(t, xs[i], this.y + 1 + (lines - titles[i].length + j) * ROW, c.w, c.num)));
    this.y += ROW * lines + 2;
    doc.moveTo(MARGIN, this.y).lineTo(MARGIN + usable, this.y).lineWidth(0.6).stroke('#555');
    this.text.tableFont(FONT);
  }

  /** A following page: company and title on one line, then the column titles. */
  newPage() {
    const { doc, info } = this;
    doc.addPage();
    this.y = MARGIN;
    doc.font(BOLD).fontSize(8).fillColor('#000').text(`${info.company.nama} · ${info.title}`, MARGIN, this.y, { width: this.usable, lineBreak: false });
    this.y += 12;
    this.header();
    doc.fontSize(SIZE).fillColor('#000');
  }

  /** One row: a detail (every other one shaded), or a head, subtotal or total in bold with its label. */
  row(r: ReportRow) {
    const { doc, usable, y } = this;
    const { cols, xs, labelCols, labelW } = this.columns;
    const digits = this.info.company.digits;
    if (r._k === 'd') {
      if (this.shaded) doc.rect(MARGIN, y, usable, ROW).fill('#f6f8fa').fillColor('#000');
      this.shaded = !this.shaded;
      for (let i = 0; i < cols.length; i++) this.text.cell(formatCell(r[cols[i].key], cols[i].format, digits), xs[i], y, cols[i].w, cols[i].num);
    } else {
      this.shaded = false;
      this.text.tableFont(BOLD);
      if (r._k !== 'h') doc.moveTo(MARGIN, y).lineTo(MARGIN + usable, y).lineWidth(0.4).stroke('#777');
      const indent = (r._i ?? 0) * 8;
      if (r._l) this.text.cell(r._l, MARGIN + indent, y, labelW - indent, false);
      cols.forEach((c, i) => {
        if (i < labelCols) return;
        this.text.cell(formatCell(r[c.key], c.format, digits), xs[i], y, c.w, c.num);
      });
      if (r._k === 't') {
        doc
          .moveTo(MARGIN, y + ROW)
          .lineTo(MARGIN + usable, y + ROW)
          .lineWidth(0.4)
          .stroke('#777');
      }
      this.text.tableFont(FONT);
    }
    this.y += ROW;
  }
}

export async function writePdf(file: string, info: DocumentInfo, rows: AsyncIterable<ReportRow[]>): Promise<{ pages: number; rows: number }> {
  const widthChars = info.columns.reduce((t, c) => t + (c.width ?? DEFAULT_WIDTH[c.format]), 0);
  const layout = info.orientation ?? (widthChars > 105 ? 'landscape' : 'portrait');
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true, info: { Title: info.title, Author: info.company.nama, Producer: 'Niaga' } });
  const out = createWriteStream(file);
  doc.pipe(out);
  const pageH = doc.page.height;
  const usable = doc.page.width - 2 * MARGIN;
  const bottom = pageH - MARGIN - 14;
  const columns = tableColumns(info.columns, widthChars, usable);
  const table = new Table(doc, info, columns, usable, firstPageHead(doc, info, usable));
  table.header();
  doc.fontSize(SIZE).fillColor('#000');

  let count = 0;
  for await (const chunk of rows) {
    for (const r of chunk) {
      if (table.y + ROW > bottom) table.newPage();
      count++;
      table.row(r);
    }
  }
  if (count === 0) {
    doc.font(FONT).fontSize(8).fillColor('#555').text('Tidak ada data untuk parameter ini.', MARGIN, table.y + 4, { width: usable, align: 'center', lineBreak: false });
  }
  const pages = pageFooters(doc, info.title, usable, pageH);
  doc.end();
  await once(out, 'finish');
  return { pages, rows: count };
}
