/**
 * Transaction number formats, composed once for the server (which takes the number) and the
 * browser (the live example on /settingnomortrs and /settingnomorsp, the number preview of a new
 * document): prefix, office code, year and month parts, zero-padded counter, joined by a separator,
 * e.g. `KM-2601-00001` (the default) or `JL/UTM/2026/01/000001`. Isomorphic and pure.
 */
import { ActError, NUM } from './errors';

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

export const PEMISAH = ['-', '/', '.', ''] as const;
export const MIN_DIGIT = 3;
export const MAX_DIGIT = 10;

/** The format used when none is set: `{code}-{yymm}-{00001}`. */
export const defaultFormat = (kode: string, kodekantor = ''): NumberFormat => ({
  kode,
  kodekantor,
  awalan: '',
  pakaikantor: false,
  tahun: 'YY',
  bulan: true,
  digit: 5,
  pemisah: '-',
  gabungperiode: true,
});

/** Why a format cannot be used, or null. */
export function formatProblem(f: NumberFormat): string | null {
  if (!/^[A-Z]{1,10}$/.test(f.kode)) return 'Kode transaksi hanya boleh huruf besar (maksimal 10).';
  if (f.awalan && !/^[A-Za-z0-9]{1,10}$/.test(f.awalan)) return 'Awalan hanya boleh huruf dan angka (maksimal 10).';
  if (!['', 'YY', 'YYYY'].includes(f.tahun)) return "Format tahun harus kosong, 'YY' atau 'YYYY'.";
  if (f.bulan && !f.tahun) return 'Bulan hanya dapat dipakai bersama tahun.';
  if (!Number.isInteger(f.digit) || f.digit < MIN_DIGIT || f.digit > MAX_DIGIT) return `Jumlah digit nomor urut harus ${MIN_DIGIT} sampai ${MAX_DIGIT}.`;
  if (!(PEMISAH as readonly string[]).includes(f.pemisah)) return "Pemisah harus '-', '/', '.' atau kosong.";
  return null;
}

/** The date part the counter follows: '2601', '26-01', '2026', '' … */
export function periodPart(f: NumberFormat, date: string): string {
  const m = /^(\d{4})-(\d{2})-\d{2}/.exec(date);
  if (!m) throw new ActError(NUM.INVALID, 'Tanggal transaksi tidak valid untuk penomoran.');
  const y = f.tahun === 'YYYY' ? m[1] : f.tahun === 'YY' ? m[1].slice(2) : '';
  const parts = [y, f.bulan && y ? m[2] : ''].filter(Boolean);
  return parts.join(f.gabungperiode ? '' : f.pemisah);
}

/** The number for a counter value: prefix, office, period, counter. */
export function formatNumber(f: NumberFormat, date: string, kodekantor: string, nomor: number): string {
  const counter = String(nomor).padStart(f.digit, '0');
  const parts = [f.awalan || f.kode, f.pakaikantor ? kodekantor : '', periodPart(f, date), counter].filter(Boolean);
  return parts.join(f.pemisah);
}
