/**
 * Stock operations (issue 13, Deliver 3 and 4): item out, negative stock, transfer orders and
 * transfers, opening stock, opname, minimum stock, and the repair process — each step checked
 * against the journal, the stock card and the books' invariants.
 */
import { expect, test } from 'vitest';
import { balance, invariants, type BooksCompany } from '../../accounting/test/books';
import { stockCompany } from './company';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const card = async (co: BooksCompany, kodeitem: string, kodegudang = '') =>
  ((await co.act('kartustok', { kodeitem, kodegudang, dari: '2026-01-01', sampai: '2026-12-31' })) as Reply).data.info as { akhir: { qty: string; nilai: string; hpp: string } }[];

/** Journal lines of one document: [kodeacc, debet, kredit] of its live posting. */
const journal = (co: BooksCompany, notransaksi: string) =>
  co.sql<{ kodeacc: string; debet: string; kredit: string }>(
    `select p.kodeacc, b.debet::text, b.kredit::text from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
     where j.notransaksi = '${notransaksi}' and j.status = 0 order by b.id`,
  );

test('opening stock, item out at average cost, negative stock refused, edit and delete, the books hold', async () => {
  const co = await stockCompany();
  // Opening stock: 2 boxes at 120,000 and 10 kg of sugar: Dr Persediaan / Cr Ekuitas Saldo Awal.
  const sa = (await co.act('saldoawalitem_save', {
    tanggal: '2026-01-02',
    kodegudang: 'UTM',
    keterangan: 'Stok awal',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '120000' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
    ],
  })) as Reply;
  expect(sa).toMatchObject({ num: 0, data: { notransaksi: 'SA-2601-00001', tbl_saldoawalitem: [{ total: '390000.00' }] } });
  expect(await balance(co, '1-1400')).toBe('390000.00');
  expect(await balance(co, '3-2000')).toBe('-390000.00');
  // A second purchase-like stock-in at another price: 24 pcs at 10,000 and 12 at 13,000 → average 11,000.
  expect((await co.act('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '13000' }] })).num).toBe(0);
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '36.0000', nilai: '396000.00', hpp: '11000.00' });

  // Item out: 1 box (12 pcs) to the promotion expense account, at average cost 11,000.
  const ik = (p: Row = {}) =>
    actOrEdit(co, 'itemkeluar_save', { tanggal: '2026-01-10', kodegudang: 'UTM', kodeacc: '6-1100', keterangan: 'Sampel promosi', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1' }], ...p }) as Promise<Reply>;
  const out = await ik();
  expect(out).toMatchObject({ num: 0, data: { notransaksi: 'IK-2601-00001' } });
  const outId = (out.data as { id: number }).id;
  expect(await journal(co, 'IK-2601-00001')).toEqual([
    { kodeacc: '1-1400', debet: '0.00', kredit: '132000.00' },
    { kodeacc: '6-1100', debet: '132000.00', kredit: '0.00' },
  ]);
  expect(await balance(co, '6-1100')).toBe('132000.00');
  // Cost is company-wide per item (docs/accounting.md): the warehouse card shows quantities.
  expect((await card(co, 'KOPI01', 'UTM'))[0].akhir).toMatchObject({ qty: '24.0000' });
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '24.0000', nilai: '264000.00', hpp: '11000.00' });

  // Negative stock: more than the warehouse holds is refused, naming line, item, warehouse and what is missing.
  const tooMuch = await ik({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '4' }, { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', }, { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1' }] });
  expect(tooMuch).toMatchObject({
    num: 1,
    msg: 'Baris 3: stok item KOPI01 Kopi Bubuk di gudang UTM tidak mencukupi pada 10/01/2026: tersedia 24 PCS, diminta 25 PCS, kurang 1 PCS.',
    data: { fields: { 'lines.2.jumlah': 'Stok kurang 1 PCS' } },
  });
  // The other warehouse holds nothing.
  expect(await ik({ kodegudang: 'GD2', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '0.5' }] })).toMatchObject({
    num: 1,
    msg: 'Baris 1: stok item GULA01 Gula Pasir di gudang GD2 tidak mencukupi pada 10/01/2026: tersedia 0 KG, diminta 0,5 KG, kurang 0,5 KG.',
  });
  // Back-dated before the stock came in: refused on that date.
  expect(await ik({ tanggal: '2026-01-01' })).toMatchObject({ num: 1, msg: expect.stringContaining('tersedia 0 PCS, diminta 12 PCS, kurang 12 PCS') });
  // A later move taken out first makes a back-dated reversal refused by the books (stock would go below zero later).
  expect(await co.sql('select count(*)::int as n from itemkeluar')).toEqual([{ n: 1 }]);

  // Edit: the document's own earlier quantity counts as available again (2 boxes = 24 + 12 of its own).
  expect(await ik({ id: outId, lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '3' }] })).toMatchObject({ num: 0 });
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '0.0000', nilai: '0.00' });
  expect(await balance(co, '6-1100')).toBe('396000.00');
  expect(await ik({ id: outId, lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('tersedia 36 PCS, diminta 48 PCS, kurang 12 PCS') });

  // With the company setting Izinkan Stok Minus, the same is accepted.
  expect((await co.act('pengaturanumum_save', { stokminus: true })).num).toBe(0);
  expect(await ik({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '12' }] })).toMatchObject({ num: 0, data: { notransaksi: 'IK-2601-00002' } });
  expect((await card(co, 'GULA01', 'UTM'))[0].akhir).toMatchObject({ qty: '-2.0000' });
  expect((await co.act('pengaturanumum_save', { stokminus: false })).num).toBe(0);
  expect(await ik({ lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1' }] })).toMatchObject({ num: 1, msg: expect.stringContaining('tersedia -2 KG, diminta 1 KG, kurang 3 KG') });

  // Delete reverses; the books hold throughout.
  expect(await invariants(co)).toEqual([]);
  expect((await co.act('itemkeluar_del', { id: outId })).num).toBe(0);
  expect(await balance(co, '6-1100')).toBe('180000.00');
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '36.0000', nilai: '396000.00' });
  expect(await invariants(co)).toEqual([]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, msg: 'Buku benar: semua pemeriksaan lulus.' });
});

