import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { saleUnitFigures } from '@niaga/system/server';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { cell, expectFilesMatch, runReport, type Ran } from '../../accounting/test/report-files';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

const details = (r: Ran) => r.rows.filter((x) => x._k === 'd');
const totals = (r: Ran) => r.rows.filter((x) => x._k === 't');
const nov = { periode: { dari: '2026-11-01', sampai: '2026-11-30' } };

test('sales reports (mLapJL…), gross profit (mLapLabaJual = sales − cost of goods sold in the ledger) and detail profit (mLapLabaDetail) from known sales', async () => {
  const co = await companyWithBooks();
  const ok = async (act: string, p: Record<string, unknown>) => {
    // An edit (with an id) is opened first for its version, as a client does.
    const r = (p.id ? await co.edit(act, p) : await co.act(act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) await ok('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await ok('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', kodesupel: 'SUP01', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }, { satuan: 'BOX', konversi: '12', hargajual1: '170000' }] });
  await ok('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '18000' }] });
  await ok('wilayah_save', { kodewilayah: 'JTM', namawilayah: 'Jawa Timur' });
  await ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
  await ok('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', kodewilayah: 'JTM', jatuhtempo: 14 });
  await ok('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' });
  await ok('emoney_save', { kodeemoney: 'OVO', namaemoney: 'OVO' });
  await ok('pointpel_save', { kodepoint: 'P1', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' });
  // 48 pieces of coffee at 12,000, 10 kg of sugar at 15,000.
  await ok('itemmasuk_save', { tanggal: '2026-11-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '144000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' }] });

  // A till sale: 4 coffees and 1 kg sugar, 78,000, cash and card; cost 63,000.
  const ksr = await ok('kasir_save', {
    tanggal: '2026-11-20',
    kodegudang: 'UTM',
    kodesupel: 'UMUM',
    lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '4', harga: '15000', jenispajak: '1112' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '18000', jenispajak: '1112' }],
    tunai: '60000',
    bayarkartu: '20000',
    kodebank: 'BCA',
    nokartu: '4111',
  });
  const KSR = ksr.data.notransaksi as string;
  expect(ksr.data.tbl_kasir).toMatchObject([{ subtotal: '78000.00', dpp: '78000.00', total: '78000.00', kembali: '2000.00', pointdapat: '7.00' }]);
  // A back-office sale: a box at 10% off, 153,000, e-money and credit; cost 144,000.
  const jl = await ok('jual_save', {
    tanggal: '2026-11-21',
    kodegudang: 'UTM',
    kodesupel: 'TOKO01',
    diskon: '10',
    lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' }],
    bayaremoney: '53000',
    kodeemoney: 'OVO',
  });
  const JL = jl.data.notransaksi as string;
  expect(jl.data.tbl_jual).toMatchObject([{ subtotal: '170000.00', potongan: '17000.00', dpp: '153000.00', total: '153000.00', kredit: '100000.00', pointdapat: '15.00' }]);
  // December: 2 kg of sugar at the till, 36,000.
  await ok('kasir_save', { tanggal: '2026-12-05', kodegudang: 'UTM', kodesupel: 'UMUM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '18000', jenispajak: '1112' }], tunai: '36000' });

  const jual = await runReport(co, 'mLapJL002', nov);
  expect(details(jual)).toEqual([
    expect.objectContaining({ notransaksi: KSR, kodesupel: 'UMUM', subtotal: '78000.00', dpp: '78000.00', total: '78000.00', tunai: '58000.00', nontunai: '20000.00', kredit: '0.00' }),
    expect.objectContaining({ notransaksi: JL, kodesupel: 'TOKO01', subtotal: '170000.00', potongan: '17000.00', dpp: '153000.00', total: '153000.00', tunai: '0.00', nontunai: '53000.00', kredit: '100000.00' }),
  ]);
  expect(totals(jual)).toEqual([expect.objectContaining({ dpp: '231000.00', total: '231000.00', tunai: '58000.00', nontunai: '73000.00', kredit: '100000.00' })]);
  expect(details(await runReport(co, 'mLapJL002', { ...nov, sumber: 'JL' })).map((r) => r.notransaksi)).toEqual([JL]);
  await expectFilesMatch(co, 'mLapJL002', nov, jual);

  const item = await runReport(co, 'mLapJL004', nov);
  expect(details(item)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '1.0000', nilai: '18000.00', persen: '7.79' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '16.0000', nilai: '213000.00', persen: '92.21' }),
  ]);
  expect(totals(item)[0].nilai).toBe('231000.00');
  await expectFilesMatch(co, 'mLapJL004', nov, item);

  const sup = await runReport(co, 'mLapJL005', nov);
  expect(details(sup)).toEqual([
    expect.objectContaining({ kodesupel: '-', namasupel: 'Tanpa supplier', item: '1', nilai: '18000.00' }),
    expect.objectContaining({ kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', item: '1', nilai: '213000.00' }),
  ]);
  await expectFilesMatch(co, 'mLapJL005', nov, sup);

  const wil = await runReport(co, 'mLapJL006', nov);
  expect(details(wil)).toEqual([
    expect.objectContaining({ kodewilayah: '-', transaksi: '1', dpp: '78000.00' }),
    expect.objectContaining({ kodewilayah: 'JTM', namawilayah: 'Jawa Timur', transaksi: '1', dpp: '153000.00', total: '153000.00' }),
  ]);
  await expectFilesMatch(co, 'mLapJL006', nov, wil);

  const kartu = await runReport(co, 'mLapJL009', nov);
  expect(kartu.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.bayar ?? ''])).toEqual([
    ['h', 'BCA', ''],
    ['d', KSR, '20000.00'],
    ['s', 'Subtotal BCA', '20000.00'],
    ['t', 'Total', '20000.00'],
  ]);
  expect(details(kartu)[0]).toMatchObject({ kodebank: 'BCA', nokartu: '4111', total: '78000.00' });
  await expectFilesMatch(co, 'mLapJL009', nov, kartu);

  const emoney = await runReport(co, 'mLapJL010', nov);
  expect(details(emoney)).toEqual([expect.objectContaining({ notransaksi: JL, kodeemoney: 'OVO', total: '153000.00', bayar: '53000.00' })]);
  await expectFilesMatch(co, 'mLapJL010', nov, emoney);

  const best = await runReport(co, 'mLapJL011', { ...nov, urut: 'jumlah', top: '10' });
  expect(details(best).map((r) => [r.peringkat, r.kodeitem, r.jumlah])).toEqual([['1', 'KOPI01', '16.0000'], ['2', 'GULA01', '1.0000']]);
  expect(best.grafik).toMatchObject({ type: 'bar', x: 'namaitem', series: [{ key: 'nilai' }] });
  await expectFilesMatch(co, 'mLapJL011', { ...nov, urut: 'jumlah', top: '10' }, best);

  const daily = await runReport(co, 'mLapJL012', nov);
  expect(details(daily).map((r) => [r.tanggal, r.transaksi, r.dpp])).toEqual([['2026-11-20', '1', '78000.00'], ['2026-11-21', '1', '153000.00']]);
  expect(daily.grafik).toMatchObject({ x: 'tanggal', rows: [{ tanggal: '2026-11-20' }, { tanggal: '2026-11-21' }] });
  await expectFilesMatch(co, 'mLapJL012', nov, daily);

  const monthly = await runReport(co, 'mLapJL013', { tahun: 2026 });
  expect(details(monthly)).toHaveLength(12);
  expect(cell(monthly, 'November', 'dpp')).toBe('231000.00');
  expect(cell(monthly, 'Desember', 'dpp')).toBe('36000.00');
  expect(cell(monthly, 'Januari', 'transaksi')).toBe('0');
  expect(totals(monthly)[0]).toMatchObject({ transaksi: '3', dpp: '267000.00' });
  await expectFilesMatch(co, 'mLapJL013', { tahun: 2026 }, monthly);

  const cust = await runReport(co, 'mLapJL014', { ...nov, top: '10' });
  expect(details(cust).map((r) => [r.peringkat, r.kodesupel, r.dpp])).toEqual([['1', 'TOKO01', '153000.00'], ['2', 'UMUM', '78000.00']]);
  await expectFilesMatch(co, 'mLapJL014', { ...nov, top: '10' }, cust);

  const points = await runReport(co, 'mLapJL015', nov);
  expect(details(points)).toEqual([
    expect.objectContaining({ kodesupel: 'TOKO01', transaksi: '1', dapat: '15.00', pakai: '0.00', saldo: '15.00' }),
    expect.objectContaining({ kodesupel: 'UMUM', transaksi: '1', dapat: '7.00', pakai: '0.00', saldo: '10.00' }),
  ]);
  await expectFilesMatch(co, 'mLapJL015', nov, points);

  // Gross profit: sales 231,000 − cost 207,000 (63,000 + 144,000) = 24,000; the same figures as the ledger's November.
  const laba = await runReport(co, 'mLapLabaJual', nov);
  expect(details(laba)).toEqual([
    expect.objectContaining({ notransaksi: KSR, penjualan: '78000.00', hpp: '63000.00', laba: '15000.00', margin: '19.23' }),
    expect.objectContaining({ notransaksi: JL, penjualan: '153000.00', hpp: '144000.00', laba: '9000.00', margin: '5.88' }),
  ]);
  expect(totals(laba)).toEqual([expect.objectContaining({ penjualan: '231000.00', hpp: '207000.00', laba: '24000.00' })]);
  const ns = await runReport(co, 'mLapBB002', nov);
  expect(cell(ns, '4-1000', 'kredit')).toBe(totals(laba)[0].penjualan);
  expect(cell(ns, '5-1000', 'debet')).toBe(totals(laba)[0].hpp);
  await expectFilesMatch(co, 'mLapLabaJual', nov, laba);

  const detail = await runReport(co, 'mLapLabaDetail', nov);
  expect(details(detail)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '1.0000', penjualan: '18000.00', hpp: '15000.00', laba: '3000.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '16.0000', penjualan: '213000.00', hpp: '192000.00', laba: '21000.00' }),
  ]);
  expect(totals(detail)).toEqual([expect.objectContaining({ penjualan: '231000.00', hpp: '207000.00', laba: '24000.00' })]);
  expect(detail.grafik).toMatchObject({ x: 'namaitem' });
  await expectFilesMatch(co, 'mLapLabaDetail', nov, detail);

  // Slow moving at the end of the year: sugar sold on 5 December, coffee last on 21 November.
  const slow = await runReport(co, 'mLapPERS007', { tanggal: '2026-12-31', hari: '30' });
  expect(details(slow)).toEqual([expect.objectContaining({ kodeitem: 'KOPI01', stok: '32.0000', jualterakhir: '2026-11-21', hari: '40' })]);
  expect(await invariants(co)).toEqual([]);

  // Whole months are read from the figures the sales keep (dsb_jual_satuan), days of partial months
  // from the lines: an edited and a deleted sale move the figures, which stay those the documents give.
  const dec = (await ok('kasir_save', { tanggal: '2026-12-09', kodegudang: 'UTM', kodesupel: 'UMUM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3', harga: '15000', diskon1: '7', jenispajak: '1112' }], tunai: '45000' })).data;
  const decId = (dec.tbl_kasir as Array<{ id: number }>)[0].id;
  await ok('kasir_save', { id: decId, tanggal: '2026-12-09', kodegudang: 'UTM', kodesupel: 'UMUM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', diskon1: '3', jenispajak: '1112' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '1.5', harga: '18000', jenispajak: '1112' }], tunai: '200000' });
  const gone = (await ok('kasir_save', { tanggal: '2026-12-10', kodegudang: 'UTM', kodesupel: 'UMUM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '18000', jenispajak: '1112' }], tunai: '18000' })).data;
  await ok('kasir_del', { notransaksi: gone.notransaksi });
  const kept = await co.tx((tx) =>
    rowsOf<{ n: number }>(
      tx,
      sql`with k as (select bulan, sumber, kodeitem, satuan, jumlah, nilai from dsb_jual_satuan where jumlah <> 0 or nilai <> 0), d as (select * from (${saleUnitFigures()}) f)
          select count(*)::int as n from ((select * from k except select * from d) union all (select * from d except select * from k)) x`,
    ),
  );
  expect(kept).toEqual([{ n: 0 }]);
  const fromFigures = await runReport(co, 'mLapJL004', { periode: { dari: '2026-11-01', sampai: '2026-12-31' } });
  const fromLines = await runReport(co, 'mLapJL004', { periode: { dari: '2026-11-02', sampai: '2026-12-30' } });
  const across = await runReport(co, 'mLapJL004', { periode: { dari: '2026-10-15', sampai: '2026-12-31' } });
  expect(details(fromFigures)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '4.5000', nilai: '81000.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '28.0000', nilai: '377900.00' }),
  ]);
  expect(fromLines.rows).toEqual(fromFigures.rows);
  expect(across.rows).toEqual(fromFigures.rows);
  expect(details(await runReport(co, 'mLapJL004', { periode: { dari: '2026-12-01', sampai: '2026-12-31' }, sumber: 'JL' }))).toEqual([]);
  expect(details(await runReport(co, 'mLapJL004', { periode: { dari: '2026-12-01', sampai: '2026-12-31' }, sumber: 'KSR' })).map((r) => [r.kodeitem, r.jumlah, r.nilai])).toEqual([
    ['GULA01', '3.5000', '63000.00'],
    ['KOPI01', '12.0000', '164900.00'],
  ]);
});

