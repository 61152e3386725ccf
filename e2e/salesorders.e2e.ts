/**
 * Sales orders and returns in Chromium against the real server: a sales order (made through the
 * API) is taken into a back-office sale on credit by keyboard ("Ambil dari Pesanan Penjualan"
 * opened from the keyboard, the order's number typed, Enter; Ctrl+S), the order shows closed and
 * the receivable is booked; then part of that sale comes back with a mode-1 return against its
 * receivable ("Ambil dari Penjualan / Penjualan Kasir", one box of two, Potong Piutang); last, a till
 * sale comes back the same way, picked from the dialog's list of back-office and till sales by
 * keyboard; a return of some of a sale's lines leaves out the line set to 0. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/salesorders-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addUser, adminPage, companySql, companyToday, focusIs, type Harness, login, post, setUpDemo, shot as fullShot, startHarness, typeAndTake } from './helpers';

let h: Harness;
let page: Page;
let act: (a: string, p: unknown) => Promise<Record<string, unknown>>;
let cookie: string;

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `salesorders-${name}`);
};

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const admin = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  cookie = admin.cookie;
  act = async (a: string, p: unknown) => {
    const r = await post(h.srv, { act: a, aprq: JSON.stringify(p) }, cookie);
    assert.equal(r.env.num, 0, `${a}: ${r.env.msg}`);
    return r.env.data as Record<string, unknown>;
  };
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('item_save', {
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', hargajual1: '15000' },
      { satuan: 'BOX', konversi: '12', hargajual1: '170000' },
    ],
  });
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 14, limitkredit: '5000000' });
  const today = companyToday();
  await act('itemmasuk_save', { tanggal: today, kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '5', harga: '144000' }] });
  await act('pesanjual_save', { tanggal: today, kodesupel: 'TOKO01', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' }] });
  // A sales clerk who may sell but not change customers, and a supervisor who may.
  await addUser(h.srv, 'DEMO', { userid: 'SALES1', password: 'sales-rahasia', rights: ['mJual'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'SALES1', 'mJual', 'madd', true)`);
  await addUser(h.srv, 'DEMO', { userid: 'SPV', password: 'spv-rahasia' });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'SPV', 'mPelanggan', 'medit', true)`);
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('a credit sale from an order by keyboard closes the order; a mode-1 return of part of it reduces the receivable', async (t) => {
  const list = await act('pesanjual_list', {});
  const order = String((list.tbl_pesanjual as { notransaksi: string }[])[0].notransaksi);

  await t.test('the sale takes the order by keyboard and is saved on credit', async () => {
    await page.goto(`${h.srv.url}/kasirad`);
    await page.getByText('Detail Penjualan').waitFor();
    await focusIs(page, 'tanggal');
    await page.keyboard.press('Enter');
    await focusIs(page, 'kodesupel');
    await typeAndTake(page, 'TOKO01', 'TOKO01 ');
    await focusIs(page, 'kodegudang');
    await typeAndTake(page, 'UTM', 'UTM ');
    // "Ambil dari Pesanan Penjualan": the button takes the focus, Enter opens it.
    const take = page.getByRole('button', { name: 'Ambil dari Pesanan Penjualan' });
    await take.focus();
    await page.keyboard.press('Enter');
    const no = page.getByLabel('No. Pesanan Penjualan');
    await no.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'No. Pesanan Penjualan');
    await page.keyboard.type(order);
    await page.keyboard.press('Enter');
    // The order's box line at its price: 2 × 170.000, all on credit (PPN Non).
    await page.getByTestId('lines-0-total').filter({ hasText: '340.000' }).waitFor();
    await page.getByTestId('jumlah-kredit').filter({ hasText: '340.000' }).waitFor();
    await shot('jual-add');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/kasirlist');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'TOKO01' }).filter({ hasText: '340.000' }).waitFor();
    await shot('jual-list');
    const oj = await act('pesanjual_get', { notransaksi: order });
    assert.equal((oj.tbl_pesanjual as { status: string }[])[0].status, '2');
    await page.goto(`${h.srv.url}/pesanjuallist`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: order }).filter({ hasText: 'Selesai' }).waitFor();
    await shot('pesanjual-list');
  });

  await t.test('one box of the two comes back against the receivable', async () => {
    const sales = await act('jual_list', {});
    const sale = String((sales.tbl_jual as { notransaksi: string }[])[0].notransaksi);
    await page.goto(`${h.srv.url}/returjualad`);
    await page.getByText('Detail Retur Penjualan').waitFor();
    const take = page.getByRole('button', { name: 'Ambil dari Penjualan / Penjualan Kasir' });
    await take.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'No. Penjualan / Penjualan Kasir');
    await page.keyboard.type(sale);
    await page.keyboard.press('Enter');
    await page.getByTestId('lines-0-total').filter({ hasText: '340.000' }).waitFor();
    // The dialog has closed (and handed the focus back to its button) before the grid is typed in.
    await page.locator('.ant-modal').filter({ hasText: 'Ambil dari Penjualan' }).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Ambil dari Penjualan'));
    await returnOneBox(sale, 'returjual');
    // The sale has one box left to return; the receivable is 340.000 − 170.000.
    const got = await act('jual_get', { notransaksi: sale });
    assert.equal((got.tbl_jual_detail as { sisa: string }[])[0].sisa, '1.0000');
    const cek = await act('cekbuku', {});
    assert.equal(cek.ok, true);
    // The sale the return uses can no longer be deleted.
    const del = await post(h.srv, { act: 'jual_del', aprq: JSON.stringify({ notransaksi: sale }) }, cookie);
    assert.equal(del.env.num, 42);
  });

  await t.test("a clerk's credit sale over the customer's limit is refused with the figures; a supervisor lets it through", async () => {
    await companySql(h.srv, 'DEMO', `update pelanggan set limitkredit = 200000 where kodesupel = 'TOKO01'`);
    const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const clerk = await ctx.newPage();
    try {
      await clerk.goto(h.srv.url);
      await clerk.waitForURL('**/login-form');
      await login(clerk, 'DEMO', 'SALES1', 'sales-rahasia');
      await clerk.waitForURL('**/home');
      await clerk.goto(`${h.srv.url}/kasirad`);
      await clerk.getByText('Detail Penjualan').waitFor();
      await focusIs(clerk, 'tanggal');
      await clerk.keyboard.press('Enter');
      await focusIs(clerk, 'kodesupel');
      await typeAndTake(clerk, 'TOKO01', 'TOKO01 ');
      await focusIs(clerk, 'kodegudang');
      await typeAndTake(clerk, 'UTM', 'UTM ');
      // The pick moves the cursor on to the next field; wait for that before jumping to the scan box,
      // or the move lands after the jump and the code is typed into the sales field.
      await focusIs(clerk, 'kodesales');
      await clerk.locator('[data-scan="1"]').focus();
      await clerk.keyboard.type('KOPI01');
      await clerk.keyboard.press('Enter');
      await focusIs(clerk, 'lines_0_jumlah');
      await clerk.keyboard.type('12');
      await clerk.locator('#lines_0_harga').focus();
      await clerk.keyboard.press('Control+a');
      await clerk.keyboard.type('15000');
      await clerk.keyboard.press('Enter');
      await clerk.getByTestId('jumlah-kredit').filter({ hasText: '180.000' }).waitFor();
      await clerk.keyboard.press('Control+s');
      // Open 170.000 (340.000 less the return) + 180.000 is over 200.000: the supervisor is asked.
      await clerk.getByRole('alert').filter({ hasText: 'Limit kredit pelanggan TOKO01 Toko Berkah Rp 200.000 terlampaui: piutang terbuka Rp 170.000 + kredit penjualan ini Rp 180.000 = Rp 350.000.' }).waitFor();
      const user = clerk.getByLabel('User ID Otorisasi');
      await user.waitFor();
      await fullShot(clerk, 'salesorders-limit-otorisasi');
      await user.fill('SPV');
      await clerk.getByLabel('Password Otorisasi').fill('spv-rahasia');
      await clerk.keyboard.press('Enter');
      await clerk.waitForURL('**/kasirlist');
      await clerk.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '180.000' }).waitFor();
      const log = (await companySql(h.srv, 'DEMO', `select ringkasan->>'diotorisasi' as d from log_aktivitas where act = 'jual_save' and ringkasan ? 'diotorisasi'`)) as { rows: { d: string }[] };
      assert.deepEqual(log.rows, [{ d: 'SPV' }]);
    } finally {
      await ctx.close();
    }
  });

  await t.test('a till sale comes back by keyboard: the picker lists back-office and till sales together; one box of two against its receivable', async () => {
    // A till sale on credit (the administrator may go over the limit).
    const ksr = await act('kasir_save', { tanggal: companyToday(), kodesupel: 'TOKO01', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' }] });
    const till = String(ksr.notransaksi);
    const sales = await act('jual_list', {});
    const sale = String((sales.tbl_jual as { notransaksi: string }[])[0].notransaksi);
    await page.goto(`${h.srv.url}/returjualad`);
    await page.getByText('Detail Retur Penjualan').waitFor();
    const take = page.getByRole('button', { name: 'Ambil dari Penjualan / Penjualan Kasir' });
    await take.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'No. Penjualan / Penjualan Kasir');
    // Both kinds listed together, each with its number and kind.
    const list = page.getByRole('list', { name: 'Daftar Penjualan / Penjualan Kasir' });
    const offered = (no: string, kind: string) => list.getByRole('button').filter({ hasText: `${no} · ${kind} ·` });
    await offered(till, 'Penjualan Kasir').waitFor();
    await offered(sale, 'Penjualan').waitFor();
    await shot('returjual-ambil');
    // Typing narrows the list to the till sales; ↓ goes to the first one, Enter takes it.
    await page.keyboard.type('KSR');
    await offered(sale, 'Penjualan').waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((no) => document.activeElement?.textContent?.startsWith(no) === true, till);
    await page.keyboard.press('Enter');
    await page.getByTestId('lines-0-total').filter({ hasText: '340.000' }).waitFor();
    await page.locator('.ant-modal').filter({ hasText: 'Ambil dari Penjualan' }).waitFor({ state: 'hidden' });
    // The return names the till sale.
    assert.equal(await page.locator('#nojual').inputValue(), till);
    await returnOneBox(till, 'returjual-kasir');
    // One box of the till sale is left to return; the sale is locked while the return uses it.
    const got = await act('kasir_get', { notransaksi: till });
    assert.equal((got.tbl_kasir_detail as { sisa: string }[])[0].sisa, '1.0000');
    const del = await post(h.srv, { act: 'kasir_del', aprq: JSON.stringify({ notransaksi: till }) }, cookie);
    assert.equal(del.env.num, 42);
    const cek = await act('cekbuku', {});
    assert.equal(cek.ok, true);
  });
});

