/**
 * Raster images for ESC/POS, pure (no I/O): the 1-bit conversion with a threshold and the
 * `GS v 0` command that prints a bit image. The logo file is decoded in `logo.ts`.
 */

/** A 1-bit image: `bits[y * width + x]` is 1 for a black dot, 0 for white (row by row, top first). */
export interface RasterImage {
  width: number;
  height: number;
  bits: Uint8Array;
}

/** Printable dots per line: 384 on 58 mm paper (32 columns), 576 on 80 mm paper (42 or 48 columns). */
export const dotWidth = (papersize: number): number => (papersize <= 32 ? 384 : 576);

/** Grey level (0 black … 255 white) below which a pixel is printed black. */
export const THRESHOLD = 128;

/** `GS v 0` limits: at most 65535 bytes per row and 4095 rows. */
const MAX_ROW_BYTES = 0xffff;
const MAX_ROWS = 4095;

/**
 * `GS v 0 m xL xH yL yH d1…dk` with m = 0 (normal size): xL + xH·256 bytes per row (⌈width / 8⌉),
 * yL + yH·256 rows; each byte holds 8 dots, the most significant bit leftmost; the last byte of a
 * row is padded with white (0) dots.
 */
export function rasterGsV0(width: number, height: number, bits: ArrayLike<number>): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`ukuran gambar tidak valid: ${width}x${height}`);
  const rowBytes = Math.ceil(width / 8);
  if (rowBytes > MAX_ROW_BYTES || height > MAX_ROWS) throw new RangeError(`gambar terlalu besar untuk GS v 0: ${width}x${height}`);
  if (bits.length !== width * height) throw new RangeError(`jumlah titik ${bits.length} tidak sama dengan ${width}x${height}`);
  const out = Buffer.alloc(8 + rowBytes * height);
  out.set([0x1d, 0x76, 0x30, 0, rowBytes & 0xff, rowBytes >> 8, height & 0xff, height >> 8]);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (bits[y * width + x]) out[8 + y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return out;
}

/**
 * Grey (or multi-channel: the first channel is used) pixels → a 1-bit image: a dot is black when
 * its level is below `threshold`.
 */
export function toMonochrome(pixels: ArrayLike<number>, width: number, height: number, threshold = THRESHOLD, channels = 1): RasterImage {
  if (pixels.length < width * height * channels) throw new RangeError(`piksel kurang: ${pixels.length} untuk ${width}x${height}x${channels}`);
  const bits = new Uint8Array(width * height);
  for (let i = 0; i < bits.length; i++) bits[i] = pixels[i * channels] < threshold ? 1 : 0;
  return { width, height, bits };
}
