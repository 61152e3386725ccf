/**
 * Wire helpers every marketplace adapter shares: a reply checked against the shape the code reads
 * (zod; another shape is MpError('malformed'), spec §8 code 2), money as decimal text without
 * arithmetic, batches, Unix seconds as ISO time. Server only.
 */
import type { z } from 'zod';
import { MpError } from '../adapter';

/** The reply parser of one platform: its name in the message 'balasan <platform> <path> tidak sesuai'. */
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
