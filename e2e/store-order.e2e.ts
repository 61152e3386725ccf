/**
 * Ordering on the online store in Chromium (issue 42): three stores of the demo company, one per
 * theme (Fashion, Electronics, Furniture); for each, a visitor on a phone (390 px) and on a
 * desktop (1366 px) browses the home page, searches, opens the product, adds it to the cart and
 * checks out (no JavaScript on the pages: plain forms). Every page is checked with axe-core (no
 * serious or critical violation) and its weight printed; the confirmation has the WhatsApp link of
 * the order, and the shop's open back office shows a toast of it. Then the orders are in the back office's sales order list (/pesanjuallist).
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/store-order-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, type Harness, setUpDemo, shot, startHarness, type SetUpAct } from './helpers';

let h: Harness;
let act: SetUpAct;
/** The back office, open while visitors order: the shop is told at once (a toast). */
let admin: Page;
const RUN = Date.now().toString(36);
const THEMES = ['fashion', 'electronics', 'furniture'] as const;
const shareOf = (tema: string) => `order-${tema}-${RUN}`;
const orders: string[] = [];

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  act = await adminActs(h.srv);
  await act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' }).catch(() => undefined);
  await act('jenis_save', { kodejenis: 'KAOS', namajenis: 'Kaos' }).catch(() => undefined);
  await act('item_save', { kodeitem: 'KAOSORD', namaitem: 'Kaos Pesanan Online', satuan: 'PCS', jenis: 'KAOS', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '87500' }] });
  await act('saldoawalitem_save', { tanggal: '2025-12-01', kodegudang: 'UTM', lines: [{ kodeitem: 'KAOSORD', satuan: 'PCS', jumlah: '50', harga: '40000' }] });
  await act('ongkir_save', { kodeongkir: 'JNEE2E', namaongkir: 'JNE Reguler', tarif: '12000', aktif: true });
  for (const tema of THEMES) await act('tokoonline_save', { shareid: shareOf(tema), namatoko: `Toko ${tema}`, tema, wa: '081234567890' });
  admin = await adminPage(h);
});

after(async () => {
  await h?.close();
});

/** No serious or critical accessibility violation on the page (axe-core). */
async function accessible(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${what}: axe-core`,
  );
}

for (const tema of THEMES)
  for (const width of [390, 1366])
    test(`${tema} at ${width} px: browse, search, add to cart, check out`, async () => {
      const ctx = await h.browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'id-ID' });
      const v = await ctx.newPage();
      const weights: string[] = [];
      let bytes = 0;
      v.on('response', (r) => void r.body().then((b) => (bytes += b.length)).catch(() => undefined));
      const weigh = async (what: string) => {
        await v.waitForLoadState('load');
        weights.push(`${what} ${(bytes / 1024).toFixed(1)} KB`);
        bytes = 0;
      };
      const base = `${h.srv.url}/s/${shareOf(tema)}`;
      bytes = 0;
      await v.goto(base);
      await v.getByRole('link', { name: `Toko ${tema}` }).waitFor();
      await v.getByRole('link', { name: /Kaos Pesanan Online/ }).getByText('Rp 87.500').waitFor();
      await weigh('home');
      await accessible(v, 'home');
      const wide = await v.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `no sideways scrolling at ${width} px (${wide})`);

      await v.getByRole('searchbox').or(v.getByPlaceholder('Cari produk')).first().fill('pesanan');
      await v.getByRole('button', { name: 'Cari' }).click();
      await v.getByRole('heading', { name: /Hasil pencarian/ }).waitFor();
      await weigh('search');
      await v.getByRole('link', { name: /Kaos Pesanan Online/ }).click();
      await v.getByRole('heading', { name: 'Kaos Pesanan Online', level: 1 }).waitFor();
      await weigh('product');
      await accessible(v, 'product');
      await v.getByLabel('Jumlah').fill('2');
      await v.getByRole('button', { name: 'Tambah ke keranjang' }).click();
      await v.getByRole('heading', { name: 'Keranjang', level: 1 }).waitFor();
      await v.getByText('Total belanja: Rp 175.000').waitFor();
      await weigh('cart');
      await accessible(v, 'cart');
      await shot(v, `store-order-${tema}-${width}-cart`);

      await v.getByLabel('Nama', { exact: true }).fill(`Pembeli ${tema} ${width}`);
      await v.getByLabel('Nomor telepon / WhatsApp').fill('081298765432');
      await v.getByLabel('Alamat pengiriman').fill('Jl. Merdeka 10, Bandung');
      await v.getByLabel(/JNE Reguler/).check();
      await v.getByRole('button', { name: 'Pesan sekarang' }).click();
      await v.getByRole('heading', { name: 'Terima kasih, pesanan diterima' }).waitFor();
      await v.getByText('Total: Rp 187.000').waitFor();
      const wa = await v.getByRole('link', { name: 'Kirim pesanan lewat WhatsApp' }).getAttribute('href');
      assert.match(wa ?? '', /^https:\/\/wa\.me\/6281234567890\?text=/);
      const no = (await v.locator('strong').first().textContent()) ?? '';
      assert.match(no, /\S/);
      orders.push(no);
      // The shop's open back office shows the order at once.
      await admin.getByTestId('toast-pesan').filter({ hasText: no }).waitFor();
      await weigh('confirmation');
      await accessible(v, 'confirmation');
      assert.equal(await v.locator('script:not([type="application/ld+json"])').count(), 0, 'no script: plain forms');
      await shot(v, `store-order-${tema}-${width}-done`);
      console.log(`store order ${tema} ${width} px: ${weights.join(', ')}`);
      await ctx.close();
    });

test('the orders are in the back office sales order list', async () => {
  assert.equal(orders.length, THEMES.length * 2);
  await admin.goto(`${h.srv.url}/pesanjuallist`);
  for (const no of orders) await admin.getByRole('cell', { name: no }).first().waitFor();
  await shot(admin, 'store-order-pesanjuallist');
});
