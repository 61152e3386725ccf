/**
 * The period fields the three pricing masters share (spec §3 and §4 "Promo types by period type"):
 * tipeper 1 a date range, 2 a date range with a daily time window, 3 weekdays with a time window.
 */
import { date, flag, refuse, select, time, type Declares, type Field, type RecordOf, type Rule, type Values } from '@niaga/kernel';

export const TIPE_PERIODE = [
  { value: '1', label: 'Rentang Tanggal' },
  { value: '2', label: 'Rentang Tanggal + Jam' },
  { value: '3', label: 'Hari + Jam' },
];
export const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

const withDates = (d: Values) => d.tipeper !== '3';
const withTimes = (d: Values) => d.tipeper === '2' || d.tipeper === '3';

export const periodFields = () => ({
  tipeper: select('Tipe Periode', TIPE_PERIODE).default('1'),
  tgldari: date('Tanggal Dari').requiredWhen(withDates),
  tglsampai: date('Tanggal Sampai').requiredWhen(withDates),
  jamdari: time('Jam Dari').requiredWhen(withTimes),
  jamsampai: time('Jam Sampai').requiredWhen(withTimes),
});

/** The weekday flags' names: w1 (Senin) … w7 (Minggu). */
type Weekday = `w${1 | 2 | 3 | 4 | 5 | 6 | 7}`;
const weekday = (i: number) => `w${i + 1}` as Weekday;

/** w1 (Senin) … w7 (Minggu). */
export const weekdayFields = () => Object.fromEntries(HARI.map((h, i) => [weekday(i), flag(h, false)])) as Record<Weekday, Field<'flag', true>>;

/** The record of a pricing master as the period rules read it: its period fields and weekdays. */
type PeriodRecord = RecordOf<Declares<ReturnType<typeof periodFields> & ReturnType<typeof weekdayFields>>>;

export const periodRules: Rule<PeriodRecord>[] = [
  (d) => !withDates(d) || !d.tgldari || !d.tglsampai || d.tglsampai >= d.tgldari || refuse('tglsampai', 'Tanggal Sampai tidak boleh sebelum Tanggal Dari.'),
  (d) => !withTimes(d) || !d.jamdari || !d.jamsampai || d.jamsampai > d.jamdari || refuse('jamsampai', 'Jam Sampai harus setelah Jam Dari.'),
  (d) => d.tipeper !== '3' || HARI.some((_, i) => d[weekday(i)] === true) || refuse('w1', 'Pilih minimal satu hari.'),
];
