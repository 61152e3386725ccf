/**
 * Indonesian WhatsApp numbers: 08…, 628… or +628… (spaces, dots, dashes and brackets allowed) →
 * `628…` as the Cloud API's `to`. Anything else is refused before it is queued. Isomorphic.
 */
export const NOMOR_SALAH = 'Nomor WhatsApp tidak valid: gunakan nomor ponsel Indonesia, mis. 0812xxxxxxx, 62812xxxxxxx atau +62812xxxxxxx.';

/** The number as 628… (10–15 digits in all), or null when it is not an Indonesian mobile number. */
export function nomorWa(input: string): string | null {
  const s = String(input ?? '').trim();
  if (!/^\+?[0-9 ().-]+$/.test(s)) return null;
  const d = s.replace(/[^0-9]/g, '');
  const plus = s.startsWith('+');
  let rest: string;
  if (!plus && d.startsWith('08')) rest = d.slice(1);
  else if (d.startsWith('628')) rest = d.slice(2);
  else return null;
  const full = `62${rest}`;
  return /^628[1-9][0-9]{7,11}$/.test(full) ? full : null;
}
