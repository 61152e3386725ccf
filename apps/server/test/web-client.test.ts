/**
 * The built web client as the server serves it: its files looked up when asked, so a client
 * rebuilt under a running server is served whole; a screen's route gets the page; a missing file
 * of the build is a 404 (an old page asking for a replaced chunk then reloads), never the page
 * served in its place (which the browser would run as JavaScript: a blank screen).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../src/server';
import { testServer, TEST_ORIGIN } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'niaga-web-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('a client rebuilt under a running server is served; a missing file is a 404, a route the page', async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-lama.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-lama.js'), 'console.log("lama")');
  const { db } = await testServer();
  const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN }, webDist: dist });
  expect((await app.inject({ method: 'GET', url: '/assets/index-lama.js' })).statusCode).toBe(200);

  // The build is replaced while the server runs.
  rmSync(join(dist, 'assets', 'index-lama.js'));
  writeFileSync(join(dist, 'assets', 'index-baru.js'), 'console.log("baru")');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-baru.js"></script>');

  const baru = await app.inject({ method: 'GET', url: '/assets/index-baru.js' });
  expect(baru.statusCode).toBe(200);
  expect(baru.headers['content-type']).toMatch(/javascript/);
  expect(baru.body).toBe('console.log("baru")');
  const lama = await app.inject({ method: 'GET', url: '/assets/index-lama.js' });
  expect(lama.statusCode).toBe(404);
  expect(lama.headers['content-type']).toMatch(/^text\/plain/);
  for (const url of ['/', '/home', '/belilist?x=1']) {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode, url).toBe(200);
    expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    expect(page.body, url).toContain('/assets/index-baru.js');
  }
  // The act endpoint is not the page.
  expect((await app.inject({ method: 'GET', url: '/api' })).json()).toMatchObject({ num: expect.any(Number) });

});

test("the server's own GET routes keep their replies beside the client's files", async () => {
  const { db } = await testServer();
  const app = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN }, webDist: dist });
  const bare = await buildApp(db, { dev: true, routing: { origin: () => TEST_ORIGIN }, webDist: join(dist, 'tidak-ada') });
  for (const url of ['/unduh/token-palsu', '/backup/unduh/token-palsu']) {
    const withWeb = await app.inject({ method: 'GET', url });
    const without = await bare.inject({ method: 'GET', url });
    expect(withWeb.statusCode, url).toBe(without.statusCode);
    expect(withWeb.body, url).toBe(without.body);
  }
});
