/**
 * Receipt → ESC/POS bytes. Pure: no I/O, so the exact byte sequence can be unit-tested.
 *
 * Per copy: `ESC @` (init); the logo, when one is given and the settings have it on (centred
 * `ESC a 1`, then the raster `GS v 0`); the configured header (centred, bold); the receipt lines, each preceded
 * by its alignment `ESC a n`, bold `ESC E n` and size `GS ! n`, word-wrapped to the paper width
 * (half of it for double size); the configured footer (centred); a style reset; `blanklines` line
 * feeds; the cut `GS V 66 0` when cutting. After the last copy, one drawer kick `ESC p 0 25 250`
 * when the drawer is to be opened (the drawer opens once, not once per copy).
 */
import type { PrinterConfig } from './config';
import { rasterGsV0, type RasterImage } from './raster';
import type { Align, ReceiptLine } from '@niaga/core/receipt';

// The receipt line's shape is @niaga/core's (the receipt's layout in modules/sales uses it too).
export type { Align, ReceiptLine };

export interface Receipt {
  lines?: ReceiptLine[];
  /** Plain text instead of `lines`: one left-aligned line per `\n`. */
  text?: string;
  /** Overrides the configured number of copies / auto cutter / cash drawer. */
  copies?: number;
  cut?: boolean;
  drawer?: boolean;
  /** false: leave the configured logo out of this receipt. */
  logo?: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
export const INIT = [ESC, 0x40];
export const CUT = [GS, 0x56, 66, 0];
export const DRAWER_KICK = [ESC, 0x70, 0, 25, 250];
const ALIGN: Record<Align, number> = { left: 0, center: 1, right: 2 };
const style = (align: Align, bold: boolean, double: boolean) => [ESC, 0x61, ALIGN[align], ESC, 0x45, bold ? 1 : 0, GS, 0x21, double ? 0x11 : 0];

/** Keeps printable ASCII and newlines; tabs become spaces, anything else '?' (one byte per character). */
export function toPrintable(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const c = ch.codePointAt(0)!;
    out += ch === '\n' || (c >= 0x20 && c <= 0x7e) ? ch : '?';
  }
  return out;
}

/** Word-wraps each `\n`-separated line to `width` columns; a word longer than a line is split. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line.trimEnd();
    while (rest.length > width) {
      const space = rest.lastIndexOf(' ', width);
      const head = space > 0 ? rest.slice(0, space).trimEnd() : '';
      if (head === '') {
        out.push(rest.slice(0, width));
        rest = rest.slice(width);
      } else {
        out.push(head);
        rest = rest.slice(space + 1).trimStart();
      }
    }
    out.push(rest);
  }
  return out;
}

/**
 * The bytes for the printer. `logo` is the decoded logo (see `loadLogo`); it is printed first on
 * each copy when the `logo` setting is on and the receipt does not say `logo: false`.
 */
export function escpos(receipt: Receipt, config: PrinterConfig, logo?: RasterImage | null): Buffer {
  const width = config.papersize;
  const body: number[] = [];
  const put = ({ text, align = 'left', bold = false, double = false, qr }: ReceiptLine) => {
    if (qr) body.push(ESC, 0x61, ALIGN.center, ...qrCode(qr));
    body.push(...style(align, bold, double));
    for (const row of wrap(toPrintable(text), double ? Math.floor(width / 2) : width)) {
      for (const b of Buffer.from(row, 'latin1')) body.push(b);
      body.push(LF);
    }
  };
  if (config.header.trim() !== '') put({ text: config.header, align: 'center', bold: true });
  for (const line of receipt.lines ?? [{ text: receipt.text ?? '' }]) put(line);
  if (config.footer.trim() !== '') put({ text: config.footer, align: 'center' });
  body.push(...style('left', false, false));
  for (let i = 0; i < config.blanklines; i++) body.push(LF);
  if (receipt.cut ?? config.autocutter) body.push(...CUT);

  // Assembled from buffers: a logo is tens of kilobytes, too many for spreading into an array.
  const copy: Buffer[] = [Buffer.from(INIT)];
  if (logo && config.logo && receipt.logo !== false) copy.push(Buffer.from([ESC, 0x61, ALIGN.center]), rasterGsV0(logo.width, logo.height, logo.bits));
  copy.push(Buffer.from(body));
  const out: Buffer[] = [];
  for (let i = 0; i < (receipt.copies ?? config.copies); i++) out.push(...copy);
  if (receipt.drawer ?? config.cashdrawer) out.push(Buffer.from(DRAWER_KICK));
  return Buffer.concat(out);
}

