/**
 * Connecting a Shopee shop through the fake Shopee (spec §7.6, /pengaturanmp): verifikasi_url → the
 * fake's authorisation page → our callback → the shop stored with sealed tokens; the list, the
 * Warning, disconnecting; access tokens refreshed once under two concurrent workers.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSecret, type Database } from '@niaga/kernel/server';
import { addUser, loginAs } from '../../../apps/server/test/auth-helpers';
import { freshCompany, testServer, TEST_ORIGIN, type TestCompany } from '../../../apps/server/test/harness';
import { FakeShopee } from '../shopee/fake/fake-shopee';
import { shopeeAdapter } from '../shopee/shopee';
import { accessFor, openConnectInfo, sealConnectInfo, CONNECT_MINUTES, NEEDS_RECONNECT } from '../connect';

let fake: FakeShopee;
const saved: Record<string, string | undefined> = {};
const KEYS = ['SHOPEE_API_URL', 'SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'] as const;
beforeAll(async () => {
  fake = await FakeShopee.start();
  for (const k of KEYS) {
    saved[k] = process.env[k];
    process.env[k] = fake.env()[k];
  }
});
afterAll(async () => {
  for (const k of KEYS) if (saved[k] === undefined) delete process.env[k];
  else process.env[k] = saved[k];
  await fake.close();
});

type Info = { num: number; msg: string; data: { tbl_info: Array<{ url: string; encryptedinfo: string }> } };
type Shops = { num: number; msg: string; data: { tbl_marketplace: Array<Record<string, unknown>> } };

/** Calls our callback as the seller's browser does after the redirect. */
async function follow(location: string) {
  const { app } = await testServer();
  const u = new URL(location);
  expect(u.origin).toBe(TEST_ORIGIN);
  return app.inject({ method: 'GET', url: u.pathname + u.search });
}

/** verifikasi_url → the fake's page → its "Authorize" for `shop_id` → the redirect (not yet followed). */
async function authorise(co: TestCompany, shop_id: number): Promise<string> {
  const r = (await co.act('verifikasi_url', {})) as Info;
  expect(r.num).toBe(0);
  const { url } = r.data.tbl_info[0];
  const pageRes = await fetch(url);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  const redirect = /name="redirect" value="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop_id}&redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(go.status).toBe(302);
  return go.headers.get('location')!;
}

async function connect(co: TestCompany, name: string) {
  const shop = fake.addShop({ name, logo: 'https://cf.shopee.co.id/file/x', items: [{ name: 'Kopi', sku: 'KOPI', price: 1000, stock: 1 }] });
  const res = await follow(await authorise(co, shop.shop_id));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('Toko berhasil terhubung');
  expect(res.body).toContain(name);
  return shop;
}

const shopAdapter = () => shopeeAdapter(() => fake.config());

test('verifikasi_url refuses plainly without the partner key, naming the env variables', async () => {
  const co = await freshCompany();
  const key = process.env.SHOPEE_PARTNER_KEY;
  delete process.env.SHOPEE_PARTNER_KEY;
  try {
    const r = await co.act('verifikasi_url', {});
    expect(r.num).not.toBe(0);
    expect(r.msg).toMatch(/SHOPEE_PARTNER_KEY/);
  } finally {
    process.env.SHOPEE_PARTNER_KEY = key;
  }
  // Lazada without its app key and secret (this test's environment has none): which env to set.
  expect(await co.act('verifikasi_url_lazada', {})).toMatchObject({ num: 1, msg: expect.stringMatching(/atur LAZADA_APP_KEY dan LAZADA_APP_SECRET/) });
  expect((await co.act('verifikasi_url', { marketplace: 'Blibli' })).msg).toMatch(/tidak dikenal/);
});

