/**
 * The period fields the three pricing masters share (spec §3 and §4 "Promo types by period type"):
 * tipeper 1 a date range, 2 a date range with a daily time window, 3 weekdays with a time window.
 */
import { date, flag, refuse, select, time, type Field, type Rule, type Values } from '@niaga/kernel';

export const TIPE_PERIODE = [
  { value: '1', label: 'Rentang Tanggal' },
  { value: '2', label: 'Rentang Tanggal + Jam' },
  { value: '3', label: 'Hari + Jam' },
];
export const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

const withDates = (d: Values) => d.tipeper !== '3';
const withTimes = (d: Values) => d.tipeper === '2' || d.tipeper === '3';

export const periodFields = (): Record<string, Field> => ({
  tipeper: select('Tipe Periode', TIPE_PERIODE).default('1'),
  tgldari: date('Tanggal Dari').requiredWhen(withDates),
  tglsampai: date('Tanggal Sampai').requiredWhen(withDates),
  jamdari: time('Jam Dari').requiredWhen(withTimes),
  jamsampai: time('Jam Sampai').requiredWhen(withTimes),
});

/** w1 (Senin) … w7 (Minggu). */
export const weekdayFields = (): Record<string, Field> => Object.fromEntries(HARI.map((h, i) => [`w${i + 1}`, flag(h, false)]));

export const periodRules: Rule[] = [
  (d) => !withDates(d) || !d.tgldari || !d.tglsampai || String(d.tglsampai) >= String(d.tgldari) || refuse('tglsampai', 'Tanggal Sampai tidak boleh sebelum Tanggal Dari.'),
  (d) => !withTimes(d) || !d.jamdari || !d.jamsampai || String(d.jamsampai) > String(d.jamdari) || refuse('jamsampai', 'Jam Sampai harus setelah Jam Dari.'),
  (d) => d.tipeper !== '3' || HARI.some((_, i) => d[`w${i + 1}`] === true) || refuse('w1', 'Pilih minimal satu hari.'),
];
