import { expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { post, credit } from '@niaga/ledger';
import { rowsOf } from '@niaga/kernel/server';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** A T-shirt in two variants (red M, red XL at its own price), a customer and a till user. */
async function shop(co: BooksCompany) {
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }] })).num).toBe(0);
  expect((await co.act('varian_save', { kodevarian: 'UKURAN', namavarian: 'Ukuran', nilaivarian: [{ nilai: 'M' }, { nilai: 'XL' }] })).num).toBe(0);
  expect(
    await co.act('item_save', {
      kodeitem: 'KAOS01',
      namaitem: 'Kaos Polos Katun',
      tipe: '7',
      satuan: 'PCS',
      jenispajak: '0',
      satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
      detailvarian: [
        { varian1: 'WARNA', nilai1: 'MERAH', varian2: 'UKURAN', nilai2: 'M' },
        { varian1: 'WARNA', nilai1: 'MERAH', varian2: 'UKURAN', nilai2: 'XL', hargajual1: '55000' },
      ],
    }),
  ).toMatchObject({ num: 0 });
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR1' });
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd']]);
  return loginAs(co, 'KASIR1', password);
}

/** Stock per variant of KAOS01: quantity and value of each variant's books (stok_item) and in the warehouse (stok_gudang). */
async function variantStock(co: BooksCompany) {
  return co.sql<{ varian: string; qty: string; nilai: string; gudang: string }>(
    `select coalesce(d.iddetailvarian, '-') as varian, s.qty::numeric(18,4)::text as qty, s.nilai::numeric(18,2)::text as nilai,
            (select g.qty::numeric(18,4)::text from stok_gudang g where g.item_id = s.item_id and g.iddetailvarian = s.iddetailvarian) as gudang
       from stok_item s join item i on i.id = s.item_id left join detailvarian d on d.id = s.iddetailvarian
      where i.kodeitem = 'KAOS01' order by 1`,
  );
}

/** Bought in per variant (the books key stock by the variant's row): 10 red M at 30,000 and 5 red XL at 35,000. */
async function stockIn(co: BooksCompany) {
  await co.tx(async (tx) => {
    const ids = await rowsOf<{ id: number; kode: string; item: number; gudang: number }>(
      tx,
      sql`select d.id, d.iddetailvarian as kode, d.item_id as item, (select id from gudang where kodegudang = 'UTM') as gudang from detailvarian d order by d.urut`,
    );
    const [m, xl] = ids;
    expect([m.kode, xl.kode]).toEqual(['KAOS01-V1', 'KAOS01-V2']);
    await post(tx, {
      sumber: 'TST',
      notransaksi: 'TST-VARIAN-1',
      tanggal: '2026-11-02',
      lines: [credit('3-1000', '475000')],
      moves: [
        { item: m.item, varian: m.id, gudang: m.gudang, qty: '10', nilai: '300000' },
        { item: xl.item, varian: xl.id, gudang: xl.gudang, qty: '5', nilai: '175000' },
      ],
    });
  });
}

const sale = (lines: Array<Record<string, string>>, tunai: string) => ({ tanggal: '2026-11-20', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', pembulatan: '0', tunai, lines });

test('a till sale of variant items moves each variant’s own stock at its own average cost; its delete puts it back', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  await stockIn(co);
  expect(await variantStock(co)).toEqual([
    { varian: 'KAOS01-V1', qty: '10.0000', nilai: '300000.00', gudang: '10.0000' },
    { varian: 'KAOS01-V2', qty: '5.0000', nilai: '175000.00', gudang: '5.0000' },
  ]);
  // Six XL: the item holds 15 in all, but that variant only 5 — refused, nothing written.
  const over = (await actOrEdit(kasir, 'kasir_save', sale([{ kodeitem: 'KAOS01', satuan: 'PCS', iddetailvarian: 'KAOS01-V2', jumlah: '6', harga: '55000', jenispajak: '0' }], '330000'))) as Reply;
  expect(over.num).not.toBe(0);
  expect(over.msg).toContain('KAOS01');
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 0 }]);

  // Two red M (50,000, the item's price) and one red XL (55,000, the variant's own price).
  const r = (await actOrEdit(kasir, 'kasir_save',
    sale(
      [
        { kodeitem: 'KAOS01', satuan: 'PCS', iddetailvarian: 'KAOS01-V1', jumlah: '2', harga: '50000', jenispajak: '0' },
        { kodeitem: 'KAOS01', satuan: 'PCS', iddetailvarian: 'KAOS01-V2', jumlah: '1', harga: '55000', jenispajak: '0' },
      ],
      '155000',
    ),
  )) as Reply;
  expect(r).toMatchObject({ num: 0, data: { tbl_kasir: [{ total: '155000.00', kembali: '0.00' }] } });
  // Each variant out at its own average: 2 × 30,000 and 1 × 35,000.
  expect(await variantStock(co)).toEqual([
    { varian: 'KAOS01-V1', qty: '8.0000', nilai: '240000.00', gudang: '8.0000' },
    { varian: 'KAOS01-V2', qty: '4.0000', nilai: '140000.00', gudang: '4.0000' },
  ]);
  expect(await balance(co, '5-1000')).toBe('95000.00');
  expect(await balance(co, '1-1400')).toBe('380000.00');
  expect(await co.sql(`select keterangan, qty::numeric(18,4)::text as qty, nilai::text as nilai from stok_mutasi where sumber = 'KSR' order by id`)).toEqual([
    { keterangan: 'KAOS01 KAOS01-V1 2 PCS', qty: '-2.0000', nilai: '-60000.00' },
    { keterangan: 'KAOS01 KAOS01-V2 1 PCS', qty: '-1.0000', nilai: '-35000.00' },
  ]);
  expect(await invariants(co)).toEqual([]);

  // Deleted: each variant's stock and value back as they were.
  expect(await co.act('kasir_del', { id: (r.data as { id: number }).id })).toMatchObject({ num: 0 });
  expect(await variantStock(co)).toEqual([
    { varian: 'KAOS01-V1', qty: '10.0000', nilai: '300000.00', gudang: '10.0000' },
    { varian: 'KAOS01-V2', qty: '5.0000', nilai: '175000.00', gudang: '5.0000' },
  ]);
  expect(await balance(co, '5-1000')).toBe('0.00');
  expect(await invariants(co)).toEqual([]);
});

