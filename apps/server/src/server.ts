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
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NUM } from '@niaga/kernel';
import { asked, configureSecrets, declareTask, keepSpares, spareTarget, dispatch, isMigratingError, isMovingError, openDatabase, startTaskScheduler, SESSION_COOKIE, toEnvelope, type Database, type Envelope, type Kernel, type CookieJar, type ActDef, type HttpRoute, type CatchUpOptions, type MigrateReport } from '@niaga/kernel/server';
import { accessPolicy, accessSql, apiKeyAttempt, settings } from '@niaga/admin';
import { ledgerBooks } from '@niaga/ledger';
import { DOWNLOAD_PATH, useReportReplica } from '@niaga/report/server';
import { BACKUP_HTTP, configureSystem, receiveUpload, startScheduler, takeDownload } from '@niaga/system/server';
import { startKatalogBuilder } from '@niaga/master/server';
import { startWhatsappWorker } from '@niaga/sales/server';
import { engineDeps, marketplaceFromEnv, provideMarketplace, startMarketplaceWorker } from '@niaga/marketplace/server';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { buildRegistry, migrateWhileServing, reports, tenantMigrations, type MigrateOptions } from './app';
import { ensureDemo } from './demo';
import { registerUntilAnswered, type RoutingOptions } from './routing';
import { allowOrigin, fromOtherSite, lookupOriginAllowed, securityHeaders } from './web-security';
import { liveRoute } from './live-route';
import { modules } from './modules';

export const BODY_LIMIT = 10 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = join(here, '..', '..', 'web', 'dist');

export interface ServerOptions {
  port?: number;
  host?: string;
  /** PGlite data directory; in memory when neither this nor databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** A streaming replica reports read from (default REPLICA_DATABASE_URL; docs/operations.md). */
  replicaUrl?: string;
  /** An already open database (tests share one). */
  db?: Database;
  /** Create the demo company on first start (default: on a single-server start only, not with ROUTING_URL/ROUTING_SECRET). */
  demo?: boolean;
  /** Backup files (default BACKUP_DIR, else ./backups). */
  backupDir?: string;
  /** Background work (default on): scheduled backups and the till catalogue's builder. */
  scheduler?: boolean;
  /** Spare company schemas kept ready for new companies (default COMPANY_SPARES, else 1 on PostgreSQL, 0 on PGlite; kernel tenancy.ts keepSpares). */
  spares?: number;
  log?: boolean;
  /** Development mode: session cookies Secure only over HTTPS (else always). Default: NODE_ENV !== 'production'. */
  dev?: boolean;
  /**
   * Multi-server mode. `publicUrl`: this server's origin (PUBLIC_URL; default its listen URL).
   * `secret`: accept registrations as the routing service (ROUTING_SECRET). `routerUrl`: register
   * this server's companies at that routing service on start (ROUTING_URL, with ROUTING_SECRET).
   */
  routing?: { publicUrl?: string; secret?: string; routerUrl?: string };
  /** More acts beside the modules' (a benchmark's act that does nothing on a picker's path). */
  acts?: ActDef[];
  /** The companies looked at, more tenant migrations after the app's, and the background migration's options (tests, the bench). */
  migrations?: MigrateOptions & { catchUp?: CatchUpOptions };
}

