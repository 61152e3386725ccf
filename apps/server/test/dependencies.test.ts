/**
 * The install on the Node the README promises (issue 34): `npm install` on Node 20.19 warned
 * EBADENGINE for cookie 2 and content-disposition 3 (both declare Node ≥ 22). package.json
 * overrides them with the versions before (cookie 1.1, content-disposition 2.0, Node ≥ 18), which
 * have the functions @fastify/cookie, light-my-request and @fastify/static call; the lock must
 * hold no package whose engines exclude the oldest Node the project declares, and the overridden
 * pair must still do their parents' work (session cookies, file downloads).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import semver from 'semver';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fstatic from '@fastify/static';

const root = new URL('../../../', import.meta.url);
const json = <T>(name: string) => JSON.parse(readFileSync(new URL(name, root), 'utf8')) as T;
const declared = json<{ engines: { node: string } }>('package.json').engines.node;

test('every package of the lock runs on the oldest Node package.json declares (no EBADENGINE on install)', () => {
  const floor = semver.minVersion(declared)!.version;
  expect(floor).toBe('20.19.0');
  const lock = json<{ packages: Record<string, { version?: string; engines?: unknown }> }>('package-lock.json');
  const refused = Object.entries(lock.packages)
    .map(([path, p]) => ({ path, version: p.version, node: (p.engines as { node?: unknown } | undefined)?.node }))
    .filter((p) => typeof p.node === 'string' && !semver.satisfies(floor, p.node))
    .map((p) => `${p.path}@${p.version} (node ${String(p.node)})`);
  expect(refused).toEqual([]);
  expect(semver.satisfies(process.version, declared), `Node ${process.version} vs ${declared}`).toBe(true);
  // The README says the same.
  expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(`Node 20 (≥ ${floor.replace(/\.0$/, '')})`);
});

const dir = mkdtempSync(join(tmpdir(), 'niaga-deps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the overridden cookie and content-disposition do their parents’ work: a cookie set and read back, a download named', async () => {
  writeFileSync(join(dir, 'laporan.pdf'), '%PDF-1.4 isi');
  const app = Fastify();
  await app.register(cookie);
  await app.register(fstatic, { root: dir, serve: false });
  app.get('/masuk', (_req, reply) => reply.setCookie('niaga_session', 'token abc', { path: '/', httpOnly: true, sameSite: 'strict', maxAge: 60 }).send('ok'));
  app.get('/siapa', (req) => ({ sesi: req.cookies.niaga_session ?? null }));
  app.get('/unduh', (_req, reply) => reply.download('laporan.pdf', 'Laporan Penjualan Mei 2026.pdf'));

  const masuk = await app.inject({ method: 'GET', url: '/masuk' });
  expect(masuk.headers['set-cookie']).toBe('niaga_session=token%20abc; Max-Age=60; Path=/; HttpOnly; SameSite=Strict');
  // light-my-request writes the request's Cookie header with the same package.
  const siapa = await app.inject({ method: 'GET', url: '/siapa', cookies: { niaga_session: 'token abc' } });
  expect(siapa.json()).toEqual({ sesi: 'token abc' });

  const unduh = await app.inject({ method: 'GET', url: '/unduh' });
  expect(unduh.statusCode).toBe(200);
  expect(unduh.headers['content-disposition']).toBe('attachment; filename="Laporan Penjualan Mei 2026.pdf"');
  expect(unduh.body).toBe('%PDF-1.4 isi');
  await app.close();
});
