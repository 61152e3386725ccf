/**
 * The sync acts (issue 37, spec §7.6): itemmp_tarik maps a shop's listings by SKU (item code, unit
 * barcode, variant), setting_sync_all pushes chosen items now (600 past its wait, finished in the
 * background), mp_get_logsync reads the log.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { testServer } from '../../../apps/server/test/harness';
import { addUser, loginAs } from '../../../apps/server/test/auth-helpers';
import { stockCompany } from '../../inventory/test/company';
import { MpError, type MpListing } from '../adapter';
import { drain, provideMarketplace, syncWait, SYNC_TIMEOUT_MSG } from '../server';
import { recordingAdapter } from './recording';

type Reply = { num: number; msg: string; data: Record<string, Record<string, unknown>[]> };

// Test files share a worker's modules (vitest isolate: false): whatever another file provided is
// withdrawn first, so "no adapter on this server" is this file's own starting point.
beforeEach(() => {
  provideMarketplace(null);
});

afterEach(() => {
  provideMarketplace(null);
  syncWait(20_000);
});

const listing = (item_id: string, model_id: string, sku: string, extra: Partial<MpListing> = {}): MpListing => ({
  item_id, model_id, sku, nama: `Produk ${sku}`, isvarian: model_id !== '0', harga: '10000', stok: 0, ...extra,
});

async function setup() {
  const co = await stockCompany();
  const rec = recordingAdapter();
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const kaos = await co.act('item_save', {
    kodeitem: 'KAOS', namaitem: 'Kaos Polos', tipe: '7', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH', barcode: '899000111' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  expect(kaos.num, kaos.msg).toBe(0);
  // GULA01's kilogram has a barcode.
  const [g] = await co.sql<{ id: number }>(`select id from item where kodeitem = 'GULA01'`);
  await co.sql(`update satuanitem set barcode = '8991234' where item_id = ${g.id}`);
  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, dept) values ('Shopee', '55', 'Toko Uji', 'UTM')`);
  expect(
    (await co.act('itemmasuk_save', {
      tanggal: '2026-03-02', kodegudang: 'UTM', kodeacc: '3-1000',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '1000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '7', harga: '1000' },
        { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '3', harga: '1000' },
        { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '5', harga: '1000' },
      ],
    })).num,
  ).toBe(0);
  rec.listings = [
    listing('100', '0', 'kopi01'),
    listing('200', '0', '8991234'),
    listing('300', '31', '899000111'),
    listing('300', '32', 'KAOS-BIRU'),
    listing('400', '0', 'TIDAK-ADA'),
    listing('500', '0', ''),
  ];
  return { co, rec };
}

test('itemmp_tarik maps listings by item code, unit barcode and variant; what matched nothing is listed and kept to fix', async () => {
  const { co, rec } = await setup();
  // No adapter on this server: said plainly.
  expect(await co.act('itemmp_tarik', { shop_id: '55' })).toMatchObject({ num: 1, msg: 'Marketplace Shopee belum dikonfigurasi di server ini.' });
  provideMarketplace(rec.deps);
  expect(await co.act('itemmp_tarik', { shop_id: '99' })).toMatchObject({ num: 40 });

  const r = (await co.act('itemmp_tarik', { shop_id: '55' })) as Reply;
  expect(r.num, r.msg).toBe(0);
  expect(r.data.tbl_info_success.map((x) => [x.item_id, x.model_id, x.kodeitem])).toEqual([
    ['100', '0', 'KOPI01'],
    ['200', '0', 'GULA01'],
    ['300', '31', 'KAOS'],
    ['300', '32', 'KAOS'],
  ]);
  expect(r.data.tbl_info_failed).toEqual([
    expect.objectContaining({ item_id: '400', sku: 'TIDAK-ADA', msg: "SKU 'TIDAK-ADA' tidak ditemukan di data item." }),
    expect.objectContaining({ item_id: '500', sku: '', msg: 'SKU kosong di marketplace.' }),
  ]);
  expect(await co.sql(`select item_id, model_id, kodeitem, iddetailvarian, aktifsync, tipealokasi, nominalalokasi::text as n from itemmp order by item_id, model_id`)).toEqual([
    { item_id: '100', model_id: '0', kodeitem: 'KOPI01', iddetailvarian: '', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
    { item_id: '200', model_id: '0', kodeitem: 'GULA01', iddetailvarian: '', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
    { item_id: '300', model_id: '31', kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
    { item_id: '300', model_id: '32', kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
    { item_id: '400', model_id: '0', kodeitem: '', iddetailvarian: '', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
    { item_id: '500', model_id: '0', kodeitem: '', iddetailvarian: '', aktifsync: true, tipealokasi: 'persen', n: '100.0000' },
  ]);
  // The list's filter "Terpetakan: tidak" shows what is left to fix.
  const tofix = (await co.act('itemmp_list', { filter: { terpetakan: false } })) as Reply;
  expect(tofix.num, tofix.msg).toBe(0);
  expect(JSON.stringify(tofix.data)).toContain('TIDAK-ADA');
  expect(JSON.stringify(tofix.data)).not.toContain('KAOS-BIRU');
  // The new mappings push all of the stock: the variant item in one call with its two models.
  const { db } = await testServer();
  expect(await drain(db, co.company, rec.deps, { deadline: Date.now() + 30_000 })).toBe(true);
  expect(Object.fromEntries(rec.lastStock())).toEqual({ '100:0': 12, '200:0': 7, '300:31': 3, '300:32': 5 });
  expect(rec.calls.find((c) => c.updates.length === 2)?.updates).toEqual([
    { item_id: '300', model_id: '31', stock: 3 },
    { item_id: '300', model_id: '32', stock: 5 },
  ]);

  // Fixing the unmatched one on /itemedmp, then pulling again: a person's mapping is kept.
  const [{ id }] = await co.sql<{ id: number }>(`select id from itemmp where item_id = '400'`);
  expect((await co.edit('itemmp_save', { id, marketplace: 'Shopee', shop_id: '55', item_id: '400', model_id: '0', kodeitem: 'KOPI01', sku: 'TIDAK-ADA' })).num).toBe(0);
  const again = (await co.act('itemmp_tarik', { shop_id: '55' })) as Reply;
  expect(again.data.tbl_info_success.map((x) => x.item_id)).toEqual(['100', '200', '300', '300', '400']);
  expect(again.data.tbl_info_failed.map((x) => x.item_id)).toEqual(['500']);

  // A platform reply that breaks the contract: code 2.
  rec.adapter.listings = () => Promise.reject(new MpError('malformed', 'bentuk balasan salah'));
  expect(await co.act('itemmp_tarik', { shop_id: '55' })).toMatchObject({ num: 2, msg: 'Data yang diterima bermasalah' });

  // Rights: a user without mItem or mSettingMP is refused.
  const pw = await addUser(co, { userid: 'KASIR1' });
  const kasir = await loginAs(co, 'KASIR1', pw);
  expect((await kasir.act('itemmp_tarik', { shop_id: '55' })).num).toBe(30);
  expect((await kasir.act('setting_sync_all', { MarketPlaceData: [{ shop_id: '55' }] })).num).toBe(30);
  expect((await kasir.act('mp_get_logsync', { shop_id: '55' })).num).toBe(30);
});

test('setting_sync_all sends the chosen items now and answers what was sent and what failed; past its wait, 600 and the rest in the background', async () => {
  const { co, rec } = await setup();
  provideMarketplace(rec.deps);
  expect((await co.act('itemmp_tarik', { shop_id: '55' })).num).toBe(0);
  const { db } = await testServer();
  expect(await drain(db, co.company, rec.deps, { deadline: Date.now() + 30_000 })).toBe(true);
  await co.sql(`update marketplace_toko set aktifharga = true`);
  await co.sql(`update satuanitem set hargajual1 = 21000 where item_id = (select id from item where kodeitem = 'KOPI01')`);
  const before = rec.calls.length;

  // One item of the shop: its stock and its price; a row naming nothing mapped is failed.
  rec.onPush = (_k, _s, u) => ({ ok: u.map((x) => `${x.item_id}:${x.model_id}`), failed: [] });
  const one = (await co.act('setting_sync_all', { MarketPlaceData: [{ shop_id: '55', kodeitem: 'KOPI01' }, { shop_id: '55', kodeitem: 'BELUM' }] })) as Reply;
  expect(one.num, one.msg).toBe(0);
  expect(one.data.tbl_info_success).toEqual([
    expect.objectContaining({ item_id: '100', sku: 'kopi01', kodeitem: 'KOPI01', jenis: 'stok', nilai: '12' }),
    expect.objectContaining({ item_id: '100', jenis: 'harga', nilai: '21000.00' }),
  ]);
  expect(one.data.tbl_info_failed).toEqual([expect.objectContaining({ kodeitem: 'BELUM', msg: 'Tidak ada item terpetakan dengan sync aktif.' })]);
  expect(rec.calls.length - before).toBe(2);

  // The whole shop, with one listing refused by the platform.
  rec.onPush = (_k, _s, u) => ({ ok: u.filter((x) => x.model_id !== '32').map((x) => `${x.item_id}:${x.model_id}`), failed: u.filter((x) => x.model_id === '32').map((x) => ({ key: `${x.item_id}:${x.model_id}`, msg: 'Model dikunci' })) });
  const all = (await co.act('setting_sync_all', { MarketPlaceData: [{ shop_id: '55' }] })) as Reply;
  expect(all.num, all.msg).toBe(0);
  expect(all.data.tbl_info_failed).toEqual([
    expect.objectContaining({ item_id: '300', model_id: '32', jenis: 'stok', msg: 'Model dikunci' }),
    expect.objectContaining({ item_id: '300', model_id: '32', jenis: 'harga', msg: 'Model dikunci' }),
  ]);
  expect(all.data.tbl_info_success.filter((x) => x.jenis === 'stok').map((x) => `${String(x.item_id)}:${String(x.model_id)}=${String(x.nilai)}`)).toEqual(['100:0=12', '200:0=7', '300:31=3']);

  // A platform that hangs: 600 past the wait; the sync finishes in the background once it answers.
  await co.sql(`delete from mp_outbox`);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  rec.onPush = async (_k, _s, u) => {
    await released;
    return { ok: u.map((x) => `${x.item_id}:${x.model_id}`), failed: [] };
  };
  syncWait(300);
  const n = rec.calls.length;
  expect(await co.act('setting_sync_all', { MarketPlaceData: [{ shop_id: '55', kodeitem: 'GULA01' }] })).toMatchObject({ num: 600, msg: SYNC_TIMEOUT_MSG });
  release();
  for (let i = 0; i < 500 && (await co.sql('select 1 from mp_outbox')).length; i++) await new Promise((r) => setTimeout(r, 20));
  expect(await co.sql('select 1 from mp_outbox')).toEqual([]);
  expect(rec.calls.slice(n).map((c) => c.kind).sort()).toEqual(['harga', 'stok']);

  const log = (await co.act('mp_get_logsync', { shop_id: '55' })) as Reply;
  expect(log.num).toBe(0);
  expect(log.data.tbl_info_failed.some((x) => x.msg === 'Model dikunci')).toBe(true);
  expect(log.data.tbl_info_success.length).toBeGreaterThan(5);
  expect(log.data.tbl_info_tanggal[0].tanggal_sync).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(await co.act('mp_get_logsync', { shop_id: '99' })).toMatchObject({ num: 0, data: { tbl_info_success: [], tbl_info_failed: [], tbl_info_tanggal: [] } });
});
