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