/**
 * A QR code (ESC/POS `GS ( k`, function 165 model 2, 181 module size 6, 169 error correction M,
 * 180 store the data, 181 print it), then a line feed: a pay-later bill's QRIS (issue 38).
 */
export function qrCode(data: string): number[] {
  const bytes = [...Buffer.from(data, 'latin1')];
  const n = bytes.length + 3;
  return [
    ...[GS, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0],
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x43, 6],
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x45, 0x31],
    ...[GS, 0x28, 0x6b, n & 0xff, n >> 8, 0x31, 0x50, 0x30, ...bytes],
    ...[GS, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30],
    LF,
  ];
}

const MAX_LINES = 500;
const MAX_CHARS = 64 * 1024;

const asFlag = (v: unknown): boolean | undefined | null => {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return null;
};

/** Validates a `/print` request body (JSON or form fields). Returns the receipt or an Indonesian error. */
export function readReceipt(input: unknown): Receipt | { error: string } {
  const fail = (why: string) => ({ error: `Struk tidak valid: ${why}.` });
  if (!input || typeof input !== 'object' || Array.isArray(input)) return fail('kirim objek dengan lines (array) atau text');
  const b = input as Record<string, unknown>;
  const receipt: Receipt = {};

  let lines = b.lines;
  if (typeof lines === 'string') {
    try {
      lines = JSON.parse(lines);
    } catch {
      return fail('lines bukan JSON yang valid');
    }
  }
  if (lines !== undefined) {
    if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES) return fail(`lines harus array berisi 1 sampai ${MAX_LINES} baris`);
    receipt.lines = [];
    for (const [i, l] of lines.entries()) {
      const at = `baris ke-${i + 1}`;
      if (!l || typeof l !== 'object' || typeof (l as ReceiptLine).text !== 'string') return fail(`${at} harus objek dengan text`);
      const { text, align = 'left', bold, double, qr } = l as Record<string, unknown>;
      if (qr !== undefined && (typeof qr !== 'string' || qr.length > 700 || !/^[\x20-\x7e]*$/.test(qr))) return fail(`${at}: qr harus teks ASCII paling panjang 700 karakter`);
      if (typeof align !== 'string' || !(align in ALIGN)) return fail(`${at}: align harus left, center atau right`);
      const [isBold, isDouble] = [asFlag(bold), asFlag(double)];
      if (isBold === null || isDouble === null) return fail(`${at}: bold dan double harus true atau false`);
      receipt.lines.push({ text: text as string, align: align as Align, bold: isBold ?? false, double: isDouble ?? false, ...(qr ? { qr: qr as string } : {}) });
    }
  } else if (typeof b.text === 'string' && b.text !== '') receipt.text = b.text;
  else return fail('struk kosong, kirim lines (array) atau text');

  const size = receipt.lines ? receipt.lines.reduce((n, l) => n + l.text.length, 0) : receipt.text!.length;
  if (size > MAX_CHARS) return fail(`teks terlalu panjang (maksimal ${MAX_CHARS} karakter)`);

  if (b.copies !== undefined && b.copies !== '') {
    const copies = typeof b.copies === 'number' || (typeof b.copies === 'string' && /^\d+$/.test(b.copies)) ? Number(b.copies) : NaN;
    if (!Number.isInteger(copies) || copies < 1 || copies > 5) return fail('copies harus bilangan bulat 1 sampai 5');
    receipt.copies = copies;
  }
  for (const key of ['cut', 'drawer', 'logo'] as const) {
    const v = asFlag(b[key]);
    if (v === null) return fail(`${key} harus true atau false`);
    if (v !== undefined) receipt[key] = v;
  }
  return receipt;
}
