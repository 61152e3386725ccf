/**
 * The till in Chromium against the real server: a cashier logs in and lands on the till, sells five
 * items by keyboard only — one by the barcode of its box, one as `3*CODE`, one by a weighing-scale
 * barcode — pays cash with F10, sees the change, the receipt is printed (the print frame holds
 * it), and the sale exists once with the server's total. The cash drawer asks for the float first;
 * F12 shows the last receipt and Enter reprints it, and F11 closes the shift with the cash difference. Both sales lists
 * reprint a saved sale (Cetak Struk, or P on a row); a promo with a list of free items asks which
 * one; /perbaikanpointpel repairs customer points and says so, or says why not; a customer pays part
 * of a sale with points, another with their deposit. F11 moves through the counts with Enter and asks
 * before closing (a negative count refused), and the drawer is asked for again after the close; the
 * till refuses bad input with a message (unknown codes and quantities not above 0 in the scan box,
 * F2, F4, negative or over-the-total payments) and a sale into a drawer closed meanwhile.
 * Needs a prior `npm run build`. Screenshots: e2e/artifacts/kasir-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addUser, confirmReady, adminPage, companySql, companyToday, focusIs, type Harness, login, openDrawer, post, setUpDemo, shot, startHarness, still } from './helpers';

let h: Harness;
let page: Page;
let act: (a: string, p: unknown) => Promise<Record<string, unknown>>;

/** EAN-13 with its check digit. */
const ean = (twelve: string) => twelve + String((10 - (twelve.split('').reduce((t, x, i) => t + Number(x) * (i % 2 ? 3 : 1), 0) % 10)) % 10);

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const admin = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  act = async (a: string, p: unknown) => {
    const r = await post(h.srv, { act: a, aprq: JSON.stringify(p) }, admin.cookie);
    assert.equal(r.env.num, 0, `${a}: ${r.env.msg}`);
    return r.env.data as Record<string, unknown>;
  };
  await act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' });
  await act('item_save', {
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '8991001000017', hargajual1: '15000' },
      { satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000' },
    ],
  });
  await act('item_save', { kodeitem: '10001', namaitem: 'Gula Pasir Curah', satuan: 'KG', timbangan: true, satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '18000' }] });
  await act('item_save', { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await act('item_save', { kodeitem: 'TEH01', namaitem: 'Teh Celup Sariwangi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '5000' }] });
  // The general customer UMUM (Pelanggan Umum Default) is the company's own since /startingdb.
  await act('itemmasuk_save', {
    tanggal: '2025-12-01',
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '5', harga: '144000' },
      { kodeitem: '10001', satuan: 'KG', jumlah: '20', harga: '15000' },
      { kodeitem: 'MIE01', satuan: 'PCS', jumlah: '40', harga: '2500' },
      { kodeitem: 'TEH01', satuan: 'PCS', jumlah: '40', harga: '4000' },
    ],
  });
  await act('pengaturanumum_save', { timbanganaktif: true, timbanganflag: '20', modekaslaci: '1' });
  await act('dataperusahaan_save', { alamat1: 'Jl. Merdeka No. 10', kota: 'Bandung', telepon: '022-4201234', npwp: '01.234.567.8-423.000' });
  await addUser(h.srv, 'DEMO', { userid: 'KASIR1', password: 'kasir-rahasia', rights: ['mSKasir', 'mJual', 'mKasLaci'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'KASIR1', 'mJual', 'madd', true)`);
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot(page, 'kasir-last').catch(() => undefined);
  await h?.close();
});

test('a cashier lands on the till, opens the drawer, sells five items by keyboard (box barcode, 3*code, weighed), pays cash, sees the change; the receipt prints; one sale', async () => {
  await page.goto(h.srv.url);
  await page.waitForURL('**/login-form');
  await login(page, 'DEMO', 'KASIR1', 'kasir-rahasia');
  await page.waitForURL('**/kasiradmode2');

  // The cash drawer asks for the float before the first sale.
  const laci = page.getByLabel('Jumlah Kas Laci');
  await laci.waitFor();
  // Nothing typed: it asks whether the drawer is really empty; No keeps the popup.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Kas laci kosong. Apakah akan dilanjutkan?').waitFor();
  await page.getByRole('button', { name: 'Tidak' }).click();
  await page.getByText('Kas laci kosong. Apakah akan dilanjutkan?').waitFor({ state: 'detached' });
  await openDrawer(page, '500000');

  const scan = page.getByLabel('Scan barcode atau kode item');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  const total = page.getByTestId('kasir-total');
  const sell = async (typed: string, shows: string) => {
    await scan.pressSequentially(typed);
    await page.keyboard.press('Enter');
    await total.filter({ hasText: shows }).waitFor();
  };
  await sell('8991001000024', '170.000'); // a box by its barcode
  await sell('3*KOPI01', '215.000'); // three pieces
  await sell(ean('201000101250'), '237.500'); // 1,25 kg of sugar from the scale
  await sell('MIE01', '241.000');
  await sell('TEH01', '246.000');
  await page.locator('.ant-table-tbody tr.ant-table-row').nth(4).waitFor();
  assert.equal(await page.locator('.ant-table-tbody tr.ant-table-row').count(), 5);
  await page.getByText('1,25').first().waitFor();
  await shot(page, 'kasir-bill');

  // F10: pay 250.000 in cash; the change is 4.000.
  await page.keyboard.press('F10');
  const tunai = page.getByLabel('Tunai');
  await tunai.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('250000');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-kembali').filter({ hasText: '4.000' }).waitFor();
  await shot(page, 'kasir-selesai');

  // The receipt went to the printer (the browser's, from the print frame).
  const struk = page.frameLocator('#struk-cetak');
  await struk.getByText('Terima kasih atas kunjungan Anda').waitFor({ state: 'attached' });
  const text = (await page.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '')) as string;
  assert.match(text, /TOTAL\s+246\.000/);
  assert.match(text, /Kembali\s+4\.000/);
  assert.match(text, /1,25 KG x 18\.000\s+22\.500/);
  // The company block from Data Perusahaan.
  for (const line of ['Jl. Merdeka No. 10', 'Bandung', 'Telp. 022-4201234', 'NPWP 01.234.567.8-423.000']) assert.ok(text.includes(line), `struk memuat '${line}'`);

  const list = await act('kasir_list', {});
  const rows = list.tbl_kasir as Array<{ total: string; userid: string; kembali: string }>;
  assert.equal(rows.length, 1);
  assert.equal(rows[0].total, '246000.00');
  assert.equal(rows[0].userid, 'KASIR1');

  // Enter starts the next customer with an empty bill.
  await page.keyboard.press('Enter');
  await total.filter({ hasText: /^TOTAL0$/ }).waitFor();

  // F12 shows the last receipt on screen, marked as a reprint; Enter prints it again.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.keyboard.press('F12');
  await page.locator('.ant-modal').filter({ hasText: 'Struk Terakhir (F12)' }).getByTestId('kasir-struk').filter({ hasText: 'CETAK ULANG' }).waitFor();
  await page.keyboard.press('Enter');
  await struk.getByText('CETAK ULANG').waitFor({ state: 'attached' });

  // F11 closes the shift: 745.000 counted against 500.000 float + 246.000 cash kept → 1.000 short.
  const focused = (label: string) => page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);
  const drawersOpen = async () => ((await companySql(h.srv, 'DEMO', `select count(*)::int as n from kas_laci where userid = 'KASIR1' and ditutup is null`)) as { rows: Array<{ n: number }> }).rows[0].n;
  await page.keyboard.press('F11');
  await page.getByLabel('Uang tunai di laci dihitung').waitFor();
  await focused('Uang tunai di laci dihitung');
  // A negative count is refused under its field (it was turned into 0), and nothing is closed.
  await page.keyboard.type('-5000');
  await page.keyboard.press('Enter');
  await page.getByTestId('tutup-salah-tunai').filter({ hasText: 'Uang tunai di laci tidak boleh negatif.' }).waitFor();
  await focused('Uang tunai di laci dihitung');
  assert.equal(await drawersOpen(), 1);
  // Enter moves on to the card slips and the e-money (it closed the shift at once), then asks.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('745000');
  await page.getByTestId('tutup-salah-tunai').waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  await focused('Slip kartu dihitung');
  await page.keyboard.press('Enter');
  await focused('E-Money dihitung');
  assert.equal(await drawersOpen(), 1);
  await page.keyboard.press('Enter');
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Tutup kasir sekarang? Uang tunai 745.000, slip kartu 0, e-money 0.' });
  await ask.waitFor();
  assert.equal(await drawersOpen(), 1);
  // Tidak: back to the counts, still open; then Ya.
  await ask.getByRole('button', { name: 'Tidak' }).click();
  await ask.waitFor({ state: 'detached' });
  await focused('E-Money dihitung');
  assert.equal(await drawersOpen(), 1);
  await page.keyboard.press('Enter');
  await ask.waitFor();
  await confirmReady(page, 'Ya, Tutup Kasir');
  await page.keyboard.press('Enter');
  const row = page.locator('.ant-modal .ant-table-row').filter({ hasText: 'Tunai' });
  await row.filter({ hasText: '746.000' }).filter({ hasText: '-1.000' }).waitFor();
  await shot(page, 'kasir-tutup');
  const laciRow = (await companySql(h.srv, 'DEMO', `select notransaksi from kas_laci where userid = 'KASIR1' and ditutup is not null`)) as { rows: Array<{ notransaksi: string }> };
  assert.equal(laciRow.rows.length, 1);
  await page.getByText(`Tutup Kasir ${laciRow.rows[0].notransaksi}`).waitFor();
  // Selesai: the shift is over, so the Kas Laci popup asks for the next float before any sale (the
  // till went on selling into no shift); the scan box is not usable behind it.
  await page.getByRole('button', { name: 'Selesai' }).click();
  await page.getByLabel('Jumlah Kas Laci').waitFor();
  await focused('Jumlah Kas Laci');
  assert.equal(await page.getByLabel('Scan barcode atau kode item').isDisabled(), true);
});

test('the price terminal shows every unit\'s price of a scanned item, with the period discount', async () => {
  await act('diskonperiode_save', { iddiskon: 'DSKBOX', tipeper: '1', tgldari: '2025-01-01', tglsampai: '2030-12-31', stsact: true, kodeitem: 'KOPI01', satuan: 'BOX', diskon1: '10' });
  const p = await adminPage(h);
  await p.goto(`${h.srv.url}/terminalharga`);
  const box = p.getByLabel('Scan barcode');
  await box.waitFor();
  await box.pressSequentially('8991001000017');
  await p.keyboard.press('Enter');
  const shown = p.getByTestId('terminal-item');
  await shown.getByText('Kopi Bubuk Kapal Api 165 g').waitFor();
  await shown.filter({ hasText: '15.000' }).filter({ hasText: '153.000' }).waitFor(); // the box: 170.000 less 10 %
  await shot(p, 'kasir-terminalharga');
  await p.context().close();
});

/** The text of the receipt in the print frame (hidden, as on a real till). */
const printed = (p: Page) => p.locator('#struk-cetak').evaluate((f) => (f as HTMLIFrameElement).contentDocument?.body.innerText ?? '');

test('both sales lists reprint a saved sale: Cetak Struk on a row of /kasirlistmode2, P on a focused row of /kasirlist', async () => {
  const ksr = ((await act('kasir_list', {})).tbl_kasir as Array<{ notransaksi: string }>)[0].notransaksi;
  const jl = (await act('jual_save', { tanggal: companyToday(), kodesupel: 'UMUM', kodegudang: 'UTM', tipeppn: 'N', tunai: '7000', lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '2', harga: '3500' }] })) as { notransaksi: string };
  const p = await adminPage(h);

  // The till's sales: the row's Cetak Struk button.
  await p.goto(`${h.srv.url}/kasirlistmode2`);
  const row = p.locator('.ant-table-row').filter({ hasText: ksr });
  const button = row.getByRole('button', { name: 'Cetak Struk' });
  await button.hover();
  await p.getByRole('tooltip').filter({ hasText: 'Cetak Struk (P)' }).waitFor();
  await button.click();
  await p.getByText(`Struk ${ksr} dicetak ulang.`).waitFor();
  await p.frameLocator('#struk-cetak').getByText('CETAK ULANG').waitFor({ state: 'attached' });
  const ulang = await printed(p);
  assert.match(ulang, new RegExp(`No\\.\\s+${ksr}`));
  assert.match(ulang, /TOTAL\s+246\.000/);
  assert.match(ulang, /Kopi Bubuk Kapal Api 165 g/);
  assert.match(ulang, /Pelanggan Umum/);
  await shot(p, 'kasir-cetakstruk');
  // Still on the list (the button does not open the sale).
  assert.equal(new URL(p.url()).pathname, '/kasirlistmode2');

  // The back office's sales, by keyboard: ↓ from the search box to the row, then P.
  await p.goto(`${h.srv.url}/kasirlist`);
  await p.locator('.ant-table-row').filter({ hasText: jl.notransaksi }).waitFor();
  await p.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cari');
  await p.keyboard.press('ArrowDown');
  await p.waitForFunction(() => document.activeElement?.matches('tr[data-row-key]') ?? false);
  await p.keyboard.press('p');
  await p.getByText(`Struk ${jl.notransaksi} dicetak ulang.`).waitFor();
  await p.frameLocator('#struk-cetak').getByText(jl.notransaksi).waitFor({ state: 'attached' });
  const jual = await printed(p);
  assert.match(jual, /CETAK ULANG/);
  assert.match(jual, /2 PCS x 3\.500\s+7\.000/);
  assert.match(jual, /Mie Instan Goreng/);
  assert.equal(new URL(p.url()).pathname, '/kasirlist');
  await p.context().close();
});

test('a promo with a list of free items: the till asks which one (arrows, Enter; Esc none; F7 asks again) and sells the chosen one free', async () => {
  await act('periodepromo_save', {
    idpromo: 'PRPILIH', tipeper: '1', tgldari: '2025-01-01', tglsampai: '2030-12-31', prioritas: 1, stsact: true, kodeitem: 'TEH01', satuanjual: 'PCS', jumlahjual: '2', opsigratis: '2', kelipatan: true, tebus: false,
    itemgratis: [
      { kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '1', harga: '0' },
      { kodeitemgr: 'KOPI01', satuangratis: 'PCS', jumlahgratis: '1', harga: '0' },
    ],
  });
  // The till reads the promos when it opens; the shift was closed, so the drawer asks for its float again.
  await page.goto(`${h.srv.url}/kasiradmode2`);
  await openDrawer(page, '100000');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');

  await page.getByLabel('Scan barcode atau kode item').pressSequentially('2*TEH01');
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('listbox', { name: 'Item gratis' });
  await chooser.waitFor();
  const mie = chooser.getByRole('option').filter({ hasText: 'MIE01' });
  const kopi = chooser.getByRole('option').filter({ hasText: 'KOPI01' });
  await mie.filter({ hasText: 'Mie Instan Goreng' }).filter({ hasText: 'PCS' }).waitFor();
  await kopi.filter({ hasText: 'Kopi Bubuk Kapal Api 165 g' }).waitFor();
  assert.equal(await mie.getAttribute('aria-selected'), 'true');
  await page.getByTestId('kasir-total').filter({ hasText: '10.000' }).waitFor();

  // Esc: no free item.
  await page.keyboard.press('Escape');
  await chooser.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  assert.equal(await page.locator('.kasir .ant-table-tbody tr.ant-table-row').count(), 1);

  // F7 asks again; ↓ to the coffee, Enter takes it.
  await page.keyboard.press('F7');
  await chooser.waitFor();
  await page.keyboard.press('ArrowDown');
  await kopi.and(page.locator('[aria-selected="true"]')).waitFor();
  await still(chooser);
  await shot(page, 'kasir-pilihgratis');
  await page.keyboard.press('Enter');
  await chooser.waitFor({ state: 'detached' });
  const free = page.locator('.kasir .ant-table-tbody tr.ant-table-row').filter({ hasText: 'PROMO PRPILIH' });
  await free.filter({ hasText: 'KOPI01' }).waitFor();
  await page.getByTestId('kasir-total').filter({ hasText: '10.000' }).waitFor();

  // Paid in cash; the server accepts the chosen free item.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.keyboard.press('F10');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
  await page.keyboard.press('Enter');
  const selesai = page.getByTestId('kasir-selesai');
  await selesai.waitFor();
  const no = /No\. (KSR-\S+)/.exec((await selesai.innerText()) ?? '')?.[1];
  assert.ok(no, 'nomor transaksi tampil');
  const sale = await act('kasir_get', { notransaksi: no });
  const lines = sale.tbl_kasir_detail as Array<{ kodeitem: string; jumlah: string; harga: string; idpromo: string | null }>;
  assert.deepEqual(
    lines.map((l) => [l.kodeitem, l.jumlah, l.harga, l.idpromo || null]),
    [['TEH01', '2.0000', '5000.00', null], ['KOPI01', '1.0000', '0.00', 'PRPILIH']],
  );
  await page.keyboard.press('Enter');
  await selesai.waitFor({ state: 'detached' });
});

test('/perbaikanpointpel recomputes the customers\' points and says what it changed; a user without the right is told why not', async () => {
  await companySql(h.srv, 'DEMO', `update pelanggan set point = 99 where kodesupel = 'UMUM'`);
  /** Proses on the screen, then Proses in its question; the question is gone before anything else. */
  const proses = async (q: Page) => {
    await q.locator('.ant-card').getByRole('button', { name: 'Proses' }).click();
    const ask = q.locator('.ant-modal-confirm').filter({ hasText: 'Hitung ulang point semua pelanggan dari penjualan sekarang?' });
    await ask.getByRole('button', { name: 'Proses' }).click();
    await ask.waitFor({ state: 'hidden' });
  };
  const p = await adminPage(h);
  await p.goto(`${h.srv.url}/perbaikanpointpel`);
  await proses(p);
  await p.getByText('Perbaikan point selesai: 1 pelanggan diperiksa, point 1 pelanggan diperbaiki.').waitFor();
  await shot(p, 'kasir-perbaikanpoint');
  const after = (await companySql(h.srv, 'DEMO', `select point::text as point from pelanggan where kodesupel = 'UMUM'`)) as { rows: Array<{ point: string }> };
  assert.equal(Number(after.rows[0].point), 0);
  // Again: nothing left to repair.
  await proses(p);
  await p.getByText('Perbaikan point selesai: 1 pelanggan diperiksa, semua point sudah benar.').waitFor();
  await p.context().close();

  // The cashier has no right to change point settings (mSettingPoint · Ubah).
  await page.goto(`${h.srv.url}/perbaikanpointpel`);
  await proses(page);
  await page.getByText('Perbaikan point gagal: Maaf, Anda tidak memiliki hak akses ubah pada modul mSettingPoint.').waitFor();
});

test('a customer with points pays part of a sale with them: the points field shows the balance and value, the cash asked falls, the balance falls by the points used', async () => {
  // One point per 10,000 spent, worth 100 when redeemed; the customer holds 50.
  await act('pointpel_save', { kodepoint: 'P1', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' });
  await companySql(h.srv, 'DEMO', `update pelanggan set point = 50 where kodesupel = 'UMUM'`);
  await page.goto(`${h.srv.url}/kasiradmode2`);
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.getByLabel('Scan barcode atau kode item').pressSequentially('TEH01');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: '5.000' }).waitFor();
  await page.keyboard.press('F10');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
  const points = page.getByLabel('Point Dipakai');
  await points.waitFor();
  await page.getByText('Point (saldo 50 · @ 100)').waitFor();
  await points.click();
  await points.pressSequentially('20');
  await page.getByTestId('kasir-bayarpoint').filter({ hasText: '2.000' }).waitFor();
  await page.waitForFunction(() => (document.querySelector('input[aria-label="Tunai"]') as HTMLInputElement | null)?.value === '3000');
  await shot(page, 'kasir-point');
  await page.getByLabel('Tunai').click();
  await page.keyboard.press('Enter');
  const selesai = page.getByTestId('kasir-selesai');
  await selesai.waitFor();
  const no = /No\. (KSR-\S+)/.exec((await selesai.innerText()) ?? '')?.[1];
  assert.ok(no, 'nomor transaksi tampil');
  const head = ((await act('kasir_get', { notransaksi: no })).tbl_kasir as Array<Record<string, string>>)[0];
  assert.deepEqual([head.total, head.tunai, head.pointpakai, head.bayarpoint, head.kembali], ['5000.00', '3000.00', '20.00', '2000.00', '0.00']);
  const left = (await companySql(h.srv, 'DEMO', `select point::text as point from pelanggan where kodesupel = 'UMUM'`)) as { rows: Array<{ point: string }> };
  assert.equal(left.rows[0].point, '30.00'); // 50 − 20; the 3,000 paid in cash earns none
  await page.keyboard.press('Enter');
  await selesai.waitFor({ state: 'detached' });
});

test('a customer with a deposit pays part of a sale with it: the field shows the balance, more than it is refused with the server\'s words, the rest in cash; the balance falls', async () => {
  await act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' });
  await act('depositpel_save', { tanggal: companyToday(), kodesupel: 'TOKO01', kodeacckas: '1-1100', jumlah: '8000' });
  await page.goto(`${h.srv.url}/kasiradmode2`);
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan barcode atau kode item');
  await page.getByLabel('Scan barcode atau kode item').pressSequentially('KOPI01');
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: '15.000' }).waitFor();
  // F6: the customer, typed and taken from the list.
  await page.keyboard.press('F6');
  // The picker's own box has the focus (the dialog takes it first, for a moment).
  await focusIs(page, 'kasir-pelanggan');
  // The answer to the search lists what matches it, not the current customer (UMUM) besides: that
  // came first, highlighted, and Enter kept it.
  await page.keyboard.type('TOKO01');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await options.and(page.locator('.ant-select-item-option-active[title^="TOKO01 "]')).waitFor();
  assert.deepEqual(await options.evaluateAll((os) => os.map((o) => o.getAttribute('title'))), ['TOKO01 · Toko Berkah']);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-pelanggan').filter({ hasText: 'TOKO01 Toko Berkah' }).waitFor();
  // F10 the moment the customer shows, while the customer dialog is still closing: payment opens
  // (the key went to a listener that still saw the dialog open, and was lost), and keeps the focus
  // once the customer dialog is gone (antd gave it back to the scan box).
  await page.keyboard.press('F10');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tunai');
  await page.getByRole('dialog').filter({ hasText: 'Pelanggan (F6)' }).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Tunai');
  await page.getByText('Deposit (saldo 8.000)').waitFor();
  // Reached by Tab like the other payment fields.
  for (let i = 0; i < 10; i++) {
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Deposit')) break;
    await page.keyboard.press('Tab');
  }
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Deposit');
  // More than the balance: refused in the browser with the server's message; nothing is sent.
  await page.keyboard.type('9000');
  const salah = page.getByTestId('kasir-deposit-salah');
  await salah.filter({ hasText: 'Deposit pelanggan TOKO01 hanya 8.000; tidak cukup untuk 9.000.' }).waitFor();
  // Bayar (Enter): not sent, the same words again.
  await page.keyboard.press('Enter');
  await page.locator('.ant-message').filter({ hasText: 'Deposit pelanggan TOKO01 hanya 8.000; tidak cukup untuk 9.000.' }).waitFor();
  await shot(page, 'kasir-deposit-salah');
  await page.getByRole('dialog').filter({ hasText: 'Pembayaran (F10)' }).waitFor();
  const count = (await companySql(h.srv, 'DEMO', `select count(*)::int as n from kasir where kodesupel = 'TOKO01'`)) as { rows: Array<{ n: number }> };
  assert.equal(count.rows[0].n, 0);

  // 6.000 by deposit: the cash asked falls to 9.000.
  await page.getByLabel('Deposit', { exact: true }).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('6000');
  await salah.waitFor({ state: 'detached' });
  await page.waitForFunction(() => (document.querySelector('input[aria-label="Tunai"]') as HTMLInputElement | null)?.value === '9000');
  await shot(page, 'kasir-deposit');
  await page.getByLabel('Tunai').click();
  await page.keyboard.press('Enter');
  const selesai = page.getByTestId('kasir-selesai');
  await selesai.waitFor();
  const no = /No\. (KSR-\S+)/.exec((await selesai.innerText()) ?? '')?.[1];
  assert.ok(no, 'nomor transaksi tampil');
  const head = ((await act('kasir_get', { notransaksi: no })).tbl_kasir as Array<Record<string, string>>)[0];
  assert.deepEqual([head.kodesupel, head.total, head.deposit, head.tunai, head.kredit, head.kembali], ['TOKO01', '15000.00', '6000.00', '9000.00', '0.00', '0.00']);
  const saldo = (await act('depositsaldopel', { kodesupel: 'TOKO01' })).tbl_depositsaldo as Array<{ saldo: string }>;
  assert.equal(saldo[0].saldo, '2000.00');
  // The next sale by its button (Enter after a sale is the other tests' subject; here it once went
  // unanswered in the full suite, see the session note of 2026-12-06).
  await selesai.getByRole('button', { name: 'Transaksi Baru (Enter)' }).click();
  await selesai.waitFor({ state: 'detached' });
});

// The till's refusals (each test starts from a fresh bill on the till).
const scanLabel = 'Scan barcode atau kode item';
const focused = (label: string) => page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label);
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const sales = async () => ((await companySql(h.srv, 'DEMO', `select count(*)::int as n from kasir`)) as { rows: Array<{ n: number }> }).rows[0].n;
/** The till opened with an empty bill (the open bill is kept in the browser). */
async function freshTill() {
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('niaga_kasir_buka_')).forEach((k) => localStorage.removeItem(k)));
  await page.goto(`${h.srv.url}/kasiradmode2`);
  await focused(scanLabel);
}
/** Scans a code and waits for the total. */
async function scanned(code: string, shows: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.getByTestId('kasir-total').filter({ hasText: shows }).waitFor();
  await focused(scanLabel);
}

/** A fresh till with a bill of 12.000: a tea (5.000) and two noodles (3.500 each). */
async function billOf12000() {
  await freshTill();
  await scanned('TEH01', '5.000');
  await scanned('MIE01', '8.500');
  await scanned('MIE01', '12.000');
}

test('the scan box: an unknown code is said and its text selected, so the next scan replaces it; a quantity of 0 or below is refused with a message', async () => {
  /** The scan box has the focus and its whole text (`text`) is selected, so the next scan replaces it. */
  const selected = (text: string) =>
    page.waitForFunction(
      ([l, t]) => {
        const e = document.activeElement as HTMLInputElement | null;
        return e?.getAttribute('aria-label') === l && e.value === t && e.selectionStart === 0 && e.selectionEnd === t.length;
      },
      [scanLabel, text] as const,
    );
  const rows = page.locator('.kasir .ant-table-tbody tr.ant-table-row');
  const total = page.getByTestId('kasir-total');
  await freshTill();

  // An unknown code: said, and its text selected; the next scan replaces it (it was appended: 'XXNOPE9990*TEH01').
  await page.keyboard.type('XXNOPE999');
  await page.keyboard.press('Enter');
  await toast("Item 'XXNOPE999' tidak ditemukan.").waitFor();
  await selected('XXNOPE999');
  await page.keyboard.type('TEH01');
  await page.keyboard.press('Enter');
  await total.filter({ hasText: '5.000' }).waitFor();
  await focused(scanLabel);
  assert.equal(await page.getByLabel(scanLabel).inputValue(), '');

  // A quantity of 0, or below: said (it added nothing silently, or said the item was not found).
  await page.keyboard.type('0*TEH01');
  await page.keyboard.press('Enter');
  await toast('Jumlah harus lebih dari 0.').waitFor();
  await selected('0*TEH01');
  await toast('Jumlah harus lebih dari 0.').waitFor({ state: 'detached' });
  await page.keyboard.type('-2*TEH01');
  await page.keyboard.press('Enter');
  await toast('Jumlah harus lebih dari 0.').waitFor();
  await selected('-2*TEH01');
  assert.equal(await toast('tidak ditemukan').count(), 0);
  assert.equal(await rows.count(), 1);
  await page.keyboard.type('MIE01');
  await page.keyboard.press('Enter');
  await total.filter({ hasText: '8.500' }).waitFor();
});

test('F2 refuses a quantity of -3 or 0 and F4 a negative price or a discount over 100, each with a message in the dialog, which stays; Enter saves F4', async () => {
  const total = page.getByTestId('kasir-total');
  await freshTill();
  await scanned('TEH01', '5.000');
  await scanned('MIE01', '8.500');

  // F2 with -3 or 0: refused in the dialog, which stays (it closed with no change); 2 is taken.
  await page.keyboard.press('F2');
  await focused('Jumlah');
  const ubahSalah = page.getByTestId('kasir-ubah-salah');
  for (const bad of ['-3', '0']) {
    await page.keyboard.press('Control+a');
    await page.keyboard.type(bad);
    await ubahSalah.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await ubahSalah.filter({ hasText: 'Jumlah harus lebih dari 0.' }).waitFor();
    await focused('Jumlah');
  }
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await total.filter({ hasText: '12.000' }).waitFor();
  await focused(scanLabel);

  // F4: a price of -1000 and a discount of 150 are refused in the dialog (they became 0 and 100
  // without a word); Enter saves (only a click did), here with a supervisor for the cashier.
  await page.keyboard.press('F4');
  await focused('Harga baris');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('-1000');
  await page.keyboard.press('Enter');
  await ubahSalah.filter({ hasText: 'Harga tidak boleh negatif.' }).waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3000');
  await page.getByLabel('Diskon baris').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await ubahSalah.filter({ hasText: 'Diskon harus antara 0 dan 100.' }).waitFor();
  await shot(page, 'kasir-ubah-salah');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  const spv = page.locator('.ant-modal').filter({ hasText: 'Password Otorisasi' });
  await spv.getByLabel('User ID Otorisasi').fill('ADMIN');
  await spv.getByLabel('Password Otorisasi').fill('niaga-demo');
  await spv.getByRole('button', { name: 'Otorisasi' }).click();
  await total.filter({ hasText: '11.000' }).waitFor(); // 5.000 + 2 × 3.000
  await page.getByRole('dialog').filter({ hasText: 'Ubah Harga / Diskon (F4)' }).waitFor({ state: 'detached' });
});

test('payment refuses a negative cash amount and card over the total at once, with the server\'s words, and sends nothing', async () => {
  await billOf12000();

  // F10: a negative cash amount is refused at once and not sent (the sale was saved with the full cash).
  const before = await sales();
  await page.keyboard.press('F10');
  await focused('Tunai');
  const bayarSalah = page.getByTestId('kasir-bayar-salah');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('-5000');
  await bayarSalah.filter({ hasText: 'Tunai tidak boleh negatif.' }).waitFor();
  await page.keyboard.press('Enter');
  await toast('Tunai tidak boleh negatif.').waitFor();
  assert.equal(await sales(), before);
  // A card over the total: the refusal shows at once, no change (Kembali) is shown, Bayar sends nothing.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0');
  await page.getByLabel('Kartu', { exact: true }).click();
  await page.keyboard.type('20000');
  await bayarSalah.filter({ hasText: 'kembalian hanya dari tunai' }).waitFor();
  const pembayaran = page.getByRole('dialog').filter({ hasText: 'Pembayaran (F10)' });
  await pembayaran.getByTestId('kasir-bayar-sisa').waitFor({ state: 'detached' });
  await shot(page, 'kasir-bayar-salah');
  await pembayaran.getByRole('button', { name: 'Bayar' }).click();
  await toast('Pembayaran kartu, e-money, QRIS, deposit dan point tidak boleh melebihi total; kembalian hanya dari tunai.').waitFor();
  assert.equal(await sales(), before);
  await page.getByLabel('Kartu', { exact: true }).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await bayarSalah.waitFor({ state: 'detached' });
  await pembayaran.getByTestId('kasir-bayar-sisa').filter({ hasText: 'Kredit (piutang)' }).waitFor();
  await page.keyboard.press('Escape');
  await pembayaran.waitFor({ state: 'detached' });
});

test('a sale into a drawer closed meanwhile is refused by the server: the till says so and asks for the float, the bill stays, and sells once it is opened', async () => {
  const total = page.getByTestId('kasir-total');
  await billOf12000();
  const before = await sales();
  await page.keyboard.press('F10');
  await focused('Tunai');
  const pembayaran = page.getByRole('dialog').filter({ hasText: 'Pembayaran (F10)' });
  await pembayaran.waitFor();

  // The drawer closed elsewhere meanwhile: the server refuses the sale, the till says so and asks for the float; the bill stays.
  await companySql(h.srv, 'DEMO', `update kas_laci set ditutup = now() where userid = 'KASIR1' and ditutup is null`);
  await page.keyboard.press('Enter');
  await toast('Kas laci di perangkat ini belum dibuka').waitFor();
  await openDrawer(page, '50000');
  assert.equal(await sales(), before);
  await focused(scanLabel);
  await total.filter({ hasText: '12.000' }).waitFor();
  await page.keyboard.press('F10');
  await focused('Tunai');
  await page.keyboard.press('Enter');
  const selesai = page.getByTestId('kasir-selesai');
  await selesai.waitFor();
  assert.equal(await sales(), before + 1);
  // The receipt printed (its printing takes the focus for a moment), then Enter: the next customer.
  const no = /No\. (KSR-\S+)/.exec(await selesai.innerText())?.[1];
  assert.ok(no, 'nomor transaksi tampil');
  await page.frameLocator('#struk-cetak').getByText(no).waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
  await selesai.waitFor({ state: 'detached' });
});
