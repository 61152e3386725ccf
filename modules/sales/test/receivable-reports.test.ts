import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { cell, expectFilesMatch, runReport, type Ran } from '../../accounting/test/report-files';
import { depositPelSaldo, piutang } from '../receivables';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const details = (r: Ran) => r.rows.filter((x) => x._k === 'd');
const totals = (r: Ran) => r.rows.filter((x) => x._k === 't');
const feb = { periode: { dari: '2026-02-01', sampai: '2026-02-28' } };
const cents = (xs: string[]) => {
  const c = xs.reduce((a, x) => a + BigInt(x.replace('.', '')), 0n);
  return `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
};

test('receivables (mLapPT001–007), sales orders, returns, commissions (mLapJL001, 003, 007, 008), customer deposits (mLapDepoPel) from known documents; ageing = piutang(); gross profit with a return = the ledger', async () => {
  const co = await companyWithBooks();
  const ok = async (act: string, p: Row) => {
    const r = (await actOrEdit(co, act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  const rows = (r: Reply, t: string) => r.data[t] as Row[];
  for (const [kode, nama] of [['PCS', 'Pieces'], ['KG', 'Kilogram']]) await ok('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await ok('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '20000' }] });
  await ok('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '5' });
  await ok('sales_save', { kodesales: 'S02', namasales: 'Sari', komisijual: '0' });
  await ok('wilayah_save', { kodewilayah: 'JTM', namawilayah: 'Jawa Timur' });
  await ok('wilayah_save', { kodewilayah: 'JBR', namawilayah: 'Jawa Barat' });
  await ok('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', kodewilayah: 'JTM', jatuhtempo: 14 });
  await ok('pelanggan_save', { kodesupel: 'TOKO02', namasupel: 'Toko Jaya', kodewilayah: 'JBR', kodesales: 'S02', jatuhtempo: 30 });
  // 100 coffees at 10,000 and 50 kg of sugar at 15,000.
  await ok('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '100', harga: '10000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '50', harga: '15000' }] });

  const SAP = (await ok('saldoawalpiutang_save', { tanggal: '2026-01-02', kodesupel: 'TOKO02', nofaktur: 'F-0991', jumlah: '300000', jatuhtempo: '2026-01-31' })).data.notransaksi as string;
  await ok('depositpel_save', { tanggal: '2026-01-15', kodesupel: 'TOKO01', kodeacckas: '1-1100', jumlah: '80000' });
  const oj = await ok('pesanjual_save', { tanggal: '2026-02-02', kodesupel: 'TOKO01', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '15000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '5', harga: '20000' }] });
  const OJ = oj.data.notransaksi as string;
  const [ojKopi] = rows(oj, 'tbl_pesanjual_detail').map((l) => Number(l.id));
  // JL1: 6 coffees of the order on credit by S01 (90,000, cost 60,000, commission 4,500), due 19 Feb.
  const jl1 = await ok('jual_save', { tanggal: '2026-02-05', kodesupel: 'TOKO01', kodegudang: 'UTM', kodesales: 'S01', lines: [{ idsumber: ojKopi, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '6', harga: '15000' }] });
  const JL1 = jl1.data.notransaksi as string;
  expect(rows(jl1, 'tbl_jual')).toMatchObject([{ dpp: '90000.00', kredit: '90000.00', jatuhtempo: '2026-02-19', komisi: '4500.00' }]);
  // JL2: 4 kg of sugar, 20,000 cash, 60,000 on credit (cost 60,000), due 12 March; the sale names no salesperson.
  const jl2 = await ok('jual_save', { tanggal: '2026-02-10', kodesupel: 'TOKO02', kodegudang: 'UTM', tunai: '20000', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '4', harga: '20000' }] });
  const JL2 = jl2.data.notransaksi as string;
  expect(rows(jl2, 'tbl_jual')).toMatchObject([{ dpp: '80000.00', kredit: '60000.00', jatuhtempo: '2026-03-12' }]);
  // A return of one coffee against JL1 that reduces its receivable (15,000; 10,000 back into stock).
  const jl1Kopi = Number(rows(jl1, 'tbl_jual_detail')[0].id);
  const RJ = (await ok('returjual_save', { tanggal: '2026-02-12', mode: '1', nojual: JL1, kodesupel: 'TOKO01', kodegudang: 'UTM', potongpiutang: true, lines: [{ idsumber: jl1Kopi, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '15000' }] })).data.notransaksi as string;
  // JL3: 2 coffees paid from the deposit (30,000, cost 20,000, commission 1,500).
  const JL3 = (await ok('jual_save', { tanggal: '2026-02-15', kodesupel: 'TOKO01', kodegudang: 'UTM', kodesales: 'S01', deposit: '30000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '2', harga: '15000' }] })).data.notransaksi as string;
  const BP1 = (await ok('bayarpiutang_save', { tanggal: '2026-02-20', kodesupel: 'TOKO01', kodeacckas: '1-1100', lines: [{ noinvoice: JL1, bayar: '50000', potongan: '5000' }] })).data.notransaksi as string;
  const BP2 = (await ok('bayarpiutang_save', { tanggal: '2026-02-25', kodesupel: 'TOKO02', kodeacckas: '1-1100', lines: [{ noinvoice: SAP, bayar: '100000' }] })).data.notransaksi as string;
  const BKS = (await ok('bayarkomisi_save', { tanggal: '2026-02-26', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: JL1, bayar: '2000' }] })).data.notransaksi as string;

  // mLapPT001: outstanding at the end of February: JL1 90,000 − 15,000 − 55,000; SAP 300,000 − 100,000.
  const out = await runReport(co, 'mLapPT001', { tanggal: '2026-02-28' });
  expect(out.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.jumlah ?? '', r.sisa ?? ''])).toEqual([
    ['h', 'TOKO01 · Toko Berkah', '', ''],
    ['d', JL1, '90000.00', '20000.00'],
    ['s', 'Subtotal TOKO01', '90000.00', '20000.00'],
    ['h', 'TOKO02 · Toko Jaya', '', ''],
    ['d', SAP, '300000.00', '200000.00'],
    ['d', JL2, '60000.00', '60000.00'],
    ['s', 'Subtotal TOKO02', '360000.00', '260000.00'],
    ['t', 'Total', '450000.00', '280000.00'],
  ]);
  expect(details(out)[0]).toMatchObject({ jatuhtempo: '2026-02-19', umur: '23' });
  expect(out.kolom.map((k) => k.label)).toContain('Sisa Piutang');
  await expectFilesMatch(co, 'mLapPT001', { tanggal: '2026-02-28' }, out);
  expect(details(await runReport(co, 'mLapPT001', { tanggal: '2026-02-28', pelanggan: 'TOKO02' })).map((r) => r.notransaksi)).toEqual([SAP, JL2]);

  // mLapPT002: ageing at two dates; each customer's total = the sum of piutang()'s remaining.
  for (const [tanggal, want] of [
    ['2026-02-28', { TOKO01: { b30: '20000.00', sisa: '20000.00' }, TOKO02: { b0: '60000.00', b30: '200000.00', sisa: '260000.00' } }],
    ['2026-05-15', { TOKO01: { b90: '20000.00', sisa: '20000.00' }, TOKO02: { b90: '60000.00', b91: '200000.00', sisa: '260000.00' } }],
  ] as const) {
    const age = await runReport(co, 'mLapPT002', { tanggal });
    expect(details(age).map((r) => r.kode)).toEqual(['TOKO01', 'TOKO02']);
    for (const r of details(age)) {
      const w = want[r.kode as 'TOKO01' | 'TOKO02'] as Record<string, string>;
      for (const b of ['b0', 'b30', 'b60', 'b90', 'b91', 'sisa']) expect(r[b], `${tanggal} ${String(r.kode)} ${b}`).toBe(w[b] ?? '0.00');
      const docs = await co.tx((tx) => piutang(tx, { kodesupel: String(r.kode), sampai: tanggal }));
      expect(r.sisa, `${tanggal} ${String(r.kode)} = piutang()`).toBe(cents(docs.map((d) => d.sisa)));
    }
    const all = await co.tx((tx) => piutang(tx, { sampai: tanggal }));
    expect(totals(age)[0].sisa).toBe(cents(all.map((d) => d.sisa)));
    expect(totals(age)[0].sisa).toBe('280000.00');
    await expectFilesMatch(co, 'mLapPT002', { tanggal }, age);
  }
  // The control account agrees: Piutang Usaha (1-1300) at the end of February.
  const ns = await runReport(co, 'mLapBB002', feb);
  expect(cell(ns, '1-1300', 'akhir_d')).toBe('280000.00');

  // mLapPT003: the subsidiary ledger, receivables growing on the debit side.
  const kartu = await runReport(co, 'mLapPT003', feb);
  expect(kartu.rows.map((r) => [r._l ?? r.notransaksi, r.noinvoice ?? '', r.debet ?? '', r.kredit ?? '', r.saldo ?? ''])).toEqual([
    ['TOKO01 · Toko Berkah', '', '', '', ''],
    ['Saldo Awal', '', '', '', '0.00'],
    [JL1, JL1, '90000.00', '', '90000.00'],
    [RJ, JL1, '', '15000.00', '75000.00'],
    [BP1, JL1, '', '55000.00', '20000.00'],
    ['Saldo Akhir', '', '90000.00', '70000.00', '20000.00'],
    ['TOKO02 · Toko Jaya', '', '', '', ''],
    ['Saldo Awal', '', '', '', '300000.00'],
    [JL2, JL2, '60000.00', '', '360000.00'],
    [BP2, SAP, '', '100000.00', '260000.00'],
    ['Saldo Akhir', '', '60000.00', '100000.00', '260000.00'],
  ]);
  expect(kartu.kolom.find((k) => k.key === 'debet')?.label).toBe('Debet (Bertambah)');
  expect(kartu.info.catatan).toEqual([]);
  await expectFilesMatch(co, 'mLapPT003', feb, kartu);

  const mut = await runReport(co, 'mLapPT004', feb);
  expect(details(mut)).toEqual([
    expect.objectContaining({ kodesupel: 'TOKO01', namasupel: 'Toko Berkah', awal: '0.00', tambah: '90000.00', bayar: '55000.00', retur: '15000.00', akhir: '20000.00' }),
    expect.objectContaining({ kodesupel: 'TOKO02', namasupel: 'Toko Jaya', awal: '300000.00', tambah: '60000.00', bayar: '100000.00', retur: '0.00', akhir: '260000.00' }),
  ]);
  expect(totals(mut)).toEqual([expect.objectContaining({ awal: '300000.00', tambah: '150000.00', bayar: '155000.00', retur: '15000.00', akhir: '280000.00' })]);
  await expectFilesMatch(co, 'mLapPT004', feb, mut);

  // mLapPT005: February's invoices (JL3 was paid from the deposit: no receivable).
  const trx = await runReport(co, 'mLapPT005', feb);
  expect(details(trx)).toEqual([
    expect.objectContaining({ notransaksi: JL1, kodesupel: 'TOKO01', jumlah: '90000.00', bayar: '55000.00', retur: '15000.00', sisa: '20000.00' }),
    expect.objectContaining({ notransaksi: JL2, kodesupel: 'TOKO02', jumlah: '60000.00', bayar: '0.00', retur: '0.00', sisa: '60000.00' }),
  ]);
  expect(totals(trx)).toEqual([expect.objectContaining({ jumlah: '150000.00', bayar: '55000.00', retur: '15000.00', sisa: '80000.00' })]);
  await expectFilesMatch(co, 'mLapPT005', feb, trx);

  const bayar = await runReport(co, 'mLapPT006', feb);
  expect(details(bayar)).toEqual([
    expect.objectContaining({ notransaksi: BP1, tanggal: '2026-02-20', kodesupel: 'TOKO01', kodeacckas: '1-1100', noinvoice: JL1, bayar: '50000.00', potongan: '5000.00', jumlah: '55000.00' }),
    expect.objectContaining({ notransaksi: BP2, tanggal: '2026-02-25', kodesupel: 'TOKO02', kodeacckas: '1-1100', noinvoice: SAP, bayar: '100000.00', potongan: '0.00', jumlah: '100000.00' }),
  ]);
  expect(totals(bayar)).toEqual([expect.objectContaining({ bayar: '150000.00', potongan: '5000.00', jumlah: '155000.00' })]);
  await expectFilesMatch(co, 'mLapPT006', feb, bayar);

  // mLapPT007: per salesperson (the sale's, else the customer's: JL2 and the opening go to S02) and per region.
  const perSales = await runReport(co, 'mLapPT007', { tanggal: '2026-02-28', per: 'sales' });
  expect(details(perSales)).toEqual([
    expect.objectContaining({ kode: 'S01', nama: 'Budi', faktur: '1', b0: '0.00', b30: '20000.00', sisa: '20000.00' }),
    expect.objectContaining({ kode: 'S02', nama: 'Sari', faktur: '2', b0: '60000.00', b30: '200000.00', sisa: '260000.00' }),
  ]);
  expect(totals(perSales)).toEqual([expect.objectContaining({ faktur: '3', b0: '60000.00', b30: '220000.00', sisa: '280000.00' })]);
  await expectFilesMatch(co, 'mLapPT007', { tanggal: '2026-02-28', per: 'sales' }, perSales);
  const perWil = await runReport(co, 'mLapPT007', { tanggal: '2026-02-28', per: 'wilayah' });
  expect(details(perWil)).toEqual([
    expect.objectContaining({ kode: 'JBR', nama: 'Jawa Barat', faktur: '2', sisa: '260000.00' }),
    expect.objectContaining({ kode: 'JTM', nama: 'Jawa Timur', faktur: '1', sisa: '20000.00' }),
  ]);
  expect(perWil.kolom[0].label).toBe('Wilayah');
  await expectFilesMatch(co, 'mLapPT007', { tanggal: '2026-02-28', per: 'wilayah' }, perWil);

  // mLapJL001: the order with what is still open (6 of 10 coffees sold).
  const ord = await runReport(co, 'mLapJL001', feb);
  expect(details(ord)).toEqual([
    expect.objectContaining({ notransaksi: OJ, kodesupel: 'TOKO01', kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', jumlah: '10.0000', terjual: '6.0000', sisa: '4.0000', harga: '15000.00', nilaisisa: '60000.00' }),
    expect.objectContaining({ notransaksi: OJ, kodeitem: 'GULA01', jumlah: '5.0000', terjual: '0.0000', sisa: '5.0000', nilaisisa: '100000.00' }),
  ]);
  expect(totals(ord)[0].nilaisisa).toBe('160000.00');
  await expectFilesMatch(co, 'mLapJL001', feb, ord);

  // mLapJL003: the return.
  const ret = await runReport(co, 'mLapJL003', feb);
  expect(details(ret)).toEqual([expect.objectContaining({ notransaksi: RJ, kodesupel: 'TOKO01', nojual: JL1, kodeitem: 'KOPI01', jumlah: '1.0000', satuan: 'PCS', harga: '15000.00', total: '15000.00', potong: 'Ya' })]);
  expect(totals(ret).map((r) => [r._l, r.total])).toEqual([['Total', '15000.00'], ['Nilai Retur (DPP)', '15000.00'], ['PPN', '0.00'], ['Total Retur', '15000.00']]);
  await expectFilesMatch(co, 'mLapJL003', feb, ret);

  // mLapJL007: S01's commissions: JL1 4,500 less the return's share (4,500 × 15,000 ÷ 90,000) less 2,000 paid; JL3 1,500.
  const kom = await runReport(co, 'mLapJL007', { ...feb, sales: 'S01' });
  expect(kom.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.komisi ?? '', r.retur ?? '', r.dibayar ?? '', r.sisa ?? ''])).toEqual([
    ['h', 'S01 · Budi', '', '', '', ''],
    ['d', JL1, '4500.00', '750.00', '2000.00', '1750.00'],
    ['d', JL3, '1500.00', '0.00', '0.00', '1500.00'],
    ['s', 'Subtotal S01', '6000.00', '750.00', '2000.00', '3250.00'],
    ['t', 'Total', '6000.00', '750.00', '2000.00', '3250.00'],
  ]);
  expect(details(kom)[0]).toMatchObject({ dpp: '90000.00', kodesupel: 'TOKO01' });
  // The same as the commission payment screen shows.
  expect(((await co.act('komisisales', { kodesales: 'S01', sampai: '2026-02-28' })) as Reply).data.sisa).toBe('3250.00');
  await expectFilesMatch(co, 'mLapJL007', { ...feb, sales: 'S01' }, kom);

  const komBayar = await runReport(co, 'mLapJL008', feb);
  expect(komBayar.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.nojual ?? '', r.komisi ?? '', r.bayar ?? ''])).toEqual([
    ['h', 'S01 · Budi', '', '', ''],
    ['d', BKS, JL1, '4500.00', '2000.00'],
    ['s', 'Subtotal S01', '', '', '2000.00'],
    ['t', 'Total', '', '', '2000.00'],
  ]);
  expect(details(komBayar)[0]).toMatchObject({ tanggal: '2026-02-26', kodeacckas: '1-1100', tgljual: '2026-02-05' });
  await expectFilesMatch(co, 'mLapJL008', feb, komBayar);

  // mLapDepoPel: 80,000 deposited in January, 30,000 used by JL3.
  const dep = await runReport(co, 'mLapDepoPel', feb);
  expect(dep.rows.map((r) => [r._l ?? r.notransaksi, r.keterangan ?? '', r.masuk ?? '', r.pakai ?? '', r.saldo ?? ''])).toEqual([
    ['TOKO01 · Toko Berkah', '', '', '', ''],
    ['Saldo Awal', '', '', '', '80000.00'],
    [JL3, 'Dipakai di penjualan', '', '30000.00', '50000.00'],
    ['Saldo Akhir', '', '0.00', '30000.00', '50000.00'],
    ['Total', '', '0.00', '30000.00', '50000.00'],
  ]);
  // The balance the sales screens check a deposit against.
  expect(await co.tx((tx) => depositPelSaldo(tx, 'TOKO01'))).toBe('50000.00');
  await expectFilesMatch(co, 'mLapDepoPel', feb, dep);
  // A deposit used the day it was made (its number, DP, sorts after the payment's, BP): the
  // deposit comes first, and the balance never reads below zero.
  await ok('depositpel_save', { tanggal: '2026-02-20', kodesupel: 'TOKO02', kodeacckas: '1-1100', jumlah: '20000' });
  const BP = (await ok('bayarpiutang_save', { tanggal: '2026-02-20', kodesupel: 'TOKO02', kodeacckas: '1-1100', deposit: '20000', lines: [{ noinvoice: SAP, bayar: '20000' }] })).data.notransaksi as string;
  const dep2 = await runReport(co, 'mLapDepoPel', { ...feb, pelanggan: 'TOKO02' });
  expect(dep2.rows.map((r) => [r._l ?? r.notransaksi, r.masuk ?? '', r.pakai ?? '', r.saldo ?? ''])).toEqual([
    ['TOKO02 · Toko Jaya', '', '', ''],
    ['Saldo Awal', '', '', '0.00'],
    [expect.stringMatching(/^DP-/), '20000.00', '', '20000.00'],
    [BP, '', '20000.00', '0.00'],
    ['Saldo Akhir', '20000.00', '20000.00', '0.00'],
    ['Total', '20000.00', '20000.00', '0.00'],
  ]);

  // Gross profit with the return: sales 90,000 + 80,000 + 30,000 − 15,000; cost 60,000 + 60,000 + 20,000 − 10,000.
  const laba = await runReport(co, 'mLapLabaJual', feb);
  expect(details(laba)).toEqual([
    expect.objectContaining({ notransaksi: JL1, penjualan: '90000.00', hpp: '60000.00', laba: '30000.00' }),
    expect.objectContaining({ notransaksi: JL2, penjualan: '80000.00', hpp: '60000.00', laba: '20000.00' }),
    expect.objectContaining({ notransaksi: RJ, penjualan: '-15000.00', hpp: '-10000.00', laba: '-5000.00' }),
    expect.objectContaining({ notransaksi: JL3, penjualan: '30000.00', hpp: '20000.00', laba: '10000.00' }),
  ]);
  expect(totals(laba)).toEqual([expect.objectContaining({ penjualan: '185000.00', hpp: '130000.00', laba: '55000.00' })]);
  // The ledger's February: Penjualan 200,000 less Retur Penjualan 15,000; HPP 140,000 less the 10,000 the return put back.
  const m = (kode: string, k: 'debet' | 'kredit') => String(cell(ns, kode, k) ?? '0.00');
  expect([m('4-1000', 'kredit'), m('4-1000', 'debet'), m('4-1100', 'debet'), m('4-1100', 'kredit'), m('5-1000', 'debet'), m('5-1000', 'kredit')]).toEqual([
    '200000.00',
    '0.00',
    '15000.00',
    '0.00',
    '140000.00',
    '10000.00',
  ]);
  expect(totals(laba)[0].penjualan).toBe(cents([m('4-1000', 'kredit'), `-${m('4-1100', 'debet')}`]));
  expect(totals(laba)[0].hpp).toBe(cents([m('5-1000', 'debet'), `-${m('5-1000', 'kredit')}`]));
  await expectFilesMatch(co, 'mLapLabaJual', feb, laba);
  // The till alone has no sales here and no returns.
  expect(details(await runReport(co, 'mLapLabaJual', { ...feb, sumber: 'KSR' }))).toEqual([]);

  const detail = await runReport(co, 'mLapLabaDetail', feb);
  expect(details(detail)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '4.0000', penjualan: '80000.00', hpp: '60000.00', laba: '20000.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '7.0000', penjualan: '105000.00', hpp: '70000.00', laba: '35000.00' }),
  ]);
  expect(totals(detail)).toEqual([expect.objectContaining({ penjualan: '185000.00', hpp: '130000.00', laba: '55000.00' })]);
  await expectFilesMatch(co, 'mLapLabaDetail', feb, detail);
  expect(await invariants(co)).toEqual([]);
});
