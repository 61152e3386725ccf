/**
 * Test helpers for reports: run one to its last row (page by page, as the screen does), download
 * its PDF and XLSX through the act and the GET route, read them back (text of the PDF with unpdf,
 * the workbook with exceljs) and check that they hold the same figures as the screen.
 */
import { expect } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { cellDecimals, formatCell, isNumeric, type ColumnSpec, type Digits, type ReportRow } from '@niaga/report';
import { testServer, type TestCompany } from '../../../apps/server/test/harness';

export interface Ran {
  info: { judul: string; parameter: Array<{ label: string; nilai: string }>; catatan: string[] };
  kolom: ColumnSpec[];
  rows: ReportRow[];
  grafik: unknown;
}

type Caller = Pick<TestCompany, 'act'>;

/** Every row of a report, `limit` rows a call. */
export async function runReport(co: Caller, lap: string, param: Record<string, unknown> = {}, limit = 500): Promise<Ran> {
  const rows: ReportRow[] = [];
  let first: Record<string, unknown> | null = null;
  for (let page = 0; ; page++) {
    const r = await co.act('laporan_run', { lap, param, page, limit });
    if (r.num !== 0) throw new Error(`laporan_run ${lap}: ${r.num} ${r.msg}`);
    const d = r.data as { info: Ran['info'][]; kolom: ColumnSpec[]; grafik: unknown; query_data: [{ totpage: number; totdetail: number }]; tbl_laporan: ReportRow[] };
    first ??= { info: d.info[0], kolom: d.kolom, grafik: d.grafik, totdetail: d.query_data[0].totdetail };
    rows.push(...d.tbl_laporan);
    if (page + 1 >= d.query_data[0].totpage) break;
  }
  // The count the screen shows ("n baris") is of the detail rows only, not heads, subtotals or totals.
  expect(rows.filter((r) => r._k === 'd').length, `${lap}: totdetail`).toBe(first!.totdetail);
  delete first!.totdetail;
  return { ...(first as Omit<Ran, 'rows'>), rows };
}

/** Downloads a report file: the act makes a one-time address, GET returns the file. */
export async function download(co: Caller, lap: string, format: 'pdf' | 'xlsx', param: Record<string, unknown> = {}) {
  const r = await co.act('laporan_unduh', { lap, format, param });
  if (r.num !== 0) throw new Error(`laporan_unduh ${lap}: ${r.num} ${r.msg}`);
  const { url, nama } = r.data as { url: string; nama: string };
  const { app } = await testServer();
  const res = await app.inject({ method: 'GET', url });
  // REPORT_ARTIFACTS=<dir> keeps the files to look at.
  if (process.env.REPORT_ARTIFACTS && res.statusCode === 200) {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(process.env.REPORT_ARTIFACTS, { recursive: true });
    writeFileSync(`${process.env.REPORT_ARTIFACTS}/${lap}-${nama}`, res.rawPayload);
  }
  return { status: res.statusCode, type: String(res.headers['content-type']), disposition: String(res.headers['content-disposition'] ?? ''), body: res.rawPayload, nama, url };
}

export async function pdfText(buf: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text as string, pages: totalPages };
}

/** The company's Digit Umum and Digit Kuantitas, as the reports show figures with them. */
export async function companyDigits(co: Caller): Promise<Digits> {
  const r = await co.act('acccfgopt', { cfg: ['digitumum', 'digitqty'] });
  const rows = (r.data as { confreq: Array<{ confname: string; confvalue: string }> }).confreq;
  const n = (name: string) => Number(rows.find((x) => x.confname === name)?.confvalue);
  return { umum: n('digitumum'), qty: n('digitqty') };
}

/** Decimals of an Excel number format ('#,##0.00;…' → 2). */
const fmtDecimals = (fmt: string | undefined) => (/^#,##0(?:\.(0+))?(?:;|$)/.exec(fmt ?? '')?.[1] ?? '').length;

/** The workbook's rows as arrays of cell values (1-based columns dropped to 0-based), and each cell's number format. */
export async function xlsxRows(buf: Buffer): Promise<{ rows: unknown[][]; formats: Array<Array<string | undefined>>; frozen: number; name: string }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  const formats: Array<Array<string | undefined>> = [];
  ws.eachRow({ includeEmpty: true }, (r, n) => {
    const v = Array.isArray(r.values) ? (r.values as unknown[]).slice(1) : [];
    rows[n - 1] = v;
    formats[n - 1] = v.map((_, i) => r.getCell(i + 1).numFmt);
  });
  for (let i = 0; i < rows.length; i++) {
    rows[i] ??= [];
    formats[i] ??= [];
  }
  const view = ws.views?.[0] as { state?: string; ySplit?: number } | undefined;
  return { rows, formats, frozen: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0, name: ws.name };
}

