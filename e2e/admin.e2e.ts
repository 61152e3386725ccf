/**
 * Users, rights and company settings in Chromium against the real server: an administrator
 * makes an access group with a few rights and a user in it (plus one right of the user's own);
 * that user sees only those menu entries, adds a Satuan, is refused a delete and asks a
 * supervisor (Otorisasi, authaccess_izin); an open record is locked and released on
 * /modulterbuka; company data (with a compressed logo), general settings, a number format and the
 * theme are saved; the activity log shows the user's actions. Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { adminLanded, addUser, companySql, login, pathOf, post, setUpDemo, shot as fullShot, startHarness, type Harness } from './helpers';

let h: Harness;
let admin: Page;
let budi: Page;
let budiCtx: BrowserContext;

const newPage = async () => {
  const ctx = await h.browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'id-ID' });
  const page = await ctx.newPage();
  return { ctx, page };
};
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
};
/** Full-page screenshot from the top (the sticky side menu and header then sit where they belong). */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, name);
};
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  // A supervisor who may delete Satuan, and a Satuan made before the walk.
  await addUser(h.srv, 'DEMO', { userid: 'SPV', password: 'spv-rahasia', rights: ['mSatuan'] });
  await companySql(h.srv, 'DEMO', `insert into hak_akses (jenis, subjek, modul, aksi, izin) values ('U', 'SPV', 'mSatuan', 'mdelete', true)`);
  const a = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'ADMIN', passw: 'niaga-demo' });
  const s = await post(h.srv, { act: 'satuan_save', aprq: JSON.stringify({ kodesatuan: 'LUSIN', namasatuan: 'Lusin', aktif: true }) }, a.cookie);
  assert.equal(s.env.num, 0, s.env.msg);
  await post(h.srv, { act: 'logoutact' }, a.cookie);
  admin = (await newPage()).page;
  ({ ctx: budiCtx, page: budi } = await newPage());
});

after(async () => {
  if (admin) await shot(admin, 'admin-last').catch(() => undefined);
  if (budi && !budi.isClosed()) await shot(budi, 'budi-last').catch(() => undefined);
  await h?.close();
});

