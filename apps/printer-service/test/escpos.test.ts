import { describe, expect, it } from 'vitest';
import { escpos, qrCode, readReceipt, toPrintable, wrap } from '../src/escpos';
import type { PrinterConfig } from '../src/config';
import { B } from './helpers';

const config = (over: Partial<PrinterConfig> = {}): PrinterConfig => ({
  printerip: '127.0.0.1',
  printerport: 9100,
  papersize: 32,
  copies: 1,
  blanklines: 2,
  autocutter: true,
  cashdrawer: true,
  footer: 'Terima kasih atas kunjungan Anda',
  header: '',
  logo: false,
  ...over,
});
const bytes = (...parts: number[][]) => Buffer.from(parts.flat());
const FOOTER = [...B.style(1, 0, 0), ...B.line('Terima kasih atas kunjungan Anda')];
const END = B.style(0, 0, 0);

describe('escpos', () => {
  it('builds init, line styles, footer, blank lines, cut and drawer kick', () => {
    const out = escpos(
      { lines: [{ text: 'Nasi goreng' }, { text: 'TOTAL 25.000', align: 'right', bold: true }, { text: 'LUNAS', align: 'center', double: true }] },
      config(),
    );
    expect(out).toEqual(
      bytes(
        B.init,
        B.style(0, 0, 0), B.line('Nasi goreng'),
        B.style(2, 1, 0), B.line('TOTAL 25.000'),
        B.style(1, 0, 0x11), B.line('LUNAS'),
        FOOTER, END, B.feed(2), B.cut, B.drawer,
      ),
    );
  });

  it('prints the header centred and bold, text input as left lines, and repeats per copy with one drawer kick', () => {
    const out = escpos({ text: 'a\nb' }, config({ header: 'TOKO MAJU\nJl. Merdeka 1', copies: 2, blanklines: 0, footer: '' }));
    const copy = [...B.init, ...B.style(1, 1, 0), ...B.line('TOKO MAJU'), ...B.line('Jl. Merdeka 1'), ...B.style(0, 0, 0), ...B.line('a'), ...B.line('b'), ...END, ...B.cut];
    expect(out).toEqual(bytes(copy, copy, B.drawer));
  });

  it('wraps to the paper width: 32, 42 and half of it for double size', () => {
    const text = 'Kopi susu gula aren ukuran besar dengan es batu';
    const at = (papersize: number, double = false) => escpos({ lines: [{ text, double }] }, config({ papersize, footer: '', blanklines: 0, autocutter: false, cashdrawer: false }));
    expect(at(32)).toEqual(bytes(B.init, B.style(0, 0, 0), B.line('Kopi susu gula aren ukuran besar'), B.line('dengan es batu'), END));
    expect(at(42)).toEqual(bytes(B.init, B.style(0, 0, 0), B.line('Kopi susu gula aren ukuran besar dengan es'), B.line('batu'), END));
    expect(at(32, true)).toEqual(
      bytes(B.init, B.style(0, 0, 0x11), B.line('Kopi susu gula'), B.line('aren ukuran'), B.line('besar dengan es'), B.line('batu'), END),
    );
  });

  it('receipt overrides copies, cut and drawer from the config', () => {
    const out = escpos({ text: 'x', copies: 3, cut: false, drawer: false }, config({ footer: '', blanklines: 1 }));
    const copy = [...B.init, ...B.style(0, 0, 0), ...B.line('x'), ...END, ...B.feed(1)];
    expect(out).toEqual(bytes(copy, copy, copy));
  });

  it('encodes to single bytes: non-ASCII becomes ?, tabs spaces, CRLF newlines', () => {
    expect(toPrintable('Café\t€5\r\nok 😀')).toBe('Caf? ?5\nok ?');
    const out = escpos({ text: 'Rp 5.000 – lunas ✓' }, config({ footer: '', blanklines: 0, autocutter: false, cashdrawer: false }));
    expect(out).toEqual(bytes(B.init, B.style(0, 0, 0), B.line('Rp 5.000 ? lunas ?'), END));
    expect([...out].every((b) => b < 0x80)).toBe(true);
  });
});

describe('wrap', () => {
  it('keeps lines that fit (spacing included) and splits words longer than a line', () => {
    expect(wrap('Teh    5.000', 32)).toEqual(['Teh    5.000']);
    expect(wrap('abcdefghij klm', 4)).toEqual(['abcd', 'efgh', 'ij', 'klm']);
    expect(wrap('a\n\nb', 10)).toEqual(['a', '', 'b']);
  });
});

describe('readReceipt', () => {
  it('accepts lines, text and form-style values', () => {
    expect(readReceipt({ lines: '[{"text":"a","bold":"1"}]', copies: '2', cut: '0' })).toEqual({
      lines: [{ text: 'a', align: 'left', bold: true, double: false }],
      copies: 2,
      cut: false,
    });
    expect(readReceipt({ text: 'halo', drawer: true })).toEqual({ text: 'halo', drawer: true });
  });

  it.each([
    [{}, 'struk kosong'],
    [{ lines: [] }, 'lines harus array'],
    [{ lines: [{ txt: 'a' }] }, 'baris ke-1'],
    [{ lines: [{ text: 'a' }, { text: 'b', align: 'middle' }] }, 'baris ke-2: align'],
    [{ text: 'a', copies: 6 }, 'copies'],
    [{ text: 'a', cut: 'ya' }, 'cut'],
    [{ lines: '[oops' }, 'JSON'],
  ])('refuses %j', (input, why) => {
    const r = readReceipt(input);
    expect('error' in r && r.error).toContain(why);
  });
});

describe('QR code (GS ( k)', () => {
  it('model 2, module size 6, error correction M, the data stored with its length, then printed', () => {
    const data = '00020101021226';
    expect(qrCode(data)).toEqual([
      0x1d, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0,
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x43, 6,
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x45, 0x31,
      0x1d, 0x28, 0x6b, data.length + 3, 0, 0x31, 0x50, 0x30, ...Buffer.from(data),
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30,
      0x0a,
    ]);
    expect(qrCode('x'.repeat(300)).slice(25, 30)).toEqual([0x1d, 0x28, 0x6b, 303 & 0xff, 1]);
  });
  it('a receipt line with qr prints it centred before its text; /print refuses a qr that is not ASCII text', () => {
    const out = escpos({ lines: [{ text: 'Bayar', align: 'center', qr: 'ABC' }] }, config({ footer: '', blanklines: 0, autocutter: false, cashdrawer: false }));
    expect(out.includes(Buffer.from([0x1b, 0x61, 1, ...qrCode('ABC')]))).toBe(true);
    expect(readReceipt({ lines: [{ text: '', qr: 'ABC' }] })).toEqual({ lines: [{ text: '', align: 'left', bold: false, double: false, qr: 'ABC' }] });
    expect(readReceipt({ lines: [{ text: '', qr: 5 }] })).toEqual({ error: 'Struk tidak valid: baris ke-1: qr harus teks ASCII paling panjang 700 karakter.' });
  });
});
