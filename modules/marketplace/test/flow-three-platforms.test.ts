/**
 * One shop on three platforms (issue 40 item 4): one item mapped on Shopee (all of the stock), Lazada
 * (at most 20: 'nominal') and TikTok Shop (50 %). Orders arriving concurrently on all three, each
 * pushed twice at once and every shop polled, lower our stock once per order, and once the outbox
 * drains every platform shows the warehouse's stock with its allocation. Then a flood of orders on two
 * platforms at the same moment: once drained no platform shows more than the warehouse holds (each
 * exactly its allocation of it). The books are exact (`cekbuku`, the ledger's invariants). The three
 * fakes over real HTTP, on a server started as `npm start` starts it; PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { pullsSettled, pushesSettled } from '../server';
import { until } from './live';
import { connectLazada, connectShopee, connectTiktok, kopiInStock, liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
beforeAll(async () => {
  live = await livePlatforms();
});
afterAll(() => live?.close());

test('one item on Shopee, Lazada and TikTok Shop, each with its allocation: concurrent orders (and duplicates) on all three, then a flood on two → our stock and every platform exact once drained; books exact', async () => {
  const { shopee, lazada, tiktok, srv } = live;
  const co = await freshCompany({ startflag: 0 });
  const { act, ok, booksExact } = liveCompany(srv, co);
  await newShop(ok, 'Toko Tiga');
  const { ourStock } = await kopiInStock(ok, co, 60);

  // Connect the three shops, each through its page and our callback.
  const ss = shopee.addShop({ name: 'Kopi di Shopee', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const sItem = ss.items[0].item_id;
  await connectShopee(ok, shopee, ss.shop_id);
  const ls = lazada.addSeller({ name: 'Kopi di Lazada', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const lItem = ls.products[0].item_id;
  await connectLazada(ok, lazada, ls.seller_id);
  const ts = tiktok.addShop({ name: 'Kopi di TikTok', products: [{ title: 'Kopi', skus: [{ seller_sku: 'KOPI01', price: 25000 }] }] });
  const tSku = ts.products[0].skus[0].id;
  await connectTiktok(ok, tiktok, ts.id);
  await ok('itemmp_tarik', { shop_id: String(ss.shop_id), marketplace: 'Shopee' });
  await ok('itemmp_tarik', { shop_id: ls.seller_id, marketplace: 'Lazada' });
  await ok('itemmp_tarik', { shop_id: ts.id, marketplace: 'TiktokShop' });

  // Each with its allocation: Shopee all, Lazada at most 20, TikTok Shop half.
  const mapping = async (m: string) => (await co.sql<Record<string, unknown>>(`select id, marketplace, shop_id, item_id, model_id, kodeitem, sku from itemmp where marketplace = '${m}'`))[0];
  expect((await co.edit('itemmp_save', { ...(await mapping('Lazada')), tipealokasi: 'nominal', nominalalokasi: '20' })).num).toBe(0);
  expect((await co.edit('itemmp_save', { ...(await mapping('TiktokShop')), tipealokasi: 'persen', nominalalokasi: '50' })).num).toBe(0);
  const shown = () => [shopee.stockOf(ss.shop_id, sItem), lazada.stockOf(ls.seller_id, lItem), tiktok.stockOf(ts.id, tSku)];
  const drained = async (what: string, want: number[]) => {
    await until(what, async () => [...shown(), (await co.sql<{ n: number }>(`select count(*)::int as n from mp_outbox`))[0].n], (v) => v.join() === [...want, 0].join(), 60_000);
  };
  await drained('stok 60 / 20 / 30', [60, 20, 30]);

  // 1. Orders on all three at the same moment, every one pushed twice at once, then every shop polled.
  const sOrders = [1, 2, 3].map(() => shopee.addOrder(ss.shop_id, { lines: [{ item_id: sItem, qty: 1 }] }).order_sn);
  const lOrders = [1, 2, 3].map(() => lazada.addOrder(ls.seller_id, { lines: [{ item_id: lItem, qty: 2 }] }).order_id);
  const tOrders = [1, 2, 3].map(() => tiktok.addOrder(ts.id, { lines: [{ sku_id: tSku, qty: 3 }] }).id);
  const pushAll = (s: string[], l: string[], t: string[]) =>
    Promise.all([
      ...s.flatMap((sn) => [1, 2].map(() => shopee.pushOrder(`${srv.url}/mp/push/shopee`, ss.shop_id, sn))),
      ...l.flatMap((id) => [1, 2].map(() => lazada.pushOrder(`${srv.url}/mp/push/lazada`, ls.seller_id, id))),
      ...t.flatMap((id) => [1, 2].map(() => tiktok.pushOrder(`${srv.url}/mp/push/tiktokshop`, ts.id, id))),
    ]);
  expect((await pushAll(sOrders, lOrders, tOrders)).every((p) => p.status === 200)).toBe(true);
  const polls = await Promise.all([
    act('mp_getorder', { shop_id: String(ss.shop_id), marketplace: 'Shopee' }),
    act('mp_getorder', { shop_id: ls.seller_id, marketplace: 'Lazada' }),
    act('mp_getorder', { shop_id: ts.id, marketplace: 'TiktokShop' }),
  ]);
  expect(polls.map((p) => p.num)).toEqual([0, 0, 0]);
  await pushesSettled();
  await pullsSettled();
  const perPlatform = () => co.sql(`select marketplace, count(*)::int as n, count(nullif(nojual, ''))::int as dijual, count(nullif(tertahan, ''))::int as tertahan from pesananmp group by marketplace order by marketplace`);
  expect(await perPlatform()).toEqual([
    { marketplace: 'Lazada', n: 3, dijual: 3, tertahan: 0 },
    { marketplace: 'Shopee', n: 3, dijual: 3, tertahan: 0 },
    { marketplace: 'TiktokShop', n: 3, dijual: 3, tertahan: 0 },
  ]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 9 }]);
  expect(await ourStock()).toBe(60 - 3 - 6 - 9); // 42
  await drained('stok 42 / 20 / 21', [42, 20, 21]);
  await booksExact();

  // 2. A flood on two platforms at the same moment: 10 orders of 2 at Shopee and 8 of 2 at TikTok Shop
  // (36 of the 42), each pushed twice. Once drained, no platform shows more than the warehouse holds.
  const sFlood = Array.from({ length: 10 }, () => shopee.addOrder(ss.shop_id, { lines: [{ item_id: sItem, qty: 2 }] }).order_sn);
  const tFlood = Array.from({ length: 8 }, () => tiktok.addOrder(ts.id, { lines: [{ sku_id: tSku, qty: 2 }] }).id);
  expect((await pushAll(sFlood, [], tFlood)).every((p) => p.status === 200)).toBe(true);
  await pushesSettled();
  await pullsSettled();
  expect(await perPlatform()).toEqual([
    { marketplace: 'Lazada', n: 3, dijual: 3, tertahan: 0 },
    { marketplace: 'Shopee', n: 13, dijual: 13, tertahan: 0 },
    { marketplace: 'TiktokShop', n: 11, dijual: 11, tertahan: 0 },
  ]);
  expect(await ourStock()).toBe(42 - 36); // 6
  await drained('stok 6 / 6 / 3', [6, 6, 3]);
  const warehouse = await ourStock();
  expect(shown().every((q) => q <= warehouse)).toBe(true);
  await booksExact();
});
