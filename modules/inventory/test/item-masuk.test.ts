import { expect, test } from 'vitest';
import dayjs from 'dayjs';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { liveFigures } from '@niaga/ui/record/values';
import itemmasuk from '../item-masuk/item-masuk';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** Units PCS and BOX, and an item sold by the piece or by the box of 12 (box barcode 8991234567890). */
async function withItems(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']])
    expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  const kopi = (await co.act('item_save', {
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    hargabeli: '12500',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '8991234567883' },
      { satuan: 'BOX', konversi: '12', barcode: '8991234567890' },
    ],
  })) as Reply;
  expect(kopi).toMatchObject({ num: 0, data: { tbl_satuanitem: [{ urut: 1, satuan: 'PCS', konversi: '1.0000' }, { urut: 2, satuan: 'BOX', konversi: '12.0000', barcode: '8991234567890' }] } });
  const gula = (await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Lokal', satuan: 'KG', hargabeli: '15000' })) as Reply;
  // The base unit gets its row with konversi 1 when none is given.
  expect(gula).toMatchObject({ num: 0, data: { tbl_satuanitem: [{ satuan: 'KG', konversi: '1.0000', barcode: '' }] } });
  return { kopiId: (kopi.data as { id: number }).id };
}

test('item units: a child table saved with its item, rows keep their ids, refusals name their cell', async () => {
  const co = await companyWithBooks();
  const { kopiId } = await withItems(co);
  const got = (await co.act('item_get', { id: kopiId })) as Reply;
  const rows = got.data.tbl_satuanitem as { id: number; satuan: string }[];
  // Edit: the box keeps its id, a new unit is added, the piece row is kept untouched.
  const edit = (await co.edit('item_save', {
    id: kopiId,
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Kapal Api 165 g',
    satuan: 'PCS',
    satuanitem: [
      { id: rows[0].id, satuan: 'PCS', konversi: '1', barcode: '8991234567883' },
      { id: rows[1].id, satuan: 'BOX', konversi: '24', barcode: '8991234567890' },
      { satuan: 'KG', konversi: '6', barcode: '' },
    ],
  })) as Reply;
  expect(edit.num).toBe(0);
  const after = edit.data.tbl_satuanitem as { id: number; satuan: string; konversi: string }[];
  expect(after.map((r) => [r.id === rows[1].id, r.satuan, r.konversi])).toEqual([
    [false, 'PCS', '1.0000'],
    [true, 'BOX', '24.0000'],
    [false, 'KG', '6.0000'],
  ]);
  // A barcode is unique across all items' units, named on its cell.
  expect(await co.act('item_save', { kodeitem: 'TEH01', namaitem: 'Teh', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '8991234567890' }] })).toMatchObject({
    num: 41,
    msg: "Baris 1: Barcode '8991234567890' sudah dipakai di Item KOPI01.",
    data: { fields: { 'satuanitem.0.barcode': "Baris 1: Barcode '8991234567890' sudah dipakai di Item KOPI01." } },
  });
  // A unit twice in one item, a conversion of 0, the base unit not 1, an unknown unit: each on its cell.
  const bad = (await co.act('item_save', {
    kodeitem: 'TEH01',
    namaitem: 'Teh',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '2', barcode: '' },
      { satuan: 'BOX', konversi: '0', barcode: '' },
      { satuan: 'LUSIN', konversi: '12', barcode: '' },
    ],
  })) as Reply;
  expect(bad).toMatchObject({ num: 15, data: { fields: { 'satuanitem.2.satuan': "Satuan 'LUSIN' tidak ditemukan." } } });
  const bad2 = (await co.act('item_save', {
    kodeitem: 'TEH01',
    namaitem: 'Teh',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '2', barcode: '' },
      { satuan: 'BOX', konversi: '0', barcode: '' },
      { satuan: 'BOX', konversi: '6', barcode: '' },
    ],
  })) as Reply;
  expect(bad2).toMatchObject({
    num: 15,
    data: { fields: { 'satuanitem.0.konversi': 'Baris 1: satuan dasar PCS harus berisi 1.', 'satuanitem.1.konversi': 'Isi satuan harus lebih dari 0.' } },
  });
  const dup = (await co.act('item_save', { kodeitem: 'TEH01', namaitem: 'Teh', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }, { satuan: 'BOX', konversi: '6' }, { satuan: 'BOX', konversi: '12' }] })) as Reply;
  expect(dup).toMatchObject({ num: 41, data: { fields: { 'satuanitem.2.satuan': "Baris 3: Satuan 'BOX' sudah ada di baris 2." } } });
  // A row id of another item is refused, nothing is written.
  const foreign = (await co.edit('item_save', { id: kopiId, kodeitem: 'KOPI01', namaitem: 'X', satuan: 'PCS', satuanitem: [{ id: 999999, satuan: 'PCS', konversi: '1' }] })) as Reply;
  expect(foreign).toMatchObject({ num: 15, data: { fields: { 'satuanitem.0.id': 'id baris tidak dikenal' } } });
  expect(await co.sql(`select count(*)::int as n from item where kodeitem = 'TEH01'`)).toEqual([{ n: 0 }]);
  expect(await co.sql(`select namaitem from item where id = ${kopiId}`)).toEqual([{ namaitem: 'Kopi Bubuk Kapal Api 165 g' }]);
  // Deleting the item deletes its units.
  expect((await co.act('item_del', { id: kopiId })).num).toBe(0);
  expect(await co.sql(`select count(*)::int as n from satuanitem where item_id = ${kopiId}`)).toEqual([{ n: 0 }]);
});

