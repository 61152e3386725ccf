import { expect, test } from 'vitest';
import { child, code, date, decimal, doctype, flag, int, select, text, type DoctypeMeta } from './index';
import { explain, recordSchema } from './validate';

const barang = doctype({
  name: 'contoh',
  title: 'Contoh',
  access: 'mContoh',
  key: 'kode',
  routes: { list: '/listcontoh' },
  fields: {
    kode: code('Kode', 5).unique().upper(),
    nama: text('Nama', 20),
    catatan: text('Catatan', 10).optional(),
    aktif: flag('Aktif'),
    jumlah: int('Jumlah').range(0, 100).optional(),
    harga: decimal('Harga', 10, 2).optional(),
    tanggal: date('Tanggal').optional(),
  },
  list: { columns: ['kode'], search: ['kode'] },
});

/** A document whose lines are linked to another document's lines (`idsumber`). */
const linked = doctype({
  name: 'contohlink',
  title: 'Contoh Link',
  access: 'mContoh',
  key: 'kode',
  routes: { list: '/listcontohlink' },
  fields: { kode: code('Kode', 5) },
  tables: { lines: child({ jumlah: int('Jumlah') }, { title: 'Baris', linksTo: { source: 'lain.lines', qty: 'jumlah' } }) },
  list: { columns: ['kode'], search: ['kode'] },
});

const parseAs = (dt: DoctypeMeta) => (v: unknown) => {
  const r = recordSchema(dt).safeParse(v);
  return r.success ? { ok: r.data } : { err: explain(r.error).fields };
};
const parse = parseAs(barang);
const parseLinked = parseAs(linked);

test('values are normalised: trimmed, uppercased, flags and numbers from the wire', () => {
  expect(parse({ kode: ' ab1 ', nama: ' Satu ', aktif: '0', jumlah: '7', harga: 1500.5 })).toEqual({
    ok: { id: null, kode: 'AB1', nama: 'Satu', catatan: '', aktif: false, jumlah: 7, harga: '1500.5', tanggal: null },
  });
  expect(parse({ kode: 'A', nama: 'x' }).ok).toMatchObject({ aktif: true, jumlah: null, harga: null });
});

test('each rule has its Indonesian message', () => {
  expect(parse({})).toEqual({ err: { kode: 'Kode wajib diisi', nama: 'Nama wajib diisi' } });
  expect(parse({ kode: 'ABCDEF', nama: 'x' }).err).toEqual({ kode: 'Kode maksimal 5 karakter' });
  expect(parse({ kode: 'A B', nama: 'x' }).err).toEqual({ kode: 'Kode hanya boleh berisi huruf, angka, dan tanda - _ . /' });
  expect(parse({ kode: 'A', nama: 'x', jumlah: 101 }).err).toEqual({ jumlah: 'Jumlah maksimal 100' });
  expect(parse({ kode: 'A', nama: 'x', jumlah: 1.5 }).err).toEqual({ jumlah: 'Jumlah harus berupa angka bulat' });
  expect(parse({ kode: 'A', nama: 'x', harga: '1.234' }).err).toEqual({ harga: 'Harga maksimal 2 angka desimal' });
  expect(parse({ kode: 'A', nama: 'x', harga: '123456789' }).err).toEqual({ harga: 'Harga terlalu besar' });
  expect(parse({ kode: 'A', nama: 'x', harga: '1e5' }).err).toEqual({ harga: 'Harga harus berupa angka' });
  expect(parse({ kode: 'A', nama: 'x', tanggal: '2026-02-30' }).err).toEqual({ tanggal: 'Tanggal bukan tanggal yang valid (TTTT-BB-HH)' });
  expect(parse({ kode: 'A', nama: 'x', lain: 1 }).err).toEqual({ _: 'Field tidak dikenal: lain' });
  expect(parse('teks').err).toEqual({ _: 'Data Contoh harus berupa objek' });
});

test('a declaration naming a missing field is refused at start', () => {
  expect(() =>
    doctype({ name: 'x', title: 'X', access: 'm', key: 'k', routes: { list: '/x' }, fields: { a: text('A', 1) }, list: { columns: ['a'], search: [] } }),
  ).toThrow("key menyebut field 'k' yang tidak ada");
});

test('a text or select field left out takes its declared default; without one it is required', () => {
  const meta = doctype({
    name: 'pilihan',
    title: 'Pilihan',
    access: 'mContoh',
    key: 'kode',
    routes: { list: '/x' },
    fields: { kode: code('Kode', 5), tipe: select('Tipe', [{ value: '0', label: 'Nol' }, { value: '1', label: 'Satu' }]).default('0'), jenis: select('Jenis', [{ value: 'A', label: 'A' }]) },
    list: { columns: ['kode'], search: ['kode'] },
  });
  const r = (v: unknown) => {
    const out = recordSchema(meta).safeParse(v);
    return out.success ? { ok: out.data } : { err: explain(out.error).fields };
  };
  expect(r({ kode: 'A', jenis: 'A' })).toEqual({ ok: { id: null, kode: 'A', tipe: '0', jenis: 'A' } });
  expect(r({ kode: 'A', tipe: ' ', jenis: 'A' })).toEqual({ ok: { id: null, kode: 'A', tipe: '0', jenis: 'A' } });
  expect(r({ kode: 'A', tipe: '1', jenis: 'A' })).toEqual({ ok: { id: null, kode: 'A', tipe: '1', jenis: 'A' } });
  expect(r({ kode: 'A' })).toEqual({ err: { jenis: 'Jenis wajib diisi' } });
  // A code sent as a JSON number (as API clients send `tipeper: 1`) is the code as text.
  expect(r({ kode: 12, tipe: 1, jenis: 'A' })).toEqual({ ok: { id: null, kode: '12', tipe: '1', jenis: 'A' } });
  expect(r({ kode: 'A', tipe: 2, jenis: 'A' })).toEqual({ err: { tipe: 'Tipe tidak ada dalam pilihan' } });
  expect(r({ kode: 'A', tipe: true, jenis: 'A' })).toEqual({ err: { tipe: 'Tipe harus berupa teks' } });
  expect(r({ kode: 'A', tipe: [1], jenis: 'A' })).toEqual({ err: { tipe: 'Tipe harus berupa teks' } });
});

