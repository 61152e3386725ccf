import { expect, test } from 'vitest';
import { companyWithBooks } from '../../accounting/test/books';
import { expectFilesMatch, runReport, type Ran } from '../../accounting/test/report-files';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

const details = (r: Ran) => r.rows.filter((x) => x._k === 'd');
const totals = (r: Ran) => r.rows.filter((x) => x._k === 't');
const feb = { periode: { dari: '2026-02-01', sampai: '2026-02-28' } };

test('payables (mLapHT001–006), purchasing (mLapBL001–004) and supplier deposits (mLapDepoSup) from known documents; ageing = the invoices remaining', async () => {
  const co = await companyWithBooks();
  const ok = async (act: string, p: Record<string, unknown>) => {
    const r = (await actOrEdit(co, act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) await ok('satuan_save', { kodesatuan: kode, namasatuan: nama });
  await ok('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '12' }] });
  await ok('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG' });
  await ok('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', jatuhtempo: 30 });
  await ok('supplier_save', { kodesupel: 'SUP02', namasupel: 'CV Lain' });

  const sah = await ok('saldoawalhutang_save', { tanggal: '2026-01-01', kodesupel: 'SUP02', nofaktur: 'LAMA-01', jumlah: '500000', jatuhtempo: '2026-01-31' });
  const SAH = sah.data.notransaksi as string;
  await ok('depositsup_save', { tanggal: '2026-01-15', kodesupel: 'SUP01', kodeacckas: '1-1100', jumlah: '100000' });
  const ob = await ok('pesanbeli_save', { tanggal: '2026-02-02', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '10', harga: '120000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '50', harga: '15000' }] });
  const [obKopi, obGula] = (ob.data.tbl_pesanbeli_detail as Array<{ id: number }>).map((l) => l.id);
  const bl1 = await ok('beli_save', { tanggal: '2026-02-05', kodegudang: 'UTM', kodesupel: 'SUP01', lines: [{ idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '120000' }, { idsumber: obGula, kodeitem: 'GULA01', satuan: 'KG', jumlah: '20', harga: '15000' }] });
  const BL1 = bl1.data.notransaksi as string;
  expect(bl1.data.tbl_beli).toMatchObject([{ total: '780000.00', kredit: '780000.00', jatuhtempo: '2026-03-07' }]);
  const bl2 = await ok('beli_save', { tanggal: '2026-02-10', kodegudang: 'UTM', kodesupel: 'SUP02', jatuhtempo: '2026-02-20', tunai: '40000', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '14000' }] });
  const BL2 = bl2.data.notransaksi as string;
  const bl3 = await ok('beli_save', { tanggal: '2026-02-15', kodegudang: 'UTM', kodesupel: 'SUP01', deposit: '75000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '5', harga: '15000' }] });
  const BL3 = bl3.data.notransaksi as string;
  const bl1Kopi = (bl1.data.tbl_beli_detail as Array<{ id: number }>)[0].id;
  const rb = await ok('returbeli_save', { tanggal: '2026-02-12', mode: '1', nobeli: BL1, kodesupel: 'SUP01', kodegudang: 'UTM', potonghutang: true, lines: [{ idsumber: bl1Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '120000' }] });
  const RB = rb.data.notransaksi as string;
  const bh1 = await ok('bayarhutang_save', { tanggal: '2026-02-20', kodesupel: 'SUP01', kodeacckas: '1-1100', lines: [{ noinvoice: BL1, bayar: '300000', potongan: '10000' }] });
  const bh2 = await ok('bayarhutang_save', { tanggal: '2026-02-25', kodesupel: 'SUP02', kodeacckas: '1-1100', lines: [{ noinvoice: SAH, bayar: '200000' }] });

  // Outstanding at the end of February, per supplier.
  const out = await runReport(co, 'mLapHT001', { tanggal: '2026-02-28' });
  expect(out.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.sisa ?? ''])).toEqual([
    ['h', 'SUP01 · PT Sumber Makmur', ''],
    ['d', BL1, '350000.00'],
    ['s', 'Subtotal SUP01', '350000.00'],
    ['h', 'SUP02 · CV Lain', ''],
    ['d', SAH, '300000.00'],
    ['d', BL2, '100000.00'],
    ['s', 'Subtotal SUP02', '400000.00'],
    ['t', 'Total', '750000.00'],
  ]);
  expect(details(out)[0]).toMatchObject({ jumlah: '780000.00', jatuhtempo: '2026-03-07', umur: '23' });
  await expectFilesMatch(co, 'mLapHT001', { tanggal: '2026-02-28' }, out);

  // Ageing at two dates; each supplier's total is the sum of what the payment screen shows as remaining.
  const remaining = async (kodesupel: string, sampai: string) =>
    ((await co.act('hutangsupplier', { kodesupel, sampai })) as Reply).data.tbl_hutang as Array<{ sisa: string }>;
  for (const [tanggal, want] of [
    ['2026-03-01', { SUP01: { b0: '350000.00', sisa: '350000.00' }, SUP02: { b30: '400000.00', sisa: '400000.00' } }],
    ['2026-05-15', { SUP01: { b90: '350000.00', sisa: '350000.00' }, SUP02: { b90: '100000.00', b91: '300000.00', sisa: '400000.00' } }],
  ] as const) {
    const age = await runReport(co, 'mLapHT002', { tanggal });
    for (const r of details(age)) {
      const w = want[r.kode as 'SUP01' | 'SUP02'] as Record<string, string>;
      for (const b of ['b0', 'b30', 'b60', 'b90', 'b91', 'sisa']) expect(r[b], `${tanggal} ${String(r.kode)} ${b}`).toBe(w[b] ?? '0.00');
      const docs = await remaining(String(r.kode), tanggal);
      const cents = docs.reduce((a, d) => a + BigInt(d.sisa.replace('.', '')), 0n);
      expect(r.sisa, `${tanggal} ${String(r.kode)} = sisa dokumennya`).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
    }
    expect(totals(age)[0].sisa).toBe('750000.00');
    await expectFilesMatch(co, 'mLapHT002', { tanggal }, age);
  }
  const rinci = await runReport(co, 'mLapHT002', { tanggal: '2026-05-15', rinci: true });
  expect(details(rinci).map((r) => [r.kode, r.b90 ?? '', r.b91 ?? ''])).toEqual([[BL1, '350000.00', ''], [SAH, '', '300000.00'], [BL2, '100000.00', '']]);
  await expectFilesMatch(co, 'mLapHT002', { tanggal: '2026-05-15', rinci: true }, rinci);

  // Subsidiary ledger: opening, each document, closing on the invoices.
  const kartu = await runReport(co, 'mLapHT003', feb);
  expect(kartu.rows.map((r) => [r._l ?? r.notransaksi, r.debet ?? '', r.kredit ?? '', r.saldo ?? ''])).toEqual([
    ['SUP01 · PT Sumber Makmur', '', '', ''],
    ['Saldo Awal', '', '', '0.00'],
    [BL1, '', '780000.00', '780000.00'],
    [RB, '120000.00', '', '660000.00'],
    [bh1.data.notransaksi, '310000.00', '', '350000.00'],
    ['Saldo Akhir', '430000.00', '780000.00', '350000.00'],
    ['SUP02 · CV Lain', '', '', ''],
    ['Saldo Awal', '', '', '500000.00'],
    [BL2, '', '100000.00', '600000.00'],
    [bh2.data.notransaksi, '200000.00', '', '400000.00'],
    ['Saldo Akhir', '200000.00', '100000.00', '400000.00'],
  ]);
  expect(kartu.info.catatan).toEqual([]);
  await expectFilesMatch(co, 'mLapHT003', feb, kartu);

  const mut = await runReport(co, 'mLapHT004', feb);
  expect(details(mut)).toEqual([
    expect.objectContaining({ kodesupel: 'SUP01', awal: '0.00', tambah: '780000.00', bayar: '310000.00', retur: '120000.00', akhir: '350000.00' }),
    expect.objectContaining({ kodesupel: 'SUP02', awal: '500000.00', tambah: '100000.00', bayar: '200000.00', retur: '0.00', akhir: '400000.00' }),
  ]);
  expect(totals(mut)).toEqual([expect.objectContaining({ awal: '500000.00', tambah: '880000.00', bayar: '510000.00', retur: '120000.00', akhir: '750000.00' })]);
  await expectFilesMatch(co, 'mLapHT004', feb, mut);

  const trx = await runReport(co, 'mLapHT005', feb);
  expect(details(trx)).toEqual([
    expect.objectContaining({ notransaksi: BL1, jumlah: '780000.00', bayar: '310000.00', retur: '120000.00', sisa: '350000.00' }),
    expect.objectContaining({ notransaksi: BL2, jumlah: '100000.00', bayar: '0.00', retur: '0.00', sisa: '100000.00' }),
  ]);
  await expectFilesMatch(co, 'mLapHT005', feb, trx);

  const bayar = await runReport(co, 'mLapHT006', feb);
  expect(details(bayar)).toEqual([
    expect.objectContaining({ notransaksi: bh1.data.notransaksi, kodesupel: 'SUP01', noinvoice: BL1, bayar: '300000.00', potongan: '10000.00', jumlah: '310000.00' }),
    expect.objectContaining({ notransaksi: bh2.data.notransaksi, kodesupel: 'SUP02', noinvoice: SAH, bayar: '200000.00', potongan: '0.00', jumlah: '200000.00' }),
  ]);
  expect(totals(bayar)).toEqual([expect.objectContaining({ jumlah: '510000.00' })]);
  await expectFilesMatch(co, 'mLapHT006', feb, bayar);

  // Purchasing.
  const ord = await runReport(co, 'mLapBL001', { ...feb, terbuka: true });
  expect(details(ord)).toEqual([
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '10.0000', diterima: '4.0000', sisa: '6.0000', nilaisisa: '720000.00' }),
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '50.0000', diterima: '20.0000', sisa: '30.0000', nilaisisa: '450000.00' }),
  ]);
  expect(totals(ord)[0].nilaisisa).toBe('1170000.00');
  await expectFilesMatch(co, 'mLapBL001', { ...feb, terbuka: true }, ord);

  const beli = await runReport(co, 'mLapBL002', feb);
  expect(details(beli).map((r) => [r.notransaksi, r.total, r.tunai, r.deposit, r.kredit])).toEqual([
    [BL1, '780000.00', '0.00', '0.00', '780000.00'],
    [BL2, '140000.00', '40000.00', '0.00', '100000.00'],
    [BL3, '75000.00', '0.00', '75000.00', '0.00'],
  ]);
  expect(totals(beli)).toEqual([expect.objectContaining({ total: '995000.00', kredit: '880000.00' })]);
  await expectFilesMatch(co, 'mLapBL002', feb, beli);
  const perSup = await runReport(co, 'mLapBL002', { ...feb, tampilan: 'supplier' });
  expect(details(perSup)).toEqual([
    expect.objectContaining({ kodesupel: 'SUP01', faktur: '2', total: '855000.00', kredit: '780000.00' }),
    expect.objectContaining({ kodesupel: 'SUP02', faktur: '1', total: '140000.00', kredit: '100000.00' }),
  ]);
  expect(totals(perSup)).toEqual([expect.objectContaining({ faktur: '3', total: '995000.00' })]);
  await expectFilesMatch(co, 'mLapBL002', { ...feb, tampilan: 'supplier' }, perSup);

  const ret = await runReport(co, 'mLapBL003', feb);
  expect(details(ret)).toEqual([expect.objectContaining({ notransaksi: RB, nobeli: BL1, kodeitem: 'KOPI01', jumlah: '1.0000', satuan: 'BOX', harga: '120000.00', total: '120000.00', potong: 'Ya' })]);
  await expectFilesMatch(co, 'mLapBL003', feb, ret);

  const item = await runReport(co, 'mLapBL004', feb);
  expect(details(item)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', jumlah: '35.0000', nilai: '515000.00', retur: '0.0000', bersih: '35.0000', nilaibersih: '515000.00' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jumlah: '48.0000', nilai: '480000.00', retur: '12.0000', nilairetur: '120000.00', bersih: '36.0000', nilaibersih: '360000.00' }),
  ]);
  await expectFilesMatch(co, 'mLapBL004', feb, item);

  const dep = await runReport(co, 'mLapDepoSup', feb);
  expect(dep.rows.map((r) => [r._l ?? r.notransaksi, r.masuk ?? '', r.pakai ?? '', r.saldo ?? ''])).toEqual([
    ['SUP01 · PT Sumber Makmur', '', '', ''],
    ['Saldo Awal', '', '', '100000.00'],
    [BL3, '', '75000.00', '25000.00'],
    ['Saldo Akhir', '0.00', '75000.00', '25000.00'],
    ['Total', '0.00', '75000.00', '25000.00'],
  ]);
  expect(await co.act('depositsaldo', { kodesupel: 'SUP01' })).toMatchObject({ data: { tbl_depositsaldo: [{ saldo: '25000.00' }] } });
  await expectFilesMatch(co, 'mLapDepoSup', feb, dep);
});
