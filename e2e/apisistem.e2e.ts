/**
 * /pengaturanapisistem in Chromium against the real server: the administrator makes a key for a
 * system with an access group's rights, copies it from the dialog that shows it once, the system
 * calls /api with it (seen on the list: last use and address), and the key is revoked and refused.
 * Needs a prior `npm run build`.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, post, setUpDemo, shot, still, startHarness, type Harness } from './helpers';

let h: Harness;
let page: Page;

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('kelompokakses_save', { kodekelompok: 'GUDANG', namakelompok: 'Gudang', hak: [{ modul: 'mSatuan', aksi: 'mopen', izin: true }] });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot(page, 'apisistem-last').catch(() => undefined);
  await h?.close();
});

test('an API key for another system: made, shown once, used, revoked', async () => {
  await page.goto(`${h.srv.url}/pengaturanapisistem`);
  await page.getByText('Belum ada kunci API').waitFor();
  await page.getByLabel('Nama Sistem').fill('erp');
  await page.getByLabel('Kelompok Akses').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="GUDANG — Gudang"]');
  await still(option);
  await option.click();
  await page.getByRole('button', { name: 'Buat Kunci' }).click();

  // Shown once, in a dialog that says so.
  const dialog = page.getByRole('dialog', { name: 'Kunci API ERP' });
  await dialog.getByText('Salin kunci ini sekarang. Kunci tidak akan ditampilkan lagi').waitFor();
  const key = (await dialog.getByTestId('kunci-api').innerText()).trim();
  assert.match(key, /^nka_[A-Za-z0-9_-]{43}$/);
  await shot(page, 'apisistem-kunci');
  await dialog.getByRole('button', { name: 'Sudah Saya Salin' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'ERP' });
  await row.getByText('Belum pernah').waitFor();
  await row.getByText(`${key.slice(0, 10)}…`).waitFor();
  // Not shown again: gone from the page once the dialog is closed.
  await page.getByText(key).waitFor({ state: 'detached' });

  // The other system calls with it: the group's right, and its use on the list.
  const used = await post(h.srv, { act: 'satuan_list', token: key });
  assert.equal(used.env.num, 0, used.env.msg);
  const denied = await post(h.srv, { act: 'pelanggan_list', token: key });
  assert.equal(denied.env.num, 30, denied.env.msg);
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await row.getByText('Belum pernah').waitFor({ state: 'detached' });
  await row.getByText('127.0.0.1').waitFor();

  // Revoked: the list keeps it as revoked, and the key is refused.
  await row.getByRole('button', { name: 'Cabut' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await still(confirm);
  await confirm.getByRole('button', { name: 'Ya' }).click();
  await page.getByText('Kunci API ERP dicabut.').waitFor();
  await row.getByText(/^Dicabut /).waitFor();
  await shot(page, 'apisistem-dicabut');
  const refused = await post(h.srv, { act: 'satuan_list', token: key });
  assert.deepEqual([refused.env.num, refused.env.msg], [20, 'Kunci API tidak dikenal atau sudah dicabut.']);
});