test('transfer order, transfers taking from it: cost moves with the goods, no journal value, the order closes', async () => {
  const co = await stockCompany();
  expect((await co.act('itemmasuk_save', { tanggal: '2026-02-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '1000' }] })).num).toBe(0);
  expect((await co.act('itemmasuk_save', { tanggal: '2026-02-02', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '20', harga: '1300' }] })).num).toBe(0);
  // Average: (10,000 + 26,000) / 30 = 1,200.

  // The order: 2 boxes from UTM to GD2; same warehouse twice refused.
  expect(await co.act('pesantransfer_save', { tanggal: '2026-02-03', kodegudang: 'UTM', kodegudangtujuan: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1' }] })).toMatchObject({
    num: 15,
    data: { fields: { kodegudangtujuan: 'Gudang tujuan harus berbeda dengan gudang asal.' } },
  });
  const order = (await co.act('pesantransfer_save', { tanggal: '2026-02-03', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '24' }] })) as Reply;
  expect(order).toMatchObject({ num: 0, data: { notransaksi: 'OT-2602-00001', tbl_pesantransfer: [{ status: '0' }] } });
  const orderLine = (order.data.tbl_pesantransfer_detail as { id: number }[])[0];
  // The order posts nothing.
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where notransaksi = 'OT-2602-00001'`)).toEqual([{ n: 0 }]);

  // A first transfer takes 6 of it; then the rest.
  const tr = (jumlah: string, tanggal = '2026-02-04') =>
    co.act('transferitem_save', { tanggal, kodegudang: 'UTM', kodegudangtujuan: 'GD2', keterangan: 'Kirim cabang', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah, idsumber: orderLine.id }] }) as Promise<Reply>;
  // Taking from an order between other warehouses is refused on the line.
  expect(
    await co.act('transferitem_save', { tanggal: '2026-02-04', kodegudang: 'GD2', kodegudangtujuan: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', idsumber: orderLine.id }] }),
  ).toMatchObject({ num: 15, msg: 'Baris 1: pesanan transfer OT-2602-00001 dari gudang UTM ke GD2, bukan dari GD2 ke UTM.', data: { fields: { 'lines.0.idsumber': expect.any(String) } } });
  expect(await tr('6')).toMatchObject({ num: 0, data: { notransaksi: 'TR-2602-00001' } });
  expect(await co.act('pesantransfer_get', { id: (order.data as { id: number }).id })).toMatchObject({ data: { tbl_pesantransfer: [{ status: '1' }], tbl_pesantransfer_detail: [{ sisa: '18.0000' }] } });
  expect(await tr('19')).toMatchObject({ num: 15 });
  expect(await tr('18', '2026-02-05')).toMatchObject({ num: 0 });
  expect(await co.act('pesantransfer_get', { id: (order.data as { id: number }).id })).toMatchObject({ data: { tbl_pesantransfer: [{ status: '2' }] } });

  // Cost moved with the goods: 24 pcs at 1,200 now in GD2, 6 left in UTM; the inventory account unchanged.
  expect((await card(co, 'KOPI01', 'GD2'))[0].akhir).toMatchObject({ qty: '24.0000' });
  expect((await card(co, 'KOPI01', 'UTM'))[0].akhir).toMatchObject({ qty: '6.0000' });
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '30.0000', nilai: '36000.00', hpp: '1200.00' });
  const moves = await co.sql<{ gudang: string; qty: string; nilai: string }>(
    `select g.kodegudang as gudang, m.qty::text, m.nilai::text from stok_mutasi m join gudang g on g.id = m.gudang_id where m.sumber = 'TR' and not m.batal order by m.id`,
  );
  expect(moves).toEqual([
    { gudang: 'UTM', qty: '-6.0000', nilai: '-7200.00' },
    { gudang: 'GD2', qty: '6.0000', nilai: '7200.00' },
    { gudang: 'UTM', qty: '-18.0000', nilai: '-21600.00' },
    { gudang: 'GD2', qty: '18.0000', nilai: '21600.00' },
  ]);
  expect(await journal(co, 'TR-2602-00001')).toEqual([]);
  expect(await balance(co, '1-1400')).toBe('36000.00');
  // The item datasheet: stock per warehouse, total, value and average cost.
  expect(await co.act('datasheet', { q: 'kopi' })).toMatchObject({
    num: 0,
    data: {
      tbl_gudang: [{ kodegudang: 'GD2' }, { kodegudang: 'UTM' }],
      tbl_datasheet: [{ kodeitem: 'KOPI01', satuan: 'PCS', stokgudang: { GD2: '24.0000', UTM: '6.0000' }, stok: '30.0000', nilai: '36000.00', hpp: '1200.00' }],
    },
  });

  // Out of GD2 takes the cost that came with the goods; a transfer of more than is left is refused.
  expect(await co.act('transferitem_save', { tanggal: '2026-02-06', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '7' }] })).toMatchObject({
    num: 1,
    msg: 'Baris 1: stok item KOPI01 Kopi Bubuk di gudang UTM tidak mencukupi pada 06/02/2026: tersedia 6 PCS, diminta 7 PCS, kurang 1 PCS.',
  });
  expect((await co.act('itemkeluar_save', { tanggal: '2026-02-07', kodegudang: 'GD2', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2' }] })).num).toBe(0);
  expect(await balance(co, '6-1100')).toBe('28800.00');
  // The order cannot be deleted while transfers use it.
  expect(await co.act('pesantransfer_del', { id: (order.data as { id: number }).id })).toMatchObject({ num: 42 });
  expect(await invariants(co)).toEqual([]);
});

test('stock opname: counted shortage and surplus posted at average cost against Selisih Persediaan', async () => {
  const co = await stockCompany();
  expect((await co.act('saldoawalitem_save', { tanggal: '2026-03-01', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '30', harga: '1500' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '5', harga: '14000' }] })).num).toBe(0);
  // Counted: 2 boxes of coffee (24 of 30: short 6), 5.5 kg of sugar (surplus 0.5).
  const op = (await co.act('opname_save', {
    tanggal: '2026-03-31',
    kodegudang: 'UTM',
    keterangan: 'Opname akhir bulan',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '5.5', stok: '999' },
    ],
  })) as Reply;
  expect(op).toMatchObject({
    num: 0,
    data: { notransaksi: 'OP-2603-00001', tbl_opname_detail: [{ stok: '2.5000', selisih: '-0.5000' }, { stok: '5.0000', selisih: '0.5000' }] },
  });
  expect(await journal(co, 'OP-2603-00001')).toEqual([
    { kodeacc: '1-1400', debet: '0.00', kredit: '9000.00' },
    { kodeacc: '5-1200', debet: '9000.00', kredit: '0.00' },
    { kodeacc: '1-1400', debet: '7000.00', kredit: '0.00' },
    { kodeacc: '5-1200', debet: '0.00', kredit: '7000.00' },
  ]);
  expect((await card(co, 'KOPI01'))[0].akhir).toMatchObject({ qty: '24.0000', nilai: '36000.00' });
  expect((await card(co, 'GULA01'))[0].akhir).toMatchObject({ qty: '5.5000', nilai: '77000.00' });
  expect(await balance(co, '5-1200')).toBe('2000.00');
  // Edit: the opname's own earlier difference is not counted as stock (the counted quantity stays the truth).
  const id = (op.data as { id: number }).id;
  const again = (await co.edit('opname_save', { id, tanggal: '2026-03-31', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '29' }] })) as Reply;
  expect(again).toMatchObject({ num: 0, data: { tbl_opname_detail: [{ stok: '30.0000', selisih: '-1.0000' }] } });
  expect(await balance(co, '5-1200')).toBe('1500.00');
  expect(await co.act('opname_save', { tanggal: '2026-03-31', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1' }, { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 2: item KOPI01 sudah ada di baris 1.',
    data: { fields: { 'lines.1.kodeitem': 'Baris 2: item KOPI01 sudah ada di baris 1.' } },
  });
  expect(await invariants(co)).toEqual([]);
});

test('minimum stock per warehouse with a suggested quantity; the repair process changes nothing on sound books', async () => {
  const co = await stockCompany();
  const kopi = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  const units = kopi.data.tbl_satuanitem as Row[];
  expect((await co.edit('item_save', { id: (kopi.data as { id: number }).id, kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', satuanitem: units, stokmin: [{ kodegudang: 'UTM', stokmin: '24' }, { kodegudang: 'GD2', stokmin: '5' }] })).num).toBe(0);
  const gula = (await co.act('item_get', { kodeitem: 'GULA01' })) as Reply;
  expect((await co.edit('item_save', { id: (gula.data as { id: number }).id, kodeitem: 'GULA01', namaitem: 'Gula Pasir', satuan: 'KG', satuanitem: gula.data.tbl_satuanitem, stokmin: [{ kodegudang: 'UTM', stokmin: '2' }] })).num).toBe(0);
  expect((await co.act('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '1000' }, { kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '1000' }] })).num).toBe(0);
  const min = (await co.act('stokminimum', {})) as Reply;
  expect(min).toMatchObject({ num: 0, data: { query_data: [{ totrec: 2 }] } });
  expect((min.data.tbl_stokminimum as Row[]).map((r) => [r.kodegudang, r.kodeitem, r.stokmin, r.stok, r.saran])).toEqual([
    ['GD2', 'KOPI01', '5.0000', '0.0000', '5.0000'],
    ['UTM', 'KOPI01', '24.0000', '10.0000', '14.0000'],
  ]);
  expect(await co.act('stokminimum', { kodegudang: 'UTM', q: 'kopi' })).toMatchObject({ data: { tbl_stokminimum: [{ kodeitem: 'KOPI01', namagudang: 'Kantor Pusat', kurang: '14.0000' }] } });

  // The suggestions become purchase orders: one per main supplier and warehouse, at the purchase price.
  const baris = (min.data.tbl_stokminimum as Row[]).map((r) => ({ kodeitem: r.kodeitem, kodegudang: r.kodegudang, jumlah: String(r.saran) }));
  expect(await co.act('pesanbeli_stokminimum', { baris })).toMatchObject({
    num: 15,
    msg: 'Item KOPI01 belum mempunyai supplier utama; isi Supplier Utama di data item atau buat pesanannya sendiri. (dan 1 lainnya)',
  });
  expect(await co.sql('select count(*)::int as n from pesanbeli')).toEqual([{ n: 0 }]);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Kopi Jaya' })).num).toBe(0);
  const kopi2 = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  expect((await co.edit('item_save', { ...(kopi2.data.tbl_item as Row[])[0], kodesupel: 'SUP01', hargabeli: '1250', satuanitem: kopi2.data.tbl_satuanitem, stokmin: kopi2.data.tbl_stokmin })).num).toBe(0);
  // The cashier may order a different quantity than suggested (here 20 boxes' worth, in pieces).
  baris[1].jumlah = '240';
  const po = (await co.act('pesanbeli_stokminimum', { baris })) as Reply;
  expect(po).toMatchObject({ num: 0 });
  expect((po.data.tbl_pesanbeli as Row[]).map((r) => [r.kodesupel, r.kodegudang, r.jumlahitem, r.total])).toEqual([
    ['SUP01', 'GD2', 1, '6250.00'],
    ['SUP01', 'UTM', 1, '300000.00'],
  ]);
  expect(await co.sql("select h.kodesupel, h.kodegudang, h.status, h.keterangan, d.kodeitem, d.satuan, d.jumlah, d.harga, d.sisa from pesanbeli h join pesanbeli_detail d on d.pesanbeli_id = h.id order by h.kodegudang")).toEqual([
    { kodesupel: 'SUP01', kodegudang: 'GD2', status: '0', keterangan: 'Dari stok minimum', kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5.0000', harga: '1250.00', sisa: '5.0000' },
    { kodesupel: 'SUP01', kodegudang: 'UTM', status: '0', keterangan: 'Dari stok minimum', kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '240.0000', harga: '1250.00', sisa: '240.0000' },
  ]);
  expect(await co.act('pesanbeli_stokminimum', { baris: [{ kodeitem: 'KOPI01', kodegudang: 'UTM', jumlah: '0' }] })).toMatchObject({ num: 15, msg: expect.stringContaining('Jumlah harus lebih dari 0') });

  // The repair process recomputes stock and cost from the moves: nothing to change here.
  expect(await co.act('perbaikansaldo', {})).toMatchObject({ num: 0, msg: expect.stringContaining('tidak ada yang perlu diperbaiki'), data: { mutasiBerubah: 0, ok: true, tbl_stok: [], tbl_item: [] } });
});

test('a variant item under its minimum is listed per variant, and its order line names the variant', async () => {
  const co = await stockCompany();
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Kopi Jaya' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }, { nilai: 'HIJAU' }] })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'L' }] })).num).toBe(0);
  // KAOS: at least 10 of each active variant in UTM; the green one is no longer sold (inactive).
  const kaos = await co.act('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    kodesupel: 'SUP01',
    hargabeli: '20000',
    stokmin: [{ kodegudang: 'UTM', stokmin: '10' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH', varian2: 'UKURAN', nilai2: 'L' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU', varian2: 'UKURAN', nilai2: 'L' },
      { iddetailvarian: 'KAOS-HIJAU', varian1: 'WARNA', nilai1: 'HIJAU', varian2: 'UKURAN', nilai2: 'L', aktif: false },
    ],
  });
  expect(kaos.num, kaos.msg).toBe(0);
  const kopi = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  expect((await co.edit('item_save', { ...(kopi.data.tbl_item as Row[])[0], kodesupel: 'SUP01', hargabeli: '1250', satuanitem: kopi.data.tbl_satuanitem, stokmin: [{ kodegudang: 'UTM', stokmin: '5' }] })).num).toBe(0);
  // 12 red (the item's total, 15, is over 10, but blue has 3 only).
  const sa = await co.act('saldoawalitem_save', {
    tanggal: '2026-01-02',
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '12', harga: '20000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '3', harga: '20000' },
    ],
  });
  expect(sa.num, sa.msg).toBe(0);
  const min = (await co.act('stokminimum', { kodegudang: 'UTM' })) as Reply;
  expect(min).toMatchObject({ num: 0, data: { query_data: [{ totrec: 2 }] } });
  const rows = min.data.tbl_stokminimum as Row[];
  expect(rows.map((r) => [r.kodeitem, r.iddetailvarian, r.namavarian, r.stokmin, r.stok, r.saran])).toEqual([
    ['KAOS', 'KAOS-BIRU', 'BIRU / L', '10.0000', '3.0000', '7.0000'],
    ['KOPI01', '', '', '5.0000', '0.0000', '5.0000'],
  ]);
  // A variant's code or value finds its row.
  expect(await co.act('stokminimum', { q: 'biru' })).toMatchObject({ data: { query_data: [{ totrec: 1 }], tbl_stokminimum: [{ iddetailvarian: 'KAOS-BIRU' }] } });

  // A variant item's row must name its variant, one of its own; nothing is made otherwise.
  expect(await co.act('pesanbeli_stokminimum', { baris: [{ kodeitem: 'KAOS', kodegudang: 'UTM', jumlah: '7' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).',
    data: { fields: { 'baris.0.iddetailvarian': expect.any(String) } },
  });
  expect(await co.act('pesanbeli_stokminimum', { baris: [{ kodeitem: 'KOPI01', iddetailvarian: 'KAOS-BIRU', kodegudang: 'UTM', jumlah: '7' }] })).toMatchObject({
    num: 15,
    msg: 'Baris 1: item KOPI01 Kopi Bubuk tidak mempunyai varian; kosongkan variannya.',
  });
  expect(await co.sql('select count(*)::int as n from pesanbeli')).toEqual([{ n: 0 }]);

  const baris = rows.map((r) => ({ kodeitem: r.kodeitem, iddetailvarian: r.iddetailvarian, kodegudang: r.kodegudang, jumlah: String(r.saran) }));
  const po = (await co.act('pesanbeli_stokminimum', { baris })) as Reply;
  expect(po).toMatchObject({ num: 0, data: { tbl_pesanbeli: [{ kodesupel: 'SUP01', kodegudang: 'UTM', jumlahitem: 2, total: '146250.00' }] } });
  expect(await co.sql('select d.kodeitem, d.iddetailvarian, d.satuan, d.jumlah, d.harga from pesanbeli_detail d order by d.id')).toEqual([
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '7.0000', harga: '20000.00' },
    { kodeitem: 'KOPI01', iddetailvarian: '', satuan: 'PCS', jumlah: '5.0000', harga: '1250.00' },
  ]);
  // The order opens with its variant on the line (what the receipt will take over).
  const opened = (await co.act('pesanbeli_get', { id: (po.data.tbl_pesanbeli as Row[])[0].id })) as Reply;
  expect(opened.data.tbl_pesanbeli_detail).toMatchObject([{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU' }, { kodeitem: 'KOPI01' }]);
});

test('the repair process rebuilds stock and average cost from the moves and reports what it changed', async () => {
  const co = await stockCompany();
  expect((await co.act('itemmasuk_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '1000' }] })).num).toBe(0);
  expect((await co.act('itemmasuk_save', { tanggal: '2026-01-06', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '2000' }] })).num).toBe(0);
  expect((await co.act('itemkeluar_save', { tanggal: '2026-01-07', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] })).num).toBe(0);
  // Damage: the warehouse stock, the item's running value, and the value of the stock-out (with its lines).
  await co.sql(`update stok_gudang set qty = 99`);
  await co.sql(`update stok_item set nilai = 1`);
  await co.sql(`update stok_mutasi set nilai = -1000 where sumber = 'IK'`);
  await co.sql(`update gl_saldo set debet = debet + 1 where perkiraan_id = (select id from perkiraan where kodeacc = '6-1100')`);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: false } });
  const fixed = (await co.act('perbaikansaldo', {})) as Reply;
  expect(fixed).toMatchObject({
    num: 0,
    msg: 'Perhitungan ulang selesai: 1 item, 1 mutasi berubah; 1 stok gudang, 1 item dan 1 saldo perkiraan diperbaiki.',
    data: {
      ok: true,
      tbl_stok: [{ kodeitem: 'KOPI01', kodegudang: 'UTM', sebelum: '99.0000', sesudah: '15.0000' }],
      tbl_item: [{ kodeitem: 'KOPI01', qty_sebelum: '15.0000', qty_sesudah: '15.0000', nilai_sebelum: '1.00', nilai_sesudah: '22500.00', hpp_sesudah: '1500.00' }],
      tbl_perkiraan: [{ kodeacc: '6-1100', sebelum: '7501.00', sesudah: '7500.00' }],
    },
  });
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
  expect(await balance(co, '6-1100')).toBe('7500.00');
});
