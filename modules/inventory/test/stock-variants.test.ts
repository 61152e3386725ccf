/**
 * Variants on the stock documents: a line of a variant item (type 7) names its variant
 * (`iddetailvarian`), and the books keep stock and average cost per variant — opening stock, item
 * out, transfer order and transfer, opname — seen on the stock card and the datasheet.
 */
import { expect, test } from 'vitest';
import { balance, invariants, type BooksCompany } from '../../accounting/test/books';
import { stockCompany } from './company';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** KAOS (type 7, PCS and LSN of 12, at least 30 in UTM): red and blue, ids KAOS-MERAH and KAOS-BIRU. */
async function withShirts(co: BooksCompany) {
  expect((await co.act('satuan_save', { kodesatuan: 'LSN', namasatuan: 'Lusin' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] })).num).toBe(0);
  const r = await co.act('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'LSN', konversi: '12' }],
    stokmin: [{ kodegudang: 'UTM', stokmin: '30' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
  });
  expect(r.num, r.msg).toBe(0);
}

/** The stock card's closing figures of a variant (all warehouses, or one). */
const card = async (co: BooksCompany, iddetailvarian: string, kodegudang = '') =>
  ((await co.act('kartustok', { kodeitem: 'KAOS', iddetailvarian, kodegudang, dari: '2026-01-01', sampai: '2026-12-31' })) as Reply).data as {
    info: { akhir: { qty: string; nilai: string; hpp: string } }[];
    tbl_kartustok: { sumber: string; masuk: string; keluar: string }[];
  };

/** Stock per warehouse and variant from the books' counts. */
const perVariant = (co: BooksCompany) =>
  co.sql<{ varian: string; gudang: string; qty: string }>(
    `select d.iddetailvarian as varian, g.kodegudang as gudang, s.qty::text from stok_gudang s join detailvarian d on d.id = s.iddetailvarian
     join gudang g on g.id = s.gudang_id where s.qty <> 0 order by 1, 2`,
  );