/** A database URL as an operator may see it: host, port and database name, never the password. */
export function databaseLocation(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Named address ranges proxy-addr understands besides addresses and CIDRs. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The proxies whose X-Forwarded-For / -Proto / -Host the server believes (TRUST_PROXY: addresses,
 * CIDRs or loopback/linklocal/uniquelocal, comma-separated). None by default: the client's address
 * is the connection's, whatever headers it sends.
 */
export function trustedProxies(raw = process.env.TRUST_PROXY ?? ''): string[] {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of list) {
    const [addr, bits, more] = p.split('/');
    const ok = PROXY_NAMES.has(p) || (more === undefined && isIP(addr) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!ok) throw new Error(`TRUST_PROXY: '${p}' bukan alamat proxy (alamat IP, CIDR, atau loopback/linklocal/uniquelocal, dipisah koma).`);
  }
  return list;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  /** This server's public origin: PUBLIC_URL, else `url`. Reset links point here unless APP_ORIGINS says otherwise. */
  origin: string;
  demoPassword: string | null;
  /** Multi-server: resolves true once the routing service took this server's companies (null without ROUTING_URL). */
  registration: Promise<boolean> | null;
  /** The companies behind at start, migrated in the background: resolves once each had its turn. */
  migration: Promise<MigrateReport>;
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

export interface AppOptions {
  log?: boolean;
  dev?: boolean;
  routing?: RoutingOptions;
  /** Proxies to believe (default TRUST_PROXY, see trustedProxies). */
  trustProxy?: string[];
  /** Where the structured log (pino JSON lines) goes; default stderr. */
  logStream?: { write(line: string): void };
  /** More acts beside the modules' (see ServerOptions.acts). */
  acts?: ActDef[];
  /** The built web client (default apps/web/dist). */
  webDist?: string;
  /** The modules' HTTP routes outside /api (default every module's `routes`). */
  routes?: HttpRoute[];
}

/**
 * The reply to an unexpected error: number 99 with the request's id, which the log line of the
 * error carries too (`reqId`), so that a person can quote it and an operator find it.
 */
export const internalError = (reqid: string): Envelope => ({
  num: NUM.INTERNAL,
  msg: `Terjadi kesalahan pada server, proses dibatalkan. Silakan coba lagi. (ID: ${reqid})`,
  data: { reqid },
});

const send = (reply: FastifyReply, env: Envelope) => reply.code(200).header('cache-control', 'no-store').send(env);

/** Every error answers with the envelope: too large, an unreadable form, or 99 with the request's id (logged). */
function errorEnvelopes(app: FastifyInstance) {
  app.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, req, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413)
      return send(reply, { num: NUM.TOO_LARGE, msg: `Ukuran permintaan terlalu besar (maksimal ${BODY_LIMIT / 1024 / 1024} MB).`, data: null });
    // A multipart body cut short or malformed (busboy: "Unexpected end of multipart data", …).
    if (!err.statusCode && /multipart|part header|unexpected end of form/i.test(err.message) && /^multipart\//i.test(req.headers['content-type'] ?? ''))
      return send(reply, { num: NUM.BAD_REQUEST, msg: 'Permintaan tidak dapat dibaca: isi form multipart terpotong atau rusak.', data: null });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, { num: NUM.BAD_REQUEST, msg: 'Permintaan tidak dapat dibaca: kirim form dengan field act, token, adinfo dan aprq.', data: null });
    req.log.error({ err }, 'permintaan gagal');
    return send(reply, internalError(req.id));
  });
}

/** `POST /api`: one act per request, its session from the token field or the cookie (never a page of another site's). */
function apiRoute(app: FastifyInstance, kernel: Kernel, db: Database, dev: boolean) {
  app.post('/api', async (req: FastifyRequest, reply) => {
    const fields = formFields(req.body);
    if (!fields) return send(reply, { num: NUM.BAD_REQUEST, msg: 'Permintaan tidak dapat dibaca: kirim form dengan field act, token, adinfo dan aprq.', data: null });
    const { act, token, adinfo, aprq, ...rest } = fields;
    // A page of another site may not act with this site's session cookie (CSRF); API clients
    // that send the token field are not affected, and session-less acts run without the cookie.
    const otherSite = fromOtherSite(req);
    let cookieToken = req.cookies[SESSION_COOKIE];
    if (otherSite && cookieToken && !token?.trim()) {
      if (kernel.registry.get((act ?? '').trim())?.session !== false)
        return send(reply, { num: NUM.DENIED, msg: 'Permintaan ditolak: halaman dari situs lain tidak boleh memakai sesi login situs ini.', data: null });
      cookieToken = undefined;
    }
    const pending: Array<() => void> = [];
    const jar: CookieJar = {
      // Secure whenever the request came over HTTPS (directly or through a trusted proxy), and
      // outside development; never set for a page of another site (login CSRF).
      set: (name, value, o) => {
        if (!otherSite)
          pending.push(() => reply.setCookie(name, value, { path: '/', httpOnly: true, sameSite: 'strict', secure: !dev || req.protocol === 'https', maxAge: o.maxAgeSeconds }));
      },
      clear: (name) => pending.push(() => reply.clearCookie(name, { path: '/' })),
    };
    let env = await dispatch(kernel, {
      act,
      token,
      adinfo,
      aprq,
      fields: rest,
      cookieToken,
      ip: req.ip,
      cookies: jar,
      onError: (err, name) => req.log.error({ err, act: name }, 'act gagal'),
    });
    if (env.num === NUM.INTERNAL) env = internalError(req.id);
    // The routing service's company lookup is read by the login pages of its company servers.
    const origin = req.headers.origin;
    if (act === 'getserver' && typeof origin === 'string' && (await lookupOriginAllowed(db, origin))) allowOrigin(reply, origin);
    if (env.num === NUM.OK) pending.forEach((f) => f());
    else if (env.num === NUM.EXPIRED || env.num === NUM.NO_SESSION) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return send(reply, env);
  });

  app.options('/api', async (req, reply) => {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && (await lookupOriginAllowed(db, origin)))
      allowOrigin(reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type'), origin);
    return reply.code(204).send();
  });
}

