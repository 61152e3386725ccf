/**
 * Kill and restart against the fake Shopee over HTTP (issue 37 "Show it"): 200 stock changes in the
 * outbox, the server stopped before it could send them (Shopee busy) and a worker dead with its
 * claims, more changes while no server runs; a new server sends, and Shopee ends with the true
 * stock of every SKU.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sealSecret } from '@niaga/kernel/server';
import { testServer } from '../../../apps/server/test/harness';
import { stockCompany } from '../../inventory/test/company';
import { shopeeAdapter } from '../shopee/shopee';
import { marketplaceToko } from '../tables';
import { claimDue, provideMarketplace, type EngineDeps } from '../server';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import { fakeInEnv, liveServer, until } from './live';

let fake: FakeShopee;
let restore: () => Promise<void>;
let before: EngineDeps | null = null;
beforeAll(async () => {
  ({ fake, restore } = await fakeInEnv());
  before = provideMarketplace(null); // the server's own wiring (SHOPEE_* → the fake)
});
afterAll(async () => {
  provideMarketplace(before);
  await restore();
});

test('restart: 200 stock changes left in the outbox by a stopped server and a dead worker reach Shopee with every SKU\'s true stock', async () => {
  const { db } = await testServer();
  const co = await stockCompany();
  const codes = Array.from({ length: 200 }, (_, i) => `R${String(i).padStart(3, '0')}`);
  const shop = fake.addShop({ name: 'Toko Restart', items: codes.map((c) => ({ name: `Item ${c}`, sku: c, price: 1000, stock: 0 })) });
  const shop_id = String(shop.shop_id);
  const t = await shopeeAdapter().exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.tx((tx) =>
    tx.insert(marketplaceToko).values({ marketplace: 'Shopee', shop_id, namatoko: 'Toko Restart', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) }),
  );
  await co.sql(`insert into item (kodeitem, namaitem, satuan) select k, 'Item ' || k, 'PCS' from unnest(array[${codes.map((c) => `'${c}'`).join(',')}]) as k`);
  await co.sql(`insert into satuanitem (item_id, satuan, konversi) select id, 'PCS', 1 from item where kodeitem like 'R%'`);
  const ids = shop.items.map((it) => `('${it.sku}', '${it.item_id}')`).join(',');
  await co.sql(
    `insert into itemmp (kunci, marketplace, shop_id, item_id, model_id, kodeitem, sku) select 'Shopee/${shop_id}/' || m.item_id || '/0', 'Shopee', '${shop_id}', m.item_id, '0', m.sku, m.sku from (values ${ids}) as m(sku, item_id)`,
  );
  const lines = (n: number) => codes.map((c, i) => ({ kodeitem: c, satuan: 'PCS', jumlah: String(((i * 7 + n) % 13) + 1), harga: '1000' }));
  const masuk = async (tanggal: string, n: number) => {
    const r = await co.act('itemmasuk_save', { tanggal, kodegudang: 'UTM', kodeacc: '3-1000', lines: lines(n) });
    expect(r.num, r.msg).toBe(0);
  };

  // A server runs while Shopee is busy: its worker tries, nothing reaches Shopee; then it stops.
  fake.setBusy(true);
  const first = await liveServer();
  await masuk('2026-03-02', 0);
  expect(await co.sql('select count(*)::int as n from mp_outbox')).toEqual([{ n: 200 }]);
  await until('percobaan pertama', () => co.sql<{ n: number }>('select count(*)::int as n from mp_outbox where attempts > 0'), (r) => r[0].n > 0);
  await first.close();
  expect(await co.sql('select count(*)::int as n from mp_outbox')).toEqual([{ n: 200 }]);
  expect(shop.items.every((it) => fake.stockOf(shop.shop_id, it.item_id) === 0)).toBe(true);

  // While no server runs: more stock for every item, and a worker that claimed every row and died.
  await masuk('2026-03-03', 5);
  await co.sql(`update mp_outbox set due_at = now()`);
  expect((await claimDue(db, co.company, { batch: 500, leaseMs: 1500 })).rows).toHaveLength(200);
  fake.setBusy(false);

  // A new server: once the dead worker's leases end, every SKU reaches Shopee with its true stock.
  const second = await liveServer();
  try {
    const truth = new Map((await co.sql<{ kodeitem: string; q: string }>(`select i.kodeitem, sum(s.qty)::int::text as q from v_stok_gudang s join item i on i.id = s.item_id where i.kodeitem like 'R%' group by 1`)).map((x) => [x.kodeitem, Number(x.q)]));
    expect(truth.size).toBe(200);
    const atShopee = () => new Map(shop.items.map((it) => [it.sku, fake.stockOf(shop.shop_id, it.item_id)]));
    await until('stok benar di Shopee', atShopee, (m) => [...truth].every(([k, q]) => m.get(k) === q), 120_000);
    await until('outbox kosong', () => co.sql<{ n: number }>('select count(*)::int as n from mp_outbox'), (r) => r[0].n === 0);
  } finally {
    await second.close();
  }
});
