/**
 * Issue 35: tax invoice serial numbers (NSFP, /nsfplist) and the e-Faktur CSV's NOMOR_FAKTUR — the
 * ranges and their rules, the next free number given once and forever, a changed sale exported
 * again as a replacement with its number, invoices beyond the numbers left listed and left out,
 * allocation under concurrency on PostgreSQL; and CSV cells that would start a formula: refused
 * when saved, and an export of text saved before the rule refused naming the record.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { actOrEdit, testServer } from '../../../apps/server/test/harness';
import { tokoPajak } from './toko-pajak';

type Row = Record<string, unknown>;
const ok = async (p: Promise<{ num: number; msg: string }>) => {
  const r = await p;
  expect(r, r.msg).toMatchObject({ num: 0 });
  return r as { num: number; msg: string; data: Row };
};
const periode = { dari: '2026-11-01', sampai: '2026-11-30' };
const fkOf = (body: string) =>
  body
    .split('\r\n')
    .filter((l) => l.startsWith('"FK","0'))
    .map((l) => {
      const c = l.split('","');
      return [c[18], c[2], c[3]];
    });

test('NSFP ranges: 13 digits, one branch and year, no overlap; used and left shown; a used range is neither cut below its numbers nor deleted', async () => {
  const co = await companyWithBooks();
  await tokoPajak(co);
  const save = (v: Row) => actOrEdit(co, 'nsfp_save', { tahun: '2026', keterangan: '', ...v });
  expect(await save({ awal: '01026000000AB', akhir: '0102600000009' })).toMatchObject({ num: 15, msg: expect.stringContaining('Nomor Awal harus 13 angka') });
  expect(await save({ awal: '0102600000500', akhir: '0102600000400' })).toMatchObject({ num: 15, msg: expect.stringContaining('Nomor Akhir tidak boleh lebih kecil dari Nomor Awal') });
  expect(await save({ awal: '0102600000500', akhir: '0112600000600' })).toMatchObject({ num: 15, msg: expect.stringContaining('berkode cabang dan tahun sama') });
  expect(await save({ tahun: '2027', awal: '0102600000500', akhir: '0102600000600' })).toMatchObject({ num: 15, msg: expect.stringContaining('harus tahun 2027') });
  expect(await save({ awal: '0102600000050', akhir: '0102600000150' })).toMatchObject({ num: 15, msg: 'Rentang 0102600000050–0102600000150 bertumpang tindih dengan rentang 0102600000001–0102600000100.' });
  await ok(save({ awal: '0102600000201', akhir: '0102600000210' }));

  await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  const list = await ok(co.act('nsfp_list', {}));
  const rows = (list.data.tbl_nsfp as Row[]).map((r) => [r.awal, r.akhir, r.terpakai, r.sisa]);
  expect(rows).toEqual(expect.arrayContaining([['0102600000001', '0102600000100', 3, 97], ['0102600000201', '0102600000210', 0, 10]]));
  const [first] = await co.sql<{ id: number }>(`select id from nsfp where awal = '0102600000001'`);
  // A save does not touch the count; the range is not cut below its numbers nor deleted.
  await ok(co.edit('nsfp_save', { id: first.id, tahun: '2026', awal: '0102600000001', akhir: '0102600000050', keterangan: 'dipotong', terpakai: 0, sisa: 0 }));
  expect((await co.sql<{ terpakai: number; sisa: number }>(`select terpakai, sisa from nsfp where id = ${first.id}`))[0]).toEqual({ terpakai: 3, sisa: 47 });
  expect(await co.edit('nsfp_save', { id: first.id, tahun: '2026', awal: '0102600000001', akhir: '0102600000002' })).toMatchObject({ num: 15, msg: expect.stringContaining('Nomor Akhir paling kecil 0102600000003') });
  expect(await co.act('nsfp_del', { awal: '0102600000001' })).toMatchObject({ num: 1, msg: 'Rentang 0102600000001 tidak dapat dihapus: 3 nomor sudah dipakai faktur.' });
});

test('each invoice gets the next free number once and forever; a changed sale is exported as a replacement with its number; invoices beyond the numbers left are listed and left out', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  const [range] = await co.sql<{ id: number }>(`select id from nsfp`);
  // Only two numbers for three invoices (code 04: a, g, h).
  await ok(co.edit('nsfp_save', { id: range.id, tahun: '2026', awal: '0102600000001', akhir: '0102600000002' }));
  const cek = await ok(co.act('eksporcsv_cek', periode));
  expect((cek.data.ringkasan as Row[])[0]).toMatchObject({ jumlahfaktur: 3, tanpanomor: 1 });
  expect(cek.data.tbl_tanpanomor).toEqual([{ tipe: 'KSR', notransaksi: s.h, tanggal: '2026-11-21', alasan: 'Nomor Seri Faktur Pajak tahun 2026 habis atau belum diisi (/nsfplist); tidak ikut berkas e-Faktur CSV' }]);
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  expect(r.data).toMatchObject({ penjualan: 2, tanpanomor: [s.h] });
  const body = (await app.inject({ method: 'GET', url: r.data.url as string })).body;
  expect(fkOf(body)).toEqual([
    [s.a, '0', '0102600000001'],
    [s.g, '0', '0102600000002'],
  ]);
  // The check shows the numbers given.
  const cek2 = await ok(co.act('eksporcsv_cek', periode));
  expect((cek2.data.tbl_faktur as Row[]).map((f) => [f.notransaksi, f.nomorfaktur])).toEqual([
    [s.a, '0102600000001'],
    [s.g, '0102600000002'],
    [s.h, ''],
  ]);
  // More numbers: h takes the next; a changed sale (g) keeps its number as a replacement (FG_PENGGANTI 1).
  await ok(co.act('nsfp_save', { tahun: '2026', awal: '0102600000003', akhir: '0102600000010' }));
  const [g] = await co.sql<{ id: number }>(`select id from jual where notransaksi = '${s.g}'`);
  await ok(
    co.edit('jual_save', {
      id: g.id,
      tanggal: '2026-11-21',
      kodegudang: 'UTM',
      kodesupel: 'MAJU',
      tipeppn: 'I',
      diskon: '10',
      lines: [
        { kodeitem: 'BRG3', satuan: 'PCS', jumlah: '2', harga: '55500', jenispajak: '1112' },
        { kodeitem: 'BRG2', satuan: 'PCS', jumlah: '2', harga: '22200', jenispajak: '1112' },
      ],
    }),
  );
  const r2 = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  const body2 = (await app.inject({ method: 'GET', url: r2.data.url as string })).body;
  const fk2 = new Map(fkOf(body2).map((x) => [x[0], x.slice(1)]));
  expect(fk2.get(s.g)).toEqual(['1', '0102600000002']);
  expect(fk2.get(s.h)).toEqual(['0', '0102600000003']);
  // Once a replacement, always (the DJP holds the replaced invoice); the numbers stay as given.
  const r3 = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  const fk3 = new Map(fkOf((await app.inject({ method: 'GET', url: r3.data.url as string })).body).map((x) => [x[0], x.slice(1)]));
  expect(fk3.get(s.g)).toEqual(['1', '0102600000002']);
  expect(fk3.get(s.h)).toEqual(['0', '0102600000003']);
  const used = await co.sql<{ nomor: string }>(`select nomor from nsfp_pakai order by nomor`);
  expect(new Set(used.map((u) => u.nomor)).size).toBe(used.length);
  expect(await invariants(co)).toEqual([]);
});

test('without any number left the CSV export is refused and names the way out; the XML needs none', async () => {
  const co = await companyWithBooks();
  await tokoPajak(co);
  await co.sql(`delete from nsfp`);
  expect(await co.act('eksporcsv_unduh', { ...periode, format: 'csv' })).toMatchObject({
    num: 1,
    msg: 'Tidak ada Nomor Seri Faktur Pajak tersisa untuk faktur periode ini (3 faktur); isi rentang nomor dari DJP di Nomor Seri Faktur Pajak (/nsfplist).',
  });
  expect((await co.sql<{ n: number }>(`select count(*)::int as n from nsfp_pakai`))[0].n).toBe(0);
  await ok(co.act('eksporcsv_unduh', { ...periode, format: 'xml' }));
});

test.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: exports at the same time never give a number twice nor two numbers to one invoice', async () => {
  const co = await companyWithBooks();
  await tokoPajak(co);
  // Twenty more invoices over November.
  for (let i = 0; i < 20; i++)
    await ok(co.act('jual_save', { tanggal: `2026-11-${String(1 + (i % 19)).padStart(2, '0')}`, kodegudang: 'UTM', kodesupel: 'MAJU', tipeppn: 'I', lines: [{ kodeitem: 'BRG1112', satuan: 'PCS', jumlah: String(i + 1), harga: '111000', jenispajak: '1112' }] }));
  const halves = [
    { dari: '2026-11-01', sampai: '2026-11-10' },
    { dari: '2026-11-11', sampai: '2026-11-30' },
    periode,
    periode,
  ];
  const replies = await Promise.all(halves.map((p) => co.act('eksporcsv_unduh', { ...p, format: 'csv' })));
  for (const r of replies) expect(r, r.msg).toMatchObject({ num: 0 });
  const used = await co.sql<{ nomor: string; notransaksi: string }>(`select nomor, notransaksi from nsfp_pakai order by nomor`);
  expect(used).toHaveLength(23);
  expect(new Set(used.map((u) => u.nomor)).size).toBe(23);
  expect(new Set(used.map((u) => u.notransaksi)).size).toBe(23);
  expect(used.map((u) => u.nomor)).toEqual(Array.from({ length: 23 }, (_, i) => String(102600000001 + i).padStart(13, '0')));
  expect((await co.sql<{ terpakai: number; sisa: number }>(`select terpakai, sisa from nsfp`))[0]).toEqual({ terpakai: 23, sisa: 77 });
});

test('names that would start a spreadsheet formula are refused when saved; an export of one saved before is refused naming the record', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  const { app } = await testServer();
  const msg = (label: string) => `${label} tidak boleh diawali tanda = + - @ atau tab (dapat terbaca sebagai rumus di Excel)`;
  expect(await co.act('pelanggan_save', { kodesupel: 'RUMUS', namasupel: '=HYPERLINK("http://x","y")' })).toMatchObject({ num: 15, msg: `Data tidak valid: ${msg('Nama Pelanggan')}.` });
  expect(await co.act('supplier_save', { kodesupel: 'SUPR', namasupel: '@SUM(A1)' })).toMatchObject({ num: 15 });
  expect(await co.act('item_save', { kodeitem: 'RUMUS', namaitem: '=1+1', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1000' }] })).toMatchObject({ num: 15, msg: expect.stringContaining(msg('Nama Item')) });
  expect(await co.act('pelanggan_save', { kodesupel: 'ALMT', namasupel: 'Toko Alamat', jalan: '+cmd|/C calc' })).toMatchObject({ num: 15, msg: `Data tidak valid: ${msg('Jalan')}.` });
  // A phone may start with + (digits and signs only); the CSV writes its digits.
  await ok(co.act('pelanggan_save', { kodesupel: 'TELP', namasupel: 'Toko Telepon', telepon: '+62 21 555' }));

  // Saved before the rule: the CSV refuses and names the record; nothing is numbered.
  await co.sql(`update item set namaitem = '=1+1' where kodeitem = 'BRG2'`);
  expect(await co.act('eksporcsv_unduh', { ...periode, format: 'csv' })).toMatchObject({
    num: 1,
    msg: 'Item BRG2: Nama Item "=1+1" diawali tanda = + - @ atau tab dan dapat terbaca sebagai rumus di Excel; perbaiki datanya lalu ekspor lagi.',
  });
  expect((await co.sql<{ n: number }>(`select count(*)::int as n from nsfp_pakai`))[0].n).toBe(0);
  await co.sql(`update item set namaitem = 'Sikat Gigi' where kodeitem = 'BRG2'`);
  await co.sql(`update pelanggan set namasupel = '=HYPERLINK("http://x","y")' where kodesupel = 'MAJU'`);
  expect(await co.act('eksporcsv_unduh', { ...periode, format: 'csv' })).toMatchObject({ num: 1, msg: expect.stringMatching(/^Pelanggan MAJU: Nama Pelanggan "=HYPERLINK/) });
  // A token taken before the change cannot write it either.
  await co.sql(`update pelanggan set namasupel = 'PT Maju Jaya' where kodesupel = 'MAJU'`);
  const r = await ok(co.act('eksporcsv_unduh', { ...periode, format: 'csv' }));
  await co.sql(`update pelanggan set jalan = '-2+3' where kodesupel = 'MAJU'`);
  const res = await app.inject({ method: 'GET', url: r.data.url as string });
  expect(res.body).not.toContain('"FK"');
  expect(JSON.parse(res.body)).toMatchObject({ num: 1, msg: expect.stringMatching(/^Pelanggan MAJU: Jalan "-2\+3" diawali/) });
  expect(s.a).toBeTruthy();
});
