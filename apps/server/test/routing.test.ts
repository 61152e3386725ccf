import { afterAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../src/server';
import { newCompany } from '../src/app';
import { registerWithRouter } from '../src/routing';
import { uniqueId } from './harness';

const running: RunningServer[] = [];
afterAll(async () => {
  for (const s of running.reverse()) await s.close();
});

async function call(base: string, fields: Record<string, string>) {
  const res = await fetch(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  return (await res.json()) as { num: number; msg: string; data: unknown };
}

describe('multi-server mode', () => {
  test('a routing service resolves a company to the server that holds it; each server answers for its own', async () => {
    const secret = 'rahasia-routing-uji';
    const router = await startServer({ port: 0, host: '127.0.0.1', demo: false, routing: { secret } });
    running.push(router);
    const iper = uniqueId('R');
    // The company server: its own (in-memory) database, registering at the router when it starts.
    const company = await startServer({ port: 0, host: '127.0.0.1', demo: false, routing: { routerUrl: router.url, secret } });
    running.push(company);
    await newCompany(company.db, { idperusahaan: iper, nama: 'PT Cabang', startflag: 1, adminPassword: 'kunci-uji' });
    expect((await registerWithRouter(company.db, { routerUrl: router.url, secret, origin: company.url })).num).toBe(0);

    const found = await call(router.url, { act: 'getserver', iper: ` ${iper.toLowerCase()} ` });
    expect(found).toMatchObject({ num: 0, data: { tbl_url: [{ idperusahaan: iper, ip_sistem: company.url }] } });
    expect(await call(router.url, { act: 'getserver', iper: 'TIDAKADA99' })).toMatchObject({ num: 4, msg: 'Id Perusahaan tidak ditemukan' });

    // The client then logs in at the server it was given; the router does not hold the company.
    const server = (found.data as { tbl_url: { ip_sistem: string }[] }).tbl_url[0].ip_sistem;
    expect((await call(server, { act: 'lgx', iper, uname: 'ADMIN', passw: 'kunci-uji' })).num).toBe(0);
    expect((await call(router.url, { act: 'lgx', iper, uname: 'ADMIN', passw: 'kunci-uji' })).num).toBe(4);

    // Single-server mode: a server answers for its own companies with its own origin.
    // It says it serves the company itself, so a page that reached it by another name stays.
    expect(await call(company.url, { act: 'getserver', iper })).toMatchObject({ num: 0, data: { tbl_url: [{ ip_sistem: company.url, disini: true }] } });

    // Registrations need the secret; a company server accepts none.
    expect(await call(router.url, { act: 'route_register', aprq: JSON.stringify({ secret: 'salah', ip_sistem: 'https://jahat.test', companies: [iper] }) })).toMatchObject({ num: 30 });
    expect((await call(company.url, { act: 'route_register', aprq: JSON.stringify({ secret, ip_sistem: 'https://jahat.test', companies: [iper] }) })).num).toBe(30);
    expect((await call(router.url, { act: 'getserver', iper })).data).toMatchObject({ tbl_url: [{ ip_sistem: company.url }] });

    // The login page of a company server (another origin) may read the router's lookup (CORS);
    // a page of any other site may not, and no other act is readable cross-origin.
    const from = (origin: string) => ({ 'content-type': 'application/x-www-form-urlencoded', origin });
    const lookup = await fetch(`${router.url}/api`, { method: 'POST', headers: from(company.url), body: new URLSearchParams({ act: 'getserver', iper }) });
    expect(lookup.headers.get('access-control-allow-origin')).toBe(company.url);
    expect(lookup.headers.get('vary')).toMatch(/Origin/);
    const stranger = await fetch(`${router.url}/api`, { method: 'POST', headers: from('https://toko.contoh'), body: new URLSearchParams({ act: 'getserver', iper }) });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const other = await fetch(`${company.url}/api`, { method: 'POST', headers: from(router.url), body: new URLSearchParams({ act: 'lgx', iper, uname: 'ADMIN', passw: 'kunci-uji' }) });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = (origin: string) => fetch(`${router.url}/api`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    const allowed = await preflight(company.url);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(company.url);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect((await preflight('https://toko.contoh')).headers.get('access-control-allow-origin')).toBeNull();
    // A login site that holds no company (CORS_ORIGINS) may be allowed by name.
    process.env.CORS_ORIGINS = 'https://login.toko.contoh';
    try {
      const named = await fetch(`${router.url}/api`, { method: 'POST', headers: from('https://login.toko.contoh'), body: new URLSearchParams({ act: 'getserver', iper }) });
      expect(named.headers.get('access-control-allow-origin')).toBe('https://login.toko.contoh');
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });
});
