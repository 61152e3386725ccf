/**
 * GET /live: the live messages of spec §7.8 to an open page, as server-sent events (no polling).
 * The session cookie (or `?token=`) says who listens; the page receives only the messages of its
 * own company and, for a per-user message, of its own login id (modules/system/dashboard/live.ts).
 * A comment line every 25 s keeps proxies from closing the stream. Messages sent by another Niaga
 * process on the same PostgreSQL database arrive through `relayLive` (LISTEN/NOTIFY).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asked, isMigratingError, resolveSession, SESSION_COOKIE, toEnvelope, type Database } from '@niaga/kernel/server';
import { listen, relayLive } from '@niaga/system/server';
import { fromOtherSite } from './web-security';

export const LIVE_PATH = '/live';
const HEARTBEAT_MS = 25_000;

export function liveRoute(app: FastifyInstance, db: Database) {
  // Open streams end when the server closes, so that closing never waits on a page.
  const open = new Set<import('node:http').ServerResponse>();
  // What other Niaga processes on this database send reaches this process's pages too (LISTEN/NOTIFY).
  const stopRelay = relayLive(db);
  app.addHook('preClose', async () => {
    stopRelay();
    for (const r of open) r.end();
  });
  app.get(LIVE_PATH, async (req: FastifyRequest<{ Querystring: { token?: string } }>, reply) => {
    const token = req.query.token || (fromOtherSite(req) ? undefined : req.cookies[SESSION_COOKIE]);
    let who;
    try {
      who = await asked(() => db.tx(null, (tx) => resolveSession(tx, token ?? '')));
    } catch (err) {
      // The company is being migrated (or waits for it in this process): the page tries again.
      if (isMigratingError(err)) return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send(toEnvelope(err));
      return reply.code(401).header('cache-control', 'no-store').send({ num: 20, msg: 'Sesi tidak ditemukan, silakan login kembali.', data: null });
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    raw.write(`event: siap\ndata: ${JSON.stringify({ idperusahaan: who.company.idperusahaan, userid: who.session.userid })}\n\n`);
    const stop = listen({
      idperusahaan: who.company.idperusahaan,
      userid: who.session.userid,
      send: (m) => raw.write(`event: ${m.topic}\ndata: ${JSON.stringify(m)}\n\n`),
    });
    const beat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    beat.unref();
    open.add(raw);
    req.raw.on('close', () => {
      clearInterval(beat);
      stop();
      open.delete(raw);
    });
  });
}
