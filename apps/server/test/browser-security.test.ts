/**
 * What the server tells browsers (issue 9): security headers on pages and replies, the session
 * cookie Secure over HTTPS, and the session cookie refused to pages of other sites.
 */
import { describe, expect, test } from 'vitest';
import { freshCompany, testServer } from './harness';

type Headers = Record<string, string>;

async function call(fields: Record<string, string>, headers: Headers = {}, remoteAddress?: string) {
  const { app } = await testServer();
  const res = await app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  return { env: res.json() as { num: number; msg: string; data: Record<string, unknown> | null }, headers: res.headers, cookies: res.cookies };
}

const count = async (co: Awaited<ReturnType<typeof freshCompany>>) => (await co.sql<{ n: number }>('select count(*)::int as n from satuan'))[0].n;

describe('security headers', () => {
  test('pages: CSP without inline scripts, never framed, nosniff, referrer kept on this site', async () => {
    const { app } = await testServer();
    for (const url of ['/', '/login-form', '/gantipw-form?prs=X&rst=Y']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(csp).toMatch(/(^|; )connect-src 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*/);
      expect(res.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('API replies: nothing loads from them, nothing frames them; HSTS only over HTTPS', async () => {
    const r = await call({ act: 'ping' });
    expect(r.headers).toMatchObject({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    const https = await call({ act: 'ping' }, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000');
  });
});

describe('the session cookie', () => {
  test('is Secure whenever the request came over HTTPS, directly or through the trusted proxy', async () => {
    const co = await freshCompany();
    const login = { act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password };
    const secure = async (headers: Headers, peer?: string) => (await call(login, headers, peer)).cookies.find((c) => c.name === 'niaga_session')?.secure === true;
    expect(await secure({})).toBe(false); // plain HTTP in development
    expect(await secure({ 'x-forwarded-proto': 'https' })).toBe(true); // the proxy (127.0.0.1) says HTTPS
    expect(await secure({ 'x-forwarded-proto': 'https' }, '192.0.2.50')).toBe(false); // anyone else may not
  });

  test('a page of another site cannot act with it; API clients with the token field and this site\'s pages can', async () => {
    const co = await freshCompany();
    const cookie = { cookie: `niaga_session=${co.token}` };
    const save = (kode: string) => ({ act: 'satuan_save', aprq: JSON.stringify({ kodesatuan: kode, namasatuan: kode }) });

    const forged = await call(save('CSRF'), { ...cookie, origin: 'https://penipu.example' });
    expect(forged.env).toMatchObject({ num: 30, msg: 'Permintaan ditolak: halaman dari situs lain tidak boleh memakai sesi login situs ini.' });
    expect(forged.headers['set-cookie']).toBeUndefined(); // the victim's session is not touched
    expect((await call(save('CSRF2'), { ...cookie, 'sec-fetch-site': 'cross-site' })).env.num).toBe(30);
    expect((await call(save('CSRF3'), { ...cookie, origin: 'null' })).env.num).toBe(30);
    expect((await call({ act: 'logoutact' }, { ...cookie, origin: 'https://penipu.example' })).env.num).toBe(30);
    expect(await count(co)).toBe(0);

    expect((await call(save('SAMA'), { ...cookie, origin: 'http://localhost' })).env.num).toBe(0);
    expect((await call(save('SAMA2'), { ...cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).env.num).toBe(0);
    expect((await call({ ...save('API'), token: co.token }, { origin: 'https://integrasi.example' })).env.num).toBe(0);
    expect((await call(save('CURL'), cookie)).env.num).toBe(0);
    expect(await count(co)).toBe(4);
    expect((await call({ act: 'lgxtk' }, cookie)).env.num).toBe(0);
  });

  test('a login posted from another site gets no cookie (login CSRF); session-less acts still answer', async () => {
    const co = await freshCompany();
    const r = await call({ act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password }, { origin: 'https://penipu.example' });
    expect(r.env.num).toBe(0);
    expect(r.cookies).toEqual([]);
    expect((await call({ act: 'ping' }, { origin: 'https://penipu.example', cookie: `niaga_session=${co.token}` })).env.num).toBe(0);
  });
});
