/** The TikTok Shop adapter against the local fake TikTok Shop: every call signed and checked, the shop cipher, tokens and every refusal kind. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MpError } from '../adapter';
import { tiktokAdapter, tiktokConfigFromEnv, TIKTOK_PRODUCTION, type TiktokConfig } from '../tiktok/tiktok';
import { tiktokPushSign, tiktokSign } from '../tiktok/sign';
import { FakeTiktok, ACCESS_SECONDS, CODE_SECONDS } from '../tiktok/fake/fake-tiktok';
import { TIKTOK_CODES } from '../tiktok/wire';
import { configuredFromEnv, marketplaceFromEnv } from '../engine/deps';
import { adapterFor, SUPPORTED } from '../adapters';

let fake: FakeTiktok;
beforeAll(async () => {
  fake = await FakeTiktok.start({ redirectUri: 'http://niaga.test/mp/callback/TiktokShop' });
});
afterAll(() => fake.close());

const adapter = (over: Partial<TiktokConfig> = {}, now?: () => number) => tiktokAdapter(() => ({ ...fake.config(), ...over }), now ?? fake.nowMs);

async function refusal(p: Promise<unknown>): Promise<MpError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(MpError);
  return e as MpError;
}

/** A shop with one single-SKU product and one with three SKUs, connected. */
async function connected(name = 'Toko TikTok Uji') {
  const shop = fake.addShop({
    name,
    products: [
      { title: 'Kopi Bubuk 200g', skus: [{ seller_sku: 'KOPI200', price: 25000, stock: 7 }] },
      { title: 'Kaos Polos', skus: [{ seller_sku: 'KAOS-M', option: 'M', price: 50000, stock: 3 }, { seller_sku: 'KAOS-L', option: 'L', price: 55000, stock: 4 }, { seller_sku: 'KAOS-XL', option: 'XL', price: 50000 }] },
    ],
  });
  const a = adapter();
  const t = await a.exchangeCode(fake.issueCode(shop.id), '');
  return { shop, a, t, auth: { shop_id: shop.id, access_token: t.access_token } };
}

test('configuration: read from env at use, what is missing named plainly', () => {
  expect(tiktokConfigFromEnv({}).apiUrl).toBe(TIKTOK_PRODUCTION);
  expect(tiktokConfigFromEnv({ TIKTOK_AUTH_URL: 'http://127.0.0.1:9/' }).authUrl).toBe('http://127.0.0.1:9');
  const none = tiktokAdapter(() => tiktokConfigFromEnv({}));
  expect(none.missingConfig()).toMatch(/TIKTOK_APP_KEY dan TIKTOK_APP_SECRET/);
  expect(tiktokAdapter(() => tiktokConfigFromEnv({ TIKTOK_APP_KEY: 'k' })).missingConfig()).toMatch(/atur TIKTOK_APP_SECRET/);
  expect(() => none.authUrl('http://x/cb', 's')).toThrow(/TIKTOK_APP_KEY/);
  expect(adapter().missingConfig()).toBeNull();
});

