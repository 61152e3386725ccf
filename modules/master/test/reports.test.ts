import { expect, test } from 'vitest';
import { stockCompany } from '../../inventory/test/company';
import { expectFilesMatch, runReport, type Ran } from '../../accounting/test/report-files';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
const details = (r: Ran) => r.rows.filter((x) => x._k === 'd');

test('master lists (mLapMstrItem, items in full, suppliers, customers, sales staff) show the master data and the stock per warehouse', async () => {
  const co = await stockCompany();
  const ok = async (act: string, p: Record<string, unknown>) => {
    // An edit (with an id) is opened first for its version, as a client does.
    const r = (p.id ? await co.edit(act, p) : await co.act(act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  await ok('jenis_save', { kodejenis: 'MINUM', namajenis: 'Minuman' });
  const kopi = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  const it = (kopi.data.tbl_item as Array<Record<string, unknown>>)[0];
  await ok('item_save', {
    id: it.id,
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk',
    satuan: 'PCS',
    jenis: 'MINUM',
    hargabeli: '1000',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '899001', hargajual1: '1500', hargajual2: '1400', hargajual3: '1300', hargajual4: '1200' },
      { satuan: 'BOX', konversi: '12', hargajual1: '17000' },
    ],
  });
  await ok('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '30', harga: '1000' }] });
  await ok('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'GD2', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '12000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '2.5', harga: '15000' }] });

  const items = await runReport(co, 'mLapMstrItem', {});
  expect(details(items)).toEqual([
    expect.objectContaining({ kodeitem: 'GULA01', namaitem: 'Gula Pasir', tipe: 'Barang Persediaan', satuan: 'KG', hargabeli: '0.00', hargajual1: '0.00', stok: '2.5000' }),
    expect.objectContaining({ kodeitem: 'KOPI01', jenis: 'MINUM', satuan: 'PCS', hargabeli: '1000.00', hargajual1: '1500.00', stok: '42.0000' }),
  ]);
  expect(details(await runReport(co, 'mLapMstrItem', { jenis: 'MINUM' })).map((r) => r.kodeitem)).toEqual(['KOPI01']);
  await expectFilesMatch(co, 'mLapMstrItem', {}, items);

  const full = await runReport(co, 'mLapMstrItemLengkap', { jenis: 'MINUM' });
  expect(full.rows.map((r) => [r._k, r._l ?? r.baris, r.konversi ?? '', r.barcode ?? '', r.hargajual1 ?? '', r.hargajual4 ?? '', r.stok ?? ''])).toEqual([
    ['h', 'KOPI01 · Kopi Bubuk · Barang Persediaan · satuan dasar PCS', '', '', '', '', ''],
    ['d', 'Satuan PCS', '1.0000', '899001', '1500.00', '1200.00', ''],
    ['d', 'Satuan BOX', '12.0000', '', '17000.00', '0.00', ''],
    ['d', 'Gudang GD2', '', '', '', '', '12.0000'],
    ['d', 'Gudang UTM', '', '', '', '', '30.0000'],
  ]);
  await expectFilesMatch(co, 'mLapMstrItemLengkap', { jenis: 'MINUM' }, full);

  await ok('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', kota: 'Surabaya', telepon: '031-555', jatuhtempo: 30, limithutang: '10000000' });
  await ok('supplier_save', { kodesupel: 'SUP02', namasupel: 'CV Lama', aktif: false });
  const sup = await runReport(co, 'mLapMstrSupplier', { aktif: true });
  expect(details(sup)).toEqual([expect.objectContaining({ kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', kota: 'Surabaya', telepon: '031-555', jatuhtempo: '30', limithutang: '10000000.00' })]);
  expect(details(await runReport(co, 'mLapMstrSupplier', { aktif: false })).map((r) => r.kodesupel)).toEqual(['SUP01', 'SUP02']);
  await expectFilesMatch(co, 'mLapMstrSupplier', { aktif: true }, sup);

  await ok('wilayah_save', { kodewilayah: 'JTM', namawilayah: 'Jawa Timur' });
  await ok('sales_save', { kodesales: 'S01', namasales: 'Budi', telepon: '0812', komisijual: '2.5', komisibayar: '1' });
  await ok('pelanggan_save', { kodesupel: 'PEL01', namasupel: 'Toko Maju', kodewilayah: 'JTM', kodesales: 'S01', kota: 'Surabaya', limitkredit: '5000000', jatuhtempo: 14 });
  const pel = await runReport(co, 'mLapMstrPelanggan', { wilayah: 'JTM' });
  expect(details(pel)).toEqual([expect.objectContaining({ kodesupel: 'PEL01', namasupel: 'Toko Maju', kodewilayah: 'JTM', kodesales: 'S01', kota: 'Surabaya', limitkredit: '5000000.00', jatuhtempo: '14', point: '0.00' })]);
  await expectFilesMatch(co, 'mLapMstrPelanggan', { wilayah: 'JTM' }, pel);

  const sales = await runReport(co, 'mLapMstrSales', {});
  expect(details(sales)).toEqual([expect.objectContaining({ kodesales: 'S01', namasales: 'Budi', telepon: '0812', komisijual: '2.50', komisibayar: '1.00' })]);
  await expectFilesMatch(co, 'mLapMstrSales', {}, sales);
});