test('a return of some lines of a sale: the line set to 0 is left out of it and stays returnable', async () => {
  const jl = await act('jual_save', {
    tanggal: companyToday(),
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' },
      { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '15000', jenispajak: '1112' },
    ],
  });
  const sale = String(jl.notransaksi);
  await page.goto(`${h.srv.url}/returjualad`);
  await page.getByText('Detail Retur Penjualan').waitFor();
  await page.getByText('Baris yang diambil dengan jumlah 0 tidak ikut disimpan.').waitFor();
  await page.getByRole('button', { name: 'Ambil dari Penjualan / Penjualan Kasir' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'No. Penjualan / Penjualan Kasir');
  await page.keyboard.type(sale);
  await page.keyboard.press('Enter');
  await page.getByTestId('lines-1-total').filter({ hasText: '45.000' }).waitFor();
  await page.locator('.ant-modal').filter({ hasText: 'Ambil dari Penjualan' }).waitFor({ state: 'hidden' });
  // Only the box comes back: the pieces' line is set to 0.
  await page.locator('#lines_1_jumlah').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await page.getByTestId('jumlah-total').filter({ hasText: '170.000' }).waitFor();
  await page.locator('#potongpiutang').focus();
  await page.keyboard.press('Space');
  await page.locator('#potongpiutang[aria-checked="true"]').waitFor();
  await shot('returjual-sebagian');
  await page.keyboard.press('Control+s');
  await page.waitForURL('**/returjuallist');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: sale }).filter({ hasText: '170.000' }).waitFor();
  const list = await act('returjual_list', { q: sale });
  const no = String((list.tbl_returjual as { notransaksi: string }[])[0].notransaksi);
  const rj = await act('returjual_get', { notransaksi: no });
  assert.deepEqual(
    (rj.tbl_returjual_detail as { satuan: string; jumlah: string }[]).map((l) => [l.satuan, l.jumlah]),
    [['BOX', '1.0000']],
  );
  const got = await act('jual_get', { notransaksi: sale });
  assert.deepEqual(
    (got.tbl_jual_detail as { sisa: string }[]).map((l) => l.sisa),
    ['0.0000', '3.0000'],
  );
});

