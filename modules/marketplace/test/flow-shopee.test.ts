/**
 * Shopee end to end against the local fake over real HTTP (issue 37 "Show it"), from a company set
 * up as a new customer (/startingdb defaults), on a server started as `npm start` starts it (its
 * worker): connect through the fake's authorisation page and our callback → map by itemmp_tarik →
 * a till sale moves the shop's stock → an order pushed three times and polled lowers our stock once
 * and Shopee gets the new stock → its cancellation restores it → the access token expires (the
 * fake's clock 4 hours on) and two concurrent accesses refresh once; the shop stays connected.
 * The books are exact after every step.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkInvariants } from '@niaga/ledger';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import { shopeeAdapter } from '../shopee/shopee';
import { accessFor } from '../connect';
import { configureOrders, depsOf, engineDeps, provideMarketplace, pullsSettled, pushesSettled } from '../server';
import { fakeInEnv, liveAct, liveServer, until, type Reply } from './live';

let fake: FakeShopee;
let restore: () => Promise<void>;
let srv: RunningServer;
beforeAll(async () => {
  ({ fake, restore } = await fakeInEnv());
  // The server's own wiring with one change: the adapter and the token store run on the fake's
  // clock, so that moving it 4 hours on expires the access token for both sides.
  const adapter = shopeeAdapter(() => fake.config(), fake.nowMs);
  provideMarketplace(depsOf([adapter], (db, schema) => accessFor(db, schema, { adapterFor: () => adapter, now: fake.nowMs })));
  srv = await liveServer();
  process.env.PUBLIC_URL = srv.url;
  // The pushes are signed over PUBLIC_URL (another file in this worker may have set its own origin).
  configureOrders({ publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') });
});
afterAll(async () => {
  await srv?.close();
  provideMarketplace(null);
  await restore();
});

/** A new customer's company: /startingdb with its defaults, two stocked items. */
async function newShop() {
  const co = await freshCompany({ startflag: 0 });
  const act = liveAct(srv.url, co.token);
  const ok = async (name: string, payload: unknown) => {
    const r = await act(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  await ok('item_save', { kodeitem: 'TEH01', namaitem: 'Teh Melati', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '8000' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '30', harga: '10000' }, { kodeitem: 'TEH01', satuan: 'PCS', jumlah: '10', harga: '4000' }] });
  return { co, act, ok, today };
}

