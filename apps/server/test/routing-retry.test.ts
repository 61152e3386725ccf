/**
 * Multi-server start: a company server that starts before its routing service keeps trying to
 * register (with backoff) and says when it did; no server of a multi-server setup creates DEMO.
 */
import { expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@niaga/kernel/server';
import { registerUntilAnswered } from '../src/routing';
import { startServer } from '../src/server';
import { testServer } from './harness';

test('registration waits for a routing service that starts later, and logs the first failure and the success', async () => {
  const { db } = await testServer();
  // A free port, closed again: the router is not up yet.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const logs: string[] = [];
  const errors: string[] = [];
  const reg = registerUntilAnswered(db, { routerUrl: `http://127.0.0.1:${port}`, secret: 's', origin: 'http://toko.test', firstDelayMs: 30, maxDelayMs: 60, log: (l) => logs.push(l), error: (l) => errors.push(l) });
  while (!errors.length) await new Promise((r) => setTimeout(r, 10));
  let seen = '';
  const router: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = body;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ num: 0, msg: 'OK', data: { jumlah: 3 } }));
    });
  });
  await new Promise<void>((r) => router.listen(port, '127.0.0.1', r));
  try {
    expect(await reg.done).toBe(true);
  } finally {
    router.close();
  }
  expect(errors).toEqual([expect.stringMatching(new RegExp(`^\\[routing\\] pendaftaran ke http://127.0.0.1:${port} gagal: .*; dicoba lagi sampai layanan routing menjawab\\.$`))]);
  expect(logs).toEqual([expect.stringMatching(/^\[routing\] terdaftar pada http:\/\/127\.0\.0\.1:\d+: 3 perusahaan \(percobaan ke-\d+\)\.$/)]);
  expect(new URLSearchParams(seen).get('act')).toBe('route_register');
});

test('a refusal is not retried', async () => {
  const { db } = await testServer();
  const router = createServer((_req, res) => res.end(JSON.stringify({ num: 30, msg: 'Pendaftaran server ditolak: secret layanan routing tidak cocok.', data: null })));
  await new Promise<void>((r) => router.listen(0, '127.0.0.1', r));
  const errors: string[] = [];
  try {
    const reg = registerUntilAnswered(db, { routerUrl: `http://127.0.0.1:${(router.address() as AddressInfo).port}`, secret: 'x', origin: 'http://toko.test', error: (l) => errors.push(l), log: () => undefined });
    expect(await reg.done).toBe(false);
  } finally {
    router.close();
  }
  expect(errors).toEqual([expect.stringContaining('ditolak: Pendaftaran server ditolak: secret layanan routing tidak cocok.')]);
});

test('the demo company is created on a single-server start only', async () => {
  const db = await openDatabase({});
  try {
    const routingService = await startServer({ db, port: 0, routing: { secret: 'rahasia' }, scheduler: false });
    expect(routingService.demoPassword).toBeNull();
    await routingService.close();
    expect(await db.rows(sql`select 1 from control.companies where idperusahaan = 'DEMO'`)).toEqual([]);
    const single = await startServer({ db, port: 0, routing: {}, scheduler: false });
    expect(single.demoPassword).toBe('niaga-demo');
    await single.close();
  } finally {
    await db.close();
  }
});
