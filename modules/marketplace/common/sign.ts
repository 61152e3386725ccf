/** HMAC-SHA256 in hex and a constant-time comparison of hex signatures, for every platform's signing. Server only. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256 of `text` with `key`. */
export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures (case-insensitive: hex). */
export function sameSign(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a.trim().toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}
