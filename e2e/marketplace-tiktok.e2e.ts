/**
 * A TikTok Shop shop in the browser end to end (issue 40): a shop still connected as Tokopedia shows
 * the /home merge banner; on /pengaturanmp "Hubungkan lewat TikTok Shop" goes to the fake TikTok
 * Shop's authorisation page, which sends the browser back to the app's registered URL (no callback
 * path appended); the shop is then on TikTok Shop, the Tokopedia row and the banner are gone, and
 * "Tarik Item" maps its two SKUs. "Hubungkan TikTok Shop" is offered for a new shop. Needs
 * `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FakeTiktok } from '@niaga/marketplace/fake-tiktok';
import { adminActs, adminLanded, companySql, companyToday, login, type Server } from './helpers';
import { liveDemo, type LiveDemo } from './marketplace-live';

let live: LiveDemo;
let srv: Server;
let fake: FakeTiktok;
let page: Page;

before(async () => {
  fake = await FakeTiktok.start();
  live = await liveDemo(fake, 'marketplace-tiktok', { publicUrl: true });
  ({ srv, page } = live);
  // The redirect URL registered for the app in TikTok Shop Partner Center.
  fake.redirectUri = `${srv.url}/mp/callback/TiktokShop`;
  const act = await adminActs(srv);
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('item_save', { kodeitem: 'TTKOPI', namaitem: 'Kopi Bubuk TT', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '25000' }] });
  await act('item_save', { kodeitem: 'TTTEH', namaitem: 'Teh Melati TT', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '8000' }] });
  await act('saldoawalitem_save', { tanggal: companyToday(), kodegudang: 'UTM', lines: [{ kodeitem: 'TTKOPI', satuan: 'PCS', jumlah: '20', harga: '10000' }, { kodeitem: 'TTTEH', satuan: 'PCS', jumlah: '10', harga: '4000' }] });
  await companySql(srv, 'DEMO', `insert into marketplace_toko (marketplace, shop_id, namatoko, domain_mp, marketplaceid, dept) values ('Tokopedia', '7701', 'Kopi Toped Lama', 'kopitoped', 1, 'UTM')`);
});

after(() => live?.close());

test('a Tokopedia shop reconnected through the fake TikTok Shop page: the merge banner goes, Tarik Item maps its SKUs', async () => {
  fake.addShop({
    name: 'Kopi Kita TikTok',
    products: [
      { title: 'Kopi Bubuk', skus: [{ seller_sku: 'TTKOPI', price: 25000 }] },
      { title: 'Teh Melati', skus: [{ seller_sku: 'TTTEH', price: 8000 }] },
    ],
  });
  await page.goto('/login-form');
  await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
  await adminLanded(page);
  await page.goto('/home');
  await page.getByTestId('banner-merge-tokopedia').waitFor();

  await page.goto('/pengaturanmp');
  await page.getByRole('button', { name: 'Hubungkan TikTok Shop' }).waitFor();
  const toped = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Kopi Toped Lama' });
  await toped.getByRole('button', { name: 'Hubungkan lewat TikTok Shop Kopi Toped Lama' }).click();
  await page.waitForURL(`${fake.url}/oauth/authorize?**`);
  assert.ok(!page.url().includes('callback'), 'no callback path appended to the authorise URL');
  await page.getByLabel(/Kopi Kita TikTok/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('heading', { name: 'Toko berhasil terhubung' }).waitFor();
  await page.getByRole('link', { name: 'Kembali ke Pengaturan Marketplace' }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Kopi Kita TikTok' });
  await row.getByText('Terhubung').waitFor();
  await row.getByText('TiktokShop').waitFor();
  assert.equal(await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Kopi Toped Lama' }).count(), 0);

  await row.getByRole('button', { name: 'Tarik Item Kopi Kita TikTok' }).click();
  await page.getByText('Tarik Item Kopi Kita TikTok: 2 listing dipetakan, 0 tidak cocok.').waitFor();
  const mapped = (await companySql(srv, 'DEMO', `select kodeitem, marketplace from itemmp order by kodeitem`)) as { rows: Array<{ kodeitem: string; marketplace: string }> };
  assert.deepEqual(mapped.rows, [
    { kodeitem: 'TTKOPI', marketplace: 'TiktokShop' },
    { kodeitem: 'TTTEH', marketplace: 'TiktokShop' },
  ]);

  // /home: no shop is left on the old connection, so no merge banner.
  const merge = page.waitForResponse((r) => new URL(r.url()).pathname === '/api' && (r.request().postData() ?? '').includes('infomerge_toped'));
  await page.goto('/home');
  const body = (await (await merge).json()) as { num: number; data: { tbl_marketplace: unknown[] } };
  assert.deepEqual([body.num, body.data.tbl_marketplace], [0, []]);
  assert.equal(await page.getByTestId('banner-merge-tokopedia').count(), 0);
});
