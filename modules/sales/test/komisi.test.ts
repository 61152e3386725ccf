import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants } from '../../accounting/test/books';
import { actOrEdit, post } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const rows = (r: Reply, t: string) => r.data[t] as Row[];

test('commissions: sales with a sales person earn DPP × their rate; a partial payment by giro, overpaying refused, the giro settled; a paid sale is locked', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  // Services (no stock): one without PPN, one with PPN 11/12 included in its price.
  expect((await co.act('item_save', { kodeitem: 'JASA01', namaitem: 'Jasa Pasang', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '250000' }] })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'JASA02', namaitem: 'Jasa Servis', satuan: 'PCS', tipe: '2', jenispajak: '1112', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '111000' }] })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  expect((await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' })).num).toBe(0);
  expect((await co.act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2.5' })).num).toBe(0);
  expect((await co.act('sales_save', { kodesales: 'S02', namasales: 'Sari', komisijual: '1' })).num).toBe(0);

  const sale = (doc: 'jual' | 'kasir', tanggal: string, kodesales: string, lines: Row[], p: Row = {}) =>
    actOrEdit(co, `${doc}_save`, { tanggal, kodegudang: 'UTM', kodesupel: 'UMUM', kodesales, tipeppn: 'I', lines, kodeacckas: '1-1100', ...p }) as Promise<Reply>;
  const jasa1 = (jumlah: string) => ({ kodeitem: 'JASA01', satuan: 'PCS', jumlah, harga: '250000', jenispajak: '0' });
  const jasa2 = (jumlah: string) => ({ kodeitem: 'JASA02', satuan: 'PCS', jumlah, harga: '111000', jenispajak: '1112' });

  // Back office: 4 × 250,000 (DPP 1,000,000) → 2.5 % = 25,000.
  expect(await sale('jual', '2026-03-02', 'S01', [jasa1('4')], { tunai: '1000000' })).toMatchObject({ num: 0, data: { notransaksi: 'JL-2603-00001', tbl_jual: [{ dpp: '1000000.00', komisi: '25000.00' }] } });
  // At the till, PPN included: 3 × 111,000 → DPP 300,000 → 7,500 (commission on the DPP, not on the PPN).
  expect(await sale('kasir', '2026-03-03', 'S01', [jasa2('3')], { tunai: '333000' })).toMatchObject({ num: 0, data: { notransaksi: 'KSR-2603-00001', tbl_kasir: [{ dpp: '300000.00', ppn: '33000.00', komisi: '7500.00' }] } });
  // Another sales person at 1 %, and a sale with no sales person (no commission).
  expect(await sale('jual', '2026-03-03', 'S02', [jasa1('1')], { tunai: '250000' })).toMatchObject({ num: 0, data: { tbl_jual: [{ komisi: '2500.00' }] } });
  expect(await sale('jual', '2026-03-03', '', [jasa1('1')], { tunai: '250000' })).toMatchObject({ num: 0, data: { tbl_jual: [{ komisi: '0.00' }] } });
  // The rate changes later: sales already made keep their commission; a new one takes the new rate.
  expect((await co.edit('sales_save', { ...rows((await co.act('sales_get', { kodesales: 'S01' })) as Reply, 'tbl_sales')[0], komisijual: '5' })).num).toBe(0);
  expect(await sale('jual', '2026-03-04', 'S01', [jasa1('1')], { tunai: '250000' })).toMatchObject({ num: 0, data: { notransaksi: 'JL-2603-00004', tbl_jual: [{ komisi: '12500.00' }] } });
  // Nothing is posted for commission until it is paid (ACCOUNTING.md §2 BKS).
  expect(await balance(co, '6-1400')).toBe('0.00');

  // What S01 is owed, per sale.
  const owed = (p: Row = {}) => co.act('komisisales', { kodesales: 'S01', ...p }) as Promise<Reply>;
  const o1 = await owed();
  expect(o1).toMatchObject({ num: 0, data: { namasales: 'Budi', sisa: '45000.00' } });
  expect(rows(o1, 'tbl_komisi').map((r) => [r.notransaksi, r.tipe, r.komisi, r.dibayar, r.sisa])).toEqual([
    ['JL-2603-00001', 'JL', '25000.00', '0.00', '25000.00'],
    ['KSR-2603-00001', 'KSR', '7500.00', '0.00', '7500.00'],
    ['JL-2603-00004', 'JL', '12500.00', '0.00', '12500.00'],
  ]);
  expect(await owed({ sampai: '2026-03-03' })).toMatchObject({ data: { sisa: '32500.00' } });

  // A payment by giro: 10,000 of the first sale and all of the till sale.
  const giro = { tanggal: '2026-03-10', kodesales: 'S01', kodeacckas: '1-1200', jenisbayar: 'G', nogiro: 'CG-0091', bankgiro: 'BCA', jtgiro: '2026-03-20' };
  const bks = (lines: Row[], p: Row = {}) => actOrEdit(co, 'bayarkomisi_save', { ...giro, lines, ...p }) as Promise<Reply>;
  // Overpaying, another person's sale, a sale dated after the payment: refused, nothing written.
  expect(await bks([{ nojual: 'JL-2603-00001', bayar: '25000.01' }])).toMatchObject({
    num: 1,
    msg: 'Baris 1: bayar 25.000,01 melebihi sisa komisi JL-2603-00001 (25.000 dari komisi 25.000).',
    data: { fields: { 'lines.0.bayar': expect.any(String) } },
  });
  expect(await bks([{ nojual: 'JL-2603-00002', bayar: '1' }])).toMatchObject({ num: 1, msg: 'Baris 1: penjualan JL-2603-00002 milik sales S02, bukan S01.' });
  expect(await bks([{ nojual: 'JL-2603-00003', bayar: '1' }])).toMatchObject({ num: 1, msg: expect.stringContaining('tidak ditemukan atau tidak memiliki sales') });
  expect(await bks([{ nojual: 'JL-2603-00004', bayar: '1' }], { tanggal: '2026-03-03', jtgiro: '2026-03-03' })).toMatchObject({ num: 1, msg: expect.stringContaining('setelah tanggal pembayaran') });
  expect(await bks([{ nojual: 'JL-2603-00001', bayar: '1' }], { kodeacckas: '1-1100' })).toMatchObject({ num: 15, data: { fields: { kodeacckas: expect.any(String) } } });

  const pay = await bks([
    { nojual: 'JL-2603-00001', bayar: '10000' },
    { nojual: 'KSR-2603-00001', bayar: '7500' },
  ]);
  expect(pay).toMatchObject({ num: 0, data: { notransaksi: 'BKS-2603-00001', tbl_bayarkomisi: [{ total: '17500.00', jenisbayar: 'G' }] } });
  // Dr Beban Komisi Sales / Cr Hutang Giro: the bank is not touched yet.
  expect(await balance(co, '6-1400')).toBe('17500.00');
  expect(await balance(co, '2-1110')).toBe('-17500.00');
  expect(await balance(co, '1-1200')).toBe('0.00');
  expect(rows(await owed(), 'tbl_komisi').map((r) => [r.notransaksi, r.dibayar, r.sisa])).toEqual([
    ['JL-2603-00001', '10000.00', '15000.00'],
    ['JL-2603-00004', '0.00', '12500.00'],
  ]);
  // What is left, and no more, in cash.
  expect(await co.act('bayarkomisi_save', { tanggal: '2026-03-11', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: 'JL-2603-00001', bayar: '15000.01' }] })).toMatchObject({ num: 1 });
  expect(await co.act('bayarkomisi_save', { tanggal: '2026-03-11', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: 'JL-2603-00001', bayar: '15000' }] })).toMatchObject({ num: 0, data: { notransaksi: 'BKS-2603-00002' } });
  expect(await balance(co, '1-1100')).toBe(String((1000000 + 333000 + 250000 + 250000 + 250000 - 15000).toFixed(2)));
  expect(await owed()).toMatchObject({ data: { sisa: '12500.00' } });
  // Two people paying the last 12,500 of JL-2603-00004 at once (two sessions; concurrent on
  // PostgreSQL): the sales person's row is locked while a payment checks, so one is refused.
  const login = await post({ act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
  const token2 = (login.data as { token: string }).token;
  const last = { tanggal: '2026-03-12', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: 'JL-2603-00004', bayar: '12500' }] };
  const race = await Promise.all([actOrEdit(co, 'bayarkomisi_save', last), post({ act: 'bayarkomisi_save', token: token2, aprq: JSON.stringify(last) })]);
  expect(race.map((r) => r.num).sort()).toEqual([0, 1]);
  expect(race.find((r) => r.num === 1)?.msg).toContain('melebihi sisa komisi JL-2603-00004 (0 dari komisi 12.500)');
  expect(await owed()).toMatchObject({ data: { sisa: '0.00', tbl_komisi: [] } });
  const paidLast = race.find((r) => r.num === 0)!.data as { notransaksi: string };
  expect((await co.act('bayarkomisi_del', { notransaksi: paidLast.notransaksi })).num).toBe(0);

  // A sale whose commission was paid is not changed or deleted.
  expect(await co.act('jual_del', { notransaksi: 'JL-2603-00001' })).toMatchObject({
    num: 42,
    msg: 'Penjualan JL-2603-00001 sudah dipakai di Pembayaran Komisi Sales BKS-2603-00001 sehingga tidak dapat dihapus.',
  });
  expect(await co.act('kasir_del', { notransaksi: 'KSR-2603-00001' })).toMatchObject({ num: 42 });

  // The giro on /stsbgkomisislsad: settled on its due date into the bank.
  const list = (await co.act('stsbg_list', { tipe: 'BKS', dari: '2026-03-01', sampai: '2026-03-31' })) as Reply;
  expect(rows(list, 'tbl_stsbg')).toMatchObject([{ notransaksi: 'BKS-2603-00001', kontak: 'S01', namakontak: 'Budi', nogiro: 'CG-0091', jumlah: '17500.00', status: 'belum' }]);
  expect(await co.act('stsbg_cair', { tipe: 'BKS', notransaksi: 'BKS-2603-00001', tanggal: '2026-03-20' })).toMatchObject({ num: 0, data: { nocair: 'CBG-BKS-2603-00001' } });
  expect(await balance(co, '2-1110')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('-17500.00');
  expect(await co.act('bayarkomisi_del', { notransaksi: 'BKS-2603-00001' })).toMatchObject({ num: 42, msg: expect.stringContaining('sudah dicairkan') });
  // The cash payment (no giro) can go; its commission is owed again.
  expect(await co.act('bayarkomisi_del', { notransaksi: 'BKS-2603-00002' })).toMatchObject({ num: 0 });
  expect(await owed()).toMatchObject({ data: { sisa: '27500.00' } });

  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);
});

