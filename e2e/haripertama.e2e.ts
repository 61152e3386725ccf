/**
 * A new shop's whole first day (issue 34, "Show it"), in Chromium against the real server, on the
 * demo company as a new customer gets it (start flag 0, every setting at its default): the owner
 * sets the database up by keyboard with the shop's name and address and is logged out by itself;
 * buys by keyboard (the due date proposed from the supplier's 30 days, the lines' Total row summed);
 * a cashier sells to a walk-in buyer at the till (no customer chosen: the general customer the
 * setup made), pays with F10 and sees the receipt on the screen with the shop's address; the owner
 * takes one item of that sale back (the other line left at 0 and out of the return); the cashier
 * closes the shift with F11 (Mode Kas Laci off: the drawer the first sale opened at 0). Then the
 * same till at 390×844: every amount of every line is on the screen, the receipt is shown, and the
 * shift closes from its button. The books check ends the day. Masters (a supplier, three items,
 * the cashier) are set up through the acts, as an import would: not what this day is about.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/haripertama-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { addUser, confirmReady, adminActs, companySql, companyToday, focusIs, type Harness, login, type SetUpAct, shot, shownDate, startHarness, typeAndTake, unseen, valueSeen } from './helpers';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOP = { nama: 'Toko Berkah Jaya', alamat: 'Jl. Veteran No. 12', kota: 'Malang', telepon: '0341-556677' };

let h: Harness;
let act: SetUpAct;
let kasir: Page;
let ksr = '';

const enter = (page: Page) => page.keyboard.press('Enter');
const focusedLabel = (page: Page, label: string) => page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const rows = async <T,>(text: string) => ((await companySql(h.srv, 'DEMO', text)) as { rows: T[] }).rows;

async function pageAt(browser: Browser, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

before(async () => {
  h = await startHarness();
});

after(async () => {
  if (kasir) await shot(kasir, 'haripertama-last').catch(() => undefined);
  await h?.close();
});

test('a new shop\'s first day: set up, buy, sell to a walk-in buyer, see the receipt, return one item, close the shift', async (t) => {
  const today = companyToday();
  let owner: Page;

  await t.test('the owner sets the database up by keyboard, with the shop\'s name and address; saved, the owner is logged out', async () => {
    ({ page: owner } = await pageAt(h.browser, DESKTOP));
    await owner.goto(`${h.srv.url}/login-form`);
    await login(owner, 'DEMO', 'ADMIN', 'niaga-demo');
    await owner.waitForURL('**/startingdb');
    const type = async (label: string, text: string) => {
      await owner.getByLabel(label, { exact: true }).focus();
      await owner.keyboard.press('Control+a');
      await owner.keyboard.type(text);
    };
    await type('Nama Kantor', 'Kantor Pusat');
    await type('Nama Toko / Perusahaan', SHOP.nama);
    await type('Alamat', SHOP.alamat);
    await type('Kota', SHOP.kota);
    await type('Telepon', SHOP.telepon);
    await shot(owner, 'haripertama-startingdb');
    await enter(owner);
    await owner.getByText('Simpan berhasil, sistem akan logout otomatis.').waitFor();
    await owner.waitForURL('**/login-form');
    assert.equal(await owner.locator('.ant-modal-confirm').count(), 0, 'nothing to press before the logout');

    // What the owner enters next, as an import would (not what this day is about).
    act = await adminActs(h.srv);
    await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
    await act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', jatuhtempo: 30 });
    await act('item_save', {
      kodeitem: 'KOPI01',
      namaitem: 'Kopi Bubuk Kapal Api 165 g',
      satuan: 'PCS',
      hargabeli: '12000',
      satuanitem: [
        { satuan: 'PCS', konversi: '1', barcode: '8991001000017', hargajual1: '15000' },
        { satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000' },
      ],
    });
    await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', hargabeli: '2500', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
    await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
    await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
    // The settings are the new company's own: the drawer mode off, the general customer made by the setup.
    const cfg = (await act('pengaturanumum_get', {})) as { tbl_pengaturanumum?: Array<Record<string, unknown>> };
    assert.equal(cfg.tbl_pengaturanumum?.[0]?.pelangganumum, 'UMUM');
    assert.equal(cfg.tbl_pengaturanumum?.[0]?.modekaslaci, '0');
  });

  await t.test('the owner buys by keyboard: the due date follows the supplier\'s 30 days, the Total row sums the lines', async () => {
    await login(owner, 'DEMO', 'ADMIN', 'niaga-demo');
    await owner.waitForURL(/\/(home|kasiradmode2)$/);
    await owner.goto(`${h.srv.url}/belilist`);
    await owner.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cari');
    await owner.keyboard.press('Insert');
    await owner.waitForURL('**/beliad');
    await owner.getByText('Detail Pembelian').waitFor();
    await focusIs(owner, 'tanggal');
    await enter(owner);
    await focusIs(owner, 'kodesupel');
    await typeAndTake(owner, 'SUP01', 'SUP01 ');
    // Proposed as the supplier is taken: today + 30 days.
    await owner.waitForFunction((v) => (document.querySelector('#jatuhtempo') as HTMLInputElement | null)?.value === v, shownDate(plusDays(today, 30)));
    await focusIs(owner, 'kodegudang');
    await typeAndTake(owner, 'UTM', 'UTM ');
    for (const id of ['nofaktur', 'keterangan', 'diskon', 'tipeppn', 'jenispajak', 'biayakirim', 'biayalain', 'tunai', 'kodeacckas', 'deposit', 'jatuhtempo']) {
      await focusIs(owner, id);
      await enter(owner);
    }
    // The box barcode scanned: a line in boxes at the box's purchase price (12 × 12.000).
    await owner.waitForFunction(() => document.activeElement?.getAttribute('data-scan') === '1');
    await owner.keyboard.type('8991001000024');
    await enter(owner);
    await focusIs(owner, 'lines_0_jumlah');
    await owner.waitForFunction(() => (document.querySelector('#lines_0_harga') as HTMLInputElement | null)?.value === '144.000');
    await owner.keyboard.press('Control+a');
    await owner.keyboard.type('5');
    await enter(owner);
    for (const id of ['lines_0_harga', 'lines_0_diskon1', 'lines_0_diskon2', 'lines_0_diskon3', 'lines_0_diskon4']) {
      await focusIs(owner, id);
      await enter(owner);
    }
    await focusIs(owner, 'lines_1_kodeitem');
    await typeAndTake(owner, 'MIE01', 'MIE01 ');
    await focusIs(owner, 'lines_1_satuan');
    await enter(owner);
    await focusIs(owner, 'lines_1_jumlah');
    await owner.keyboard.type('40');
    await enter(owner);
    await owner.getByTestId('lines-1-total').filter({ hasText: '100.000' }).waitFor();
    await owner.getByTestId('lines-0-total').filter({ hasText: '720.000' }).waitFor();
    // The Total row under the lines: their sum, in sight.
    const sum = owner.locator('.child-grid').getByText('820.000', { exact: true }).first();
    await sum.waitFor();
    assert.equal(await unseen(sum), '', 'the Total row is seen');
    await owner.getByTestId('jumlah-kredit').filter({ hasText: '820.000' }).waitFor();
    assert.equal(await owner.locator('#jatuhtempo').inputValue(), shownDate(plusDays(today, 30)));
    await shot(owner, 'haripertama-beli');
    await owner.keyboard.press('Control+s');
    await owner.waitForURL('**/belilist');
    await owner.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '820.000' }).waitFor();
    const [beli] = await rows<{ jatuhtempo: string; total: string }>(`select jatuhtempo::text as jatuhtempo, total::text as total from beli`);
    assert.deepEqual(beli, { jatuhtempo: plusDays(today, 30), total: '820000.00' });
  });

  await t.test('the cashier sells to a walk-in buyer by keyboard and sees the receipt with the shop\'s address', async () => {
    ({ page: kasir } = await pageAt(h.browser, DESKTOP));
    await kasir.goto(`${h.srv.url}/login-form`);
    await login(kasir, 'DEMO', 'KASIR1', 'kasir-rahasia');
    await kasir.waitForURL('**/kasiradmode2');
    // No drawer asked for (Mode Kas Laci off); no customer to choose: the general customer.
    await kasir.getByTestId('kasir-pelanggan').filter({ hasText: 'UMUM Pelanggan Umum' }).waitFor();
    assert.equal(await kasir.getByLabel('Jumlah Kas Laci').count(), 0);
    await focusedLabel(kasir, 'Scan barcode atau kode item');
    const scan = kasir.getByLabel('Scan barcode atau kode item');
    const total = kasir.getByTestId('kasir-total');
    await scan.pressSequentially('8991001000024');
    await enter(kasir);
    await total.filter({ hasText: '170.000' }).waitFor();
    await scan.pressSequentially('2*MIE01');
    await enter(kasir);
    await total.filter({ hasText: '177.000' }).waitFor();
    await kasir.keyboard.press('F10');
    await focusedLabel(kasir, 'Tunai');
    await kasir.keyboard.press('Control+a');
    await kasir.keyboard.type('200000');
    await enter(kasir);
    await kasir.getByTestId('kasir-kembali').filter({ hasText: '23.000' }).waitFor();
    const struk = kasir.getByTestId('kasir-struk');
    await struk.filter({ hasText: SHOP.alamat }).waitFor();
    const shown = await struk.innerText();
    for (const text of [SHOP.nama, SHOP.alamat, SHOP.kota, `Telp. ${SHOP.telepon}`]) assert.ok(shown.includes(text), `struk memuat '${text}':\n${shown}`);
    assert.match(shown, /TOTAL\s+177\.000/);
    assert.match(shown, /Kembali\s+23\.000/);
    ksr = /^No\.\s+(\S+)$/m.exec(shown)![1];
    await shot(kasir, 'haripertama-struk');
    await enter(kasir);
    await total.filter({ hasText: /^TOTAL0$/ }).waitFor();
    const [sale] = await rows<{ notransaksi: string; kodesupel: string; total: string }>(`select notransaksi, kodesupel, total::text as total from kasir`);
    assert.deepEqual(sale, { notransaksi: ksr, kodesupel: 'UMUM', total: '177000.00' });
  });

  await t.test('the owner takes one item of the sale back: the box left at 0 is left out of the return', async () => {
    await owner.goto(`${h.srv.url}/returjualad`);
    await owner.getByText('Detail Retur Penjualan').waitFor();
    const take = owner.getByRole('button', { name: 'Ambil dari Penjualan / Penjualan Kasir' });
    await take.focus();
    await enter(owner);
    await focusedLabel(owner, 'No. Penjualan / Penjualan Kasir');
    await owner.keyboard.type(ksr);
    await enter(owner);
    await owner.getByTestId('lines-1-total').filter({ hasText: '7.000' }).waitFor();
    await owner.locator('.ant-modal').filter({ hasText: 'Ambil dari Penjualan' }).waitFor({ state: 'hidden' });
    // The box stays with the buyer (0); one of the two packs of noodles comes back.
    await owner.locator('#lines_0_jumlah').focus();
    await owner.keyboard.press('Control+a');
    await owner.keyboard.type('0');
    await enter(owner);
    await owner.locator('#lines_1_jumlah').focus();
    await owner.keyboard.press('Control+a');
    await owner.keyboard.type('1');
    await enter(owner);
    await owner.getByTestId('jumlah-total').filter({ hasText: '3.500' }).waitFor();
    // Paid back from the cash account.
    await owner.locator('#kodeacckas').focus();
    await typeAndTake(owner, '1-1100', '1-1100');
    await shot(owner, 'haripertama-retur');
    await owner.keyboard.press('Control+s');
    await owner.waitForURL('**/returjuallist');
    await owner.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ksr }).filter({ hasText: '3.500' }).waitFor();
    const lines = await rows<{ kodeitem: string; jumlah: string }>(`select d.kodeitem, d.jumlah::text as jumlah from returjual_detail d`);
    assert.deepEqual(lines, [{ kodeitem: 'MIE01', jumlah: '1.0000' }]);
  });

  await t.test('the cashier closes the shift with F11: the sale against the cash counted', async () => {
    await focusedLabel(kasir, 'Scan barcode atau kode item');
    await kasir.keyboard.press('F11');
    await focusedLabel(kasir, 'Uang tunai di laci dihitung');
    await kasir.keyboard.type('177000');
    await enter(kasir);
    await focusedLabel(kasir, 'Slip kartu dihitung');
    await enter(kasir);
    await focusedLabel(kasir, 'E-Money dihitung');
    await enter(kasir);
    await kasir.locator('.ant-modal-confirm').filter({ hasText: 'Tutup kasir sekarang?' }).waitFor();
    await confirmReady(kasir, 'Ya, Tutup Kasir');
    await enter(kasir);
    const tunai = kasir.locator('.ant-modal .ant-table-row').filter({ hasText: 'Tunai' });
    await tunai.filter({ hasText: '177.000' }).waitFor();
    assert.deepEqual((await tunai.locator('.ant-table-cell').allInnerTexts()).map((x) => x.trim()), ['Tunai (termasuk kas awal)', '177.000', '177.000', '0']);
    await shot(kasir, 'haripertama-tutup');
    await kasir.getByRole('button', { name: 'Selesai' }).click();
    const [laci] = await rows<{ saldoawal: string; ditutup: string | null }>(`select saldoawal::text as saldoawal, ditutup::text as ditutup from kas_laci`);
    assert.equal(laci.saldoawal, '0.00');
    assert.ok(laci.ditutup, 'the drawer is closed');
  });

  await t.test('the same till at 390×844: every amount seen, paid, the receipt shown, the shift closed from its button; the books balance', async () => {
    const { page, errors } = await pageAt(h.browser, PHONE);
    await page.goto(`${h.srv.url}/login-form`);
    await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
    await page.waitForURL('**/kasiradmode2');
    await page.getByTestId('kasir-pelanggan').filter({ hasText: 'UMUM' }).waitFor();
    const scan = page.getByLabel('Scan barcode atau kode item');
    const lineRows = page.locator('.kasir [data-row-key]');
    const lines = [
      { scan: '3*MIE01', jumlah: '3', satuan: 'PCS', harga: '3.500', total: '10.500' },
      { scan: '8991001000017', jumlah: '1', satuan: 'PCS', harga: '15.000', total: '15.000' },
    ];
    for (const [i, l] of lines.entries()) {
      await scan.pressSequentially(l.scan);
      await enter(page);
      await lineRows.nth(i).filter({ hasText: l.total }).waitFor();
    }
    const total = page.getByTestId('kasir-total');
    await total.filter({ hasText: '25.500' }).waitFor();
    for (const [i, l] of lines.entries()) {
      const row = lineRows.nth(i);
      await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      for (const [kolom, text] of [['Jumlah', l.jumlah], ['Satuan', l.satuan], ['Harga', l.harga], ['Total', l.total]] as const) assert.equal(await valueSeen(row, text), '', `baris ${i + 1} ${kolom}`);
    }
    assert.equal(await valueSeen(total, '25.500'), '', 'the total');
    const pay = page.getByRole('button', { name: 'Bayar (F10)' });
    assert.equal(await unseen(pay), '', 'Bayar');
    assert.equal(await unseen(scan), '', 'the scan box');
    await shot(page, 'haripertama-390-bill');
    await pay.click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Pembayaran (F10)' });
    await dialog.getByLabel('Tunai').fill('30000');
    await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
    await page.getByTestId('kasir-kembali').filter({ hasText: '4.500' }).waitFor();
    const struk = page.getByTestId('kasir-struk');
    await struk.filter({ hasText: SHOP.nama }).waitFor();
    assert.match(await struk.innerText(), /TOTAL\s+25\.500/);
    await struk.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'haripertama-390-struk');
    await page.getByRole('button', { name: 'Transaksi Baru (Enter)' }).click();
    await total.filter({ hasText: /^TOTAL0$/ }).waitFor();

    // The shift's close from its button: this sale alone (the first shift is closed).
    await page.getByRole('button', { name: 'Tutup Kasir (F11)' }).click();
    const counted = page.getByLabel('Uang tunai di laci dihitung');
    await counted.fill('25500');
    await page.getByRole('button', { name: 'Tutup Kasir', exact: true }).click();
    await page.locator('.ant-modal-confirm').filter({ hasText: 'Tutup kasir sekarang?' }).getByRole('button', { name: 'Ya, Tutup Kasir' }).click();
    await page.locator('.ant-modal .ant-table-row').filter({ hasText: 'Tunai' }).filter({ hasText: '25.500' }).waitFor();
    await shot(page, 'haripertama-390-tutup');
    assert.deepEqual(errors, []);

    const closed = await rows<{ penjualan: number; ditutup: boolean }>(`select (select count(*)::int from kasir k where k.kaslaci = l.id) as penjualan, ditutup is not null as ditutup from kas_laci l order by l.id`);
    assert.deepEqual(closed, [
      { penjualan: 1, ditutup: true },
      { penjualan: 1, ditutup: true },
    ]);
    // Stock: 5 boxes bought (60 pieces), one box and one piece sold; 40 noodles, 2 + 3 sold, 1 back.
    const stok = await rows<{ kodeitem: string; qty: string }>(`select i.kodeitem, sum(m.qty)::numeric(20,4)::text as qty from stok_mutasi m join item i on i.id = m.item_id where not m.batal group by 1 order by 1`);
    assert.deepEqual(stok, [
      { kodeitem: 'KOPI01', qty: '47.0000' },
      { kodeitem: 'MIE01', qty: '36.0000' },
    ]);
    const cek = await act('cekbuku', {});
    assert.equal(cek.ok, true, JSON.stringify(cek));
  });
});
