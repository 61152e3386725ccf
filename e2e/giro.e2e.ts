/**
 * Cheques/giro in Chromium against the real server: a debt payment by giro (made through the act),
 * then on /stsbghutad, by keyboard only: the giro number searched, ↓ into the list, Enter opens the
 * settle dialog, the settlement date typed, Enter takes it and Enter settles; the row shows it
 * settled and the books hold the settlement journal. Needs a prior `npm run build`.
 * Screenshots: e2e/artifacts/giro-*.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adminActs, adminPage, companySql, companyToday, type Harness, setUpDemo, shot as fullShot, shownDate, startHarness, still } from './helpers';

let h: Harness;
let page: Page;

const shot = (name: string) => fullShot(page, `giro-${name}`);
const today = companyToday();

before(async () => {
  h = await startHarness();
  await setUpDemo(h.srv);
  const act = await adminActs(h.srv);
  await act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' });
  await act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' });
  await act('saldoawalhutang_save', { tanggal: today, kodesupel: 'SUP01', jumlah: '750000' });
  const [sah] = ((await companySql(h.srv, 'DEMO', `select notransaksi from saldoawalhutang`)) as { rows: { notransaksi: string }[] }).rows;
  await act('bayarhutang_save', {
    tanggal: today,
    kodesupel: 'SUP01',
    kodeacckas: '1-1200',
    jenisbayar: 'G',
    nogiro: 'BG-551903',
    bankgiro: 'BCA',
    jtgiro: today,
    lines: [{ noinvoice: sah.notransaksi, bayar: '500000' }],
  });
  page = await adminPage(h);
});

after(async () => {
  if (page) await shot('last').catch(() => undefined);
  await h?.close();
});

test('a giro on /stsbghutad is settled by keyboard: search, ↓, Enter, the date typed, Enter, Enter', async () => {
  await page.goto(`${h.srv.url}/stsbghutad`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'BG-551903' });
  await row.filter({ hasText: 'Belum Cair' }).waitFor();
  await shot('daftar');

  // The search box has the focus: the giro number, Enter; ↓ into the rows; Enter opens the dialog.
  await page.waitForFunction(() => document.activeElement?.id === 'stsbg-cari');
  await page.keyboard.type('551903');
  await page.keyboard.press('Enter');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().filter({ hasText: 'BG-551903' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await row.and(page.locator('.ant-table-row-selected')).waitFor();
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Cairkan cek/giro BG-551903' });
  await still(dialog.getByText('Tanggal Cair'));
  await page.waitForFunction(() => document.activeElement?.id === 'stsbg-tanggal');
  // The date typed over the proposed one, Enter takes it (the focus goes to Cairkan), Enter settles.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(shownDate(today));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Cairkan');
  await shot('dialog');
  await page.keyboard.press('Enter');
  await page.getByTestId('hasil-giro').filter({ hasText: `Cek/giro BH-` }).filter({ hasText: 'dicairkan' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row.filter({ hasText: `Cair ${shownDate(today)}` }).waitFor();
  await shot('cair');

  // The books: Dr Hutang Giro / Cr Bank on the settlement date.
  const journal = ((await companySql(
    h.srv,
    'DEMO',
    `select p.kodeacc, b.debet::text as d, b.kredit::text as k, to_char(j.tanggal, 'YYYY-MM-DD') as t from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
     where j.sumber = 'CBG' and j.status = 0 order by b.debet desc`,
  )) as { rows: Record<string, string>[] }).rows;
  assert.deepEqual(journal, [
    { kodeacc: '2-1110', d: '500000.00', k: '0.00', t: today },
    { kodeacc: '1-1200', d: '0.00', k: '500000.00', t: today },
  ]);
});
