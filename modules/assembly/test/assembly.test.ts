/**
 * Assembly: an order, the assembly process (components out at average cost into work in
 * progress), the finished goods in two takes (the second takes the rest), with extra costs —
 * stock, average cost, journals, and the books' checks.
 */
import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { runReport } from '../../accounting/test/report-files';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
const act = async (co: BooksCompany, name: string, payload: unknown) => (await actOrEdit(co, name, payload)) as Reply;
const first = (r: Reply, table: string) => (r.data[table] as Record<string, unknown>[])[0];

async function setup(co: BooksCompany) {
  expect(await act(co, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).toMatchObject({ num: 0 });
  expect(await act(co, 'item_save', { kodeitem: 'BAUT', namaitem: 'Baut 5 cm', satuan: 'PCS' })).toMatchObject({ num: 0 });
  expect(await act(co, 'item_save', { kodeitem: 'PAPAN', namaitem: 'Papan Jati 1 m', satuan: 'PCS' })).toMatchObject({ num: 0 });
  // The assembly item and its component list: 4 bolts and 2 boards per rack.
  expect(
    await act(co, 'item_save', {
      kodeitem: 'RAK',
      namaitem: 'Rak Buku',
      satuan: 'PCS',
      tipe: '3',
      komponen: [
        { kodekomponen: 'BAUT', satuan: 'PCS', jumlah: '4' },
        { kodekomponen: 'PAPAN', satuan: 'PCS', jumlah: '2' },
      ],
    }),
  ).toMatchObject({ num: 0 });
  // Bolts bought twice (average 600), boards once (10,000).
  const masuk = (tanggal: string, lines: unknown[]) => act(co, 'itemmasuk_save', { tanggal, kodegudang: 'UTM', kodeacc: '3-1000', lines });
  expect(await masuk('2026-01-05', [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '100', harga: '500' }, { kodeitem: 'PAPAN', satuan: 'PCS', jumlah: '20', harga: '10000' }])).toMatchObject({ num: 0 });
  expect(await masuk('2026-01-06', [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '100', harga: '700' }])).toMatchObject({ num: 0 });
}

const stock = async (co: BooksCompany, kodeitem: string) => {
  const r = await act(co, 'kartustok', { kodeitem, dari: '2026-01-01', sampai: '2026-01-31' });
  return (r.data.info as { akhir: { qty: string; nilai: string; hpp: string } }[])[0].akhir;
};