test('authorisation page (no callback path appended) → the registered redirect with code and state → tokens, shop from the token', async () => {
  const shop = fake.addShop({ name: 'Toko Otorisasi TT' });
  const a = adapter();
  const url = a.authUrl('http://niaga.test/mp/callback/TiktokShop/X/abc', 'STATE-1');
  expect(url).toBe(`${fake.url}/oauth/authorize?app_key=${fake.appKey}&state=STATE-1`);
  const page = await fetch(url);
  expect(await page.text()).toContain('Toko Otorisasi TT');
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?shop_id=${shop.id}&state=STATE-1`, { redirect: 'manual' });
  const to = new URL(go.headers.get('location')!);
  expect(`${to.origin}${to.pathname}`).toBe('http://niaga.test/mp/callback/TiktokShop');
  expect(to.searchParams.get('state')).toBe('STATE-1');
  const code = to.searchParams.get('code')!;
  const t = await a.exchangeCode(code, '');
  expect(t.shop_id).toBe(shop.id);
  expect(Date.parse(t.access_expires) / 1000).toBeCloseTo(fake.now() + ACCESS_SECONDS, -1);
  const info = await a.shopInfo({ shop_id: shop.id, access_token: t.access_token });
  expect(info).toMatchObject({ namatoko: 'Toko Otorisasi TT', shop_code: shop.code });
  // single use; 10 minutes
  expect((await refusal(a.exchangeCode(code, ''))).kind).toBe('auth');
  const late = fake.issueCode(shop.id);
  fake.advance(CODE_SECONDS + 1);
  expect((await refusal(a.exchangeCode(late, ''))).message).toMatch(/expired/);
});

test('refresh gives a new pair; the old refresh token is refused, and so is an expired access token', async () => {
  const { a, t, auth } = await connected('Toko Refresh TT');
  const n = await a.refresh(auth.shop_id, t.refresh_token);
  expect(n.access_token).not.toBe(t.access_token);
  expect((await refusal(a.refresh(auth.shop_id, t.refresh_token))).kind).toBe('auth');
  fake.expireAccessTokens(auth.shop_id);
  const e = await refusal(a.listings({ ...auth, access_token: n.access_token }));
  expect(e.kind).toBe('auth');
  expect(e.detail.error).toBe(String(TIKTOK_CODES.expiredToken));
  expect(e.message).not.toContain(n.access_token);
});

test('listings: one per SKU over pages, with price and stock; the cipher read once', async () => {
  const { shop, a, auth } = await connected('Toko Listing TT');
  for (let i = 0; i < 120; i++) fake.addProduct(shop.id, { title: `Barang ${i}`, skus: [{ seller_sku: `B${i}`, price: 1000 + i, stock: i }] });
  const before = fake.calls.get('/authorization/202309/shops') ?? 0;
  const ls = await a.listings(auth);
  expect(ls).toHaveLength(124);
  const kaos = ls.filter((l) => l.item_id === shop.products[1].id);
  expect(kaos.map((l) => [l.sku, l.nama, l.isvarian, l.harga, l.stok])).toEqual([
    ['KAOS-M', 'Kaos Polos (M)', true, '50000', 3],
    ['KAOS-L', 'Kaos Polos (L)', true, '55000', 4],
    ['KAOS-XL', 'Kaos Polos (XL)', true, '50000', 0],
  ]);
  expect(ls.find((l) => l.sku === 'KOPI200')).toMatchObject({ isvarian: false, model_id: shop.products[0].skus[0].id });
  expect(fake.calls.get('/product/202309/products/search')).toBeGreaterThanOrEqual(2);
  await a.listings(auth);
  expect((fake.calls.get('/authorization/202309/shops') ?? 0) - before).toBe(1);
});

test('inventory per SKU and warehouse (the shop\'s default sales warehouse); price; a refused SKU fails only its product', async () => {
  const { shop, a, auth } = await connected('Toko Stok TT');
  const [kopi, kaos] = shop.products;
  const r = await a.updateStock(auth, [
    { item_id: kopi.id, model_id: kopi.skus[0].id, stock: 11 },
    { item_id: kaos.id, model_id: kaos.skus[1].id, stock: 2 },
    { item_id: kaos.id, model_id: '999', stock: 1 },
  ]);
  expect(r.ok).toEqual([`${kopi.id}:${kopi.skus[0].id}`]);
  expect(r.failed.map((f) => f.key)).toEqual([`${kaos.id}:${kaos.skus[1].id}`, `${kaos.id}:999`]);
  expect(fake.stockOf(shop.id, kopi.skus[0].id)).toBe(11);
  expect(fake.stockOf(shop.id, kaos.skus[1].id)).toBe(4);
  const sales = shop.warehouses.find((w) => w.is_default)!.id;
  expect(fake.stockLog.at(-1)).toMatchObject({ sku_id: kopi.skus[0].id, warehouse_id: sales, stock: 11 });
  const p = await a.updatePrice(auth, [{ item_id: kaos.id, model_id: kaos.skus[2].id, price: '47500' }]);
  expect(p.failed).toEqual([]);
  expect(fake.priceOf(shop.id, kaos.skus[2].id)).toBe(47500);
});

test('a changed shop cipher is read again once', async () => {
  const { shop, a, auth } = await connected('Toko Cipher TT');
  await a.listings(auth);
  shop.cipher = 'ROW_baru';
  expect(await a.listings(auth)).toHaveLength(4);
  expect(fake.refusals.at(-1)).toMatchObject({ code: TIKTOK_CODES.invalidCipher });
});

test('orders: search by update time with page tokens, detail joins one line item per unit into quantities; statuses in the engine\'s words', async () => {
  const { shop, a, auth } = await connected('Toko Pesanan TT');
  const [kopi, kaos] = shop.products;
  const from = fake.now() - 10;
  const ids = [];
  for (let i = 0; i < 60; i++) ids.push(fake.addOrder(shop.id, { lines: [{ sku_id: kopi.skus[0].id, qty: 2 }, { sku_id: kaos.skus[0].id, qty: 1 }] }).id);
  const listed: string[] = [];
  let cursor = '';
  do {
    const r = await a.orderList(auth, { from, to: fake.now() + 10, cursor });
    listed.push(...r.orders);
    cursor = r.next;
  } while (cursor);
  expect(listed.sort()).toEqual([...ids].sort());
  fake.setOrderStatus(shop.id, ids[0], 'CANCELLED');
  const [o] = await a.orderDetail(auth, [ids[0]]);
  expect(o.status).toBe('CANCELLED');
  expect(o.lines.map((l) => [l.sku, l.jumlah, l.harga])).toEqual([
    ['KOPI200', 2, '25000'],
    ['KAOS-M', 1, '50000'],
  ]);
  expect(o.total).toBe('109000');
  const [p] = await a.orderDetail(auth, [ids[1]]);
  expect(p.status).toBe('READY_TO_SHIP');
  // 50 a call (the fake refuses more)
  const calls = fake.calls.get('/order/202309/orders') ?? 0;
  expect(await a.orderDetail(auth, ids.slice(0, 55))).toHaveLength(55);
  expect((fake.calls.get('/order/202309/orders') ?? 0) - calls).toBe(2);
});

test('fees from the order\'s statement transactions once settled; a completed return of the goods makes the order TO_RETURN (a refund only does not); an unpaid order asks neither', async () => {
  const { shop, a, auth } = await connected('Toko Biaya TT');
  const sku = shop.products[0].skus[0].id;
  const o = fake.addOrder(shop.id, { lines: [{ sku_id: sku, qty: 4 }] });
  const none = { komisi: '0', layanan: '0', lain: '0' };
  expect((await a.orderDetail(auth, [o.id]))[0]).toMatchObject({ status: 'READY_TO_SHIP', fees: none });
  fake.settle(shop.id, o.id, { commission: 5000, transaction: 2000, other: 750 });
  fake.setOrderStatus(shop.id, o.id, 'COMPLETED');
  expect((await a.orderDetail(auth, [o.id]))[0]).toMatchObject({ status: 'COMPLETED', fees: { komisi: '5000', layanan: '2000', lain: '750' } });
  fake.setReturn(shop.id, o.id, 'RETURN_OR_REFUND_REQUEST_COMPLETE', 'REFUND_ONLY');
  expect((await a.orderDetail(auth, [o.id]))[0].status).toBe('COMPLETED');
  fake.setReturn(shop.id, o.id, 'AWAITING_BUYER_SHIP');
  fake.setReturn(shop.id, o.id, 'AWAITING_BUYER_SHIP', 'RETURN_AND_REFUND');
  expect((await a.orderDetail(auth, [o.id]))[0].status).toBe('COMPLETED');
  fake.setReturn(shop.id, o.id);
  expect((await a.orderDetail(auth, [o.id]))[0].status).toBe('TO_RETURN');
  const u = fake.addOrder(shop.id, { lines: [{ sku_id: sku, qty: 1 }], status: 'UNPAID' });
  const before = [...fake.calls].filter(([k]) => k.includes('/finance/') || k.includes('/return_refund/')).reduce((n, [, c]) => n + c, 0);
  expect((await a.orderDetail(auth, [u.id]))[0]).toMatchObject({ status: 'UNPAID', fees: none });
  expect([...fake.calls].filter(([k]) => k.includes('/finance/') || k.includes('/return_refund/')).reduce((n, [, c]) => n + c, 0)).toBe(before);
});

test('refusals: bad sign, old timestamp, busy (retriable), unreachable', async () => {
  const { auth } = await connected('Toko Tolak TT');
  const e1 = await refusal(adapter({ appSecret: 'salah' }).listings(auth));
  expect(e1.kind).toBe('sign');
  const e2 = await refusal(adapter({}, () => fake.nowMs() - 10 * 60_000).listings(auth));
  expect([e2.kind, e2.detail.error]).toEqual(['sign', String(TIKTOK_CODES.badTimestamp)]);
  const a = adapter();
  fake.setBusy(1);
  const e3 = await refusal(a.listings(auth));
  expect([e3.kind, e3.retriable]).toEqual(['busy', true]);
  const e4 = await refusal(adapter({ apiUrl: 'http://127.0.0.1:9' }).listings(auth));
  expect([e4.kind, e4.retriable]).toEqual(['network', true]);
  // a signed call by hand: the fake checks the body too
  const q = { app_key: fake.appKey, timestamp: String(fake.now()) };
  const sign = tiktokSign(fake.appSecret, '/authorization/202309/shops', q);
  const ok = await fetch(`${fake.url}/authorization/202309/shops?${new URLSearchParams({ ...q, sign })}`, { headers: { 'x-tts-access-token': auth.access_token } });
  expect(((await ok.json()) as { code: number }).code).toBe(0);
});

test('pushes: signature over app_key + body; order, deauthorised, other', () => {
  const a = adapter();
  const body = JSON.stringify({ type: 1, shop_id: '7001', timestamp: 1, data: { order_id: '5700001', order_status: 'AWAITING_SHIPMENT', update_time: 1 } });
  expect(a.readPush('http://x', body, { authorization: tiktokPushSign(fake.appSecret, fake.appKey, body) })).toEqual({ kind: 'order', shop_id: '7001', no_order_mp: '5700001', status: 'READY_TO_SHIP' });
  expect(() => a.readPush('http://x', body, { authorization: tiktokPushSign('lain', fake.appKey, body) })).toThrow(/Tanda tangan/);
  const de = JSON.stringify({ type: 6, shop_id: '7001', data: {} });
  expect(a.readPush('http://x', de, { authorization: tiktokPushSign(fake.appSecret, fake.appKey, de) })).toEqual({ kind: 'revoked', shop_id: '7001' });
  const bad = '{"type":1}x';
  expect(() => a.readPush('http://x', bad, { authorization: tiktokPushSign(fake.appSecret, fake.appKey, bad) })).toThrow(/bermasalah/);
});

test('a server with TIKTOK_APP_KEY and TIKTOK_APP_SECRET provides the TikTok Shop adapter; without them it is skipped', () => {
  expect(configuredFromEnv('TiktokShop', fake.env())).toBe(true);
  expect(configuredFromEnv('TiktokShop', { TIKTOK_APP_KEY: 'k' })).toBe(false);
  expect(marketplaceFromEnv({ ...fake.env() })?.adapter('TiktokShop')?.marketplace).toBe('TiktokShop');
  expect(marketplaceFromEnv({ ...fake.env() })?.adapter('Shopee')).toBeNull();
  expect(adapterFor('TiktokShop').marketplace).toBe('TiktokShop');
  expect(SUPPORTED).toContain('TiktokShop');
});
