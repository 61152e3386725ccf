/** The item mapping doctype (issue 37): saved through its acts, unique per listing, found by mappingOf. */
import { expect, test } from 'vitest';
import { testServer } from '../../../apps/server/test/harness';
import { stockCompany } from '../../inventory/test/company';
import { mappingOf } from '../server';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('itemmp: a listing maps once per shop; defaults allocate all; mappingOf finds it by ids, then by SKU', async () => {
  const co = await stockCompany();
  const base = { marketplace: 'Shopee', shop_id: '55', item_id: '9001', model_id: '0', kodeitem: 'KOPI01', sku: 'KOPI01', namaitem: 'Kopi Bubuk' };
  const saved = (await co.act('itemmp_save', base)) as Reply;
  expect(saved).toMatchObject({ num: 0, data: { tbl_itemmp: [{ aktifsync: true, tipealokasi: 'persen', nominalalokasi: '100.0000', status: '**edit', kunci: 'Shopee/55/9001/0', terpetakan: true }] } });
  // The same listing of the same shop again: refused; another shop's listing with the same ids is another mapping.
  expect((await co.act('itemmp_save', { ...base, kodeitem: 'GULA01' })).num).not.toBe(0);
  expect((await co.act('itemmp_save', { ...base, shop_id: '56' })).num).toBe(0);
  // An unknown item and a negative or over-100 % allocation are refused.
  expect((await co.act('itemmp_save', { ...base, item_id: '9002', kodeitem: 'TIDAKADA' })).num).not.toBe(0);
  expect((await co.act('itemmp_save', { ...base, item_id: '9002', nominalalokasi: '-1' })).num).not.toBe(0);
  expect((await co.act('itemmp_save', { ...base, item_id: '9002', nominalalokasi: '150' })).num).not.toBe(0);
  expect((await co.act('itemmp_save', { ...base, item_id: '9002', tipealokasi: 'nominal', nominalalokasi: '150' })).num).toBe(0);
  // A listing whose SKU matched nothing: kept without an item, never returned by mappingOf.
  expect((await co.act('itemmp_save', { ...base, item_id: '9003', kodeitem: '', sku: 'ASING' })).num).toBe(0);

  const { db } = await testServer();
  await db.tx(co.company.schema_name, async (tx) => {
    expect(await mappingOf(tx, 'Shopee', '55', { item_id: '9001', model_id: '0' })).toMatchObject({ kodeitem: 'KOPI01', shop_id: '55' });
    expect(await mappingOf(tx, 'Shopee', '55', { item_id: '7777', sku: 'KOPI01' })).toMatchObject({ kodeitem: 'KOPI01', item_id: '9001' });
    expect(await mappingOf(tx, 'Shopee', '55', { item_id: '9003', sku: 'ASING' })).toBeNull();
    expect(await mappingOf(tx, 'Shopee', '57', { item_id: '9001' })).toBeNull();
    expect(await mappingOf(tx, 'Lazada', '55', { item_id: '9001' })).toBeNull();
  });
});

test('a variant listing: one mapping per model with its combination (the /itemadmp2 form); a combination of another item is refused', async () => {
  const head = (await import('../head')).default;
  for (const path of ['/itemadmp2', '/itemedmp2']) expect(head.screens.find((s) => s.path === path)?.load, `${path} adalah layar sungguhan`).toBeTypeOf('function');
  const { itemmpVarian } = await import('../screens/ItemMpVarian');
  expect([itemmpVarian.routes, itemmpVarian.fields.iddetailvarian.required, itemmpVarian.fields.kodeitem.ref?.where]).toEqual([{ list: '/listitemmp', add: '/itemadmp2', edit: '/itemedmp2' }, true, { tipe: '7' }]);

  const co = await stockCompany();
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const kaos = { namaitem: 'Kaos', tipe: '7', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }] };
  expect((await co.act('item_save', { ...kaos, kodeitem: 'KAOS', detailvarian: [{ iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' }, { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' }] })).num).toBe(0);
  expect((await co.act('item_save', { ...kaos, kodeitem: 'KEMEJA', detailvarian: [{ iddetailvarian: 'KEMEJA-MERAH', varian1: 'WARNA', nilai1: 'MERAH' }] })).num).toBe(0);
  const model = (model_id: string, iddetailvarian: string) => ({ marketplace: 'Shopee', shop_id: '55', item_id: '7001', model_id, kodeitem: 'KAOS', iddetailvarian, sku: iddetailvarian, isvarian: true });
  expect((await co.act('itemmp_save', model('1', 'KAOS-MERAH'))).num).toBe(0);
  expect((await co.act('itemmp_save', model('2', 'KAOS-BIRU'))).num).toBe(0);
  expect(await co.act('itemmp_save', model('3', 'KEMEJA-MERAH'))).toMatchObject({ num: 15, data: { fields: { iddetailvarian: expect.stringContaining("'KEMEJA-MERAH' tidak ada") } } });
  expect(await co.sql(`select model_id, iddetailvarian, isvarian from itemmp where item_id = '7001' order by model_id`)).toEqual([
    { model_id: '1', iddetailvarian: 'KAOS-MERAH', isvarian: true },
    { model_id: '2', iddetailvarian: 'KAOS-BIRU', isvarian: true },
  ]);
});
