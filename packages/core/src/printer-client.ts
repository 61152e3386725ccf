/**
 * Isomorphic (browser + Node) part of the local POS printer service: the reply numbers, the
 * connection-failure text and a tiny `fetch` client. No Node imports here: the web's screens
 * (`@niaga/core/printer-client`) and the service (apps/printer-service) both import it.
 */

export interface PrinterEnvelope<T = unknown> {
  num: number;
  msg: string;
  data: T;
}

/** One print setting as `/readconf` and `/saveconf` exchange it. */
export interface ConfRow {
  confname: string;
  confvalue: string;
}

/** Reply numbers (0 = success). 600 is made by the client when the service cannot be reached. */
export const PRINTER_NUM = {
  OK: 0,
  TOO_LARGE: 14,
  INVALID: 15,
  BAD_REQUEST: 16,
  DENIED: 30,
  /** No printer address configured yet. */
  NO_PRINTER: 50,
  /** The printer could not be reached or did not take the data. */
  PRINTER_FAILED: 51,
  INTERNAL: 99,
  CONNECTION: 600,
} as const;

export const PRINTER_SERVICE_PORT = 5488;
export const PRINTER_SERVICE_URL = `http://127.0.0.1:${PRINTER_SERVICE_PORT}`;
/** How long the browser waits for the printer service. */
export const PRINTER_TIMEOUT_MS = 5000;
export const MSG_PRINTER_CONNECTION = 'Koneksi ke Niaga POS Printer Service gagal, pastikan sudah terinstall dan aktif.';

export interface PrinterCallOptions {
  /** Service origin; default `http://127.0.0.1:5488`. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * POSTs to the printer service: a plain object goes as JSON, a `FormData` as multipart (use it for
 * `imgfileup`), nothing as an empty POST. Never throws: a network failure, a time-out or a reply
 * that is not an envelope comes back as `{num: 600, msg: MSG_PRINTER_CONNECTION}`.
 */
export async function printerCall<T = unknown>(path: string, body?: object | FormData, opts: PrinterCallOptions = {}): Promise<PrinterEnvelope<T>> {
  const url = (opts.baseUrl ?? PRINTER_SERVICE_URL).replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
  const failed: PrinterEnvelope<T> = { num: PRINTER_NUM.CONNECTION, msg: MSG_PRINTER_CONNECTION, data: null as T };
  const init: RequestInit = { method: 'POST', signal: AbortSignal.timeout(opts.timeoutMs ?? PRINTER_TIMEOUT_MS) };
  if (typeof FormData !== 'undefined' && body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  try {
    const res = await fetch(url, init);
    const parsed: unknown = JSON.parse(await res.text());
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as { num?: unknown }).num !== 'number') return failed;
    const p = parsed as { num: number; msg?: unknown; data?: unknown };
    return { num: p.num, msg: typeof p.msg === 'string' ? p.msg : '', data: (p.data ?? null) as T };
  } catch {
    return failed;
  }
}
