import { expect, test } from 'vitest';
import sharp from 'sharp';
import { gunzipSync } from 'node:zlib';
import { companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const tbl = (r: Reply, name: string) => (r.data[name] ?? []) as Row[];
const codes = (r: Reply) => tbl(r, 'tbl_item').map((x) => x.kodeitem);

/** Units, a warehouse already there (UTM), a customer group and a colour/size variant. */
async function masters(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['LSN', 'Lusin']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Pelanggan Grosir' })).num).toBe(0);
  expect((await co.act('merek_save', { kodemerek: 'KAPALAPI', namamerek: 'Kapal Api' })).num).toBe(0);
  expect(
    (
      await co.act('varian_save', {
        kodevarian: 'WARNA',
        namavarian: 'Warna',
        nilaivarian: [
          { nilai: 'MERAH', hexcode: '#FF0000' },
          { nilai: 'BIRU', hexcode: '#0000FF' },
        ],
      })
    ).num,
  ).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'M' }, { nilai: 'XL' }] })).num).toBe(0);
}

const kopi = {
  kodeitem: 'kopi01',
  namaitem: 'Kopi Bubuk Kapal Api 165 g',
  tipe: '0',
  satuan: 'PCS',
  merek: 'KAPALAPI',
  hargabeli: '12500',
  jenispajak: '1112',
  barangjasa: 'A',
  bulat: true,
  opsibulat: '1',
  satuanitem: [
    { satuan: 'PCS', konversi: '1', barcode: '8991001000011', hargajual1: '15000', hargajual2: '14500', hargajual3: '14000', hargajual4: '13800' },
    { satuan: 'BOX', konversi: '12', barcode: '8991001000028', hargajual1: '170000', hargajual2: '168000', hargajual3: '165000', hargajual4: '0' },
  ],
  hargagrup: [{ kgruppel: 'GROSIR', satuan: 'BOX', hargajual: '160000' }],
  stokmin: [{ kodegudang: 'UTM', stokmin: '24' }],
};

