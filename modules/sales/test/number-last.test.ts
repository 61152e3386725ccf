/**
 * A new sale takes its number after its items are locked and costed (`numberLast`,
 * docs/operations.md "Throughput"): a till sale waiting for an item that another transaction
 * holds does not hold the KSR number series meanwhile, so the next till's sale of other items is
 * numbered and saved while it waits; the numbers stay gap-free, each in its sale's journal and
 * moves. On PostgreSQL (TEST_DATABASE_URL) only: PGlite has one
 * connection, where calls queue and nothing waits on a lock.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { numberedPastALockedItem } from '../../purchasing/test/lock-waits';
import { actOrEdit } from '../../../apps/server/test/harness';

const sale = (kodeitem: string, jumlah = '1') => ({
  tanggal: '2026-03-02',
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'N',
  pembulatan: '0',
  tunai: String(2000 * Number(jumlah)),
  lines: [{ kodeitem, satuan: 'PCS', jumlah, harga: '2000', jenispajak: '0' }],
});
const numberOf = (r: { data: unknown }) => (r.data as { notransaksi: string }).notransaksi;

test.skipIf(!process.env.TEST_DATABASE_URL)('a till sale waiting for a locked item holds no number: a sale of another item is numbered and saved meanwhile; the numbers stay gap-free', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  for (const k of ['KOPI01', 'GULA01'])
    expect((await co.act('item_save', { kodeitem: k, namaitem: `Barang ${k}`, satuan: 'PCS', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '2000' }] })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  expect(
    (await co.act('itemmasuk_save', { tanggal: '2026-03-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: ['KOPI01', 'GULA01'].map((kodeitem) => ({ kodeitem, satuan: 'PCS', jumlah: '10', harga: '1200' })) })).num,
  ).toBe(0);
  // Numbered in the order they took their numbers: the one that waited, last.
  expect(await numberedPastALockedItem(co, 'kasir_save', (k) => sale(k), 'penjualan')).toEqual(['KSR-2603-00001', 'KSR-2603-00002', 'KSR-2603-00003']);
  // Refused (more than the 8 left): nothing written, no number used.
  const short = await actOrEdit(co, 'kasir_save', sale('KOPI01', '9'));
  expect(short.num).not.toBe(0);
  const next = await actOrEdit(co, 'kasir_save', sale('GULA01'));
  expect(next.num, next.msg).toBe(0);
  expect(numberOf(next)).toBe('KSR-2603-00004');
  expect(await co.sql(`select notransaksi from kasir order by notransaksi`)).toEqual(['00001', '00002', '00003', '00004'].map((n) => ({ notransaksi: `KSR-2603-${n}` })));
  expect(await co.sql(`select count(*)::int as n from stok_mutasi where sumber = 'KSR' and not batal`)).toEqual([{ n: 4 }]);
  // Each sale's journal and moves carry its own number (taken late, put into the posting's texts).
  expect(await co.sql(`select count(*)::int as n from gl_jurnal j join kasir k on k.notransaksi = j.notransaksi where j.sumber = 'KSR' and j.keterangan like '%' || k.notransaksi || '%'`)).toEqual([{ n: 4 }]);
  expect(await co.sql(`select count(*)::int as n from stok_mutasi m where m.sumber = 'KSR' and not exists (select 1 from kasir k where k.notransaksi = m.notransaksi)`)).toEqual([{ n: 0 }]);
  expect(await invariants(co)).toEqual([]);
}, 120_000);