test('variants on stock documents: opening stock of two variants, item out of one, transfer of the other, opname — stock and cost per variant, the books clean', async () => {
  const co = await stockCompany();
  await withShirts(co);

  // A line of a variant item must name its variant; another item's variant, or a variant on a plain item, is refused on its cell.
  const sa = (lines: Record<string, unknown>[]) => co.act('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', keterangan: 'Stok awal kaos', lines }) as Promise<Reply>;
  expect(await sa([{ kodeitem: 'KAOS', satuan: 'PCS', jumlah: '10', harga: '30000' }])).toMatchObject({
    num: 15,
    msg: 'Baris 1: item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).',
    data: { fields: { 'lines.0.iddetailvarian': expect.any(String) } },
  });
  expect(await sa([{ kodeitem: 'KOPI01', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '1', harga: '1000' }])).toMatchObject({
    num: 15,
    data: { fields: { 'lines.0.iddetailvarian': expect.any(String) } },
  });
  expect(await co.sql('select count(*)::int as n from saldoawalitem')).toEqual([{ n: 0 }]);

  // Opening stock: 2 dozen red at 30,000 a piece, 10 blue at 36,000.
  const open = await sa([
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'LSN', jumlah: '2', harga: '360000' },
    { kodeitem: 'KAOS', iddetailvarian: 'kaos-biru', satuan: 'PCS', jumlah: '10', harga: '36000' },
  ]);
  expect(open).toMatchObject({ num: 0, data: { notransaksi: 'SA-2601-00001', tbl_saldoawalitem: [{ total: '1080000.00' }] } });
  expect((await card(co, 'KAOS-MERAH')).info[0].akhir).toEqual({ qty: '24.0000', nilai: '720000.00', hpp: '30000.00' });
  expect((await card(co, 'KAOS-BIRU')).info[0].akhir).toEqual({ qty: '10.0000', nilai: '360000.00', hpp: '36000.00' });
  // The card of a variant item without its variant says which is needed.
  expect(await co.act('kartustok', { kodeitem: 'KAOS' })).toMatchObject({ num: 15, msg: 'Item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).' });

  // Item out of the red one: its own stock is what counts (blue's 10 do not help).
  const ik = (jumlah: string) =>
    co.act('itemkeluar_save', { tanggal: '2026-01-10', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah }] }) as Promise<Reply>;
  expect(await ik('25')).toMatchObject({
    num: 1,
    msg: 'Baris 1: stok item KAOS Kaos Polos varian KAOS-MERAH di gudang UTM tidak mencukupi pada 10/01/2026: tersedia 24 PCS, diminta 25 PCS, kurang 1 PCS.',
  });
  expect(await ik('4')).toMatchObject({ num: 0, data: { notransaksi: 'IK-2601-00001' } });
  // At the red one's own average: 4 × 30,000.
  expect(await balance(co, '6-1100')).toBe('120000.00');
  expect((await card(co, 'KAOS-MERAH')).info[0].akhir).toEqual({ qty: '20.0000', nilai: '600000.00', hpp: '30000.00' });

  // Transfer order and transfer of the blue one to GD2; a transfer line must keep the order's variant.
  const order = (await co.act('pesantransfer_save', {
    tanggal: '2026-01-11',
    kodegudang: 'UTM',
    kodegudangtujuan: 'GD2',
    lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '6' }],
  })) as Reply;
  expect(order).toMatchObject({ num: 0, data: { tbl_pesantransfer_detail: [{ iddetailvarian: 'KAOS-BIRU' }] } });
  const orderLine = (order.data.tbl_pesantransfer_detail as { id: number }[])[0].id;
  const tr = (iddetailvarian: string) =>
    co.act('transferitem_save', { tanggal: '2026-01-12', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KAOS', iddetailvarian, satuan: 'PCS', jumlah: '6', idsumber: orderLine }] }) as Promise<Reply>;
  expect(await tr('KAOS-MERAH')).toMatchObject({ num: 15, data: { fields: { 'lines.0.iddetailvarian': expect.stringContaining('KAOS-BIRU') } } });
  expect(await tr('KAOS-BIRU')).toMatchObject({ num: 0, data: { notransaksi: 'TR-2601-00001' } });
  expect(await co.act('pesantransfer_get', { id: (order.data as { id: number }).id })).toMatchObject({ data: { tbl_pesantransfer: [{ status: '2' }] } });
  expect((await card(co, 'KAOS-BIRU', 'GD2')).info[0].akhir).toMatchObject({ qty: '6.0000' });
  expect((await card(co, 'KAOS-BIRU', 'UTM')).info[0].akhir).toMatchObject({ qty: '4.0000' });
  expect((await card(co, 'KAOS-BIRU')).info[0].akhir).toEqual({ qty: '10.0000', nilai: '360000.00', hpp: '36000.00' });

  // Opname in UTM: 18 red counted (20 in the books), 4 blue (as the books); each variant once.
  const opname = (lines: Record<string, unknown>[]) => co.act('opname_save', { tanggal: '2026-01-31', kodegudang: 'UTM', keterangan: 'Opname Januari', lines }) as Promise<Reply>;
  expect(
    await opname([
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '18' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '1' },
    ]),
  ).toMatchObject({ num: 15, msg: 'Baris 2: item KAOS varian KAOS-MERAH sudah ada di baris 1.' });
  const op = await opname([
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '18' },
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '4' },
  ]);
  expect(op).toMatchObject({
    num: 0,
    data: {
      tbl_opname_detail: [
        { iddetailvarian: 'KAOS-MERAH', stok: '20.0000', selisih: '-2.0000' },
        { iddetailvarian: 'KAOS-BIRU', stok: '4.0000', selisih: '0.0000' },
      ],
    },
  });
  expect(await balance(co, '5-1200')).toBe('60000.00');

  // Stock per variant and warehouse, on the stock card and the datasheet.
  expect(await perVariant(co)).toEqual([
    { varian: 'KAOS-BIRU', gudang: 'GD2', qty: '6.0000' },
    { varian: 'KAOS-BIRU', gudang: 'UTM', qty: '4.0000' },
    { varian: 'KAOS-MERAH', gudang: 'UTM', qty: '18.0000' },
  ]);
  const merah = await card(co, 'KAOS-MERAH');
  expect(merah.info[0].akhir).toEqual({ qty: '18.0000', nilai: '540000.00', hpp: '30000.00' });
  expect(merah.tbl_kartustok.map((r) => [r.sumber, r.masuk, r.keluar])).toEqual([
    ['SA', '24.0000', '0.0000'],
    ['IK', '0.0000', '4.0000'],
    ['OP', '0.0000', '2.0000'],
  ]);
  const ds = (await co.act('datasheet', { q: 'KAOS' })) as Reply;
  expect(ds.data.tbl_datasheet).toEqual([
    expect.objectContaining({
      kodeitem: 'KAOS',
      stokgudang: { GD2: '6.0000', UTM: '22.0000' },
      stok: '28.0000',
      nilai: '900000.00',
      varian: [
        { iddetailvarian: 'KAOS-MERAH', nama: 'MERAH', stokgudang: { GD2: '0.0000', UTM: '18.0000' }, stok: '18.0000', nilai: '540000.00', hpp: '30000.00' },
        { iddetailvarian: 'KAOS-BIRU', nama: 'BIRU', stokgudang: { GD2: '6.0000', UTM: '4.0000' }, stok: '10.0000', nilai: '360000.00', hpp: '36000.00' },
      ],
    }),
  ]);
  // The item's minimum stock in a warehouse is each variant's there, against the variant's own stock.
  expect(await co.act('stokminimum', { kodegudang: 'UTM', q: 'KAOS' })).toMatchObject({
    data: {
      tbl_stokminimum: [
        { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', namavarian: 'MERAH', stokmin: '30.0000', stok: '18.0000', kurang: '12.0000' },
        { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', namavarian: 'BIRU', stokmin: '30.0000', stok: '4.0000', kurang: '26.0000' },
      ],
    },
  });
  // Inventory: 1,080,000 opening − 120,000 out − 60,000 short.
  expect(await balance(co, '1-1400')).toBe('900000.00');
  expect(await invariants(co)).toEqual([]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});

test('opening stock of variants imported from a file names the variant per row; a missing variant refused on its cell', async () => {
  const co = await stockCompany();
  await withShirts(co);
  const csv = (body: string) => Buffer.from(`tanggal,kodegudang,kodeitem,iddetailvarian,satuan,jumlah,harga\n${body}`, 'utf8').toString('base64');
  const run = async (isi: string) => {
    const r = (await co.act('importdata_proses', { jenis: 'SA', nama: 'saldoawal.csv', isi })) as Reply;
    expect(r.num, r.msg).toBe(0);
    for (;;) {
      const s = (await co.act('importdata_status', { idproses: (r.data as { idproses: string }).idproses })) as Reply;
      if (s.data.status === 'selesai' || s.data.status === 'gagal') return s.data as { status: string; pesan: string; kesalahan: unknown[] };
      await new Promise((res) => setTimeout(res, 50));
    }
  };
  const bad = await run(csv('2026-01-02,UTM,KAOS,KAOS-MERAH,PCS,5,30000\n2026-01-02,UTM,KAOS,,PCS,3,36000\n'));
  expect(bad).toMatchObject({
    status: 'gagal',
    kesalahan: [{ baris: 3, kolom: 'iddetailvarian', sel: 'D3', pesan: 'Baris 2: item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).' }],
  });
  expect(await co.sql('select count(*)::int as n from stok_mutasi')).toEqual([{ n: 0 }]);
  const ok = await run(csv('2026-01-02,UTM,KAOS,KAOS-MERAH,PCS,5,30000\n2026-01-02,UTM,KAOS,KAOS-BIRU,PCS,3,36000\n'));
  expect(ok).toMatchObject({ status: 'selesai', pesan: 'Import Saldo Awal Item berhasil: 1 dokumen (2 baris) disimpan.' });
  expect(await perVariant(co)).toEqual([
    { varian: 'KAOS-BIRU', gudang: 'UTM', qty: '3.0000' },
    { varian: 'KAOS-MERAH', gudang: 'UTM', qty: '5.0000' },
  ]);
  expect(await invariants(co)).toEqual([]);
});

test('a variant with stock or stock moves cannot be removed from its item (42); one the books never counted can', async () => {
  const co = await stockCompany();
  await withShirts(co);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'XL' }] })).num).toBe(0);
  const item = (await co.act('item_get', { kodeitem: 'KAOS' })) as Reply;
  const base = item.data.tbl_item as Record<string, unknown>[];
  const units = item.data.tbl_satuanitem;
  const variants = item.data.tbl_detailvarian as Record<string, unknown>[];
  const save = (detailvarian: Record<string, unknown>[]) => co.edit('item_save', { ...base[0], satuanitem: units, detailvarian }) as Promise<Reply>;
  const merah = variants.find((v) => v.iddetailvarian === 'KAOS-MERAH')!;
  const biru = variants.find((v) => v.iddetailvarian === 'KAOS-BIRU')!;
  expect((await save([merah, biru, { iddetailvarian: 'KAOS-XL', varian1: 'UKURAN', nilai1: 'XL' }])).num).toBe(0);

  // 12 red in stock: the red variant cannot go.
  expect((await co.act('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'LSN', jumlah: '1', harga: '360000' }] })).num).toBe(0);
  const withXl = ((await co.act('item_get', { kodeitem: 'KAOS' })) as Reply).data.tbl_detailvarian as Record<string, unknown>[];
  expect(await save(withXl.filter((v) => v.iddetailvarian !== 'KAOS-MERAH'))).toMatchObject({
    num: 42,
    msg: 'Varian KAOS-MERAH item KAOS Kaos Polos masih mempunyai stok 12 PCS sehingga tidak dapat dihapus.',
  });
  // All 12 taken out: no stock, but its moves still name it.
  const ik = (await co.act('itemkeluar_save', { tanggal: '2026-01-05', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '12' }] })) as Reply;
  expect(ik.num, ik.msg).toBe(0);
  expect(await save(withXl.filter((v) => v.iddetailvarian !== 'KAOS-MERAH'))).toMatchObject({
    num: 42,
    msg: `Varian KAOS-MERAH item KAOS Kaos Polos sudah dipakai di mutasi stok ${String((ik.data as { notransaksi: string }).notransaksi)} sehingga tidak dapat dihapus.`,
  });
  expect(await co.sql("select count(*)::int as n from detailvarian where iddetailvarian = 'KAOS-MERAH'")).toEqual([{ n: 1 }]);
  // The extra-large variant was never stocked: it goes.
  expect((await save(withXl.filter((v) => v.iddetailvarian !== 'KAOS-XL'))).num).toBe(0);
  expect(await co.sql('select iddetailvarian from detailvarian order by iddetailvarian')).toEqual([{ iddetailvarian: 'KAOS-BIRU' }, { iddetailvarian: 'KAOS-MERAH' }]);
  expect(await invariants(co)).toEqual([]);
});