test('a sales return takes back its share of the commission: what is owed shrinks, paying more is refused', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'JASA01', namaitem: 'Jasa Pasang', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '250000' }] })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  expect((await co.act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2.5' })).num).toBe(0);
  // 4 × 250,000 = DPP 1,000,000 → commission 25,000.
  const jl = (await co.act('jual_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'UMUM', kodesales: 'S01', lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: '4', harga: '250000', jenispajak: '0' }], kodeacckas: '1-1100', tunai: '1000000' })) as Reply;
  expect(jl).toMatchObject({ num: 0, data: { tbl_jual: [{ komisi: '25000.00' }] } });
  // One of the four comes back on 5 March: a quarter of the DPP, so 6,250 of the commission.
  const line = Number(rows(jl, 'tbl_jual_detail')[0].id);
  const rj = (await co.act('returjual_save', { tanggal: '2026-03-05', mode: '1', nojual: 'JL-2603-00001', kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ idsumber: line, kodeitem: 'JASA01', satuan: 'PCS', jumlah: '1', harga: '250000', jenispajak: '0' }] })) as Reply;
  expect(rj).toMatchObject({ num: 0, data: { tbl_returjual: [{ dpp: '250000.00' }] } });
  const owed = (p: Row = {}) => co.act('komisisales', { kodesales: 'S01', ...p }) as Promise<Reply>;
  expect(rows(await owed(), 'tbl_komisi').map((r) => [r.notransaksi, r.komisi, r.retur, r.dibayar, r.sisa])).toEqual([['JL-2603-00001', '25000.00', '6250.00', '0.00', '18750.00']]);
  // Before the return's date the whole commission was owed.
  expect(rows(await owed({ sampai: '2026-03-04' }), 'tbl_komisi')[0]).toMatchObject({ retur: '0.00', sisa: '25000.00' });
  const pay = (bayar: string) => co.act('bayarkomisi_save', { tanggal: '2026-03-10', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: 'JL-2603-00001', bayar }] }) as Promise<Reply>;
  expect(await pay('18750.01')).toMatchObject({ num: 1, msg: 'Baris 1: bayar 18.750,01 melebihi sisa komisi JL-2603-00001 (18.750 dari komisi 25.000).' });
  expect(await pay('18750')).toMatchObject({ num: 0 });
  expect(await balance(co, '6-1400')).toBe('18750.00');
  expect(await invariants(co)).toEqual([]);
});

