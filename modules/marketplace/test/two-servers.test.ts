/**
 * Two live servers with different configurations on ONE PostgreSQL database at once (what CI does
 * when it runs the live-server test files in parallel on one database, and a deployment does when
 * a server's configuration differs from the others'): each runs as `npm start` runs it, as a child
 * process, with its own fake Shopee (its own partner id and key) and its own NIAGA_SECRET_KEY; one
 * also has TikTok Shop. Each connects a shop of its own company; stock moved in both companies at
 * the same moment reaches each company's own fake, quickly, and neither server touches the other's
 * outbox rows (no attempt, no failure in the sync log, the shops still connected) —
 * docs/marketplace.md "Which rows a server takes".
 *
 * PostgreSQL only: two processes cannot share one PGlite data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { freshCompany, type TestCompany } from '../../../apps/server/test/harness';
import { FakeShopee } from '../shopee/fake/fake-shopee';
import { FakeTiktok } from '../tiktok/fake/fake-tiktok';
import { liveAct, until } from './live';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PG = process.env.TEST_DATABASE_URL;

const children: ChildProcess[] = [];
const fakes: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  for (const f of fakes) await f.close();
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as { port: number }).port;
  await new Promise((ok) => s.close(ok));
  return port;
}

/** A server as `npm start` runs it on the test database, with `env` (its marketplaces and key). */
async function startChild(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(SHOPEE|LAZADA|TIKTOK)_/.test(k) && k !== 'NIAGA_SECRET_KEY'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...clean, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: PG!, DEMO: '0', PUBLIC_URL: url, LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  await until('server anak berjalan', () => (proc.exitCode !== null ? `keluar ${proc.exitCode}: ${out}` : out.includes('Niaga berjalan di')), (v) => v === true, 180_000).catch((e: Error) => {
    throw new Error(`${e.message}\n${out}`);
  });
  return url;
}

/** A company with item KOPI01 (stock 30 in UTM), its shop on `fake` connected through `url`'s callback and mapped. */
async function shopOf(url: string, fake: FakeShopee, name: string): Promise<{ co: TestCompany; stock: () => number | undefined }> {
  const co = await freshCompany({ startflag: 0 });
  const act = liveAct(url, co.token);
  const ok = async (a: string, p: unknown) => {
    const r = await act(a, p);
    expect(r.num, `${a}: ${r.msg}`).toBe(0);
    return r;
  };
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: name, TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  const shop = fake.addShop({ name, items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 99 }] });
  const su = ((await ok('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const redirect = new URL(su).searchParams.get('redirect')!;
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop.shop_id}&redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(await (await fetch(go.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
  await ok('itemmp_tarik', { shop_id: String(shop.shop_id), marketplace: 'Shopee' });
  return { co, stock: () => fake.stockOf(shop.shop_id, shop.items[0].item_id) };
}

test.skipIf(!PG)('two servers with different marketplaces and keys on one database: each sends only its own shops, neither delays the other', { timeout: 600_000 }, async () => {
  const [fa, fb] = [await FakeShopee.start(), await FakeShopee.start()];
  const tt = await FakeTiktok.start();
  fakes.push(fa, fb, tt);
  const urlA = await startChild({ ...fa.env(), NIAGA_SECRET_KEY: randomBytes(32).toString('hex') });
  const urlB = await startChild({ ...fb.env(), ...tt.env(), NIAGA_SECRET_KEY: randomBytes(32).toString('hex') });
  const a = await shopOf(urlA, fa, 'Toko A');
  const b = await shopOf(urlB, fb, 'Toko B');
  await until('stok awal 0 di kedua toko', () => [a.stock(), b.stock()], (s) => s[0] === 0 && s[1] === 0, 60_000);

  // Stock moves in both companies at the same moment; each reaches its own fake within the test's wait
  // (a row failed by the other server would wait for its backoff: minutes).
  const [{ t: today }] = await a.co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  const moves = await Promise.all(
    [a, b].map((x, i) => liveAct(i ? urlB : urlA, x.co.token)('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: String(30 + i), harga: '10000' }] })),
  );
  expect(moves.map((m) => m.num)).toEqual([0, 0]);
  await until('stok 30 di Shopee A, 31 di Shopee B', () => [a.stock(), b.stock()], (s) => s[0] === 30 && s[1] === 31, 60_000);

  // Neither server claimed, failed or logged the other's rows; both shops are still connected.
  for (const x of [a, b]) {
    await until('outbox kosong', async () => (await x.co.sql<{ n: number }>(`select count(*)::int as n from mp_outbox`))[0].n, (n) => n === 0, 30_000);
    expect(await x.co.sql(`select count(*)::int as n from mp_synclog where not ok`)).toEqual([{ n: 0 }]);
    expect(await x.co.sql(`select status from marketplace_toko`)).toEqual([{ status: 'aktif' }]);
  }
  // Each fake was called only by its own server: no refusal (a foreign token or sign) at either.
  expect([fa.refusals, fb.refusals]).toEqual([[], []]);
});
