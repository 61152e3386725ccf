/**
 * What the till's parts share (Kasir.tsx and its hooks): the settings it reads, the company's clock,
 * an empty payment and bill customer, the browser's storage and the device name.
 */
import type { App } from 'antd';
import dayjs from 'dayjs';
import type { PickReply } from '@niaga/kernel';
// Types only: the till loads no declaration (its first load stays light, issue 36 item 5).
import type { pelanggan } from '@niaga/master';
import { callOk } from '@niaga/ui/api';
import { companyTimeZone } from '@niaga/ui/session';
import type { Customer, Payment, TillItem } from './till';

export const CONFIG = ['minlabajual', 'modelabajual', 'tipepajak', 'pembulatanaktif', 'opsipembulatan', 'timbanganaktif', 'timbanganflag', 'digitflagtimbangan', 'digitkodetimbangan', 'digitberattimbangan', 'satuantimbangan', 'modekaslaci', 'pelangganumum'];
// The company's clock (its formatter made once per time zone: a scan asks the time several times).
let clock: { tz: string; f: Intl.DateTimeFormat } | null = null;
export const nowAt = () => {
  const tz = companyTimeZone();
  if (clock?.tz !== tz) clock = { tz, f: new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }) };
  return clock.f.format(new Date()).replace('T', ' ');
};
export const emptyPay = (): Payment => ({ tunai: '', bayarkartu: '', kodebank: '', nokartu: '', bayaremoney: '', kodeemoney: '', deposit: '', pointpakai: '', bayarpoint: '' });
export const noCustomer: Customer = { kodesupel: '', namasupel: '', levelharga: '1', kgruppel: null };

/** The message and modal of antd's App (App.useApp). */
export type AppApi = ReturnType<typeof App.useApp>;
/** Which of the till's asking dialogs is open ('struk': F12's dialog, the last receipt on screen before it is printed again). */
export type Asking = null | 'qty' | 'customer' | 'recall' | 'price' | 'struk';
/** An item found by its exact code or barcode, with the unit and variant the code names. */
export type Found = { item: TillItem; satuan: string | null; iddetailvarian: string | null };

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export async function customerOf(kode: string): Promise<Customer | null> {
  if (!kode) return null;
  const r = await callOk<PickReply<typeof pelanggan>>('pelanggan_pick', { exact: kode, limit: 1 });
  const c = r.tbl_pelanggan?.find((x) => x.kodesupel === kode.toUpperCase());
  return c ? { kodesupel: c.kodesupel, namasupel: c.namasupel, levelharga: String(c.levelharga ?? '1'), kgruppel: c.kgruppel || null } : null;
}

/** A stable name of this browser as a till device (the drawer is opened per cashier and device). */
export function deviceName(): string {
  let n = localStorage.getItem('niaga_compname');
  if (!n) {
    n = `KASIR-${dayjs().format('YYMMDD')}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    localStorage.setItem('niaga_compname', n);
  }
  return n;
}