test('item: create with units, price levels, group prices and minimum stock; edit; duplicate; refusals on their cells', async () => {
  const co = await companyWithBooks();
  await masters(co);
  const saved = (await co.act('item_save', kopi)) as Reply;
  expect(saved).toMatchObject({
    num: 0,
    data: {
      tbl_item: [{ kodeitem: 'KOPI01', tipe: '0', jenispajak: '1112', barangjasa: 'A', bulat: true, opsibulat: '1', timbangan: false, aktif: true }],
      tbl_satuanitem: [
        { satuan: 'PCS', konversi: '1.0000', hargajual1: '15000.00', hargajual4: '13800.00' },
        { satuan: 'BOX', konversi: '12.0000', barcode: '8991001000028', hargajual1: '170000.00', hargajual2: '168000.00', hargajual3: '165000.00' },
      ],
      tbl_hargagruppel: [{ kgruppel: 'GROSIR', satuan: 'BOX', hargajual: '160000.00' }],
      tbl_stokminimum: [{ kodegudang: 'UTM', stokmin: '24.0000' }],
    },
  });
  const id = (saved.data as { id: number }).id;

  // Edit: a price level changes, the group price goes, the unit rows keep their ids.
  const got = (await co.act('item_get', { id })) as Reply;
  const units = tbl(got, 'tbl_satuanitem');
  const edit = (await co.edit('item_save', {
    ...kopi,
    id,
    namaitem: 'Kopi Bubuk Kapal Api Special 165 g',
    satuanitem: units.map((u) => (u.satuan === 'BOX' ? { ...u, hargajual2: '167500' } : u)),
    hargagrup: [],
  })) as Reply;
  expect(edit).toMatchObject({ num: 0, data: { tbl_item: [{ namaitem: 'Kopi Bubuk Kapal Api Special 165 g' }], tbl_satuanitem: [{ id: units[0].id }, { id: units[1].id, hargajual2: '167500.00' }], tbl_hargagruppel: [] } });

  // Duplicate (/itemdup): the same item under a new code; barcodes are the original's, so refused
  // on their cells until changed.
  const copy = { ...kopi, kodeitem: 'KOPI02', namaitem: 'Kopi Bubuk Kapal Api 380 g' };
  expect(await co.act('item_save', copy)).toMatchObject({ num: 41, data: { fields: { 'satuanitem.0.barcode': expect.stringContaining('sudah dipakai di Item KOPI01'), 'satuanitem.1.barcode': expect.any(String) } } });
  const dup = (await co.act('item_save', { ...copy, satuanitem: copy.satuanitem.map((u) => ({ ...u, barcode: '' })) })) as Reply;
  expect(dup).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KOPI02' }], tbl_hargagruppel: [{ kgruppel: 'GROSIR' }] } });
  expect(await co.act('item_save', { ...copy, id: undefined })).toMatchObject({ num: 41, msg: "Kode Item 'KOPI02' sudah dipakai." });

  // Refusals name their cells: negative price, group price in a unit the item lacks, unknown group,
  // unknown warehouse, rounding of its own value without a value, the same warehouse twice.
  const bad = (p: Row) => co.act('item_save', { ...kopi, kodeitem: 'BAD01', satuanitem: [{ satuan: 'PCS', konversi: '1' }], hargagrup: [], stokmin: [], ...p }) as Promise<Reply>;
  expect(await bad({ satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual3: '-1' }] })).toMatchObject({ num: 15, data: { fields: { 'satuanitem.0.hargajual3': 'Baris 1: harga tidak boleh negatif.' } } });
  expect(await bad({ hargagrup: [{ kgruppel: 'GROSIR', satuan: 'LSN', hargajual: '1' }] })).toMatchObject({ num: 15, data: { fields: { 'hargagrup.0.satuan': 'Baris 1: satuan LSN bukan satuan item ini.' } } });
  expect(await bad({ hargagrup: [{ kgruppel: 'ECER', satuan: 'PCS', hargajual: '1' }] })).toMatchObject({ num: 15, data: { fields: { 'hargagrup.0.kgruppel': "Grup Pelanggan 'ECER' tidak ditemukan." } } });
  expect(await bad({ stokmin: [{ kodegudang: 'NOPE', stokmin: '1' }] })).toMatchObject({ num: 15, data: { fields: { 'stokmin.0.kodegudang': "Gudang 'NOPE' tidak ditemukan." } } });
  expect(await bad({ stokmin: [{ kodegudang: 'UTM', stokmin: '1' }, { kodegudang: 'UTM', stokmin: '2' }] })).toMatchObject({ num: 41, data: { fields: { 'stokmin.1.kodegudang': expect.stringContaining('sudah ada di baris 1') } } });
  expect(await bad({ opsibulat: '3', nilaibulat: '0' })).toMatchObject({ num: 15, data: { fields: { nilaibulat: 'Isi nilai pembulatan (lebih dari 0) untuk opsi nilai sendiri.' } } });
  expect(await bad({ jenispajak: '10' })).toMatchObject({ num: 15, data: { fields: { jenispajak: expect.any(String) } } });
  // Brand, type and main supplier are references: an unknown code is refused on its field.
  expect(await bad({ merek: 'ENTAHLAH' })).toMatchObject({ num: 15, data: { fields: { merek: expect.any(String) } } });
  // Assembly: components only for type 3, at least one, never itself.
  expect(await bad({ komponen: [{ kodekomponen: 'KOPI01', satuan: 'PCS', jumlah: '2' }] })).toMatchObject({ num: 15, data: { fields: { komponen: 'Komponen hanya untuk item rakitan (tipe Rakitan).' } } });
  expect(await bad({ tipe: '3' })).toMatchObject({ num: 15, msg: 'Item rakitan harus mempunyai minimal satu komponen.' });
  expect(await bad({ tipe: '3', komponen: [{ kodekomponen: 'BAD01', satuan: 'PCS', jumlah: '1' }] })).toMatchObject({ num: 15 });
  const paket = (await bad({ kodeitem: 'PAKET01', namaitem: 'Paket Kopi', tipe: '3', komponen: [{ kodekomponen: 'KOPI01', satuan: 'BOX', jumlah: '1' }, { kodekomponen: 'KOPI02', satuan: 'PCS', jumlah: '2' }] })) as Reply;
  expect(paket).toMatchObject({ num: 0, data: { tbl_itemkomponen: [{ kodekomponen: 'KOPI01', satuan: 'BOX', jumlah: '1.0000' }, { kodekomponen: 'KOPI02' }] } });
  // A component is in use: it cannot be deleted.
  expect(await co.act('item_del', { kodeitem: 'KOPI02' })).toMatchObject({ num: 42, msg: "Item 'KOPI02' masih dipakai di Item PAKET01 sehingga tidak dapat dihapus." });
  expect(await co.sql(`select count(*)::int as n from item where kodeitem = 'BAD01'`)).toEqual([{ n: 0 }]);

  // List: search, filter, sort.
  const list = (p: Row) => co.act('item_list', p) as Promise<Reply>;
  expect(codes(await list({ q: 'kapal' }))).toEqual(['KOPI01', 'KOPI02']);
  expect(codes(await list({ filter: { tipe: '3' } }))).toEqual(['PAKET01']);
  expect(codes(await list({ filter: { merek: 'KAPALAPI' }, sort: 'kodeitem', dir: 'desc' }))).toEqual(['PAKET01', 'KOPI02', 'KOPI01']);
  expect(await invariants(co)).toEqual([]);
});

