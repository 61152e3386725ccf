/**
 * Multi-server mode (spec §1, §7.1, §8): the routing service answers `getserver` (iper →
 * tbl_url [{ip_sistem}]) for every company; each company server registers its companies there
 * with `route_register` and a shared secret. A server that is not a routing service answers for
 * its own companies (ip_sistem = the company's ip_sistem, or this server's own origin).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM, type GetServerReply } from '@niaga/kernel';
import { companies, defineAct, findCompany, normaliseCompanyId, reply, routes, type ActDef, type Database } from '@niaga/kernel/server';

export interface RoutingOptions {
  /** This server's public origin (https://host), the ip_sistem of its companies. */
  origin: () => string;
  /** Shared secret of route_register; without one this server accepts no registrations. */
  secret?: string;
}

const sameSecret = (a: string, b: string) => {
  const h = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(h(a), h(b));
};

const ORIGIN_RE = /^https?:\/\/[^\s/?#]+$/;

export function routingActs(opts: RoutingOptions): ActDef[] {
  const getserver = defineAct({
    name: 'getserver',
    summary:
      'Layanan routing (multi-server): iper → tbl_url [{idperusahaan, ip_sistem, disini (perusahaan dilayani server yang ditanya sendiri)}] (server yang melayani perusahaan); 4 "Id Perusahaan tidak ditemukan". Tanpa sesi.',
    session: false,
    module: 'system',
    schema: z.object({
      iper: z.string({ error: 'Masukkan Id Perusahaan' }).trim().min(1, 'Masukkan Id Perusahaan').max(30, 'Id Perusahaan tidak ditemukan').transform(normaliseCompanyId),
      aprq: z.unknown().optional(),
    }).passthrough(),
    async handler(ctx, p): Promise<GetServerReply> {
      const own = await findCompany(ctx.tx, p.iper);
      // disini: this server serves the company at whatever address the asker reached it by
      // (localhost, 127.0.0.1, a domain): a login page asking its own server stays where it is.
      if (own) return { tbl_url: [{ idperusahaan: own.idperusahaan, ip_sistem: own.ip_sistem || opts.origin(), disini: !own.ip_sistem }] };
      const [r] = await ctx.tx.select({ idperusahaan: routes.idperusahaan, ip_sistem: routes.ip_sistem }).from(routes).where(eq(routes.idperusahaan, p.iper)).limit(1);
      if (!r) throw new ActError(NUM.COMPANY, 'Id Perusahaan tidak ditemukan');
      return { tbl_url: [r] };
    },
  });

  const routeRegister = defineAct({
    name: 'route_register',
    summary:
      'Pendaftaran server perusahaan ke layanan routing: secret (ROUTING_SECRET), ip_sistem (origin server), companies [idperusahaan…] → data {jumlah}. 30 bila secret salah atau server ini bukan layanan routing.',
    session: false,
    module: 'system',
    schema: z
      .object({
        secret: z.string({ error: 'secret wajib diisi' }).min(1, 'secret wajib diisi').max(200),
        ip_sistem: z.string({ error: 'ip_sistem wajib diisi' }).trim().regex(ORIGIN_RE, 'ip_sistem harus berupa origin http(s)://host[:port]').max(200),
        companies: z.array(z.string().trim().min(1).max(30).transform(normaliseCompanyId)).max(10_000),
      })
      .passthrough(),
    async handler(ctx, p) {
      if (!opts.secret || !sameSecret(opts.secret, p.secret)) throw new ActError(NUM.DENIED, 'Pendaftaran server ditolak: secret layanan routing tidak cocok.');
      for (const iper of new Set(p.companies)) {
        await ctx.tx
          .insert(routes)
          .values({ idperusahaan: iper, ip_sistem: p.ip_sistem })
          .onConflictDoUpdate({ target: routes.idperusahaan, set: { ip_sistem: p.ip_sistem, updated_at: sql`now()` } });
      }
      return reply({ jumlah: new Set(p.companies).size }, 'Server terdaftar pada layanan routing.');
    },
  });
  return [getserver, routeRegister] as ActDef[];
}

/** Registers every company of this server at the routing service (at start, after company:create). */
export async function registerWithRouter(db: Database, o: { routerUrl: string; secret: string; origin: string }): Promise<{ num: number; msg: string; data: unknown }> {
  const list = await db.tx(null, (tx) => tx.select({ iper: companies.idperusahaan }).from(companies));
  const body = new URLSearchParams({
    act: 'route_register',
    aprq: JSON.stringify({ secret: o.secret, ip_sistem: o.origin.replace(/\/+$/, ''), companies: list.map((c) => c.iper) }),
  });
  const res = await fetch(`${o.routerUrl.replace(/\/+$/, '')}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return (await res.json()) as { num: number; msg: string; data: unknown };
}

/**
 * Registers at the routing service, retrying with backoff (1 s, 2 s, 4 s … at most `maxDelayMs`)
 * while it cannot be reached — a company server may start before its router. Logs the first
 * failure and the success. A refusal (wrong secret) is not retried.
 */
export function registerUntilAnswered(
  db: Database,
  o: { routerUrl: string; secret: string; origin: string; firstDelayMs?: number; maxDelayMs?: number; log?: (line: string) => void; error?: (line: string) => void },
): { stop(): void; done: Promise<boolean> } {
  const log = o.log ?? ((l: string) => console.log(l));
  const error = o.error ?? ((l: string) => console.error(l));
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((res) => {
      wake = res;
      timer = setTimeout(res, ms);
      timer.unref?.();
    });
  const done = (async () => {
    let delay = o.firstDelayMs ?? 1000;
    for (let attempt = 1; !stopped; attempt++) {
      let reg: { num: number; msg: string; data: unknown };
      try {
        reg = await registerWithRouter(db, o);
      } catch (e) {
        const why = (e as Error).message;
        if (attempt === 1) error(`[routing] pendaftaran ke ${o.routerUrl} gagal: ${why}; dicoba lagi sampai layanan routing menjawab.`);
        await sleep(delay);
        delay = Math.min(delay * 2, o.maxDelayMs ?? 60_000);
        continue;
      }
      if (reg.num !== 0) {
        error(`[routing] pendaftaran ke ${o.routerUrl} ditolak: ${reg.msg}`);
        return false;
      }
      const n = (reg.data as { jumlah?: number } | null)?.jumlah ?? 0;
      log(`[routing] terdaftar pada ${o.routerUrl}: ${n} perusahaan${attempt > 1 ? ` (percobaan ke-${attempt})` : ''}.`);
      return true;
    }
    return false;
  })();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
    },
    done,
  };
}
