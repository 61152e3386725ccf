/**
 * TikTok Shop (and Tokopedia through it) end to end against the local fake over real HTTP (issue 40),
 * from a company set up as a new customer (/startingdb defaults), on a server started as `npm start`
 * starts it: a shop still on the old Tokopedia connection shows the /home merge information →
 * "Hubungkan lewat TikTok Shop" (verifikasi_url_tiktokshop {shop_id}) → the fake's page → its
 * redirect to the app's registered URL with `state` → the TikTok Shop shop replaces the Tokopedia one
 * (its warehouse kept) and the merge information is empty → map by SKU → a till sale moves the
 * shop's stock → an order pushed twice and polled lowers our stock once → its cancellation restores
 * it → a week on, the access token is refreshed and the next sale still reaches the shop → a
 * deauthorisation push marks the shop to connect again. The books are exact after every step.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany } from '../../../apps/server/test/harness';
import type { FakeTiktok } from '../tiktok/fake/fake-tiktok';
import { pullsSettled, pushesSettled } from '../server';
import { until } from './live';
import { liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
let fake: FakeTiktok;
let srv: RunningServer;
beforeAll(async () => {
  live = await livePlatforms({ tiktok: true });
  ({ tiktok: fake, srv } = live);
});
afterAll(() => live?.close());

test('TikTok Shop flow: a Tokopedia shop reconnected through TikTok Shop → map → a till sale → an order pushed twice and polled → cancelled → a refreshed token; books exact throughout', async () => {
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

  // 0. A shop still connected the old way, as Tokopedia: /home's merge information lists it.
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, domain_mp, marketplaceid, dept, token, refreshtoken) values ('Tokopedia', '1001', 'Kopi Kita', 'kopikita', 1, 'UTM', 'x', 'y')`);
  expect((await ok('infomerge_toped', {})).data.tbl_marketplace).toMatchObject([{ shop_id: '1001', marketplace: 'Tokopedia' }]);

  // 1. "Hubungkan lewat TikTok Shop" on its row: the authorise URL carries no callback path, only state.
  const shop = fake.addShop({
    name: 'Kopi Kita Official',
    products: [
      { title: 'Kopi Bubuk 165 g', skus: [{ seller_sku: 'KOPI01', price: 25000, stock: 0 }] },
      { title: 'Teh Melati', skus: [{ seller_sku: 'teh01', price: 8000, stock: 0 }] },
    ],
  });
  const kopi = shop.products[0].skus[0].id;
  const teh = shop.products[1].skus[0].id;
  expect((await act('verifikasi_url_tiktokshop', { shop_id: '404' })).num).not.toBe(0);
  const { url, encryptedinfo } = ((await ok('verifikasi_url_tiktokshop', { shop_id: '1001' })).data.tbl_info as Array<{ url: string; encryptedinfo: string }>)[0];
  expect(url).toBe(`${fake.url}/oauth/authorize?${new URLSearchParams({ app_key: fake.appKey, state: encryptedinfo }).toString()}`);
  expect(url).not.toContain('mp%2Fcallback');
  const page = await fetch(url);
  expect(await page.text()).toContain('Kopi Kita Official');
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?shop_id=${shop.id}&state=${encodeURIComponent(encryptedinfo)}`, { redirect: 'manual' });
  const location = go.headers.get('location')!;
  expect(location.startsWith(`${srv.url}/mp/callback/TiktokShop?`)).toBe(true);
  // Refused with a page saying why, nothing stored: a changed state, no state, no code.
  const cb = `${srv.url}/mp/callback/TiktokShop`;
  const code = new URL(location).searchParams.get('code')!;
  for (const q of [`code=${code}&state=${encodeURIComponent(encryptedinfo.slice(0, -4))}AAAA`, `code=${code}`, `state=${encodeURIComponent(encryptedinfo)}`]) {
    const r = await fetch(`${cb}?${q}`);
    expect(r.status, q).toBe(400);
    expect(await r.text()).toContain('Toko belum terhubung');
  }
  expect(await co.sql(`select marketplace from marketplace_toko`)).toEqual([{ marketplace: 'Tokopedia' }]);
  const back = await fetch(location);
  const text = await back.text();
  expect(back.status, text).toBe(200);
  expect(text).toContain('Toko berhasil terhubung');
  // the link is single-use
  expect((await fetch(location)).status).toBe(400);
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id: shop.id, marketplace: 'TiktokShop', namatoko: 'Kopi Kita Official', dept: 'UTM', shop_code: shop.code, status: 'aktif', MarketplaceID: 4 }]);
  expect((await ok('infomerge_toped', {})).data.tbl_marketplace).toEqual([]);
  await booksExact();

  // 2. Map by SKU: both SKUs; their stock is pushed to the shop's sales warehouse.
  const tarik = await ok('itemmp_tarik', { shop_id: shop.id, marketplace: 'TiktokShop' });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  expect((tarik.data.tbl_info_success as Array<{ kodeitem: string }>).map((r) => r.kodeitem).sort()).toEqual(['KOPI01', 'TEH01']);
  // The spec's TikTok Shop ids on the mappings (single-SKU products: no parent).
  expect(await co.sql(`select kodeitem, productid_tts, itemid_tts, parentid_tts from itemmp order by kodeitem`)).toEqual([
    { kodeitem: 'KOPI01', productid_tts: shop.products[0].id, itemid_tts: kopi, parentid_tts: '' },
    { kodeitem: 'TEH01', productid_tts: shop.products[1].id, itemid_tts: teh, parentid_tts: '' },
  ]);
  await until('stok awal di TikTok Shop', () => [fake.stockOf(shop.id, kopi), fake.stockOf(shop.id, teh)], ([a, b]) => a === 30 && b === 10);
  const sales = shop.warehouses.find((w) => w.is_default)!.id;
  expect(fake.stockLog.every((l) => l.warehouse_id === sales)).toBe(true);

  // 3. A till sale of 3 KOPI01: the worker sends 27.
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '25000' }] });
  await until('stok 27 di TikTok Shop', () => fake.stockOf(shop.id, kopi), (v) => v === 27);
  await booksExact();

  // 4. An order of 2 KOPI01 and 1 TEH01 (three line items): pushed twice at once and polled → one order, one sale.
  const o = fake.addOrder(shop.id, { lines: [{ sku_id: kopi, qty: 2 }, { sku_id: teh, qty: 1 }] });
  const push = `${srv.url}/mp/push/tiktokshop`;
  expect(await Promise.all([1, 2].map(() => fake.pushOrder(push, shop.id, o.id)))).toEqual([1, 2].map(() => ({ status: 200, body: '' })));
  expect((await fake.push(push, { type: 1, shop_id: shop.id, data: { order_id: o.id, order_status: o.status } }, { sign: 'f'.repeat(64) })).status).toBe(401);
  expect(await act('mp_getorder', { shop_id: shop.id, marketplace: 'TiktokShop' })).toMatchObject({ num: 0, data: { tbl_info_failed: [] } });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select marketplace, no_order_mp, status, tertahan from pesananmp`)).toEqual([{ marketplace: 'TiktokShop', no_order_mp: o.id, status: 'READY_TO_SHIP', tertahan: '' }]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([25, 9]);
  await until('stok pesanan di TikTok Shop', () => [fake.stockOf(shop.id, kopi), fake.stockOf(shop.id, teh)], ([a, b]) => a === 25 && b === 9);
  await booksExact();

  // 5. Cancelled: the push brings it; the sale is reversed, the stock is back here and at the shop.
  fake.advance(5);
  fake.setOrderStatus(shop.id, o.id, 'CANCELLED');
  expect(await fake.pushOrder(push, shop.id, o.id)).toEqual({ status: 200, body: '' });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select status, nojual from pesananmp`)).toEqual([{ status: 'CANCELLED', nojual: '' }]);
  expect([await ourStock('KOPI01'), await ourStock('TEH01')]).toEqual([27, 10]);
  await until('stok setelah batal di TikTok Shop', () => [fake.stockOf(shop.id, kopi), fake.stockOf(shop.id, teh)], ([a, b]) => a === 27 && b === 10);
  await booksExact();

  // 6. A week on the access token has expired: it is refreshed once and the next sale reaches the shop.
  fake.advance(7 * 24 * 3600 + 60);
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'TEH01', satuan: 'PCS', jumlah: '4', harga: '8000' }] });
  await until('stok 6 di TikTok Shop dengan token baru', () => fake.stockOf(shop.id, teh), (v) => v === 6);
  expect(fake.calls.get('/api/v2/token/refresh')).toBe(1);
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id: shop.id, status: 'aktif', Warning: false }]);
  await booksExact();

  // 7. The seller deauthorises the app: TikTok Shop's push marks the shop to connect again (its Warning).
  fake.revoke(shop.id);
  expect(await fake.push(push, { type: 6, tts_notification_id: 'n1', shop_id: shop.id, timestamp: fake.now(), data: {} })).toEqual({ status: 200, body: '' });
  await pushesSettled();
  expect((await ok('pengaturanmarketplace_show', {})).data.tbl_marketplace).toMatchObject([{ shop_id: shop.id, status: 'perlu_hubung_ulang', Warning: true }]);
});
