/**
 * Module HTTP routes outside `POST /api`: what a platform or a seller's browser calls directly (a
 * marketplace's webhook, the return from a platform's authorisation page). A module declares them
 * in `serverModule(manifest, { routes })`; the server (apps/server/src/server.ts) registers every
 * one, hands the handler the exact body as received (for signature checks) and answers an error
 * in a handler with the JSON envelope, never an HTML page. Handlers authorise the call themselves
 * (a signature, a sealed token in the path): there is no session here.
 */
import type { Database } from './db';

export interface HttpRequestIn {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The body exactly as received (bytes decoded as UTF-8), '' for none. */
  rawBody: string;
  /** The client's address (through the trusted proxies only). */
  ip: string;
}

export interface HttpReply {
  status: number;
  /** Default 'application/json; charset=utf-8' when the body starts with '{' or '[', else 'text/plain; charset=utf-8'. */
  contentType?: string;
  /** Text, or bytes (a PDF, a picture) with their `contentType`. */
  body: string | Buffer;
  /** Default 'no-store'; a public page or picture may say how long it may be kept. */
  cacheControl?: string;
  /** A redirect's target (with a 3xx status): a form posted, then the page to see. */
  location?: string;
  /** Whole Set-Cookie values (a public page's own cookie, e.g. the storefront's cart). */
  setCookie?: string[];
}

export interface HttpRoute {
  method: 'GET' | 'POST';
  /** A fastify pattern, e.g. '/mp/push/:marketplace'. Never under /api. A parameter may be up to 1000 characters. */
  path: string;
  handler(req: HttpRequestIn, db: Database): Promise<HttpReply>;
}

/** Checks a module's routes: a path of its own (not /api, not another route's). */
export function checkRoutes(routes: readonly HttpRoute[], owner: string): void {
  const seen = new Set<string>();
  for (const r of routes) {
    if (!r.path.startsWith('/') || r.path === '/api' || r.path.startsWith('/api/') || r.path.startsWith('/assets/'))
      throw new Error(`modul ${owner}: route HTTP '${r.path}' harus berawal '/' dan di luar /api dan /assets`);
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) throw new Error(`modul ${owner}: route HTTP '${key}' dideklarasikan dua kali`);
    seen.add(key);
  }
}