test('minimum profit (spec §5): refuse mode refuses a typed price below it, whoever typed it; confirm mode lets it through; list prices are not checked', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  await stockIn(co);
  const line = (iddetailvarian: string, harga: string) => ({ kodeitem: 'KAOS01', satuan: 'PCS', iddetailvarian, jumlah: '1', harga, jenispajak: '0' });
  // 10 %: red M costs 30,000 so it must bring 3,000; red XL costs 35,000 (its own average), 3,500.
  expect(await co.act('pengaturanumum_save', { minlabajual: '10', modelabajual: '0' })).toMatchObject({ num: 0 });
  const low = (await actOrEdit(co, 'kasir_save', sale([line('KAOS01-V1', '32000')], '32000'))) as Reply;
  expect(low).toMatchObject({ num: 1, msg: 'Baris 1: Laba KAOS01 PCS di bawah laba minimum: laba 2000, minimum 3000 (10% dari harga pokok 30000).', data: { fields: { 'lines.0.harga': expect.any(String) } } });
  // The variant's own cost: 38,000 is enough for red M but not for red XL.
  const xl = (await actOrEdit(co, 'kasir_save', sale([line('KAOS01-V2', '38000')], '38000'))) as Reply;
  expect(xl).toMatchObject({ num: 1, msg: 'Baris 1: Laba KAOS01 PCS di bawah laba minimum: laba 3000, minimum 3500 (10% dari harga pokok 35000).' });
  // A discount typed counts too: 40,000 less 20 % = 32,000.
  expect(await actOrEdit(co, 'kasir_save', sale([{ ...line('KAOS01-V1', '40000'), diskon1: '20' }], '32000'))).toMatchObject({ num: 1, msg: expect.stringContaining('laba 2000, minimum 3000') });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 0 }]);
  expect(await actOrEdit(co, 'kasir_save', sale([line('KAOS01-V1', '33000')], '33000'))).toMatchObject({ num: 0 });
  // List prices are the company's own: a cashier sells at them whatever the minimum.
  expect(await co.act('pengaturanumum_save', { minlabajual: '90' })).toMatchObject({ num: 0 });
  expect(await actOrEdit(kasir, 'kasir_save', sale([line('KAOS01-V1', '50000')], '50000'))).toMatchObject({ num: 0 });

  // Confirm mode: the till asked the cashier, the server lets the price through.
  expect(await co.act('pengaturanumum_save', { minlabajual: '10', modelabajual: '1' })).toMatchObject({ num: 0 });
  expect(await actOrEdit(co, 'kasir_save', sale([line('KAOS01-V1', '32000')], '32000'))).toMatchObject({ num: 0, data: { tbl_kasir_detail: [{ harga: '32000.00' }] } });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 3 }]);
  expect(await invariants(co)).toEqual([]);
});

test('kasir_katalog: the till\'s catalogue in blocks of item ids, with units, active variants and group prices; a cashier may read it', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  expect((await co.act('gruppel_save', { kgruppel: 'GROSIR', namagruppel: 'Pelanggan Grosir' })).num).toBe(0);
  expect((await co.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' })).num).toBe(0);
  expect(
    await co.act('item_save', {
      kodeitem: 'KOPI01',
      namaitem: 'Kopi Bubuk 165 g',
      satuan: 'PCS',
      satuanitem: [
        { satuan: 'PCS', konversi: '1', barcode: '8991001000017', hargajual1: '15000' },
        { satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000' },
      ],
      hargagrup: [{ kgruppel: 'GROSIR', satuan: 'BOX', hargajual: '160000' }],
    }),
  ).toMatchObject({ num: 0 });
  // One block of item ids (KAOS01 was made first): columns as gzipped JSON, one array per field.
  const r = (await kasir.act('kasir_katalog', {})) as Reply;
  expect(r).toMatchObject({ num: 0, data: { blok: [{ blok: 0, jumlah: 2 }], lagi: 0 } });
  const [isi] = r.data.isi as Array<{ versi: string; katalog: string }>;
  const cols = JSON.parse(gunzipSync(Buffer.from(isi.katalog, 'base64')).toString()) as Record<string, Record<string, unknown[]>>;
  expect(cols.item).toMatchObject({ kodeitem: ['KAOS01', 'KOPI01'], tipe: ['7', '0'] });
  expect(cols.satuan).toMatchObject({ satuan: ['PCS', 'PCS', 'BOX'], konversi: ['1', '1', '12'], hargajual1: ['50000', '15000', '170000'], barcode: ['', '8991001000017', '8991001000024'] });
  expect(cols.varian).toMatchObject({ iddetailvarian: ['KAOS01-V1', 'KAOS01-V2'], hargajual1: ['0', '55000'] });
  expect(cols.grup).toMatchObject({ kgruppel: ['GROSIR'], satuan: ['BOX'], hargajual: ['160000'] });
  // A till that holds that block gets nothing more.
  expect(await kasir.act('kasir_katalog', { punya: { 0: isi.versi } })).toMatchObject({ num: 0, data: { isi: [], lagi: 0 } });
});
