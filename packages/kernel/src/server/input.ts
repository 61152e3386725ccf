/**
 * Limits on what a request may carry before any act sees it: JSON nested no deeper than
 * MAX_JSON_DEPTH (checked on the text, before parsing), and no NUL character in any text, which
 * PostgreSQL cannot store (22021, 22P05) and which would otherwise fail the act unexpectedly.
 */
import { ActError, NUM } from '../errors';

export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max` (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** The path of the first key or text holding a NUL character, or null. */
export function nulPath(value: unknown, path = ''): string | null {
  // Searched without building a path for every key (a document's lines have many); built on a hit.
  const keys: string[] = [];
  const hit = nulIn(value, keys);
  if (hit === null) return null;
  let at = path;
  for (const k of keys) at = at ? `${at}.${k}` : k;
  return hit === 'key' ? at.split('\u0000').join('\\0') : at || '(nilai)';
}

/** Where a NUL is: in a text ('text') or a key ('key', the last of `keys`), the keys leading to it pushed onto `keys`. */
function nulIn(value: unknown, keys: string[]): 'text' | 'key' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'text' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      keys.push(String(i));
      const hit = nulIn(value[i], keys);
      if (hit) return hit;
      keys.pop();
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    keys.push(k);
    if (k.includes('\u0000')) return 'key';
    const hit = nulIn(v, keys);
    if (hit) return hit;
    keys.pop();
  }
  return null;
}

/** Refuses (15) a decoded payload or adinfo with a NUL character anywhere. */
export function assertNoNul(value: unknown, what?: string): void {
  const at = nulPath(value);
  if (at === null) return;
  const field = what ?? at;
  throw new ActError(NUM.INVALID, `Data tidak valid: ${field} berisi karakter NUL (\\0), yang tidak dapat disimpan.`, {
    fields: { [field]: 'Tidak boleh berisi karakter NUL (\\0)' },
  });
}
