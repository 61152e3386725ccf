/**
 * The HTTP host: `POST /api` (urlencoded or multipart form: act, token, adinfo, aprq) answering
 * `{num, msg, data}` — never a bare 500 or an HTML error — and the built web client with SPA
 * fallback for every other GET.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import fstatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NUM } from '@niaga/kernel';
import { dispatch, openDatabase, SESSION_COOKIE, type Database, type Envelope, type Kernel, type CookieJar } from '@niaga/kernel/server';
import { accessPolicy } from '@niaga/admin';
import { buildRegistry, migrate } from './app';
import { ensureDemo } from './demo';
import { registerWithRouter, type RoutingOptions } from './routing';

export const BODY_LIMIT = 10 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = join(here, '..', '..', 'web', 'dist');

export interface ServerOptions {
  port?: number;
  host?: string;
  /** PGlite data directory; in memory when neither this nor databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** An already open database (tests share one). */
  db?: Database;
  /** Create the demo company on first start (default true). */
  demo?: boolean;
  log?: boolean;
  /** Development mode: cookies without Secure. Default: NODE_ENV !== 'production'. */
  dev?: boolean;
  /**
   * Multi-server mode. `publicUrl`: this server's origin (PUBLIC_URL; default its listen URL).
   * `secret`: accept registrations as the routing service (ROUTING_SECRET). `routerUrl`: register
   * this server's companies at that routing service on start (ROUTING_URL, with ROUTING_SECRET).
   */
  routing?: { publicUrl?: string; secret?: string; routerUrl?: string };
}

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  demoPassword: string | null;
  close(): Promise<void>;
}

const FIELD_LIMIT = 200;

function formFields(body: unknown): Record<string, string> | null {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (Object.keys(out).length > FIELD_LIMIT) return null;
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v[v.length - 1];
    else if (Buffer.isBuffer(v)) out[k] = v.toString('utf8');
  }
  return out;
}

export async function buildApp(db: Database, opts: { log?: boolean; dev?: boolean; routing?: RoutingOptions } = {}): Promise<FastifyInstance> {
  const dev = opts.dev ?? process.env.NODE_ENV !== 'production';
  const kernel: Kernel = {
    db,
    registry: buildRegistry({ routing: opts.routing }),
    access: accessPolicy,
    onError: (err, act) => app.log.error({ err, act }, 'act gagal'),
  };
  const app = Fastify({ logger: opts.log ?? false, bodyLimit: BODY_LIMIT, trustProxy: true });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: BODY_LIMIT, fields: FIELD_LIMIT, files: 10 } });

  const send = (reply: FastifyReply, env: Envelope) => reply.code(200).header('cache-control', 'no-store').send(env);

  app.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, req, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413)
      return send(reply, { num: NUM.TOO_LARGE, msg: `Ukuran permintaan terlalu besar (maksimal ${BODY_LIMIT / 1024 / 1024} MB).`, data: null });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, { num: NUM.BAD_REQUEST, msg: 'Permintaan tidak dapat dibaca: kirim form dengan field act, token, adinfo dan aprq.', data: null });
    req.log.error(err);
    return send(reply, { num: NUM.INTERNAL, msg: 'Terjadi kesalahan pada server, proses dibatalkan. Silakan coba lagi.', data: null });
  });

  app.post('/api', async (req: FastifyRequest, reply) => {
    const fields = formFields(req.body);
    if (!fields) return send(reply, { num: NUM.BAD_REQUEST, msg: 'Permintaan tidak dapat dibaca: kirim form dengan field act, token, adinfo dan aprq.', data: null });
    const { act, token, adinfo, aprq, ...rest } = fields;
    const pending: Array<() => void> = [];
    const jar: CookieJar = {
      set: (name, value, o) =>
        pending.push(() => reply.setCookie(name, value, { path: '/', httpOnly: true, sameSite: 'strict', secure: !dev, maxAge: o.maxAgeSeconds })),
      clear: (name) => pending.push(() => reply.clearCookie(name, { path: '/' })),
    };
    const env = await dispatch(kernel, { act, token, adinfo, aprq, fields: rest, cookieToken: req.cookies[SESSION_COOKIE], ip: req.ip, cookies: jar });
    // The routing service's company lookup is read by login pages of other servers (other origins).
    if (act === 'getserver') reply.header('access-control-allow-origin', '*');
    if (env.num === NUM.OK) pending.forEach((f) => f());
    else if (env.num === NUM.EXPIRED || env.num === NUM.NO_SESSION) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return send(reply, env);
  });

  app.options('/api', async (_req, reply) =>
    reply.code(204).header('access-control-allow-origin', '*').header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').send(),
  );

  const hasWeb = existsSync(join(WEB_DIST, 'index.html'));
  if (hasWeb) await app.register(fstatic, { root: WEB_DIST, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api') && hasWeb) return reply.type('text/html').sendFile('index.html');
    if (req.method === 'GET' && !req.url.startsWith('/api'))
      return reply.code(503).type('text/plain; charset=utf-8').send('Klien web belum dibangun: jalankan `npm run build` lalu mulai ulang server.');
    if (req.url.split('?')[0] === '/api') return send(reply, { num: NUM.BAD_REQUEST, msg: 'Gunakan metode POST untuk /api.', data: null });
    return reply.code(404).send({ num: NUM.BAD_REQUEST, msg: 'Alamat tidak dikenal. Gunakan POST /api.', data: null });
  });
  return app;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const db = opts.db ?? (await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir }));
  await migrate(db);
  const demoPassword = opts.demo === false ? null : await ensureDemo(db);
  const r = opts.routing ?? {};
  const secret = r.secret ?? (process.env.ROUTING_SECRET || undefined);
  const routerUrl = r.routerUrl ?? (process.env.ROUTING_URL || undefined);
  let origin = r.publicUrl ?? process.env.PUBLIC_URL ?? '';
  const app = await buildApp(db, { log: opts.log, dev: opts.dev, routing: { origin: () => origin, secret: routerUrl ? undefined : secret } });
  const address = await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' });
  const url = address.replace('0.0.0.0', 'localhost');
  origin ||= url;
  if (routerUrl) {
    if (!secret) throw new Error('ROUTING_URL memerlukan ROUTING_SECRET');
    const reg = await registerWithRouter(db, { routerUrl, secret, origin }).catch((e: Error) => ({ num: 600, msg: e.message, data: null }));
    if (reg.num !== 0) console.error(`[routing] pendaftaran ke ${routerUrl} gagal: ${reg.msg}`);
  }
  return {
    app,
    db,
    url,
    demoPassword,
    async close() {
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
