/**
 * XLSX with exceljs' streaming writer: company, title and parameters on top, then the header row
 * (frozen) and the rows as they arrive — money and numbers as numbers with the company's digits
 * (a cell with cents beyond them shows its cents, as on screen), dates as dates (dd/mm/yyyy), subtotal and total rows in bold. Each row is committed to the zip stream at once,
 * so memory stays flat however many rows there are.
 */
import ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { DEFAULT_WIDTH, type ColumnSpec, type ReportRow } from '../declare';
import { cellDecimals, STORED_DIGITS } from '../format';
import type { DocumentInfo } from './pdf';

/** Excel's grouped number format with `d` decimals. */
const numFmt = (d: number) => (d > 0 ? `#,##0.${'0'.repeat(d)};-#,##0.${'0'.repeat(d)}` : '#,##0;-#,##0');

const NUMFMT: Partial<Record<ColumnSpec['format'], string>> = {
  persen: '0.0%',
  tanggal: 'dd/mm/yyyy',
};

/** A cell value: numbers as numbers (decimal strings of at most 15 significant digits are exact), dates as UTC dates. */
function value(v: unknown, c: ColumnSpec): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (c.format) {
    case 'uang':
    case 'angka':
    case 'bulat': {
      const n = Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    case 'persen': {
      const n = Number(v);
      return Number.isFinite(n) ? n / 100 : String(v);
    }
    case 'tanggal': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(v);
    }
    default:
      return String(v);
  }
}

const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Laporan';

export async function writeXlsx(file: string, info: DocumentInfo, rows: AsyncIterable<ReportRow[]>): Promise<{ rows: number }> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useStyles: true, useSharedStrings: false });
  wb.creator = 'Niaga';
  // exceljs gives every cell its own copy of its column's style and renders it to XML to find its
  // style id — most of the writing time on big sheets. The same style content always gets the
  // same id, so remember ids by content.
  const styles = (wb as unknown as { styles: { addStyleModel(model: unknown, type?: unknown): number } }).styles;
  const addStyle = styles.addStyleModel.bind(styles);
  const styleIds = new Map<string, number>();
  styles.addStyleModel = (model, type) => {
    const key = `${String(type)}|${JSON.stringify(model)}`;
    let id = styleIds.get(key);
    if (id === undefined) styleIds.set(key, (id = addStyle(model, type)));
    return id;
  };
  wb.title = info.title;
  const top: string[][] = [[info.company.nama], ...info.company.alamat.filter(Boolean).map((a) => [a]), [info.title], ...info.params.map((p) => [`${p.label}: ${p.nilai}`]), ...(info.notes ?? []).map((n) => [n]), []];
  const headerRow = top.length + 1;
  const ws = wb.addWorksheet(sheetName(info.title), { views: [{ state: 'frozen', ySplit: headerRow, xSplit: 0 }] });
  const digits = info.company.digits ?? STORED_DIGITS;
  // A number column's own format: its decimals for a value without a fraction beyond the setting.
  const columnFmt = info.columns.map((c) => NUMFMT[c.format] ?? (cellDecimals('0', c.format, digits) === null ? undefined : numFmt(cellDecimals('0', c.format, digits)!)));
  ws.columns = info.columns.map((c, i) => ({ key: c.key, width: Math.max(8, Math.round((c.width ?? DEFAULT_WIDTH[c.format]) * 1.1)), style: columnFmt[i] ? { numFmt: columnFmt[i] } : {} }));
  /** Cells whose value shows more decimals than its column's format (cents with Digit Umum 0). */
  const widen = (row: ExcelJS.Row, r: ReportRow) =>
    info.columns.forEach((c, i) => {
      const d = cellDecimals(r[c.key], c.format, digits);
      if (d !== null && d !== cellDecimals('0', c.format, digits)) row.getCell(i + 1).numFmt = numFmt(d);
    });
  top.forEach((t, i) => {
    const r = ws.addRow(t);
    if (i === 0) r.font = { bold: true, size: 13 };
    if (t[0] === info.title) r.font = { bold: true, size: 12 };
    r.commit();
  });
  const head = ws.addRow(info.columns.map((c) => c.label));
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8ECF1' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  head.commit();

  let labelCol = 0;
  let count = 0;
  while (labelCol < info.columns.length - 1 && ['uang', 'angka', 'bulat', 'persen'].includes(info.columns[labelCol].format)) labelCol++;
  for await (const chunk of rows) {
    for (const r of chunk) {
      count++;
      const values = info.columns.map((c) => value(r[c.key], c));
      if (r._k !== 'd') {
        if (r._l) values[labelCol] = `${'  '.repeat(r._i ?? 0)}${r._l}`;
        const row = ws.addRow(values);
        widen(row, r);
        row.font = { bold: true };
        if (r._k === 't') row.eachCell((cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }));
        else if (r._k === 's') row.eachCell((cell) => (cell.border = { top: { style: 'thin' } }));
        row.commit();
      } else {
        const row = ws.addRow(values);
        widen(row, r);
        row.commit();
      }
    }
  }
  ws.commit();
  await wb.commit();
  return { rows: count };
}
