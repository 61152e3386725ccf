import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { invoices } from '../payables';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, string | number>;

async function setup(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']])
    expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  expect(
    (
      await co.act('item_save', {
        kodeitem: 'KOPI01',
        namaitem: 'Kopi Bubuk Kapal Api 165 g',
        satuan: 'PCS',
        hargabeli: '12000',
        satuanitem: [
          { satuan: 'PCS', konversi: '1' },
          { satuan: 'BOX', konversi: '12' },
        ],
      })
    ).num,
  ).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Lokal', satuan: 'KG', hargabeli: '15000' })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur', jatuhtempo: 30 })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP02', namasupel: 'CV Lain' })).num).toBe(0);
}

const rows = (r: Reply, t: string) => r.data[t] as Row[];
const head = (r: Reply, t: string) => rows(r, t)[0];

test('purchasing flow: order → partial purchase → the rest (order closed) → return → payment; journals, stock, cost and payables', async () => {
  const co = await companyWithBooks();
  await setup(co);

  // 1. The order: posts nothing, every line open.
  const ob = (await co.act('pesanbeli_save', {
    tanggal: '2026-02-02',
    kodegudang: 'UTM',
    kodesupel: 'SUP01',
    keterangan: 'Stok Februari',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '10', harga: '144000' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '50', harga: '15000' },
    ],
  })) as Reply;
  expect(ob).toMatchObject({ num: 0, data: { notransaksi: 'OB-2602-00001', tbl_pesanbeli: [{ status: '0', total: '2190000.00' }], tbl_pesanbeli_detail: [{ sisa: '10.0000' }, { sisa: '50.0000' }] } });
  const [obKopi, obGula] = rows(ob, 'tbl_pesanbeli_detail').map((l) => Number(l.id));
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where sumber = 'OB'`)).toEqual([{ n: 0 }]);

  // 2. A purchase of part of it: line discounts 10% + 5%, document discount 2%, PPN Exclude (11% effective), shipping capitalised, part cash.
  const bl1 = (await co.act('beli_save', {
    tanggal: '2026-02-05',
    kodegudang: 'UTM',
    kodesupel: 'SUP01',
    nofaktur: 'INV-778',
    lines: [
      { idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '144000', diskon1: '10', diskon2: '5' },
      { idsumber: obGula, kodeitem: 'GULA01', satuan: 'KG', jumlah: '20', harga: '15000' },
    ],
    diskon: '2',
    tipeppn: 'E',
    jenispajak: '1112',
    biayakirim: '10000',
    tunai: '100000',
    kodeacckas: '1-1100',
  })) as Reply;
  expect(bl1).toMatchObject({
    num: 0,
    data: {
      notransaksi: 'BL-2602-00001',
      tbl_beli: [{ subtotal: '792480.00', potongan: '15849.60', dpp: '776630.40', ppn: '85429.00', total: '872059.40', kredit: '772059.40', jatuhtempo: '2026-03-07' }],
      tbl_beli_detail: [
        { total: '492480.00', nilai: '488844.82' },
        { total: '300000.00', nilai: '297785.58' },
      ],
    },
  });
  expect(await co.act('pesanbeli_get', { notransaksi: 'OB-2602-00001' })).toMatchObject({ data: { tbl_pesanbeli: [{ status: '1' }], tbl_pesanbeli_detail: [{ sisa: '6.0000' }, { sisa: '30.0000' }] } });
  expect(await balance(co, '1-1400')).toBe('786630.40');
  expect(await balance(co, '1-1500')).toBe('85429.00');
  expect(await balance(co, '2-1100')).toBe('-772059.40');
  expect(await balance(co, '1-1100')).toBe('-100000.00');
  // 48 pieces in at 488,844.82: cost 10,184.27 a piece.
  expect(await co.act('kartustok', { kodeitem: 'KOPI01', dari: '2026-02-01', sampai: '2026-02-05' })).toMatchObject({ data: { info: [{ akhir: { qty: '48.0000', nilai: '488844.82', hpp: '10184.27' } }] } });

  // More than the order still has, another supplier's order, another unit than ordered: refused, nothing written.
  const rest = { tanggal: '2026-02-10', kodegudang: 'UTM', kodesupel: 'SUP01' };
  expect(await actOrEdit(co, 'beli_save', { ...rest, lines: [{ idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '7', harga: '144000' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah KOPI01 BOX melebihi sisa Pesanan Pembelian OB-2602-00001 (sisa 6).',
  });
  expect(await actOrEdit(co, 'beli_save', { ...rest, kodesupel: 'SUP02', lines: [{ idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '144000' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Pesanan Pembelian OB-2602-00001 milik supplier SUP01, bukan SUP02.',
  });
  expect(await actOrEdit(co, 'beli_save', { ...rest, lines: [{ idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '12000' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.satuan': expect.any(String) } } });
  expect(await actOrEdit(co, 'beli_save', { ...rest, tunai: '1', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '15000' }] })).toMatchObject({ num: 15, data: { fields: { kodeacckas: 'Kas/Bank wajib diisi' } } });
  expect(await co.sql(`select count(*)::int as n from beli`)).toEqual([{ n: 1 }]);

  // 3. The rest of the order, all on credit, no PPN: the order is closed.
  const bl2 = (await actOrEdit(co, 'beli_save', {
    ...rest,
    lines: [
      { idsumber: obKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '6', harga: '144000' },
      { idsumber: obGula, kodeitem: 'GULA01', satuan: 'KG', jumlah: '30', harga: '15000' },
    ],
  })) as Reply;
  expect(bl2).toMatchObject({ num: 0, data: { notransaksi: 'BL-2602-00002', tbl_beli: [{ total: '1314000.00', kredit: '1314000.00', ppn: '0.00', jatuhtempo: '2026-03-12' }] } });
  expect(await co.act('pesanbeli_get', { notransaksi: 'OB-2602-00001' })).toMatchObject({ data: { tbl_pesanbeli: [{ status: '2' }], tbl_pesanbeli_detail: [{ sisa: '0.0000' }, { sisa: '0.0000' }] } });
  expect(await co.act('pesanbeli_del', { notransaksi: 'OB-2602-00001' })).toMatchObject({ num: 42 });
  // 120 pieces, 1,352,844.82: the average is 11,273.71.
  expect(await co.act('kartustok', { kodeitem: 'KOPI01', dari: '2026-02-01', sampai: '2026-02-10' })).toMatchObject({ data: { info: [{ akhir: { qty: '120.0000', nilai: '1352844.82', hpp: '11273.71' } }] } });
  expect(await co.act('historyhb', { kodeitem: 'KOPI01' })).toMatchObject({
    num: 0,
    data: { tbl_historyhb: [{ notransaksi: 'BL-2602-00002', hargabersih: '144000.00' }, { notransaksi: 'BL-2602-00001', harga: '144000.00', hargabersih: '123120.00', namasupel: 'PT Sumber Makmur' }] },
  });

  // 4. A return of one box from the second purchase, against its payable; never more than bought less returned.
  const bl2Kopi = Number(rows(bl2, 'tbl_beli_detail')[0].id);
  const rb = (p: Record<string, unknown>) => actOrEdit(co, 'returbeli_save', { tanggal: '2026-02-12', mode: '1', nobeli: 'BL-2602-00002', kodesupel: 'SUP01', kodegudang: 'UTM', potonghutang: true, ...p }) as Promise<Reply>;
  expect(await rb({ lines: [{ idsumber: bl2Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '7', harga: '1' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah KOPI01 BOX melebihi sisa Pembelian BL-2602-00002 (sisa 6).',
  });
  // The quantity as the form sends a line taken from the purchase (its remaining, then typed over).
  const rb1 = await rb({ lines: [{ idsumber: bl2Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1.0000', harga: '1' }] });
  // The price is the purchase's net unit price, whatever was sent.
  expect(rb1).toMatchObject({ num: 0, data: { notransaksi: 'RB-2602-00001', tbl_returbeli: [{ total: '144000.00', ppn: '0.00' }], tbl_returbeli_detail: [{ harga: '144000.00' }] } });
  expect(await co.act('beli_get', { notransaksi: 'BL-2602-00002' })).toMatchObject({ data: { tbl_beli_detail: [{ sisa: '5.0000' }, { sisa: '30.0000' }] } });
  // On the stock card the move reads as a person writes it: 1 BOX, not 1.0000 BOX.
  expect(await co.act('kartustok', { kodeitem: 'KOPI01', dari: '2026-02-12', sampai: '2026-02-12' })).toMatchObject({ data: { tbl_kartustok: [{ notransaksi: 'RB-2602-00001', keterangan: 'KOPI01 1 BOX' }] } });
  expect(await rb({ lines: [{ idsumber: bl2Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '6', harga: '1' }] })).toMatchObject({ num: 15, msg: expect.stringContaining('(sisa 5)') });
  // A free return (mode 2) is refunded in cash.
  expect(await co.act('returbeli_save', { tanggal: '2026-02-12', mode: '2', kodesupel: 'SUP01', kodegudang: 'UTM', potonghutang: true, kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '15000' }] })).toMatchObject({
    num: 15,
    data: { fields: { potonghutang: expect.any(String) } },
  });
  expect(await co.act('kartustok', { kodeitem: 'KOPI01', dari: '2026-02-01', sampai: '2026-02-12' })).toMatchObject({ data: { info: [{ akhir: { qty: '108.0000', nilai: '1208844.82', hpp: '11193.01' } }] } });

  // 5. The payable, invoice by invoice.
  const open = (await co.act('hutangsupplier', { kodesupel: 'SUP01' })) as Reply;
  expect(rows(open, 'tbl_hutang')).toEqual([
    { notransaksi: 'BL-2602-00001', tipe: 'BL', tanggal: '2026-02-05', kodesupel: 'SUP01', jatuhtempo: '2026-03-07', jumlah: '772059.40', sisa: '772059.40' },
    { notransaksi: 'BL-2602-00002', tipe: 'BL', tanggal: '2026-02-10', kodesupel: 'SUP01', jatuhtempo: '2026-03-12', jumlah: '1314000.00', sisa: '1170000.00' },
  ]);

  // 6. One payment for both invoices: the first in full with a discount, the second in part.
  const bh = (p: Record<string, unknown>) => actOrEdit(co, 'bayarhutang_save', { tanggal: '2026-02-20', kodesupel: 'SUP01', kodeacckas: '1-1100', ...p }) as Promise<Reply>;
  // A negative amount is named as such (not "isi jumlah bayar").
  expect(await bh({ lines: [{ noinvoice: 'BL-2602-00001', bayar: '-5000' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.bayar': 'Baris 1: bayar tidak boleh negatif.' } } });
  expect(await bh({ lines: [{ noinvoice: 'BL-2602-00001', bayar: '772059.40', potongan: '1' }] })).toMatchObject({
    num: 1,
    data: { fields: { 'lines.0.bayar': 'Baris 1: bayar dan potongan 772.060,40 melebihi sisa hutang BL-2602-00001 (772.059,40).' } },
  });
  expect(await co.act('bayarhutang_save', { tanggal: '2026-02-20', kodesupel: 'SUP02', kodeacckas: '1-1100', lines: [{ noinvoice: 'BL-2602-00001', bayar: '1' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('milik supplier SUP01') });
  const pay = await bh({
    lines: [
      { noinvoice: 'BL-2602-00001', bayar: '770000', potongan: '2059.40' },
      { noinvoice: 'BL-2602-00002', bayar: '100000' },
    ],
  });
  expect(pay).toMatchObject({ num: 0, data: { notransaksi: 'BH-2602-00001', tbl_bayarhutang: [{ total: '870000.00', totalpotongan: '2059.40' }] } });
  expect(rows((await co.act('hutangsupplier', { kodesupel: 'SUP01' })) as Reply, 'tbl_hutang')).toMatchObject([{ notransaksi: 'BL-2602-00002', sisa: '1070000.00' }]);
  // At a date before the payment, both were still owed.
  expect(rows((await co.act('hutangsupplier', { kodesupel: 'SUP01', sampai: '2026-02-15' })) as Reply, 'tbl_hutang').map((r) => r.sisa)).toEqual(['772059.40', '1170000.00']);
  // Editing that payment lists its invoices as they stood without it ("Ambil Faktur" sends kecuali).
  expect(rows((await co.act('hutangsupplier', { kodesupel: 'SUP01', kecuali: 'bh-2602-00001' })) as Reply, 'tbl_hutang').map((r) => [r.notransaksi, r.sisa])).toEqual([
    ['BL-2602-00001', '772059.40'],
    ['BL-2602-00002', '1170000.00'],
  ]);
  // The picker's search (part of the number), the numbers the form already has left out, a page with its count.
  const hutang = async (p: Record<string, unknown>) => (await co.act('hutangsupplier', { kodesupel: 'SUP01', kecuali: 'BH-2602-00001', ...p })) as Reply;
  expect(rows(await hutang({ cari: '0002' }), 'tbl_hutang').map((r) => r.notransaksi)).toEqual(['BL-2602-00002']);
  expect(rows(await hutang({ cari: '%' }), 'tbl_hutang')).toEqual([]);
  expect(rows(await hutang({ tanpa: ['bl-2602-00001'] }), 'tbl_hutang').map((r) => r.notransaksi)).toEqual(['BL-2602-00002']);
  expect((await hutang({ itemlimit: 1, pagenum: 1 })).data).toEqual({
    query_data: [{ totpage: 2, totrec: 2, lebih: false, pagenum: 1 }],
    tbl_hutang: [expect.objectContaining({ notransaksi: 'BL-2602-00002', sisa: '1170000.00' })],
  });
  expect(rows(await hutang({ sampai: '2026-02-15', cari: '0001' }), 'tbl_hutang').map((r) => r.sisa)).toEqual(['772059.40']);
  expect(await hutang({ itemlimit: 0 })).toMatchObject({ num: 15 });

  // The books: stock, PPN, payable (= the invoices' remaining), cash, discount.
  expect(await balance(co, '1-1400')).toBe('1956630.40');
  expect(await balance(co, '1-1500')).toBe('85429.00');
  expect(await balance(co, '2-1100')).toBe('-1070000.00');
  expect(await balance(co, '1-1100')).toBe('-970000.00');
  expect(await balance(co, '5-1100')).toBe('-2059.40');
  expect(await co.sql(`select sumber, sum(debet)::text as d, sum(kredit)::text as k from gl_baris b join gl_jurnal j on j.id = b.jurnal_id where j.status = 0 group by sumber order by sumber`)).toEqual([
    { sumber: 'BH', d: '872059.40', k: '872059.40' },
    { sumber: 'BL', d: '2186059.40', k: '2186059.40' },
    { sumber: 'RB', d: '144000.00', k: '144000.00' },
  ]);

  // 7. A purchase a payment uses is neither deleted nor changed; once the payment goes, it can be.
  expect(await co.act('beli_del', { notransaksi: 'BL-2602-00001' })).toMatchObject({
    num: 42,
    msg: 'Pembelian BL-2602-00001 sudah dipakai di Pembayaran Hutang BH-2602-00001 sehingga tidak dapat dihapus.',
  });
  const got = (await co.act('beli_get', { notransaksi: 'BL-2602-00001' })) as Reply;
  expect(await co.edit('beli_save', { ...head(got, 'tbl_beli'), lines: rows(got, 'tbl_beli_detail'), keterangan: 'ubah' })).toMatchObject({ num: 42 });
  // The return uses the second purchase's lines.
  expect(await co.act('beli_del', { notransaksi: 'BL-2602-00002' })).toMatchObject({ num: 42 });
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);

  // Every invoice's kept remaining (sisakredit, kept by the payment's and the return's saves) = its amount less all its settlements; so after a delete.
  const kept = () =>
    co.tx(async (tx) => {
      const now = await invoices(tx);
      expect(now).toEqual(await invoices(tx, { sampai: '2999-12-31' }));
      return now.map((r) => [r.notransaksi, r.sisa]);
    });
  const before = await kept();
  expect((await co.act('bayarhutang_del', { notransaksi: 'BH-2602-00001' })).num).toBe(0);
  const after = await kept();
  expect(after).not.toEqual(before);
  expect(after.find(([no]) => no === 'BL-2602-00001')).toEqual(['BL-2602-00001', expect.stringMatching(/^[1-9]/)]);
  expect((await co.act('beli_del', { notransaksi: 'BL-2602-00001' })).num).toBe(0);
  // The order gets back what the deleted purchase took.
  expect(await co.act('pesanbeli_get', { notransaksi: 'OB-2602-00001' })).toMatchObject({ data: { tbl_pesanbeli: [{ status: '1' }], tbl_pesanbeli_detail: [{ sisa: '4.0000' }, { sisa: '20.0000' }] } });
  expect(await balance(co, '2-1100')).toBe('-1170000.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});

test('payables and deposits: PPN Include with the deposit used, opening payable paid from the bank, a free return in cash', async () => {
  const co = await companyWithBooks();
  await setup(co);
  // A deposit to the supplier: Dr Uang Muka Pembelian / Cr Kas.
  expect(await co.act('depositsup_save', { tanggal: '2026-03-01', kodesupel: 'SUP01', kodeacckas: '1-1100', jumlah: '50000' })).toMatchObject({ num: 0, data: { notransaksi: 'DB-2603-00001' } });
  expect(await co.act('depositsaldo', { kodesupel: 'SUP01' })).toMatchObject({ data: { tbl_depositsaldo: [{ saldo: '50000.00' }] } });
  const beli = (p: Record<string, unknown>) =>
    actOrEdit(co, 'beli_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', tipeppn: 'I', jenispajak: '1112', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '111000' }], ...p }) as Promise<Reply>;
  expect(await beli({ deposit: '50000.01' })).toMatchObject({ num: 1, msg: 'Deposit supplier SUP01 hanya 50.000; tidak cukup untuk 50.000,01.' });
  // 111,000 including PPN: DPP 100,000, PPN 11,000; 50,000 from the deposit, 61,000 owed.
  const bl = await beli({ deposit: '50000', jatuhtempo: '2026-03-31' });
  expect(bl).toMatchObject({ num: 0, data: { tbl_beli: [{ dpp: '100000.00', ppn: '11000.00', total: '111000.00', kredit: '61000.00', jatuhtempo: '2026-03-31' }] } });
  expect(await balance(co, '1-1400')).toBe('100000.00');
  expect(await balance(co, '1-1500')).toBe('11000.00');
  expect(await balance(co, '1-1600')).toBe('0.00');
  expect(await balance(co, '2-1100')).toBe('-61000.00');
  expect(await co.act('depositsup_del', { notransaksi: 'DB-2603-00001' })).toMatchObject({ num: 42 });

  // An opening payable, paid in part from the bank together with the purchase.
  expect(await co.act('saldoawalhutang_save', { tanggal: '2026-01-01', kodesupel: 'SUP01', nofaktur: 'LAMA-01', jumlah: '500000', jatuhtempo: '2026-01-31' })).toMatchObject({
    num: 0,
    data: { notransaksi: 'SAH-2601-00001' },
  });
  expect(await balance(co, '3-2000')).toBe('500000.00');
  const pay = await co.act('bayarhutang_save', {
    tanggal: '2026-03-05',
    kodesupel: 'SUP01',
    kodeacckas: '1-1200',
    lines: [
      { noinvoice: 'SAH-2601-00001', bayar: '200000' },
      { noinvoice: 'BL-2603-00001', bayar: '61000' },
    ],
  });
  expect(pay).toMatchObject({ num: 0, data: { notransaksi: 'BH-2603-00001' } });
  expect(await co.act('bayarhutang_save', { tanggal: '2026-03-05', kodesupel: 'SUP01', kodeacckas: '1-1200', lines: [{ noinvoice: 'SAH-2601-00001', bayar: '1' }, { noinvoice: 'SAH-2601-00001', bayar: '1' }] })).toMatchObject({ num: 41 });
  expect(rows((await co.act('hutangsupplier', { kodesupel: 'SUP01' })) as Reply, 'tbl_hutang')).toMatchObject([{ notransaksi: 'SAH-2601-00001', tipe: 'SAH', sisa: '300000.00' }]);
  expect(await balance(co, '2-1100')).toBe('-300000.00');
  expect(await balance(co, '1-1200')).toBe('-261000.00');
  expect(await co.act('saldoawalhutang_del', { notransaksi: 'SAH-2601-00001' })).toMatchObject({ num: 42 });

  // A free return for cash: not more than is in stock; out at the price given.
  const rb = (jumlah: string) =>
    co.act('returbeli_save', { tanggal: '2026-03-06', mode: '2', kodesupel: 'SUP01', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah, harga: '90000' }] }) as Promise<Reply>;
  // Named on its line, with what is there and what is missing, as an item out is.
  expect(await rb('2')).toMatchObject({
    num: 1,
    msg: 'Baris 1: stok item GULA01 Gula Pasir Lokal di gudang UTM tidak mencukupi pada 06/03/2026: tersedia 1 KG, diminta 2 KG, kurang 1 KG.',
    data: { fields: { 'lines.0.jumlah': 'Stok kurang 1 KG' } },
  });
  expect(await rb('1')).toMatchObject({ num: 0, data: { tbl_returbeli: [{ total: '90000.00' }] } });
  expect(await balance(co, '1-1400')).toBe('10000.00');
  expect(await balance(co, '1-1100')).toBe('40000.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);
});
