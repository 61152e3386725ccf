/**
 * Whether a discount or promo row applies at a moment (spec §4 "Promo types by period type",
 * ACCOUNTING.md §5): tipeper 1 a date range; 2 a date range and a daily time window; 3 weekdays
 * (w1 Monday … w7 Sunday, ISO 8601) and a time window. Bounds are inclusive; a row that is not
 * active (stsact false) never applies. `at` is 'yyyy-MM-dd HH:mm:ss' in the company's time zone.
 */
export interface PeriodRow {
  tipeper: string;
  tgldari?: string | null;
  tglsampai?: string | null;
  jamdari?: string | null;
  jamsampai?: string | null;
  w1?: boolean;
  w2?: boolean;
  w3?: boolean;
  w4?: boolean;
  w5?: boolean;
  w6?: boolean;
  w7?: boolean;
  stsact?: boolean;
}

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm:ss'. */
const hms = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(tanggal: string): number {
  const [y, m, d] = tanggal.split('-').map(Number);
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

export function periodeBerlaku(p: PeriodRow, at: string): boolean {
  if (p.stsact === false) return false;
  const tanggal = at.slice(0, 10);
  const jam = hms(at.slice(11) || '00:00:00');
  const inDates = () => !!p.tgldari && !!p.tglsampai && tanggal >= p.tgldari.slice(0, 10) && tanggal <= p.tglsampai.slice(0, 10);
  const inTimes = () => !!p.jamdari && !!p.jamsampai && jam >= hms(p.jamdari) && jam <= hms(p.jamsampai);
  switch (String(p.tipeper)) {
    case '1':
      return inDates();
    case '2':
      return inDates() && inTimes();
    case '3':
      return (p as unknown as Record<string, unknown>)[`w${isoWeekday(tanggal)}`] === true && inTimes();
    default:
      return false;
  }
}
