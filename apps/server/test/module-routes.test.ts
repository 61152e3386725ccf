import { expect, test } from 'vitest';
import { createHmac } from 'node:crypto';
import { serverModule, type HttpRequestIn, type HttpRoute } from '@niaga/kernel/server';
import { defineModule } from '@niaga/kernel';
import { buildApp } from '../src/server';
import { testServer } from './harness';

const seen: HttpRequestIn[] = [];
const routes: HttpRoute[] = [
  {
    method: 'POST',
    path: '/uji/push/:nama',
    async handler(req) {
      seen.push(req);
      const sig = createHmac('sha256', 'kunci').update(req.rawBody).digest('hex');
      return req.headers.authorization === sig ? { status: 204, body: '' } : { status: 401, body: JSON.stringify({ num: 31, msg: 'tanda tangan salah' }) };
    },
  },
  {
    method: 'GET',
    path: '/uji/halaman/:a/:b',
    async handler(req, db) {
      const rows = await db.rows<{ n: number }>((await import('drizzle-orm')).sql`select 41 + 1 as n`);
      return { status: 200, contentType: 'text/html; charset=utf-8', body: `<p>${req.params.a}-${req.params.b}-${req.query.code}-${rows[0].n}</p>` };
    },
  },
  {
    method: 'POST',
    path: '/uji/gagal',
    async handler(req) {
      if (req.rawBody) throw new Error('rusak di tengah jalan');
      return { status: 200, body: '' };
    },
  },
];

async function app() {
  const { db } = await testServer();
  const lines: string[] = [];
  const a = await buildApp(db, { routes, logStream: { write: (l) => void lines.push(l) } });
  return { a, lines };
}

test('a module route gets the exact body bytes (any content type), params, query, headers and ip', async () => {
  const { a } = await app();
  // JSON with spacing a parser would not keep, and a form body: the signature is over the bytes.
  for (const [type, body] of [
    ['application/json', '{"code":3,  "data":{"ordersn":"2412AB","status":"READY_TO_SHIP"},"shop_id":77 , "x":"é"}'],
    ['application/x-www-form-urlencoded', 'a=1&b=%20two&a=3'],
    ['text/plain', ''],
  ]) {
    seen.length = 0;
    const sig = createHmac('sha256', 'kunci').update(body).digest('hex');
    const res = await a.inject({ method: 'POST', url: '/uji/push/shopee?x=1&x=2', headers: { 'content-type': type, authorization: sig }, payload: body });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(seen[0]).toMatchObject({ rawBody: body, params: { nama: 'shopee' }, query: { x: '2' }, ip: '127.0.0.1' });
    expect(seen[0].headers['content-type']).toBe(type);
  }
  const bad = await a.inject({ method: 'POST', url: '/uji/push/shopee', headers: { 'content-type': 'application/json', authorization: 'salah' }, payload: '{}' });
  expect(bad.statusCode).toBe(401);
  expect(bad.headers['content-type']).toMatch(/application\/json/);
  expect(bad.json()).toEqual({ num: 31, msg: 'tanda tangan salah' });
});

test('a GET route answers its own content type and reads the database', async () => {
  const { a } = await app();
  const res = await a.inject({ method: 'GET', url: '/uji/halaman/P1/Q2?code=abc' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toBe('<p>P1-Q2-abc-42</p>');
  // The method is the declared one: POST to a GET route is not it.
  expect((await a.inject({ method: 'POST', url: '/uji/halaman/P1/Q2', payload: '' })).statusCode).toBe(404);
});

test('an error in a handler answers the JSON envelope with the request id, and the log never holds the body', async () => {
  const { a, lines } = await app();
  const res = await a.inject({ method: 'POST', url: '/uji/gagal', headers: { 'content-type': 'application/json' }, payload: '{"refresh_token":"RAHASIA-TOKEN"}' });
  expect(res.statusCode).toBe(500);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const env = res.json() as { num: number; msg: string; data: { reqid: string } };
  expect(env.num).toBe(99);
  expect(env.msg).toContain(env.data.reqid);
  expect(res.body).not.toMatch(/RAHASIA|<html/i);
  const logged = lines.join('\n');
  expect(logged).toContain(env.data.reqid);
  expect(logged).toContain('route modul gagal');
  expect(logged).toContain('rusak di tengah jalan');
  expect(logged).not.toContain('RAHASIA');
});

test('a module route may not take /api or be declared twice', () => {
  const m = defineModule({ name: 'ujirute', section: 'pengaturan', doctypes: [] });
  expect(() => serverModule(m, { routes: [{ method: 'POST', path: '/api', handler: routes[0].handler }] })).toThrow(/di luar \/api/);
  expect(() => serverModule(m, { routes: [{ method: 'GET', path: '/api/x', handler: routes[0].handler }] })).toThrow(/di luar \/api/);
  expect(() => serverModule(m, { routes: [routes[0], { ...routes[0] }] })).toThrow(/dua kali/);
  expect(serverModule(m, { routes: [routes[0]] }).routes).toHaveLength(1);
  expect(serverModule(m).routes).toEqual([]);
});
