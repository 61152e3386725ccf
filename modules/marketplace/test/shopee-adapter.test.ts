/** The Shopee adapter against the local fake Shopee: every call signed and checked, every refusal kind. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MpError } from '../adapter';
import { shopeeAdapter, shopeeConfigFromEnv, SHOPEE_PRODUCTION, type ShopeeConfig } from '../shopee/shopee';
import { pushSign } from '../shopee/sign';
import { FakeShopee, ACCESS_SECONDS, CODE_SECONDS } from '../shopee/fake/fake-shopee';

let fake: FakeShopee;
beforeAll(async () => {
  fake = await FakeShopee.start();
});
afterAll(() => fake.close());

const adapter = (over: Partial<ShopeeConfig> = {}, now?: () => number) => shopeeAdapter(() => ({ ...fake.config(), ...over }), now ?? fake.nowMs);

async function refusal(p: Promise<unknown>): Promise<MpError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(MpError);
  return e as MpError;
}

/** A shop with one plain item and one with three variants, connected: its tokens. */
async function connected(name = 'Toko Uji') {
  const shop = fake.addShop({
    name,
    logo: 'https://cf.shopee.co.id/file/logo',
    items: [
      { name: 'Kopi Bubuk 200g', sku: 'KOPI200', price: 25000, stock: 7 },
      { name: 'Kaos Polos', sku: '', price: 50000, models: [{ sku: 'KAOS-M', name: 'M', stock: 3 }, { sku: 'KAOS-L', name: 'L', stock: 4, price: 55000 }, { sku: 'KAOS-XL', name: 'XL', stock: 0 }] },
    ],
  });
  const a = adapter();
  const t = await a.exchangeCode(fake.issueCode(shop.shop_id), String(shop.shop_id));
  return { shop, a, t, auth: { shop_id: String(shop.shop_id), access_token: t.access_token } };
}

test('configuration: read from env at use, missing partner key named plainly', () => {
  expect(shopeeConfigFromEnv({}).apiUrl).toBe(SHOPEE_PRODUCTION);
  expect(shopeeConfigFromEnv({ SHOPEE_API_URL: 'http://127.0.0.1:9/' }).apiUrl).toBe('http://127.0.0.1:9');
  const none = shopeeAdapter(() => shopeeConfigFromEnv({}));
  expect(none.missingConfig()).toMatch(/SHOPEE_PARTNER_ID dan SHOPEE_PARTNER_KEY/);
  expect(shopeeAdapter(() => shopeeConfigFromEnv({ SHOPEE_PARTNER_ID: '12' })).missingConfig()).toMatch(/atur SHOPEE_PARTNER_KEY/);
  expect(shopeeAdapter(() => shopeeConfigFromEnv({ SHOPEE_PARTNER_ID: 'abc', SHOPEE_PARTNER_KEY: 'k' })).missingConfig()).toMatch(/angka/);
  expect(() => none.authUrl('http://x/cb')).toThrow(/SHOPEE_PARTNER_KEY/);
  expect(adapter().missingConfig()).toBeNull();
});