test('connect a shop: verifikasi_url → the authorisation page → the callback stores the shop with sealed tokens; the list never shows them', async () => {
  const co = await freshCompany();
  const r = (await co.act('verifikasi_url', {})) as Info;
  expect(r.num).toBe(0);
  const { url, encryptedinfo } = r.data.tbl_info[0];
  const u = new URL(url);
  expect(u.origin + u.pathname).toBe(`${fake.url}/api/v2/shop/auth_partner`);
  expect(u.searchParams.get('redirect')).toBe(`${TEST_ORIGIN}/mp/callback/Shopee/${co.iper}/${encodeURIComponent(encryptedinfo)}`);
  expect(encryptedinfo).toMatch(/^s1:/);

  const shop = await connect(co, 'Toko Maju Shopee');
  const rows = await co.sql<Record<string, unknown>>(`select * from marketplace_toko`);
  expect(rows).toHaveLength(1);
  const row = rows[0];
  expect(row).toMatchObject({ marketplace: 'Shopee', shop_id: String(shop.shop_id), namatoko: 'Toko Maju Shopee', marketplaceid: 2, status: 'aktif', logo: 'https://cf.shopee.co.id/file/x' });
  expect(String(row.token)).toMatch(/^s1:/);
  expect(String(row.refreshtoken)).toMatch(/^s1:/);
  // The sealed access token is Shopee's: it reads the shop.
  const access = openSecret(String(row.token));
  expect((await shopAdapter().shopInfo({ shop_id: String(shop.shop_id), access_token: access })).namatoko).toBe('Toko Maju Shopee');
  expect(new Date(String(row.token_exp)).getTime()).toBeGreaterThan(Date.now() + 3.9 * 3600_000);

  const list = (await co.act('pengaturanmarketplace_show', {})) as Shops;
  expect(list.num).toBe(0);
  expect(list.data.tbl_marketplace).toHaveLength(1);
  expect(list.data.tbl_marketplace[0]).toMatchObject({ shop_id: String(shop.shop_id), namatoko: 'Toko Maju Shopee', marketplace: 'Shopee', MarketplaceID: 2, ShopURL: `https://shopee.co.id/shop/${shop.shop_id}`, Warning: false });
  // The authorisation lasts a year on the fake: TanggalExp a year ahead.
  expect(String(list.data.tbl_marketplace[0].tgl_expired) > new Date(Date.now() + 360 * 86400_000).toISOString().slice(0, 10)).toBe(true);
  const text = JSON.stringify(list);
  expect(text).not.toContain(access);
  expect(text).not.toContain(String(row.refreshtoken));
  expect(text).not.toContain('s1:');
  // Another company sees nothing of it.
  expect(((await (await freshCompany()).act('pengaturanmarketplace_show', {})) as Shops).data.tbl_marketplace).toEqual([]);
});