test('variants: /listvarian values, a type-7 item with iddetailvarian per combination, found by its barcode and values', async () => {
  const co = await companyWithBooks();
  await masters(co);
  const kaos = {
    kodeitem: 'KAOS01',
    namaitem: 'Kaos Polos Katun',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000', hargajual2: '48000', hargajual3: '45000' }],
    detailvarian: [
      { varian1: 'WARNA', nilai1: 'MERAH', varian2: 'UKURAN', nilai2: 'M', barcode: '2000000000011' },
      { varian1: 'WARNA', nilai1: 'MERAH', varian2: 'UKURAN', nilai2: 'XL', barcode: '2000000000028', hargajual1: '55000' },
      { iddetailvarian: 'KAOS01-BIRU-M', varian1: 'WARNA', nilai1: 'BIRU', varian2: 'UKURAN', nilai2: 'M' },
    ],
  };
  // A variant item needs combinations; other types may not have them; values must be the variant's.
  expect(await co.act('item_save', { ...kaos, detailvarian: [] })).toMatchObject({ num: 15, msg: 'Barang varian harus mempunyai minimal satu detail varian.' });
  expect(await co.act('item_save', { ...kaos, tipe: '0' })).toMatchObject({ num: 15, msg: 'Detail varian hanya untuk item bertipe Barang Varian.' });
  expect(await co.act('item_save', { ...kaos, detailvarian: [{ varian1: 'WARNA', nilai1: 'XL' }] })).toMatchObject({ num: 15, data: { fields: { 'detailvarian.0.nilai1': expect.stringContaining("'XL'") } } });
  expect(await co.act('item_save', { ...kaos, detailvarian: [kaos.detailvarian[0], { ...kaos.detailvarian[0], barcode: '' }] })).toMatchObject({
    num: 15,
    data: { fields: { 'detailvarian.1.nilai1': 'Baris 2: kombinasi varian ini sudah ada di baris 1.' } },
  });
  // 0 is "no variant" to the pricing acts' API clients: no variant may be named 0.
  expect(await co.act('item_save', { ...kaos, detailvarian: [{ ...kaos.detailvarian[0], iddetailvarian: 0 }] })).toMatchObject({
    num: 15,
    data: { fields: { 'detailvarian.0.iddetailvarian': 'Baris 1: ID Varian 0 tidak dapat dipakai (0 berarti tanpa varian).' } },
  });
  // A barcode names one thing: a variant's barcode may not be a unit's.
  expect(await co.act('item_save', { ...kaos, satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '2000000000011' }] })).toMatchObject({
    num: 41,
    data: { fields: { 'detailvarian.0.barcode': "Baris 1: Barcode '2000000000011' sudah dipakai satuan PCS item ini." } },
  });
  const saved = (await co.act('item_save', kaos)) as Reply;
  expect(saved).toMatchObject({
    num: 0,
    data: {
      tbl_detailvarian: [
        { iddetailvarian: 'KAOS01-V1', nilai1: 'MERAH', nilai2: 'M', hargajual1: '0.00', aktif: true },
        { iddetailvarian: 'KAOS01-V2', nilai2: 'XL', hargajual1: '55000.00' },
        { iddetailvarian: 'KAOS01-BIRU-M' },
      ],
    },
  });
  expect(await co.act('item_save', { kodeitem: 'TOPI01', namaitem: 'Topi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', barcode: '2000000000028' }] })).toMatchObject({
    num: 41,
    data: { fields: { 'satuanitem.0.barcode': "Baris 1: Barcode '2000000000028' sudah dipakai varian Item KAOS01." } },
  });

  // The search: a variant's barcode chooses that combination; words may name its values.
  expect(await co.act('item_pick', { exact: '2000000000028' })).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KAOS01' }], cocok: { iddetailvarian: 'KAOS01-V2' } } });
  const till = (await co.act('item_pick', { q: 'kaos merah', varian: 1 })) as Reply;
  expect(tbl(till, 'tbl_item').map((r) => [r.kodeitem, r.iddetailvarian, r.nilai2])).toEqual([
    ['KAOS01', 'KAOS01-V1', 'M'],
    ['KAOS01', 'KAOS01-V2', 'XL'],
  ]);
  const all = (await co.act('item_pick', { q: 'KAOS', varian: 1 })) as Reply;
  expect(tbl(all, 'tbl_item').map((r) => r.iddetailvarian)).toEqual(['KAOS01-V1', 'KAOS01-V2', 'KAOS01-BIRU-M']);
  // Pickers get the item once.
  expect(codes((await co.act('item_pick', { q: 'kaos merah' })) as Reply)).toEqual(['KAOS01']);

  // Variant master: list, search, edit; a value in use cannot go; the variant cannot be deleted.
  expect(tbl((await co.act('varian_list', { q: 'war' })) as Reply, 'tbl_varian').map((v) => v.kodevarian)).toEqual(['WARNA']);
  const warna = (await co.act('varian_get', { kodevarian: 'WARNA' })) as Reply;
  const vals = tbl(warna, 'tbl_nilaivarian');
  expect(await co.edit('varian_save', { id: (warna.data.tbl_varian as Row[])[0].id, kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: vals.filter((v) => v.nilai !== 'MERAH') })).toMatchObject({ num: 42, msg: expect.stringContaining("'MERAH' masih dipakai di Item KAOS01") });
  expect(await co.edit('varian_save', { id: (warna.data.tbl_varian as Row[])[0].id, kodevarian: 'WARNA', namavarian: 'Warna Kain', nilaivarian: [...vals, { nilai: 'HIJAU', hexcode: '#00FF00' }] })).toMatchObject({ num: 0 });
  expect(await co.act('varian_save', { kodevarian: 'MOTIF', namavarian: 'Motif', nilaivarian: [{ nilai: 'POLOS', hexcode: 'merah' }] })).toMatchObject({ num: 15, data: { fields: { 'nilaivarian.0.hexcode': 'Kode warna harus berbentuk #RRGGBB' } } });
  expect(await co.act('varian_del', { kodevarian: 'UKURAN' })).toMatchObject({ num: 42, msg: "Varian 'UKURAN' masih dipakai di Item KAOS01 sehingga tidak dapat dihapus." });
  expect(tbl((await co.act('varian_list', { filter: { aktif: 1 }, sort: 'namavarian' })) as Reply, 'tbl_varian').map((v) => v.namavarian)).toEqual(['Ukuran', 'Warna Kain']);
  expect(await invariants(co)).toEqual([]);
});

