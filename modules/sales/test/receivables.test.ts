import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { piutang } from '../receivables';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const rows = (r: Reply, t: string) => r.data[t] as Row[];

/** Every invoice's kept remaining (sisakredit, kept by each payment's and return's save and delete) = its amount less all its settlements. */
const keptRemaining = (co: BooksCompany) =>
  co.tx(async (tx) => {
    const kept = await piutang(tx);
    expect(kept).toEqual(await piutang(tx, { sampai: '2999-12-31' }));
    return kept.map((r) => [r.notransaksi, r.sisa]);
  });

/** Journal lines of one document: [kodeacc, debet, kredit] of its live posting. */
const journal = async (co: BooksCompany, notransaksi: string) =>
  (
    await co.sql<{ kodeacc: string; debet: string; kredit: string }>(
      `select p.kodeacc, b.debet::text, b.kredit::text from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
       where j.notransaksi = '${notransaksi}' and j.status = 0 order by p.kodeacc, b.id`,
    )
  ).map((r) => [r.kodeacc, r.debet, r.kredit]);

/** A shop selling sugar by the kg at 20,000 without PPN; two customers on 14 days; a supplier. */
async function shop(co: BooksCompany) {
  expect((await co.act('satuan_save', { kodesatuan: 'KG', namasatuan: 'Kilogram' })).num).toBe(0);
  expect(await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Curah', satuan: 'KG', jenispajak: '0', satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '20000' }] })).toMatchObject({ num: 0 });
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 14 })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO02', namasupel: 'Warung Sari', jatuhtempo: 14 })).num).toBe(0);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  expect(
    await co.act('itemmasuk_save', { tanggal: '2026-01-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '100', harga: '15000' }] }),
  ).toMatchObject({ num: 0 });
}

const jual = ({ kg, ...p }: Row) => ({ kodegudang: 'UTM', kodesupel: 'TOKO01', tunai: '0', ...p, lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: kg, harga: '20000', jenispajak: '0' }] }) as Row;

