/** Calendar helpers on 'YYYY-MM-DD' strings (no time zones involved). */

export const periodeOf = (tanggal: string): number => Number(tanggal.slice(0, 4)) * 100 + Number(tanggal.slice(5, 7));

/** dd/MM/yyyy, as the spec displays dates. */
export const tampil = (tanggal: string): string => `${tanggal.slice(8, 10)}/${tanggal.slice(5, 7)}/${tanggal.slice(0, 4)}`;

export function ymd(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const lastDay = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function addDays(tanggal: string, days: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in a time zone (Asia/Jakarta by default). */
export function today(timeZone = 'Asia/Jakarta', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The fiscal year a date falls in, named after the calendar year it ends in. With bulanakhir 12 it
 * is the calendar year; with 6, tahun 2026 runs 2025-07-01 … 2026-06-30.
 */
export function fiscalYearOf(tanggal: string, bulanakhir: number): { tahun: number; tglawal: string; tglakhir: string } {
  const y = Number(tanggal.slice(0, 4));
  const m = Number(tanggal.slice(5, 7));
  const tahun = m > bulanakhir ? y + 1 : y;
  return fiscalYear(tahun, bulanakhir);
}

export function fiscalYear(tahun: number, bulanakhir: number): { tahun: number; tglawal: string; tglakhir: string } {
  const tglakhir = ymd(tahun, bulanakhir, lastDay(tahun, bulanakhir));
  const tglawal = bulanakhir === 12 ? ymd(tahun, 1, 1) : ymd(tahun - 1, bulanakhir + 1, 1);
  return { tahun, tglawal, tglakhir };
}

/**
 * A date range as the whole months inside it (first and last periode; `sampai` null: open-ended,
 * every month from the first) and the days left at its edges, for reading maintained monthly
 * figures plus the rows of the partial months only.
 */
export function splitMonths(dari: string, sampai: string | null): { months: { dari: number; sampai: number | null } | null; days: Array<{ dari: string; sampai: string }> } {
  const first = dari.endsWith('-01') ? dari : addDays(ymd(Number(dari.slice(0, 4)), Number(dari.slice(5, 7)), lastDay(Number(dari.slice(0, 4)), Number(dari.slice(5, 7)))), 1);
  if (sampai === null) return { months: { dari: periodeOf(first), sampai: null }, days: first > dari ? [{ dari, sampai: addDays(first, -1) }] : [] };
  const [y, m] = [Number(sampai.slice(0, 4)), Number(sampai.slice(5, 7))];
  const last = Number(sampai.slice(8, 10)) === lastDay(y, m) ? sampai : addDays(ymd(y, m, 1), -1);
  if (first > last) return { months: null, days: dari <= sampai ? [{ dari, sampai }] : [] };
  const days = [...(first > dari ? [{ dari, sampai: addDays(first, -1) }] : []), ...(last < sampai ? [{ dari: addDays(last, 1), sampai }] : [])];
  return { months: { dari: periodeOf(first), sampai: periodeOf(last) }, days };
}
