/**
 * The online store's back office and themes in Chromium (issue 42): a banner uploaded on
 * /sharebannerad (resized by the server) shows on the storefront; /shareinfo hides out-of-stock
 * items; /listshareitem and /listsharesubscriber (with its CSV export, downloaded and read) open;
 * then the three themes, each with another layout, at 390 px and 1366 px (and search, category and
 * blog at 390 px): no sideways scrolling,
 * screenshots e2e/artifacts/store-tema-*.png to check by eye. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, type Harness, setUpDemo, shot, startHarness, type SetUpAct } from './helpers';

let h: Harness;
let page: Page;
let act: SetUpAct;
const STAMP = Date.now().toString(36);
const SHAREID = `toko-bo-${STAMP}`;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('jenis_save', { kodejenis: 'MEJA', namajenis: 'Meja & Kursi' }).catch(() => undefined);
  for (const [k, n, tipe] of [
    ['MEJAE2E', 'Meja Jati Minimalis', '2'],
    ['KURSIE2E', 'Kursi Rotan', '2'],
    ['LAMPUE2E', 'Lampu Gantung Habis', '0'],
  ])
    await act('item_save', { kodeitem: k, namaitem: n, satuan: 'PCS', jenis: 'MEJA', tipe, jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1250000' }] });
  await act('tokoonline_save', { shareid: SHAREID, namatoko: 'Rumah Jati', tema: 'furniture', layouttoko: 'none', wa: '6281234567890' });
  await act('shareservice_save', { kodelayanan: `KIRIM${STAMP}`.toUpperCase().slice(0, 20), judul: 'Gratis Ongkir Jabodetabek', ikon: 'kirim' });
  await act('sharelabel_save', { kodelabel: `BARU${STAMP}`.toUpperCase().slice(0, 20), nama: 'Baru', warna: 'hijau', items: [{ kodeitem: 'MEJAE2E' }] });
  await act('sharetopcollection_save', { kodekoleksi: `PILIH${STAMP}`.toUpperCase().slice(0, 20), judul: 'Pilihan Minggu Ini', items: [{ kodeitem: 'MEJAE2E' }, { kodeitem: 'KURSIE2E' }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'store-bo-last').catch(() => undefined);
  await h?.close();
});

const noSideways = async (p: Page, width: number, what: string) => {
  const w = await p.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(w <= width, `${what}: no sideways scrolling at ${width} px (${w})`);
};

test('a banner uploaded in the back office shows on the storefront; /shareinfo hides out-of-stock items; subscribers export a CSV', async () => {
  await page.goto(`${h.srv.url}/sharebannerad`);
  await page.getByRole('textbox', { name: 'Kode Banner' }).fill(`promo-${STAMP}`);
  await page.getByRole('textbox', { name: 'Judul' }).fill('Diskon Akhir Tahun');
  await page.getByRole('textbox', { name: /^Tautan/ }).fill('/kategori/MEJA');
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#8a5a2b' } })
    .composite([{ input: Buffer.from('<svg width="2400" height="1200"><text x="200" y="700" font-size="260" fill="#fff">SALE 20%</text></svg>') }])
    .png()
    .toBuffer();
  await page.setInputFiles('#banner-file', { name: 'banner.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('img', { name: 'Gambar baru' }).waitFor();
  await shot(page, 'store-bo-banner-form');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Data berhasil disimpan').waitFor();
  await page.getByRole('cell', { name: 'Diskon Akhir Tahun' }).waitFor();
  await shot(page, 'store-bo-banner-list');

  // /shareinfo: hide out-of-stock items (LAMPUE2E has no stock).
  await page.goto(`${h.srv.url}/shareinfo`);
  await page.getByText('Item yang ditampilkan toko online').waitFor();
  await page.getByRole('combobox', { name: 'Toko' }).click();
  await page.locator(`.ant-select-item-option[title="${SHAREID} - Rumah Jati"]`).click();
  await page.getByRole('switch', { name: 'Sembunyikan Item Stok Habis' }).click();
  await shot(page, 'store-bo-shareinfo');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Data berhasil disimpan').waitFor();

  await page.goto(`${h.srv.url}/listshareitem`);
  await page.getByText('Item Dipilih').first().waitFor();
  await shot(page, 'store-bo-listshareitem');

  // The storefront: the banner, the service, the label, the collection; the out-of-stock item hidden.
  const phone = await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
  const visitor = await phone.newPage();
  visitor.setDefaultTimeout(20_000);
  await visitor.goto(`${h.srv.url}/s/${SHAREID}`);
  await visitor.getByRole('img', { name: 'Diskon Akhir Tahun' }).waitFor();
  assert.ok(await visitor.getByRole('img', { name: 'Diskon Akhir Tahun' }).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.naturalWidth <= 1600));
  await visitor.getByText('Gratis Ongkir Jabodetabek').waitFor();
  await visitor.getByRole('heading', { name: 'Pilihan Minggu Ini' }).waitFor();
  assert.equal(await visitor.getByText('Lampu Gantung Habis').count(), 0);
  await noSideways(visitor, 390, 'home with banner');
  await shot(visitor, 'store-bo-home-390');

  // A visitor subscribes; the back office exports the CSV.
  await visitor.getByRole('textbox', { name: 'Berlangganan kabar toko' }).fill(`pembeli-${STAMP}@contoh.id`);
  await visitor.getByRole('button', { name: 'Daftar' }).click();
  await visitor.getByText('Terima kasih, Anda sudah berlangganan.').waitFor();
  await phone.close();
  await page.goto(`${h.srv.url}/listsharesubscriber`);
  await page.getByRole('cell', { name: `pembeli-${STAMP}@contoh.id` }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  assert.match(csv, new RegExp(`pembeli-${STAMP}@contoh\\.id;${SHAREID};ya;`));
  await shot(page, 'store-bo-subscriber');
});

test('the three themes, each with another layout, at 390 px and 1366 px', async () => {
  const stores: [tema: string, layout: string][] = [
    ['fashion', 'left'],
    ['electronics', 'right'],
    ['furniture', 'none'],
  ];
  for (const [tema, layout] of stores) {
    const id = `${tema}-${STAMP}`;
    await act('tokoonline_save', { shareid: id, namatoko: `Toko ${tema}`, tema, layouttoko: layout, layoutproduk: layout, modebanner: tema === 'electronics' ? 'grid' : 'slide' });
    for (const width of [390, 1366]) {
      const ctx = await h.browser.newContext({ viewport: { width, height: 900 }, locale: 'id-ID' });
      const v = await ctx.newPage();
      v.setDefaultTimeout(20_000);
      await v.goto(`${h.srv.url}/s/${id}`);
      await v.getByRole('link', { name: 'Meja Jati Minimalis' }).first().waitFor();
      assert.equal(await v.locator(`body.tema-${tema}`).count(), 1);
      assert.equal(await v.locator('nav.katnav').count(), tema === 'electronics' ? 1 : 0, 'the category bar is the electronics theme');
      await noSideways(v, width, `${tema} home`);
      await shot(v, `store-tema-${tema}-${width}`);
      await v.getByRole('link', { name: 'Meja Jati Minimalis' }).first().click();
      await v.getByRole('heading', { name: 'Meja Jati Minimalis', level: 1 }).waitFor();
      await noSideways(v, width, `${tema} product`);
      await shot(v, `store-tema-${tema}-produk-${width}`);
      if (width === 390)
        for (const [path, heading] of [
          [`/s/${id}/cari?q=meja`, /Hasil pencarian/],
          [`/s/${id}/kategori/MEJA`, /Meja & Kursi/],
          [`/s/${id}/blog`, /Blog/],
        ] as const) {
          await v.goto(`${h.srv.url}${path}`);
          await v.getByRole('heading', { name: heading, level: 1 }).waitFor();
          await noSideways(v, width, `${tema} ${path}`);
        }
      await ctx.close();
    }
  }
});
