/**
 * Multi-server mode (spec §4 Login form, §7.1, §8): before login (and before checking a reset
 * link) the company id is looked up with `getserver`. This server is asked first — every Niaga
 * server answers for its own companies, so no cross-origin call is needed once the person is on
 * the right server — then the routing service when that is another origin. When the company
 * lives on another server, the browser moves there (its session cookie belongs to that origin).
 */
import type { GetServerReply } from '@niaga/kernel';
import { callAt, type Envelope } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';

export type Lookup =
  | { kind: 'here' }
  | { kind: 'elsewhere'; origin: string }
  | { kind: 'failed'; msg: string; num: number };

const COMPANY_NOT_FOUND = 4;

function originOf(ip: string): string | null {
  try {
    return new URL(/^https?:\/\//.test(ip) ? ip : `https://${ip}`).origin;
  } catch {
    return null;
  }
}

function interpret(env: Envelope<GetServerReply>): Lookup {
  if (env.num !== 0) return { kind: 'failed', msg: env.msg || 'Id Perusahaan tidak ditemukan', num: env.num };
  const ip = env.data?.tbl_url?.[0]?.ip_sistem ?? '';
  const origin = ip ? originOf(ip) : location.origin;
  if (!origin) return { kind: 'failed', msg: 'Alamat server perusahaan tidak valid', num: -1 };
  return origin === location.origin ? { kind: 'here' } : { kind: 'elsewhere', origin };
}

/** Looks a company id up; in single-server mode the company is always served here. */
export async function lookupCompany(iper: string): Promise<Lookup> {
  if (!config.multiServer) return { kind: 'here' };
  const own = await callAt<GetServerReply>('', 'getserver', {}, { iper });
  // This server holds the company: stay, though it names itself by another address than the page's
  // (the README's http://localhost:3000 against its listen address 127.0.0.1:3000).
  if (own.num === 0 && own.data?.tbl_url?.[0]?.disini) return { kind: 'here' };
  const routing = config.routingUrl ? originOf(config.routingUrl) : null;
  if (own.num === COMPANY_NOT_FOUND && routing && routing !== location.origin) {
    return interpret(await callAt<GetServerReply>(routing, 'getserver', {}, { iper }));
  }
  return interpret(own);
}

/** Sends the browser to the same page on the company's server. */
export function goToServer(origin: string, path: string, query: Record<string, string>): void {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  location.assign(url.toString());
}
