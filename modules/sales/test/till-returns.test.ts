/**
 * Sales returns (mode 1) against till sales (`kasir`, KSR), on the mechanism of back-office
 * sales: the return's lines are the till sale's (`jenissumber` kasir), never more than sold less
 * returned, at the sale's prices and PPN, back into stock at the till sale's own cost; the
 * receivable (credit sale) or the cash (cash sale) goes back; the commission's share and the
 * dashboard figures follow; the till sale is locked while used; deleting or editing the return
 * gives the quantity back.
 */
import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { piutang } from '../receivables';
import { coffeeShop } from './coffee-shop';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const rows = (r: Reply, t: string) => r.data[t] as Row[];
const kartu = async (co: BooksCompany, kodeitem: string, sampai: string) =>
  ((await co.act('kartustok', { kodeitem, dari: '2026-11-01', sampai })).data as { info: { akhir: Row }[] }).info[0].akhir;
const journal = (co: BooksCompany, no: string) =>
  co.sql(
    `select p.kodeacc, sum(b.debet)::text as d, sum(b.kredit)::text as k from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
     where j.sumber = 'RJ' and j.notransaksi = '${no}' and j.status = 0 group by p.kodeacc order by p.kodeacc`,
  );

/** Coffee in PCS and BOX of 12 bought at 12,000 a piece, sugar at 15,000 a kilo; a credit customer; a sales person at 2.5 %. */
async function shop(co: BooksCompany) {
  await coffeeShop(co, { jatuhtempo: 14 });
  expect((await co.act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2.5' })).num).toBe(0);
}

test('returns against a till sale: a partial mode-1 return, the rest, a third refused; stock at the sale cost, journal, sisa, receivable, commission, dashboard; the sale locked; deleting the return gives it back', async () => {
  const co = await companyWithBooks();
  await shop(co);

  // A back-office sale first: its line ids are the same numbers as the till sale's below.
  const jl = (await co.act('jual_save', { tanggal: '2026-11-10', kodesupel: 'UMUM', kodegudang: 'UTM', tunai: '18000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '18000', jenispajak: '1112' }] })) as Reply;
  expect(jl).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00001' } });

  // 1. A till sale on credit with two lines, PPN added (11 % effective), with a sales person.
  const ksr = (await co.act('kasir_save', {
    tanggal: '2026-11-11',
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    kodesales: 'S01',
    tipeppn: 'E',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '18000', jenispajak: '1112' },
    ],
  })) as Reply;
  expect(ksr).toMatchObject({
    num: 0,
    data: {
      notransaksi: 'KSR-2611-00001',
      tbl_kasir: [{ subtotal: '394000.00', dpp: '394000.00', ppn: '43340.00', total: '437340.00', kredit: '437340.00', komisi: '9850.00' }],
      // Each till sale line keeps what is left to return.
      tbl_kasir_detail: [{ sisa: '2.0000' }, { sisa: '3.0000' }],
    },
  });
  const [kopi, gula] = rows(ksr, 'tbl_kasir_detail').map((l) => Number(l.id));
  expect(Number(rows(jl, 'tbl_jual_detail')[0].id)).toBe(kopi);
  // A cash till sale of a box to a walk-in customer.
  const ksr2 = (await co.act('kasir_save', { tanggal: '2026-11-12', kodesupel: 'UMUM', kodegudang: 'UTM', tunai: '200000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' }] })) as Reply;
  expect(ksr2).toMatchObject({ num: 0, data: { notransaksi: 'KSR-2611-00002', tbl_kasir: [{ total: '170000.00', kembali: '30000.00', kredit: '0.00' }] } });
  // Out at 12,000 a piece: 36 of the 48 pieces gone; 3 + 1 kilos of sugar.
  expect(await kartu(co, 'KOPI01', '2026-11-12')).toMatchObject({ qty: '12.0000', nilai: '144000.00' });
  // Coffee bought in dearer: the average moves to 13,500 a piece; returns still come back at 12,000.
  expect(await co.act('itemmasuk_save', { tanggal: '2026-11-14', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '180000' }] })).toMatchObject({ num: 0 });
  expect(await kartu(co, 'KOPI01', '2026-11-14')).toMatchObject({ qty: '24.0000', nilai: '324000.00', hpp: '13500.00' });

  // 2. A partial return against the receivable: one box and one kilo, whatever prices are sent.
  const rj = (p: Row) => actOrEdit(co, 'returjual_save', { tanggal: '2026-11-15', mode: '1', nojual: 'KSR-2611-00001', kodesupel: 'TOKO01', kodegudang: 'UTM', potongpiutang: true, ...p }) as Promise<Reply>;
  const line = (idsumber: number, kodeitem: string, satuan: string, jumlah: string) => ({ idsumber, jenissumber: 'kasir', kodeitem, satuan, jumlah, harga: '1', jenispajak: '1112' });
  expect(await rj({ potongpiutang: false, kodeacckas: '1-1100', lines: [line(kopi, 'KOPI01', 'BOX', '3')] })).toMatchObject({ num: 15, msg: 'Baris 1: Jumlah KOPI01 BOX melebihi sisa Penjualan Kasir KSR-2611-00001 (sisa 2).' });
  // A line of another sale is not a line of this one.
  expect(await rj({ lines: [line(kopi + 1000, 'KOPI01', 'BOX', '1')] })).toMatchObject({ num: 15, msg: 'Baris 1: pilih baris dari penjualan KSR-2611-00001.' });
  // The line need not name its source's kind: the server takes it from the sale (here: sent as 'jual').
  const rj1 = await rj({ lines: [line(kopi, 'KOPI01', 'BOX', '1'), { ...line(gula, 'GULA01', 'KG', '1'), jenissumber: 'jual' }] });
  expect(rj1).toMatchObject({
    num: 0,
    data: {
      notransaksi: 'RJ-2611-00001',
      tbl_returjual: [{ kodesupel: 'TOKO01', tipeppn: 'E', subtotal: '188000.00', dpp: '188000.00', ppn: '20680.00', total: '208680.00' }],
      tbl_returjual_detail: [
        { jenissumber: 'kasir', harga: '170000.00', hpp: '144000.00' },
        { jenissumber: 'kasir', harga: '18000.00', hpp: '15000.00' },
      ],
    },
  });
  expect(await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })).toMatchObject({ data: { tbl_kasir_detail: [{ sisa: '1.0000' }, { sisa: '2.0000' }] } });
  // Back at the till sale's cost (12,000 a piece), not at the average of 13,500.
  expect(await kartu(co, 'KOPI01', '2026-11-15')).toMatchObject({ qty: '36.0000', nilai: '468000.00', hpp: '13000.00' });
  expect(await kartu(co, 'GULA01', '2026-11-15')).toMatchObject({ qty: '7.0000', nilai: '105000.00' });
  // The sale's entries reversed for the returned lines (ACCOUNTING.md §2 RJ).
  expect(await journal(co, 'RJ-2611-00001')).toEqual([
    { kodeacc: '1-1300', d: '0.00', k: '208680.00' },
    { kodeacc: '1-1400', d: '159000.00', k: '0.00' },
    { kodeacc: '2-1200', d: '20680.00', k: '0.00' },
    { kodeacc: '4-1100', d: '188000.00', k: '0.00' },
    { kodeacc: '5-1000', d: '0.00', k: '159000.00' },
  ]);
  expect(await co.tx((tx) => piutang(tx, { kodesupel: 'TOKO01' }))).toMatchObject([{ notransaksi: 'KSR-2611-00001', tipe: 'KSR', jumlah: '437340.00', sisa: '228660.00' }]);
  // The commission's share: 9,850 × 188,000 ÷ 394,000.
  const komisi = async () => ((await co.act('komisisales', { kodesales: 'S01', semua: 1 })) as Reply).data.tbl_komisi as Row[];
  expect((await komisi()).map((r) => [r.notransaksi, r.tipe, r.komisi, r.retur, r.sisa])).toEqual([['KSR-2611-00001', 'KSR', '9850.00', '4700.00', '5150.00']]);

  // The back-office sale whose line has the same id is not held by the return: it is deleted.
  expect((await co.act('jual_del', { notransaksi: 'JL-2611-00001' })).num).toBe(0);

  // 3. The till sale, used, is neither deleted nor changed.
  expect(await co.act('kasir_del', { notransaksi: 'KSR-2611-00001' })).toMatchObject({
    num: 42,
    msg: 'Penjualan Kasir KSR-2611-00001 sudah dipakai di Retur Penjualan RJ-2611-00001 sehingga tidak dapat dihapus.',
  });
  const got = (await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })) as Reply;
  expect(await co.edit('kasir_save', { ...rows(got, 'tbl_kasir')[0], lines: rows(got, 'tbl_kasir_detail'), keterangan: 'ubah' })).toMatchObject({ num: 42, msg: expect.stringContaining('sudah dipakai di Retur Penjualan RJ-2611-00001') });

  // 4. The rest comes back a day later; then nothing is left, and a third return is refused.
  const rj2 = await rj({ tanggal: '2026-11-16', lines: [line(kopi, 'KOPI01', 'BOX', '1'), line(gula, 'GULA01', 'KG', '2')] });
  expect(rj2).toMatchObject({ num: 0, data: { notransaksi: 'RJ-2611-00002', tbl_returjual: [{ dpp: '206000.00', ppn: '22660.00', total: '228660.00' }], tbl_returjual_detail: [{ hpp: '144000.00' }, { hpp: '30000.00' }] } });
  expect(await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })).toMatchObject({ data: { tbl_kasir_detail: [{ sisa: '0.0000' }, { sisa: '0.0000' }] } });
  expect(await rj({ tanggal: '2026-11-17', potongpiutang: false, kodeacckas: '1-1100', lines: [line(gula, 'GULA01', 'KG', '1')] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah GULA01 KG melebihi sisa Penjualan Kasir KSR-2611-00001 (sisa 0).',
  });
  expect(await co.tx((tx) => piutang(tx, { kodesupel: 'TOKO01' }))).toMatchObject([{ notransaksi: 'KSR-2611-00001', sisa: '0.00' }]);
  expect((await komisi())[0]).toMatchObject({ retur: '9850.00', sisa: '0.00' });

  // 5. The cash till sale comes back in cash (it has no receivable to reduce).
  const cash = { tanggal: '2026-11-17', mode: '1', nojual: 'KSR-2611-00002', kodesupel: 'UMUM', kodegudang: 'UTM', lines: [line(Number(rows(ksr2, 'tbl_kasir_detail')[0].id), 'KOPI01', 'BOX', '1')] };
  expect(await actOrEdit(co, 'returjual_save', { ...cash, potongpiutang: true })).toMatchObject({ num: 1, msg: 'Retur 170.000 melebihi sisa piutang penjualan KSR-2611-00002 (0); kembalikan tunai.' });
  expect(await actOrEdit(co, 'returjual_save', { ...cash, kodeacckas: '1-1100' })).toMatchObject({ num: 0, data: { notransaksi: 'RJ-2611-00003', tbl_returjual: [{ total: '170000.00' }] } });
  expect(await journal(co, 'RJ-2611-00003')).toEqual([
    { kodeacc: '1-1100', d: '0.00', k: '170000.00' },
    { kodeacc: '1-1400', d: '144000.00', k: '0.00' },
    { kodeacc: '4-1100', d: '170000.00', k: '0.00' },
    { kodeacc: '5-1000', d: '0.00', k: '144000.00' },
  ]);

  // The books: everything sold came back, at what it went out at.
  expect(await kartu(co, 'KOPI01', '2026-11-17')).toMatchObject({ qty: '60.0000', nilai: '756000.00' });
  expect(await kartu(co, 'GULA01', '2026-11-17')).toMatchObject({ qty: '10.0000', nilai: '150000.00' });
  expect(await balance(co, '1-1300')).toBe('0.00');
  expect(await balance(co, '4-1000')).toBe('-564000.00');
  expect(await balance(co, '4-1100')).toBe('564000.00');
  expect(await balance(co, '2-1200')).toBe('0.00');
  expect(await balance(co, '5-1000')).toBe('0.00');
  expect(await balance(co, '1-1100')).toBe('0.00');
  // The dashboard: the month's sales less what came back; the items sold net of returns.
  expect(await co.sql(`select omset::numeric(18,2)::text as omset from dsb_omset where bulan = '2026-11-01'`)).toEqual([{ omset: '0.00' }]);
  expect(await co.sql(`select kodeitem, jmljual::numeric(18,4)::text as n from dsb_jual_item where bulan = '2026-11-01' order by kodeitem`)).toEqual([
    { kodeitem: 'GULA01', n: '0.0000' },
    { kodeitem: 'KOPI01', n: '0.0000' },
  ]);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);

  // 6. Deleting the second return gives its quantities back (and the receivable, and the commission's share).
  expect((await co.act('returjual_del', { notransaksi: 'RJ-2611-00002' })).num).toBe(0);
  expect(await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })).toMatchObject({ data: { tbl_kasir_detail: [{ sisa: '1.0000' }, { sisa: '2.0000' }] } });
  expect(await balance(co, '1-1300')).toBe('228660.00');
  expect((await komisi())[0]).toMatchObject({ retur: '4700.00', sisa: '5150.00' });
  expect(await co.sql(`select omset::numeric(18,2)::text as omset from dsb_omset where bulan = '2026-11-01'`)).toEqual([{ omset: '206000.00' }]);
  // Editing the first to the coffee only gives the sugar back.
  const rj1Got = (await co.act('returjual_get', { notransaksi: 'RJ-2611-00001' })) as Reply;
  const { subtotal: _s, potongan: _p, dpp: _d, ppn: _n, total: _t, ...rj1Head } = rows(rj1Got, 'tbl_returjual')[0];
  const { total: _lt, ...rj1Kopi } = rows(rj1Got, 'tbl_returjual_detail')[0];
  expect(await co.edit('returjual_save', { ...rj1Head, lines: [rj1Kopi] })).toMatchObject({ num: 0, data: { tbl_returjual: [{ total: '188700.00' }] } });
  expect(await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })).toMatchObject({ data: { tbl_kasir_detail: [{ sisa: '1.0000' }, { sisa: '3.0000' }] } });
  expect(await balance(co, '1-1300')).toBe('248640.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);

  // Once its returns go, the till sale can be deleted.
  expect((await co.act('returjual_del', { notransaksi: 'RJ-2611-00001' })).num).toBe(0);
  expect(await co.act('kasir_get', { notransaksi: 'KSR-2611-00001' })).toMatchObject({ data: { tbl_kasir_detail: [{ sisa: '2.0000' }, { sisa: '3.0000' }] } });
  expect((await co.act('kasir_del', { notransaksi: 'KSR-2611-00001' })).num).toBe(0);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});
