/**
 * The storefront's cart (issue 42, ordering), kept in the visitor's browser as a signed cookie:
 * no session, no row until checkout. The cookie holds the lines (item, unit, variant, quantity and
 * the price seen when added) and names its store; its HMAC (the server's key, label
 * `store-cart`) covers both, so a visitor cannot change a price or carry a cart to another store —
 * and every line is looked up again, live, in the store's own company before it is shown or
 * ordered (an item the store does not show is refused). Server only.
 */
import { timingSafeEqual } from 'node:crypto';
import { serverHmac, type HttpRequestIn } from '@niaga/kernel/server';

export interface CartLine {
  /** Item code. */
  k: string;
  /** Unit. */
  s: string;
  /** Variant ('' none). */
  v: string;
  /** Quantity (whole number as text). */
  q: string;
  /** Price per unit when it was put in the cart (decimal text). */
  h: string;
}

export const CART_MAX_LINES = 50;
export const QTY_MAX = 9999;
const COOKIE = 'keranjang';
const WEEK = 7 * 24 * 3600;

const sign = (shareid: string, body: string) => serverHmac('store-cart', `${shareid}\n${body}`);

function cookieOf(req: HttpRequestIn, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

const LINE_OK = (l: unknown): l is CartLine => {
  const x = l as CartLine;
  return (
    !!x &&
    typeof x.k === 'string' && /^[A-Z0-9._/-]{1,30}$/.test(x.k) &&
    typeof x.s === 'string' && x.s.length <= 10 &&
    typeof x.v === 'string' && x.v.length <= 40 &&
    typeof x.q === 'string' && /^[1-9][0-9]{0,3}$/.test(x.q) &&
    typeof x.h === 'string' && /^-?[0-9]{1,15}(\.[0-9]{1,4})?$/.test(x.h)
  );
};

/** The cart of this store in the request (empty when none, tampered with, or another store's). */
export function readCart(req: HttpRequestIn, shareid: string): CartLine[] {
  const raw = cookieOf(req, COOKIE);
  if (!raw) return [];
  const dot = raw.lastIndexOf('.');
  if (dot < 0) return [];
  const body = raw.slice(0, dot);
  const mac = Buffer.from(raw.slice(dot + 1));
  const want = Buffer.from(sign(shareid, body));
  if (mac.length !== want.length || !timingSafeEqual(mac, want)) return [];
  try {
    const lines = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return Array.isArray(lines) ? lines.filter(LINE_OK).slice(0, CART_MAX_LINES) : [];
  } catch {
    return [];
  }
}

/** The Set-Cookie value keeping `lines` for this store (an empty cart clears it). */
export function cartCookie(shareid: string, lines: CartLine[]): string {
  const path = `/s/${encodeURIComponent(shareid)}`;
  if (!lines.length) return `${COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`;
  const body = Buffer.from(JSON.stringify(lines.slice(0, CART_MAX_LINES))).toString('base64url');
  const secure = (process.env.PUBLIC_URL ?? '').startsWith('https:') ? '; Secure' : '';
  return `${COOKIE}=${body}.${sign(shareid, body)}; Path=${path}; Max-Age=${WEEK}; HttpOnly; SameSite=Lax${secure}`;
}

/** Adds a line (the same item, unit and variant adds up to QTY_MAX). */
export function addLine(lines: CartLine[], l: CartLine): CartLine[] {
  const same = lines.find((x) => x.k === l.k && x.s === l.s && x.v === l.v);
  if (!same) return [...lines, l].slice(0, CART_MAX_LINES);
  return lines.map((x) => (x === same ? { ...x, q: String(Math.min(QTY_MAX, Number(x.q) + Number(l.q))), h: l.h } : x));
}