test('users, rights and company settings', async (t) => {
  await t.test('the administrator logs in', async () => {
    await admin.goto(h.srv.url);
    await admin.waitForURL('**/login-form');
    await login(admin, 'DEMO', 'ADMIN', 'niaga-demo');
    await adminLanded(admin);
  });

  await t.test('an access group with a few rights (matrix: search, semua per row)', async () => {
    await admin.goto(`${h.srv.url}/aksesuser`);
    await admin.getByRole('tab', { name: 'Kelompok Akses User' }).waitFor();
    await admin.getByRole('button', { name: 'Tambah' }).click();
    await admin.waitForURL('**/aksesuserkelompokad');
    await admin.getByRole('textbox', { name: 'Kode Kelompok' }).fill('kasir');
    await admin.getByRole('textbox', { name: 'Nama Kelompok' }).fill('Kasir Toko');
    const search = admin.getByLabel('Cari nama akses');
    await search.fill('satuan');
    await admin.getByRole('checkbox', { name: 'mSatuan mopen' }).check();
    await admin.getByRole('checkbox', { name: 'mSatuan madd' }).check();
    await shot(admin, 'admin-group-matrix');
    await search.fill('gudang');
    await admin.getByRole('checkbox', { name: 'Semua mGudang' }).check();
    await admin.getByRole('checkbox', { name: 'Semua mGudang' }).uncheck();
    await admin.getByRole('checkbox', { name: 'mGudang mopen' }).check();
    await search.fill('');
    await admin.getByText('3 hak diizinkan').waitFor();
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.waitForURL('**/aksesuser');
    await rows(admin).filter({ hasText: 'Kasir Toko' }).waitFor();
    const saved = (await companySql(h.srv, 'DEMO', `select modul, aksi from hak_akses where jenis = 'G' and subjek = 'KASIR' and izin order by modul, aksi`)) as { rows: unknown[] };
    assert.deepEqual(saved.rows, [
      { modul: 'mGudang', aksi: 'mopen' },
      { modul: 'mSatuan', aksi: 'madd' },
      { modul: 'mSatuan', aksi: 'mopen' },
    ]);
  });

  await t.test('a user in that group, with a password', async () => {
    await admin.goto(`${h.srv.url}/listuser`);
    await admin.getByRole('button', { name: 'Tambah' }).click();
    await admin.waitForURL('**/userad');
    await admin.getByRole('textbox', { name: 'User ID' }).fill('budi');
    await admin.getByRole('textbox', { name: 'Nama User' }).fill('Budi Santoso');
    await choose(admin, 'Kelompok Akses', 'KASIR - Kasir Toko');
    await admin.getByLabel('Password', { exact: true }).fill('budi-rahasia');
    await admin.getByLabel('Ulangi Password').fill('budi-lain');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Ulangi password tidak sama').waitFor();
    await admin.getByLabel('Ulangi Password').fill('budi-rahasia');
    await shot(admin, 'admin-user-add');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.waitForURL('**/listuser');
    await rows(admin).filter({ hasText: 'BUDI' }).waitFor();
  });

  await t.test("the user's own right over the group's (/aksesuser)", async () => {
    await admin.goto(`${h.srv.url}/aksesuser?tab=user`);
    await choose(admin, 'Pilih User', 'BUDI - Budi Santoso');
    await admin.getByText('KASIR', { exact: true }).waitFor();
    await admin.getByLabel('Cari nama akses').fill('mItem');
    await admin.getByRole('checkbox', { name: 'mItem mopen' }).check();
    await admin.getByLabel('Cari nama akses').fill('');
    await shot(admin, 'admin-user-rights');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Hak akses user BUDI berhasil disimpan').waitFor();
  });

  await t.test('company data with a compressed logo, and general settings', async () => {
    await admin.goto(`${h.srv.url}/dataperusahaan`);
    await admin.getByLabel('Telepon').fill('021-555 1234');
    await admin.getByLabel('NPWP').fill('01.234.567.8-901.000');
    // A 1200×400 PNG drawn in the page: compressed to 50% (600×200) JPEG, ratio 3.00.
    const png = await admin.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 1200;
      c.height = 400;
      const g = c.getContext('2d')!;
      g.fillStyle = '#1f6f5c';
      g.fillRect(0, 0, 1200, 400);
      g.fillStyle = '#fff';
      g.font = 'bold 180px sans-serif';
      g.fillText('NIAGA', 300, 270);
      return c.toDataURL('image/png').split(',')[1];
    });
    await admin.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await admin.getByText(/^600 × 200 px/).waitFor();
    assert.equal(await admin.getByLabel(/^Rasio Logo Kasir/).inputValue(), '3,00');
    await shot(admin, 'admin-dataperusahaan');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Data perusahaan berhasil disimpan.').waitFor();
    const r = (await companySql(h.srv, 'DEMO', `select nama, nilai from konfigurasi where nama in ('telepon', 'rasiologo', 'logokasir') order by nama`)) as { rows: Array<{ nama: string; nilai: string }> };
    assert.equal(r.rows.find((x) => x.nama === 'telepon')?.nilai, '021-555 1234');
    assert.equal(r.rows.find((x) => x.nama === 'rasiologo')?.nilai, '3.00');
    assert.match(r.rows.find((x) => x.nama === 'logokasir')?.nilai ?? '', /^data:image\/jpeg;base64,/);

    await admin.goto(`${h.srv.url}/pengaturanumum`);
    await admin.getByText('Barcode Timbangan', { exact: true }).waitFor();
    await admin.getByLabel('Pajak Default (%)').fill('11');
    await admin.getByLabel('Jatuh Tempo Default (hari)').fill('45');
    await admin.getByLabel('Digit Harga').fill('9');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText(/Digit Harga maksimal 6|Digit Harga/).first().waitFor();
    await admin.getByLabel('Digit Harga').fill('0');
    await shot(admin, 'admin-pengaturanumum');
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Pengaturan umum berhasil disimpan.').first().waitFor();
    const c = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'SPV', passw: 'spv-rahasia' });
    const cfg = await post(h.srv, { act: 'acccfgopt', aprq: JSON.stringify(['pajakdefault', 'jatuhtempo', 'digitharga']) }, c.cookie);
    assert.deepEqual((cfg.env.data as { confreq: unknown[] }).confreq, [
      { confname: 'pajakdefault', confvalue: '11' },
      { confname: 'jatuhtempo', confvalue: '45' },
      { confname: 'digitharga', confvalue: '0' },
    ]);
  });

  await t.test('a number format with its live example', async () => {
    await admin.goto(`${h.srv.url}/settingnomortrs`);
    const contoh = admin.getByTestId('contoh-KM/');
    assert.match(await contoh.innerText(), /^KM-\d{4}-00001$/);
    await admin.getByLabel('Awalan KM/').fill('kas');
    assert.match(await contoh.innerText(), /^KAS-\d{4}-00001$/);
    await admin.getByLabel('Digit KM/').fill('4');
    await admin.getByLabel('Digit KM/').press('Tab');
    assert.match(await contoh.innerText(), /^KAS-\d{4}-0001$/);
    await shot(admin, 'admin-settingnomor');
    await admin.getByRole('button', { name: /Simpan/ }).click();
    await admin.getByText('Format nomor berhasil disimpan.').waitFor();
    await admin.getByText('diubah').waitFor({ state: 'detached' });
    assert.match(await contoh.innerText(), /^KAS-\d{4}-0001$/);
  });

  await t.test('the theme is kept in the browser and applied at once', async () => {
    await admin.goto(`${h.srv.url}/pengaturanwebsite`);
    await admin.getByLabel('Header Hijau').check();
    await admin.getByLabel('Sidebar Biru Tua').check();
    await admin.getByLabel('Tampilkan gambar sidebar').click();
    await admin.getByLabel('Gambar Pegunungan').check();
    const stored = await admin.evaluate(() => ['content_header_theme', 'content_sidebar_theme', 'content_sidebar_image', 'content_sidebar_opsitampilgambar'].map((k) => localStorage.getItem(k)));
    assert.deepEqual(stored, ['hijau', 'biru', 'pegunungan', '1']);
    const bg = await admin.locator('.niaga-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(bg, 'rgb(31, 111, 92)');
    await shot(admin, 'admin-tema');
    await admin.reload();
    assert.equal(await admin.locator('.niaga-header').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(31, 111, 92)');
  });

  await t.test('the user sees only the permitted menu entries', async () => {
    await budi.goto(h.srv.url);
    await budi.waitForURL('**/login-form');
    await login(budi, 'DEMO', 'BUDI', 'budi-rahasia');
    await budi.waitForURL('**/home');
    const menu = budi.locator('.ant-layout-sider');
    await menu.getByRole('menuitem', { name: 'Master Data' }).click();
    await menu.getByRole('menuitem', { name: 'Data Lainnya' }).click();
    await menu.getByRole('menuitem', { name: 'Satuan', exact: true }).waitFor();
    const texts = (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());
    for (const want of ['Home', 'Master Data', 'Item', 'Satuan', 'Gudang / Dept']) assert.ok(texts.includes(want), `${want} ada di menu: ${texts.join(', ')}`);
    for (const not of ['Pengaturan', 'Akuntansi', 'Pembelian', 'Penjualan', 'Laporan', 'Merek', 'Supplier']) assert.ok(!texts.includes(not), `${not} tidak boleh ada: ${texts.join(', ')}`);
    await shot(budi, 'budi-menu');
    // A screen outside the rights is refused by the server, not only hidden.
    await budi.goto(`${h.srv.url}/listuser`);
    await budi.getByText(/tidak memiliki hak akses/).first().waitFor();
    // A form to add what the user may not add says so when it opens (not after a whole document is typed).
    await budi.goto(`${h.srv.url}/jurnalad`);
    await budi.getByText('Maaf, Anda tidak memiliki hak akses tambah pada modul mJurnal.').waitFor();
    assert.equal(await budi.getByRole('button', { name: 'Simpan' }).count(), 0);
    await shot(budi, 'budi-jurnal-ditolak');
  });

  await t.test('the user adds a Satuan; a delete without the right asks a supervisor', async () => {
    await budi.goto(`${h.srv.url}/satuanad`);
    await budi.getByRole('textbox', { name: 'Kode Satuan' }).fill('BOX');
    await budi.getByRole('textbox', { name: 'Nama Satuan' }).fill('Kotak');
    await budi.getByRole('button', { name: 'Simpan' }).click();
    await budi.waitForURL('**/listsatuan');
    await rows(budi).filter({ hasText: 'BOX' }).waitFor();

    await rows(budi).filter({ hasText: 'LUSIN' }).getByRole('button', { name: 'Hapus' }).click();
    await budi.locator('.ant-modal-confirm').getByRole('button', { name: 'Hapus' }).click();
    const dialog = budi.locator('.ant-modal').filter({ hasText: 'Otorisasi' });
    await dialog.getByText(/tidak memiliki hak akses hapus pada modul mSatuan/).waitFor();
    await dialog.getByLabel('User ID Otorisasi').fill('spv');
    await dialog.getByLabel('Password Otorisasi').fill('salah');
    await dialog.getByRole('button', { name: 'Otorisasi' }).click();
    await dialog.getByText('User ID atau Password salah.').waitFor();
    await shot(budi, 'budi-otorisasi');
    await dialog.getByLabel('Password Otorisasi').fill('spv-rahasia');
    await dialog.getByRole('button', { name: 'Otorisasi' }).click();
    await budi.getByText('Diotorisasi oleh SPV.').waitFor();
    // The supervisor's one-time grant stands in for BUDI's missing right on this one delete.
    await budi.getByText('Data berhasil dihapus').waitFor();
    await rows(budi).filter({ hasText: 'LUSIN' }).waitFor({ state: 'detached' });
    await shot(budi, 'budi-otorisasi-hasil');
  });

  await t.test('an open record is locked to its user and released on /modulterbuka', async () => {
    await rows(budi).filter({ hasText: 'BOX' }).click();
    await budi.waitForURL('**/satuaned?id=*');
    await budi.getByRole('textbox', { name: 'Nama Satuan' }).waitFor();
    const id = new URL(budi.url()).searchParams.get('id');
    await admin.goto(`${h.srv.url}/satuaned?id=${id}`);
    await admin.getByText(/sedang dibuka untuk diubah oleh user BUDI/).waitFor();
    await shot(admin, 'admin-locked');
    await admin.goto(`${h.srv.url}/modulterbuka`);
    const lock = rows(admin).filter({ hasText: 'Satuan BOX' });
    await lock.getByText('BUDI').waitFor();
    await shot(admin, 'admin-modulterbuka');
    await lock.getByRole('checkbox').check();
    await admin.getByRole('button', { name: /Lepas Terpilih/ }).click();
    await admin.getByText('1 data dilepas.').waitFor();
    await admin.getByText('Tidak ada data yang sedang dibuka').waitFor();
    await admin.goto(`${h.srv.url}/satuaned?id=${id}`);
    await admin.getByRole('textbox', { name: 'Nama Satuan' }).waitFor();
    await admin.getByRole('button', { name: 'Batal' }).click();
    await admin.waitForURL('**/listsatuan');
    await budiCtx.close();
  });

  await t.test("the activity log shows the user's actions with before/after", async () => {
    await admin.goto(`${h.srv.url}/logaktivitas`);
    await rows(admin).filter({ hasText: 'ADMIN' }).first().waitFor();
    await choose(admin, 'User', 'BUDI');
    // The rows of every user stay on screen until BUDI's arrive (a person sees the spinner):
    // the filter has answered once ADMIN's rows are gone.
    await rows(admin).filter({ hasText: 'ADMIN' }).first().waitFor({ state: 'detached' });
    await rows(admin).filter({ hasText: 'login' }).first().waitFor();
    const add = rows(admin).filter({ hasText: 'BOX' });
    await add.getByText('tambah').waitFor();
    await add.click();
    await admin.locator('.ant-table-expanded-row').getByText('Kotak').waitFor();
    await shot(admin, 'admin-logaktivitas');
    await choose(admin, 'User', 'ADMIN');
    await choose(admin, 'Jenis', 'ubah');
    await rows(admin).filter({ hasText: 'login' }).first().waitFor({ state: 'detached' });
    const dp = rows(admin).filter({ hasText: 'dataperusahaan' });
    await dp.click();
    await admin.locator('.ant-table-expanded-row').getByText('021-555 1234').waitFor();
  });

  await t.test('Reset Password by the administrator', async () => {
    await admin.goto(`${h.srv.url}/listuser`);
    await rows(admin).filter({ hasText: 'BUDI' }).click();
    await admin.waitForURL('**/usered?id=*');
    await admin.getByRole('button', { name: 'Reset Password' }).click();
    await admin.getByLabel('Password Baru', { exact: true }).fill('budi-baru-1');
    await admin.getByLabel('Ulangi Password Baru').fill('budi-baru-1');
    await admin.locator('.ant-modal').getByRole('button', { name: 'Simpan' }).click();
    await admin.getByText('Password user BUDI berhasil direset').waitFor();
    const r = await post(h.srv, { act: 'lgx', iper: 'DEMO', uname: 'BUDI', passw: 'budi-baru-1' });
    assert.equal(r.env.num, 0, r.env.msg);
    assert.equal(pathOf(admin), '/usered');
  });
});
