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

export async function writePdf(file: string, info: DocumentInfo, rows: AsyncIterable<ReportRow[]>): Promise<{ pages: number; rows: number }> {
  const widthChars = info.columns.reduce((t, c) => t + (c.width ?? DEFAULT_WIDTH[c.format]), 0);
  const layout = info.orientation ?? (widthChars > 105 ? 'landscape' : 'portrait');
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true, info: { Title: info.title, Author: info.company.nama, Producer: 'Niaga' } });
  const out = createWriteStream(file);
  doc.pipe(out);
  const pageW = doc.page.width;
  const pageH = doc.page.height;
  const usable = pageW - 2 * MARGIN;
  const bottom = pageH - MARGIN - 14;
  const scale = usable / widthChars;
  const cols = info.columns.map((c) => ({ ...c, w: (c.width ?? DEFAULT_WIDTH[c.format]) * scale, num: isNumeric(c.format) }));
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w), MARGIN);
  /** The first run of text columns holds the label of heads, subtotals and totals. */
  let labelCols = 0;
  while (labelCols < cols.length && !cols[labelCols].num) labelCols++;
  if (labelCols === 0) labelCols = 1;
  const labelW = cols.slice(0, labelCols).reduce((t, c) => t + c.w, 0);

  // Cells are written without pdfkit's line wrapper (one per call, the slow part of a big table):
  // the text is measured once, cut with an ellipsis when too wide, and placed left or right.
  // Widths from a per-character table (kerning left out: at most a hair wider than drawn, so a cut
  // is never too late); pdfkit's own measure looks up kerning pairs for every pair of letters.
  const widths = { [FONT]: new Map<string, number>(), [BOLD]: new Map<string, number>() };
  let current: typeof FONT | typeof BOLD = FONT;
  /** Table font (regular or bold) at the table size. */
  const tableFont = (f: typeof FONT | typeof BOLD) => {
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
  let titles: string[][] = [];

  let y = MARGIN;
  const header = () => {
    tableFont(BOLD);
    if (!titles.length) titles = cols.map((c) => titleLines(c.label, c.w));
    const lines = Math.max(...titles.map((t) => t.length));
    doc.rect(MARGIN, y, usable, ROW * lines + 2).fill('#e8ecf1');
    doc.fillColor('#000');
    cols.forEach((c, i) => titles[i].forEach((t, j) => cell(t, xs[i], y + 1 + (lines - titles[i].length + j) * ROW, c.w, c.num)));
    y += ROW * lines + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + usable, y).lineWidth(0.6).stroke('#555');
    tableFont(FONT);
  };

  // First page: company, title, parameters.
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
  y += 6;
  header();
  doc.fontSize(SIZE).fillColor('#000');

  const newPage = () => {
    doc.addPage();
    y = MARGIN;
    doc.font(BOLD).fontSize(8).fillColor('#000').text(`${info.company.nama} · ${info.title}`, MARGIN, y, { width: usable, lineBreak: false });
    y += 12;
    header();
    doc.fontSize(SIZE).fillColor('#000');
  };

  let count = 0;
  let shaded = false;
  for await (const chunk of rows) {
    for (const r of chunk) {
      if (y + ROW > bottom) newPage();
      count++;
      if (r._k === 'd') {
        if (shaded) doc.rect(MARGIN, y, usable, ROW).fill('#f6f8fa').fillColor('#000');
        shaded = !shaded;
        for (let i = 0; i < cols.length; i++) cell(formatCell(r[cols[i].key], cols[i].format, info.company.digits), xs[i], y, cols[i].w, cols[i].num);
      } else {
        shaded = false;
        tableFont(BOLD);
        if (r._k !== 'h') doc.moveTo(MARGIN, y).lineTo(MARGIN + usable, y).lineWidth(0.4).stroke('#777');
        const indent = (r._i ?? 0) * 8;
        if (r._l) cell(r._l, MARGIN + indent, y, labelW - indent, false);
        cols.forEach((c, i) => {
          if (i < labelCols) return;
          cell(formatCell(r[c.key], c.format, info.company.digits), xs[i], y, c.w, c.num);
        });
        if (r._k === 't') {
          doc
            .moveTo(MARGIN, y + ROW)
            .lineTo(MARGIN + usable, y + ROW)
            .lineWidth(0.4)
            .stroke('#777');
        }
        tableFont(FONT);
      }
      y += ROW;
    }
  }
  if (count === 0) {
    doc.font(FONT).fontSize(8).fillColor('#555').text('Tidak ada data untuk parameter ini.', MARGIN, y + 4, { width: usable, align: 'center', lineBreak: false });
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: let pdfkit write there without starting a page.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(7).fillColor('#555');
    doc.text(info.title, MARGIN, pageH - MARGIN - 8, { width: usable / 2, lineBreak: false, height: 10 });
    doc.text(`Halaman ${i + 1} dari ${range.count}`, MARGIN + usable / 2, pageH - MARGIN - 8, { width: usable / 2, align: 'right', lineBreak: false, height: 10 });
  }
  doc.end();
  await once(out, 'finish');
  return { pages: range.count, rows: count };
}
