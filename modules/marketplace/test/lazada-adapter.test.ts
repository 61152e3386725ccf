/** The Lazada adapter: the official signing vector, and every call against the local fake Lazada (signed and checked), every refusal kind. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MpError } from '../adapter';
import { lazadaAdapter, lazadaConfigFromEnv, LAZADA_API_PRODUCTION, type LazadaConfig } from '../lazada/lazada';
import { lazadaPushSign, lazadaSign, lazadaSignBase } from '../lazada/sign';
import { orderStatus, priceQuantityXml, unixOf } from '../lazada/wire';
import { FakeLazada, ACCESS_SECONDS, REFRESH_SECONDS } from '../lazada/fake/fake-lazada';

test('the official vector (ACCOUNTING.md §7): UPPERCASE hex over the path and the sorted parameters', () => {
  const params = { app_key: '123456', access_token: 'test', timestamp: '1517820392000', sign_method: 'sha256', order_id: '1234' };
  expect(lazadaSignBase('/order/get', params)).toBe('/order/getaccess_tokentestapp_key123456order_id1234sign_methodsha256timestamp1517820392000');
  expect(lazadaSign('helloworld', '/order/get', params)).toBe('4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A');
  // `sign` itself is never part of the string.
  expect(lazadaSign('helloworld', '/order/get', { ...params, sign: 'X' })).toBe('4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A');
  // The push: lowercase hex over app key + body.
  expect(lazadaPushSign('123456', 'helloworld', '{}')).toMatch(/^[0-9a-f]{64}$/);
});

test('wire: dates, statuses per unit, the XML payload', () => {
  expect(unixOf('2026-12-06 08:00:00 +0700')).toBe(Date.parse('2026-12-06T01:00:00Z') / 1000);
  expect(unixOf('2026-12-06T01:00:00Z')).toBe(Date.parse('2026-12-06T01:00:00Z') / 1000);
  expect(() => unixOf('kemarin')).toThrow(/bermasalah/);
  expect(orderStatus(['pending', 'shipped'])).toBe('READY_TO_SHIP');
  expect(orderStatus(['canceled', 'canceled'])).toBe('CANCELLED');
  expect(orderStatus(['canceled', 'delivered'])).toBe('COMPLETED');
  expect(orderStatus(['returned', 'canceled'])).toBe('TO_RETURN');
  expect(orderStatus(['unpaid'])).toBe('UNPAID');
  expect(priceQuantityXml([{ item_id: '1', sku_id: '2', quantity: 3 }, { item_id: '4', sku_id: '5', price: '1500.5' }])).toBe(
    '<?xml version="1.0" encoding="UTF-8" ?><Request><Product><Skus><Sku><ItemId>1</ItemId><SkuId>2</SkuId><Quantity>3</Quantity></Sku><Sku><ItemId>4</ItemId><SkuId>5</SkuId><Price>1500.5</Price></Sku></Skus></Product></Request>',
  );
});

let fake: FakeLazada;
beforeAll(async () => {
  fake = await FakeLazada.start();
});
afterAll(() => fake.close());

const adapter = (over: Partial<LazadaConfig> = {}, now?: () => number) => lazadaAdapter(() => ({ ...fake.config(), ...over }), now ?? fake.nowMs);

async function refusal(p: Promise<unknown>): Promise<MpError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(MpError);
  return e as MpError;
}

async function connected(name = 'Toko Lazada Uji') {
  const seller = fake.addSeller({
    name,
    items: [
      { name: 'Kopi Bubuk 200g', sku: 'KOPI200', price: 25000, stock: 7 },
      { name: 'Kaos Polos', skus: [{ sku: 'KAOS-M', variation: 'M', price: 50000, stock: 3 }, { sku: 'KAOS-L', variation: 'L', price: 55000, stock: 4 }] },
    ],
  });
  const a = adapter();
  const t = await a.exchangeCode(fake.issueCode(seller.seller_id), '');
  return { seller, a, t, auth: { shop_id: seller.seller_id, access_token: t.access_token } };
}

test('configuration: read from env at use, missing key named plainly', () => {
  expect(lazadaConfigFromEnv({}).apiUrl).toBe(LAZADA_API_PRODUCTION);
  expect(lazadaConfigFromEnv({ LAZADA_POLL_MINUTES: '60' }).pollMinutes).toBe(60);
  const none = lazadaAdapter(() => lazadaConfigFromEnv({}));
  expect(none.missingConfig()).toMatch(/LAZADA_APP_KEY dan LAZADA_APP_SECRET/);
  expect(() => none.authUrl('http://x/cb')).toThrow(/LAZADA_APP_KEY/);
  expect(adapter().missingConfig()).toBeNull();
  expect(adapter().pollIntervalMs!()).toBe(30 * 60_000);
});

test("authorisation page → code → tokens with the reply's lifetimes → seller; the code is single-use", async () => {
  const seller = fake.addSeller({ name: 'Toko Otorisasi Lazada' });
  const a = adapter();
  const cb = 'http://niaga.test/mp/callback/Lazada/X/abc';
  const url = new URL(a.authUrl(cb));
  expect(url.origin + url.pathname).toBe(`${fake.url}/oauth/authorize`);
  expect(url.searchParams.get('redirect_uri')).toBe(cb);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Toko Otorisasi Lazada');
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?seller_id=${seller.seller_id}&redirect_uri=${encodeURIComponent(cb)}`, { redirect: 'manual' });
  expect(go.status).toBe(302);
  const back = new URL(go.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(cb);
  expect(back.searchParams.has('shop_id')).toBe(false);
  const code = back.searchParams.get('code')!;
  const t0 = fake.nowMs();
  const t = await a.exchangeCode(code, '');
  expect(t.shop_id).toBe(seller.seller_id);
  expect(Math.abs(Date.parse(t.access_expires) - t0 - ACCESS_SECONDS * 1000)).toBeLessThan(5000);
  expect(Math.abs(Date.parse(t.auth_expires) - t0 - REFRESH_SECONDS * 1000)).toBeLessThan(5000);
  expect(await a.shopInfo({ shop_id: seller.seller_id, access_token: t.access_token })).toMatchObject({ namatoko: 'Toko Otorisasi Lazada', domain_mp: 'lazada.co.id' });
  expect(await refusal(a.exchangeCode(code, ''))).toMatchObject({ kind: 'auth', retriable: false, detail: { error: 'InvalidCode' } });
  // A page asked with another app's key is refused.
  expect((await fetch(`${fake.url}/oauth/authorize?response_type=code&client_id=1&redirect_uri=${encodeURIComponent(cb)}`)).status).toBe(400);
});

test('refresh: a new pair, the old refresh token spent; an expired access token is refused (auth)', async () => {
  const { a, t, auth, seller } = await connected('Toko Refresh');
  const n = await a.refresh(seller.seller_id, t.refresh_token);
  expect(n.access_token).not.toBe(t.access_token);
  expect(await refusal(a.refresh(seller.seller_id, t.refresh_token))).toMatchObject({ kind: 'auth', detail: { error: 'IllegalRefreshToken' } });
  fake.expireAccessTokens(seller.seller_id);
  expect(await refusal(a.listings(auth))).toMatchObject({ kind: 'auth', detail: { error: 'IllegalAccessToken' } });
});

test('listings: every page, one listing per SKU (variants by SKU)', async () => {
  const { a, auth, seller } = await connected('Toko Banyak');
  for (let i = 0; i < 60; i++) fake.addProduct(seller.seller_id, { name: `Barang ${i}`, sku: `B${i}`, price: 1000 + i, stock: i });
  const ls = await a.listings(auth);
  expect(ls).toHaveLength(63);
  expect(ls.find((l) => l.sku === 'KOPI200')).toMatchObject({ nama: 'Kopi Bubuk 200g', isvarian: false, harga: '25000', stok: 7 });
  expect(ls.find((l) => l.sku === 'KAOS-L')).toMatchObject({ nama: 'Kaos Polos (L)', isvarian: true, harga: '55000', stok: 4 });
  expect(a.calls.get('/products/get')).toBe(2);
});

test('stock and price: batches of ≤ 50 SKUs; a refused SKU fails alone', async () => {
  const { a, auth, seller } = await connected('Toko Stok');
  for (let i = 0; i < 70; i++) fake.addProduct(seller.seller_id, { name: `S${i}`, sku: `S${i}`, price: 1000, stock: 0 });
  const ls = await a.listings(auth);
  const before = fake.calls.get('/product/price_quantity/update') ?? 0;
  const r = await a.updateStock(auth, ls.map((l, i) => ({ item_id: l.item_id, model_id: l.model_id, stock: i })));
  expect(r.failed).toEqual([]);
  expect(r.ok).toHaveLength(73);
  expect((fake.calls.get('/product/price_quantity/update') ?? 0) - before).toBe(2);
  expect(ls.every((l, i) => fake.stockOf(seller.seller_id, l.item_id, l.model_id) === i)).toBe(true);
  // One SKU that Lazada does not know: the others still go through.
  const bad = { item_id: ls[0].item_id, model_id: '999', stock: 1 };
  const r2 = await a.updateStock(auth, [...ls.slice(0, 5).map((l) => ({ item_id: l.item_id, model_id: l.model_id, stock: 9 })), bad]);
  expect(r2.ok).toHaveLength(5);
  expect(r2.failed).toEqual([{ key: `${ls[0].item_id}:999`, msg: expect.stringMatching(/InvalidParameter/) }]);
  expect(fake.stockOf(seller.seller_id, ls[4].item_id, ls[4].model_id)).toBe(9);
  const p = await a.updatePrice(auth, [{ item_id: ls[0].item_id, model_id: ls[0].model_id, price: '27500' }]);
  expect(p).toEqual({ ok: [`${ls[0].item_id}:${ls[0].model_id}`], failed: [] });
  expect(fake.priceOf(seller.seller_id, ls[0].item_id, ls[0].model_id)).toBe(27500);
});

test('orders: listed by update time with offsets; items per unit joined into lines; a unit cancelled leaves the line', async () => {
  const { a, auth, seller } = await connected('Toko Pesanan');
  const [kopi, kaos] = seller.products;
  const o = fake.addOrder(seller.seller_id, { lines: [{ item_id: kopi.item_id, qty: 3 }, { item_id: kaos.item_id, sku_id: kaos.skus[1].SkuId, qty: 1 }], shipping_fee: 9000 });
  const from = fake.now() - 60;
  const list = await a.orderList(auth, { from, to: fake.now() + 1, cursor: '' });
  expect(list).toEqual({ orders: [o.order_id], next: '' });
  const [d] = await a.orderDetail(auth, [o.order_id]);
  expect(d).toMatchObject({
    no_order_mp: o.order_id,
    status: 'READY_TO_SHIP',
    total: '139000',
    lines: [
      { item_id: kopi.item_id, model_id: kopi.skus[0].SkuId, sku: 'KOPI200', jumlah: 3, harga: '25000' },
      { item_id: kaos.item_id, model_id: kaos.skus[1].SkuId, sku: 'KAOS-L', jumlah: 1, harga: '55000' },
    ],
  });
  fake.advance(2);
  fake.setOrderStatus(seller.seller_id, o.order_id, 'canceled', 1);
  const [d2] = await a.orderDetail(auth, [o.order_id]);
  expect(d2.lines.map((l) => l.jumlah)).toEqual([2, 1]);
  expect(d2.update_time).toBeGreaterThan(d.update_time);
  fake.setOrderStatus(seller.seller_id, o.order_id, 'canceled');
  const [d3] = await a.orderDetail(auth, [o.order_id]);
  expect(d3).toMatchObject({ status: 'CANCELLED', lines: [{ jumlah: 3 }, { jumlah: 1 }] });
  for (let i = 0; i < 120; i++) fake.addOrder(seller.seller_id, { lines: [{ item_id: kopi.item_id, qty: 1 }] });
  const p1 = await a.orderList(auth, { from, to: fake.now() + 1, cursor: '' });
  expect(p1.orders).toHaveLength(100);
  const p2 = await a.orderList(auth, { from, to: fake.now() + 1, cursor: p1.next });
  expect(p2.next).toBe('');
  expect(new Set([...p1.orders, ...p2.orders]).size).toBe(121);
});

test('fees: a paid order\'s from its finance transactions (/finance/transaction/details/get, signed as every call): none before Lazada books them; commission, payment fee, the rest other; an unpaid order asks nothing', async () => {
  const { a, auth, seller } = await connected('Toko Biaya');
  const [kopi] = seller.products;
  const o = fake.addOrder(seller.seller_id, { lines: [{ item_id: kopi.item_id, qty: 4 }] });
  const path = '/finance/transaction/details/get';
  const before = fake.calls.get(path) ?? 0;
  expect((await a.orderDetail(auth, [o.order_id]))[0].fees).toEqual({ komisi: '0', layanan: '0', lain: '0' });
  expect(fake.calls.get(path)).toBe(before + 1);
  fake.settle(seller.seller_id, o.order_id, [
    { fee_name: 'Commission', amount: 5000 },
    { fee_name: 'Payment Fee', amount: 2000 },
    { fee_name: 'Shipping Fee Paid by Seller', amount: 1250.5 },
  ]);
  expect((await a.orderDetail(auth, [o.order_id]))[0].fees).toEqual({ komisi: '5000', layanan: '2000', lain: '1250.5' });
  const u = fake.addOrder(seller.seller_id, { lines: [{ item_id: kopi.item_id, qty: 1 }], status: 'unpaid' });
  const calls = fake.calls.get(path);
  expect((await a.orderDetail(auth, [u.order_id]))[0]).toMatchObject({ status: 'UNPAID', fees: { komisi: '0', layanan: '0', lain: '0' } });
  expect(fake.calls.get(path)).toBe(calls);
});

test('push: signed over app key + body; order and token-expiry messages; a bad signature refused', () => {
  const a = adapter();
  const body = JSON.stringify({ seller_id: '123', message_type: 0, data: { order_status: 'canceled', trade_order_id: '555', trade_order_line_id: '556', status_update_time: 1 }, timestamp: 1, site: 'lazada_id' });
  const sign = lazadaPushSign(fake.appKey, fake.appSecret, body);
  expect(a.readPush('http://x/mp/push/lazada', body, { authorization: sign })).toEqual({ kind: 'order', shop_id: '123', no_order_mp: '555', status: 'CANCELLED' });
  expect(() => a.readPush('http://x/mp/push/lazada', body, { authorization: sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toThrow(/tidak cocok/);
  expect(() => a.readPush('http://x/mp/push/lazada', `${body} `, { authorization: sign })).toThrow(/tidak cocok/);
  const exp = JSON.stringify({ seller_id: 'null', message_type: 8, data: { app_key: fake.appKey, auth_expiry_time: 1893456000, seller_id: '123' }, timestamp: 1 });
  expect(a.readPush('', exp, { authorization: lazadaPushSign(fake.appKey, fake.appSecret, exp) })).toEqual({ kind: 'expiring', shop_id: '123', expires: '2030-01-01T00:00:00.000Z' });
});

test('refusals: wrong secret (sign), an old timestamp, busy (retriable), malformed, unreachable', async () => {
  const { auth } = await connected('Toko Tolak');
  expect(await refusal(adapter({ appSecret: 'salah' }).listings(auth))).toMatchObject({ kind: 'sign', retriable: false, detail: { error: 'IncompleteSignature' } });
  expect(await refusal(adapter({}, () => fake.nowMs() - 10 * 60_000).listings(auth))).toMatchObject({ kind: 'sign', detail: { error: 'InvalidTimestamp' } });
  // The right sign in lowercase hex, or a timestamp in seconds: refused as Lazada does.
  const params = { app_key: fake.appKey, timestamp: String(fake.nowMs()), sign_method: 'sha256', access_token: auth.access_token, filter: 'all', offset: '0', limit: '10' };
  const lower = await (await fetch(`${fake.url}/rest/products/get?${new URLSearchParams({ ...params, sign: lazadaSign(fake.appSecret, '/products/get', params).toLowerCase() })}`)).json();
  expect(lower).toMatchObject({ code: 'IncompleteSignature', type: 'ISV' });
  const upper = await (await fetch(`${fake.url}/rest/products/get?${new URLSearchParams({ ...params, sign: lazadaSign(fake.appSecret, '/products/get', params) })}`)).json();
  expect(upper).toMatchObject({ code: '0', data: { total_products: 2 } });
  expect(await refusal(adapter({}, () => fake.nowMs() / 1000).listings(auth))).toMatchObject({ kind: 'param', detail: { error: 'MissingParameter' } });
  fake.setBusy(1);
  expect(await refusal(adapter().listings(auth))).toMatchObject({ kind: 'busy', retriable: true, detail: { error: 'ApiCallLimit' } });
  expect((await adapter().listings(auth)).length).toBe(3);
  expect(await refusal(adapter().orderDetail(auth, ['1']))).toMatchObject({ kind: 'other', retriable: false, detail: { error: 'E0108' } });
  expect(await refusal(adapter({ apiUrl: 'http://127.0.0.1:9/rest' }).listings(auth))).toMatchObject({ kind: 'network', retriable: true });
});
