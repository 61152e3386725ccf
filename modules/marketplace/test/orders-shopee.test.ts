/**
 * Orders end to end against the local fake Shopee (real HTTP both ways): the Shopee adapter, the
 * shop's sealed tokens through accessFor, signed pushes to our /mp/push/shopee, the poll.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sealSecret } from '@niaga/kernel/server';
import { testServer } from '../../../apps/server/test/harness';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { coffeeShop } from '../../sales/test/coffee-shop';
import { FakeShopee } from '../shopee/fake/fake-shopee';
import { shopeeAdapter } from '../shopee/shopee';
import { accessFor } from '../connect';
import { marketplaceToko } from '../tables';
import { configureOrders, depsOf, provideMarketplace, pullsSettled, pushesSettled } from '../server';

let fake: FakeShopee;
let origin = '';
const saved: Record<string, string | undefined> = {};
const KEYS = ['SHOPEE_API_URL', 'SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'] as const;

beforeAll(async () => {
  fake = await FakeShopee.start();
  for (const k of KEYS) {
    saved[k] = process.env[k];
    process.env[k] = fake.env()[k];
  }
  // Our server on a port of its own, for the fake's pushes (PUBLIC_URL is what they are signed over).
  const { app } = await testServer();
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  configureOrders({ publicUrl: () => origin });
});
afterAll(async () => {
  provideMarketplace(null);
  for (const k of KEYS) if (saved[k] === undefined) delete process.env[k];
  else process.env[k] = saved[k];
  await fake.close();
});

test('Shopee: an order pushed three times and polled lowers our stock once; its cancellation restores it; a forged push is refused; the books stay exact', async () => {
  const co = await companyWithBooks();
  await coffeeShop(co, {});
  const shop = fake.addShop({ name: 'Kopi Kita', items: [{ name: 'Kopi Bubuk 165 g', sku: 'KOPI', price: 15000, stock: 48 }] });
  const shop_id = String(shop.shop_id);
  const item_id = shop.items[0].item_id;
  // Connected (as the callback stores it): the fake's tokens, sealed.
  const adapter = shopeeAdapter();
  const t = await adapter.exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.tx((tx) =>
    tx.insert(marketplaceToko).values({ marketplace: 'Shopee', shop_id, namatoko: 'Kopi Kita', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) }),
  );
  provideMarketplace(depsOf([adapter], accessFor));
  expect(await co.act('itemmp_save', { marketplace: 'Shopee', shop_id, item_id: String(item_id), model_id: '0', sku: 'KOPI', kodeitem: 'KOPI01' })).toMatchObject({ num: 0 });

  const o = fake.addOrder(shop.shop_id, { lines: [{ item_id, qty: 2 }], commission_fee: 1500, service_fee: 1000 });
  const url = `${origin}/mp/push/shopee`;
  for (const _ of [1, 2, 3]) expect(await fake.pushOrder(url, shop.shop_id, o.order_sn)).toEqual({ status: 200, body: '' });
  await pushesSettled();
  await pullsSettled();
  expect(await co.act('mp_getorder', { shop_id })).toMatchObject({ num: 0, data: { tbl_info_success: [{ no_order_mp: o.order_sn }], tbl_info_failed: [] } });

  expect(await co.sql(`select no_order_mp, status, buyer, komisi::text, layanan::text, tertahan from pesananmp`)).toEqual([
    { no_order_mp: o.order_sn, status: 'READY_TO_SHIP', buyer: o.buyer, komisi: '1500.00', layanan: '1000.00', tertahan: '' },
  ]);
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  const stock = async () => (await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::numeric(18,4)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01'`))[0].q;
  expect(await stock()).toBe('46.0000');

  // A forged push: refused, nothing fetched.
  const before = fake.calls.get('/api/v2/order/get_order_detail') ?? 0;
  const forged = await fake.push(url, { shop_id: shop.shop_id, code: 3, timestamp: fake.now(), data: { ordersn: o.order_sn, status: 'CANCELLED' } }, { sign: '0'.repeat(64) });
  expect(forged.status).toBe(401);
  await pushesSettled();
  expect(fake.calls.get('/api/v2/order/get_order_detail') ?? 0).toBe(before);

  // Cancelled at Shopee: the push brings it, the sale is reversed and the stock is back.
  fake.advance(5);
  fake.setOrderStatus(shop.shop_id, o.order_sn, 'CANCELLED');
  expect(await fake.pushOrder(url, shop.shop_id, o.order_sn)).toEqual({ status: 200, body: '' });
  await pushesSettled();
  await pullsSettled();
  expect(await co.sql(`select status, nojual from pesananmp`)).toEqual([{ status: 'CANCELLED', nojual: '' }]);
  expect(await stock()).toBe('48.0000');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
  expect(await invariants(co)).toEqual([]);
});
