/**
 * The sales back office in one flow (issue 15): an order → a partial credit sale from it → the
 * rest (order closed) → a return against the first sale → a receivable payment by giro → the giro
 * settled → the sales person's commission paid; every step checked against its journal, the stock,
 * the receivable per invoice and the commission owed; the books' checks clean at the end.
 */
import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { openReceivable, piutang } from '../receivables';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const rows = (r: Reply, t: string) => r.data[t] as Row[];

/** Journal lines of one document's live posting: [kodeacc, debet, kredit]. */
const journal = async (co: BooksCompany, notransaksi: string) =>
  (
    await co.sql<{ kodeacc: string; debet: string; kredit: string }>(
      `select p.kodeacc, b.debet::text, b.kredit::text from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
       where j.notransaksi = '${notransaksi}' and j.status = 0 order by p.kodeacc, b.id`,
    )
  ).map((r) => [r.kodeacc, r.debet, r.kredit]);

const stock = async (co: BooksCompany) => (await co.sql<{ qty: string; nilai: string }>(`select qty::numeric(18,4)::text as qty, nilai::numeric(18,2)::text as nilai from stok_item`))[0];
const owed = async (co: BooksCompany) => (await co.act('komisisales', { kodesales: 'S01', semua: 1 })) as Reply;
const sisa = async (co: BooksCompany) => Object.fromEntries((await co.tx((tx) => piutang(tx, { kodesupel: 'TOKO01' }))).map((i) => [i.notransaksi, i.sisa]));