test('commission on collection (sales.komisibayar): each receivable payment of a sale earns its sales person bayar × the rate; edited and deleted with the payment, never below what was paid out', async () => {
  const co = await companyWithBooks();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'JASA01', namaitem: 'Jasa Pasang', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '250000' }] })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  // Budi: 2.5 % of the sale's DPP when sold, 2 % of what is collected of it.
  expect((await co.act('sales_save', { kodesales: 'S01', namasales: 'Budi', komisijual: '2.5', komisibayar: '2' })).num).toBe(0);
  // A credit sale of 1,000,000 (DPP) by Budi: 25,000 on the sale.
  const jl = (await co.act('jual_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'UMUM', kodesales: 'S01', lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: '4', harga: '250000', jenispajak: '0' }] })) as Reply;
  expect(jl).toMatchObject({ num: 0, data: { notransaksi: 'JL-2603-00001', tbl_jual: [{ kredit: '1000000.00', komisi: '25000.00' }] } });
  const owed = async (p: Row = {}) => rows((await co.act('komisisales', { kodesales: 'S01', semua: 1, ...p })) as Reply, 'tbl_komisi').map((r) => [r.notransaksi, r.komisi, r.komisibayar, r.dibayar, r.sisa]);
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '0.00', '0.00', '25000.00']]);

  // 600,000 collected with a 10,000 discount on 10 March: 2 % of the 600,000 = 12,000, stamped on the line.
  const bp = (await co.act('bayarpiutang_save', { tanggal: '2026-03-10', kodesupel: 'UMUM', kodeacckas: '1-1100', lines: [{ noinvoice: 'JL-2603-00001', bayar: '600000', potongan: '10000' }] })) as Reply;
  expect(bp).toMatchObject({ num: 0, data: { notransaksi: 'BP-2603-00001', tbl_bayarpiutang_detail: [{ komisi: '12000.00' }] } });
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '12000.00', '0.00', '37000.00']]);
  // Before the payment's date only the sale's commission was owed.
  expect(await owed({ sampai: '2026-03-09' })).toEqual([['JL-2603-00001', '25000.00', '0.00', '0.00', '25000.00']]);

  // The payment changed to 500,000: 10,000.
  const head = rows(bp, 'tbl_bayarpiutang')[0];
  const edit = (bayar: string) =>
    co.edit('bayarpiutang_save', { id: head.id, tanggal: '2026-03-10', kodesupel: 'UMUM', kodeacckas: '1-1100', lines: [{ noinvoice: 'JL-2603-00001', bayar, potongan: '0' }] }) as Promise<Reply>;
  expect(await edit('500000')).toMatchObject({ num: 0, data: { tbl_bayarpiutang_detail: [{ komisi: '10000.00' }] } });
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '10000.00', '0.00', '35000.00']]);

  // 30,000 of it paid out to Budi.
  expect(await co.act('bayarkomisi_save', { tanggal: '2026-03-12', kodesales: 'S01', kodeacckas: '1-1100', lines: [{ nojual: 'JL-2603-00001', bayar: '30000' }] })).toMatchObject({ num: 0, data: { notransaksi: 'BKS-2603-00001' } });
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '10000.00', '30000.00', '5000.00']]);
  // The payment can no longer go, nor shrink below what was paid out (200,000 → 4,000: 29,000 earned < 30,000 paid) …
  expect(await co.act('bayarpiutang_del', { notransaksi: 'BP-2603-00001' })).toMatchObject({ num: 42, msg: expect.stringContaining('komisi pelunasannya sudah ikut dibayar') });
  expect(await edit('200000')).toMatchObject({ num: 42, msg: expect.stringContaining('BP-2603-00001 tidak dapat diubah') });
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '10000.00', '30000.00', '5000.00']]);
  // … but to 300,000 (6,000: 31,000 earned) it can.
  expect(await edit('300000')).toMatchObject({ num: 0, data: { tbl_bayarpiutang_detail: [{ komisi: '6000.00' }] } });
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '6000.00', '30000.00', '1000.00']]);

  // With the commission payment gone, the receivable payment goes too, and its commission with it.
  expect((await co.act('bayarkomisi_del', { notransaksi: 'BKS-2603-00001' })).num).toBe(0);
  expect((await co.act('bayarpiutang_del', { notransaksi: 'BP-2603-00001' })).num).toBe(0);
  expect(await owed()).toEqual([['JL-2603-00001', '25000.00', '0.00', '0.00', '25000.00']]);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);
});
