/** The record and reply types derived from a declaration (types-from-decl.ts), checked by tsc. */
import { expect, expectTypeOf, test } from 'vitest';
import { child, code, date, decimal, doctype, document, flag, int, qty, select, text, type ActReplies, type ChildRowOf, type GetReply, type ListReply, type RecordOf, type SavedOf } from './index';

const satuanuji = doctype({
  name: 'satuanuji',
  title: 'Satuan Uji',
  access: 'mSatuan',
  key: 'kode',
  routes: { list: '/satuanuji' },
  fields: {
    kode: code('Kode', 10).upper(),
    nama: text('Nama', 40),
    catatan: text('Catatan', 100).optional(),
    aktif: flag('Aktif'),
    isi: int('Isi').optional(),
    urutan: int('Urutan').default(0),
    harga: decimal('Harga', 18, 2).optional(),
    berlaku: date('Berlaku').optional(),
    jenis: select('Jenis', [{ value: 'A', label: 'A' }]),
  },
  tables: { konversi: child({ satuan: code('Satuan', 10), faktor: qty('Faktor') }), hargalevel: child({ level: int('Level') }, { table: 'hargauji' }) },
  list: { columns: ['kode', 'nama'], search: ['kode', 'nama'] },
});

const terimauji = document({
  name: 'terimauji',
  code: 'TU',
  title: 'Terima Uji',
  access: 'mTerima',
  routes: { list: '/terimauji' },
  fields: { kodesupel: code('Supplier', 20), keterangan: text('Keterangan', 200).optional() },
  lines: { fields: { kodeitem: code('Item', 30), jumlah: qty('Jumlah') } },
  list: { columns: ['notransaksi'], search: ['notransaksi'] },
});

test("a doctype's record type is its fields' wire values and its child rows", () => {
  type R = RecordOf<typeof satuanuji>;
  expectTypeOf<R['kode']>().toEqualTypeOf<string>();
  expectTypeOf<R['catatan']>().toEqualTypeOf<string>();
  expectTypeOf<R['aktif']>().toEqualTypeOf<boolean>();
  expectTypeOf<R['isi']>().toEqualTypeOf<number | null>();
  expectTypeOf<R['urutan']>().toEqualTypeOf<number>();
  expectTypeOf<R['harga']>().toEqualTypeOf<string | null>();
  expectTypeOf<R['berlaku']>().toEqualTypeOf<string | null>();
  expectTypeOf<R['jenis']>().toEqualTypeOf<string>();
  expectTypeOf<R['konversi'][number]['faktor']>().toEqualTypeOf<string>();
  expectTypeOf<ChildRowOf<typeof satuanuji, 'konversi'>['satuan']>().toEqualTypeOf<string>();
  expectTypeOf<SavedOf<typeof satuanuji>['id']>().toEqualTypeOf<number>();
  // @ts-expect-error: no such field
  expectTypeOf<R['tidakada']>();
  // The kernel keeps the declaration as it did: the types are not values.
  expect('declared' in satuanuji).toBe(false);
  expect(Object.values(satuanuji.tables).map((c) => c.table)).toEqual(['satuanuji_konversi', 'hargauji']);
  expect(Object.keys(satuanuji.fields)).toEqual(['kode', 'nama', 'catatan', 'aktif', 'isi', 'urutan', 'harga', 'berlaku', 'jenis']);
});

test("a document's record has the header every document has and its lines", () => {
  type R = RecordOf<typeof terimauji>;
  expectTypeOf<R['notransaksi']>().toEqualTypeOf<string>();
  expectTypeOf<R['tanggal']>().toEqualTypeOf<string>();
  expectTypeOf<R['kodesupel']>().toEqualTypeOf<string>();
  expectTypeOf<R['lines'][number]['jumlah']>().toEqualTypeOf<string>();
  expectTypeOf<R['lines'][number]['idsumber']>().toEqualTypeOf<number | null | undefined>();
  expect(Object.keys(terimauji.tables)).toEqual(['lines']);
});

test('the generic acts answer by the doctype name, child rows by their tables', () => {
  type L = ListReply<typeof satuanuji>;
  expectTypeOf<L['tbl_satuanuji'][number]['nama']>().toEqualTypeOf<string>();
  expectTypeOf<L['tbl_satuanuji'][number]['id']>().toEqualTypeOf<number>();
  expectTypeOf<L['query_data'][0]['totpage']>().toEqualTypeOf<number>();
  type G = GetReply<typeof satuanuji>;
  expectTypeOf<G['tbl_satuanuji'][0]['kode_nama']>().toEqualTypeOf<string | null>();
  expectTypeOf<G['tbl_satuanuji_konversi'][number]['faktor']>().toEqualTypeOf<string>();
  expectTypeOf<G['tbl_hargauji'][number]['level']>().toEqualTypeOf<number>();
  type A = ActReplies<typeof terimauji>;
  expectTypeOf<A['terimauji_get']['tbl_terimauji_detail'][number]['kodeitem']>().toEqualTypeOf<string>();
  expectTypeOf<A['terimauji_save']['notransaksi']>().toEqualTypeOf<string>();
  expectTypeOf<A['terimauji_del']['notransaksi']>().toEqualTypeOf<string>();
  expectTypeOf<ActReplies<typeof satuanuji>['satuanuji_del']>().toEqualTypeOf<{ id: number }>();
});