test('order → partial sale → the rest → return → payment by giro → giro settled → commission paid: journals, stock, receivables, commission; cekbuku clean', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 14, limitkredit: '2000000' })).num).toBe(0);
  expect((await co.act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2' })).num).toBe(0);
  expect((await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' })).num).toBe(0);
  // 20 pieces in at 10,000.
  expect((await co.act('itemmasuk_save', { tanggal: '2026-11-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '20', harga: '10000' }] })).num).toBe(0);

  // 1. The order of 10 pieces: nothing posted.
  const oj = (await co.act('pesanjual_save', { tanggal: '2026-11-09', kodesupel: 'TOKO01', kodegudang: 'UTM', kodesales: 'S01', tipeppn: 'N', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '15000', jenispajak: '0' }] })) as Reply;
  expect(oj).toMatchObject({ num: 0, data: { notransaksi: 'OJ-2611-00001', tbl_pesanjual: [{ status: '0', total: '150000.00' }] } });
  const ojLine = Number(rows(oj, 'tbl_pesanjual_detail')[0].id);
  expect(await journal(co, 'OJ-2611-00001')).toEqual([]);

  // 2. Four of them on credit: Dr Piutang / Cr Penjualan, the cost out; the order partly delivered; 2 % commission.
  const sale = (tanggal: string, jumlah: string) =>
    co.act('jual_save', { tanggal, kodesupel: 'TOKO01', kodegudang: 'UTM', kodesales: 'S01', tipeppn: 'N', lines: [{ idsumber: ojLine, kodeitem: 'KOPI01', satuan: 'PCS', jumlah, harga: '15000', jenispajak: '0' }] }) as Promise<Reply>;
  const jl1 = await sale('2026-11-10', '4');
  expect(jl1).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00001', tbl_jual: [{ total: '60000.00', kredit: '60000.00', komisi: '1200.00', jatuhtempo: '2026-11-24' }] } });
  expect(await journal(co, 'JL-2611-00001')).toEqual([
    ['1-1300', '60000.00', '0.00'],
    ['1-1400', '0.00', '40000.00'],
    ['4-1000', '0.00', '60000.00'],
    ['5-1000', '40000.00', '0.00'],
  ]);
  expect(await co.act('pesanjual_get', { notransaksi: 'OJ-2611-00001' })).toMatchObject({ data: { tbl_pesanjual: [{ status: '1' }], tbl_pesanjual_detail: [{ sisa: '6.0000' }] } });

  // 3. The other six: the order is closed.
  expect(await sale('2026-11-11', '7')).toMatchObject({ num: 15, msg: expect.stringContaining('sisa 6') });
  expect(await sale('2026-11-11', '6')).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00002', tbl_jual: [{ kredit: '90000.00', komisi: '1800.00' }] } });
  expect(await co.act('pesanjual_get', { notransaksi: 'OJ-2611-00001' })).toMatchObject({ data: { tbl_pesanjual: [{ status: '2' }], tbl_pesanjual_detail: [{ sisa: '0.0000' }] } });
  expect(await stock(co)).toEqual({ qty: '10.0000', nilai: '100000.00' });
  expect(await sisa(co)).toEqual({ 'JL-2611-00001': '60000.00', 'JL-2611-00002': '90000.00' });

  // 4. One piece of the first sale comes back against its receivable, into stock at the sale's cost.
  const jl1Line = Number(rows(jl1, 'tbl_jual_detail')[0].id);
  const rj = (await co.act('returjual_save', { tanggal: '2026-11-12', mode: '1', nojual: 'JL-2611-00001', kodesupel: 'TOKO01', kodegudang: 'UTM', potongpiutang: true, lines: [{ idsumber: jl1Line, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '15000', jenispajak: '0' }] })) as Reply;
  expect(rj).toMatchObject({ num: 0, data: { notransaksi: 'RJ-2611-00001', tbl_returjual: [{ total: '15000.00' }] } });
  expect(await journal(co, 'RJ-2611-00001')).toEqual([
    ['1-1300', '0.00', '15000.00'],
    ['1-1400', '10000.00', '0.00'],
    ['4-1100', '15000.00', '0.00'],
    ['5-1000', '0.00', '10000.00'],
  ]);
  expect(await stock(co)).toEqual({ qty: '11.0000', nilai: '110000.00' });
  expect(await sisa(co)).toEqual({ 'JL-2611-00001': '45000.00', 'JL-2611-00002': '90000.00' });
  // The return took back a quarter of the first sale's commission.
  expect(rows(await owed(co), 'tbl_komisi').map((r) => [r.notransaksi, r.komisi, r.retur, r.sisa])).toEqual([
    ['JL-2611-00001', '1200.00', '300.00', '900.00'],
    ['JL-2611-00002', '1800.00', '0.00', '1800.00'],
  ]);

  // 5. A payment by giro: all of the first sale, part of the second, to Piutang Giro until settled.
  const bp = (await co.act('bayarpiutang_save', {
    tanggal: '2026-11-15',
    kodesupel: 'TOKO01',
    kodeacckas: '1-1200',
    jenisbayar: 'G',
    nogiro: 'BG-100234',
    bankgiro: 'BCA',
    jtgiro: '2026-11-20',
    lines: [
      { noinvoice: 'JL-2611-00001', bayar: '45000' },
      { noinvoice: 'JL-2611-00002', bayar: '50000' },
    ],
  })) as Reply;
  expect(bp).toMatchObject({ num: 0, data: { notransaksi: 'BP-2611-00001' } });
  expect(await journal(co, 'BP-2611-00001')).toEqual([
    ['1-1300', '0.00', '95000.00'],
    ['1-1310', '95000.00', '0.00'],
  ]);
  expect(await sisa(co)).toEqual({ 'JL-2611-00001': '0.00', 'JL-2611-00002': '40000.00' });
  expect((await co.tx((tx) => openReceivable(tx, 'TOKO01'))).toFixed(2)).toBe('40000.00');
  expect(await balance(co, '1-1300')).toBe('40000.00');
  // The sales a payment uses are locked.
  expect(await co.act('jual_del', { notransaksi: 'JL-2611-00001' })).toMatchObject({ num: 42 });

  // 6. The giro settled into the bank on the 21st.
  expect(await co.act('stsbg_cair', { tipe: 'BP', notransaksi: 'BP-2611-00001', tanggal: '2026-11-21' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1310')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('95000.00');
  expect(await co.act('bayarpiutang_del', { notransaksi: 'BP-2611-00001' })).toMatchObject({ num: 42 });

  // 7. The commission paid from the bank: what is owed, and no more.
  const bks = (p: Row) => actOrEdit(co, 'bayarkomisi_save', { tanggal: '2026-11-25', kodesales: 'S01', kodeacckas: '1-1200', ...p }) as Promise<Reply>;
  expect(await bks({ lines: [{ nojual: 'JL-2611-00001', bayar: '1200' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('melebihi sisa komisi JL-2611-00001 (900 ') });
  const paid = await bks({ lines: [{ nojual: 'JL-2611-00001', bayar: '900' }, { nojual: 'JL-2611-00002', bayar: '1800' }] });
  expect(paid).toMatchObject({ num: 0, data: { notransaksi: 'BKS-2611-00001' } });
  expect(await journal(co, 'BKS-2611-00001')).toEqual([
    ['1-1200', '0.00', '2700.00'],
    ['6-1400', '2700.00', '0.00'],
  ]);
  expect(await owed(co)).toMatchObject({ data: { sisa: '0.00' } });

  // The books: balances of the whole flow, and every check of cekbuku.
  expect({
    piutang: await balance(co, '1-1300'),
    persediaan: await balance(co, '1-1400'),
    bank: await balance(co, '1-1200'),
    penjualan: await balance(co, '4-1000'),
    retur: await balance(co, '4-1100'),
    hpp: await balance(co, '5-1000'),
    komisi: await balance(co, '6-1400'),
  }).toEqual({ piutang: '40000.00', persediaan: '110000.00', bank: '92300.00', penjualan: '-150000.00', retur: '15000.00', hpp: '90000.00', komisi: '2700.00' });
  expect(await invariants(co)).toEqual([]);
});