/** Report and backup files: one-time links made by the acts that checked the rights. */
async function fileRoutes(app: FastifyInstance, db: Database) {
  // Report files (PDF, XLSX): a one-time token made by the act laporan_unduh, which checked the right.
  app.get(`${DOWNLOAD_PATH}/:token`, async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
    let out;
    try {
      out = await reports.render(db, accessPolicy, req.params.token);
    } catch (err) {
      // A report's own refusal (ActError) keeps its words; anything else is logged.
      out = toEnvelope(err, (e) => app.log.error({ err: e }, 'unduh laporan gagal'));
    }
    if ('num' in out) {
      const status = out.num === NUM.DENIED ? 403 : out.num === NUM.NOT_FOUND || out.num === NUM.EXPIRED ? 410 : out.num === NUM.INTERNAL ? 500 : 422;
      return reply.code(status).header('cache-control', 'no-store').send(out);
    }
    const { size, stream } = await reports.open(out);
    return reply
      .header('content-type', out.type)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${out.name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  // Backup files (/listbackup): one-time links made by the acts backup_unduh and backup_unggah,
  // which checked the rights. Uploads stream to disk, past the form body limit.
  app.get(`${BACKUP_HTTP}/unduh/:token`, async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
    const f = await takeDownload(db, req.params.token);
    if (!f) return reply.code(410).header('cache-control', 'no-store').send({ num: NUM.EXPIRED, msg: 'Link unduh sudah tidak berlaku; ulangi dari daftar backup.', data: null });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', f.size)
      .header('content-disposition', `attachment; filename="${f.name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(f.path));
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.post(`${BACKUP_HTTP}/unggah/:token`, async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
      if (fromOtherSite(req)) return send(reply, { num: NUM.DENIED, msg: 'Permintaan ditolak: halaman dari situs lain tidak boleh mengunggah backup.', data: null });
      return send(reply, (await receiveUpload(db, req.params.token, req.body as Readable)) as Envelope);
    });
  });
}

/**
 * The modules' HTTP routes outside /api (kernel http-routes.ts): webhooks and callbacks. The body
 * reaches the handler exactly as sent (any content type, as UTF-8 text) so that a signature over
 * it can be checked; an error in a handler is logged (never the body) and answered with the JSON
 * envelope and the request's id.
 */
async function moduleRoutes(app: FastifyInstance, db: Database, routes: readonly HttpRoute[]) {
  if (!routes.length) return;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    for (const r of routes)
      scope.route({
        method: r.method,
        url: r.path,
        handler: async (req, reply) => {
          const str = (o: unknown): Record<string, string> =>
            Object.fromEntries(Object.entries((o ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[v.length - 1] ?? '') : String(v ?? '')]));
          const headers: Record<string, string | undefined> = {};
          for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          const body = req.body;
          try {
            // A person's (or another system's) call: a company it reaches that waits for its migration goes first.
            const out = await asked(() =>
              r.handler({ params: str(req.params), query: str(req.query), headers, rawBody: Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '', ip: req.ip }, db),
            );
            const type = out.contentType ?? (typeof out.body === 'string' && /^\s*[[{]/.test(out.body) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
            if (out.location) reply.header('location', out.location);
            if (out.setCookie?.length) reply.header('set-cookie', out.setCookie);
            return reply.code(out.status).header('content-type', type).header('cache-control', out.cacheControl ?? 'no-store').send(out.body);
          } catch (err) {
            // The company is not migrated yet by this process, or is being moved to another server (a
            // write refused: the store's order, a webhook the platform sends again): said plainly, for a few seconds.
            if (isMigratingError(err) || isMovingError(err)) return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send(toEnvelope(err));
            req.log.error({ err, route: `${r.method} ${r.path}` }, 'route modul gagal');
            return reply.code(500).header('cache-control', 'no-store').send(internalError(req.id));
          }
        },
      });
  });
}

/** The built web client (`webDist`), SPA fallback for screens, and the answers to unknown addresses. */
async function webClient(app: FastifyInstance, webDist: string) {
  // The web client's files are looked up when asked (wildcard), not listed once at start: a client
  // rebuilt under a running server is served whole. A screen's route is the page (index.html); a
  // missing file of the build (an old page asking for a replaced chunk) is a 404, never the page
  // served as JavaScript (a blank screen).
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fstatic, { root: webDist, wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && hasWeb && /^\/assets\//.test(req.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Berkas tidak ditemukan: muat ulang halaman.');
    if (req.method === 'GET' && !req.url.startsWith('/api') && hasWeb) return reply.type('text/html').sendFile('index.html');
    if (req.method === 'GET' && !req.url.startsWith('/api'))
      return reply.code(503).type('text/plain; charset=utf-8').send('Klien web belum dibangun: jalankan `npm run build` lalu mulai ulang server.');
    if (req.url.split('?')[0] === '/api') return send(reply, { num: NUM.BAD_REQUEST, msg: 'Gunakan metode POST untuk /api.', data: null });
    return reply.code(404).send({ num: NUM.BAD_REQUEST, msg: 'Alamat tidak dikenal. Gunakan POST /api.', data: null });
  });
}

export async function buildApp(db: Database, opts: AppOptions = {}): Promise<FastifyInstance> {
  const dev = opts.dev ?? process.env.NODE_ENV !== 'production';
  const kernel: Kernel = {
    db,
    registry: buildRegistry({ routing: opts.routing, acts: opts.acts }),
    access: accessPolicy,
    accessSql,
    apiKeyAttempt,
    books: ledgerBooks,
    onError: (err, act) => app.log.error({ err, act }, 'act gagal'),
    origin: opts.routing?.origin ?? (() => process.env.PUBLIC_URL ?? ''),
  };
  const proxies = opts.trustProxy ?? trustedProxies();
  // Errors are always logged (stderr, structured); LOG=1 adds a line per request.
  const app = Fastify({
    logger: { level: opts.log ? 'info' : 'error', stream: opts.logStream ?? process.stderr },
    genReqId: () => randomBytes(6).toString('hex'),
    bodyLimit: BODY_LIMIT,
    // A module route's parameter may hold a sealed value (the marketplace connect link, ~200 characters).
    routerOptions: { maxParamLength: 1000 },
    trustProxy: proxies.length ? proxies : false,
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: BODY_LIMIT, fields: FIELD_LIMIT, files: 10 } });
  errorEnvelopes(app);
  securityHeaders(app);
  apiRoute(app, kernel, db, dev);
  await fileRoutes(app, db);
  await moduleRoutes(app, db, opts.routes ?? modules.flatMap((m) => m.routes));
  // Live messages to open pages (server-sent events; modules/system/dashboard).
  liveRoute(app, db);
  await webClient(app, opts.webDist ?? WEB_DIST);
  return app;
}

/** What an operator should know at start: where reset links point (and how to change it). */
export function startupNotes(srv: Pick<RunningServer, 'origin'>): string[] {
  const allowed = settings.appOrigins();
  if (allowed.length) return [`Link reset password memakai alamat ${allowed.join(', ')} (APP_ORIGINS/PUBLIC_URL).`];
  return [
    `Link reset password memakai alamat server ini: ${srv.origin}. Bila pengguna membuka Niaga melalui alamat lain (domain, proxy HTTPS), atur PUBLIC_URL atau APP_ORIGINS.`,
  ];
}

/** The kernel task that keeps spare company schemas ready. */
export const SPARES_TASK = 'kernel:cadangan-skema';

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const db = opts.db ?? (await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir }));
  // The control schema and the look at which companies are behind before listening; those are
  // migrated after, in the background, each answering "sedang diperbarui" until its turn (issue 43).
  const t0 = performance.now();
  const behind = await migrateWhileServing(db, opts.migrations);
  const migration = behind.done.then((report) => {
    if (report.migrated.length || report.failed.length)
      console.log(`[migrasi] ${report.migrated.length} perusahaan dimigrasi di latar dalam ${((performance.now() - t0) / 1000).toFixed(1)} s${report.failed.length ? `; ${report.failed.length} gagal: ${report.failed.map((f) => f.idperusahaan).join(', ')}` : ''}`);
    return report;
  });
  // Reports read from a streaming replica when one is configured (packages/report replica.ts).
  const replicaUrl = opts.replicaUrl ?? (process.env.REPLICA_DATABASE_URL || undefined);
  const replica = replicaUrl ? await openDatabase({ databaseUrl: replicaUrl, poolSize: 4 }) : null;
  if (replica) useReportReplica(replica);
  // Secrets at rest (kernel secrets.ts): NIAGA_SECRET_KEY, else a key file by the data.
  configureSecrets({ dataDir: opts.dataDir ?? null, databaseUrl: !!opts.databaseUrl });
  const r = opts.routing ?? {};
  const secret = r.secret ?? (process.env.ROUTING_SECRET || undefined);
  const routerUrl = r.routerUrl ?? (process.env.ROUTING_URL || undefined);
  // The demo company belongs to a single-server start: in multi-server mode (a routing service or
  // a company server registering at one) every server would claim DEMO. `demo: true` still asks.
  const multi = !!routerUrl || !!secret;
  const demoPassword = opts.demo === true || (opts.demo === undefined && !multi) ? await ensureDemo(db) : null;
  configureSystem({
    dataDir: opts.dataDir ?? null,
    databaseLocation: opts.databaseUrl ? databaseLocation(opts.databaseUrl) : opts.dataDir ? resolve(opts.dataDir) : '(memori)',
    ...(opts.backupDir ? { backupDir: opts.backupDir } : {}),
    startedAt: new Date(),
  });
  const stopScheduler = opts.scheduler === false ? () => undefined : startScheduler(db);
  // The kernel scheduler: the periodic tasks modules declare (declareTask), once across processes.
  const stopTasks = opts.scheduler === false ? async () => undefined : startTaskScheduler(db);
  // Company schemas made ahead, so that a new company waits for no DDL (issue 43).
  const spares = opts.spares ?? spareTarget(db.kind === 'postgres');
  const undeclareSpares =
    opts.scheduler === false || !spares
      ? () => undefined
      : declareTask({ name: SPARES_TASK, scope: 'global', everyMs: 15_000, run: async (d) => void (await keepSpares(d, [...tenantMigrations, ...(opts.migrations?.extra ?? [])], spares)) });
  // The till catalogue's stale blocks built behind the tills (modules/master/item/katalog.ts).
  const stopKatalog = opts.scheduler === false ? () => undefined : startKatalogBuilder(db);
  // The marketplace outbox and the periodic marketplace tasks (docs/marketplace.md): the adapters
  // configured in the environment (SHOPEE_*; an unconfigured one is skipped) with each company's
  // token store, provided once for the worker, the sync acts and the order pulls. What a caller
  // (a test, the bench) provided before is kept. Without a marketplace configured it sends nothing but still runs its periodic tasks.
  const ownMarketplace = engineDeps() ? null : marketplaceFromEnv();
  if (ownMarketplace) provideMarketplace(ownMarketplace);
  const stopMarketplaceWorker = opts.scheduler === false ? async () => undefined : startMarketplaceWorker(db, { deps: engineDeps });
  // WhatsApp messages queued and not yet sent (retries; docs/whatsapp.md).
  const stopWhatsapp = opts.scheduler === false ? async () => undefined : startWhatsappWorker(db);
  const stopMarketplace = async () => {
    await stopWhatsapp();
    await stopMarketplaceWorker();
    await stopTasks();
    undeclareSpares();
    if (ownMarketplace && engineDeps() === ownMarketplace) provideMarketplace(null);
  };
  let origin = r.publicUrl ?? process.env.PUBLIC_URL ?? '';
  const app = await buildApp(db, { log: opts.log, dev: opts.dev, acts: opts.acts, routing: { origin: () => origin, secret: routerUrl ? undefined : secret } });
  // Listening to the other processes (live messages) before answering anyone.
  await db.bus.ready().catch((e: Error) => console.error(`[bus] LISTEN belum tersambung: ${e.message}`));
  const address = await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' });
  const url = address.replace('0.0.0.0', 'localhost');
  origin ||= url;
  let registration: { stop(): void; done: Promise<boolean> } | null = null;
  if (routerUrl) {
    if (!secret) throw new Error('ROUTING_URL memerlukan ROUTING_SECRET');
    registration = registerUntilAnswered(db, { routerUrl, secret, origin });
  }
  return {
    app,
    db,
    url,
    origin,
    demoPassword,
    registration: registration?.done ?? null,
    migration,
    async close() {
      registration?.stop();
      await behind.stop();
      stopScheduler();
      stopKatalog();
      await stopMarketplace();
      await app.close();
      if (replica) {
        useReportReplica(null);
        await replica.close();
      }
      if (!opts.db) await db.close();
    },
  };
}
