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
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer } from '../../../apps/server/test/harness';
import { checkInvariants } from '@niaga/ledger';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import type { FakeLazada } from '../lazada/fake/fake-lazada';
import type { FakeTiktok } from '../tiktok/fake/fake-tiktok';
import { shopeeAdapter } from '../shopee/shopee';
import { lazadaAdapter } from '../lazada/lazada';
import { tiktokAdapter } from '../tiktok/tiktok';
import { accessFor } from '../connect';
import type { MarketplaceAdapter } from '../adapter';
import { configureOrders, depsOf, provideMarketplace, pullsSettled, pushesSettled } from '../server';
import { fakeInEnv, liveAct, liveServer, until } from './live';
import { fakeLazadaInEnv } from './live-lazada';
import { tiktokInEnv } from './live-tiktok';

let shopee: FakeShopee;
let lazada: FakeLazada;
let tiktok: FakeTiktok;
const restores: Array<() => Promise<void>> = [];
let srv: RunningServer;
beforeAll(async () => {
  const a = await fakeInEnv();
  const b = await fakeLazadaInEnv();
  const c = await tiktokInEnv();
  [shopee, lazada, tiktok] = [a.fake, b.fake, c.fake];
  restores.push(a.restore, b.restore, c.restore);
  const adapters: MarketplaceAdapter[] = [shopeeAdapter(() => shopee.config()), lazadaAdapter(() => lazada.config(), lazada.nowMs), tiktokAdapter(() => tiktok.config())];
  const by = (m: string) => adapters.find((x) => x.marketplace === m)!;
  provideMarketplace(depsOf(adapters, (db, schema) => accessFor(db, schema, { adapterFor: by })));
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

test('one item on Shopee, Lazada and TikTok Shop, each with its allocation: concurrent orders (and duplicates) on all three, then a flood on two → our stock and every platform exact once drained; books exact', async () => {
  const co = await freshCompany({ startflag: 0 });
  const act = liveAct(srv.url, co.token);
  const ok = async (name: string, payload: unknown) => {
    const r = await act(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  const booksExact = async () => {
    expect(await act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
    const { db } = await testServer();
    expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
  };
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Tiga', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '60', harga: '10000' }] });
  const ourStock = async () => Number((await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01'`))[0].q);

  // Connect the three shops, each through its page and our callback.
  const ss = shopee.addShop({ name: 'Kopi di Shopee', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const sItem = ss.items[0].item_id;
  const su = ((await ok('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const sgo = await fetch(`${shopee.url}/api/v2/shop/auth_partner/confirm?shop_id=${ss.shop_id}&redirect=${encodeURIComponent(new URL(su).searchParams.get('redirect')!)}`, { redirect: 'manual' });
  expect(await (await fetch(sgo.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
  const ls = lazada.addSeller({ name: 'Kopi di Lazada', items: [{ name: 'Kopi', sku: 'KOPI01', price: 25000, stock: 0 }] });
  const lItem = ls.products[0].item_id;
  const lu = ((await ok('verifikasi_url_lazada', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const lhtml = await (await fetch(lu)).text();
  const lredirect = /name="redirect_uri" value="([^"]+)"/.exec(lhtml)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const lgo = await fetch(`${lazada.url}/oauth/authorize/confirm?seller_id=${ls.seller_id}&redirect_uri=${encodeURIComponent(lredirect)}`, { redirect: 'manual' });
  expect(await (await fetch(lgo.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
  const ts = tiktok.addShop({ name: 'Kopi di TikTok', products: [{ title: 'Kopi', skus: [{ seller_sku: 'KOPI01', price: 25000 }] }] });
  const tSku = ts.products[0].skus[0].id;
  const { encryptedinfo } = ((await ok('verifikasi_url_tiktokshop', {})).data.tbl_info as Array<{ encryptedinfo: string }>)[0];
  const tgo = await fetch(`${tiktok.url}/oauth/authorize/confirm?shop_id=${ts.id}&state=${encodeURIComponent(encryptedinfo)}`, { redirect: 'manual' });
  expect(await (await fetch(tgo.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
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