test('prices by quantity (hargajumlah): tiers per unit and per combination saved with the item and read back; refusals on their cells', async () => {
  const co = await companyWithBooks();
  await masters(co);
  const tiers = [
    { satuan: 'PCS', jumlahdari: '6', hargajual: '14000' },
    { satuan: 'PCS', jumlahdari: '12', hargajual: '13500' },
    { satuan: 'BOX', jumlahdari: '5', hargajual: '160000' },
  ];
  const saved = (await co.act('item_save', { ...kopi, hargajumlah: tiers })) as Reply;
  expect(saved.num, saved.msg).toBe(0);
  const id = (saved.data as { id: number }).id;
  const got = (await co.act('item_get', { id })) as Reply;
  expect(tbl(got, 'tbl_hargajumlah').map((r) => [r.satuan, r.iddetailvarian, r.jumlahdari, r.hargajual])).toEqual([
    ['PCS', '', '6.0000', '14000.00'],
    ['PCS', '', '12.0000', '13500.00'],
    ['BOX', '', '5.0000', '160000.00'],
  ]);
  // Edit: one tier's price changes, one goes; an edit without the table keeps its rows.
  const rows = tbl(got, 'tbl_hargajumlah');
  expect((await co.edit('item_save', { ...kopi, id, satuanitem: tbl(got, 'tbl_satuanitem'), hargajumlah: [{ ...rows[0], hargajual: '14250' }, rows[2]] })).num).toBe(0);
  expect((await co.edit('item_save', { ...kopi, id, namaitem: 'Kopi Kapal Api', satuanitem: tbl(got, 'tbl_satuanitem') })).num).toBe(0);
  expect(await co.sql(`select h.satuan, h.jumlahdari, h.hargajual from hargajumlah h join item i on i.id = h.item_id where i.kodeitem = 'KOPI01' order by h.urut`)).toEqual([
    { satuan: 'PCS', jumlahdari: '6.0000', hargajual: '14250.00' },
    { satuan: 'BOX', jumlahdari: '5.0000', hargajual: '160000.00' },
  ]);

  // Refusals: quantity 0 or less, a negative price, a unit the item lacks, the same from-quantity twice
  // for a unit (5 and 5.00 are the same), a combination on an item without variants.
  const bad = (hargajumlah: Row[]) => co.act('item_save', { ...kopi, kodeitem: 'BAD02', satuanitem: [{ satuan: 'PCS', konversi: '1' }], hargagrup: [], stokmin: [], hargajumlah }) as Promise<Reply>;
  expect(await bad([{ satuan: 'PCS', jumlahdari: '0', hargajual: '1' }])).toMatchObject({ num: 15, data: { fields: { 'hargajumlah.0.jumlahdari': 'Baris 1: jumlah harus lebih dari 0.' } } });
  expect(await bad([{ satuan: 'PCS', jumlahdari: '2', hargajual: '-5' }])).toMatchObject({ num: 15, data: { fields: { 'hargajumlah.0.hargajual': 'Baris 1: harga tidak boleh negatif.' } } });
  expect(await bad([{ satuan: 'LSN', jumlahdari: '2', hargajual: '5' }])).toMatchObject({ num: 15, data: { fields: { 'hargajumlah.0.satuan': 'Baris 1: satuan LSN bukan satuan item ini.' } } });
  expect(await bad([{ satuan: 'PCS', jumlahdari: '5', hargajual: '5' }, { satuan: 'PCS', jumlahdari: '5.00', hargajual: '4' }])).toMatchObject({
    num: 15,
    data: { fields: { 'hargajumlah.1.jumlahdari': 'Baris 2: harga dari jumlah 5 PCS sudah ada di baris 1.' } },
  });
  expect(await bad([{ satuan: 'PCS', iddetailvarian: 'BAD02-V1', jumlahdari: '5', hargajual: '5' }])).toMatchObject({ num: 15, data: { fields: { 'hargajumlah.0.iddetailvarian': 'Baris 1: varian BAD02-V1 bukan kombinasi varian item ini.' } } });
  expect(await co.sql(`select count(*)::int as n from item where kodeitem = 'BAD02'`)).toEqual([{ n: 0 }]);

  // A variant item: a combination's own tiers may name an id the server makes (KAOS02-V1) or one given;
  // the same from-quantity may repeat for another combination.
  const kaos = {
    kodeitem: 'KAOS02',
    namaitem: 'Kaos Oblong',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
    detailvarian: [
      { varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS02-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
    hargajumlah: [
      { satuan: 'PCS', jumlahdari: '3', hargajual: '47000' },
      { satuan: 'PCS', iddetailvarian: 'kaos02-v1', jumlahdari: '3', hargajual: '46000' },
      { satuan: 'PCS', iddetailvarian: 'KAOS02-BIRU', jumlahdari: '3', hargajual: '45000' },
    ],
  };
  expect(await co.act('item_save', { ...kaos, hargajumlah: [...kaos.hargajumlah, { satuan: 'PCS', iddetailvarian: 'KAOS02-V9', jumlahdari: '3', hargajual: '1' }] })).toMatchObject({
    num: 15,
    data: { fields: { 'hargajumlah.3.iddetailvarian': 'Baris 4: varian KAOS02-V9 bukan kombinasi varian item ini.' } },
  });
  expect(await co.act('item_save', { ...kaos, hargajumlah: [...kaos.hargajumlah, { satuan: 'PCS', iddetailvarian: 'KAOS02-BIRU', jumlahdari: '3', hargajual: '1' }] })).toMatchObject({
    num: 15,
    data: { fields: { 'hargajumlah.3.jumlahdari': 'Baris 4: harga dari jumlah 3 PCS varian KAOS02-BIRU sudah ada di baris 3.' } },
  });
  const v = (await co.act('item_save', kaos)) as Reply;
  expect(v.num, v.msg).toBe(0);
  expect(tbl(v, 'tbl_hargajumlah').map((r) => [r.iddetailvarian, r.hargajual])).toEqual([
    ['', '47000.00'],
    ['KAOS02-V1', '46000.00'],
    ['KAOS02-BIRU', '45000.00'],
  ]);
  expect(tbl(v, 'tbl_detailvarian').map((r) => r.iddetailvarian)).toEqual(['KAOS02-V1', 'KAOS02-BIRU']);
});

test('item search: code prefix, name words, any unit barcode, filter; delete refused (42) while an Item Masuk uses the item', async () => {
  const co = await companyWithBooks();
  await masters(co);
  expect((await co.act('item_save', kopi)).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'KOPI10', namaitem: 'Kopi Susu Sachet', satuan: 'PCS', aktif: false })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'GULA01', namaitem: 'Gula Pasir Kapal', satuan: 'PCS' })).num).toBe(0);
  const pick = async (p: Row) => codes((await co.act('item_pick', p)) as Reply);
  expect(await pick({ q: 'kop' })).toEqual(['KOPI01', 'KOPI10']);
  expect(await pick({ q: 'kapal' })).toEqual(['GULA01', 'KOPI01']);
  expect(await pick({ q: 'bubuk kapal' })).toEqual(['KOPI01']);
  // The exact code first, then codes by prefix, then names.
  expect(await pick({ q: 'KOPI10' })).toEqual(['KOPI10']);
  expect(await pick({ q: '8991001000028' })).toEqual(['KOPI01']);
  expect(await pick({ q: 'kop', filter: { aktif: true } })).toEqual(['KOPI01']);
  expect(await pick({ q: '', filter: { tipe: ['0', '3'] }, limit: 2 })).toEqual(['GULA01', 'KOPI01']);
  expect(await co.act('item_pick', { exact: '8991001000028' })).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KOPI01', hargabeli: '12500.00' }], cocok: { satuan: 'BOX' } } });
  expect(await co.act('item_pick', { exact: 'nope' })).toMatchObject({ num: 0, data: { tbl_item: [], cocok: null } });
  expect(await co.act('item_pick', { q: 'x'.repeat(101) })).toMatchObject({ num: 15 });
  // The till's catalogue (maintained blocks of item ids; katalog.test.ts has the rest): active items only, one array per field, decimals as strings.
  const kat = (await co.act('item_katalog', {})) as Reply;
  expect(kat).toMatchObject({ num: 0, data: { blok: [{ blok: 0, jumlah: 2 }], lagi: 0 } });
  const [blok] = kat.data.isi as Array<{ katalog: string }>;
  const kat1 = JSON.parse(gunzipSync(Buffer.from(blok.katalog, 'base64')).toString()) as Record<string, Record<string, unknown[]>>;
  expect(kat1).toMatchObject({
    item: { kodeitem: ['KOPI01', 'GULA01'], namaitem: [kopi.namaitem, 'Gula Pasir Kapal'], tipe: ['0', '0'], satuan: ['PCS', 'PCS'], timbangan: [0, 0], bulat: [1, 0] },
    satuan: { satuan: ['PCS', 'BOX', 'PCS'], konversi: ['1', '12', '1'], barcode: ['8991001000011', '8991001000028', ''], hargajual1: ['15000', '170000', '0'], hargajual4: ['13800', '0', '0'] },
    varian: { id: [], iddetailvarian: [] },
  });
  // A unit names its item by the item's id.
  expect(kat1.satuan.id).toEqual([kat1.item.id[0], kat1.item.id[0], kat1.item.id[1]]);
  expect(await co.act('item_katalog', { punya: { GULA01: 'x' } })).toMatchObject({ num: 15 });

  // An Item Masuk uses KOPI01 (in boxes): the item, and its box unit, are kept.
  const im = (await co.act('itemmasuk_save', { tanggal: '2026-01-10', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '144000' }] })) as Reply;
  expect(im.num).toBe(0);
  const del = (await co.act('item_del', { kodeitem: 'KOPI01' })) as Reply;
  expect(del.num).toBe(42);
  expect(del.msg).toMatch(/^Item 'KOPI01' masih dipakai di Item Masuk IM-\d{4}-\d{5} sehingga tidak dapat dihapus\.$/);
  const got = (await co.act('item_get', { kodeitem: 'KOPI01' })) as Reply;
  const id = (got.data.tbl_item as Row[])[0].id;
  expect(await co.edit('item_save', { ...kopi, id, hargagrup: [], satuanitem: tbl(got, 'tbl_satuanitem').filter((u) => u.satuan !== 'BOX') })).toMatchObject({ num: 42, msg: expect.stringContaining("'BOX' masih dipakai di Item Masuk") });
  // Unused, it goes.
  expect(await co.act('item_del', { kodeitem: 'GULA01' })).toMatchObject({ num: 0 });
  expect(await invariants(co)).toEqual([]);
});