test('the callback refuses a used code, a changed or foreign info, a missing code; the link expires', async () => {
  const co = await freshCompany();
  const shop = fake.addShop({ name: 'Toko Ulang' });
  const location = await authorise(co, shop.shop_id);
  expect((await follow(location)).statusCode).toBe(200);
  // The same redirect again: the link is single-use, refused before Shopee is asked; the shop stays connected.
  const exchanges = fake.calls.get('/api/v2/auth/token/get');
  const again = await follow(location);
  expect(again.statusCode).toBe(400);
  expect(again.body).toContain('Toko belum terhubung');
  expect(again.body).toMatch(/sudah dipakai/);
  expect(fake.calls.get('/api/v2/auth/token/get')).toBe(exchanges);
  expect((await co.sql(`select status from marketplace_toko`))[0]).toEqual({ status: 'aktif' });
  // A new link with a code Shopee already took: Shopee refuses (the code is single-use), said on the page.
  const used = new URL(location).searchParams.get('code')!;
  const fresh = new URL(await authorise(co, shop.shop_id));
  fresh.searchParams.set('code', used);
  const refused = await follow(fresh.toString());
  expect(refused.statusCode).toBe(502);
  expect(refused.body).toMatch(/Shopee menolak.*already used/);
  expect((await co.sql(`select status from marketplace_toko`))[0]).toEqual({ status: 'aktif' });
  // A link is a row until its callback takes it, even one whose code Shopee then refused.
  expect(await co.sql(`select count(*)::int as n from marketplace_sambung`)).toEqual([{ n: 0 }]);
  expect((await co.act('verifikasi_url', {})).num).toBe(0);
  expect(await co.sql(`select count(*)::int as n from marketplace_sambung`)).toEqual([{ n: 1 }]);

  const u = new URL(location);
  const [, , , , iper, info] = u.pathname.split('/');
  // Changed info: refused before Shopee is called.
  const sealed = decodeURIComponent(info);
  const bad = sealed.slice(0, 10) + (sealed[10] === 'A' ? 'B' : 'A') + sealed.slice(11);
  const calls = fake.calls.get('/api/v2/auth/token/get');
  for (const path of [`/mp/callback/Shopee/${iper}/${encodeURIComponent(bad)}`, `/mp/callback/Shopee/${(await freshCompany()).iper}/${info}`, `/mp/callback/Lazada/${iper}/${info}`]) {
    const res = await follow(`${TEST_ORIGIN}${path}?code=${fake.issueCode(shop.shop_id)}&shop_id=${shop.shop_id}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/tidak valid/);
  }
  expect(fake.calls.get('/api/v2/auth/token/get')).toBe(calls);
  // No code (the seller cancelled): said so.
  const none = await follow(`${TEST_ORIGIN}${u.pathname}?shop_id=${shop.shop_id}`);
  expect(none.statusCode).toBe(400);
  expect(none.body).toMatch(/dibatalkan/);
  // Expiry: a link older than CONNECT_MINUTES is refused.
  const t0 = Date.now();
  const s = sealConnectInfo(co.iper, 'Shopee', t0);
  expect(openConnectInfo(s, co.iper.toLowerCase(), 'shopee', t0 + (CONNECT_MINUTES - 1) * 60_000)).toMatchObject({ i: co.iper, m: 'Shopee' });
  expect(openConnectInfo(s, co.iper, 'Shopee', t0 + CONNECT_MINUTES * 60_000 + 1)).toMatch(/kedaluwarsa/);
});

test('Warning: authorisation ending within 7 days, ended, or refused; disconnect; the right mSettingMP', async () => {
  const co = await freshCompany();
  const a = await connect(co, 'Toko A');
  const b = await connect(co, 'Toko B');
  const warn = async () => Object.fromEntries(((await co.act('pengaturanmarketplace_show', {})) as Shops).data.tbl_marketplace.map((r) => [r.namatoko, r.Warning]));
  expect(await warn()).toEqual({ 'Toko A': false, 'Toko B': false });
  await co.sql(`update marketplace_toko set tgl_expired = current_date + 7 where shop_id = '${a.shop_id}'`);
  await co.sql(`update marketplace_toko set tgl_expired = current_date + 8 where shop_id = '${b.shop_id}'`);
  expect(await warn()).toEqual({ 'Toko A': true, 'Toko B': false });
  await co.sql(`update marketplace_toko set tgl_expired = current_date - 1 where shop_id = '${b.shop_id}'`);
  expect(await warn()).toEqual({ 'Toko A': true, 'Toko B': true });
  await co.sql(`update marketplace_toko set tgl_expired = current_date + 100, status = '${NEEDS_RECONNECT}'`);
  expect(await warn()).toEqual({ 'Toko A': true, 'Toko B': true });

  // A user without mSettingMP may neither list nor connect nor disconnect.
  await addUser(co, { userid: 'KASIR1', password: 'kasir-rahasia-1' });
  const kasir = await loginAs(co, 'KASIR1', 'kasir-rahasia-1');
  for (const [act, p] of [['pengaturanmarketplace_show', {}], ['verifikasi_url', {}], ['setting_mp_del', { shop_id: String(a.shop_id) }]] as const) expect((await kasir.act(act, p)).num).toBe(30);

  expect((await co.act('setting_mp_del', {})).num).toBe(15);
  expect((await co.act('setting_mp_del', { shop_id: '999' })).num).toBe(40);
  const del = await co.act('setting_mp_del', { shop_id: String(a.shop_id), marketplace: 'Shopee' });
  expect(del.num).toBe(0);
  expect(Object.keys(await warn())).toEqual(['Toko B']);
  const log = await co.sql<{ jenis: string }>(`select jenis from log_aktivitas where modul = 'mSettingMP'`);
  expect(log.map((l) => l.jenis)).toContain('hapus');
});

async function expiredShop(name: string) {
  const co = await freshCompany();
  const shop = await connect(co, name);
  const { db } = await testServer();
  await co.sql(`update marketplace_toko set token_exp = now() - interval '1 minute'`);
  fake.expireAccessTokens(shop.shop_id);
  return { co, shop, db: db as Database };
}

test('two workers asking for an expired token together: one refresh, both get the new token, the shop stays connected', async () => {
  const { co, shop, db } = await expiredShop('Toko Serentak');
  const old = openSecret((await co.sql<{ token: string }>(`select token from marketplace_toko`))[0].token);
  const before = fake.calls.get('/api/v2/auth/access_token/get') ?? 0;
  fake.refreshDelayMs = 150; // Shopee slow to answer: the second worker arrives mid-refresh.
  try {
    // Two workers: each its own accessFor, as two processes would be.
    const [x, y] = await Promise.all([accessFor(db, co.company.schema_name)('Shopee', String(shop.shop_id)), accessFor(db, co.company.schema_name)('Shopee', String(shop.shop_id))]);
    expect(x.access_token).toBe(y.access_token);
    expect(x.access_token).not.toBe(old);
  } finally {
    fake.refreshDelayMs = 0;
  }
  expect((fake.calls.get('/api/v2/auth/access_token/get') ?? 0) - before).toBe(1);
  expect(fake.refusals.filter((r) => r.path === '/api/v2/auth/access_token/get')).toEqual([]);
  const row = (await co.sql<{ status: string; token: string; token_exp: string }>(`select status, token, token_exp from marketplace_toko`))[0];
  expect(row.status).toBe('aktif');
  const fresh = openSecret(row.token);
  expect((await shopAdapter().shopInfo({ shop_id: String(shop.shop_id), access_token: fresh })).namatoko).toBe('Toko Serentak');
  // A valid token is given without asking Shopee.
  expect((await accessFor(db, co.company.schema_name)('Shopee', String(shop.shop_id))).access_token).toBe(fresh);
  expect((fake.calls.get('/api/v2/auth/access_token/get') ?? 0) - before).toBe(1);
});

test('a refused refresh marks the shop (Warning, message) and stops asking; busy leaves it as it was', async () => {
  const { co, shop, db } = await expiredShop('Toko Ditolak');
  const get = accessFor(db, co.company.schema_name);
  // Busy: retriable, the shop stays active, its tokens untouched.
  fake.setBusy(1);
  await expect(get('Shopee', String(shop.shop_id))).rejects.toMatchObject({ kind: 'busy' });
  expect((await co.sql(`select status from marketplace_toko`))[0]).toEqual({ status: 'aktif' });
  // Someone else spent the refresh token (another installation, a copy of the database): refused for good.
  const rt = openSecret((await co.sql<{ refreshtoken: string }>(`select refreshtoken from marketplace_toko`))[0].refreshtoken);
  await shopAdapter().refresh(String(shop.shop_id), rt);
  await expect(get('Shopee', String(shop.shop_id))).rejects.toMatchObject({ kind: 'auth' });
  const row = (await co.sql<{ status: string; pesan: string }>(`select status, pesan from marketplace_toko`))[0];
  expect(row.status).toBe(NEEDS_RECONNECT);
  expect(row.pesan).toMatch(/Perpanjangan token ditolak Shopee/);
  const list = ((await co.act('pengaturanmarketplace_show', {})) as Shops).data.tbl_marketplace[0];
  expect(list).toMatchObject({ Warning: true, status: NEEDS_RECONNECT });
  const calls = fake.calls.get('/api/v2/auth/access_token/get');
  await expect(get('Shopee', String(shop.shop_id))).rejects.toThrow(/dihubungkan ulang/);
  expect(fake.calls.get('/api/v2/auth/access_token/get')).toBe(calls);
  // Connecting again clears the mark.
  const res = await follow(await authorise(co, shop.shop_id));
  expect(res.statusCode).toBe(200);
  expect((await co.sql(`select status, pesan from marketplace_toko`))[0]).toEqual({ status: 'aktif', pesan: '' });
  await expect(get('Shopee', '424242')).rejects.toThrow(/tidak terhubung/);
});

test('a push about a shop reaches every company that holds it: revoked marks it, expiring sets its end', async () => {
  const { companiesOfShop, applyShopPush } = await import('../connect');
  const { db } = await testServer();
  const a = await freshCompany();
  const b = await freshCompany();
  const shop = await connect(a, 'Toko Dua Perusahaan');
  // The same shop connected by a second company too; a third holds another shop.
  expect((await follow(await authorise(b, shop.shop_id))).statusCode).toBe(200);
  await connect(await freshCompany(), 'Toko Lain Lagi');
  const held = await companiesOfShop(db, 'Shopee', String(shop.shop_id));
  expect(held.map((c) => c.idperusahaan).sort()).toEqual([a.iper, b.iper].sort());
  expect(await companiesOfShop(db, 'Lazada', String(shop.shop_id))).toEqual([]);

  const end = new Date(Date.now() + 5 * 86400_000).toISOString();
  expect((await applyShopPush(db, 'Shopee', { kind: 'expiring', shop_id: String(shop.shop_id), expires: end })).length).toBe(2);
  for (const co of [a, b]) {
    const r = ((await co.act('pengaturanmarketplace_show', {})) as Shops).data.tbl_marketplace[0];
    expect(r).toMatchObject({ tgl_expired: end.slice(0, 10), Warning: true, status: 'aktif' });
  }
  await applyShopPush(db, 'Shopee', { kind: 'revoked', shop_id: String(shop.shop_id) });
  expect((await b.sql(`select status, pesan from marketplace_toko`))[0]).toEqual({ status: NEEDS_RECONNECT, pesan: 'Otorisasi toko dicabut di Shopee: hubungkan ulang.' });
  expect(await applyShopPush(db, 'Shopee', { kind: 'order', shop_id: String(shop.shop_id), no_order_mp: 'X', status: 'READY_TO_SHIP' })).toEqual([]);
});
