/**
 * The storefront's page cache (issue 42, storefront/versi.ts), from a fresh company: a page asked
 * again is served from the cache (a write outside the acts, which bumps nothing, is not seen, and
 * the cache's hit count moves), and the very next view after a price change, a sale that moves
 * stock, an item renamed or the store's settings changed shows the new figures.
 */
import { expect, test } from 'vitest';
import { freshCompany } from '../../../apps/server/test/harness';
import { liveServer, type Caller } from './live';
import { cacheHits } from '../storefront/versi';

const srv = liveServer();

const page = async (path: string) => (await fetch(`${srv.url}${path}`)).text();

test('cached storefront pages are served again, and prices, stock, names and settings are live on the very next view', async () => {
  const co = await freshCompany({ startflag: 0 });
  const admin = co.act as Caller;
  const must = async (name: string, payload: unknown) => {
    const r = await admin(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await must('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must('jenis_save', { kodejenis: 'BAJU', namajenis: 'Baju' });
  await must('item_save', { kodeitem: 'KAOS01', namaitem: 'Kaos Polos', satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '45000' }] });
  await must('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '20', harga: '20000' }] });
  const shareid = `toko-${Math.random().toString(36).slice(2, 8)}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Kaos' });
  const home = `/s/${shareid}`;
  const product = `/s/${shareid}/p/KAOS01`;
  const category = `/s/${shareid}/kategori/BAJU`;

  for (const p of [home, product, category]) {
    const first = await page(p);
    expect(first).toContain('Rp 45.000');
    expect(first).toContain('Stok 20');
  }
  // Asked again: served from the cache. A write that bypasses the acts bumps nothing, so the kept page stays.
  await co.sql(`update satuanitem set hargajual1 = 1 where satuan = 'PCS'`);
  const hits = cacheHits();
  for (const p of [home, product, category]) expect(await page(p)).toContain('Rp 45.000');
  expect(cacheHits() - hits).toBe(3);
  // Another address (page 2, another query) is its own page.
  expect(await page(`${home}?hal=1`)).toContain('Rp 1');

  // A price change through the item master: the very next view shows it.
  const [{ id: itemId, unitId }] = await co.sql<{ id: number; unitId: number }>(`select i.id, u.id as "unitId" from item i join satuanitem u on u.item_id = i.id where i.kodeitem = 'KAOS01'`);
  const kaos = (namaitem: string, hargajual1: string) => ({ id: itemId, kodeitem: 'KAOS01', namaitem, satuan: 'PCS', jenis: 'BAJU', tipe: '0', jenispajak: '0', satuanitem: [{ id: unitId, satuan: 'PCS', konversi: '1', hargajual1 }] });
  const priced = await co.edit('item_save', kaos('Kaos Polos', '47500'));
  expect(priced.num, priced.msg).toBe(0);
  for (const p of [home, product, category]) expect(await page(p)).toContain('Rp 47.500');

  // A sale moves the stock: the very next view shows it.
  await must('jual_save', { tanggal: '2026-12-05', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', lines: [{ kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '3', harga: '47500', jenispajak: '0' }] });
  for (const p of [home, product, category]) {
    const after = await page(p);
    expect(after).toContain('Stok 17');
    expect(after).not.toContain('Stok 20');
  }

  // A rename, then the store's own settings (its name).
  expect(await co.edit('item_save', kaos('Kaos Katun', '47500'))).toMatchObject({ num: 0 });
  expect(await page(category)).toContain('Kaos Katun');
  // The item's kind renamed: the category page's title.
  expect(await page(category)).toContain('<h1>Baju</h1>');
  const [{ id: jenisId }] = await co.sql<{ id: number }>(`select id from jenis where kodejenis = 'BAJU'`);
  const renamed = await co.edit('jenis_save', { id: jenisId, kodejenis: 'BAJU', namajenis: 'Busana' });
  expect(renamed.num, renamed.msg).toBe(0);
  expect(await page(category)).toContain('<h1>Busana</h1>');
  const [{ id }] = await co.sql<{ id: number }>(`select id from tokoonline`);
  const g = await admin('tokoonline_get', { id });
  await must('tokoonline_save', { id, versi: g.data.versi, shareid, namatoko: 'Toko Katun' });
  expect(await page(home)).toContain('Toko Katun');
});

test('past 1,000 version rows a page folds them into one: the version, hence the kept page, stays', async () => {
  const co = await freshCompany({ startflag: 0 });
  const admin = co.act as Caller;
  expect((await admin('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] })).num).toBe(0);
  const shareid = `toko-${Math.random().toString(36).slice(2, 8)}`;
  expect((await admin('tokoonline_save', { shareid, namatoko: 'Toko Lipat' })).num).toBe(0);
  await co.sql(`insert into toko_ubah (xid, n) select -g, 1 from generate_series(1, 1500) g`);
  const [before] = await co.sql<{ versi: number }>(`select sum(n)::int as versi from toko_ubah`);
  expect(await page(`/s/${shareid}`)).toContain('Toko Lipat');
  // The fold runs beside the page; wait for it as the rows show it.
  await expect.poll(async () => (await co.sql<{ rows: number }>(`select count(*)::int as rows from toko_ubah`))[0].rows, { timeout: 20_000 }).toBeLessThanOrEqual(101);
  expect((await co.sql<{ versi: number }>(`select sum(n)::int as versi from toko_ubah`))[0]).toEqual(before);
  const hits = cacheHits();
  expect(await page(`/s/${shareid}`)).toContain('Toko Lipat');
  expect(cacheHits() - hits).toBe(1);
});
