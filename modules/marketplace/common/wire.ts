/**
 * What every marketplace adapter's wire needs, whatever the platform (moved out of shopee/ for
 * TikTok Shop): HMAC-SHA256 hex, constant-time comparison of signatures, money as decimal text,
 * batches, Unix seconds as ISO time, and one JSON call over node's fetch with a timeout whose
 * network failures and non-JSON replies are MpErrors. Server only.
 */
import type { z } from 'zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MpError } from '../adapter';

/** Lowercase hex HMAC-SHA256 of `text` (UTF-8) under `key`. */
export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures (case-insensitive: hex). */
export function sameSign(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a.trim().toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A JSON number (or numeric text) of money as a decimal string, never passing through arithmetic. */
export function decimalText(v: number | string): string {
  if (typeof v === 'string') return v.replace(/^(-?\d+)\.(\d*?)0+$/, (_m, a: string, b: string) => (b ? `${a}.${b}` : a));
  if (!Number.isFinite(v)) throw new MpError('malformed', 'Data yang diterima bermasalah: angka tidak valid');
  // The shortest text that reads back as the same double: what the platform wrote (15000, 15000.5).
  const s = String(v);
  return /e/i.test(s) ? v.toFixed(2).replace(/\.?0+$/, '') : s;
}

export const chunks = <T,>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
export const iso = (unix: number) => new Date(unix * 1000).toISOString();

/**
 * One HTTP call whose reply must be a JSON object: no answer (or none within `timeoutMs`) is
 * MpError('network', retriable); a reply that is not JSON is 'other' (retriable) on HTTP 5xx, else
 * 'malformed'. The caller reads the platform's own error fields from `body`.
 */
export async function fetchJson(platform: string, url: string, path: string, init: { method: string; headers?: Record<string, string>; body?: string }, timeoutMs: number): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? `tidak menjawab dalam ${timeoutMs / 1000} detik` : 'tidak dapat dihubungi';
    throw new MpError('network', `${platform} ${why} (${path}).`, true);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (res.status >= 500) throw new MpError('other', `${platform} sedang bermasalah (HTTP ${res.status}, ${path}).`, true, { status: res.status });
    throw new MpError('malformed', `Data yang diterima bermasalah: balasan ${platform} ${path} bukan JSON (HTTP ${res.status}).`, false, { status: res.status });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new MpError('malformed', `Data yang diterima bermasalah: balasan ${platform} ${path} bukan objek.`);
  return { status: res.status, body: body as Record<string, unknown> };
}

/** A platform's reply checked against the shape the code reads: else MpError('malformed') (spec §8 code 2). */
export function replyParser(platform: string) {
  return function parseReply<S extends z.ZodType>(schema: S, body: unknown, path: string): z.output<S> {
    const r = schema.safeParse(body);
    if (!r.success) {
      const where = r.error.issues[0]?.path.join('.') ?? '';
      throw new MpError('malformed', `Data yang diterima bermasalah: balasan ${platform} ${path} tidak sesuai (${where || 'isi'})`, false, {
        request_id: (body as { request_id?: string } | null)?.request_id,
      });
    }
    return r.data;
  };
}
