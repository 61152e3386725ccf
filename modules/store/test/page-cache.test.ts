/**
 * The storefront's page cache (issue 42, storefront/versi.ts), from a fresh company: a page asked
 * again is served from the cache (a write outside the acts, which bumps nothing, is not seen, and
 * the cache's hit count moves), and the very next view after a price change, a sale that moves
 * stock, an item renamed or the store's settings changed shows the new figures. On PostgreSQL, two
 * database handles (two processes' worth): a change through one reaches the other's cache.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '@niaga/kernel/server';
import { startServer, type RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { liveServer, type Caller } from './live';
import { cacheHits, STOREFRONT_CHANNEL } from '../storefront/versi';

const srv = liveServer();

const page = async (path: string) => (await fetch(`${srv.url}${path}`)).text();

test('cached storefront pages are served again, and prices, stock, names and settings are live on the very next view', async () => {
  const co = await freshCompany({ startflag: 0 });
  const admin = co.act as Caller;
  const must = async (name: string, payload: unknown) => {
    const r = await admin(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await must('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must('jenis_save', { kodejenis: 'BAJU', namajenis: 'Baju' });
  await must('item_save', { kodeitem: 'KAOS01', namaitem: 'Kaos Polos', satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '45000' }] });
  await must('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '20', harga: '20000' }] });
  const shareid = `toko-${Math.random().toString(36).slice(2, 8)}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Kaos' });
  const home = `/s/${shareid}`;
  const product = `/s/${shareid}/p/KAOS01`;
  const category = `/s/${shareid}/kategori/BAJU`;

  for (const p of [home, product, category]) {
    const first = await page(p);
    expect(first).toContain('Rp 45.000');
    expect(first).toContain('Stok 20');
  }
  // Asked again: served from the cache. A write that bypasses the acts bumps nothing, so the kept page stays.
  await co.sql(`update satuanitem set hargajual1 = 1 where satuan = 'PCS'`);
  const hits = cacheHits();
  for (const p of [home, product, category]) expect(await page(p)).toContain('Rp 45.000');
  expect(cacheHits() - hits).toBe(3);
  // Another address (page 2, another query) is its own page.
  expect(await page(`${home}?hal=1`)).toContain('Rp 1');

  // A price change through the item master: the very next view shows it.
  const [{ id: itemId, unitId }] = await co.sql<{ id: number; unitId: number }>(`select i.id, u.id as "unitId" from item i join satuanitem u on u.item_id = i.id where i.kodeitem = 'KAOS01'`);
  const kaos = (namaitem: string, hargajual1: string) => ({ id: itemId, kodeitem: 'KAOS01', namaitem, satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ id: unitId, satuan: 'PCS', konversi: '1', hargajual1 }] });
  const priced = await co.edit('item_save', kaos('Kaos Polos', '47500'));
  expect(priced.num, priced.msg).toBe(0);
  for (const p of [home, product, category]) expect(await page(p)).toContain('Rp 47.500');

  // A sale moves the stock: the very next view shows it.
  await must('jual_save', { tanggal: '2026-12-05', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', lines: [{ kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '3', harga: '47500', jenispajak: '0' }] });
  for (const p of [home, product, category]) {
    const after = await page(p);
    expect(after).toContain('Stok 17');
    expect(after).not.toContain('Stok 20');
  }

  // A rename, then the store's own settings (its name).
  expect(await co.edit('item_save', kaos('Kaos Katun', '47500'))).toMatchObject({ num: 0 });
  expect(await page(category)).toContain('Kaos Katun');
  // The item's kind renamed: the category page's title.
  expect(await page(category)).toContain('<h1>Baju</h1>');
  const [{ id: jenisId }] = await co.sql<{ id: number }>(`select id from jenis where kodejenis = 'BAJU'`);
  const renamed = await co.edit('jenis_save', { id: jenisId, kodejenis: 'BAJU', namajenis: 'Busana' });
  expect(renamed.num, renamed.msg).toBe(0);
  expect(await page(category)).toContain('<h1>Busana</h1>');
  const [{ id }] = await co.sql<{ id: number }>(`select id from tokoonline`);
  const g = await admin('tokoonline_get', { id });
  await must('tokoonline_save', { id, versi: g.data.versi, shareid, namatoko: 'Toko Katun' });
  expect(await page(home)).toContain('Toko Katun');
});

/**
 * Two Database handles on one PostgreSQL, each with its own page cache and its own bus connection,
 * as two Niaga processes have (the second a server of its own, B, beside the test's, A): a page B
 * keeps is served from its cache without asking the database (a raw SQL change, which bumps
 * nothing, stays unseen), and a change made through A reaches B's next view once A's notice has
 * arrived (polled for, a few milliseconds); a change made through B the same way on A.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let db2: Database;
  let b: RunningServer;
  beforeAll(async () => {
    db2 = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 2 });
    b = await startServer({ db: db2, port: 0, host: '127.0.0.1', demo: false, log: false, scheduler: false });
  });
  afterAll(async () => {
    await b?.close();
    await db2?.close();
  });

  test("a change made through one handle is on the other's next view once its notice arrived", async () => {
    const co = await freshCompany({ startflag: 0 });
    const must = async (r: Promise<{ num: number; msg: string }>) => {
      const x = await r;
      expect(x.num, x.msg).toBe(0);
      return x;
    };
    await must(co.act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Dua', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] }));
    await must(co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }));
    await must(co.act('jenis_save', { kodejenis: 'BAJU', namajenis: 'Baju' }));
    await must(co.act('item_save', { kodeitem: 'KAOS01', namaitem: 'Kaos Polos', satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '45000' }] }));
    const shareid = `dua-${Math.random().toString(36).slice(2, 8)}`;
    await must(co.act('tokoonline_save', { shareid, namatoko: 'Toko Dua' }));
    const onA = (p: string) => page(p);
    const onB = async (p: string) => (await fetch(`${b.url}${p}`)).text();
    const home = `/s/${shareid}`;
    const product = `/s/${shareid}/p/KAOS01`;

    // B listens on the storefront's channel from its first page on; then it keeps its pages.
    expect(await onB(home)).toContain('Rp 45.000');
    expect(db2.bus.listening(STOREFRONT_CHANNEL)).not.toBeNull();
    for (const p of [home, product]) expect(await onB(p)).toContain('Rp 45.000');
    await co.sql(`update satuanitem set hargajual1 = 1 where satuan = 'PCS'`);
    const hits = cacheHits();
    for (const p of [home, product]) expect(await onB(p)).toContain('Rp 45.000');
    expect(cacheHits() - hits).toBe(2);

    // Through A (the test's handle): A's very next view, and B's once the notice has come.
    const [{ id: itemId, unitId }] = await co.sql<{ id: number; unitId: number }>(`select i.id, u.id as "unitId" from item i join satuanitem u on u.item_id = i.id where i.kodeitem = 'KAOS01'`);
    await must(co.edit('item_save', { id: itemId, kodeitem: 'KAOS01', namaitem: 'Kaos Polos', satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ id: unitId, satuan: 'PCS', konversi: '1', hargajual1: '47500' }] }));
    const t0 = performance.now();
    expect(await onA(product)).toContain('Rp 47.500');
    for (const p of [home, product]) await expect.poll(() => onB(p), { timeout: 5_000, interval: 5 }).toContain('Rp 47.500');
    console.log(`[page-cache] perubahan lewat A terlihat di B setelah ${(performance.now() - t0).toFixed(1)} ms`);

    // Through B: an act on B's server (the same session: sessions are in the database).
    const viaB = async (act: string, payload: unknown) => {
      const res = await fetch(`${b.url}/api`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ act, token: co.token, aprq: JSON.stringify(payload) }) });
      return (await res.json()) as { num: number; msg: string; data: Record<string, unknown> };
    };
    const dbA = (await testServer()).db;
    expect(dbA.bus.listening(STOREFRONT_CHANNEL)).not.toBeNull();
    expect(await onA(home)).toContain('Toko Dua');
    const hitsA = cacheHits();
    expect(await onA(home)).toContain('Toko Dua');
    expect(cacheHits() - hitsA).toBe(1);
    const [{ id }] = await co.sql<{ id: number }>(`select id from tokoonline`);
    const g = await viaB('tokoonline_get', { id });
    await must(viaB('tokoonline_save', { id, versi: g.data.versi, shareid, namatoko: 'Toko Dua Cabang' }));
    expect(await onB(home)).toContain('Toko Dua Cabang');
    await expect.poll(() => onA(home), { timeout: 5_000, interval: 5 }).toContain('Toko Dua Cabang');
  });
});