test('authorisation page → code → tokens (4 hours) → shop info; the code is single-use and lives 10 minutes', async () => {
  const shop = fake.addShop({ name: 'Toko Otorisasi' });
  const a = adapter();
  const url = a.authUrl('http://niaga.test/mp/callback/Shopee/X/abc');
  expect(url.startsWith(`${fake.url}/api/v2/shop/auth_partner?`)).toBe(true);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Toko Otorisasi');
  // The page's button: a form that redirects to our callback with code and shop_id.
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop.shop_id}&redirect=${encodeURIComponent('http://niaga.test/mp/callback/Shopee/X/abc')}`, { redirect: 'manual' });
  expect(go.status).toBe(302);
  const back = new URL(go.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://niaga.test/mp/callback/Shopee/X/abc');
  expect(back.searchParams.get('shop_id')).toBe(String(shop.shop_id));
  const code = back.searchParams.get('code')!;

  const t0 = fake.nowMs();
  const t = await a.exchangeCode(code, String(shop.shop_id));
  expect(t.access_token).toMatch(/^[0-9a-f]{32}$/);
  expect(Date.parse(t.access_expires) - t0).toBeGreaterThanOrEqual((ACCESS_SECONDS - 5) * 1000);
  expect(Date.parse(t.access_expires) - t0).toBeLessThanOrEqual((ACCESS_SECONDS + 5) * 1000);
  const info = await a.shopInfo({ shop_id: String(shop.shop_id), access_token: t.access_token });
  expect(info).toMatchObject({ namatoko: 'Toko Otorisasi', shopurl: `https://shopee.co.id/shop/${shop.shop_id}`, domain_mp: 'shopee.co.id' });
  expect(Date.parse(info.auth_expires!)).toBeGreaterThan(fake.nowMs() + 360 * 86400_000);

  // The same code again: refused (auth), not retriable.
  const again = await refusal(a.exchangeCode(code, String(shop.shop_id)));
  expect(again).toMatchObject({ kind: 'auth', retriable: false, detail: { error: 'error_auth' } });
  expect(again.message).toMatch(/already used/);
  // A code older than 10 minutes: refused.
  const old = fake.issueCode(shop.shop_id);
  fake.advance(CODE_SECONDS + 1);
  expect((await refusal(a.exchangeCode(old, String(shop.shop_id)))).message).toMatch(/expired/);
  // A code for another shop: refused.
  expect((await refusal(a.exchangeCode(fake.issueCode(shop.shop_id), '12345'))).kind).toBe('auth');
});

test('the authorisation page refuses a bad sign or an old timestamp', async () => {
  const bad = adapter({ partnerKey: 'bukan-kunci' }).authUrl('http://niaga.test/cb');
  const r = await fetch(bad);
  expect(r.status).toBe(403);
  expect(await r.text()).toContain('error_sign');
  const old = adapter({}, () => fake.nowMs() - 6 * 60_000).authUrl('http://niaga.test/cb');
  expect(await (await fetch(old)).text()).toMatch(/timestamp/);
});

test('listings: every page, plain items as model 0, variants one per model with their SKU, price and stock', async () => {
  const { shop, a, auth } = await connected();
  // Enough items for three pages of 100 and three base-info batches of 50.
  for (let i = 0; i < 230; i++) fake.addItem(shop.shop_id, { name: `Barang ${i}`, sku: `B${i}`, price: 1000 + i, stock: i % 9 });
  fake.addItem(shop.shop_id, { name: 'Tidak Tampil', sku: 'UNL', status: 'UNLIST', price: 5, stock: 1 });
  const before = fake.calls.get('/api/v2/product/get_item_list') ?? 0;
  const list = await a.listings(auth);
  expect((fake.calls.get('/api/v2/product/get_item_list') ?? 0) - before).toBe(3);
  expect(list).toHaveLength(2 + 230 + 1 + 2); // kopi, 230, unlisted, kaos 3 models = 1 + 230 + 1 + 3
  const kopi = list.find((l) => l.sku === 'KOPI200')!;
  expect(kopi).toEqual({ item_id: String(shop.items[0].item_id), model_id: '0', sku: 'KOPI200', nama: 'Kopi Bubuk 200g', isvarian: false, harga: '25000', stok: 7 });
  const kaos = list.filter((l) => l.item_id === String(shop.items[1].item_id));
  expect(kaos.map((k) => [k.sku, k.nama, k.harga, k.stok, k.isvarian])).toEqual([
    ['KAOS-M', 'Kaos Polos (M)', '50000', 3, true],
    ['KAOS-L', 'Kaos Polos (L)', '55000', 4, true],
    ['KAOS-XL', 'Kaos Polos (XL)', '50000', 0, true],
  ]);
  expect(kaos.every((k) => k.model_id !== '0')).toBe(true);
  expect(list.find((l) => l.sku === 'B229')).toMatchObject({ harga: '1229', stok: 229 % 9 });
});

