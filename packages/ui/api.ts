/**
 * The one way the browser talks to the server: `POST /api` with form fields act, adinfo, aprq
 * (and token when we have one; the browser normally relies on the HttpOnly session cookie).
 * Every reply is an envelope `{num, msg, data}`; num 0 is success (spec §7, §8).
 */
import { NUM } from '@niaga/kernel/errors';
import { version } from '../../package.json';

export interface Envelope<T = unknown> {
  num: number;
  msg: string;
  data: T;
}

/** Client-made results (spec §8). */
export const CLIENT = {
  CONNECTION: 600,
  NO_REPLY: 601,
  UNPARSEABLE: -1,
} as const;
export const MSG_CONNECTION = 'Koneksi ke server gagal, cek koneksi internet Anda.';
export const MSG_NO_REPLY = 'Permintaan data ke server gagal.';
/** Spec §9: request time-out 10,000 ms. */
export const TIMEOUT_MS = 10_000;
export const API_PATH = '/api';
/** Niaga's version: the one in the root package.json, which the server reports too (/infosistem, backups). */
export const APP_VERSION: string = version;

/** An envelope with a nonzero number, thrown by `callOk` so TanStack Query sees an error. */
export class ApiError extends Error {
  constructor(
    readonly num: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

type ExpiredHandler = (num: number) => void;
let onSessionLost: ExpiredHandler = () => {};
/** The session module registers what to do when the server says the session is gone (20/21). */
export function setSessionLostHandler(handler: ExpiredHandler): void {
  onSessionLost = handler;
}

let sessionToken: string | undefined;
/** Optional token sent with each call (the cookie is what the browser relies on). */
export function setToken(token: string | undefined): void {
  sessionToken = token;
}

const DEVICE_KEY = 'niaga_deviceid';

const uuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * A key for one intended save, sent as the form field `idem` (docs/protocol.md, "Idempotent
 * calls"): a form keeps its key until a save succeeds, so pressing Simpan again after a lost reply
 * returns the first save's reply instead of saving twice.
 */
export const newIdemKey = (): string => uuid();

function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = uuid();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'unknown';
  }
}

function browserName(ua: string): string {
  const m = /(Edg|OPR|Chrome|Firefox|Safari)\/([\d.]+)/.exec(ua);
  return m ? `${m[1]} ${m[2].split('.')[0]}` : 'Browser';
}

function osOf(ua: string): { os: string; osver: string } {
  const table: [RegExp, string][] = [
    [/Windows NT ([\d.]+)/, 'Windows'],
    [/Android ([\d.]+)/, 'Android'],
    [/(?:iPhone|iPad).*OS ([\d_]+)/, 'iOS'],
    [/Mac OS X ([\d_]+)/, 'macOS'],
    [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
    [/Linux()/, 'Linux'],
  ];
  for (const [re, os] of table) {
    const m = re.exec(ua);
    if (m) return { os, osver: (m[1] ?? '').replace(/_/g, '.') };
  }
  return { os: 'unknown', osver: '' };
}

let adinfoCache: string | undefined;
/** Device info (spec §7): OS and version, model with app version and browser, platform, device id. */
export function adinfo(): string {
  if (adinfoCache) return adinfoCache;
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  const { os, osver } = osOf(ua);
  const mobile = /Mobi|Android|iPhone/.test(ua);
  adinfoCache = JSON.stringify({
    os,
    osver,
    model: `Niaga Web ${APP_VERSION} ${browserName(ua)}`,
    platform: mobile ? 'web-mobile' : 'web',
    deviceid: deviceId(),
  });
  return adinfoCache;
}

/**
 * Calls an act. `payload` becomes the JSON text of `aprq` (omitted when undefined);
 * `extraFields` are sent as plain form fields (login sends iper, uname, passw, remember).
 * Never throws: failures come back as envelopes (600 connection, 601 no reply, -1 unparseable).
 */
export function call<T = unknown>(act: string, payload?: unknown, extraFields?: Record<string, string>): Promise<Envelope<T>> {
  return callAt<T>('', act, payload, extraFields);
}

/**
 * `call` against another server (`origin` like https://host; empty: this one). Used for the
 * routing service of multi-server mode; no session token is sent to another origin.
 */
export async function callAt<T = unknown>(
  origin: string,
  act: string,
  payload?: unknown,
  extraFields?: Record<string, string>,
): Promise<Envelope<T>> {
  const other = origin !== '' && typeof location !== 'undefined' && new URL(origin, location.href).origin !== location.origin;
  const form = new URLSearchParams();
  form.set('act', act);
  if (sessionToken && !other) form.set('token', sessionToken);
  form.set('adinfo', adinfo());
  if (payload !== undefined) form.set('aprq', JSON.stringify(payload));
  for (const [k, v] of Object.entries(extraFields ?? {})) form.set(k, v);

  let text: string;
  try {
    const res = await fetch(other ? new URL(API_PATH, origin).toString() : API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: form.toString(),
      credentials: other ? 'omit' : 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
  } catch {
    return { num: CLIENT.CONNECTION, msg: MSG_CONNECTION, data: null as T };
  }
  if (text.trim() === '') return { num: CLIENT.NO_REPLY, msg: MSG_NO_REPLY, data: null as T };

  let env: Envelope<T>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as { num?: unknown }).num !== 'number') throw new Error('bukan envelope');
    const p = parsed as { num: number; msg?: unknown; data?: unknown };
    env = { num: p.num, msg: typeof p.msg === 'string' ? p.msg : '', data: (p.data ?? null) as T };
  } catch {
    return { num: CLIENT.UNPARSEABLE, msg: '', data: null as T };
  }
  if (!other && (env.num === NUM.NO_SESSION || env.num === NUM.EXPIRED)) onSessionLost(env.num);
  return env;
}

/** Like `call`, but resolves to `data` and throws an `ApiError` on a nonzero number. */
export async function callOk<T = unknown>(act: string, payload?: unknown, extraFields?: Record<string, string>): Promise<T> {
  const env = await call<T>(act, payload, extraFields);
  if (env.num !== 0) throw new ApiError(env.num, env.msg || `Terjadi kesalahan (${env.num})`, env.data);
  return env.data;
}