test('item pick: by code prefix, words of the name, any unit barcode (that unit chosen); units of one item', async () => {
  const co = await companyWithBooks();
  await withItems(co);
  const names = (r: Reply) => (r.data.tbl_item as { kodeitem: string }[]).map((x) => x.kodeitem);
  expect(names((await co.act('item_pick', {})) as Reply)).toEqual(['GULA01', 'KOPI01']);
  expect(names((await co.act('item_pick', { q: '', filter: { tipe: '0' }, limit: 20 })) as Reply)).toEqual(['GULA01', 'KOPI01']);
  expect(names((await co.act('item_pick', { q: 'KOP' })) as Reply)).toEqual(['KOPI01']);
  expect(names((await co.act('item_pick', { q: 'kapal bubuk' })) as Reply)).toEqual(['KOPI01']);
  expect(names((await co.act('item_pick', { q: 'pasir' })) as Reply)).toEqual(['GULA01']);
  expect(names((await co.act('item_pick', { q: '8991234567890' })) as Reply)).toEqual(['KOPI01']);
  expect(await co.act('item_pick', { exact: '8991234567890' })).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KOPI01', hargabeli: '12500.00' }], cocok: { satuan: 'BOX' } } });
  expect(await co.act('item_pick', { exact: 'kopi01' })).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KOPI01' }], cocok: null } });
  expect(await co.act('item_pick', { exact: '0000' })).toMatchObject({ num: 0, data: { tbl_item: [] } });
  expect(await co.act('satuanitem_pick', { within: 'KOPI01' })).toMatchObject({ num: 0, data: { tbl_satuanitem: [{ satuan: 'PCS' }, { satuan: 'BOX', konversi: '12.0000' }] } });
});