test('the profit reports (mLapLabaJual, mLapLabaDetail) count a sales return with the kind of sale it returns: a till sale’s with KSR, a back-office sale’s and a free return with JL', async () => {
  const co = await companyWithBooks();
  const ok = async (act: string, p: Record<string, unknown>) => {
    // An edit (with an id) is opened first for its version, as a client does.
    const r = (p.id ? await co.edit(act, p) : await co.act(act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await ok('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' });
  await ok('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah' });
  await ok('itemmasuk_save', { tanggal: '2026-11-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '12000' }] });
  const kopi = { kodeitem: 'KOPI01', satuan: 'PCS', harga: '15000', jenispajak: '1112' };
  // A till sale of 4 coffees (cost 48,000), a back-office sale of 2 (cost 24,000).
  const ksr = await ok('kasir_save', { tanggal: '2026-11-20', kodegudang: 'UTM', kodesupel: 'UMUM', lines: [{ ...kopi, jumlah: '4' }], tunai: '60000' });
  const KSR = ksr.data.notransaksi as string;
  const JL = (await ok('jual_save', { tanggal: '2026-11-21', kodegudang: 'UTM', kodesupel: 'TOKO01', lines: [{ ...kopi, jumlah: '2' }] })).data.notransaksi as string;
  // One coffee of the till sale comes back (at its cost, 12,000); one more as a free return.
  const idsumber = Number((ksr.data.tbl_kasir_detail as Array<{ id: number }>)[0].id);
  const rjk = (await ok('returjual_save', { tanggal: '2026-11-22', mode: '1', nojual: KSR, kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ ...kopi, idsumber, jenissumber: 'kasir', jumlah: '1' }] })).data;
  expect(rjk).toMatchObject({ tbl_returjual_detail: [{ jenissumber: 'kasir', hpp: '12000.00' }] });
  const RJK = rjk.notransaksi as string;
  const RJB = (await ok('returjual_save', { tanggal: '2026-11-23', mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ ...kopi, jumlah: '1' }] })).data.notransaksi as string;

  const laba = async (sumber: string) => details(await runReport(co, 'mLapLabaJual', { ...nov, sumber })).map((r) => [r.notransaksi, r.penjualan, r.hpp, r.laba]);
  expect(await laba('KSR')).toEqual([
    [KSR, '60000.00', '48000.00', '12000.00'],
    [RJK, '-15000.00', '-12000.00', '-3000.00'],
  ]);
  expect(await laba('JL')).toEqual([
    [JL, '30000.00', '24000.00', '6000.00'],
    [RJB, '-15000.00', '-12000.00', '-3000.00'],
  ]);
  expect((await laba('')).map((r) => r[0])).toEqual([KSR, JL, RJK, RJB]);

  // Per item, over a whole month (the kept figures) and over days (the lines): the same.
  const detail = async (periode: { dari: string; sampai: string }, sumber: string) =>
    details(await runReport(co, 'mLapLabaDetail', { periode, sumber })).map((r) => [r.kodeitem, r.jumlah, r.penjualan, r.hpp, r.laba]);
  for (const periode of [nov.periode, { dari: '2026-11-02', sampai: '2026-11-29' }]) {
    expect(await detail(periode, 'KSR')).toEqual([['KOPI01', '3.0000', '45000.00', '36000.00', '9000.00']]);
    expect(await detail(periode, 'JL')).toEqual([['KOPI01', '1.0000', '15000.00', '12000.00', '3000.00']]);
    expect(await detail(periode, '')).toEqual([['KOPI01', '4.0000', '60000.00', '48000.00', '12000.00']]);
  }
  // The kept figures: the till sale's return under RJK, the free one under RJ; those the documents give.
  const figures = () =>
    co.tx((tx) => rowsOf<{ sumber: string; jumlah: string }>(tx, sql`select sumber, jumlah::text as jumlah from dsb_jual_satuan where jumlah <> 0 order by sumber`));
  expect(await figures()).toEqual([
    { sumber: 'JL', jumlah: '2.0000' },
    { sumber: 'KSR', jumlah: '4.0000' },
    { sumber: 'RJ', jumlah: '1.0000' },
    { sumber: 'RJK', jumlah: '1.0000' },
  ]);
  const fromDocuments = await co.tx((tx) => rowsOf<{ sumber: string; jumlah: string }>(tx, sql`select sumber, jumlah::numeric(20,4)::text as jumlah from (${saleUnitFigures()}) f order by sumber`));
  expect(fromDocuments).toEqual(await figures());
  await ok('returjual_del', { notransaksi: RJK });
  expect((await figures()).map((f) => f.sumber)).toEqual(['JL', 'KSR', 'RJ']);
  expect(await invariants(co)).toEqual([]);
});
