/**
 * Lazada end to end against the local fake over real HTTP (issue 40 "Show it"), from a company set
 * up as a new customer (/startingdb defaults), on a server started as `npm start` starts it (its
 * worker): verifikasi_url_lazada → the fake's authorisation page → our callback (the shop from the
 * tokens) → map by SKU (itemmp_tarik) → a till sale moves Lazada's quantity → an order (one item
 * per unit) pushed twice and polled lowers our stock once and Lazada gets the new quantity → its
 * cancellation restores it → the poll keeps Lazada's pace (interval, backoff) → a week on, the
 * access token is refreshed once. Books exact throughout.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import type { FakeLazada } from '../lazada/fake/fake-lazada';
import { pollCompany, pullsSettled, pushesSettled } from '../server';
import { pollDue } from '../orders/pacing';
import { until } from './live';
import { liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
let fake: FakeLazada;
let srv: RunningServer;
beforeAll(async () => {
  live = await livePlatforms({ lazada: true });
  ({ lazada: fake, srv } = live);
});
afterAll(() => live?.close());

test('Lazada flow: connect → map → a till sale → an order pushed twice and polled → cancelled; the poll paced; books exact throughout', async () => {
  const co = await freshCompany({ startflag: 0 });
  const { act, ok, booksExact } = liveCompany(srv, co);
  await newShop(ok);
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  await ok('item_save', { kodeitem: 'TEH01', namaitem: 'Teh Melati', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '8000' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '30', harga: '10000' }, { kodeitem: 'TEH01', satuan: 'PCS', jumlah: '10', harga: '4000' }] });
  const ourStock = async (kodeitem: string) =>
    Number((await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = '${kodeitem}'`))[0].q);
  await booksExact();

  // 1. Connect: verifikasi_url_lazada → the fake's page → Authorize → its redirect (code only) to our callback.
  const seller = fake.addSeller({ name: 'Kopi Kita Lazada', items: [{ name: 'Kopi Bubuk 165 g', sku: 'KOPI01', price: 25000, stock: 0 }, { name: 'Teh Melati', sku: 'teh01', price: 8000, stock: 0 }] });
  const shop_id = seller.seller_id;
  const [kopi, teh] = seller.products.map((p) => p.item_id);
  const { url } = ((await ok('verifikasi_url_lazada', {})).data.tbl_info as Array<{ url: string }>)[0];
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Kopi Kita Lazada');
  const redirect = /name="redirect_uri" value="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  expect(redirect.startsWith(`${srv.url}/mp/callback/Lazada/${co.iper}/`)).toBe(true);
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?seller_id=${shop_id}&redirect_uri=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(go.status).toBe(302);
  const back = await fetch(go.headers.get('location')!);
  expect(await back.text()).toContain('Toko berhasil terhubung');
  expect(back.status).toBe(200);
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id, namatoko: 'Kopi Kita Lazada', marketplace: 'Lazada', MarketplaceID: 3, status: 'aktif', Warning: false }]);
  const [row] = await co.sql<{ token: string }>(`select token from marketplace_toko`);
  expect(row.token.startsWith('s1:')).toBe(true);

  // 2. Map by seller SKU: both; the new mappings push all the stock.
  const tarik = await ok('itemmp_tarik', { shop_id, marketplace: 'Lazada' });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  expect((tarik.data.tbl_info_success as Array<{ kodeitem: string }>).map((r) => r.kodeitem).sort()).toEqual(['KOPI01', 'TEH01']);
  await until('stok awal di Lazada', () => [fake.stockOf(shop_id, kopi), fake.stockOf(shop_id, teh)], ([a, b]) => a === 30 && b === 10);
  await booksExact();

  // 3. A till sale of 3 KOPI01: Lazada gets 27.
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '25000' }] });
  expect(await ourStock('KOPI01')).toBe(27);
  await until('stok 27 di Lazada', () => fake.stockOf(shop_id, kopi), (v) => v === 27);
  await booksExact();

  // 4. An order of 2 KOPI01 and 1 TEH01 (three order items): pushed twice (signed) and polled.
  const o = fake.addOrder(shop_id, { lines: [{ item_id: kopi, qty: 2 }, { item_id: teh, qty: 1 }] });
  const push = `${srv.url}/mp/push/lazada`;
  expect(await Promise.all([1, 2].map(() => fake.pushOrder(push, shop_id, o.order_id)))).toEqual([1, 2].map(() => ({ status: 200, body: '' })));
  // A push with a wrong signature is refused and changes nothing.
  expect((await fake.push(push, { seller_id: shop_id, message_type: 0, data: { trade_order_id: o.order_id, order_status: 'pending' } }, { sign: 'ab'.repeat(32) })).status).toBe(401);
  expect(await act('mp_getorder', { shop_id, marketplace: 'Lazada' })).toMatchObject({ num: 0, data: { tbl_info_failed: [] } });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select no_order_mp, status, tertahan from pesananmp`)).toEqual([{ no_order_mp: o.order_id, status: 'READY_TO_SHIP', tertahan: '' }]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  expect(await co.sql(`select sku, jumlah::int as jumlah from pesananmp_detail order by sku`)).toEqual([{ sku: 'KOPI01', jumlah: 2 }, { sku: 'teh01', jumlah: 1 }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([25, 9]);
  await until('stok pesanan di Lazada', () => [fake.stockOf(shop_id, kopi), fake.stockOf(shop_id, teh)], ([a, b]) => a === 25 && b === 9);
  await booksExact();

  // 5. Cancelled at Lazada (every item): the push brings it; the sale is reversed, the stock is back, and at Lazada too.
  fake.advance(5);
  fake.setOrderStatus(shop_id, o.order_id, 'canceled');
  expect(await fake.pushOrder(push, shop_id, o.order_id)).toEqual({ status: 200, body: '' });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select status, nojual from pesananmp`)).toEqual([{ status: 'CANCELLED', nojual: '' }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([27, 10]);
  await until('stok setelah batal di Lazada', () => [fake.stockOf(shop_id, kopi), fake.stockOf(shop_id, teh)], ([a, b]) => a === 27 && b === 10);
  await booksExact();

  // 6. The poll keeps Lazada's pace: one poll, then none until the interval has passed; a failed poll doubles the wait.
  const { db } = await testServer();
  const runs = async () => (await co.sql<{ n: number }>(`select count(*)::int as n from mp_tarik where sumber = 'tarik'`))[0].n;
  await pollCompany(db, co.company);
  await pullsSettled();
  expect(await runs()).toBe(1);
  await pollCompany(db, co.company);
  await pullsSettled();
  expect(await runs()).toBe(1);
  const interval = 30 * 60_000;
  const [{ mulai }] = await co.sql<{ mulai: string }>(`select mulai::text from mp_tarik where sumber = 'tarik'`);
  const start = new Date(mulai).getTime();
  const shop = { marketplace: 'Lazada', shop_id };
  expect(await pollDue(db, co.company, shop, interval, start + interval - 1000)).toBe(false);
  expect(await pollDue(db, co.company, shop, interval, start + interval + 1000)).toBe(true);
  await co.sql(`update mp_tarik set msg = 'Lazada menolak' where sumber = 'tarik'`);
  expect(await pollDue(db, co.company, shop, interval, start + interval + 1000)).toBe(false);
  expect(await pollDue(db, co.company, shop, interval, start + 2 * interval + 1000)).toBe(true);
  await booksExact();

  // 7. A week on at Lazada: the access token (7 days, as the reply said) has expired; the next sale's
  //    push refreshes it once (/auth/token/refresh) and the shop stays connected.
  fake.advance(7 * 24 * 3600 + 60);
  const refreshes = fake.calls.get('/auth/token/refresh') ?? 0;
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '4', harga: '8000' }] });
  await until('stok 6 di Lazada dengan token baru', () => fake.stockOf(shop_id, teh), (v) => v === 6);
  expect((fake.calls.get('/auth/token/refresh') ?? 0) - refreshes).toBe(1);
  expect(fake.refusals.filter((r) => r.path === '/auth/token/refresh')).toEqual([]);
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id, status: 'aktif', Warning: false }]);
  await booksExact();
});
