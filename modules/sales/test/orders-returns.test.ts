import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { openReceivable, piutang } from '../receivables';
import { coffeeShop } from './coffee-shop';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

/** Coffee in PCS and BOX of 12 and sugar in KG bought in at 12,000 a piece and 15,000 a kilo; a customer on 14 days' credit; a sales clerk and a supervisor. */
async function shop(co: BooksCompany) {
  await coffeeShop(co, { jatuhtempo: 14, limitkredit: '2000000' });
  const password = await addUser(co, { userid: 'SALES1' });
  await grant(co, 'U', 'SALES1', [['mPesanJual'], ['mPesanJual', 'madd'], ['mPesanJual', 'medit'], ['mJual'], ['mJual', 'madd'], ['mReturJual'], ['mReturJual', 'madd'], ['mReturJual', 'medit'], ['mReturJual', 'mdelete']]);
  await addUser(co, { userid: 'SPV', password: 'spv-rahasia' });
  await grant(co, 'U', 'SPV', [['mPelanggan', 'medit']]);
  return loginAs(co, 'SALES1', password);
}

const rows = (r: Reply, t: string) => r.data[t] as Row[];
const kartu = async (co: BooksCompany, kodeitem: string, sampai: string) =>
  ((await co.act('kartustok', { kodeitem, dari: '2026-11-01', sampai })).data as { info: { akhir: Row }[] }).info[0].akhir;

