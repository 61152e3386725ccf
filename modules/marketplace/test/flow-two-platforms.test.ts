/**
 * One item on two platforms at once (issue 40 item 4, Shopee and TikTok Shop; Lazada joins with its
 * adapter): orders arriving together on both, each pushed twice at once and polled, lower our stock
 * once per order, and once the outbox drains both platforms show the warehouse's stock, each with
 * its allocation (TikTok Shop 50 %). The books
 * are exact. Both fakes over real HTTP, on a server started as `npm start` starts it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { checkInvariants } from '@niaga/ledger';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import type { FakeTiktok } from '../tiktok/fake/fake-tiktok';
import { shopeeAdapter } from '../shopee/shopee';
import { tiktokAdapter } from '../tiktok/tiktok';
import { accessFor } from '../connect';
import { configureOrders, depsOf, provideMarketplace, pullsSettled, pushesSettled } from '../server';
import { fakeInEnv, liveAct, liveServer, until } from './live';
import { tiktokInEnv } from './live-tiktok';

let shopee: FakeShopee;
let tiktok: FakeTiktok;
const restores: Array<() => Promise<void>> = [];
let srv: RunningServer;
beforeAll(async () => {
  const a = await fakeInEnv();
  shopee = a.fake;
  restores.push(a.restore);
  const b = await tiktokInEnv();
  tiktok = b.fake;
  restores.push(b.restore);
  const sa = shopeeAdapter(() => shopee.config());
  const ta = tiktokAdapter(() => tiktok.config());
  provideMarketplace(depsOf([sa, ta], (db, schema) => accessFor(db, schema, { adapterFor: (m) => (m === 'Shopee' ? sa : ta) })));
  srv = await liveServer();
  process.env.PUBLIC_URL = srv.url;
  configureOrders({ publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') });
  tiktok.redirectUri = `${srv.url}/mp/callback/TiktokShop`;
});
afterAll(async () => {
  await srv?.close();
  provideMarketplace(null);
  for (const r of restores.reverse()) await r();
});

test('one item on Shopee and TikTok Shop, each with its allocation: concurrent orders on both, each pushed twice and polled → our stock and both platforms exact; books exact', async () => {
  const co = await freshCompany({ startflag: 0 });
  const act = liveAct(srv.url, co.token);
  const ok = async (name: string, payload: unknown) => {
    const r = await act(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '40', harga: '10000' }] });
  const ourStock = async () => Number((await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01'`))[0].q);

  // Connect a Shopee shop and a TikTok Shop shop, each through its page and our callback.
  const ss = shopee.addShop({ name: 'Kopi di Shopee', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const sItem = ss.items[0].item_id;
  const su = ((await ok('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const redirect = new URL(su).searchParams.get('redirect')!;
  const sgo = await fetch(`${shopee.url}/api/v2/shop/auth_partner/confirm?shop_id=${ss.shop_id}&redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(await (await fetch(sgo.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
  const ts = tiktok.addShop({ name: 'Kopi di TikTok', products: [{ title: 'Kopi', skus: [{ seller_sku: 'KOPI01', price: 25000 }] }] });
  const tSku = ts.products[0].skus[0].id;
  const { encryptedinfo } = ((await ok('verifikasi_url_tiktokshop', {})).data.tbl_info as Array<{ encryptedinfo: string }>)[0];
  const tgo = await fetch(`${tiktok.url}/oauth/authorize/confirm?shop_id=${ts.id}&state=${encodeURIComponent(encryptedinfo)}`, { redirect: 'manual' });
  expect(await (await fetch(tgo.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
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

  expect(await act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
});
