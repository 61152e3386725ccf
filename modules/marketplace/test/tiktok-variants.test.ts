/**
 * TikTok Shop's ids on an item's variant rows (issue 40 item 2, spec §3 "Variant": ProductID_TTS,
 * ItemID_TTS, ParentID_TTS on `detailvarian`), against the fake TikTok Shop over real HTTP on a
 * server started as `npm start` starts it, from a new customer's company: Tarik Item writes them on
 * the combinations it maps; an edit of the item keeps them; the variant mapping form (/itemadmp2:
 * shop, item, combination) takes the listing from them, and the stock and price pushes reach that
 * SKU; a SKU whose seller SKU changed maps back to its combination by them; a combination without
 * them is refused with what to do. The books stay exact.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { until } from './live';
import { connectTiktok, liveCompany, livePlatforms, newShop, type LivePlatforms } from './live-platforms';

let live: LivePlatforms;
beforeAll(async () => {
  live = await livePlatforms({ tiktok: true });
});
afterAll(() => live?.close());

test('TikTok Shop ids on the variant rows: written by Tarik Item, kept by an item edit, used by /itemadmp2 and by the stock and price pushes', async () => {
  const { tiktok, srv } = live;
  const co = await freshCompany({ startflag: 0 });
  const { ok, booksExact } = liveCompany(srv, co);
  await newShop(ok);
  await ok('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }, { nilai: 'HIJAU' }] });
  const kaos = {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH', hargajual1: '50000' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU', hargajual1: '55000' },
      { iddetailvarian: 'KAOS-HIJAU', varian1: 'WARNA', nilai1: 'HIJAU', hargajual1: '52000' },
    ],
  };
  await ok('item_save', kaos);
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  await ok('saldoawalitem_save', {
    tanggal: today,
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '10', harga: '30000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '6', harga: '30000' },
    ],
  });

  // One product with a SKU per colour (TikTok Shop's variants), connected and pulled.
  const shop = tiktok.addShop({
    name: 'Kaos di TikTok',
    products: [{ title: 'Kaos Polos', skus: [{ seller_sku: 'KAOS-MERAH', option: 'Merah', price: 50000 }, { seller_sku: 'KAOS-BIRU', option: 'Biru', price: 50000 }] }],
  });
  const product = shop.products[0].id;
  const [merah, biru] = shop.products[0].skus.map((s) => s.id);
  await connectTiktok(ok, tiktok, shop.id);
  await ok('itemmp_tarik', { shop_id: shop.id, marketplace: 'TiktokShop' });
  const variants = () => co.sql(`select iddetailvarian, productid_tts, itemid_tts, parentid_tts from detailvarian order by iddetailvarian`);
  const stamped = [
    { iddetailvarian: 'KAOS-BIRU', productid_tts: product, itemid_tts: biru, parentid_tts: product },
    { iddetailvarian: 'KAOS-HIJAU', productid_tts: '', itemid_tts: '', parentid_tts: '' },
    { iddetailvarian: 'KAOS-MERAH', productid_tts: product, itemid_tts: merah, parentid_tts: product },
  ];
  expect(await variants()).toEqual(stamped);
  const shown = () => [tiktok.stockOf(shop.id, merah), tiktok.stockOf(shop.id, biru)];
  await until('stok 10 / 6', shown, (v) => v.join() === '10,6');

  // A person's edit of the item (its form sends the variant rows without the TikTok ids) keeps them.
  const [{ id: itemId }] = await co.sql<{ id: number }>(`select id from item where kodeitem = 'KAOS'`);
  const got = (await co.act('item_get', { id: itemId })).data as Record<string, Record<string, unknown>[]>;
  const rows = got.tbl_detailvarian.map(({ productid_tts: _p, itemid_tts: _i, parentid_tts: _r, ...v }) => v);
  const edited = await co.edit('item_save', { ...got.tbl_item[0], namaitem: 'Kaos Polos Katun', satuanitem: got.tbl_satuanitem, detailvarian: rows });
  expect(edited.num, edited.msg).toBe(0);
  expect(await variants()).toEqual(stamped);

  // /itemadmp2 after the blue mapping was removed: shop, item and combination only → the listing from the row.
  const [{ id: biruMap }] = await co.sql<{ id: number }>(`select id from itemmp where iddetailvarian = 'KAOS-BIRU'`);
  await ok('itemmp_del', { id: biruMap });
  await co.sql(`update marketplace_toko set aktifharga = true, levelharga = 1`);
  tiktok.sku(shop.id, biru).stock = 0;
  const saved = await co.act('itemmp_save', { marketplace: 'TiktokShop', shop_id: shop.id, kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', isvarian: true });
  expect(saved.num, saved.msg).toBe(0);
  expect(await co.sql(`select item_id, model_id, productid_tts, itemid_tts, parentid_tts, kodeitem from itemmp where iddetailvarian = 'KAOS-BIRU'`)).toEqual([
    { item_id: product, model_id: biru, productid_tts: product, itemid_tts: biru, parentid_tts: product, kodeitem: 'KAOS' },
  ]);
  // The stock and the combination's own price reach that SKU.
  await until('stok biru 6, harga 55000', () => [tiktok.stockOf(shop.id, biru), tiktok.priceOf(shop.id, biru)], (v) => v.join() === '6,55000');
  // The same combination again on the same shop: one listing, one mapping.
  const twice = await co.act('itemmp_save', { marketplace: 'TiktokShop', shop_id: shop.id, kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', isvarian: true });
  expect([twice.num, twice.msg]).toEqual([1, 'Listing ini sudah dipetakan.']);
  // A combination TikTok Shop has no ids for: refused, saying what to do; nothing written.
  const hijau = await co.act('itemmp_save', { marketplace: 'TiktokShop', shop_id: shop.id, kodeitem: 'KAOS', iddetailvarian: 'KAOS-HIJAU', isvarian: true });
  expect(hijau.num).not.toBe(0);
  expect(hijau.msg).toContain('belum mempunyai ID TikTok Shop');
  expect(await co.sql(`select count(*)::int as n from itemmp where iddetailvarian = 'KAOS-HIJAU'`)).toEqual([{ n: 0 }]);
  // Another marketplace still needs its item id.
  expect((await co.act('itemmp_save', { marketplace: 'Shopee', shop_id: '1', kodeitem: 'KAOS', iddetailvarian: 'KAOS-HIJAU' })).msg).toBe('Item ID harus diisi.');

  // The seller renames the red SKU's seller SKU and the red mapping is gone: Tarik Item finds its combination by the SKU id.
  tiktok.sku(shop.id, merah).seller_sku = 'RED-01';
  const [{ id: merahMap }] = await co.sql<{ id: number }>(`select id from itemmp where iddetailvarian = 'KAOS-MERAH'`);
  await ok('itemmp_del', { id: merahMap });
  const tarik = await ok('itemmp_tarik', { shop_id: shop.id, marketplace: 'TiktokShop' });
  expect(tarik.data.tbl_info_failed).toEqual([]);
  expect(await co.sql(`select sku, kodeitem, iddetailvarian from itemmp where model_id = '${merah}'`)).toEqual([{ sku: 'RED-01', kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH' }]);

  // A sale of two blue ones: the blue SKU shows 4, the red one still 10.
  await ok('kasir_save', { tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', tunai: '110000', lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '2', harga: '55000' }] });
  await until('stok 10 / 4', shown, (v) => v.join() === '10,4');
  await booksExact();
});