test('item masuk: lines in any unit post Dr Persediaan / Cr the chosen account and move stock in base units at cost', async () => {
  const co = await companyWithBooks();
  await withItems(co);
  const im = (p: Record<string, unknown> = {}) =>
    co.act('itemmasuk_save', {
      tanggal: '2026-01-10',
      kodegudang: 'UTM',
      kodeacc: '3-1000',
      keterangan: 'Stok awal dari pemilik',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '144000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10.5', harga: '15000' },
      ],
      ...p,
    }) as Promise<Reply>;
  // Computed figures: a total sent that differs from the lines is refused, naming the field.
  expect(await im({ total: '1' })).toMatchObject({ num: 15, msg: 'Total 1,00 tidak sesuai perhitungan (seharusnya 445.500,00).', data: { fields: { total: expect.any(String) } } });
  const tampered = await im({ lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '144000', total: '1000' }] });
  expect(tampered).toMatchObject({ num: 15, data: { fields: { 'lines.0.total': 'Baris 1: Total 1.000,00 tidak sesuai perhitungan (seharusnya 288.000,00).' } } });
  // A unit that is not the line's item's, an unknown item: on their cells.
  expect(await im({ lines: [{ kodeitem: 'GULA01', satuan: 'BOX', jumlah: '1', harga: '1' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.satuan': "Satuan 'BOX' tidak ada pada Item GULA01." } } });
  expect(await im({ lines: [{ kodeitem: 'NOPE', satuan: 'PCS', jumlah: '1', harga: '1' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.kodeitem': "Item 'NOPE' tidak ditemukan." } } });
  expect(await im({ kodeacc: '1-1400' })).toMatchObject({ num: 1, data: { fields: { kodeacc: expect.stringMatching(/perkiraan persediaan/) } } });
  expect(await co.sql('select count(*)::int as n from itemmasuk')).toEqual([{ n: 0 }]);

  const saved = await im();
  expect(saved).toMatchObject({ num: 0, data: { notransaksi: 'IM-2601-00001', tbl_itemmasuk: [{ total: '445500.00', kodekantor: 'UTM' }], tbl_itemmasuk_detail: [{ total: '288000.00' }, { total: '157500.00' }] } });
  const { id } = saved.data as { id: number };
  // The browser's live figures (the form's values, the web's code) are the server's saved ones.
  const form = {
    tanggal: dayjs('2026-01-10'),
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '144000' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10.5', harga: '15000' },
      { kodeitem: '', satuan: '', jumlah: null, harga: null },
    ],
  };
  const live = liveFigures(itemmasuk, form);
  expect(live.header.total).toBe((saved.data.tbl_itemmasuk as { total: string }[])[0].total);
  expect(live.rows.lines.map((r) => r.total ?? '0.00')).toEqual([...(saved.data.tbl_itemmasuk_detail as { total: string }[]).map((l) => l.total), '0.00']);
  expect(await balance(co, '1-1400')).toBe('445500.00');
  expect(await balance(co, '3-1000')).toBe('-445500.00');
  // The stock card: 24 pieces in at 12,000 each; names beside codes in the document.
  const card = (await co.act('kartustok', { kodeitem: 'KOPI01', dari: '2026-01-01', sampai: '2026-01-31' })) as Reply;
  expect(card).toMatchObject({
    num: 0,
    data: {
      info: [{ awal: { qty: '0.0000' }, akhir: { qty: '24.0000', nilai: '288000.00', hpp: '12000.00' }, masuk: '24.0000' }],
      tbl_kartustok: [{ notransaksi: 'IM-2601-00001', kodegudang: 'UTM', masuk: '24.0000', keluar: '0.0000', saldo: '24.0000', hpp: '12000.00', nilai: '288000.00' }],
    },
  });
  expect(await co.act('itemmasuk_get', { id })).toMatchObject({ data: { tbl_itemmasuk: [{ kodegudang_nama: 'Kantor Pusat', kodeacc_nama: 'Modal' }], tbl_itemmasuk_detail: [{ kodeitem_nama: 'Kopi Bubuk Kapal Api 165 g' }, {}] } });

  // A later stock-in at another cost re-averages.
  expect((await im({ tanggal: '2026-01-20', keterangan: 'Beli tunai', kodeacc: '1-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '6', harga: '13000' }] })).num).toBe(0);
  const card2 = (await co.act('kartustok', { kodeitem: 'KOPI01', kodegudang: 'UTM', dari: '2026-01-15', sampai: '2026-01-31' })) as Reply;
  expect(card2).toMatchObject({ data: { info: [{ awal: { qty: '24.0000', hpp: '12000.00' }, akhir: { qty: '30.0000', hpp: '12200.00' } }], tbl_kartustok: [{ saldo: '30.0000' }] } });

  // Items and units in use are not deleted.
  expect(await co.act('item_del', { kodeitem: 'GULA01' })).toMatchObject({ num: 42, msg: "Item 'GULA01' masih dipakai di Item Masuk IM-2601-00001 sehingga tidak dapat dihapus." });
  const kopi = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  const units = kopi.data.tbl_satuanitem as { id: number; satuan: string; konversi: string; barcode: string }[];
  expect(await co.edit('item_save', { id: (kopi.data as { id: number }).id, kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [units[0]] })).toMatchObject({
    num: 42,
    msg: "Satuan 'BOX' masih dipakai di Item Masuk IM-2601-00001 sehingga tidak dapat dihapus.",
  });

  // Edit reposts; delete reverses; the books hold.
  expect((await co.edit('itemmasuk_save', { id, tanggal: '2026-01-10', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '15000' }] })).num).toBe(0);
  expect(await balance(co, '3-1000')).toBe('-15000.00');
  expect(await invariants(co)).toEqual([]);
  expect((await co.act('itemmasuk_del', { id })).num).toBe(0);
  expect(await balance(co, '3-1000')).toBe('0.00');
  expect(await balance(co, '1-1400')).toBe('78000.00');
  expect(await invariants(co)).toEqual([]);
});

test('lists: declared filters (date range, reference), names beside codes, capped counts', async () => {
  const co = await companyWithBooks();
  await withItems(co);
  for (const [tanggal, kodeacc] of [['2026-01-05', '3-1000'], ['2026-02-05', '3-1000'], ['2026-02-06', '1-1100']])
    expect((await co.act('itemmasuk_save', { tanggal, kodegudang: 'UTM', kodeacc, lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '1', harga: '100' }] })).num).toBe(0);
  const list = (p: Record<string, unknown>) => co.act('itemmasuk_list', p) as Promise<Reply>;
  const nos = (r: Reply) => (r.data.tbl_itemmasuk as { notransaksi: string }[]).map((x) => x.notransaksi);
  expect(nos(await list({ filter: { tanggal: { dari: '2026-02-01', sampai: '2026-02-28' } } }))).toEqual(['IM-2602-00002', 'IM-2602-00001']);
  expect(nos(await list({ filter: { tanggal: ['2026-01-01', '2026-01-31'] } }))).toEqual(['IM-2601-00001']);
  expect(nos(await list({ filter: { kodeacc: '1-1100' } }))).toEqual(['IM-2602-00002']);
  expect(await list({ filter: { tanggal: { dari: '2026-13-01' } } })).toMatchObject({ num: 15 });
  expect(await list({ filter: { x: '1' } })).toMatchObject({ num: 15, msg: 'Data tidak valid: Filter tidak dikenal: x.' });
  const all = await list({});
  expect(all.data.query_data).toEqual([{ totpage: 1, totrec: 3, lebih: false, page: 0, limit: 15 }]);
  expect((all.data.tbl_itemmasuk as Record<string, unknown>[])[0]).toMatchObject({ kodegudang: 'UTM', kodegudang_nama: 'Kantor Pusat', kodeacc_nama: 'Kas' });
  expect(await co.act('item_list', { filter: { tipe: '0', aktif: true }, q: 'gula' })).toMatchObject({ data: { tbl_item: [{ kodeitem: 'GULA01' }] } });
});
