import { expect, test } from 'vitest';
import { addUser, loginAs } from '../../../apps/server/test/auth-helpers';
import { freshCompany } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: { tbl_marketplace: Array<Record<string, unknown>> } };

test('infomerge_toped lists the shops still connected as Tokopedia, for every user of the company, without their tokens', async () => {
  const co = await freshCompany();
  const other = await freshCompany();

  // No shop yet: an empty table, so /home shows no merge banner.
  const none = (await co.act('infomerge_toped', {})) as Reply;
  expect(none).toMatchObject({ num: 0, data: { tbl_marketplace: [] } });

  await co.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko, shopurl, domain_mp, marketplaceid, token, refreshtoken)
    values ('Tokopedia', '1001', 'Toko Maju Jaya', 'https://www.tokopedia.com/majujaya', 'majujaya', 1, 'rahasia-akses', 'rahasia-refresh'),
           ('Tokopedia', '1002', 'Apotek Sehat', '', 'apoteksehat', 1, 'x', 'y'),
           ('TiktokShop', '7001', 'Toko Maju Jaya TikTok', '', '', 4, 'z', 'w'),
           ('Shopee', '55', 'Maju Jaya Shopee', '', '', 2, 'v', 'u')`);
  // Another company's Tokopedia shop is never seen.
  await other.sql(`insert into marketplace_toko (marketplace, shop_id, namatoko) values ('Tokopedia', '9', 'Toko Lain')`);

  const r = (await co.act('infomerge_toped', {})) as Reply;
  expect(r.num).toBe(0);
  expect(r.data.tbl_marketplace).toEqual([
    { shop_id: '1002', namatoko: 'Apotek Sehat', ShopURL: '', domain_mp: 'apoteksehat', MarketplaceID: 1, logo: '', marketplace: 'Tokopedia' },
    { shop_id: '1001', namatoko: 'Toko Maju Jaya', ShopURL: 'https://www.tokopedia.com/majujaya', domain_mp: 'majujaya', MarketplaceID: 1, logo: '', marketplace: 'Tokopedia' },
  ]);
  expect(JSON.stringify(r)).not.toMatch(/rahasia/);

  // A cashier without any right sees the banner too (it is on /home for everyone).
  await addUser(co, { userid: 'KASIR1', password: 'kasir-rahasia-1' });
  const kasir = await loginAs(co, 'KASIR1', 'kasir-rahasia-1');
  const k = (await kasir.act('infomerge_toped', {})) as Reply;
  expect(k.num).toBe(0);
  expect(k.data.tbl_marketplace.map((t) => t.namatoko)).toEqual(['Apotek Sehat', 'Toko Maju Jaya']);

  // Without a session: refused.
  const { post } = await import('../../../apps/server/test/harness');
  expect((await post({ act: 'infomerge_toped', aprq: '{}' })).num).not.toBe(0);
});
