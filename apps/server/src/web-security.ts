/**
 * What the server tells browsers (issue 9): security headers on every reply, CORS only for the
 * routing service's lookup from the origins of its own company servers, and no use of the session
 * cookie by pages of other sites.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@niaga/kernel/server';
import { settings } from '@niaga/admin';

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** An origin (`https://host[:port]`) of a URL or bare host, or null. */
export function originOf(raw: string): string | null {
  try {
    const u = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The pages' Content-Security-Policy. Scripts only from this server (a deployment's
 * `window.__NIAGA_CONFIG__` goes in a file, not an inline script); styles inline too (antd writes
 * them at run time); images also from https and data URLs (logos, the special-day title image);
 * calls to this server, the POS printer service on the cashier's own machine (any loopback port),
 * the routing service (ROUTING_URL) and CSP_CONNECT_SRC; never framed.
 */
export function pageCsp(): string {
  const routing = process.env.ROUTING_URL ? originOf(process.env.ROUTING_URL) : null;
  const connect = ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', ...(routing ? [routing] : []), ...list(process.env.CSP_CONNECT_SRC)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON replies of /api are no document: nothing may load from them, nothing may frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers on every reply: CSP, no framing, no sniffing, no referrer to other sites, HSTS over HTTPS. */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const api = req.url.split('?')[0] === '/api';
    reply.header('content-security-policy', api ? API_CSP : pageCsp());
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
    return payload;
  });
}

/** This server's own origin as the request reached it (behind a trusted proxy: as the proxy says). */
export const ownOrigin = (req: FastifyRequest) => originOf(`${req.protocol}://${req.host}`);

/**
 * Whether a browser request comes from a page of another site: its Origin is neither this
 * server's nor one of APP_ORIGINS/PUBLIC_URL (or it is `null`); without Origin, when the browser
 * says cross-site (Sec-Fetch-Site). Clients that send neither (API clients) are not browsers' pages.
 */
export function fromOtherSite(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    if (origin === 'null') return true;
    const o = originOf(origin);
    return !o || (o !== ownOrigin(req) && !settings.appOrigins().some((x) => originOf(x) === o));
  }
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Origins whose pages may read the company lookup (`getserver`) of this server: the company
 * servers known here (their `ip_sistem`: registered routes and own companies) and CORS_ORIGINS.
 */
export async function lookupOriginAllowed(db: Database, origin: string): Promise<boolean> {
  const o = originOf(origin);
  if (!o || !/^https?:\/\//i.test(origin)) return false;
  if (list(process.env.CORS_ORIGINS).some((x) => originOf(x) === o)) return true;
  const rows = await db.rows<{ ip: string }>(
    sql`select distinct ip_sistem as ip from control.routes union select distinct ip_sistem from control.companies where ip_sistem <> ''`,
  );
  return rows.some((r) => originOf(r.ip) === o);
}

/** CORS headers for an allowed lookup origin (the reply varies by Origin). */
export function allowOrigin(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}