test('receivables: opening receivable and credit sale → partial payment with a discount → customer deposit → a sale and a payment using it; remaining amounts at dates, refusals, journals, cekbuku', async () => {
  const co = await companyWithBooks();
  await shop(co);

  // 1. An opening receivable: Dr Piutang Usaha / Cr Ekuitas Saldo Awal.
  const sap = (await co.act('saldoawalpiutang_save', { tanggal: '2026-01-02', kodesupel: 'TOKO01', nofaktur: 'F-0991', jumlah: '500000', jatuhtempo: '2026-01-31' })) as Reply;
  expect(sap).toMatchObject({ num: 0, data: { notransaksi: 'SAP-2601-00001' } });
  expect(await journal(co, 'SAP-2601-00001')).toEqual([
    ['1-1300', '500000.00', '0.00'],
    ['3-2000', '0.00', '500000.00'],
  ]);

  // 2. A credit sale: 10 kg, 50,000 in cash, the rest on 14 days.
  const jl1 = (await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-01-10', kg: '10', tunai: '50000', kodeacckas: '1-1100' }))) as Reply;
  expect(jl1).toMatchObject({ num: 0, data: { notransaksi: 'JL-2601-00001', tbl_jual: [{ total: '200000.00', kredit: '150000.00', jatuhtempo: '2026-01-24' }] } });

  // 3. A partial payment of both: the opening receivable 300,000 with 20,000 discount, the sale 100,000.
  const bp = (p: Row) => actOrEdit(co, 'bayarpiutang_save', { tanggal: '2026-01-20', kodesupel: 'TOKO01', kodeacckas: '1-1100', ...p }) as Promise<Reply>;
  expect(await bp({ lines: [{ noinvoice: 'JL-2601-00001', bayar: '150000', potongan: '0.01' }] })).toMatchObject({
    num: 1,
    data: { fields: { 'lines.0.bayar': 'Baris 1: bayar dan potongan 150.000,01 melebihi sisa piutang JL-2601-00001 (150.000).' } },
  });
  expect(await bp({ kodesupel: 'TOKO02', lines: [{ noinvoice: 'JL-2601-00001', bayar: '1' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('milik pelanggan TOKO01') });
  expect(await bp({ tanggal: '2026-01-05', lines: [{ noinvoice: 'JL-2601-00001', bayar: '1' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('setelah tanggal pembayaran') });
  expect(await bp({ lines: [{ noinvoice: 'JL-2699-99999', bayar: '1' }] })).toMatchObject({ num: 1, msg: "Baris 1: faktur piutang 'JL-2699-99999' tidak ditemukan." });
  const bp1 = await bp({
    lines: [
      { noinvoice: 'SAP-2601-00001', bayar: '300000', potongan: '20000' },
      { noinvoice: 'JL-2601-00001', bayar: '100000' },
    ],
  });
  expect(bp1).toMatchObject({ num: 0, data: { notransaksi: 'BP-2601-00001', tbl_bayarpiutang: [{ total: '400000.00', totalpotongan: '20000.00', deposit: '0.00', kas: '400000.00' }] } });
  expect(await journal(co, 'BP-2601-00001')).toEqual([
    ['1-1100', '400000.00', '0.00'],
    ['1-1300', '0.00', '420000.00'],
    ['4-1200', '20000.00', '0.00'],
  ]);

  // 4. A customer deposit: Dr Kas / Cr Uang Muka Penjualan.
  expect(await co.act('depositpel_save', { tanggal: '2026-01-25', kodesupel: 'TOKO01', kodeacckas: '1-1100', jumlah: '80000' })).toMatchObject({ num: 0, data: { notransaksi: 'DP-2601-00001' } });
  expect(await journal(co, 'DP-2601-00001')).toEqual([
    ['1-1100', '80000.00', '0.00'],
    ['2-1300', '0.00', '80000.00'],
  ]);
  expect(await co.act('depositsaldopel', { kodesupel: 'TOKO01' })).toMatchObject({ num: 0, data: { tbl_depositsaldo: [{ kodesupel: 'TOKO01', saldo: '80000.00' }] } });

  // 5. A sale paid partly with the deposit: never more than the balance.
  expect(await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-02-03', kg: '5', deposit: '90000' }))).toMatchObject({ num: 1, msg: 'Deposit pelanggan TOKO01 hanya 80.000; tidak cukup untuk 90.000.' });
  expect(await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-02-03', kodesupel: 'TOKO02', kg: '1', deposit: '1' }))).toMatchObject({ num: 1, msg: 'Deposit pelanggan TOKO02 hanya 0; tidak cukup untuk 1.' });
  const jl2 = (await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-02-03', kg: '5', deposit: '60000' }))) as Reply;
  expect(jl2).toMatchObject({ num: 0, data: { notransaksi: 'JL-2602-00001', tbl_jual: [{ total: '100000.00', deposit: '60000.00', kredit: '40000.00', jatuhtempo: '2026-02-17' }] } });
  expect(await journal(co, 'JL-2602-00001')).toEqual([
    ['1-1300', '40000.00', '0.00'],
    ['1-1400', '0.00', '75000.00'],
    ['2-1300', '60000.00', '0.00'],
    ['4-1000', '0.00', '100000.00'],
    ['5-1000', '75000.00', '0.00'],
  ]);
  // The deposit a sale used cannot go.
  expect(await co.act('depositpel_del', { notransaksi: 'DP-2601-00001' })).toMatchObject({ num: 42, msg: expect.stringContaining('DP-2601-00001 sudah dipakai') });

  // 6. A payment of the rest of both sales, 20,000 of it from the deposit left; more is refused.
  const bp2 = (p: Row) =>
    bp({
      tanggal: '2026-02-10',
      lines: [
        { noinvoice: 'JL-2602-00001', bayar: '40000' },
        { noinvoice: 'JL-2601-00001', bayar: '50000' },
      ],
      ...p,
    });
  expect(await bp2({ deposit: '30000' })).toMatchObject({ num: 1, msg: 'Deposit pelanggan TOKO01 hanya 20.000; tidak cukup untuk 30.000.', data: { fields: { deposit: expect.any(String) } } });
  expect(await bp2({ deposit: '100000' })).toMatchObject({ num: 15, data: { fields: { deposit: 'Deposit dipakai tidak boleh melebihi total bayar.' } } });
  expect(await bp2({ deposit: '20000' })).toMatchObject({ num: 0, data: { notransaksi: 'BP-2602-00001', tbl_bayarpiutang: [{ total: '90000.00', deposit: '20000.00', kas: '70000.00' }] } });
  expect(await journal(co, 'BP-2602-00001')).toEqual([
    ['1-1100', '70000.00', '0.00'],
    ['1-1300', '0.00', '90000.00'],
    ['2-1300', '20000.00', '0.00'],
  ]);
  expect(await co.act('depositsaldopel', { kodesupel: 'TOKO01' })).toMatchObject({ data: { tbl_depositsaldo: [{ saldo: '0.00' }] } });
  // Paying what is already paid is refused.
  expect(await bp({ tanggal: '2026-02-11', lines: [{ noinvoice: 'JL-2602-00001', bayar: '1' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('melebihi sisa piutang JL-2602-00001 (0)') });

  // 7. Remaining amounts, invoice by invoice, at several dates.
  const sisa = async (sampai?: string) =>
    rows((await co.act('piutangpelanggan', { kodesupel: 'TOKO01', semua: true, ...(sampai ? { sampai } : {}) })) as Reply, 'tbl_piutang').map((r) => [r.notransaksi, r.tipe, r.sisa]);
  expect(await sisa('2026-01-15')).toEqual([
    ['SAP-2601-00001', 'SAP', '500000.00'],
    ['JL-2601-00001', 'JL', '150000.00'],
  ]);
  expect(await sisa('2026-01-31')).toEqual([
    ['SAP-2601-00001', 'SAP', '180000.00'],
    ['JL-2601-00001', 'JL', '50000.00'],
  ]);
  expect(await sisa('2026-02-05')).toEqual([
    ['SAP-2601-00001', 'SAP', '180000.00'],
    ['JL-2601-00001', 'JL', '50000.00'],
    ['JL-2602-00001', 'JL', '40000.00'],
  ]);
  expect(await sisa()).toEqual([
    ['SAP-2601-00001', 'SAP', '180000.00'],
    ['JL-2601-00001', 'JL', '0.00'],
    ['JL-2602-00001', 'JL', '0.00'],
  ]);
  expect(rows((await co.act('piutangpelanggan', { kodesupel: 'TOKO01' })) as Reply, 'tbl_piutang')).toEqual([
    { notransaksi: 'SAP-2601-00001', tipe: 'SAP', tanggal: '2026-01-02', kodesupel: 'TOKO01', jatuhtempo: '2026-01-31', jumlah: '500000.00', sisa: '180000.00' },
  ]);
  // Editing BP-2602-00001 lists its invoices as they stood without it ("Ambil Faktur" sends kecuali).
  expect(rows((await co.act('piutangpelanggan', { kodesupel: 'TOKO01', kecuali: 'BP-2602-00001' })) as Reply, 'tbl_piutang').map((r) => [r.notransaksi, r.sisa])).toEqual([
    ['SAP-2601-00001', '180000.00'],
    ['JL-2601-00001', '50000.00'],
    ['JL-2602-00001', '40000.00'],
  ]);
  // "Ambil Faktur" a page at a time, oldest due first, searched by number, leaving out what the form has.
  const picker = (p: Record<string, unknown>) => co.act('piutangpelanggan', { kodesupel: 'TOKO01', kecuali: 'BP-2602-00001', itemlimit: 2, ...p }) as Promise<Reply>;
  expect((await picker({ tanpa: ['SAP-2601-00001'] })).data).toEqual({
    query_data: [{ totpage: 1, totrec: 2, lebih: false, pagenum: 0 }],
    tbl_piutang: [expect.objectContaining({ notransaksi: 'JL-2601-00001' }), expect.objectContaining({ notransaksi: 'JL-2602-00001' })],
  });
  expect((await picker({ cari: 'jl-26' })).data).toMatchObject({ query_data: [{ totrec: 2 }] });
  expect((await picker({ pagenum: 1 })).data).toMatchObject({ query_data: [{ totpage: 2, totrec: 3 }], tbl_piutang: [{ notransaksi: 'JL-2602-00001' }] });
  // The open invoices add up to Piutang Usaha; the deposits are all used.
  expect(await balance(co, '1-1300')).toBe('180000.00');
  expect(await balance(co, '2-1300')).toBe('0.00');

  // 8. A sale or opening receivable that a payment uses is neither changed nor deleted.
  expect(await co.act('jual_del', { notransaksi: 'JL-2601-00001' })).toMatchObject({
    num: 42,
    msg: 'Penjualan JL-2601-00001 sudah dipakai di Pembayaran Piutang BP-2601-00001 sehingga tidak dapat dihapus.',
  });
  const got = (await co.act('jual_get', { notransaksi: 'JL-2601-00001' })) as Reply;
  expect(await co.edit('jual_save', { ...rows(got, 'tbl_jual')[0], lines: rows(got, 'tbl_jual_detail'), keterangan: 'ubah' })).toMatchObject({ num: 42, msg: expect.stringContaining('tidak dapat diubah') });
  expect(await co.act('saldoawalpiutang_del', { notransaksi: 'SAP-2601-00001' })).toMatchObject({ num: 42, msg: expect.stringContaining('Pembayaran Piutang BP-2601-00001') });
  // Deleting the second payment gives the deposit and the sale's receivable back.
  expect(await keptRemaining(co)).toEqual([
    ['SAP-2601-00001', '180000.00'],
    ['JL-2601-00001', '0.00'],
    ['JL-2602-00001', '0.00'],
  ]);
  // The second payment changed to pay the second sale only: the first owes its 50,000 again.
  const bpGot = rows((await co.act('bayarpiutang_get', { notransaksi: 'BP-2602-00001' })) as Reply, 'tbl_bayarpiutang')[0];
  const { total: _t, totalpotongan: _p, kas: _k, ...bpHead } = bpGot;
  expect(await co.edit('bayarpiutang_save', { ...bpHead, lines: [{ noinvoice: 'JL-2602-00001', bayar: '40000' }] })).toMatchObject({ num: 0 });
  expect(await keptRemaining(co)).toEqual([
    ['SAP-2601-00001', '180000.00'],
    ['JL-2601-00001', '50000.00'],
    ['JL-2602-00001', '0.00'],
  ]);
  expect(await co.act('bayarpiutang_del', { notransaksi: 'BP-2602-00001' })).toMatchObject({ num: 0 });
  expect(await keptRemaining(co)).toEqual([
    ['SAP-2601-00001', '180000.00'],
    ['JL-2601-00001', '50000.00'],
    ['JL-2602-00001', '40000.00'],
  ]);
  expect(await co.act('depositsaldopel', { kodesupel: 'TOKO01' })).toMatchObject({ data: { tbl_depositsaldo: [{ saldo: '20000.00' }] } });
  expect(await balance(co, '1-1300')).toBe('270000.00');
  // /depositsaldo: each customer's deposits in, used and left.
  expect(await co.act('depositsaldolist', { jenis: 'P' })).toMatchObject({
    num: 0,
    data: { query_data: [{ totpage: 1, totrec: 1 }], tbl_depositsaldo: [{ kodesupel: 'TOKO01', namasupel: 'Toko Berkah', masuk: '80000.00', dipakai: '60000.00', saldo: '20000.00' }] },
  });

  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);
});

test('reminders: what is due on both sides, paged from 0 with totpage, rows exactly as spec §3', async () => {
  const co = await companyWithBooks();
  await shop(co);
  // Due long ago: three opening receivables of TOKO02 and one credit sale of TOKO01; not due: one far ahead; paid: one.
  for (const [tgl, jt, jumlah] of [
    ['2026-01-03', '2026-01-20', '30000'],
    ['2026-01-02', '2026-01-10', '10000'],
    ['2026-01-04', '2026-01-15', '20000'],
  ])
    expect(await co.act('saldoawalpiutang_save', { tanggal: tgl, kodesupel: 'TOKO02', jumlah, jatuhtempo: jt })).toMatchObject({ num: 0 });
  expect(await co.act('saldoawalpiutang_save', { tanggal: '2026-01-05', kodesupel: 'TOKO02', jumlah: '99000', jatuhtempo: '2099-12-31' })).toMatchObject({ num: 0 });
  expect(await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-01-10', kg: '2' }))).toMatchObject({ num: 0, data: { tbl_jual: [{ kredit: '40000.00', jatuhtempo: '2026-01-24' }] } });
  expect(await actOrEdit(co, 'jual_save', jual({ tanggal: '2026-01-11', kg: '1' }))).toMatchObject({ num: 0, data: { notransaksi: 'JL-2601-00002' } });
  expect(await co.act('bayarpiutang_save', { tanggal: '2026-01-12', kodesupel: 'TOKO01', kodeacckas: '1-1100', lines: [{ noinvoice: 'JL-2601-00002', bayar: '20000' }] })).toMatchObject({ num: 0 });
  // A paid-in-part one shows what remains.
  expect(await co.act('bayarpiutang_save', { tanggal: '2026-01-12', kodesupel: 'TOKO02', kodeacckas: '1-1100', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '5000' }] })).toMatchObject({ num: 0 });
  // A payable due: an opening payable of the supplier.
  expect(await co.act('saldoawalhutang_save', { tanggal: '2026-01-02', kodesupel: 'SUP01', jumlah: '125000', jatuhtempo: '2026-01-30' })).toMatchObject({ num: 0 });

  const p0 = (await co.act('reminderpiutanglist', { pagenum: 0, itemlimit: 3 })) as Reply;
  expect(p0).toMatchObject({ num: 0, data: { query_data: [{ totpage: 2, totrec: 4 }] } });
  expect(rows(p0, 'tbl_piutang_list')).toEqual([
    { supel: 'Warung Sari', notransaksi: 'SAP-2601-00002', tanggal: '2026-01-02', byr_krd_jt: '2026-01-10', sisakredit: '10000.00', tipe: 'SAP' },
    { supel: 'Warung Sari', notransaksi: 'SAP-2601-00003', tanggal: '2026-01-04', byr_krd_jt: '2026-01-15', sisakredit: '20000.00', tipe: 'SAP' },
    { supel: 'Warung Sari', notransaksi: 'SAP-2601-00001', tanggal: '2026-01-03', byr_krd_jt: '2026-01-20', sisakredit: '25000.00', tipe: 'SAP' },
  ]);
  const p1 = (await co.act('reminderpiutanglist', { pagenum: 1, itemlimit: 3 })) as Reply;
  expect(rows(p1, 'tbl_piutang_list')).toEqual([{ supel: 'Toko Berkah', notransaksi: 'JL-2601-00001', tanggal: '2026-01-10', byr_krd_jt: '2026-01-24', sisakredit: '40000.00', tipe: 'JL' }]);
  expect(await co.act('reminderpiutanglist', { pagenum: 5, itemlimit: 3 })).toMatchObject({ num: 0, data: { query_data: [{ totpage: 2 }], tbl_piutang_list: [] } });
  // itemlimit defaults to 15.
  expect(await co.act('reminderpiutanglist', {})).toMatchObject({ data: { query_data: [{ totpage: 1, totrec: 4 }] } });
  expect(await co.act('reminderpiutanglist', { pagenum: -1 })).toMatchObject({ num: 15 });

  expect(await co.act('reminderhutanglist', { pagenum: 0 })).toMatchObject({
    num: 0,
    data: { query_data: [{ totpage: 1 }], tbl_hutang_list: [{ supel: 'PT Sumber Makmur', notransaksi: 'SAH-2601-00001', tanggal: '2026-01-02', byr_krd_jt: '2026-01-30', sisakredit: '125000.00', tipe: 'SAH' }] },
  });
  const both = (await co.act('reminderhupilist', {})) as Reply;
  expect(both.num).toBe(0);
  expect(rows(both, 'tbl_piutang_list').map((r) => r.notransaksi)).toEqual(['SAP-2601-00002', 'SAP-2601-00003', 'SAP-2601-00001', 'JL-2601-00001']);
  expect(rows(both, 'tbl_hutang_list').map((r) => r.notransaksi)).toEqual(['SAH-2601-00001']);
  expect(Object.keys(rows(both, 'tbl_hutang_list')[0])).toEqual(['supel', 'notransaksi', 'tanggal', 'byr_krd_jt', 'sisakredit', 'tipe']);
});

test('a receivable payment by giro: the part beyond the deposit to Piutang Giro, the giro settled into the bank on /stsbgpiutad, then locked', async () => {
  const co = await companyWithBooks();
  await shop(co);
  expect((await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' })).num).toBe(0);
  expect((await co.act('saldoawalpiutang_save', { tanggal: '2026-01-02', kodesupel: 'TOKO01', jumlah: '500000' })).num).toBe(0);
  expect((await co.act('depositpel_save', { tanggal: '2026-01-03', kodesupel: 'TOKO01', kodeacckas: '1-1100', jumlah: '100000' })).num).toBe(0);
  const giro = { tanggal: '2026-01-10', kodesupel: 'TOKO01', kodeacckas: '1-1200', jenisbayar: 'G', nogiro: 'BG-7781', bankgiro: 'BCA', jtgiro: '2026-01-20' };
  // A giro is cashed into a bank account, not the cash box.
  expect(await actOrEdit(co, 'bayarpiutang_save', { ...giro, kodeacckas: '1-1100', deposit: '100000', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '400000' }] })).toMatchObject({ num: 15, data: { fields: { kodeacckas: expect.any(String) } } });
  const bp = (await actOrEdit(co, 'bayarpiutang_save', { ...giro, deposit: '100000', lines: [{ noinvoice: 'SAP-2601-00001', bayar: '400000' }] })) as Reply;
  expect(bp).toMatchObject({ num: 0, data: { notransaksi: 'BP-2601-00001', tbl_bayarpiutang: [{ kas: '300000.00', jenisbayar: 'G' }] } });
  // The giro pays what the deposit does not: 300,000 to Piutang Giro, nothing to the bank yet.
  expect(await journal(co, 'BP-2601-00001')).toEqual([
    ['1-1300', '0.00', '400000.00'],
    ['1-1310', '300000.00', '0.00'],
    ['2-1300', '100000.00', '0.00'],
  ]);
  expect(await co.act('stsbg_list', { tipe: 'BP', dari: '2026-01-01', sampai: '2026-01-31' })).toMatchObject({ num: 0, data: { tbl_stsbg: [{ notransaksi: 'BP-2601-00001', nogiro: 'BG-7781', jumlah: '300000.00', status: 'belum' }] } });
  expect(await co.act('stsbg_cair', { tipe: 'BP', notransaksi: 'BP-2601-00001', tanggal: '2026-01-21' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1310')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('300000.00');
  expect(await co.act('bayarpiutang_del', { notransaksi: 'BP-2601-00001' })).toMatchObject({ num: 42 });
  expect(await invariants(co)).toEqual([]);
});
