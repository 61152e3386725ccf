/**
 * The write path of a new document (records.ts): number, header and rows written by one statement
 * after every check, the calendar and the accounts read once. What it must keep: the reply as
 * the rows read back, the office's number format, gap-free numbers when a save is refused late,
 * and a refused date or account leaving nothing behind.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../../modules/accounting/test/books';

const jurnal = (over: Record<string, unknown> = {}) => ({
  tanggal: '2026-01-15',
  keterangan: 'listrik',
  lines: [
    { kodeacc: '6-1100', debet: '100.50', kredit: '0' },
    { kodeacc: '1-1100', keterangan: 'kas', debet: '0', kredit: '100.50' },
  ],
  ...over,
});

test('a new journal: the reply equals the saved record read back, numbered in the office format, gap-free after refusals', async () => {
  const co = await companyWithBooks();
  const first = await co.act('jurnal_save', jurnal());
  expect(first.num).toBe(0);
  const saved = first.data as Record<string, unknown> & { id: number; notransaksi: string };
  expect(saved.notransaksi).toBe('JU-2601-00001');
  // What the save answered is exactly what reading the record gives (types included: ids as
  // numbers, amounts as strings with their scale, dates as 'YYYY-MM-DD').
  const got = (await co.act('jurnal_get', { id: saved.id })).data as Record<string, unknown>;
  const strip = (rows: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_nama'))));
  expect(saved.tbl_jurnal).toEqual(strip(got.tbl_jurnal as Record<string, unknown>[]));
  expect(saved.tbl_jurnal_detail).toEqual(strip(got.tbl_jurnal_detail as Record<string, unknown>[]));
  expect(saved.tbl_jurnal_detail).toMatchObject([
    { urut: 1, kodeacc: '6-1100', keterangan: '', kontak: '', debet: '100.50', kredit: '0.00' },
    { urut: 2, kodeacc: '1-1100', keterangan: 'kas', debet: '0.00', kredit: '100.50' },
  ]);
  expect(typeof (saved.tbl_jurnal_detail as { id: unknown }[])[0].id).toBe('number');
  expect(saved.tbl_jurnal).toMatchObject([{ tanggal: '2026-01-15', total: '100.50', kodekantor: 'UTM' }]);

  // Refused after the number would have been taken before (a closed period, an unknown account):
  // nothing is written and no number is used up.
  await co.sql(`update buku_periode set tglkunci = '2026-01-31'`);
  expect((await co.act('jurnal_save', jurnal())).num).not.toBe(0);
  await co.sql(`update buku_periode set tglkunci = null`);
  const unknown = await co.act('jurnal_save', jurnal({ lines: [{ kodeacc: '9-9999', debet: '5', kredit: '0' }, { kodeacc: '1-1100', debet: '0', kredit: '5' }] }));
  expect(unknown).toMatchObject({ num: 15, data: { fields: { 'lines.0.kodeacc': "Perkiraan '9-9999' tidak ditemukan." } } });

  // The office's own format (prefix, office, year and month apart, 6 digits, '/'): the number the
  // statement formats is the one formatNumber gives.
  await co.sql(`insert into setting_nomor (kode, kodekantor, awalan, pakaikantor, tahun, bulan, digit, pemisah, gabungperiode) values ('JU', 'UTM', 'JRN', true, 'YYYY', true, 6, '/', false)`);
  const second = await co.act('jurnal_save', jurnal({ tanggal: '2026-02-03' }));
  expect(second).toMatchObject({ num: 0, data: { notransaksi: 'JRN/UTM/2026/02/000001' } });
  const third = await co.act('jurnal_save', jurnal());
  expect(third).toMatchObject({ num: 0, data: { notransaksi: 'JRN/UTM/2026/01/000001' } });

  expect(await co.sql(`select notransaksi from jurnal order by id`)).toEqual([{ notransaksi: 'JU-2601-00001' }, { notransaksi: 'JRN/UTM/2026/02/000001' }, { notransaksi: 'JRN/UTM/2026/01/000001' }]);
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where status = 0`)).toEqual([{ n: 3 }]);
  expect(await co.sql(`select count(*)::int as n from log_aktivitas where act = 'jurnal_save'`)).toEqual([{ n: 3 }]);
  expect(await invariants(co)).toEqual([]);
});

test('an edit reposts (the old posting reversed) and a posted number cannot be posted twice', async () => {
  const co = await companyWithBooks();
  const { id } = (await co.act('jurnal_save', jurnal())).data as { id: number };
  const edited = await co.edit('jurnal_save', { id, ...jurnal({ lines: [{ kodeacc: '6-1100', debet: '70', kredit: '0' }, { kodeacc: '1-1100', debet: '0', kredit: '70' }] }) });
  expect(edited).toMatchObject({ num: 0, data: { notransaksi: 'JU-2601-00001', tbl_jurnal: [{ total: '70.00' }] } });
  expect(await co.sql(`select status from gl_jurnal order by id`)).toEqual([{ status: 1 }, { status: 2 }, { status: 0 }]);
  // A document given a number that already has a live posting (data that should not exist) is refused, not posted twice.
  await co.sql(`delete from jurnal where id = ${id}`);
  const again = await co.act('jurnal_save', jurnal({ notransaksi: 'JU-2601-00001' }));
  expect(again).toMatchObject({ num: 1, msg: 'Transaksi JU-2601-00001 sudah diposting; ubah melalui posting ulang.' });
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where status = 0`)).toEqual([{ n: 1 }]);
});
