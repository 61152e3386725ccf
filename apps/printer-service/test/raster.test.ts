import { describe, expect, it } from 'vitest';
import { escpos } from '../src/escpos';
import type { PrinterConfig } from '../src/config';
import { dotWidth, rasterGsV0, toMonochrome, type RasterImage } from '../src/raster';
import { B, gsv0 } from './helpers';

const config = (over: Partial<PrinterConfig> = {}): PrinterConfig => ({
  printerip: '127.0.0.1',
  printerport: 9100,
  papersize: 32,
  copies: 1,
  blanklines: 0,
  autocutter: true,
  cashdrawer: true,
  footer: '',
  header: '',
  logo: true,
  ...over,
});

// 10 x 3 dots: a full row, the two edges, every other dot.
const PICTURE = ['##########', '#........#', '.#.#.#.#.#'];
const image = (rows: string[]): RasterImage => ({
  width: rows[0].length,
  height: rows.length,
  bits: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)),
});

describe('rasterGsV0', () => {
  it('encodes GS v 0 byte for byte: header with xL xH yL yH, 8 dots a byte (leftmost = high bit), rows padded with white', () => {
    const { width, height, bits } = image(PICTURE);
    expect(rasterGsV0(width, height, bits)).toEqual(
      Buffer.from([0x1d, 0x76, 0x30, 0x00, 0x02, 0x00, 0x03, 0x00, 0xff, 0xc0, 0x80, 0x40, 0x55, 0x40]),
    );
  });

  it('writes widths and heights over 255 in two bytes', () => {
    const out = rasterGsV0(576, 300, new Uint8Array(576 * 300).fill(1));
    expect([...out.subarray(0, 8)]).toEqual([0x1d, 0x76, 0x30, 0, 72, 0, 44, 1]);
    expect(out.length).toBe(8 + 72 * 300);
    expect(out.subarray(8).every((b) => b === 0xff)).toBe(true);
    expect([...rasterGsV0(8, 1, [1, 0, 0, 0, 0, 0, 0, 1])]).toEqual([...gsv0(1, 1), 0x81]);
  });

  it('refuses a size that does not match the dots or the command', () => {
    expect(() => rasterGsV0(10, 3, new Uint8Array(29))).toThrow(RangeError);
    expect(() => rasterGsV0(0, 1, [])).toThrow(RangeError);
    expect(() => rasterGsV0(8, 4096, new Uint8Array(8 * 4096))).toThrow(RangeError);
  });
});

describe('toMonochrome and dot widths', () => {
  it('prints a dot black when its grey level is below the threshold (first channel of several)', () => {
    expect([...toMonochrome([0, 127, 128, 255], 4, 1).bits]).toEqual([1, 1, 0, 0]);
    expect([...toMonochrome([0, 127, 128, 255], 4, 1, 200).bits]).toEqual([1, 1, 1, 0]);
    expect([...toMonochrome([10, 255, 250, 255], 2, 1, 128, 2).bits]).toEqual([1, 0]);
  });

  it('384 dots for 58 mm (32 columns), 576 for 80 mm (42 and 48 columns)', () => {
    expect([dotWidth(32), dotWidth(42), dotWidth(48)]).toEqual([384, 576, 576]);
  });
});

describe('escpos with a logo', () => {
  const logo = image(PICTURE);
  const raster = [...gsv0(2, 3), 0xff, 0xc0, 0x80, 0x40, 0x55, 0x40];

  it('prints the logo first on every copy, centred, before the header; the drawer still opens once', () => {
    const out = escpos({ text: 'x', copies: 2 }, config({ header: 'TOKO' }), logo);
    const copy = [...B.init, 0x1b, 0x61, 1, ...raster, ...B.style(1, 1, 0), ...B.line('TOKO'), ...B.style(0, 0, 0), ...B.line('x'), ...B.style(0, 0, 0), ...B.cut];
    expect(out).toEqual(Buffer.from([...copy, ...copy, ...B.drawer]));
  });

  it('leaves the logo out when the setting is off, the receipt says logo false, or there is none', () => {
    const plain = Buffer.from([...B.init, ...B.style(0, 0, 0), ...B.line('x'), ...B.style(0, 0, 0), ...B.cut, ...B.drawer]);
    expect(escpos({ text: 'x' }, config({ logo: false }), logo)).toEqual(plain);
    expect(escpos({ text: 'x', logo: false }, config(), logo)).toEqual(plain);
    expect(escpos({ text: 'x' }, config(), null)).toEqual(plain);
  });
});
