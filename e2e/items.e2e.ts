/**
 * Items in Chromium against the real server: a variant item is added in /itemad with two units
 * (each with its barcode and three price levels) and a variant combination; then, in a new Item
 * Masuk, the second unit's barcode typed in the grid's scan box finds it and chooses that unit.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/items-*.png (items-form is the item form).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminPage, type Harness, post, setUpDemo, shot as fullShot, startHarness } from './helpers';

let h: Harness;
let page: Page;

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `items-${name}`);
};

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const admin = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  const act = async (a: string, p: unknown) => {
    const r = await post(h.srv, { act: a, aprq: JSON.stringify(p) }, admin.cookie);
    assert.equal(r.env.num, 0, `${a}: ${r.env.msg}`);
  };
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH', hexcode: '#FF0000' }, { nilai: 'HIJAU' }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

/** Opens a picker, types, and takes the option whose title starts with `title`. */
async function pick(id: string, typed: string, title: string) {
  await page.locator(`#${id}`).click();
  await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${title}"]`).first().click();
}

const grid = (table: string) => page.locator(`.child-grid[data-table="${table}"]`);

test('an item with two units, three price levels and a variant; found by the second unit barcode in Item Masuk', async (t) => {
  await t.test('the item form: header, units with prices, a variant combination', async () => {
    await page.goto(`${h.srv.url}/listitem`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/itemad');
    await page.getByText('Detail Varian').waitFor();
    await page.locator('#kodeitem').fill('teh01');
    await page.locator('#namaitem').fill('Teh Celup Melati');
    await page.locator('#tipe').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Barang Varian"]').click();
    await pick('satuan', 'PCS', 'PCS');
    await page.locator('#hargabeli').fill('4000');

    await grid('satuanitem').getByRole('button', { name: 'Tambah Baris' }).click();
    await pick('satuanitem_0_satuan', 'PCS', 'PCS');
    await page.locator('#satuanitem_0_konversi').fill('1');
    await page.locator('#satuanitem_0_barcode').fill('8997000000017');
    for (const [n, v] of [['1', '6000'], ['2', '5800'], ['3', '5500']]) await page.locator(`#satuanitem_0_hargajual${n}`).fill(v);
    await grid('satuanitem').getByRole('button', { name: 'Tambah Baris' }).click();
    await pick('satuanitem_1_satuan', 'BOX', 'BOX');
    await page.locator('#satuanitem_1_konversi').fill('25');
    await page.locator('#satuanitem_1_barcode').fill('8997000000024');
    for (const [n, v] of [['1', '140000'], ['2', '137500'], ['3', '135000']]) await page.locator(`#satuanitem_1_hargajual${n}`).fill(v);

    await grid('detailvarian').getByRole('button', { name: 'Tambah Baris' }).click();
    await pick('detailvarian_0_varian1', 'WARNA', 'WARNA');
    await pick('detailvarian_0_nilai1', 'MER', 'MERAH');
    await page.locator('#detailvarian_0_barcode').fill('8997000000031');
    await shot('form');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL('**/listitem');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'TEH01' }).waitFor();
  });

  await t.test('saved as typed: two units with their prices, the combination with its id', async () => {
    const admin = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
    const got = await post(h.srv, { act: 'item_get', aprq: JSON.stringify({ kodeitem: 'TEH01' }) }, admin.cookie);
    const data = got.env.data as Record<string, Record<string, unknown>[]>;
    assert.deepEqual(
      data.tbl_satuanitem.map((u) => [u.satuan, u.konversi, u.barcode, u.hargajual1, u.hargajual2, u.hargajual3]),
      [
        ['PCS', '1.0000', '8997000000017', '6000.00', '5800.00', '5500.00'],
        ['BOX', '25.0000', '8997000000024', '140000.00', '137500.00', '135000.00'],
      ],
    );
    assert.deepEqual(
      data.tbl_detailvarian.map((v) => [v.iddetailvarian, v.varian1, v.nilai1, v.barcode]),
      [['TEH01-V1', 'WARNA', 'MERAH', '8997000000031']],
    );
  });

  await t.test('in a new Item Masuk the box barcode finds the item in boxes', async () => {
    await page.goto(`${h.srv.url}/itemmasukad`);
    await page.getByText('Detail Item Masuk').waitFor();
    const scan = page.locator('[data-scan="1"]');
    await scan.fill('8997000000024');
    await scan.press('Enter');
    const row = page.locator('.child-grid tbody tr[data-row-key]').first();
    await row.locator('[data-field="satuan"] .ant-select-content[title^="BOX"]').waitFor();
    await row.locator('[data-field="kodeitem"]').filter({ hasText: 'TEH01' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'lines_0_jumlah');
    // Its cost is the box's: 25 × the item's purchase price of 4.000 (not a piece's price for a box).
    await page.waitForFunction(() => (document.querySelector('#lines_0_harga') as HTMLInputElement | null)?.value === '100.000');
    await shot('itemmasuk-barcode');
  });
});