/** In a return taken from a sale of two boxes: one box instead of two, Potong Piutang ticked with the space bar, saved with Ctrl+S; the list shows it. */
async function returnOneBox(no: string, name: string) {
  await page.locator('#lines_0_jumlah').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.getByTestId('jumlah-total').filter({ hasText: '170.000' }).waitFor();
  await page.locator('#potongpiutang').focus();
  await page.keyboard.press('Space');
  await page.locator('#potongpiutang[aria-checked="true"]').waitFor();
  // Its whole "Ya" shows as soon as it turns on: inside the track, clear of the handle (no label sliding in under the track's edge).
  assert.equal(await switchLabel('#potongpiutang'), 'Ya utuh');
  await shot(`${name}-add`);
  await page.keyboard.press('Control+s');
  await page.waitForURL('**/returjuallist');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: no }).filter({ hasText: '170.000' }).waitFor();
  await shot(`${name}-list`);
}

/** The label a Ya/Tidak switch shows for its state, and whether the whole of it is visible ('utuh': inside the track, clear of the handle). */
function switchLabel(selector: string) {
  return page.locator(selector).evaluate((e) => {
    const on = e.getAttribute('aria-checked') === 'true';
    const label = e.querySelector(on ? '.ant-switch-inner-checked' : '.ant-switch-inner-unchecked')!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const track = e.getBoundingClientRect();
    const handle = e.querySelector('.ant-switch-handle')!.getBoundingClientRect();
    const whole = text.left >= track.left && text.right <= track.right && (on ? text.right <= handle.left : text.left >= handle.right);
    return `${label.textContent} ${whole ? 'utuh' : 'terpotong'}`;
  });
}
