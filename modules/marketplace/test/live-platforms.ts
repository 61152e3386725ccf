/**
 * One setup for the marketplace flow tests against the live fakes (Shopee, Lazada, TikTok Shop over
 * real HTTP) on a server started as `npm start` starts it: the fakes' env, the server's adapters
 * (each on its fake's clock), PUBLIC_URL, TikTok Shop's registered redirect; `close()` puts it all
 * back. And what every such test does with a company: its acts over HTTP (`ok` refuses a non-zero
 * answer), the books checked (`cekbuku` and the ledger's invariants), and a shop connected through
 * its fake's authorisation page and our callback.
 */
import { expect } from 'vitest';
import type { RunningServer } from '../../../apps/server/src/server';
import { testServer, type TestCompany } from '../../../apps/server/test/harness';
import { checkInvariants } from '@niaga/ledger';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import type { FakeLazada } from '../lazada/fake/fake-lazada';
import type { FakeTiktok } from '../tiktok/fake/fake-tiktok';
import { shopeeAdapter } from '../shopee/shopee';
import { lazadaAdapter } from '../lazada/lazada';
import { tiktokAdapter } from '../tiktok/tiktok';
import { accessFor } from '../connect';
import type { MarketplaceAdapter } from '../adapter';
import { configureOrders, depsOf, provideMarketplace } from '../server';
import { fakeInEnv, liveAct, liveServer, type Reply } from './live';
import { fakeLazadaInEnv } from './live-lazada';
import { tiktokInEnv } from './live-tiktok';

export interface LivePlatforms {
  shopee: FakeShopee;
  lazada: FakeLazada;
  tiktok: FakeTiktok;
  srv: RunningServer;
  close(): Promise<void>;
}

type Which = { shopee?: boolean; lazada?: boolean; tiktok?: boolean };

/** Starts the fakes asked for (all three by default) and a server whose adapters reach them. */
export async function livePlatforms(which: Which = { shopee: true, lazada: true, tiktok: true }): Promise<LivePlatforms> {
  const restores: Array<() => Promise<void>> = [];
  const out = {} as LivePlatforms;
  const adapters: MarketplaceAdapter[] = [];
  if (which.shopee) {
    const a = await fakeInEnv();
    restores.push(a.restore);
    out.shopee = a.fake;
    adapters.push(shopeeAdapter(() => a.fake.config(), a.fake.nowMs));
  }
  if (which.lazada) {
    const b = await fakeLazadaInEnv();
    restores.push(b.restore);
    out.lazada = b.fake;
    adapters.push(lazadaAdapter(() => b.fake.config(), b.fake.nowMs));
  }
  if (which.tiktok) {
    const c = await tiktokInEnv();
    restores.push(c.restore);
    out.tiktok = c.fake;
    adapters.push(tiktokAdapter(() => c.fake.config(), c.fake.nowMs));
  }
  const by = (m: string) => adapters.find((x) => x.marketplace === m)!;
  // One fake alone: the token store on its clock (a test that moves it a week on refreshes by it).
  const now = adapters.length === 1 ? (out.shopee ?? out.lazada ?? out.tiktok).nowMs : undefined;
  provideMarketplace(depsOf(adapters, (db, schema) => accessFor(db, schema, { adapterFor: by, ...(now ? { now } : {}) })));
  out.srv = await liveServer();
  process.env.PUBLIC_URL = out.srv.url;
  configureOrders({ publicUrl: () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '') });
  // The redirect URL registered for the app in Partner Center.
  if (out.tiktok) out.tiktok.redirectUri = `${out.srv.url}/mp/callback/TiktokShop`;
  out.close = async () => {
    await out.srv?.close();
    provideMarketplace(null);
    for (const r of restores.reverse()) await r();
  };
  return out;
}

/** A company's acts on the live server: `act` as is, `ok` expecting num 0, `booksExact` after a step. */
export function liveCompany(srv: RunningServer, co: TestCompany) {
  const act = liveAct(srv.url, co.token);
  const ok = async (name: string, payload: unknown = {}): Promise<Reply> => {
    const r = await act(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  const booksExact = async () => {
    expect(await act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
    const { db } = await testServer();
    expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
  };
  return { act, ok, booksExact };
}

/** /startingdb as a new customer's (office and warehouse UTM, Jakarta, December 2026) and the unit PCS. */
export async function newShop(ok: (n: string, p?: unknown) => Promise<Reply>, name = 'Toko Baru') {
  await ok('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: name, TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
}

type Ok = (n: string, p?: unknown) => Promise<Reply>;

/** The item KOPI01 "Kopi Bubuk" (PCS at 25,000) with `qty` in warehouse UTM today; `ourStock()` reads its stock. */
export async function kopiInStock(ok: Ok, co: TestCompany, qty: number) {
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: String(qty), harga: '10000' }] });
  const ourStock = async () => Number((await co.sql<{ q: string }>(`select coalesce(sum(s.qty), 0)::text as q from stok_gudang s join item i on i.id = s.item_id where i.kodeitem = 'KOPI01'`))[0].q);
  return { today, ourStock };
}

/** Connects a fake Shopee shop: verifikasi_url → the fake's Authorize → our callback says it is connected. */
export async function connectShopee(ok: Ok, fake: FakeShopee, shop_id: number) {
  const url = ((await ok('verifikasi_url', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const go = await fetch(`${fake.url}/api/v2/shop/auth_partner/confirm?shop_id=${shop_id}&redirect=${encodeURIComponent(new URL(url).searchParams.get('redirect')!)}`, { redirect: 'manual' });
  expect(await (await fetch(go.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
}

/** Connects a fake Lazada seller: verifikasi_url_lazada → the fake's page and Authorize → our callback. */
export async function connectLazada(ok: Ok, fake: FakeLazada, seller_id: string) {
  const url = ((await ok('verifikasi_url_lazada', {})).data.tbl_info as Array<{ url: string }>)[0].url;
  const html = await (await fetch(url)).text();
  const redirect = /name="redirect_uri" value="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?seller_id=${seller_id}&redirect_uri=${encodeURIComponent(redirect)}`, { redirect: 'manual' });
  expect(await (await fetch(go.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
}

/** Connects a fake TikTok Shop shop: verifikasi_url_tiktokshop → the fake's Authorize → the registered redirect with state. */
export async function connectTiktok(ok: Ok, fake: FakeTiktok, shop_id: string) {
  const { encryptedinfo } = ((await ok('verifikasi_url_tiktokshop', {})).data.tbl_info as Array<{ encryptedinfo: string }>)[0];
  const go = await fetch(`${fake.url}/oauth/authorize/confirm?shop_id=${shop_id}&state=${encodeURIComponent(encryptedinfo)}`, { redirect: 'manual' });
  expect(await (await fetch(go.headers.get('location')!)).text()).toContain('Toko berhasil terhubung');
}
