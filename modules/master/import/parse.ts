/** Reading an import file: CSV (comma or semicolon, quotes as RFC 4180) or XLSX (the first sheet) into text cells. */
import ExcelJS from 'exceljs';

export interface Sheet {
  header: string[];
  /** Data rows with their row number in the file (the header is row 1). Blank rows are skipped. */
  rows: { no: number; cells: string[] }[];
}

export class FileProblem extends Error {}

/** Data rows one file may hold. */
export const MAX_ROWS = 50_000;

export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw new FileProblem('Berkas CSV tidak valid: tanda kutip (") tidak ditutup.');
  if (cell !== '' || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet cell as text, as a person typed it. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15)));
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'string') return v;
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(v);
}

export async function parseXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new FileProblem('Berkas XLSX tidak dapat dibaca (rusak atau bukan XLSX).');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new FileProblem('Berkas XLSX tidak berisi lembar kerja.');
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, no) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, col) => {
      cells[col - 1] = cellText(c.value);
    });
    out[no - 1] = Array.from(cells, (x) => x ?? '');
  });
  return Array.from(out, (r) => r ?? []);
}

const isXlsx = (buf: Buffer) => buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;

/** Reads a file by its name's extension (and, for XLSX, its zip signature). */
export async function readSheet(name: string, buf: Buffer): Promise<Sheet> {
  const ext = name.toLowerCase().split('.').pop();
  let grid: string[][];
  if (ext === 'xlsx') {
    if (!isXlsx(buf)) throw new FileProblem('Berkas XLSX tidak dapat dibaca (rusak atau bukan XLSX).');
    grid = await parseXlsx(buf);
  } else if (ext === 'csv' || ext === 'txt') {
    if (isXlsx(buf)) throw new FileProblem('Berkas bernama .csv ini berisi XLSX; simpan dengan nama .xlsx.');
    grid = parseCsv(buf.toString('utf8'));
  } else throw new FileProblem('Jenis berkas harus CSV atau XLSX.');
  const [head = [], ...body] = grid;
  const header = head.map((h) => h.trim());
  while (header.length && header[header.length - 1] === '') header.pop();
  if (!header.length) throw new FileProblem('Baris 1 (judul kolom) kosong.');
  const rows = body.map((cells, i) => ({ no: i + 2, cells: cells.map((c) => c.trim()) })).filter((r) => r.cells.some((c) => c !== ''));
  if (!rows.length) throw new FileProblem('Berkas tidak berisi data (hanya judul kolom).');
  if (rows.length > MAX_ROWS) throw new FileProblem(`Berkas berisi ${rows.length} baris data; maksimal ${MAX_ROWS.toLocaleString('id-ID')} baris sekali import.`);
  return { header, rows };
}

/** A template: the header row (and nothing else) as CSV, or as XLSX with a sheet of notes. */
export async function template(kind: 'csv' | 'xlsx', columns: { name: string; label: string; format: string }[], title: string): Promise<Buffer> {
  if (kind === 'csv') return Buffer.from(`${columns.map((c) => (/[",;\n]/.test(c.name) ? `"${c.name.replace(/"/g, '""')}"` : c.name)).join(',')}\r\n`, 'utf8');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(columns.map((c) => c.name));
  ws.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = Math.max(12, c.name.length + 2);
    // Codes and texts stay text (leading zeros of a barcode are kept).
    ws.getColumn(i + 1).numFmt = '@';
  });
  const notes = wb.addWorksheet('Petunjuk');
  notes.addRow([`Import ${title}: isi lembar Data mulai baris 2, satu baris satu data; judul kolom di baris 1 jangan diubah.`]);
  notes.addRow([]);
  notes.addRow(['Kolom', 'Keterangan', 'Format']).font = { bold: true };
  for (const c of columns) notes.addRow([c.name, c.label, c.format]);
  notes.getColumn(1).width = 24;
  notes.getColumn(2).width = 36;
  notes.getColumn(3).width = 80;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