test('assembly: order → assembly process → finished goods in two takes, at the cost of what went in plus extra costs → the finished item sold', async () => {
  const co = await companyWithBooks();
  await setup(co);

  // The order posts nothing and keeps what remains to assemble.
  const order = await act(co, 'pesanrakit_save', { tanggal: '2026-01-07', kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '10' }] });
  expect(order).toMatchObject({ num: 0, data: { tbl_pesanrakit: [{ status: '0' }] } });
  const orderLine = first(order, 'tbl_pesanrakit_detail');
  expect(await co.sql(`select count(*)::int as n from gl_jurnal where sumber = 'ORK'`)).toEqual([{ n: 0 }]);
  // Only assembly items are ordered.
  expect((await act(co, 'pesanrakit_save', { tanggal: '2026-01-07', kodegudang: 'UTM', lines: [{ kodeitem: 'BAUT', satuan: 'PCS', jumlah: '1' }] })).msg).toContain('bukan item rakitan');

  // Assembly of 5 racks from the order; components left empty come from the item's list: 20 bolts,
  // 10 boards; the work-in-progress account left empty is the role's (1-1450 Barang Dalam Proses).
  const pr = await act(co, 'rakit_save', { tanggal: '2026-01-08', kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '5', idsumber: orderLine.id }] });
  expect(pr).toMatchObject({ num: 0, data: { tbl_rakit: [{ kodeacc: '1-1450' }], tbl_rakit_komponen: [{ kodeitem: 'BAUT', jumlah: '20.0000' }, { kodeitem: 'PAPAN', jumlah: '10.0000' }] } });
  expect((await act(co, 'pesanrakit_get', { id: order.data.id })).data).toMatchObject({ tbl_pesanrakit: [{ status: '1' }], tbl_pesanrakit_detail: [{ sisa: '5.0000' }] });
  // Components out at average cost: 20 × 600 + 10 × 10,000 = 112,000 into work in progress.
  expect(await balance(co, '1-1450')).toBe('112000.00');
  expect(await balance(co, '1-1400')).toBe('208000.00');
  expect(await stock(co, 'BAUT')).toMatchObject({ qty: '180.0000', nilai: '108000.00', hpp: '600.00' });
  expect(await stock(co, 'PAPAN')).toMatchObject({ qty: '10.0000', nilai: '100000.00' });
  // The moves read as a person writes the quantities (the components' rows keep 20.0000).
  expect(await co.sql(`select keterangan from stok_mutasi where keterangan like 'Komponen%' order by keterangan`)).toEqual([{ keterangan: 'Komponen BAUT 20 PCS' }, { keterangan: 'Komponen PAPAN 10 PCS' }]);
  const prLine = first(pr, 'tbl_rakit_detail');

  // Finished: 3 racks, their share 112,000 × 3 / 5 = 67,200, plus 9,000 of labour.
  const pj1 = await act(co, 'prosesjadi_save', {
    tanggal: '2026-01-09',
    kodegudang: 'UTM',
    lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '3', idsumber: prLine.id }],
    biaya: [{ kodeacc: '6-1100', keterangan: 'Upah tukang', total: '9000' }],
    totalbiaya: '9000',
  });
  expect(pj1).toMatchObject({ num: 0, data: { tbl_prosesjadi_detail: [{ nilai: '67200.00' }] } });
  expect(await balance(co, '1-1450')).toBe('44800.00');
  expect(await balance(co, '6-1100')).toBe('-9000.00');
  expect(await stock(co, 'RAK')).toMatchObject({ qty: '3.0000', nilai: '76200.00', hpp: '25400.00' });
  // More than remains is refused.
  expect((await act(co, 'prosesjadi_save', { tanggal: '2026-01-10', kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '3', idsumber: prLine.id }] })).msg).toContain('melebihi sisa');
  // The last 2 take the rest of the work in progress: 112,000 − 67,200 = 44,800. Typed in without
  // naming the process, the line takes from the oldest process with enough left.
  const pj2 = await act(co, 'prosesjadi_save', { tanggal: '2026-01-10', kodegudang: 'UTM', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '2' }] });
  expect(pj2).toMatchObject({ num: 0, data: { tbl_prosesjadi_detail: [{ idsumber: prLine.id }] } });
  expect(pj2).toMatchObject({ num: 0, data: { tbl_prosesjadi_detail: [{ nilai: '44800.00' }] } });
  expect(await balance(co, '1-1450')).toBe('0.00');
  // 5 racks worth 76,200 + 44,800 = 121,000: average 24,200.
  expect(await stock(co, 'RAK')).toMatchObject({ qty: '5.0000', nilai: '121000.00', hpp: '24200.00' });
  expect((await act(co, 'rakit_get', { id: pr.data.id })).data).toMatchObject({ tbl_rakit: [{ status: '2' }] });
  // The process in use by the finished goods can be neither changed nor deleted.
  expect((await act(co, 'rakit_del', { id: pr.data.id })).num).toBe(42);

  // Components can be changed per document: a rack from 6 bolts and 2 boards.
  const pr2 = await act(co, 'rakit_save', {
    tanggal: '2026-01-12',
    kodegudang: 'UTM',
    kodeacc: '1-1450',
    lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '1', idsumber: orderLine.id }],
    komponen: [
      { kodeitem: 'BAUT', satuan: 'PCS', jumlah: '6' },
      { kodeitem: 'PAPAN', satuan: 'PCS', jumlah: '2' },
    ],
  });
  expect(pr2).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1450')).toBe('23600.00');
  // Not enough boards for a third process of 5 (10 boards, 8 left; without an order): refused, nothing written.
  const short = await act(co, 'rakit_save', { tanggal: '2026-01-13', kodegudang: 'UTM', kodeacc: '1-1450', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '5' }] });
  expect(short.num).not.toBe(0);
  expect(short.msg).toContain('tidak mencukupi');

  // Deleting the second finished-goods process puts its value back in progress.
  expect(await act(co, 'prosesjadi_del', { id: pj2.data.id })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1450')).toBe('68400.00');
  expect(await stock(co, 'RAK')).toMatchObject({ qty: '3.0000', nilai: '76200.00' });

  // The reports of January.
  const periode = { dari: '2026-01-01', sampai: '2026-01-31' };
  const details = async (lap: string) => (await runReport(co, lap, { periode })).rows.filter((r) => r._k === 'd');
  expect(await details('mLapPRKT001')).toEqual([expect.objectContaining({ kodeitem: 'RAK', jumlah: '10.0000', sisa: '4.0000' })]);
  expect(await details('mLapPRKT002')).toEqual([
    expect.objectContaining({ kodeitem: 'BAUT', jumlah: '20.0000' }),
    expect.objectContaining({ kodeitem: 'PAPAN', jumlah: '10.0000' }),
    expect.objectContaining({ kodeitem: 'BAUT', jumlah: '6.0000' }),
    expect.objectContaining({ kodeitem: 'PAPAN', jumlah: '2.0000' }),
  ]);
  expect(await details('mLapPRKT003')).toEqual([expect.objectContaining({ kodeitem: 'RAK', jumlah: '3.0000', nilai: '67200.00' })]);
  expect(await details('mLapPRKT004')).toEqual([expect.objectContaining({ kodeitem: 'RAK', proses: '2', jumlah: '6.0000', sisa: '3.0000' })]);
  expect(await details('mLapPRKT005')).toEqual([expect.objectContaining({ kodeitem: 'RAK', jumlah: '3.0000', nilai: '67200.00' })]);

  // Two finished racks sold at the till: out at their average cost (76,200 ÷ 3 = 25,400 each).
  expect(await act(co, 'pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).toMatchObject({ num: 0 });
  const sold = await act(co, 'kasir_save', { tanggal: '2026-01-20', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', tunai: '500000', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '2', harga: '250000', jenispajak: '1112' }] });
  expect(sold).toMatchObject({ num: 0 });
  expect(await stock(co, 'RAK')).toMatchObject({ qty: '1.0000', nilai: '25400.00' });
  expect(await balance(co, '5-1000')).toBe('50800.00');
  expect(await balance(co, '4-1000')).toBe('-500000.00');

  expect(await invariants(co)).toEqual([]);
  expect(await act(co, 'cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});

test('an assembly item sold at the till takes its components out of stock when the company works that way', async () => {
  const co = await companyWithBooks();
  await setup(co);
  expect(await act(co, 'pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).toMatchObject({ num: 0 });
  const sale = () => act(co, 'kasir_save', { tanggal: '2026-01-10', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', tunai: '500000', lines: [{ kodeitem: 'RAK', satuan: 'PCS', jumlah: '2', harga: '250000', jenispajak: '1112' }] });
  // Without the setting the rack itself must be in stock (none was assembled).
  const refused = await sale();
  expect(refused.num).not.toBe(0);
  expect(refused.msg).toMatch(/RAK.*tidak mencukupi/);
  // With it, 2 racks take 8 bolts (average 600) and 4 boards (10,000) out: cost 44,800.
  expect(await act(co, 'pengaturanumum_save', { rakitjual: true })).toMatchObject({ num: 0 });
  const ok = await sale();
  expect(ok).toMatchObject({ num: 0, data: { notransaksi: 'KSR-2601-00001' } });
  expect(await stock(co, 'BAUT')).toMatchObject({ qty: '192.0000', nilai: '115200.00' });
  expect(await stock(co, 'PAPAN')).toMatchObject({ qty: '16.0000', nilai: '160000.00' });
  expect(await stock(co, 'RAK')).toMatchObject({ qty: '0.0000' });
  expect(await balance(co, '5-1000')).toBe('44800.00');
  expect(await balance(co, '4-1000')).toBe('-500000.00');
  // Deleting the sale puts the components back.
  expect((await act(co, 'kasir_del', { notransaksi: 'KSR-2601-00001' })).num).toBe(0);
  expect(await stock(co, 'BAUT')).toMatchObject({ qty: '200.0000' });
  expect(await invariants(co)).toEqual([]);
});
