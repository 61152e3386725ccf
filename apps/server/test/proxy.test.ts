/**
 * Client addresses (issue 9): X-Forwarded-For is believed only from a configured proxy
 * (TRUST_PROXY). A forged header neither escapes the per-address login limit nor lands in the
 * activity log or the session.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attemptsSettled } from '@niaga/admin';
import { buildApp, trustedProxies } from '../src/server';
import { freshCompany, testServer, TEST_ORIGIN, type TestCompany } from './harness';
import { randomIp } from './auth-helpers';

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
});

/** The server as `npm start` builds it: no TRUST_PROXY. */
let plain: Promise<FastifyInstance> | null = null;
async function defaultApp() {
  delete process.env.TRUST_PROXY;
  const { db } = await testServer();
  return (plain ??= buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN } }));
}

async function send(app: FastifyInstance, peer: string, forwardedFor: string, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: peer,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: new URLSearchParams(fields).toString(),
  });
  return res.json() as { num: number; msg: string; data: unknown };
}

const forged = (i: number) => `203.0.113.${i + 1}, 198.18.${i}.7`;

async function failUntilLimited(app: FastifyInstance, co: TestCompany, peer: string) {
  process.env.LOGIN_MAX_FAILURES_PER_IP = '3';
  const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Another user name each time, so that only the per-address limit can stop it.
    out.push((await send(app, peer, forged(i), { act: 'lgx', iper: co.iper, uname: `TAMU${i}`, passw: 'tebak' })).num);
    await attemptsSettled();
  }
  return out;
}

describe('X-Forwarded-For is believed only from a configured proxy', () => {
  test('without TRUST_PROXY a forged header does not escape the per-address login limit', async () => {
    const co = await freshCompany();
    expect(await failUntilLimited(await defaultApp(), co, randomIp())).toEqual([22, 22, 22, 23, 23]);
  });

  test('with TRUST_PROXY, a peer that is not the proxy cannot forge its address either', async () => {
    const co = await freshCompany();
    const { app } = await testServer(); // trusts 127.0.0.1
    expect(await failUntilLimited(app, co, randomIp())).toEqual([22, 22, 22, 23, 23]);
  });

  test('the session and the activity log keep the real address; behind the proxy, the client the proxy names', async () => {
    const co = await freshCompany();
    const peer = randomIp();
    const login = await send(await defaultApp(), peer, '6.6.6.6', { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
    expect(login.num).toBe(0);
    const viaProxy = await send((await testServer()).app, '127.0.0.1', '6.6.6.6, 10.20.30.40', { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
    expect(viaProxy.num).toBe(0);
    const tokens = [login, viaProxy].map((r) => (r.data as { token: string }).token);
    const { db } = await testServer();
    const { hashToken } = await import('@niaga/kernel/server');
    const { sql } = await import('drizzle-orm');
    const ips = await Promise.all(tokens.map((t) => db.rows<{ ip: string }>(sql`select ip from control.sessions where token_hash = ${hashToken(t)}`)));
    expect(ips.map((r) => r[0].ip)).toEqual([peer, '10.20.30.40']);
    // (The first login is freshCompany's own, from 127.0.0.1 without a header.)
    expect(await co.sql(`select ip from log_aktivitas where jenis = 'login' order by id`)).toEqual([{ ip: '127.0.0.1' }, { ip: peer }, { ip: '10.20.30.40' }]);
  });

  test('TRUST_PROXY takes addresses, CIDRs and named ranges; anything else stops the start', () => {
    expect(trustedProxies('')).toEqual([]);
    expect(trustedProxies(' 10.0.0.1, 192.168.0.0/16 ,loopback,::1 ')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1']);
    for (const bad of ['true', '*', '10.0.0.0/8/1', 'proxy.example'])
      expect(() => trustedProxies(bad)).toThrow(/TRUST_PROXY: .* bukan alamat proxy/);
  });
});
