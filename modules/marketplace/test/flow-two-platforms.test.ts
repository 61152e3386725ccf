/**
 * One item on two platforms at once (issue 40 item 4, Shopee and TikTok Shop; Lazada joins with its
 * adapter): orders arriving together on both, each pushed twice at once and polled, lower our stock
 * once per order, and once the outbox drains both platforms show the warehouse's stock, each with
 * its allocation (TikTok Shop 50 %). The books
 * are exact. Both fakes over real HTTP, on a server started as `npm start` starts it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { pullsSettled, pushesSettled } from '../server';
import { until } from './live';
import { connectShopee, connectTiktok, kopiInStock, liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
beforeAll(async () => {
  live = await livePlatforms({ shopee: true, tiktok: true });
});
afterAll(() => live?.close());

test('one item on Shopee and TikTok Shop, each with its allocation: concurrent orders on both, each pushed twice and polled → our stock and both platforms exact; books exact', async () => {
  const { shopee, tiktok, srv } = live;
  const co = await freshCompany({ startflag: 0 });
  const { act, ok, booksExact } = liveCompany(srv, co);
  await newShop(ok);
  const { ourStock } = await kopiInStock(ok, co, 40);

  // Connect a Shopee shop and a TikTok Shop shop, each through its page and our callback.
  const ss = shopee.addShop({ name: 'Kopi di Shopee', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const sItem = ss.items[0].item_id;
  await connectShopee(ok, shopee, ss.shop_id);
  const ts = tiktok.addShop({ name: 'Kopi di TikTok', products: [{ title: 'Kopi', skus: [{ seller_sku: 'KOPI01', price: 25000 }] }] });
  const tSku = ts.products[0].skus[0].id;
  await connectTiktok(ok, tiktok, ts.id);
  await ok('itemmp_tarik', { shop_id: String(ss.shop_id), marketplace: 'Shopee' });
  await ok('itemmp_tarik', { shop_id: ts.id, marketplace: 'TiktokShop' });
  // Each with its allocation: TikTok Shop shows half of the warehouse's stock.
  const [{ id }] = await co.sql<{ id: number }>(`select id from itemmp where marketplace = 'TiktokShop'`);
  const half = { id, marketplace: 'TiktokShop', shop_id: ts.id, item_id: ts.products[0].id, model_id: tSku, kodeitem: 'KOPI01', sku: 'KOPI01', tipealokasi: 'persen', nominalalokasi: '50' };
  expect((await co.edit('itemmp_save', half)).num).toBe(0);
  const both = () => [shopee.stockOf(ss.shop_id, sItem), tiktok.stockOf(ts.id, tSku)];
  await until('stok 40 di Shopee, 20 di TikTok Shop', both, ([a, b]) => a === 40 && b === 20);

  // Orders on both platforms at the same moment: 4 at Shopee (1 each), 4 at TikTok Shop (2 each),
  // every one pushed twice at once, then both shops polled.
  const sOrders = [1, 2, 3, 4].map(() => shopee.addOrder(ss.shop_id, { lines: [{ item_id: sItem, qty: 1 }] }).order_sn);
  const tOrders = [1, 2, 3, 4].map(() => tiktok.addOrder(ts.id, { lines: [{ sku_id: tSku, qty: 2 }] }).id);
  const pushes = await Promise.all([
    ...sOrders.flatMap((sn) => [1, 2].map(() => shopee.pushOrder(`${srv.url}/mp/push/shopee`, ss.shop_id, sn))),
    ...tOrders.flatMap((id) => [1, 2].map(() => tiktok.pushOrder(`${srv.url}/mp/push/tiktokshop`, ts.id, id))),
  ]);
  expect(pushes.every((p) => p.status === 200)).toBe(true);
  const polls = await Promise.all([act('mp_getorder', { shop_id: String(ss.shop_id), marketplace: 'Shopee' }), act('mp_getorder', { shop_id: ts.id, marketplace: 'TiktokShop' })]);
  expect(polls.map((p) => p.num)).toEqual([0, 0]);
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select marketplace, count(*)::int as n, count(nullif(nojual, ''))::int as dijual from pesananmp group by marketplace order by marketplace`)).toEqual([
    { marketplace: 'Shopee', n: 4, dijual: 4 },
    { marketplace: 'TiktokShop', n: 4, dijual: 4 },
  ]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 8 }]);
  expect(await ourStock()).toBe(40 - 4 - 8);
  await until('stok 28 di Shopee, 14 di TikTok Shop', both, ([a, b]) => a === 28 && b === 14);

  await booksExact();
});