test('sales flow: order → partial sale from it → the rest over the credit limit with a supervisor (order closed) → return against the sale → free return; journals, stock, receivable, cekbuku', async () => {
  const co = await companyWithBooks();
  const clerk = await shop(co);

  // 1. The order: posts nothing, every line open.
  const oj = (await clerk.act('pesanjual_save', {
    tanggal: '2026-11-10',
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    tipeppn: 'E',
    keterangan: 'Kiriman minggu ini',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '3', harga: '170000', jenispajak: '1112' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '5', harga: '18000', jenispajak: '1112' },
    ],
  })) as Reply;
  expect(oj).toMatchObject({
    num: 0,
    data: { notransaksi: 'OJ-2611-00001', tbl_pesanjual: [{ status: '0', subtotal: '600000.00', ppn: '66000.00', total: '666000.00' }], tbl_pesanjual_detail: [{ sisa: '3.0000' }, { sisa: '5.0000' }] },
  });
  const [ojKopi, ojGula] = rows(oj, 'tbl_pesanjual_detail').map((l) => Number(l.id));
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where sumber = 'OJ'`)).toEqual([{ n: 0 }]);

  // 2. A sale of part of it, on credit: 2 boxes and 2 kg.
  const jual = (p: Row) => actOrEdit(clerk, 'jual_save', { kodesupel: 'TOKO01', kodegudang: 'UTM', tipeppn: 'E', ...p }) as Promise<Reply>;
  const jl1 = await jual({
    tanggal: '2026-11-12',
    lines: [
      { idsumber: ojKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' },
      { idsumber: ojGula, kodeitem: 'GULA01', satuan: 'KG', jumlah: '2', harga: '18000', jenispajak: '1112' },
    ],
  });
  expect(jl1).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00001', tbl_jual: [{ subtotal: '376000.00', ppn: '41360.00', total: '417360.00', kredit: '417360.00', jatuhtempo: '2026-11-26' }] } });
  expect(await co.act('pesanjual_get', { notransaksi: 'OJ-2611-00001' })).toMatchObject({ data: { tbl_pesanjual: [{ status: '1' }], tbl_pesanjual_detail: [{ sisa: '1.0000' }, { sisa: '3.0000' }] } });
  expect(await balance(co, '1-1300')).toBe('417360.00');
  expect(await balance(co, '4-1000')).toBe('-376000.00');
  expect(await balance(co, '2-1200')).toBe('-41360.00');
  // Out at cost: 24 pieces × 12,000 + 2 kg × 15,000.
  expect(await balance(co, '5-1000')).toBe('318000.00');
  expect(await kartu(co, 'KOPI01', '2026-11-12')).toMatchObject({ qty: '24.0000', nilai: '288000.00' });
  expect(await kartu(co, 'GULA01', '2026-11-12')).toMatchObject({ qty: '8.0000', nilai: '120000.00' });

  // Another customer's order, more than the order still has: refused, nothing written.
  expect(await jual({ tanggal: '2026-11-13', kodesupel: 'UMUM', lines: [{ idsumber: ojKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' }], tunai: '188700' })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Pesanan Penjualan OJ-2611-00001 milik pelanggan TOKO01, bukan UMUM.',
  });
  expect(await jual({ tanggal: '2026-11-13', lines: [{ idsumber: ojKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah KOPI01 BOX melebihi sisa Pesanan Penjualan OJ-2611-00001 (sisa 1).',
  });
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);

  // 3. The customer's limit is lowered to 600,000: the rest on credit would owe 666,000. Refused with the figures…
  expect((await co.edit('pelanggan_save', { ...rows((await co.act('pelanggan_get', { kodesupel: 'TOKO01' })) as Reply, 'tbl_pelanggan')[0], limitkredit: '600000' })).num).toBe(0);
  const rest = {
    tanggal: '2026-11-13',
    lines: [
      { idsumber: ojKopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' },
      { idsumber: ojGula, kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '18000', jenispajak: '1112' },
    ],
  };
  expect(await jual(rest)).toMatchObject({
    num: 1,
    msg: 'Limit kredit pelanggan TOKO01 Toko Berkah Rp 600.000 terlampaui: piutang terbuka Rp 417.360 + kredit penjualan ini Rp 248.640 = Rp 666.000. Melebihi limit kredit memerlukan otorisasi supervisor.',
    data: { otorisasi: { modul: 'mPelanggan', aksi: 'medit' }, fields: { kodesupel: expect.any(String) } },
  });
  // … and so is an order over it.
  expect(await clerk.act('pesanjual_save', { tanggal: '2026-11-13', kodesupel: 'TOKO01', kodegudang: 'UTM', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '20', harga: '18000', jenispajak: '1112' }] })).toMatchObject({
    num: 1,
    msg: expect.stringContaining('piutang terbuka Rp 417.360 + pesanan ini Rp 360.000 = Rp 777.360'),
  });
  expect(await co.sql(`select count(*)::int as n from jual`)).toEqual([{ n: 1 }]);
  // A supervisor's one-time grant lets it through, once; the log names the supervisor.
  const izin = ((await clerk.act('authaccess_izin', { modul: 'mPelanggan', type: 'medit', userid: 'SPV', pass: 'spv-rahasia' })).data as { izin: string }).izin;
  const jl2 = await jual({ ...rest, izin });
  expect(jl2).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00002', tbl_jual: [{ total: '248640.00', kredit: '248640.00' }] } });
  expect(await co.sql(`select ringkasan->>'diotorisasi' as d from log_aktivitas where act = 'jual_save' and ringkasan ? 'diotorisasi'`)).toEqual([{ d: 'SPV' }]);
  // The order is closed and, used, cannot be deleted.
  expect(await co.act('pesanjual_get', { notransaksi: 'OJ-2611-00001' })).toMatchObject({ data: { tbl_pesanjual: [{ status: '2' }], tbl_pesanjual_detail: [{ sisa: '0.0000' }, { sisa: '0.0000' }] } });
  expect(await co.act('pesanjual_del', { notransaksi: 'OJ-2611-00001' })).toMatchObject({
    num: 42,
    msg: 'Pesanan Penjualan OJ-2611-00001 sudah dipakai di Penjualan JL-2611-00001 sehingga tidak dapat dihapus.',
  });
  expect(await balance(co, '5-1000')).toBe('507000.00'); // + 12 pieces × 12,000 + 3 kg × 15,000
  expect(await kartu(co, 'KOPI01', '2026-11-13')).toMatchObject({ qty: '12.0000', nilai: '144000.00' });

  // Coffee bought in dearer: the average moves to 13,500 a piece.
  expect(await co.act('itemmasuk_save', { tanggal: '2026-11-14', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '180000' }] })).toMatchObject({ num: 0 });
  expect(await kartu(co, 'KOPI01', '2026-11-14')).toMatchObject({ qty: '24.0000', nilai: '324000.00', hpp: '13500.00' });

  // 4. A box of the first sale comes back against its receivable: never more than sold less returned.
  const jl1Kopi = Number(rows(jl1, 'tbl_jual_detail')[0].id);
  const rj = (p: Row) => actOrEdit(clerk, 'returjual_save', { tanggal: '2026-11-15', mode: '1', nojual: 'JL-2611-00001', kodesupel: 'TOKO01', kodegudang: 'UTM', potongpiutang: true, ...p }) as Promise<Reply>;
  expect(await rj({ potongpiutang: false, kodeacckas: '1-1100', lines: [{ idsumber: jl1Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '3', harga: '1', jenispajak: '1112' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: Jumlah KOPI01 BOX melebihi sisa Penjualan JL-2611-00001 (sisa 2).',
  });
  const rj1 = await rj({ lines: [{ idsumber: jl1Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '1', jenispajak: '1112' }] });
  // At the sale's price and PPN, whatever was sent; back into stock at the sale's cost (12,000 a piece), not the average.
  expect(rj1).toMatchObject({
    num: 0,
    data: { notransaksi: 'RJ-2611-00001', tbl_returjual: [{ tipeppn: 'E', dpp: '170000.00', ppn: '18700.00', total: '188700.00' }], tbl_returjual_detail: [{ harga: '170000.00', hpp: '144000.00' }] },
  });
  expect(await rj({ potongpiutang: false, kodeacckas: '1-1100', lines: [{ idsumber: jl1Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' }] })).toMatchObject({ num: 15, msg: expect.stringContaining('(sisa 1)') });
  expect(await co.act('jual_get', { notransaksi: 'JL-2611-00001' })).toMatchObject({ data: { tbl_jual_detail: [{ sisa: '1.0000' }, { sisa: '2.0000' }] } });
  expect(await kartu(co, 'KOPI01', '2026-11-15')).toMatchObject({ qty: '36.0000', nilai: '468000.00', hpp: '13000.00' });
  const journal = await co.sql(
    `select p.kodeacc, b.debet::text as d, b.kredit::text as k from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id where j.sumber = 'RJ' and j.notransaksi = 'RJ-2611-00001' and j.status = 0 order by p.kodeacc`,
  );
  expect(journal).toEqual([
    { kodeacc: '1-1300', d: '0.00', k: '188700.00' },
    { kodeacc: '1-1400', d: '144000.00', k: '0.00' },
    { kodeacc: '2-1200', d: '18700.00', k: '0.00' },
    { kodeacc: '4-1100', d: '170000.00', k: '0.00' },
    { kodeacc: '5-1000', d: '0.00', k: '144000.00' },
  ]);
  // The sale's receivable is what remains after the return.
  expect(await co.tx((tx) => piutang(tx, { kodesupel: 'TOKO01' }))).toMatchObject([
    { notransaksi: 'JL-2611-00001', tipe: 'JL', jumlah: '417360.00', sisa: '228660.00', jatuhtempo: '2026-11-26' },
    { notransaksi: 'JL-2611-00002', tipe: 'JL', jumlah: '248640.00', sisa: '248640.00' },
  ]);
  // A return off the receivable beyond what the sale still owes (its kept remaining made smaller) is refused.
  const jl2Kopi = Number(rows(jl2, 'tbl_jual_detail')[0].id);
  await co.sql(`update jual set sisakredit = 100000 where notransaksi = 'JL-2611-00002'`);
  expect(await rj({ nojual: 'JL-2611-00002', lines: [{ idsumber: jl2Kopi, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' }] })).toMatchObject({
    num: 1,
    msg: 'Retur 188.700 melebihi sisa piutang penjualan JL-2611-00002 (100.000); kembalikan tunai.',
  });
  await co.sql(`update jual set sisakredit = 248640 where notransaksi = 'JL-2611-00002'`);

  // 5. A sale a return uses is neither deleted nor changed.
  expect(await co.act('jual_del', { notransaksi: 'JL-2611-00001' })).toMatchObject({
    num: 42,
    msg: 'Penjualan JL-2611-00001 sudah dipakai di Retur Penjualan RJ-2611-00001 sehingga tidak dapat dihapus.',
  });
  const got = (await co.act('jual_get', { notransaksi: 'JL-2611-00001' })) as Reply;
  expect(await co.edit('jual_save', { ...rows(got, 'tbl_jual')[0], lines: rows(got, 'tbl_jual_detail'), keterangan: 'ubah' })).toMatchObject({
    num: 42,
    msg: 'Penjualan JL-2611-00001 sudah dipakai di Retur Penjualan RJ-2611-00001 sehingga tidak dapat diubah.',
  });

  // 6. A free return (mode 2): a kilo of sugar from a walk-in customer, money back from the till, in at the average cost.
  const free = { tanggal: '2026-11-16', mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '18000', jenispajak: '1112' }] };
  expect(await actOrEdit(clerk, 'returjual_save', { ...free, potongpiutang: true })).toMatchObject({ num: 15, data: { fields: { potongpiutang: expect.any(String) } } });
  const rj2 = (await actOrEdit(clerk, 'returjual_save', free)) as Reply;
  expect(rj2).toMatchObject({ num: 0, data: { notransaksi: 'RJ-2611-00002', tbl_returjual: [{ nojual: '', total: '18000.00' }] } });
  expect(await kartu(co, 'GULA01', '2026-11-16')).toMatchObject({ qty: '6.0000', nilai: '90000.00' });
  // Editable while unused: two kilos instead.
  const rj2Got = (await co.act('returjual_get', { notransaksi: 'RJ-2611-00002' })) as Reply;
  const { subtotal: _s, potongan: _p, dpp: _d, ppn: _n, total: _t, ...rj2Head } = rows(rj2Got, 'tbl_returjual')[0];
  const { total: _lt, ...rj2Line } = rows(rj2Got, 'tbl_returjual_detail')[0];
  expect(await clerk.edit('returjual_save', { ...rj2Head, lines: [{ ...rj2Line, jumlah: '2' }] })).toMatchObject({
    num: 0,
    data: { tbl_returjual: [{ total: '36000.00' }] },
  });
  expect(await kartu(co, 'GULA01', '2026-11-16')).toMatchObject({ qty: '7.0000', nilai: '105000.00' });

  // The books: receivable = the invoices' remaining = the open receivable of the credit check.
  expect(await balance(co, '1-1300')).toBe('477300.00');
  expect((await co.tx((tx) => openReceivable(tx, 'TOKO01'))).toFixed(2)).toBe('477300.00');
  expect(await balance(co, '4-1000')).toBe('-600000.00');
  expect(await balance(co, '4-1100')).toBe('206000.00');
  expect(await balance(co, '2-1200')).toBe('-47300.00');
  expect(await balance(co, '1-1100')).toBe('-36000.00');
  // HPP: 507,000 out − 144,000 back (the sale's cost) − 30,000 back (two kilos at the average).
  expect(await balance(co, '5-1000')).toBe('333000.00');
  expect(await balance(co, '1-1400')).toBe('573000.00');
  expect(await co.sql(`select sumber, sum(debet)::text as d, sum(kredit)::text as k from gl_baris b join gl_jurnal j on j.id = b.jurnal_id where j.status = 0 and sumber in ('JL', 'RJ') group by sumber order by sumber`)).toEqual([
    { sumber: 'JL', d: '1173000.00', k: '1173000.00' },
    { sumber: 'RJ', d: '398700.00', k: '398700.00' },
  ]);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);

  // Once the return goes, the sale gets back what it took and can be deleted; the order reopens in part.
  expect((await clerk.act('returjual_del', { notransaksi: 'RJ-2611-00001' })).num).toBe(0);
  expect(await co.act('jual_get', { notransaksi: 'JL-2611-00001' })).toMatchObject({ data: { tbl_jual_detail: [{ sisa: '2.0000' }, { sisa: '2.0000' }] } });
  expect((await co.act('jual_del', { notransaksi: 'JL-2611-00001' })).num).toBe(0);
  expect(await co.act('pesanjual_get', { notransaksi: 'OJ-2611-00001' })).toMatchObject({ data: { tbl_pesanjual: [{ status: '1' }], tbl_pesanjual_detail: [{ sisa: '2.0000' }, { sisa: '2.0000' }] } });
  expect(await balance(co, '1-1300')).toBe('248640.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});

test('credit limit at the till: a till sale on credit over the limit is refused; cash is not limited; a user who may edit customers goes over it', async () => {
  const co = await companyWithBooks();
  const clerk = await shop(co);
  await co.sql(`update pelanggan set limitkredit = 100000 where kodesupel = 'TOKO01'`);
  const till = (p: Row) => ({ tanggal: '2026-11-20', kodegudang: 'UTM', kodesupel: 'TOKO01', tipeppn: 'N', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', jenispajak: '1112' }], ...p });
  expect(await actOrEdit(clerk, 'kasir_save', till({}))).toMatchObject({ num: 1, msg: expect.stringContaining('Limit kredit pelanggan TOKO01 Toko Berkah Rp 100.000 terlampaui: piutang terbuka Rp 0 + kredit penjualan ini Rp 170.000') });
  expect(await actOrEdit(clerk, 'kasir_save', till({ tunai: '170000' }))).toMatchObject({ num: 0 });
  // Part cash, the rest (70,000) fits under the limit.
  expect(await actOrEdit(clerk, 'kasir_save', till({ tunai: '100000' }))).toMatchObject({ num: 0, data: { tbl_kasir: [{ kredit: '70000.00' }] } });
  expect(await actOrEdit(clerk, 'kasir_save', till({ tunai: '130000' }))).toMatchObject({ num: 1, msg: expect.stringContaining('piutang terbuka Rp 70.000 + kredit penjualan ini Rp 40.000 = Rp 110.000') });
  // The administrator holds the customer right: no question asked.
  expect(await actOrEdit(co, 'kasir_save', till({ tunai: '130000' }))).toMatchObject({ num: 0 });
  expect((await co.tx((tx) => openReceivable(tx, 'TOKO01'))).toFixed(2)).toBe('110000.00');
  expect(await balance(co, '1-1300')).toBe('110000.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});

test('one sale takes the lines of two orders of its customer; both close; deleting the sale reopens them', async () => {
  const co = await companyWithBooks();
  await shop(co);
  const order = async (lines: Row[]) => (await co.act('pesanjual_save', { tanggal: '2026-11-10', kodesupel: 'TOKO01', kodegudang: 'UTM', lines })) as Reply;
  const a = await order([{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '6', harga: '15000', jenispajak: '1112' }]);
  const b = await order([{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '4', harga: '18000', jenispajak: '1112' }]);
  expect([a.data.notransaksi, b.data.notransaksi]).toEqual(['OJ-2611-00001', 'OJ-2611-00002']);
  const jl = (await co.act('jual_save', {
    tanggal: '2026-11-11',
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    lines: [
      { idsumber: rows(a, 'tbl_pesanjual_detail')[0].id, kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '6', harga: '15000', jenispajak: '1112' },
      { idsumber: rows(b, 'tbl_pesanjual_detail')[0].id, kodeitem: 'GULA01', satuan: 'KG', jumlah: '4', harga: '18000', jenispajak: '1112' },
    ],
  })) as Reply;
  expect(jl).toMatchObject({ num: 0, data: { tbl_jual: [{ total: '162000.00', kredit: '162000.00' }] } });
  expect(await co.sql(`select notransaksi, status from pesanjual order by notransaksi`)).toEqual([
    { notransaksi: 'OJ-2611-00001', status: '2' },
    { notransaksi: 'OJ-2611-00002', status: '2' },
  ]);
  expect((await co.act('jual_del', { notransaksi: String(jl.data.notransaksi) })).num).toBe(0);
  expect(await co.sql(`select notransaksi, status from pesanjual order by notransaksi`)).toEqual([
    { notransaksi: 'OJ-2611-00001', status: '0' },
    { notransaksi: 'OJ-2611-00002', status: '0' },
  ]);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
});