test('update_stock and update_price: per listing results, a wrong model fails alone', async () => {
  const { shop, a, auth } = await connected();
  const [kopi, kaos] = shop.items;
  const [m, l] = kaos.models;
  const r = await a.updateStock(auth, [
    { item_id: String(kopi.item_id), model_id: '0', stock: 12 },
    { item_id: String(kaos.item_id), model_id: String(m.model_id), stock: 1 },
    { item_id: String(kaos.item_id), model_id: String(l.model_id), stock: 0 },
    { item_id: String(kaos.item_id), model_id: '999', stock: 5 },
  ]);
  expect(r.ok.sort()).toEqual([`${kopi.item_id}:0`, `${kaos.item_id}:${m.model_id}`, `${kaos.item_id}:${l.model_id}`].sort());
  expect(r.failed).toEqual([{ key: `${kaos.item_id}:999`, msg: 'model not found' }]);
  expect([fake.stockOf(shop.shop_id, kopi.item_id), fake.stockOf(shop.shop_id, kaos.item_id, m.model_id), fake.stockOf(shop.shop_id, kaos.item_id, l.model_id)]).toEqual([12, 1, 0]);
  // An item Shopee does not know fails its listings, the others go through.
  const r2 = await a.updateStock(auth, [
    { item_id: '1', model_id: '0', stock: 3 },
    { item_id: String(kopi.item_id), model_id: '0', stock: 4 },
  ]);
  expect(r2.ok).toEqual([`${kopi.item_id}:0`]);
  expect(r2.failed[0].key).toBe('1:0');
  await expect(a.updateStock(auth, [{ item_id: String(kopi.item_id), model_id: '0', stock: -1 }])).rejects.toMatchObject({ kind: 'param' });

  const p = await a.updatePrice(auth, [
    { item_id: String(kopi.item_id), model_id: '0', price: '27500' },
    { item_id: String(kaos.item_id), model_id: String(m.model_id), price: '52000.50' },
  ]);
  expect(p.failed).toEqual([]);
  expect(fake.priceOf(shop.shop_id, kopi.item_id)).toBe(27500);
  expect(fake.priceOf(shop.shop_id, kaos.item_id, m.model_id)).toBe(52000.5);
  await expect(a.updatePrice(auth, [{ item_id: String(kopi.item_id), model_id: '0', price: '-3' }])).rejects.toMatchObject({ kind: 'param' });
});

test('orders: get_order_list by update_time with cursor pages of 100, then details normalised (lines, fees, shipping)', async () => {
  const { shop, a, auth } = await connected();
  const [kopi, kaos] = shop.items;
  const from = fake.now();
  const sns: string[] = [];
  for (let i = 0; i < 130; i++) sns.push(fake.addOrder(shop.shop_id, { lines: [{ item_id: kopi.item_id, qty: 1 + (i % 3) }] }).order_sn);
  const special = fake.addOrder(shop.shop_id, {
    buyer: 'budi_s',
    lines: [
      { item_id: kopi.item_id, qty: 2 },
      { item_id: kaos.item_id, model_id: kaos.models[1].model_id, qty: 1 },
    ],
    shipping_fee: 9000,
    commission_fee: 5250,
    service_fee: 1500,
  });
  const to = fake.now();
  const seen: string[] = [];
  let cursor = '';
  let pages = 0;
  do {
    const r = await a.orderList(auth, { from, to, cursor });
    seen.push(...r.orders);
    cursor = r.next;
    pages++;
  } while (cursor);
  expect(pages).toBe(2);
  expect(seen.sort()).toEqual([...sns, special.order_sn].sort());

  const [o] = await a.orderDetail(auth, [special.order_sn]);
  expect(o).toEqual({
    no_order_mp: special.order_sn,
    status: 'READY_TO_SHIP',
    tanggal: new Date(special.create_time * 1000).toISOString(),
    update_time: special.update_time,
    buyer: 'budi_s',
    shipping: { kurir: 'SPX Standard', resi: '', alamat: 'Jl. Contoh No. 1, Jakarta', ongkir: '9000' },
    fees: { komisi: '5250', layanan: '1500', lain: '0' },
    total: String(2 * 25000 + 55000 + 9000),
    lines: [
      { item_id: String(kopi.item_id), model_id: '0', sku: 'KOPI200', nama: 'Kopi Bubuk 200g', jumlah: 2, harga: '25000' },
      { item_id: String(kaos.item_id), model_id: String(kaos.models[1].model_id), sku: 'KAOS-L', nama: 'Kaos Polos (L)', jumlah: 1, harga: '55000' },
    ],
  });
  // 120 numbers: three detail batches of 50.
  const before = fake.calls.get('/api/v2/order/get_order_detail') ?? 0;
  expect(await a.orderDetail(auth, sns.slice(0, 120))).toHaveLength(120);
  expect((fake.calls.get('/api/v2/order/get_order_detail') ?? 0) - before).toBe(3);

  // A status change moves the order into a later update_time window; a cancelled one has no fees.
  fake.advance(60);
  fake.setOrderStatus(shop.shop_id, special.order_sn, 'CANCELLED');
  const later = await a.orderList(auth, { from: to + 1, to: fake.now(), cursor: '' });
  expect(later.orders).toEqual([special.order_sn]);
  const [c] = await a.orderDetail(auth, [special.order_sn]);
  expect(c).toMatchObject({ status: 'CANCELLED', fees: { komisi: '0', layanan: '0', lain: '0' } });
  expect(c.update_time).toBeGreaterThan(o.update_time);
});

