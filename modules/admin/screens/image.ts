/**
 * Image upload compression (spec §5 "Image upload": scale and quality percentages, defaults 50
 * and 50, orientation-aware). The picture is decoded with its EXIF orientation applied, scaled,
 * drawn on white (JPEG has no transparency) and encoded as JPEG; small pictures are not scaled
 * below MIN_WIDTH, and a result still over `maxBytes` is scaled down further.
 */
export const IMAGE_SCALE = 50;
export const IMAGE_QUALITY = 50;
const MIN_WIDTH = 240;

export interface Compressed {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
}

/** Bytes of a base64 data URL. */
export const dataUrlBytes = (url: string) => {
  const b64 = url.slice(url.indexOf(',') + 1);
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
};

/** Target width: the scaled width, but not below MIN_WIDTH (nor above the original). */
export function targetWidth(original: number, scalePct: number): number {
  return Math.round(Math.min(original, Math.max(original * (scalePct / 100), Math.min(MIN_WIDTH, original))));
}

export async function compressImage(file: Blob, opts: { scale?: number; quality?: number; maxBytes?: number } = {}): Promise<Compressed> {
  const scale = opts.scale ?? IMAGE_SCALE;
  const quality = (opts.quality ?? IMAGE_QUALITY) / 100;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('File bukan gambar yang dapat dibaca.');
  }
  let width = targetWidth(bitmap.width, scale);
  for (let attempt = 0; attempt < 6; attempt++) {
    const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('Browser tidak dapat mengolah gambar.');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, width, height);
    g.drawImage(bitmap, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    const bytes = dataUrlBytes(dataUrl);
    if (!opts.maxBytes || bytes <= opts.maxBytes) {
      bitmap.close();
      return { dataUrl, width, height, bytes };
    }
    width = Math.max(16, Math.round(width * 0.7));
  }
  bitmap.close();
  throw new Error('Gambar terlalu besar walau sudah dikompres; pilih gambar yang lebih kecil.');
}
