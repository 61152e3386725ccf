/**
 * The uploaded logo (PNG or JPEG next to the settings file) as a 1-bit raster image for the paper
 * width. Decoded with `sharp` (already used by the server for item pictures), loaded on first use:
 * when it is missing or the file cannot be decoded, the receipt is printed without the logo and a
 * warning is logged; printing never fails because of the logo.
 */
import { statSync } from 'node:fs';
import { logoPaths } from './config';
import { dotWidth, THRESHOLD, toMonochrome, type RasterImage } from './raster';

/**
 * Decodes an image file into a 1-bit raster at most `maxDots` wide and `maxDots` high (scaled down
 * keeping its proportions, never enlarged); transparency counts as white paper. Throws when the
 * file cannot be decoded.
 */
export async function decodeLogo(file: string | Buffer, maxDots: number, threshold = THRESHOLD): Promise<RasterImage> {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(file)
    .rotate() // honour the EXIF orientation of photos
    .flatten({ background: '#ffffff' })
    .resize({ width: maxDots, height: maxDots, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toMonochrome(data, info.width, info.height, threshold, info.channels);
}

let cache: { key: string; image: Promise<RasterImage | null> } | null = null;

/**
 * The logo stored next to `configPath`, ready for a printer of `papersize` columns (384 dots for
 * 32 columns, 576 for 42 and 48), or null when there is none or it cannot be decoded. The decoded
 * image is kept until the file (its size or time) or the paper size changes.
 */
export function loadLogo(configPath: string, papersize: number): Promise<RasterImage | null> {
  const found = Object.values(logoPaths(configPath))
    .map((path) => {
      try {
        const s = statSync(path);
        return { path, key: `${path}|${s.size}|${s.mtimeMs}|${papersize}` };
      } catch {
        return null;
      }
    })
    .find((x) => x !== null);
  if (!found) return Promise.resolve(null);
  if (cache?.key !== found.key) {
    const image = decodeLogo(found.path, dotWidth(papersize)).catch((e: Error) => {
      console.warn(`[printer] logo ${found.path} tidak dapat dibaca, struk dicetak tanpa logo: ${e.message}`);
      return null;
    });
    cache = { key: found.key, image };
  }
  return cache.image;
}
