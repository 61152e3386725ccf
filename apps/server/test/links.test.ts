/**
 * Documents that take from other documents (an order and what receives it): the kernel keeps each
 * order line's remaining quantity and the order's status, refuses taking more than remains, and
 * refuses to change or delete an order that another document uses (42, naming it).
 */
import { expect, test } from 'vitest';
import { child, code, document, qty, text } from '@niaga/kernel';
import { companyWithBooks as freshCompany } from '../../../modules/accounting/test/books';
import { withDoctypes } from './doctype-harness';
import { openThenSave } from './harness';

const pesanuji = document({
  name: 'pesanuji',
  code: 'PU',
  title: 'Pesanan Uji',
  access: 'mUji',
  routes: { list: '/pesanujilist' },
  fields: { keterangan: text('Keterangan', 100).optional() },
  tables: {
    lines: child({ kodebarang: code('Barang', 10).upper(), jumlah: qty('Jumlah') }, { title: 'Detail Pesanan Uji', min: 1, remaining: { qty: 'jumlah' } }),
  },
  status: { open: 'Terbuka', partly: 'Diterima Sebagian', closed: 'Selesai' },
  posts: false,
  list: { columns: ['notransaksi', 'tanggal', 'status'], search: ['notransaksi'] },
});

const terimauji = document({
  name: 'terimauji',
  code: 'TU',
  title: 'Terima Uji',
  access: 'mUji',
  routes: { list: '/terimaujilist' },
  fields: { keterangan: text('Keterangan', 100).optional() },
  tables: {
    lines: child({ kodebarang: code('Barang', 10).upper(), jumlah: qty('Jumlah') }, { title: 'Detail Terima Uji', min: 1, linksTo: { source: 'pesanuji.lines', match: ['kodebarang'] } }),
  },
  posts: false,
  list: { columns: ['notransaksi', 'tanggal'], search: ['notransaksi'] },
});

type Lines = { id: number; jumlah: string; sisa?: string }[];

test('an order taken from: remaining quantities, status, refusals, the order in use', async () => {
  const co = await freshCompany();
  const act = await withDoctypes(co, [{ meta: pesanuji }, { meta: terimauji }]);
  const order = await act('pesanuji_save', { tanggal: '2026-03-01', lines: [{ kodebarang: 'A', jumlah: '10' }, { kodebarang: 'B', jumlah: '5' }] });
  expect(order).toMatchObject({ num: 0, data: { notransaksi: 'PU-2603-00001', tbl_pesanuji: [{ status: '0' }], tbl_pesanuji_detail: [{ sisa: '10.0000' }, { sisa: '5.0000' }] } });
  const [a, b] = (order.data as { tbl_pesanuji_detail: Lines }).tbl_pesanuji_detail;
  const status = async () => ((await act('pesanuji_get', { notransaksi: 'PU-2603-00001' })).data as { tbl_pesanuji: { status: string }[]; tbl_pesanuji_detail: Lines });

  // Taking more than remains, or another item than the order line's, is refused on its cell.
  expect(await act('terimauji_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '11', idsumber: a.id }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah A melebihi sisa Pesanan Uji PU-2603-00001 (sisa 10).',
    data: { fields: { 'lines.0.jumlah': 'Melebihi sisa 10' } },
  });
  expect(await act('terimauji_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'B', jumlah: '1', idsumber: a.id }] })).toMatchObject({
    num: 15,
    data: { fields: { 'lines.0.kodebarang': 'Baris 1: Barang harus sama dengan Pesanan Uji PU-2603-00001 (A).' } },
  });
  expect(await act('terimauji_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '1', idsumber: 999999 }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.idsumber': expect.any(String) } } });

  // A partial receipt: the order is partly received.
  const t1 = await act('terimauji_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '4', idsumber: a.id }] });
  expect(t1.num).toBe(0);
  let s = await status();
  expect(s.tbl_pesanuji[0].status).toBe('1');
  expect(s.tbl_pesanuji_detail.map((l) => l.sisa)).toEqual(['6.0000', '5.0000']);

  // The order is in use: it cannot be changed or deleted.
  expect(await openThenSave(act, 'pesanuji_save', { id: (order.data as { id: number }).id, tanggal: '2026-03-01', lines: [{ kodebarang: 'A', jumlah: '20' }] })).toMatchObject({
    num: 42,
    msg: 'Pesanan Uji PU-2603-00001 sudah dipakai di Terima Uji TU-2603-00001 sehingga tidak dapat diubah.',
  });
  expect(await act('pesanuji_del', { notransaksi: 'PU-2603-00001' })).toMatchObject({ num: 42, msg: 'Pesanan Uji PU-2603-00001 sudah dipakai di Terima Uji TU-2603-00001 sehingga tidak dapat dihapus.' });

  // Editing the receipt counts its old quantity back; it may take what remains plus what it had.
  const t1id = (t1.data as { id: number }).id;
  const t1line = (t1.data as { tbl_terimauji_detail: Lines }).tbl_terimauji_detail[0];
  expect(await openThenSave(act, 'terimauji_save', { id: t1id, tanggal: '2026-03-02', lines: [{ id: t1line.id, kodebarang: 'A', jumlah: '10', idsumber: a.id }, { kodebarang: 'B', jumlah: '5', idsumber: b.id }] })).toMatchObject({ num: 0 });
  s = await status();
  expect(s.tbl_pesanuji[0].status).toBe('2');
  expect(s.tbl_pesanuji_detail.map((l) => l.sisa)).toEqual(['0.0000', '0.0000']);
  expect(await act('terimauji_save', { tanggal: '2026-03-03', lines: [{ kodebarang: 'A', jumlah: '1', idsumber: a.id }] })).toMatchObject({ num: 15, msg: expect.stringContaining('(sisa 0)') });

  // Deleting the receipt gives everything back; the order is open again and may be deleted.
  expect((await act('terimauji_del', { id: t1id })).num).toBe(0);
  s = await status();
  expect(s.tbl_pesanuji[0].status).toBe('0');
  expect(s.tbl_pesanuji_detail.map((l) => l.sisa)).toEqual(['10.0000', '5.0000']);
  expect(await act('pesanuji_list', { filter: { status: '0' } })).toMatchObject({ data: { tbl_pesanuji: [{ notransaksi: 'PU-2603-00001' }] } });
  expect((await act('pesanuji_del', { notransaksi: 'PU-2603-00001' })).num).toBe(0);
});

