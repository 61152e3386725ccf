/**
 * Accounting in Chromium against the real server: the company is set up (startingdb); a Kas Masuk
 * with two lines is added through the generic document form (account picker, id-ID amounts,
 * running total, keyboard), its number shows in the list, it is edited; /bukubesar for Kas shows
 * the running balance; a balanced Jurnal Umum is saved and an unbalanced one refused in the form;
 * the Kas Masuk is deleted; a date-locked user gets today's date, not editable. Needs a prior
 * `npm run build`. Screenshots: e2e/artifacts/accounting-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminLanded, companySql, companyToday, discardChanges, login, pathOf, setUpDemo, shot as fullShot, shownDate, startHarness, still, type Harness } from './helpers';

let h: Harness;
let page: Page;

const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, `accounting-${name}`);
};
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
/** Chooses an account in an account picker by typing part of its code or name. */
const pickAccount = async (selector: string, search: string, code: string) => {
  await page.locator(selector).click();
  await page.locator(selector).fill(search);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${code} "]`).click();
};
const today = () => {
  const wire = companyToday();
  return { wire, shown: shownDate(wire), yymm: `${wire.slice(2, 4)}${wire.slice(5, 7)}` };
};

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const ctx = await h.browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  page = await ctx.newPage();
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('accounting documents, ledger and journal', async (t) => {
  const { shown, yymm } = today();
  const km1 = `KM-${yymm}-00001`;

  await t.test('log in as the administrator of the set-up company', async () => {
    await page.goto(h.srv.url);
    await page.waitForURL('**/login-form');
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(page);
  });

  await t.test('Data Perkiraan: the chart as a tree, searchable; the paged list beside it', async () => {
    await page.goto(`${h.srv.url}/dataperkiraan`);
    const row = (kode: string) => page.locator('.ant-table-row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${kode}\\s*$`) }) });
    await row('1-1100').waitFor();
    // Kas sits under Aset Lancar, under ASET.
    assert.match((await row('1-0000').getAttribute('class')) ?? '', /ant-table-row-level-0/);
    assert.match((await row('1-1000').getAttribute('class')) ?? '', /ant-table-row-level-1/);
    assert.match((await row('1-1100').getAttribute('class')) ?? '', /ant-table-row-level-2/);
    await page.getByLabel('Cari perkiraan').fill('kas kecil');
    await row('2-1100').waitFor({ state: 'detached' });
    assert.deepEqual(await page.locator('.ant-table-row td:first-child').allInnerTexts(), ['1-0000', '1-1000', '1-1110']);
    await shot('perkiraan-tree');
    await page.getByText('Daftar Perkiraan').click();
    await page.getByRole('columnheader', { name: /Perkiraan Induk/ }).waitFor();
  });

  await t.test('a new account: the parent picker offers group accounts only, found by name; the parent fills class and normal side', async () => {
    await page.goto(`${h.srv.url}/dataperkiraanad`);
    await page.locator('#kodeacc').fill('1-1150');
    await page.locator('#namaacc').fill('Kas Cabang');
    await page.locator('#induk').click();
    await page.locator('#induk').fill('penyusutan');
    // The group "Akumulasi Penyusutan" is offered; its detail accounts are not.
    // The list shown on opening (every group) is replaced by the answer to what was typed: wait for that answer.
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getAttribute('title') ?? '');
      return titles.length > 0 && titles.every((t) => /penyusutan/i.test(t));
    });
    const offered = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    assert.deepEqual(offered, ['1-2900 · Akumulasi Penyusutan']);
    await pickAccount('#induk', 'aset lancar', '1-1000');
    // The parent's class and normal side are filled in.
    await page.locator('#kelompok').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').getByText('Aset', { exact: true }).waitFor();
    await page.locator('#saldonormal').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').getByText('Debet', { exact: true }).waitFor();
    await shot('perkiraan-induk');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL('**/dataperkiraan');
    const got = (await companySql(h.srv, 'DEMO', "select induk from perkiraan where kodeacc = '1-1150'")) as { rows: unknown[] };
    assert.deepEqual(got.rows, [{ induk: '1-1000' }]);
  });

  await t.test('Kas Masuk: add with two lines, the total follows the lines', async () => {
    await page.goto(`${h.srv.url}/kasmasuklist`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/kasmasukad');
    await page.getByText('Detail Kas Masuk').waitFor();
    // The number is given when saving; the date is today.
    assert.equal(await page.locator('#notransaksi').count(), 0);
    assert.equal(await page.locator('#tanggal').inputValue(), shown);
    await pickAccount('#kodeacc', 'kas', '1-1100');
    await page.locator('#keterangan').fill('Setoran modal dan penjualan tunai');
    await pickAccount('#lines_0_kodeacc', '4-1000', '4-1000');
    await page.locator('#lines_0_keterangan').fill('Penjualan tunai');
    await page.locator('#lines_0_jumlah').fill('150.000');
    // Insert adds a row below and puts the cursor in it.
    await page.keyboard.press('Insert');
    await page.locator('#lines_1_kodeacc').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'lines_1_kodeacc');
    await pickAccount('#lines_1_kodeacc', 'modal', '3-1000');
    await page.locator('#lines_1_jumlah').fill('50.000,50');
    // Enter moves across the cells.
    await page.locator('#lines_1_jumlah').press('Enter');
    await page.locator('#lines_0_keterangan').click();
    assert.equal(await page.getByTestId('total-jumlah').textContent(), '200.000,50');
    await shot('kasmasuk-add');
    await page.keyboard.press('Control+s');
    await page.waitForURL('**/kasmasuklist');
    await page.getByText(`Kas Masuk ${km1} berhasil disimpan`).waitFor();
  });

  await t.test('its number, date and total show in the list', async () => {
    const row = rows().filter({ hasText: km1 });
    await row.waitFor();
    const text = await row.textContent();
    assert.match(text ?? '', new RegExp(km1));
    assert.match(text ?? '', /200\.000,50/);
    assert.match(text ?? '', new RegExp(shown.replace(/\//g, '\\/')));
    await shot('kasmasuk-list');
  });

  await t.test('a refusal of the books marks the line cell it is about', async () => {
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL('**/kasmasukad');
    await pickAccount('#kodeacc', 'kas', '1-1100');
    await pickAccount('#lines_0_kodeacc', 'piutang usaha', '1-1300');
    await page.locator('#lines_0_jumlah').fill('5.000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const msg = 'Baris 1: perkiraan 1-1300 Piutang Usaha adalah akun kontrol; isi kode pelanggan.';
    // On the Kontak cell of line 1, and said on top.
    const cell = page.locator('.ant-form-item').filter({ has: page.locator('#lines_0_kontak') });
    await cell.locator('.ant-form-item-explain-error', { hasText: msg }).waitFor();
    await page.getByRole('alert').filter({ hasText: msg }).waitFor();
    await shot('kasmasuk-cell-error');
    // The refused entry is still unsaved: leaving asks first.
    await discardChanges(page);
    await page.waitForURL('**/kasmasuklist');
  });

  await t.test('edit: the number shows read-only, a line amount changes', async () => {
    await rows().filter({ hasText: km1 }).click();
    await page.waitForURL('**/kasmasuked?id=*');
    await page.locator('#notransaksi').waitFor();
    assert.equal(await page.locator('#notransaksi').inputValue(), km1);
    assert.equal(await page.locator('#notransaksi').getAttribute('readonly'), '');
    await page.locator('#lines_1_jumlah').fill('100.000');
    await page.locator('#lines_0_keterangan').click();
    assert.equal(await page.getByTestId('total-jumlah').textContent(), '250.000');
    await shot('kasmasuk-edit');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL('**/kasmasuklist');
    await page.getByText(/250\.000(?!,)/).first().waitFor();
  });

  await t.test('Buku Besar of Kas shows the running balance', async () => {
    await page.goto(`${h.srv.url}/bukubesar`);
    await pickAccount('#bb-kodeacc', '1-1100', '1-1100');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.getByTestId('bukubesar').waitFor();
    await page.getByTestId('saldoakhir').waitFor();
    assert.equal(await page.getByTestId('saldoawal').textContent(), '0');
    assert.equal(await page.getByTestId('saldoakhir').textContent(), '250.000');
    const ledgerRows = await rows().allTextContents();
    assert.ok(ledgerRows.some((r) => r.includes(km1) && r.includes('250.000')), ledgerRows.join('\n'));
    assert.match(new URL(page.url()).search, /kodeacc=1-1100/);
    await shot('bukubesar');
    // CSV export downloads the same ledger.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^bukubesar-1-1100-/);
    // The print stylesheet leaves only the report.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.ant-layout-sider').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Tampilkan' }).isVisible(), false);
    await fullShot(page, 'accounting-bukubesar-print');
    await page.emulateMedia({ media: 'screen' });
    // A ledger line opens its document.
    await page.getByRole('link', { name: km1 }).click();
    await page.waitForURL('**/kasmasuked?id=*');
    await page.locator('#notransaksi').waitFor();
    assert.equal(await page.locator('#notransaksi').inputValue(), km1);
    await page.getByRole('button', { name: 'Batal' }).click();
    await page.waitForURL('**/kasmasuklist');
  });

  await t.test('Jurnal Umum: an unbalanced journal is refused in the form, a balanced one is saved', async () => {
    await page.goto(`${h.srv.url}/jurnalad`);
    await page.getByText('Detail Jurnal').waitFor();
    await page.locator('#keterangan').fill('Gaji karyawan');
    await pickAccount('#lines_0_kodeacc', '6-1100', '6-1100');
    await page.locator('#lines_0_debet').fill('300.000');
    await pickAccount('#lines_1_kodeacc', '1-1100', '1-1100');
    await page.locator('#lines_1_kredit').fill('299.000');
    await page.locator('#keterangan').click();
    // The declaration's balance rule, live: the difference shows before saving.
    await page.getByTestId('aturan').filter({ hasText: 'selisih 1.000.' }).waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Jurnal tidak seimbang' }).waitFor();
    assert.equal(pathOf(page), '/jurnalad');
    await shot('jurnal-unbalanced');
    // A line with both a debit and a credit is marked on its cell.
    await page.locator('#lines_1_debet').fill('5');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Isi salah satu, debet atau kredit').waitFor();
    await page.locator('#lines_1_debet').fill('0');
    await page.locator('#lines_1_kredit').fill('300.000');
    await page.locator('#keterangan').click();
    await page.getByTestId('aturan').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Simpan' }).click();
    // 300.000 out of a cash account holding 250.000: asked first, then saved.
    const warning = page.locator('.ant-modal-confirm').filter({ hasText: 'Saldo 1-1100 Kas menjadi -50.000' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Tetap Simpan' }).click();
    await page.waitForURL('**/jurnallist');
    const ju = rows().filter({ hasText: `JU-${yymm}-00001` });
    await ju.waitFor();
    assert.match((await ju.textContent()) ?? '', /Gaji karyawan.*300\.000/);
    await shot('jurnal-list');
  });

  await t.test('Kas Masuk is deleted after confirmation', async () => {
    await page.goto(`${h.srv.url}/kasmasuklist`);
    await rows().filter({ hasText: km1 }).click();
    await page.waitForURL('**/kasmasuked?id=*');
    await page.getByRole('button', { name: /^delete Hapus$/ }).click();
    await page.locator('.ant-modal-confirm').getByText(`Apakah Anda yakin akan menghapus Kas Masuk ${km1}`).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Hapus' }).click();
    await page.waitForURL('**/kasmasuklist');
    await page.getByText('Belum ada data').waitFor();
    await shot('kasmasuk-deleted');
  });

  await t.test('Kas Transfer has no lines: header only; from an account without a balance it asks first', async () => {
    await page.goto(`${h.srv.url}/kastransferad`);
    await page.locator('#kodeaccdari').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Tambah Baris' }).count(), 0);
    await pickAccount('#kodeaccdari', '1-1200', '1-1200');
    await pickAccount('#kodeaccke', '1-1100', '1-1100');
    await page.locator('#jumlah').fill('25.000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    // The bank account has no balance yet: the transfer would take it below zero, and is asked about first.
    const warning = page.locator('.ant-modal-confirm').filter({ hasText: 'Saldo 1-1200' }).filter({ hasText: 'menjadi -25.000' });
    await still(warning);
    await shot('kastransfer-peringatan');
    await warning.getByRole('button', { name: 'Tetap Simpan' }).click();
    await page.waitForURL('**/kastransferlist');
    await rows().filter({ hasText: `KT-${yymm}-00001` }).waitFor();
    await shot('kastransfer-list');
  });

  await t.test('Saldo Awal Perkiraan: the dialog form picks the account', async () => {
    await page.goto(`${h.srv.url}/saldoawalperkiraan`);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await pickAccount('.ant-modal #kodeacc', 'bank', '1-1200');
    await page.locator('.ant-modal #debet').fill('1.000.000');
    await shot('saldoawal-dialog');
    await page.locator('.ant-modal').getByRole('button', { name: 'Simpan' }).click();
    await rows().filter({ hasText: '1-1200' }).waitFor();
  });

  await t.test('Setting Perkiraan: a role is bound to another account', async () => {
    await page.goto(`${h.srv.url}/settingperkiraan`);
    await rows().filter({ hasText: 'Kas Kecil' }).waitFor();
    const kasKecil = rows().filter({ hasText: 'Kas Kecil' }).locator('input[role=combobox]');
    await kasKecil.click();
    await kasKecil.fill('1-1100');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="1-1100 "]').click();
    await page.getByRole('button', { name: /Simpan \(1\)/ }).click();
    await page.getByText('Setting perkiraan berhasil disimpan').waitFor();
    await shot('settingperkiraan');
  });

  await t.test('Proses Tahunan: close last year, then reopen it after the warning', async () => {
    const last = Number(companyToday().slice(0, 4)) - 1;
    await page.goto(`${h.srv.url}/prosestahunan`);
    await page.getByRole('button', { name: 'Tutup Tahun' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Tutup Tahun' }).click();
    await page.getByTestId('hasil-proses').filter({ hasText: `Tahun buku ${last} sudah ditutup.` }).waitFor();
    await rows().filter({ hasText: 'Ditutup' }).waitFor();
    await shot('prosestahunan-closed');
    await page.getByRole('button', { name: 'Buka Kembali' }).click();
    await page.locator('.ant-modal-confirm').getByText(`Membuka kembali tahun buku ${last}`).waitFor();
    // Words for a person: no instruction meant for a program, nothing said to be done before it is.
    const warning = (await page.locator('.ant-modal-confirm').textContent()) ?? '';
    assert.ok(!/Kirim ulang|dibatalkan\./.test(warning), warning);
    assert.ok(warning.includes('Lanjutkan?'), warning);
    await shot('prosestahunan-warning');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Ya, buka kembali' }).click();
    await page.getByTestId('hasil-proses').filter({ hasText: 'dibuka kembali' }).waitFor();
    assert.equal(await rows().filter({ hasText: 'Ditutup' }).count(), 0);
  });

  await t.test('a date-locked user adds with today, the date cannot be changed', async () => {
    await companySql(h.srv, 'DEMO', `update pengguna set kuncitanggal = true where userid = 'ADMIN'`);
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${h.srv.url}/login-form`);
    await login(page, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(page);
    await page.goto(`${h.srv.url}/kaskeluarad`);
    await page.getByText('Detail Kas Keluar').waitFor();
    assert.equal(await page.locator('#tanggal').inputValue(), shown);
    assert.equal(await page.locator('#tanggal').isDisabled(), true);
    await page.getByText('Kunci tanggal: memakai tanggal hari ini').waitFor();
    await shot('kaskeluar-datelock');
  });
});