test('a row of a linked table may leave idsumber out (typed in, not taken from another document)', () => {
  const r = parseLinked({ kode: 'A', lines: [{ jumlah: 1 }, { jumlah: 2, idsumber: 7 }, { jumlah: 3, idsumber: '' }] });
  expect((r.ok as { lines: { idsumber?: number | null }[] }).lines.map((l) => l.idsumber ?? null)).toEqual([null, 7, null]);
});

test('openItems: a child table picking from open items names its line and amount fields, or the declaration is refused', () => {
  const bayar = (field: string, contact = 'kodesupel') =>
    doctype({
      name: 'contohbayar',
      title: 'Contoh Bayar',
      access: 'mContoh',
      key: 'kode',
      routes: { list: '/listcontohbayar' },
      fields: { kode: code('Kode', 5), kodesupel: code('Supplier', 30) },
      tables: { lines: { fields: { noinvoice: code('No. Faktur', 40), bayar: decimal('Bayar') }, openItems: { act: 'hutangsupplier', table: 'tbl_hutang', contact, field, fill: 'bayar' } } },
      list: { columns: ['kode'], search: ['kode'] },
    });
  expect(bayar('noinvoice').tables.lines.openItems).toEqual({ act: 'hutangsupplier', table: 'tbl_hutang', contact: 'kodesupel', field: 'noinvoice', fill: 'bayar' });
  expect(() => bayar('nofaktur')).toThrow("openItems menyebut field 'nofaktur' yang tidak ada");
  expect(() => bayar('noinvoice', 'kodepel')).toThrow("openItems tabel lines memakai field kepala 'kodepel' yang tidak ada");
  expect(barang.tables.lines?.openItems ?? null).toBeNull();
});

test('a bad id (the record’s, a row’s, a source row’s) is refused in Indonesian, on its own path', () => {
  expect(parse({ kode: 'A', nama: 'x', id: 0 }).err).toEqual({ id: 'id harus berupa angka bulat positif' });
  expect(parse({ kode: 'A', nama: 'x', id: 1.5 }).err).toEqual({ id: 'id harus berupa angka bulat positif' });
  expect(parseLinked({ kode: 'A', lines: [{ jumlah: 1, id: -1 }, { jumlah: 2, idsumber: 'x' }] }).err).toEqual({
    'lines.0.id': 'id harus berupa angka bulat positif',
    'lines.1.idsumber': 'idsumber harus berupa angka',
  });
  expect(parseLinked({ kode: 'A', lines: [{ jumlah: 1, idsumber: '7' }, { jumlah: 2, idsumber: '' }, { jumlah: 3 }] }).ok).toMatchObject({
    lines: [{ jumlah: 1, idsumber: 7 }, { jumlah: 2, idsumber: null }, { jumlah: 3 }],
  });
});

test('text and code fields refuse a value a spreadsheet would run as a formula; a signed field takes + and -', () => {
  const s = recordSchema(barang);
  const bad = (v: Record<string, unknown>) => {
    const r = s.safeParse({ kode: 'A1', nama: 'Barang', ...v });
    return r.success ? null : explain(r.error).fields;
  };
  expect(bad({ nama: '=1+1' })).toEqual({ nama: 'Nama tidak boleh diawali tanda = + - @ atau tab (dapat terbaca sebagai rumus di Excel)' });
  expect(bad({ nama: '  @SUM(A1)' })).toEqual({ nama: 'Nama tidak boleh diawali tanda = + - @ atau tab (dapat terbaca sebagai rumus di Excel)' });
  expect(bad({ catatan: '+62' })).toMatchObject({ catatan: expect.stringContaining('tidak boleh diawali') });
  expect(bad({ catatan: '-A1' })).toMatchObject({ catatan: expect.stringContaining('tidak boleh diawali') });
  expect(bad({ kode: '-A1' })).toMatchObject({ kode: expect.stringContaining('Kode tidak boleh diawali') });
  expect(bad({ nama: 'Barang = 1 + 1', catatan: 'a-b@c' })).toBeNull();
  const telp = recordSchema({ title: 'T', fields: { telepon: text('Telepon', 20).optional().signed().pattern(/^[0-9+()\-. ]+$/, 'angka saja').spec, nama: text('Nama', 20).optional().spec } });
  expect(telp.safeParse({ telepon: '+62 21 555' }).success).toBe(true);
  expect(telp.safeParse({ telepon: '=1' }).success).toBe(false);
});
