import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { credit, post } from '@niaga/ledger';
import { stockCompany } from './company';
import { invariants } from '../../accounting/test/books';
import { expectFilesMatch, runReport, type Ran } from '../../accounting/test/report-files';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

const details = (r: Ran) => r.rows.filter((x) => x._k === 'd');
const totals = (r: Ran) => r.rows.filter((x) => x._k === 't');
const feb = { periode: { dari: '2026-02-01', sampai: '2026-02-28' } };

test('stock reports (mLapPERS001–009) from known documents; the mutation closes on the stock card', async () => {
  const co = await stockCompany();
  const ok = async (act: string, p: Record<string, unknown>) => {
    const r = (await actOrEdit(co, act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  // January: 24 pieces of coffee at 1,000 and 10 kg of sugar at 15,000.
  await ok('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24', harga: '1000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' }] });
  // February: a box in at 14,400 (average 38,400 / 36), an order of 24 to GD2 of which 12 go, 1 box out of GD2, a sugar opname short 0.5 kg.
  await ok('itemmasuk_save', { tanggal: '2026-02-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '14400' }] });
  const ot = await ok('pesantransfer_save', { tanggal: '2026-02-03', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24' }] });
  const otLine = (ot.data.tbl_pesantransfer_detail as Array<{ id: number }>)[0].id;
  await ok('transferitem_save', { tanggal: '2026-02-04', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', idsumber: otLine }] });
  await ok('itemkeluar_save', { tanggal: '2026-02-06', kodegudang: 'GD2', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1' }] });
  await ok('opname_save', { tanggal: '2026-02-10', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '9.5' }] });

  const masuk = await runReport(co, 'mLapPERS001', feb);
  expect(details(masuk)).toEqual([expect.objectContaining({ notransaksi: 'IM-2602-00001', tanggal: '2026-02-02', kodegudang: 'UTM', kodeitem: 'KOPI01', jumlah: '1.0000', satuan: 'BOX', harga: '14400.00', total: '14400.00' })]);
  expect(totals(masuk)).toEqual([expect.objectContaining({ _l: 'Total', total: '14400.00' })]);
  await expectFilesMatch(co, 'mLapPERS001', feb, masuk);

  const keluar = await runReport(co, 'mLapPERS002', feb);
  // The line's cost: a box of 12 at the average 38,400 / 36.
  expect(details(keluar)).toEqual([expect.objectContaining({ notransaksi: 'IK-2602-00001', kodegudang: 'GD2', kodeitem: 'KOPI01', jumlah: '1.0000', satuan: 'BOX', kodeacc: '6-1100', nilai: '12800.00' })]);
  expect(totals(keluar)).toEqual([expect.objectContaining({ _l: 'Total', nilai: '12800.00' })]);
  expect(details(await runReport(co, 'mLapPERS002', { ...feb, gudang: 'UTM' }))).toEqual([]);
  await expectFilesMatch(co, 'mLapPERS002', feb, keluar);

  const tr = await runReport(co, 'mLapPERS003', feb);
  expect(details(tr)).toEqual([expect.objectContaining({ notransaksi: 'TR-2602-00001', kodegudang: 'UTM', kodegudangtujuan: 'GD2', kodeitem: 'KOPI01', jumlah: '12.0000', satuan: 'PCS' })]);
  await expectFilesMatch(co, 'mLapPERS003', feb, tr);

  const ord = await runReport(co, 'mLapPERS004', { ...feb, terbuka: true });
  expect(details(ord)).toEqual([expect.objectContaining({ notransaksi: 'OT-2602-00001', jumlah: '24.0000', terkirim: '12.0000', sisa: '12.0000' })]);
  await expectFilesMatch(co, 'mLapPERS004', { ...feb, terbuka: true }, ord);

  const op = await runReport(co, 'mLapPERS005', feb);
  expect(details(op)).toEqual([expect.objectContaining({ notransaksi: 'OP-2602-00001', kodeitem: 'GULA01', stok: '10.0000', jumlah: '9.5000', selisih: '-0.5000', nilai: '-7500.00' })]);
  expect(totals(op)).toEqual([expect.objectContaining({ nilai: '-7500.00' })]);
  await expectFilesMatch(co, 'mLapPERS005', feb, op);

  // Mutation company-wide: opening, in and out by quantity and value; transfers count both ways at the same value.
  const mut = await runReport(co, 'mLapPERS006', feb);
  expect(details(mut)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', awal: '10.0000', awaln: '150000.00', masuk: '0.0000', masukn: '0.00', keluar: '0.5000', keluarn: '7500.00', akhir: '9.5000', akhirn: '142500.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', awal: '24.0000', awaln: '24000.00', masuk: '24.0000', masukn: '27200.00', keluar: '24.0000', keluarn: '25600.00', akhir: '24.0000', akhirn: '25600.00' }),
  ]);
  expect(totals(mut)).toEqual([expect.objectContaining({ awaln: '174000.00', masukn: '27200.00', keluarn: '33100.00', akhirn: '168100.00' })]);
  await expectFilesMatch(co, 'mLapPERS006', feb, mut);
  // The mutation reads whole months from the kept monthly figures and the days of partial months
  // from the moves: over a month, part of one, and across months, it equals the stock card,
  // company-wide (quantity and value) and per warehouse (quantity).
  for (const periode of [feb.periode, { dari: '2026-02-03', sampai: '2026-02-09' }, { dari: '2026-01-06', sampai: '2026-02-28' }, { dari: '2026-01-01', sampai: '2026-02-04' }]) {
    const all = await runReport(co, 'mLapPERS006', { periode, semua: true });
    expect(details(all).map((r) => r.kodeitem)).toEqual(['GULA01', 'KOPI01']);
    for (const r of details(all)) {
      const card = (await co.act('kartustok', { kodeitem: r.kodeitem, ...periode })) as Reply;
      const info = (card.data.info as Array<{ awal: { qty: string; nilai: string }; akhir: { qty: string; nilai: string }; masuk: string; keluar: string }>)[0];
      expect([r.awal, r.awaln, r.masuk, r.keluar, r.akhir, r.akhirn], `${r.kodeitem} ${periode.dari}`).toEqual([info.awal.qty, info.awal.nilai, info.masuk, info.keluar, info.akhir.qty, info.akhir.nilai]);
    }
    for (const g of ['UTM', 'GD2']) {
      const m = await runReport(co, 'mLapPERS006', { periode, gudang: g });
      expect(m.kolom.map((c) => c.key)).toEqual(['kodeitem', 'varian', 'namaitem', 'satuan', 'awal', 'masuk', 'keluar', 'akhir']);
      for (const r of details(m)) {
        const card = (await co.act('kartustok', { kodeitem: r.kodeitem, kodegudang: g, ...periode })) as Reply;
        const info = (card.data.info as Array<{ awal: { qty: string }; akhir: { qty: string }; masuk: string; keluar: string }>)[0];
        expect([r.awal, r.masuk, r.keluar, r.akhir], `${r.kodeitem} ${g} ${periode.dari}`).toEqual([info.awal.qty, info.masuk, info.keluar, info.akhir.qty]);
      }
      if (g === 'GD2' && periode === feb.periode) expect(details(m)).toEqual([expect.objectContaining({ kodeitem: 'KOPI01', awal: '0.0000', masuk: '12.0000', keluar: '12.0000', akhir: '0.0000' })]);
    }
  }
  expect(details(await runReport(co, 'mLapPERS006', { periode: { dari: '2026-02-03', sampai: '2026-02-09' } }))).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', awal: '10.0000', awaln: '150000.00', masuk: '0.0000', keluar: '0.0000', keluarn: '0.00', akhir: '10.0000', akhirn: '150000.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', awal: '36.0000', awaln: '38400.00', masuk: '12.0000', masukn: '12800.00', keluar: '24.0000', keluarn: '25600.00', akhir: '24.0000', akhirn: '25600.00' }),
  ]);
  await expectFilesMatch(co, 'mLapPERS006', { ...feb, gudang: 'UTM' }, await runReport(co, 'mLapPERS006', { ...feb, gudang: 'UTM' }));

  // Nothing sold ever: both items with stock are slow moving.
  const slow = await runReport(co, 'mLapPERS007', { tanggal: '2026-02-28', hari: '30' });
  expect(details(slow)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', stok: '9.5000', nilai: '142500.00', jualterakhir: '' }),
    expect.objectContaining({ kodeitem: 'KOPI01', stok: '24.0000', nilai: '25600.00', jualterakhir: '' }),
  ]);
  await expectFilesMatch(co, 'mLapPERS007', { tanggal: '2026-02-28', hari: '30' }, slow);

  const saldo = await runReport(co, 'mLapPERS008', { tanggal: '2026-02-05' });
  expect(details(saldo).map((r) => [r.kodegudang, r.kodeitem, r.stok])).toEqual([
    ['GD2', 'KOPI01', '12.0000'],
    ['UTM', 'GULA01', '10.0000'],
    ['UTM', 'KOPI01', '24.0000'],
  ]);
  expect(details(await runReport(co, 'mLapPERS008', { tanggal: '2026-02-28', gudang: 'UTM' })).map((r) => [r.kodeitem, r.stok])).toEqual([
    ['GULA01', '9.5000'],
    ['KOPI01', '24.0000'],
  ]);
  await expectFilesMatch(co, 'mLapPERS008', { tanggal: '2026-02-05' }, saldo);

  const nilai = await runReport(co, 'mLapPERS009', { tanggal: '2026-02-28' });
  expect(details(nilai)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', stok: '9.5000', hpp: '15000.00', nilai: '142500.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', stok: '24.0000', hpp: '1066.67', nilai: '25600.00' }),
  ]);
  expect(totals(nilai)).toEqual([expect.objectContaining({ nilai: '168100.00' })]);
  await expectFilesMatch(co, 'mLapPERS009', { tanggal: '2026-02-28' }, nilai);

  // A variant item (type 7) has its stock per variant, as the ledger keeps it: one row each.
  for (const [kode, nilai] of [['WARNA', ['MERAH', 'BIRU']]] as const)
    expect((await co.act('varian_save', { kodevarian: kode, namavarian: 'Warna', nilaivarian: nilai.map((n) => ({ nilai: n })) })).num).toBe(0);
  const kaos = await co.act('item_save', {
    kodeitem: 'KAOS01', namaitem: 'Kaos Polos', tipe: '7', satuan: 'PCS',
    detailvarian: [{ iddetailvarian: 'KAOS01-MERAH', varian1: 'WARNA', nilai1: 'MERAH' }, { iddetailvarian: 'KAOS01-BIRU', varian1: 'WARNA', nilai1: 'BIRU' }],
  });
  expect(kaos, kaos.msg).toMatchObject({ num: 0 });
  await co.tx(async (tx) => {
    const ids = await rowsOf<{ id: number; iddetailvarian: string; item_id: number; gudang: number }>(
      tx,
      sql`select v.id, v.iddetailvarian, v.item_id, (select id from gudang where kodegudang = 'UTM') as gudang from detailvarian v order by v.iddetailvarian`,
    );
    const [biru, merah] = ids.map((r) => ({ item: Number(r.item_id), varian: Number(r.id), gudang: Number(r.gudang) }));
    // January: 10 red at 20,000 and 5 blue at 22,000 in; February: 3 red out at their average.
    await post(tx, { sumber: 'TES', notransaksi: 'VAR-1', tanggal: '2026-01-20', lines: [credit('3-1000', '310000')], moves: [{ ...merah, qty: '10', nilai: '200000' }, { ...biru, qty: '5', nilai: '110000' }] });
    await post(tx, { sumber: 'TES', notransaksi: 'VAR-2', tanggal: '2026-02-15', lines: [], moves: [{ ...merah, qty: '-3', lawan: '6-1100' }] });
  });
  const kaosRows = (r: Ran) => details(r).filter((x) => x.kodeitem === 'KAOS01');
  expect(kaosRows(await runReport(co, 'mLapPERS006', feb))).toEqual([
    expect.objectContaining({ varian: 'KAOS01-MERAH', awal: '10.0000', awaln: '200000.00', masuk: '0.0000', keluar: '3.0000', keluarn: '60000.00', akhir: '7.0000', akhirn: '140000.00' }),
    expect.objectContaining({ varian: 'KAOS01-BIRU', awal: '5.0000', awaln: '110000.00', masuk: '0.0000', keluar: '0.0000', akhir: '5.0000', akhirn: '110000.00' }),
  ]);
  expect(kaosRows(await runReport(co, 'mLapPERS006', { ...feb, gudang: 'UTM' })).map((r) => [r.varian, r.awal, r.keluar, r.akhir])).toEqual([
    ['KAOS01-MERAH', '10.0000', '3.0000', '7.0000'],
    ['KAOS01-BIRU', '5.0000', '0.0000', '5.0000'],
  ]);
  expect(kaosRows(await runReport(co, 'mLapPERS008', { tanggal: '2026-02-28' })).map((r) => [r.varian, r.stok])).toEqual([
    ['KAOS01-MERAH', '7.0000'],
    ['KAOS01-BIRU', '5.0000'],
  ]);
  const nilaiVarian = await runReport(co, 'mLapPERS009', { tanggal: '2026-02-28' });
  expect(kaosRows(nilaiVarian).map((r) => [r.varian, r.stok, r.hpp, r.nilai])).toEqual([
    ['KAOS01-MERAH', '7.0000', '20000.00', '140000.00'],
    ['KAOS01-BIRU', '5.0000', '22000.00', '110000.00'],
  ]);
  expect(kaosRows(await runReport(co, 'mLapPERS007', { tanggal: '2026-02-28', hari: '30' })).map((r) => [r.varian, r.stok])).toEqual([
    ['KAOS01-MERAH', '7.0000'],
    ['KAOS01-BIRU', '5.0000'],
  ]);
  await expectFilesMatch(co, 'mLapPERS009', { tanggal: '2026-02-28' }, nilaiVarian);
  expect(await invariants(co)).toEqual([]);

  // An unknown warehouse is refused with a message.
  expect(await co.act('laporan_run', { lap: 'mLapPERS006', param: { ...feb, gudang: 'XXX' } })).toMatchObject({ num: 15, msg: "Gudang 'XXX' tidak ditemukan." });
});
