/** The record and reply types derived from a declaration (types-from-decl.ts), checked by tsc. */
import { expect, expectTypeOf, test } from 'vitest';
import { checkRules, child, code, date, decimal, doctype, document, flag, int, num, qty, refuse, select, text, type ActReplies, type ChildRowOf, type GetReply, type ListReply, type PickReply, type RecordOf, type SaveReply, type SavedOf } from './index';

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

test("_get carries the record's version, an edit's _save the new one; _pick the header's fields without names", () => {
  expectTypeOf<GetReply<typeof satuanuji>['versi']>().toEqualTypeOf<string | null>();
  expectTypeOf<SaveReply<typeof terimauji>['versi']>().toEqualTypeOf<string | null | undefined>();
  type P = PickReply<typeof satuanuji>;
  expectTypeOf<P['tbl_satuanuji'][number]['kode']>().toEqualTypeOf<string>();
  expectTypeOf<P['tbl_satuanuji'][number]['isi']>().toEqualTypeOf<number | null>();
  expectTypeOf<P['tbl_satuanuji'][number]>().not.toHaveProperty('kode_nama');
  expectTypeOf<P['cocok']>().toEqualTypeOf<{ [field: string]: unknown } | null | undefined>();
});

test("a declaration's rules receive its record as typed (header, rows, the row's record)", () => {
  const kirimuji = document({
    name: 'kirimuji',
    code: 'KU',
    title: 'Kirim Uji',
    access: 'mKirim',
    routes: { list: '/kirimuji' },
    fields: { kirim: date('Kirim').optional(), urgent: flag('Segera', false), ongkos: decimal('Ongkos').default('0') },
    lines: {
      fields: { kodeitem: code('Item', 30), jumlah: qty('Jumlah') },
      rules: [
        (l, i, d) => {
          expectTypeOf(l.jumlah).toEqualTypeOf<string>();
          expectTypeOf(d.urgent).toEqualTypeOf<boolean>();
          // @ts-expect-error: no such field on a line
          void l.tidakada;
          return num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah harus lebih dari 0.`);
        },
      ],
    },
    rules: [
      (d) => {
        expectTypeOf(d.kirim).toEqualTypeOf<string | null>();
        expectTypeOf(d.lines[0].kodeitem).toEqualTypeOf<string>();
        // @ts-expect-error: no such field
        void d.tidakada;
        return !d.kirim || d.kirim >= d.tanggal || refuse('kirim', 'Kirim tidak boleh sebelum tanggal.');
      },
    ],
    list: { columns: ['notransaksi'], search: ['notransaksi'] },
  });
  const masterUji = doctype({
    name: 'masteruji',
    title: 'Master Uji',
    access: 'mMaster',
    key: 'kode',
    routes: { list: '/masteruji' },
    fields: { kode: code('Kode', 10), minimum: int('Minimum').default(0), maksimum: int('Maksimum').default(0) },
    rules: [(d) => (expectTypeOf(d.maksimum).toEqualTypeOf<number>(), d.maksimum >= d.minimum || refuse('maksimum', 'Maksimum di bawah minimum.'))],
    list: { columns: ['kode'], search: ['kode'] },
  });
  // The rules run on the record as sent, as before.
  const rec = { notransaksi: '', tanggal: '2026-12-05', kirim: '2026-12-01', urgent: false, ongkos: '0', kodekantor: '', lines: [{ kodeitem: 'A', jumlah: '0' }] };
  expect(checkRules(kirimuji, rec).map((r) => r.field)).toEqual(['lines.0.jumlah', 'kirim']);
  expect(checkRules(masterUji, { kode: 'X', minimum: 5, maksimum: 2 }).map((r) => r.field)).toEqual(['maksimum']);
});
