/**
 * Connecting a Lazada shop at the edges (spec §7.6): its redirect brings only the code (the shop
 * comes from the tokens) while Shopee's without shop_id is still refused; a used link or code;
 * a refused refresh marks the shop; Lazada's token-expiry push sets the authorisation's end.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshCompany, testServer, TEST_ORIGIN, type TestCompany } from '../../../apps/server/test/harness';
import { FakeLazada } from '../lazada/fake/fake-lazada';
import { lazadaAdapter } from '../lazada/lazada';
import { lazadaPushSign } from '../lazada/sign';
import { accessFor, NEEDS_RECONNECT } from '../connect';
import { provideMarketplace } from '../server';
import { MpError } from '../adapter';

let fake: FakeLazada;
/** The server's own adapters (LAZADA_* → the fake), whatever another file in this process provided. */
let before: ReturnType<typeof provideMarketplace>;
const saved: Record<string, string | undefined> = {};
const KEYS = ['LAZADA_API_URL', 'LAZADA_AUTH_URL', 'LAZADA_APP_KEY', 'LAZADA_APP_SECRET', 'SHOPEE_PARTNER_ID', 'SHOPEE_PARTNER_KEY'] as const;
beforeAll(async () => {
  before = provideMarketplace(null);
  fake = await FakeLazada.start();
  const env: Record<string, string> = { ...fake.env(), SHOPEE_PARTNER_ID: '1', SHOPEE_PARTNER_KEY: 'k' };
  for (const k of KEYS) {
    saved[k] = process.env[k];
    process.env[k] = env[k];
  }
});
afterAll(async () => {
  provideMarketplace(before);
  for (const k of KEYS) if (saved[k] === undefined) delete process.env[k];
  else process.env[k] = saved[k];
  await fake.close();
});

type Info = { num: number; msg: string; data: { tbl_info: Array<{ url: string; marketplace: string }> } };

async function get(pathAndQuery: string) {
  const { app } = await testServer();
  return app.inject({ method: 'GET', url: pathAndQuery });
}

/** verifikasi_url_lazada → the redirect_uri of the page (our callback path). */
async function link(co: TestCompany, act = 'verifikasi_url_lazada', payload = {}): Promise<string> {
  const r = (await co.act(act, payload)) as Info;
  expect(r.num, r.msg).toBe(0);
  const u = new URL(r.data.tbl_info[0].url);
  const back = u.searchParams.get('redirect_uri') ?? u.searchParams.get('redirect')!;
  expect(back.startsWith(TEST_ORIGIN)).toBe(true);
  return back.slice(TEST_ORIGIN.length);
}

test('the callback: Lazada by code alone; the link and the code are single-use; Shopee without shop_id still refused', async () => {
  const co = await freshCompany();
  const seller = fake.addSeller({ name: 'Toko Tepi Lazada' });
  const path = await link(co);
  expect(path).toMatch(new RegExp(`^/mp/callback/Lazada/${co.iper}/`));
  const code = fake.issueCode(seller.seller_id);
  const ok = await get(`${path}?code=${code}`);
  expect(ok.statusCode).toBe(200);
  expect(ok.body).toContain('Toko Tepi Lazada (Lazada) sudah terhubung');
  expect(await co.sql(`select marketplace, shop_id, marketplaceid, status from marketplace_toko`)).toEqual([{ marketplace: 'Lazada', shop_id: seller.seller_id, marketplaceid: 3, status: 'aktif' }]);
  // The same link again: taken.
  expect((await get(`${path}?code=${fake.issueCode(seller.seller_id)}`)).body).toMatch(/sudah dipakai/);
  // A new link with a spent code: Lazada refuses, said on the page.
  const again = await get(`${await link(co)}?code=${code}`);
  expect(again.statusCode).toBe(502);
  expect(again.body).toMatch(/Lazada menolak.*InvalidCode/);
  // A link without code: the seller cancelled.
  expect((await get(await link(co))).body).toMatch(/dibatalkan/);
  // Shopee's redirect always names the shop: without it, refused before Shopee is called, the link kept.
  const shopee = await link(co, 'verifikasi_url', { marketplace: 'Shopee' });
  const none = await get(`${shopee}?code=abc`);
  expect(none.statusCode).toBe(400);
  expect(none.body).toMatch(/tidak lengkap/);
  expect(await co.sql(`select count(*)::int as n from marketplace_sambung where marketplace = 'Shopee'`)).toEqual([{ n: 1 }]);
});

test('a refused refresh marks the shop; the token-expiry push sets its authorisation end', async () => {
  const co = await freshCompany();
  const seller = fake.addSeller({ name: 'Toko Cabut Lazada' });
  expect((await get(`${await link(co)}?code=${fake.issueCode(seller.seller_id)}`)).statusCode).toBe(200);
  const { db, app } = await testServer();

  // Lazada's push (message_type 8): the authorisation ends soon → tgl_expired and the Warning.
  const body = JSON.stringify({ seller_id: 'null', message_type: 8, data: { app_key: fake.appKey, auth_expiry_time: Math.floor(Date.now() / 1000) + 2 * 86400, seller_id: seller.seller_id }, timestamp: Date.now(), site: 'lazada_id' });
  const bad = await app.inject({ method: 'POST', url: '/mp/push/lazada', headers: { 'content-type': 'application/json', authorization: 'ab'.repeat(32) }, payload: body });
  expect(bad.statusCode).toBe(401);
  const res = await app.inject({ method: 'POST', url: '/mp/push/lazada', headers: { 'content-type': 'application/json', authorization: lazadaPushSign(fake.appKey, fake.appSecret, body) }, payload: body });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('');
  const shows = (await co.act('pengaturanmarketplace_show', {})) as { data: { tbl_marketplace: Array<Record<string, unknown>> } };
  expect(shows.data.tbl_marketplace).toMatchObject([{ shop_id: seller.seller_id, Warning: true, status: 'aktif' }]);

  // The seller revoked the app: the refresh is refused, the shop must be connected again.
  fake.revoke(seller.seller_id);
  const adapter = lazadaAdapter(() => fake.config(), fake.nowMs);
  fake.advance(7 * 24 * 3600);
  const access = accessFor(db, co.company.schema_name, { adapterFor: () => adapter, now: fake.nowMs });
  const e = await access('Lazada', seller.seller_id).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(MpError);
  expect(e).toMatchObject({ kind: 'auth' });
  expect(await co.sql(`select status, pesan from marketplace_toko`)).toEqual([{ status: NEEDS_RECONNECT, pesan: expect.stringMatching(/IllegalRefreshToken/) }]);
});
