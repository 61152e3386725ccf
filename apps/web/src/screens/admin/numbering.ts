/**
 * Number formats on the web (pure, tested in node): the same composition as the kernel's
 * `formatNumber` (prefix, office, period, zero-padded counter), for the live example of
 * /settingnomortrs and /settingnomorsp while a row is being edited.
 */
export interface NumberFormat {
  kode: string;
  kodekantor: string;
  awalan: string;
  pakaikantor: boolean;
  tahun: '' | 'YY' | 'YYYY';
  bulan: boolean;
  digit: number;
  pemisah: string;
  gabungperiode: boolean;
}

export const PEMISAH_OPTIONS = [
  { value: '-', label: '-' },
  { value: '/', label: '/' },
  { value: '.', label: '.' },
  { value: '', label: '(tanpa)' },
];
export const TAHUN_OPTIONS = [
  { value: 'YY', label: 'YY' },
  { value: 'YYYY', label: 'YYYY' },
  { value: '', label: '(tanpa)' },
];

export function periodPart(f: NumberFormat, date: string): string {
  const y = f.tahun === 'YYYY' ? date.slice(0, 4) : f.tahun === 'YY' ? date.slice(2, 4) : '';
  return [y, f.bulan && y ? date.slice(5, 7) : ''].filter(Boolean).join(f.gabungperiode ? '' : f.pemisah);
}

export function formatNumber(f: NumberFormat, date: string, office: string, nomor: number): string {
  const counter = String(nomor).padStart(f.digit, '0');
  return [f.awalan || f.kode, f.pakaikantor ? office : '', periodPart(f, date), counter].filter(Boolean).join(f.pemisah);
}

/** The counter of an example number (its trailing digits), 1 when it has none. */
export const counterOf = (contoh: string | undefined) => Number(/(\d+)$/.exec(contoh ?? '')?.[1] ?? 1) || 1;

/** Why the format cannot be saved (the server's rules), or null. */
export function formatProblem(f: NumberFormat): string | null {
  if (f.awalan && !/^[A-Za-z0-9]{1,10}$/.test(f.awalan)) return 'Awalan hanya boleh huruf dan angka (maksimal 10).';
  if (f.bulan && !f.tahun) return 'Bulan hanya dapat dipakai bersama tahun.';
  if (!Number.isInteger(f.digit) || f.digit < 3 || f.digit > 10) return 'Jumlah digit nomor urut harus 3 sampai 10.';
  return null;
}

export const sameFormat = (a: NumberFormat, b: NumberFormat) =>
  a.awalan === b.awalan && a.pakaikantor === b.pakaikantor && a.tahun === b.tahun && a.bulan === b.bulan && a.digit === b.digit && a.pemisah === b.pemisah && a.gabungperiode === b.gabungperiode;
