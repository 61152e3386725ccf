/**
 * The server's marketplace wiring (docs/marketplace.md "Wiring"): a server started with SHOPEE_*
 * provides the Shopee adapter and each company's token store to the engine itself, and its worker
 * pushes a mapped item's stock to the (fake) Shopee after a till sale — nothing provided by the test.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sealSecret } from '@niaga/kernel/server';
import { stockCompany } from '../../inventory/test/company';
import { shopeeAdapter } from '../shopee/shopee';
import { marketplaceToko } from '../tables';
import { engineDeps, marketplaceFromEnv, provideMarketplace, type EngineDeps } from '../server';
import type { FakeShopee } from '../shopee/fake/fake-shopee';
import { fakeInEnv, liveServer, until } from './live';

let fake: FakeShopee;
let restore: () => Promise<void>;
let before: EngineDeps | null = null;
beforeAll(async () => {
  ({ fake, restore } = await fakeInEnv());
  // Nothing provided (a file before this one in the same worker may have provided its own).
  before = provideMarketplace(null);
});
afterAll(async () => {
  provideMarketplace(before);
  await restore();
});

test('an unconfigured marketplace is skipped: no partner key, nothing provided', () => {
  expect(marketplaceFromEnv({})).toBeNull();
  expect(marketplaceFromEnv({ SHOPEE_PARTNER_ID: '1' })).toBeNull();
  expect(marketplaceFromEnv({ SHOPEE_PARTNER_ID: '1', SHOPEE_PARTNER_KEY: 'k' })?.adapter('Shopee')?.marketplace).toBe('Shopee');
});

test('a started server with SHOPEE_* sends a mapped item\'s stock to Shopee after a purchase and a till sale, through its own worker', async () => {
  expect(engineDeps()).toBeNull();
  const srv = await liveServer();
  try {
    expect(engineDeps()?.adapter('Shopee')).toBeTruthy();
    const co = await stockCompany();
    const shop = fake.addShop({ name: 'Toko Kabel', items: [{ name: 'Kopi Bubuk', sku: 'KOPI01', price: 15000, stock: 0 }] });
    const item_id = shop.items[0].item_id;
    const t = await shopeeAdapter().exchangeCode(fake.issueCode(shop.shop_id), String(shop.shop_id));
    await co.tx((tx) =>
      tx.insert(marketplaceToko).values({ marketplace: 'Shopee', shop_id: String(shop.shop_id), namatoko: 'Toko Kabel', dept: 'UTM', token: sealSecret(t.access_token), refreshtoken: sealSecret(t.refresh_token), token_exp: new Date(t.access_expires) }),
    );
    const m = await co.act('itemmp_save', { marketplace: 'Shopee', shop_id: String(shop.shop_id), item_id: String(item_id), model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', namaitem: 'Kopi Bubuk' });
    expect(m.num, m.msg).toBe(0);
    expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'Pemasok' })).num).toBe(0);
    const bl = await co.act('beli_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', tunai: '0', kodeacckas: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '120000' }] });
    expect(bl.num, bl.msg).toBe(0);
    await until('stok 24 di Shopee', () => fake.stockOf(shop.shop_id, item_id), (v) => v === 24);

    expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Umum' })).num).toBe(0);
    const jl = await co.act('kasir_save', { tanggal: '2026-03-03', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5', harga: '0' }] });
    expect(jl.num, jl.msg).toBe(0);
    await until('stok 19 di Shopee', () => fake.stockOf(shop.shop_id, item_id), (v) => v === 19);
    await until('outbox kosong', () => co.sql('select 1 from mp_outbox'), (r) => r.length === 0);
    expect(await co.sql(`select sku, jenis, nilai, ok from mp_synclog where jenis = 'stok' order by id`)).toEqual(
      expect.arrayContaining([{ sku: 'KOPI01', jenis: 'stok', nilai: '19', ok: true }]),
    );
  } finally {
    await srv.close();
  }
  expect(engineDeps()).toBeNull();
});
