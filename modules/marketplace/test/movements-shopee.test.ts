/**
 * The other stock movements of a mapped item reach the fake Shopee over real HTTP through a server's
 * own worker (docs/marketplace.md "The outbox"): a transfer between warehouses (the shop sells from
 * one), a sales return, and an assembly (its components leave, the finished goods arrive). From a
 * company set up as a new customer (/startingdb defaults); `cekbuku` and the ledger's invariants
 * exact after every step.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkInvariants } from '@niaga/ledger';
import { sealSecret } from '@niaga/kernel/server';
import type { RunningServer } from '../../../apps/server/src/server';
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
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

type Reply = { num: number; msg: string; data: Record<string, Array<Record<string, unknown>>> };

async function ok(co: TestCompany, name: string, payload: Record<string, unknown>): Promise<Reply> {
  const r = (await co.act(name, payload)) as Reply;
  expect(r.num, `${name}: ${r.msg}`).toBe(0);
  return r;
}

async function booksExact(co: TestCompany) {
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
}

test('a transfer, a sales return and an assembly of mapped items push the shop warehouse\'s new stock to Shopee; books exact', async () => {
  const co = await freshCompany({ startflag: 0 });
  await ok(co, 'startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await ok(co, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok(co, 'gudang_save', { kodegudang: 'GD2', namagudang: 'Gudang Dua' });
  await ok(co, 'item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  await ok(co, 'item_save', { kodeitem: 'BAUT', namaitem: 'Baut', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1000' }] });
  await ok(co, 'item_save', { kodeitem: 'PAPAN', namaitem: 'Papan', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await ok(co, 'item_save', { kodeitem: 'RAK', namaitem: 'Rak', satuan: 'PCS', tipe: '3', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '60000' }], komponen: [{ kodekomponen: 'BAUT', satuan: 'PCS', jumlah: '4' }, { kodekomponen: 'PAPAN', satuan: 'PCS', jumlah: '2' }] });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok(co, 'saldoawalitem_save', {
    tanggal: today,
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '30', harga: '10000' },
      { kodeitem: 'BAUT', satuan: 'PCS', jumlah: '100', harga: '500' },
      { kodeitem: 'PAPAN', satuan: 'PCS', jumlah: '20', harga: '10000' },
    ],
  });

  // The shop sells from warehouse UTM; its three listings mapped by SKU.
  const shop = fake.addShop({
    name: 'Toko Gerak',
    items: [
      { name: 'Kopi Bubuk', sku: 'KOPI01', price: 25000, stock: 0 },
      { name: 'Baut', sku: 'BAUT', price: 1000, stock: 0 },
      { name: 'Rak', sku: 'RAK', price: 60000, stock: 0 },
    ],
  });
  const shop_id = String(shop.shop_id);
  const [kopi, baut, rak] = shop.items.map((i) => i.item_id);
  const t = await shopeeAdapter().exchangeCode(fake.issueCode(shop.shop_id), shop_id);
  await co.sql(
    `insert into marketplace_toko (marketplace, shop_id, namatoko, dept, token, refreshtoken, token_exp)
     values ('Shopee', '${shop_id}', 'Toko Gerak', 'UTM', '${sealSecret(t.access_token)}', '${sealSecret(t.refresh_token)}', '${new Date(t.access_expires).toISOString()}')`,
  );
  expect((await ok(co, 'itemmp_tarik', { shop_id })).data.tbl_info_failed).toEqual([]);
  const atShopee = () => [kopi, baut, rak].map((id) => fake.stockOf(shop.shop_id, id));
  await until('stok awal di Shopee', atShopee, (s) => s.join() === '30,100,0');
  await booksExact(co);

  // 1. A transfer of 5 KOPI01 from UTM to GD2: the shop's warehouse has 25.
  await ok(co, 'transferitem_save', { tanggal: today, kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] });
  await until('stok setelah transfer di Shopee', atShopee, (s) => s.join() === '25,100,0');
  // … and back 2 of them: 27.
  await ok(co, 'transferitem_save', { tanggal: today, kodegudang: 'GD2', kodegudangtujuan: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '2' }] });
  await until('stok setelah transfer balik di Shopee', atShopee, (s) => s.join() === '27,100,0');
  await booksExact(co);

  // 2. A till sale of 4 (23), then a sales return of 3 to UTM: 26.
  await ok(co, 'kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '100000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '4', harga: '25000' }] });
  await until('stok setelah penjualan di Shopee', atShopee, (s) => s[0] === 23);
  await ok(co, 'returjual_save', { tanggal: today, mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '25000' }] });
  await until('stok setelah retur di Shopee', atShopee, (s) => s.join() === '26,100,0');
  await booksExact(co);

  // 3. An assembly of 3 racks: 12 bolts leave (88); finished, the 3 racks arrive (3).
  const pr = await ok(co, 'rakit_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '3', idsumber: null }] });
  await until('stok komponen setelah perakitan di Shopee', atShopee, (s) => s.join() === '26,88,0');
  const line = pr.data.tbl_rakit_detail[0].id;
  await ok(co, 'prosesjadi_save', { tanggal: today, kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '3', idsumber: line }] });
  await until('stok rakitan jadi di Shopee', atShopee, (s) => s.join() === '26,88,3');
  await until('outbox kosong', () => co.sql<{ n: number }>('select count(*)::int as n from mp_outbox'), (r) => r[0].n === 0);
  await booksExact(co);
});
