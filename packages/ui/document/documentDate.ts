/** The document form's date (spec §4): the user's date lock, and the date kept for the next document. */
import dayjs from 'dayjs';
import { getSession } from '../session';

/** Whether the logged-in user has the date-lock flag (appcfg.pengguna.kuncitanggal). */
export function userDateLocked(): boolean {
  const s = getSession();
  if (s.status === 'out') return false;
  const p = (s.session.appcfg?.pengguna ?? {}) as Record<string, unknown>;
  const v = p.kuncitanggal;
  return v === true || v === 1 || v === '1';
}

/**
 * Spec §4: without the date lock, the chosen date may be kept for the next document ("Tetap pakai
 * tanggal ini", per document type, for this browser session); otherwise a new document starts today.
 */
const DATE_KEY = (name: string) => `niaga_tanggal_${name}`;
export function keptDate(name: string): dayjs.Dayjs | null {
  try {
    const v = sessionStorage.getItem(DATE_KEY(name));
    const d = v ? dayjs(v, 'YYYY-MM-DD', true) : null;
    return d?.isValid() ? d : null;
  } catch {
    return null;
  }
}
export function keepDate(name: string, wire: string | null) {
  try {
    if (wire) sessionStorage.setItem(DATE_KEY(name), wire);
    else sessionStorage.removeItem(DATE_KEY(name));
  } catch {
    /* storage unavailable */
  }
}