test('refresh: a new pair; the refresh token is single-use; an expired access token is refused until refreshed', async () => {
  const { shop, a, t, auth } = await connected();
  fake.advance(ACCESS_SECONDS + 1);
  const expired = await refusal(a.shopInfo(auth));
  expect(expired).toMatchObject({ kind: 'auth', retriable: false });
  expect(expired.message).toMatch(/expired/);
  const n = await a.refresh(String(shop.shop_id), t.refresh_token);
  expect(n.refresh_token).not.toBe(t.refresh_token);
  expect((await a.shopInfo({ shop_id: auth.shop_id, access_token: n.access_token })).namatoko).toBe('Toko Uji');
  const reused = await refusal(a.refresh(String(shop.shop_id), t.refresh_token));
  expect(reused).toMatchObject({ kind: 'auth', retriable: false });
  expect(reused.message).toMatch(/already used/);
  // The new refresh token still works once.
  expect((await a.refresh(String(shop.shop_id), n.refresh_token)).access_token).toMatch(/^[0-9a-f]{32}$/);
});

test('refusals: bad sign, old timestamp, wrong token, busy (retriable), malformed and unreachable', async () => {
  const { a, auth } = await connected();
  const sign = await refusal(adapter({ partnerKey: 'salah' }).shopInfo(auth));
  expect(sign).toMatchObject({ kind: 'sign', retriable: false, detail: { error: 'error_sign' } });
  expect(sign.detail.request_id).toMatch(/^[0-9a-f]{16}$/);
  const old = await refusal(adapter({}, () => fake.nowMs() - 5 * 60_000 - 2000).shopInfo(auth));
  expect(old.kind).toBe('sign');
  expect(old.message).toMatch(/timestamp/);
  // Four minutes off is still inside the window.
  expect((await adapter({}, () => fake.nowMs() - 4 * 60_000).shopInfo(auth)).namatoko).toBe('Toko Uji');
  expect((await refusal(a.shopInfo({ ...auth, access_token: 'f'.repeat(32) }))).kind).toBe('auth');
  // Another shop's id with this token: refused.
  expect((await refusal(a.shopInfo({ ...auth, shop_id: '42' }))).kind).toBe('auth');

  fake.setBusy(2);
  const busy = await refusal(a.listings(auth));
  expect(busy).toMatchObject({ kind: 'busy', retriable: true, detail: { error: 'error_busy', status: 429 } });
  // Busy during a stock push: the push throws (the worker retries the batch), nothing half-reported.
  await expect(a.updateStock(auth, [{ item_id: '1', model_id: '0', stock: 1 }])).rejects.toMatchObject({ kind: 'busy' });
  expect((await a.listings(auth)).length).toBeGreaterThan(0);
  fake.setBusy(true);
  await expect(a.shopInfo(auth)).rejects.toMatchObject({ kind: 'busy' });
  fake.setBusy(false);

  // Replies not of the promised shape: malformed (spec §8 code 2).
  const srv: Server = createServer((req, res) => {
    if (req.url!.startsWith('/api/v2/shop/get_shop_info')) res.end(JSON.stringify({ error: '', shop_name: 42 }));
    else if (req.url!.startsWith('/api/v2/product/get_item_list')) res.end('<html>oops</html>');
    else if (req.url!.startsWith('/api/v2/order/get_order_list')) res.end(JSON.stringify({ error: '', response: { more: true, order_list: [] } }));
    else {
      res.statusCode = 502;
      res.end('bad gateway');
    }
  });
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  const odd = adapter({ apiUrl: `http://127.0.0.1:${(srv.address() as AddressInfo).port}` });
  try {
    const m1 = await refusal(odd.shopInfo(auth));
    expect(m1).toMatchObject({ kind: 'malformed', retriable: false });
    expect(m1.message).toMatch(/^Data yang diterima bermasalah/);
    expect((await refusal(odd.listings(auth))).kind).toBe('malformed');
    expect((await refusal(odd.orderList(auth, { from: 1, to: 2, cursor: '' }))).kind).toBe('malformed');
    expect(await refusal(odd.orderDetail(auth, ['X']))).toMatchObject({ kind: 'other', retriable: true, detail: { status: 502 } });
  } finally {
    await new Promise((ok) => srv.close(ok));
  }
  const down = await refusal(adapter({ apiUrl: 'http://127.0.0.1:9' }).shopInfo(auth));
  expect(down).toMatchObject({ kind: 'network', retriable: true });
  // No refusal carries a token.
  for (const e of [sign, old, busy, down]) expect(JSON.stringify({ m: e.message, d: e.detail })).not.toContain(auth.access_token);
});