/**
 * The PDF holds every figure of the screen in order (each row's formatted cells, the labels of
 * heads and totals), the title and the parameters; the XLSX holds the same rows with numbers as
 * numbers and dates as dates, under a frozen header row.
 */
export async function expectFilesMatch(co: Caller, lap: string, param: Record<string, unknown>, ran: Ran) {
  const digits = await companyDigits(co);
  const pdf = await download(co, lap, 'pdf', param);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.disposition).toContain(`filename="${pdf.nama}"`);
  const { text } = await pdfText(pdf.body);
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(ran.info.judul);
  for (const p of ran.info.parameter) expect(flat).toContain(`${p.label}: ${p.nilai}`);
  // Every column's title whole (a title too wide goes on two lines, never cut).
  for (const c of ran.kolom) expect(flat, `PDF ${lap}: judul kolom '${c.label}'`).toContain(c.label);
  let at = 0;
  for (const r of ran.rows) {
    const cells = [r._l as string | undefined, ...ran.kolom.filter((c) => r._k === 'd' || isNumeric(c.format)).map((c) => formatCell(r[c.key], c.format, digits))].filter((s): s is string => !!s && s.trim() !== '');
    for (const c of cells) {
      const short = c.length > 18 ? c.slice(0, 12) : c; // long texts may be cut with an ellipsis
      const i = flat.indexOf(short.trim(), at);
      expect(i, `PDF ${lap}: '${c}' (baris ${JSON.stringify(r)}) tidak ditemukan setelah posisi ${at}`).toBeGreaterThanOrEqual(0);
      at = i;
    }
  }
  expect(flat).toMatch(/Halaman 1 dari \d+/);

  const xl = await download(co, lap, 'xlsx', param);
  expect(xl.status).toBe(200);
  expect(xl.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = await xlsxRows(xl.body);
  const header = book.rows.findIndex((r) => ran.kolom.every((c, i) => r[i] === c.label));
  expect(header, `XLSX ${lap}: baris judul kolom`).toBeGreaterThan(0);
  expect(book.frozen).toBe(header + 1);
  const data = book.rows.slice(header + 1);
  expect(data.length).toBe(ran.rows.length);
  ran.rows.forEach((r, n) => {
    const got = data[n];
    let labelCol = 0;
    while (labelCol < ran.kolom.length - 1 && isNumeric(ran.kolom[labelCol].format)) labelCol++;
    ran.kolom.forEach((c, i) => {
      const v = r[c.key];
      const cell = got[i] ?? null;
      if (r._k !== 'd' && i === labelCol && r._l) return expect(String(cell).trim()).toBe(String(r._l));
      if (v === undefined || v === null || v === '') return expect(cell, `${lap} baris ${n} ${c.key}`).toBeNull();
      if (c.format === 'uang' || c.format === 'angka' || c.format === 'bulat') {
        // Shown with the decimals of the screen and the PDF: the company's digits, or the cents a value has.
        expect(fmtDecimals(book.formats[header + 1 + n][i]), `${lap} baris ${n} ${c.key}: format ${book.formats[header + 1 + n][i]}`).toBe(cellDecimals(v, c.format, digits));
        return expect(cell, `${lap} baris ${n} ${c.key}`).toBe(Number(v));
      }
      if (c.format === 'persen') return expect(cell).toBeCloseTo(Number(v) / 100, 10);
      if (c.format === 'tanggal') return expect((cell as Date).toISOString().slice(0, 10)).toBe(String(v));
      expect(cell, `${lap} baris ${n} ${c.key}`).toBe(String(v));
    });
  });
  return { pdfText: flat, xlsx: book };
}

/** A report's figure: the row whose label or code/name matches, column `key`. */
export function cell(ran: Ran, match: string, key: string): unknown {
  const r = ran.rows.find((x) => x._l === match || x.kodeacc === match || x.namaacc === match || x.bulan === match || x.notransaksi === match);
  if (!r) throw new Error(`baris '${match}' tidak ada: ${ran.rows.map((x) => x._l ?? x.kodeacc ?? x.namaacc).join(', ')}`);
  return r[key];
}
