/**
 * Lazada's and TikTok Shop's fees and TikTok Shop's returns (issue 40), from a new customer's company
 * on a server started as `npm start` starts it, against the fakes over real HTTP: an order paid on
 * each platform is sold at once without fees (the platforms book them later in their finance
 * statements); once the platform has settled it and the order moves on (delivered / completed), its
 * push brings the fees, posted as Shopee's are — a cash-out from Saldo Marketplace to Beban Biaya
 * Marketplace, once; a completed TikTok Shop return of the goods is the sale returned (the stock back)
 * as Shopee's TO_RETURN. `cekbuku` and the ledger's invariants exact after every step.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { pullsSettled, pushesSettled } from '../server';
import { until } from './live';
import { connectLazada, connectTiktok, kopiInStock, liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
beforeAll(async () => {
  live = await livePlatforms({ lazada: true, tiktok: true });
});
afterAll(() => live?.close());

test('Lazada and TikTok Shop fees from their finance statements posted once as an expense; a TikTok Shop return reverses the stock; books exact', async () => {
  const { lazada, tiktok, srv } = live;
  const co = await freshCompany({ startflag: 0 });
  const { ok, booksExact } = liveCompany(srv, co);
  await newShop(ok, 'Toko Biaya');
  const { ourStock } = await kopiInStock(ok, co, 30);

  const ls = lazada.addSeller({ name: 'Kopi di Lazada', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const lItem = ls.products[0].item_id;
  await connectLazada(ok, lazada, ls.seller_id);
  const ts = tiktok.addShop({ name: 'Kopi di TikTok', products: [{ title: 'Kopi', skus: [{ seller_sku: 'KOPI01', price: 25000 }] }] });
  const tSku = ts.products[0].skus[0].id;
  await connectTiktok(ok, tiktok, ts.id);
  await ok('itemmp_tarik', { shop_id: ls.seller_id, marketplace: 'Lazada' });
  await ok('itemmp_tarik', { shop_id: ts.id, marketplace: 'TiktokShop' });
  const settled = async () => {
    await pushesSettled();
    await pullsSettled();
  };
  const orders = () => co.sql(`select marketplace, status, nojual <> '' as dijual, nobiaya <> '' as biaya, noretur <> '' as retur, komisi::text as komisi, layanan::text as layanan, biayalain::text as lain from pesananmp order by marketplace`);
  const fees = () => co.sql(`select d.keterangan, d.jumlah::text as jumlah, d.kodeacc from kaskeluar_detail d order by d.id`);

  // 1. Paid on both (2 on Lazada, 4 on TikTok Shop): sold at once, no fees yet.
  const lo = lazada.addOrder(ls.seller_id, { lines: [{ item_id: lItem, qty: 2 }] }).order_id;
  const to = tiktok.addOrder(ts.id, { lines: [{ sku_id: tSku, qty: 4 }] }).id;
  expect((await lazada.pushOrder(`${srv.url}/mp/push/lazada`, ls.seller_id, lo)).status).toBe(200);
  expect((await tiktok.pushOrder(`${srv.url}/mp/push/tiktokshop`, ts.id, to)).status).toBe(200);
  await settled();
  expect(await orders()).toEqual([
    { marketplace: 'Lazada', status: 'READY_TO_SHIP', dijual: true, biaya: false, retur: false, komisi: '0.00', layanan: '0.00', lain: '0.00' },
    { marketplace: 'TiktokShop', status: 'READY_TO_SHIP', dijual: true, biaya: false, retur: false, komisi: '0.00', layanan: '0.00', lain: '0.00' },
  ]);
  expect(await ourStock()).toBe(24);
  await booksExact();

  // 2. Settled by each platform and moved on: the next push brings the fees, one cash-out each.
  lazada.advance(60);
  lazada.settle(ls.seller_id, lo, [
    { fee_name: 'Commission', amount: 2500 },
    { fee_name: 'Payment Fee', amount: 1000 },
    { fee_name: 'Shipping Fee Paid by Seller', amount: 500 },
  ]);
  lazada.setOrderStatus(ls.seller_id, lo, 'delivered');
  tiktok.advance(60);
  tiktok.settle(ts.id, to, { commission: 4000, transaction: 2000, other: 300 });
  tiktok.setOrderStatus(ts.id, to, 'COMPLETED');
  for (const _ of [1, 2]) {
    expect((await lazada.pushOrder(`${srv.url}/mp/push/lazada`, ls.seller_id, lo)).status).toBe(200);
    expect((await tiktok.pushOrder(`${srv.url}/mp/push/tiktokshop`, ts.id, to)).status).toBe(200);
    await settled();
  }
  await ok('mp_getorder', { shop_id: ls.seller_id, marketplace: 'Lazada' });
  await ok('mp_getorder', { shop_id: ts.id, marketplace: 'TiktokShop' });
  expect(await orders()).toEqual([
    { marketplace: 'Lazada', status: 'COMPLETED', dijual: true, biaya: true, retur: false, komisi: '2500.00', layanan: '1000.00', lain: '500.00' },
    { marketplace: 'TiktokShop', status: 'COMPLETED', dijual: true, biaya: true, retur: false, komisi: '4000.00', layanan: '2000.00', lain: '300.00' },
  ]);
  expect(await co.sql(`select count(*)::int as n, sum(total)::text as total from kaskeluar`)).toEqual([{ n: 2, total: '10300.00' }]);
  const rows = (await fees()) as { keterangan: string; jumlah: string; kodeacc: string }[];
  expect(rows.map((r) => [r.keterangan, r.jumlah])).toEqual([
    [`Komisi ${lo}`, '2500.00'],
    [`Biaya layanan ${lo}`, '1000.00'],
    [`Biaya lain ${lo}`, '500.00'],
    [`Komisi ${to}`, '4000.00'],
    [`Biaya layanan ${to}`, '2000.00'],
    [`Biaya lain ${to}`, '300.00'],
  ]);
  expect(new Set(rows.map((r) => r.kodeacc))).toEqual(new Set(['6-1700']));
  await booksExact();

  // 3. The TikTok Shop buyer returns the goods (the reverse API: complete): the sale returned, the stock back.
  tiktok.advance(60);
  tiktok.setReturn(ts.id, to);
  expect((await tiktok.pushOrder(`${srv.url}/mp/push/tiktokshop`, ts.id, to)).status).toBe(200);
  await settled();
  expect(await co.sql(`select status, noretur <> '' as retur from pesananmp where marketplace = 'TiktokShop'`)).toEqual([{ status: 'TO_RETURN', retur: true }]);
  expect(await ourStock()).toBe(28);
  expect(await co.sql(`select count(*)::int as n from returjual`)).toEqual([{ n: 1 }]);
  // The fees stay (what the platform refunds comes in its payout); the platforms are told the stock.
  expect(await co.sql(`select count(*)::int as n from kaskeluar`)).toEqual([{ n: 2 }]);
  await until('stok 28 di Lazada dan TikTok Shop', () => [lazada.stockOf(ls.seller_id, lItem), tiktok.stockOf(ts.id, tSku)], (v) => v.join() === '28,28');
  await booksExact();
});