test('pushes: signature over URL|raw body checked; codes 3, 1, 2, 12 read', async () => {
  const a = adapter();
  const url = 'https://toko.example.com/mp/push/shopee';
  const body = '{"shop_id":77,"code":3,"timestamp":1700000000,"data":{"ordersn":"2412ABC","status":"READY_TO_SHIP","update_time":1700000000}}';
  const sig = pushSign(fake.partnerKey, url, body);
  expect(a.readPush(url, body, { authorization: sig })).toEqual({ kind: 'order', shop_id: '77', no_order_mp: '2412ABC', status: 'READY_TO_SHIP' });
  // One byte changed, another URL, no header, another key: refused as sign.
  for (const [u, b, h] of [
    [url, body.replace('77', '78'), sig],
    ['https://other.example.com/mp/push/shopee', body, sig],
    [url, body, undefined],
    [url, body, pushSign('lain', url, body)],
  ] as const)
    expect(() => a.readPush(u, b, { authorization: h })).toThrow(expect.objectContaining({ kind: 'sign' }));
  const read = (o: unknown) => {
    const raw = JSON.stringify(o);
    return a.readPush(url, raw, { authorization: pushSign(fake.partnerKey, url, raw) });
  };
  expect(read({ shop_id: 5, code: 1, data: { shop_id: 5 } })).toEqual({ kind: 'authorised', shop_id: '5' });
  expect(read({ code: 2, data: { shop_id: 6 } })).toEqual({ kind: 'revoked', shop_id: '6' });
  expect(read({ code: 12, data: { shop_expire_soon: [9], expire_before: 1700000000 } })).toEqual({ kind: 'expiring', shop_id: '9', expires: new Date(1700000000_000).toISOString() });
  expect(read({ shop_id: 5, code: 4, data: {} })).toEqual({ kind: 'other', shop_id: '5', code: 4 });
  expect(() => read({ shop_id: 5, code: 3, data: { status: 'X' } })).toThrow(expect.objectContaining({ kind: 'malformed' }));
  expect(() => a.readPush(url, 'not json', { authorization: pushSign(fake.partnerKey, url, 'not json') })).toThrow(expect.objectContaining({ kind: 'malformed' }));

  // The fake sends a push signed the same way.
  let got: { auth?: string; raw: string } | null = null;
  const srv = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      got = { auth: req.headers.authorization, raw };
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  try {
    const shop = fake.addShop({ name: 'Push', items: [{ name: 'X', sku: 'X', price: 1, stock: 1 }] });
    const o = fake.addOrder(shop.shop_id, { lines: [{ item_id: shop.items[0].item_id, qty: 1 }] });
    const to = `http://127.0.0.1:${(srv.address() as AddressInfo).port}/mp/push/shopee`;
    expect((await fake.pushOrder(to, shop.shop_id, o.order_sn)).status).toBe(204);
    expect(a.readPush(to, got!.raw, { authorization: got!.auth })).toEqual({ kind: 'order', shop_id: String(shop.shop_id), no_order_mp: o.order_sn, status: 'READY_TO_SHIP' });
  } finally {
    await new Promise((ok) => srv.close(ok));
  }
});
