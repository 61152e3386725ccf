/**
 * A server killed mid-drain (issue 37 "Show it"): the server runs as `npm start` runs it, as a child
 * process (tsx apps/server/src/main.ts, PGlite in a temporary data folder), against the fake Shopee
 * over real HTTP. A shop connected through the authorisation page and its 200 listings mapped by
 * itemmp_tarik; one document moves the stock of all 200 items (200 rows in the outbox); the fake
 * answers update_stock slowly, and once it has taken a few of them the server is killed (SIGKILL:
 * no stop, no clean-up, its claims held). Started again on the same data folder, it sends: the
 * fake ends with the true stock of every SKU.
 *
 * Waits on conditions only, with generous limits (a busy 2-core machine is slow, not wrong). The
 * claims of the killed server come back when their lease ends: MP_LEASE_MS=15000 for the child
 * (docs/marketplace.md "The worker").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import { fakeInEnv, until } from './live';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const N = 200;

let fake: FakeShopee;
let restore: () => Promise<void>;
let dir = '';
const children: ChildProcess[] = [];
beforeAll(async () => {
  ({ fake, restore } = await fakeInEnv());
  dir = await mkdtemp(join(tmpdir(), 'niaga-mp-kill-'));
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await restore();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A port free now (the server is started on it twice: the callback and PUBLIC_URL name it). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as { port: number }).port;
  await new Promise((ok) => s.close(ok));
  return port;
}

/** `npm start` as a child: resolves once it says it runs; its output is kept for a failure's message. */
async function startChild(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: '',
    DEMO: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MP_LEASE_MS: '15000',
    LOG: '0',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(proc);
  let out = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  await until('server anak berjalan', () => (proc.exitCode !== null ? `keluar ${proc.exitCode}: ${out}` : out.includes('Niaga berjalan di')), (v) => v === true, 180_000).catch((e: Error) => {
    throw new Error(`${e.message}\n${out}`);
  });
  return { proc, output: () => out };
}

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** Logs in as the demo administrator and answers an act caller (HTTP, the session cookie). */
async function adminOf(url: string) {
  const post = async (fields: Record<string, string>, cookie = '') => {
    const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });
    return { env: (await res.json()) as Reply, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
  };
  const login = await post({ act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  expect(login.env.num, login.env.msg).toBe(0);
  return async (act: string, payload: unknown): Promise<Reply> => {
    const r = (await post({ act, aprq: JSON.stringify(payload) }, login.cookie)).env;
    expect(r.num, `${act}: ${r.msg}`).toBe(0);
    return r;
  };
}

/** Runs `fn` over `items`, `n` at a time. */
async function inTurns<T>(items: T[], n: number, fn: (x: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

test(`a server killed (SIGKILL) while ${N} stock changes are in its outbox: started again, Shopee ends with the true stock of every SKU`, { timeout: 900_000 }, async () => {
  const port = await freePort();
  const first = await startChild(port);
  const url = `http://127.0.0.1:${port}`;
  const act = await adminOf(url);
  await act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Demo', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  const codes = Array.from({ length: N }, (_, i) => `K${String(i).padStart(3, '0')}`);
  await inTurns(codes, 4, (c) => act('item_save', { kodeitem: c, namaitem: `Item ${c}`, satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1000' }] }));

  // Connected through the fake's authorisation page and our callback; every listing mapped by SKU.
  const shop = fake.addShop({ name: 'Toko Mati Listrik', items: codes.map((c) => ({ name: `Item ${c}`, sku: c, price: 1000, stock: 99 })) });
  const info = (await act('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>;
  const html = await (await fetch(info[0].url)).text();
  const redirect = /name="redirect" value="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop.shop_id}&redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(await (await fetch(go.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
  const tarik = await act('itemmp_tarik', { shop_id: String(shop.shop_id) });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  const atShopee = () => shop.items.map((it) => fake.stockOf(shop.shop_id, it.item_id));
  // The new mappings send all of the stock: 0 for every item.
  await until('stok awal 0 di Shopee', atShopee, (s) => s.every((q) => q === 0), 180_000);

  // One document moves all 200 items: 200 rows in the outbox. Shopee answers slowly: the drain takes a while.
  fake.stockDelayMs = 150;
  const qty = (i: number) => ((i * 7) % 13) + 1;
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10); // the company's day (Asia/Jakarta)
  const sent = fake.stockLog.length;
  await act('itemmasuk_save', { tanggal: today, kodegudang: 'UTM', kodeacc: '3-1000', lines: codes.map((c, i) => ({ kodeitem: c, satuan: 'PCS', jumlah: String(qty(i)), harga: '1000' })) });
  const truth = codes.map((_, i) => qty(i));
  await until('pengiriman pertama', () => fake.stockLog.length - sent, (n) => n >= 8, 180_000);

  // Killed in the middle of the drain: no stop, its claims held, its in-flight calls cut.
  first.proc.kill('SIGKILL');
  await until('server mati', () => first.proc.exitCode !== null || first.proc.signalCode !== null);
  await new Promise((ok) => setTimeout(ok, 1_000)); // the calls already at Shopee are answered (its side, not ours)
  const right = atShopee().filter((q, i) => q === truth[i]).length;
  expect(right, 'mati di tengah pengiriman').toBeLessThan(N);

  // Started again on the same data: once the dead server's leases end, every SKU reaches Shopee.
  fake.stockDelayMs = 0;
  const second = await startChild(port);
  try {
    await until('stok benar di Shopee', atShopee, (s) => s.every((q, i) => q === truth[i]), 300_000);
    expect(fake.refusals.filter((r) => r.path === '/api/v2/product/update_stock')).toEqual([]);
  } finally {
    second.proc.kill('SIGTERM');
    await until('server kedua berhenti', () => second.proc.exitCode !== null || second.proc.signalCode !== null, undefined, 60_000).catch(() => second.proc.kill('SIGKILL'));
  }
});
