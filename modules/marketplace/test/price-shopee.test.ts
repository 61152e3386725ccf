/**
 * Price pushes against the fake Shopee over real HTTP (docs/marketplace.md "Price pushes"): an edit of
 * an item's selling price (its base unit, or a variant combination) in the item master reaches the
 * listing of a shop that syncs prices (`aktifharga`, its `levelharga`), through a server's own
 * worker; a shop that does not sync prices gets no price call; an edit that changes no price queues
 * nothing. From a company set up as a new customer (/startingdb defaults); the books stay exact.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sealSecret } from '@niaga/kernel/server';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, type TestCompany } from '../../../apps/server/test/harness';
import { shopeeAdapter } from '../shopee/shopee';
import { provideMarketplace, type EngineDeps } from '../server';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import { fakeInEnv, liveServer, until } from './live';

let fake: FakeShopee;
let restore: () => Promise<void>;
let before: EngineDeps | null = null;
let srv: RunningServer;
beforeAll(async () => {
  ({ fake, restore } = await fakeInEnv());
  before = provideMarketplace(null); // the server's own wiring (SHOPEE_* → the fake)
  srv = await liveServer();
});
afterAll(async () => {
  await srv?.close();
  provideMarketplace(before);
  await restore();
});

type Row = Record<string, unknown>;

async function ok(co: TestCompany, name: string, payload: Record<string, unknown>) {
  const r = payload.id ? await co.edit(name, payload) : await co.act(name, payload);
  expect(r.num, `${name}: ${r.msg}`).toBe(0);
  return r as { num: number; msg: string; data: Record<string, Row[]> };
}

/** A shop connected with tokens from the fake, mapped by itemmp_tarik; `aktifharga` at level `level`. */
async function connect(co: TestCompany, name: string, aktifharga: boolean, level: number) {
  const shop = fake.addShop({
    name,
    items: [
      { name: 'Kopi Bubuk', sku: 'KOPI01', price: 1, stock: 0 },
      { name: 'Kaos', sku: 'KAOS01', price: 1, stock: 0, models: [{ sku: 'KAOS01-MERAH', price: 1 }, { sku: 'KAOS01-BIRU', price: 1 }] },
    ],
  });
  const shop_id = String(shop.shop_id);
  const t = await shopeeAdapter().exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.sql(
    `insert into marketplace_toko (marketplace, shop_id, namatoko, dept, aktifharga, levelharga, token, refreshtoken, token_exp)
     values ('Shopee', '${shop_id}', '${name}', 'UTM', ${aktifharga}, ${level}, '${sealSecret(t.access_token)}', '${sealSecret(t.refresh_token)}', '${new Date(t.access_expires).toISOString()}')`,
  );
  const tarik = await ok(co, 'itemmp_tarik', { shop_id });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  expect(tarik.data.tbl_info_success).toHaveLength(3);
  const [kopi, kaos] = shop.items;
  return { shop, shop_id, kopi: kopi.item_id, kaos: kaos.item_id, merah: kaos.models[0].model_id, biru: kaos.models[1].model_id };
}

test('an edited selling price reaches the listings of a shop with aktifharga (its level; a variant\'s own price); a shop without gets no price call', async () => {
  const co = await freshCompany({ startflag: 0 });
  await ok(co, 'startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok(co, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok(co, 'varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  const kopi = await ok(co, 'item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000', hargajual2: '24000' }] });
  const kaos = await ok(co, 'item_save', {
    kodeitem: 'KAOS01',
    namaitem: 'Kaos',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000', hargajual2: '48000' }],
    detailvarian: [
      { iddetailvarian: 'KAOS01-MERAH', varian1: 'WARNA', nilai1: 'MERAH', hargajual1: '52000', hargajual2: '51000' },
      { iddetailvarian: 'KAOS01-BIRU', varian1: 'WARNA', nilai1: 'BIRU', hargajual1: '53000', hargajual2: '52500' },
    ],
  });
  const a = await connect(co, 'Toko Harga', true, 2);
  const b = await connect(co, 'Toko Stok Saja', false, 1);
  await until('outbox kosong', () => co.sql<{ n: number }>('select count(*)::int as n from mp_outbox'), (r) => r[0].n === 0);
  const priceCalls = () => fake.calls.get('/api/v2/product/update_price') ?? 0;
  const calls0 = priceCalls();

  // The base unit's price level 2 of KOPI01: shop A (level 2) gets 27,500; shop B nothing.
  const kopiId = (kopi.data.tbl_item[0] as { id: number }).id;
  const got = await co.act('item_get', { id: kopiId });
  const units = (got.data as Record<string, Row[]>).tbl_satuanitem;
  await ok(co, 'item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', id: kopiId, satuanitem: units.map((u) => ({ ...u, hargajual2: '27500' })) });
  expect(await co.sql(`select kind, shop_id, kunci from mp_outbox`)).toEqual([{ kind: 'harga', shop_id: a.shop_id, kunci: String(a.kopi) }]);
  await until('harga 27.500 di Shopee', () => fake.priceOf(a.shop.shop_id, a.kopi), (v) => v === 27500);

  // A variant's own price: KAOS01-MERAH level 2 → 49,000 on its model; BIRU keeps its price.
  const kaosId = (kaos.data.tbl_item[0] as { id: number }).id;
  const kaosRec = (await co.act('item_get', { id: kaosId })).data as Record<string, Row[]>;
  await ok(co, 'item_save', {
    ...kaosRec.tbl_item[0],
    id: kaosId,
    satuanitem: kaosRec.tbl_satuanitem,
    detailvarian: kaosRec.tbl_detailvarian.map((v) => (v.iddetailvarian === 'KAOS01-MERAH' ? { ...v, hargajual2: '49000' } : v)),
  });
  await until('harga varian di Shopee', () => fake.priceOf(a.shop.shop_id, a.kaos, a.merah), (v) => v === 49000);
  expect(fake.priceOf(a.shop.shop_id, a.kaos, a.biru)).toBe(52500);
  await until('outbox kosong', () => co.sql<{ n: number }>('select count(*)::int as n from mp_outbox'), (r) => r[0].n === 0);

  // Shop B (no aktifharga) got no price call: two calls in all, both for shop A, and B's listings keep their price.
  expect(priceCalls() - calls0).toBe(2);
  expect([fake.priceOf(b.shop.shop_id, b.kopi), fake.priceOf(b.shop.shop_id, b.kaos, b.merah)]).toEqual([1, 1]);
  expect(await co.sql(`select distinct shop_id from mp_synclog where jenis = 'harga'`)).toEqual([{ shop_id: a.shop_id }]);

  // An edit that changes no price (the name) queues nothing.
  const again = (await co.act('item_get', { id: kopiId })).data as Record<string, Row[]>;
  await ok(co, 'item_save', { ...again.tbl_item[0], id: kopiId, namaitem: 'Kopi Bubuk Robusta', satuanitem: again.tbl_satuanitem });
  expect(await co.sql(`select kind from mp_outbox`)).toEqual([]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});