test('concurrent receipts of one order line never take more than it holds', async () => {
  const co = await freshCompany();
  const act = await withDoctypes(co, [{ meta: pesanuji }, { meta: terimauji }]);
  const order = await act('pesanuji_save', { tanggal: '2026-03-01', lines: [{ kodebarang: 'A', jumlah: '10' }] });
  const line = (order.data as { tbl_pesanuji_detail: Lines }).tbl_pesanuji_detail[0];
  const replies = await Promise.all(Array.from({ length: 5 }, () => act('terimauji_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '3', idsumber: line.id }] })));
  expect(replies.filter((r) => r.num === 0)).toHaveLength(3);
  expect(replies.filter((r) => r.num !== 0).every((r) => r.num === 15)).toBe(true);
  const got = (await act('pesanuji_get', { id: (order.data as { id: number }).id })).data as { tbl_pesanuji: { status: string }[]; tbl_pesanuji_detail: Lines };
  expect(got.tbl_pesanuji_detail[0].sisa).toBe('1.0000');
  expect(got.tbl_pesanuji[0].status).toBe('1');
  expect(await co.sql('select coalesce(sum(jumlah), 0)::numeric(20,4) as n from terimauji_detail')).toEqual([{ n: '9.0000' }]);
});

// A table taking from two source tables (as a sales return takes from back-office or till sales):
// each taken row names its source's doctype (`jenissumber`), since row ids of the two tables overlap.
const pesanuji2 = document({
  name: 'pesanujidua',
  code: 'PD',
  title: 'Pesanan Uji Dua',
  access: 'mUji',
  routes: { list: '/pesanujidualist' },
  fields: { keterangan: text('Keterangan', 100).optional() },
  tables: {
    lines: child({ kodebarang: code('Barang', 10).upper(), jumlah: qty('Jumlah') }, { title: 'Detail Pesanan Uji Dua', min: 1, remaining: { qty: 'jumlah' } }),
  },
  posts: false,
  list: { columns: ['notransaksi', 'tanggal'], search: ['notransaksi'] },
});

const terimadua = document({
  name: 'terimadua',
  code: 'TD',
  title: 'Terima Dua Sumber',
  access: 'mUji',
  routes: { list: '/terimadualist' },
  fields: { keterangan: text('Keterangan', 100).optional() },
  tables: {
    lines: child(
      { kodebarang: code('Barang', 10).upper(), jumlah: qty('Jumlah') },
      { title: 'Detail Terima Dua', min: 1, linksTo: { source: ['pesanuji.lines', 'pesanujidua.lines'], match: ['kodebarang'] } },
    ),
  },
  posts: false,
  list: { columns: ['notransaksi', 'tanggal'], search: ['notransaksi'] },
});

test('rows taken from two source tables: each names its source; remaining, refusals and the source in use per source', async () => {
  const co = await freshCompany();
  // terimauji too: the registry (shared by the file's tests) knows it takes from pesanuji.
  const act = await withDoctypes(co, [{ meta: pesanuji }, { meta: terimauji }, { meta: pesanuji2 }, { meta: terimadua }]);
  const one = await act('pesanuji_save', { tanggal: '2026-03-01', lines: [{ kodebarang: 'A', jumlah: '10' }] });
  const two = await act('pesanujidua_save', { tanggal: '2026-03-01', lines: [{ kodebarang: 'A', jumlah: '4' }] });
  const a1 = (one.data as { tbl_pesanuji_detail: Lines }).tbl_pesanuji_detail[0];
  const a2 = (two.data as { tbl_pesanujidua_detail: Lines }).tbl_pesanujidua_detail[0];
  // The two source rows have the same id: only `jenissumber` tells them apart.
  expect(a1.id).toBe(a2.id);
  const sisa = async () => [
    ((await act('pesanuji_get', { notransaksi: 'PU-2603-00001' })).data as { tbl_pesanuji_detail: Lines }).tbl_pesanuji_detail[0].sisa,
    ((await act('pesanujidua_get', { notransaksi: 'PD-2603-00001' })).data as { tbl_pesanujidua_detail: Lines }).tbl_pesanujidua_detail[0].sisa,
  ];

  // A taken row that names no source, or one that is not among them, is refused on its cell.
  expect(await act('terimadua_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '1', idsumber: a2.id }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: sebutkan sumber baris yang diambil (jenissumber: pesanuji atau pesanujidua).',
    data: { fields: { 'lines.0.jenissumber': expect.any(String) } },
  });
  expect(await act('terimadua_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '1', idsumber: a2.id, jenissumber: 'lain' }] })).toMatchObject({ num: 15 });
  // More than the second source's row holds (4), though the first's (10) would take it.
  expect(await act('terimadua_save', { tanggal: '2026-03-02', lines: [{ kodebarang: 'A', jumlah: '5', idsumber: a2.id, jenissumber: 'pesanujidua' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah A melebihi sisa Pesanan Uji Dua PD-2603-00001 (sisa 4).',
  });
  // One receipt takes from both: each source keeps its own remaining.
  const t = await act('terimadua_save', {
    tanggal: '2026-03-02',
    lines: [
      { kodebarang: 'A', jumlah: '3', idsumber: a2.id, jenissumber: 'pesanujidua' },
      { kodebarang: 'A', jumlah: '2', idsumber: a1.id, jenissumber: 'pesanuji' },
    ],
  });
  expect(t).toMatchObject({ num: 0, data: { tbl_terimadua_detail: [{ jenissumber: 'pesanujidua' }, { jenissumber: 'pesanuji' }] } });
  expect(await sisa()).toEqual(['8.0000', '1.0000']);
  expect(await act('pesanujidua_del', { notransaksi: 'PD-2603-00001' })).toMatchObject({ num: 42, msg: 'Pesanan Uji Dua PD-2603-00001 sudah dipakai di Terima Dua Sumber TD-2603-00001 sehingga tidak dapat dihapus.' });
  // Edited to take from the second source only: the first is free again (not held by a row of the same id from the other).
  const tid = (t.data as { id: number }).id;
  const [l2] = (t.data as { tbl_terimadua_detail: Lines }).tbl_terimadua_detail;
  expect(await openThenSave(act, 'terimadua_save', { id: tid, tanggal: '2026-03-02', lines: [{ id: l2.id, kodebarang: 'A', jumlah: '4', idsumber: a2.id, jenissumber: 'pesanujidua' }] })).toMatchObject({ num: 0 });
  expect(await sisa()).toEqual(['10.0000', '0.0000']);
  expect((await act('pesanuji_del', { notransaksi: 'PU-2603-00001' })).num).toBe(0);
  expect(await act('pesanujidua_del', { notransaksi: 'PD-2603-00001' })).toMatchObject({ num: 42 });
  // Deleting the receipt gives the second source its rows back.
  expect((await act('terimadua_del', { id: tid })).num).toBe(0);
  expect((await act('pesanujidua_get', { notransaksi: 'PD-2603-00001' })).data).toMatchObject({ tbl_pesanujidua_detail: [{ sisa: '4.0000' }] });
  expect((await act('pesanujidua_del', { notransaksi: 'PD-2603-00001' })).num).toBe(0);
});
