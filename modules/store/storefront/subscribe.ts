/**
 * The storefront's sign-up box (issue 42 item 4): POST /s/:shareid/langganan (form: email, and a
 * honeypot field `situs` a person never fills) stores the e-mail for this store once; at most 5
 * sign-ups per address in 10 minutes; GET /s/:shareid/berhenti/:token unsubscribes. Answers are
 * small Indonesian HTML pages. Server only.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type HttpReply, type HttpRequestIn, type Tx } from '@niaga/kernel/server';
import type { Store } from './data';
import { esc } from './html';

const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,100}\.[A-Za-z]{2,}$/;
const page = (status: number, s: Store, msg: string): HttpReply => ({
  status,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-store',
  body: `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(s.namatoko)}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;padding:24px"><p>${esc(msg)}</p><p><a href="/s/${encodeURIComponent(s.shareid)}">Kembali ke ${esc(s.namatoko)}</a></p></body></html>`,
});

export async function subscribe(req: HttpRequestIn, tx: Tx, s: Store): Promise<HttpReply> {
  const form = new URLSearchParams(req.rawBody);
  // A bot fills every field: pretend it worked, store nothing.
  if (form.get('situs')) return page(200, s, 'Terima kasih, Anda sudah berlangganan.');
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (email.length > 150 || !EMAIL.test(email)) return page(400, s, 'Alamat e-mail tidak valid.');
  const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from sharesubscriber where ip = ${req.ip} and created_at > now() - interval '10 minutes'`);
  if (n >= 5) return page(429, s, 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi nanti.');
  const token = randomBytes(24).toString('base64url');
  const [had] = await rowsOf<{ id: number }>(tx, sql`select id from sharesubscriber where shareid = ${s.shareid} and email = ${email} limit 1`);
  if (had) await tx.execute(sql`update sharesubscriber set aktif = true, updated_at = now() where id = ${had.id}`);
  else await tx.execute(sql`insert into sharesubscriber (email, shareid, token, ip, aktif) values (${email}, ${s.shareid}, ${token}, ${req.ip}, true)`);
  return page(200, s, 'Terima kasih, Anda sudah berlangganan.');
}

export async function unsubscribe(req: HttpRequestIn, tx: Tx, s: Store): Promise<HttpReply> {
  const rows = await rowsOf<{ id: number }>(tx, sql`update sharesubscriber set aktif = false, updated_at = now() where shareid = ${s.shareid} and token = ${req.params.token ?? ''} returning id`);
  return rows.length ? page(200, s, 'Anda sudah berhenti berlangganan.') : page(404, s, 'Tautan berhenti berlangganan tidak dikenal.');
}