test('item pictures: compressed by scale and quality (50/50), upright by EXIF orientation, at most five', async () => {
  const co = await companyWithBooks();
  await masters(co);
  expect((await co.act('item_save', kopi)).num).toBe(0);
  // A 400 x 200 picture stored sideways (EXIF orientation 6: turn a quarter to stand upright).
  const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
  const up = (await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: `data:image/jpeg;base64,${sideways.toString('base64')}` })) as Reply;
  expect(up.num).toBe(0);
  const [g] = tbl(up, 'tbl_item_gambar');
  // Upright it is 200 wide and 400 high; at 50 % it is 100 x 200.
  expect([g.lebar, g.tinggi]).toEqual([100, 200]);
  expect(String(g.gambar)).toMatch(/^data:image\/jpeg;base64,/);
  const stored = Buffer.from(String(g.gambar).split(',')[1], 'base64');
  expect(await sharp(stored).metadata()).toMatchObject({ width: 100, height: 200, format: 'jpeg' });
  // Scale and quality may be chosen.
  const big = (await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: sideways.toString('base64'), skala: 100, kualitas: 80 })) as Reply;
  expect(tbl(big, 'tbl_item_gambar').map((x) => [x.lebar, x.tinggi])).toEqual([
    [100, 200],
    [200, 400],
  ]);
  expect(await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: Buffer.from('bukan gambar').toString('base64') })).toMatchObject({ num: 15, msg: 'File bukan gambar yang dapat dibaca.' });
  expect(await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: sideways.toString('base64'), skala: 0 })).toMatchObject({ num: 15 });
  for (let i = 0; i < 3; i++) expect((await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: sideways.toString('base64') })).num).toBe(0);
  expect(await co.act('item_gambar_simpan', { kodeitem: 'KOPI01', imgfileup: sideways.toString('base64') })).toMatchObject({ num: 1, msg: 'Gambar item maksimal 5.' });
  const list = (await co.act('item_gambar_list', { kodeitem: 'KOPI01' })) as Reply;
  const first = tbl(list, 'tbl_item_gambar')[0];
  expect(tbl((await co.act('item_gambar_hapus', { kodeitem: 'KOPI01', id: first.id })) as Reply, 'tbl_item_gambar')).toHaveLength(4);
  // Deleting the item deletes its pictures.
  expect((await co.act('item_del', { kodeitem: 'KOPI01' })).num).toBe(0);
  expect(await co.sql('select count(*)::int as n from item_gambar')).toEqual([{ n: 0 }]);
});