/** The books are exact: cekbuku and the ledger's invariants. */
async function booksExact(co: TestCompany, act: (n: string, p?: unknown) => Promise<Reply>) {
  expect(await act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
}

test('Shopee flow: connect → map → a till sale → an order pushed three times and polled → cancelled → the token refreshed once under two workers; books exact throughout', async () => {
  const { co, act, ok, today } = await newShop();
  const ourStock = async (kodeitem: string) =>
    Number((await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = '${kodeitem}'`))[0].q);
  await booksExact(co, act);

  // 1. Connect: verifikasi_url → the fake's page (GET) → Authorize → its redirect to our callback.
  const shop = fake.addShop({ name: 'Kopi Kita Official', items: [{ name: 'Kopi Bubuk 165 g', sku: 'KOPI01', price: 25000, stock: 0 }, { name: 'Teh Melati', sku: 'teh01', price: 8000, stock: 0 }] });
  const shop_id = String(shop.shop_id);
  const [kopi, teh] = shop.items.map((i) => i.item_id);
  const { url } = ((await ok('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>)[0];
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Kopi Kita Official');
  const redirect = /name="redirect" value="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop_id}&redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(go.status).toBe(302);
  const location = go.headers.get('location')!;
  expect(location.startsWith(`${srv.url}/mp/callback/Shopee/${co.iper}/`)).toBe(true);
  const back = await fetch(location);
  expect(back.status).toBe(200);
  expect(await back.text()).toContain('Toko berhasil terhubung');
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id, namatoko: 'Kopi Kita Official', status: 'aktif' }]);
  await booksExact(co, act);

  // 2. Map by SKU (= kodeitem, case-insensitive): both listings; the new mappings push all the stock.
  const tarik = await ok('itemmp_tarik', { shop_id });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  expect((tarik.data.tbl_info_success as Array<{ kodeitem: string }>).map((r) => r.kodeitem).sort()).toEqual(['KOPI01', 'TEH01']);
  await until('stok awal di Shopee', () => [fake.stockOf(shop.shop_id, kopi), fake.stockOf(shop.shop_id, teh)], ([a, b]) => a === 30 && b === 10);
  await booksExact(co, act);

  // 3. A till sale of 3 KOPI01: the worker sends 27.
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '25000' }] });
  expect(await ourStock('KOPI01')).toBe(27);
  await until('stok 27 di Shopee', () => fake.stockOf(shop.shop_id, kopi), (v) => v === 27);
  expect(fake.stockOf(shop.shop_id, teh)).toBe(10);
  await booksExact(co, act);

  // 4. An order of 2 KOPI01 and 1 TEH01: pushed three times (signed, to our /mp/push/shopee) and polled.
  const o = fake.addOrder(shop.shop_id, { lines: [{ item_id: kopi, qty: 2 }, { item_id: teh, qty: 1 }], commission_fee: 1500, service_fee: 1000 });
  const push = `${srv.url}/mp/push/shopee`;
  const pushed = await Promise.all([1, 2, 3].map(() => fake.pushOrder(push, shop.shop_id, o.order_sn)));
  expect(pushed).toEqual([1, 2, 3].map(() => ({ status: 200, body: '' })));
  const polled = await act('mp_getorder', { shop_id });
  expect(polled).toMatchObject({ num: 0, data: { tbl_info_failed: [] } });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select no_order_mp, status, tertahan from pesananmp`)).toEqual([{ no_order_mp: o.order_sn, status: 'READY_TO_SHIP', tertahan: '' }]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([25, 9]);
  await until('stok pesanan di Shopee', () => [fake.stockOf(shop.shop_id, kopi), fake.stockOf(shop.shop_id, teh)], ([a, b]) => a === 25 && b === 9);
  await booksExact(co, act);

  // 5. Cancelled at Shopee: the push brings it; the sale and its fees are reversed, the stock is back, and at Shopee too.
  fake.advance(5);
  fake.setOrderStatus(shop.shop_id, o.order_sn, 'CANCELLED');
  expect(await fake.pushOrder(push, shop.shop_id, o.order_sn)).toEqual({ status: 200, body: '' });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select status, nojual from pesananmp`)).toEqual([{ status: 'CANCELLED', nojual: '' }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([27, 10]);
  await until('stok setelah batal di Shopee', () => [fake.stockOf(shop.shop_id, kopi), fake.stockOf(shop.shop_id, teh)], ([a, b]) => a === 27 && b === 10);
  await booksExact(co, act);

  // 6. Four hours on at Shopee: the access token has expired. Two workers at once refresh once (the
  //    single-use refresh token is not spent twice), the shop stays connected, and the next sale is sent.
  fake.advance(4 * 3600 + 60);
  const refreshes = fake.calls.get('/api/v2/auth/access_token/get') ?? 0;
  fake.refreshDelayMs = 300;
  const { db } = await testServer();
  const deps = engineDeps()!;
  const [x, y] = await Promise.all([deps.accessFor(db, co.company.schema_name)('Shopee', shop_id), deps.accessFor(db, co.company.schema_name)('Shopee', shop_id)]);
  fake.refreshDelayMs = 0;
  expect(x.access_token).toBe(y.access_token);
  expect((fake.calls.get('/api/v2/auth/access_token/get') ?? 0) - refreshes).toBe(1);
  expect(fake.refusals.filter((r) => r.path === '/api/v2/auth/access_token/get')).toEqual([]);
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id, status: 'aktif', Warning: false }]);
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '4', harga: '8000' }] });
  await until('stok 6 di Shopee dengan token baru', () => fake.stockOf(shop.shop_id, teh), (v) => v === 6);
  expect((fake.calls.get('/api/v2/auth/access_token/get') ?? 0) - refreshes).toBe(1);
  await booksExact(co, act);
});
